// SPDX-License-Identifier: MIT
// GNU extension intrinsics acting on units: FSEEK, FTELL, FGET, FGETC,
// FPUT, FPUTC, TTYNAM and FSTAT (docs/abi.md §6.4) (L5).
#include <cstdint>
#include <cstdlib>
#include <cstring>

#include "abi/entry.h"
#include "abi/st_parameter.h"
#include "base/io_error.h"
#include "unit/runtime_error.h"
#include "unit/unit_intrinsics.h"
#include "unit/unit_table.h"

using namespace ftnio::abi;

namespace {

constexpr int kStdinUnit = 5;       // FGET reads unit 5, whatever it is
constexpr int kStdoutUnit = 6;      // FPUT writes unit 6
constexpr size_t kTtyNameMax = 32;  // glibc's TTY_NAME_MAX

int fgetc_unit(int unit, char* c, CharLen len) {
  ftnio::ensure_runtime_initialised();
  return ftnio::unit_fgetc(unit, c, len);
}

int fputc_unit(int unit, const char* c) {
  ftnio::ensure_runtime_initialised();
  return ftnio::unit_fputc(unit, c);
}

// FSTAT's array argument: rank 1 and at least 13 elements, or the program
// ends as libgfortran's runtime_error does (no locus line).
template <typename T>
T* checked_values(Descriptor* d, ptrdiff_t* stride) {
  if (d->dtype.rank != 1)
    ftnio::fatal_error(ftnio::FatalReport{nullptr, 0, 0, nullptr,
                                          "Array rank of SARRAY is not 1."});
  if (d->dim[0].ubound - d->dim[0].lbound + 1 < 13)
    ftnio::fatal_error(ftnio::FatalReport{
        nullptr, 0, 0, nullptr, "Array size of SARRAY is too small."});
  *stride = d->dim[0].stride;
  return static_cast<T*>(d->data);
}

template <typename T>
T fstat_into(int64_t unit, Descriptor* d) {
  ptrdiff_t stride;
  T* values = checked_values<T>(d, &stride);
  ftnio::ensure_runtime_initialised();
  ftnio::FullStat st;
  int err = unit < INT32_MIN || unit > INT32_MAX
                ? EBADF
                : ftnio::unit_fstat(static_cast<int32_t>(unit), &st);
  if (err == 0)
    for (int i = 0; i < 13; ++i)
      values[i * stride] = static_cast<T>(st.values[i]);
  return static_cast<T>(err);
}

int64_t ftell_unit(int unit) {
  ftnio::ensure_runtime_initialised();
  return ftnio::unit_ftell(unit);
}

}  // namespace

FTNIO_EXPORT int FTNIO_ENTRY(fgetc)(const int* unit, char* c, CharLen len) {
  return fgetc_unit(*unit, c, len);
}
FTNIO_EXPORT int FTNIO_ENTRY(fget)(char* c, CharLen len) {
  return fgetc_unit(kStdinUnit, c, len);
}
FTNIO_EXPORT int FTNIO_ENTRY(fputc)(const int* unit, char* c, CharLen) {
  return fputc_unit(*unit, c);
}
FTNIO_EXPORT int FTNIO_ENTRY(fput)(char* c, CharLen) {
  return fputc_unit(kStdoutUnit, c);
}

// The subroutine forms store the status (when given) in an INTEGER(K).
#define FTNIO_CHAR_SUBS(K, T)                                               \
  FTNIO_EXPORT void FTNIO_ENTRY(fgetc_i##K##_sub)(const int* unit, char* c, \
                                                  T* st, CharLen len) {     \
    int r = fgetc_unit(*unit, c, len);                                      \
    if (st != nullptr) *st = static_cast<T>(r);                             \
  }                                                                         \
  FTNIO_EXPORT void FTNIO_ENTRY(fget_i##K##_sub)(char* c, T* st,            \
                                                 CharLen len) {             \
    int r = fgetc_unit(kStdinUnit, c, len);                                 \
    if (st != nullptr) *st = static_cast<T>(r);                             \
  }                                                                         \
  FTNIO_EXPORT void FTNIO_ENTRY(fputc_i##K##_sub)(const int* unit, char* c, \
                                                  T* st, CharLen) {         \
    int r = fputc_unit(*unit, c);                                           \
    if (st != nullptr) *st = static_cast<T>(r);                             \
  }                                                                         \
  FTNIO_EXPORT void FTNIO_ENTRY(fput_i##K##_sub)(char* c, T* st, CharLen) { \
    int r = fputc_unit(kStdoutUnit, c);                                     \
    if (st != nullptr) *st = static_cast<T>(r);                             \
  }                                                                         \
  FTNIO_EXPORT void FTNIO_ENTRY(ftell_i##K##_sub)(int* unit, T* offset) {   \
    *offset = static_cast<T>(ftell_unit(*unit));                            \
  }
FTNIO_CHAR_SUBS(1, int8_t)
FTNIO_CHAR_SUBS(2, int16_t)
FTNIO_CHAR_SUBS(4, int32_t)
FTNIO_CHAR_SUBS(8, int64_t)
#undef FTNIO_CHAR_SUBS

FTNIO_EXPORT int64_t FTNIO_ENTRY(ftell)(int* unit) { return ftell_unit(*unit); }

FTNIO_EXPORT void FTNIO_ENTRY(fseek_sub)(int* unit, int64_t* offset,
                                         int* whence, int* status) {
  ftnio::ensure_runtime_initialised();
  int r = ftnio::unit_fseek(*unit, *offset, *whence);
  if (status != nullptr) *status = r;
}

FTNIO_EXPORT void FTNIO_ENTRY(ttynam_sub)(int* unit, char* name, CharLen len) {
  ftnio::ensure_runtime_initialised();
  if (len > 0 && ftnio::unit_ttyname(*unit, name, len) == 0) {
    size_t n = strnlen(name, len);
    std::memset(name + n, ' ', len - n);
  } else {
    std::memset(name, ' ', len);
  }
}

// The function form returns a malloc'ed result the compiled code frees.
FTNIO_EXPORT void FTNIO_ENTRY(ttynam)(char** result, CharLen* len, int unit) {
  ftnio::ensure_runtime_initialised();
  *result = nullptr;
  *len = 0;
  char* buf = static_cast<char*>(std::malloc(kTtyNameMax));
  if (buf == nullptr) return;
  if (ftnio::unit_ttyname(unit, buf, kTtyNameMax) != 0) {
    std::free(buf);
    return;
  }
  *result = buf;
  *len = std::strlen(buf);
}

FTNIO_EXPORT void FTNIO_ENTRY(fstat_i4_sub)(int32_t* unit, Descriptor* d,
                                            int32_t* status) {
  int32_t err = fstat_into<int32_t>(*unit, d);
  if (status != nullptr) *status = err;
}
FTNIO_EXPORT void FTNIO_ENTRY(fstat_i8_sub)(int64_t* unit, Descriptor* d,
                                            int64_t* status) {
  int64_t err = fstat_into<int64_t>(*unit, d);
  if (status != nullptr) *status = err;
}
FTNIO_EXPORT int32_t FTNIO_ENTRY(fstat_i4)(int32_t* unit, Descriptor* d) {
  return fstat_into<int32_t>(*unit, d);
}
FTNIO_EXPORT int64_t FTNIO_ENTRY(fstat_i8)(int64_t* unit, Descriptor* d) {
  return fstat_into<int64_t>(*unit, d);
}
