// SPDX-License-Identifier: MIT
// Entry points ftnio does not implement yet (L5).  Each one stops the
// program with "ftnio: ... is not implemented" and exit status 2: falling
// through to libgfortran would split the program's units between two
// tables and scramble its output (ABI doc 10.1, 10.3).
#include <cstddef>
#include <cstdint>

#include "abi/entry.h"
#include "abi/st_parameter.h"
#include "unit/runtime_error.h"

using namespace ftnio::abi;

#define FTNIO_STUB(ret, name, what, ...)                 \
  FTNIO_EXPORT ret FTNIO_ENTRY(name)(__VA_ARGS__) {      \
    ftnio::not_implemented(what);                        \
  }

FTNIO_STUB(void, st_open, "OPEN", Open*)
FTNIO_STUB(void, st_close, "CLOSE", Close*)
FTNIO_STUB(void, st_inquire, "INQUIRE", Inquire*)
FTNIO_STUB(void, st_rewind, "REWIND", Filepos*)
FTNIO_STUB(void, st_backspace, "BACKSPACE", Filepos*)
FTNIO_STUB(void, st_endfile, "ENDFILE", Filepos*)
FTNIO_STUB(void, st_set_nml_var, "namelist I/O", Dt*, void*, char*, int32_t,
           CharLen, DType)
FTNIO_STUB(void, st_set_nml_dtio_var, "namelist I/O", Dt*, void*, char*,
           int32_t, CharLen, DType, void*, void*)
FTNIO_STUB(void, st_set_nml_var_dim, "namelist I/O", Dt*, int32_t, ptrdiff_t,
           ptrdiff_t, ptrdiff_t)

// GNU extension intrinsics acting on units (ABI doc 6.5).
FTNIO_STUB(int, fget, "FGET", char*, size_t)
FTNIO_STUB(int, fgetc, "FGETC", const int*, char*, size_t)
FTNIO_STUB(int, fput, "FPUT", char*, size_t)
FTNIO_STUB(int, fputc, "FPUTC", const int*, char*, size_t)
#define FTNIO_STUB_K(K, T)                                                   \
  FTNIO_STUB(void, fget_i##K##_sub, "FGET", char*, T*, size_t)               \
  FTNIO_STUB(void, fgetc_i##K##_sub, "FGETC", const int*, char*, T*, size_t) \
  FTNIO_STUB(void, fput_i##K##_sub, "FPUT", char*, T*, size_t)               \
  FTNIO_STUB(void, fputc_i##K##_sub, "FPUTC", const int*, char*, T*, size_t) \
  FTNIO_STUB(void, ftell_i##K##_sub, "FTELL", int*, T*)
FTNIO_STUB_K(1, int8_t)
FTNIO_STUB_K(2, int16_t)
FTNIO_STUB_K(4, int32_t)
FTNIO_STUB_K(8, int64_t)
FTNIO_STUB(void, fseek_sub, "FSEEK", int*, int64_t*, int*, int*)
FTNIO_STUB(int64_t, ftell, "FTELL", int*)
FTNIO_STUB(void, ttynam_sub, "TTYNAM", int*, char*, size_t)
FTNIO_STUB(void, ttynam, "TTYNAM", char**, size_t*, int)
FTNIO_STUB(int32_t, fstat_i4, "FSTAT", int32_t*, Descriptor*)
FTNIO_STUB(int64_t, fstat_i8, "FSTAT", int64_t*, Descriptor*)
FTNIO_STUB(void, fstat_i4_sub, "FSTAT", int32_t*, Descriptor*, int32_t*)
FTNIO_STUB(void, fstat_i8_sub, "FSTAT", int64_t*, Descriptor*, int64_t*)
