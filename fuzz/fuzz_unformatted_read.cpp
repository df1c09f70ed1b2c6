// SPDX-License-Identifier: MIT
// libFuzzer target: unformatted sequential READ of a file with arbitrary,
// usually corrupt, record markers (4-byte markers, subrecords with
// negative lengths, truncated records).  Byte 0 picks CONVERT= and the
// statement sequence; the rest becomes the file.  READs of various
// sizes, BACKSPACE and a final CLOSE all run with IOSTAT=.
#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "abi_driver.h"

namespace {

constexpr int32_t kUnit = 20;

const std::string& file_path() {
  static const std::string path = [] {
    const char* dir = std::getenv("TMPDIR");
    return std::string(dir && *dir ? dir : "/tmp") + "/ftnio-fuzz-unf." +
           std::to_string(getpid());
  }();
  return path;
}

bool open_unit(bool swap) {
  const std::string& path = file_path();
  ftnio::abi::Open op;
  std::memset(&op, 0xA5, sizeof op);
  int32_t ios = 0;
  op.common.flags = ftnio::abi::kHasIostat | (1u << 8) | (1u << 9) |
                    (1u << 11) | (1u << 14) | (1u << 24) |
                    (swap ? 1u << 17 : 0);
  op.common.unit = kUnit;
  op.common.filename = "fuzz.f90";
  op.common.line = 1;
  op.common.iostat = &ios;
  op.file = {path.size(), path.c_str()};
  op.status = {"old", 3};
  op.form = {"unformatted", 11};
  op.action = {4, "read"};
  op.convert = {"swap", 4};
  op.readonly = 0;
  _gfortran_st_open(&op);
  return ios == 0;
}

void close_unit() {
  ftnio::abi::Close cl;
  std::memset(&cl, 0xA5, sizeof cl);
  int32_t ios = 0;
  cl.common.flags = ftnio::abi::kHasIostat;
  cl.common.unit = kUnit;
  cl.common.filename = "fuzz.f90";
  cl.common.line = 2;
  cl.common.iostat = &ios;
  _gfortran_st_close(&cl);
}

int backspace() {
  ftnio::abi::Filepos fp;
  std::memset(&fp, 0xA5, sizeof fp);
  int32_t ios = 0;
  fp.common.flags = ftnio::abi::kHasIostat;
  fp.common.unit = kUnit;
  fp.common.filename = "fuzz.f90";
  fp.common.line = 3;
  fp.common.iostat = &ios;
  _gfortran_st_backspace(&fp);
  return ios;
}

// One READ with `items` items of `bytes` bytes each; its IOSTAT.
int read_record(int items, size_t bytes) {
  fuzz::Statement s(kUnit);
  char buf[64];
  _gfortran_st_read(&s.dt);
  for (int i = 0; i < items; ++i)
    _gfortran_transfer_character(&s.dt, buf, bytes);
  _gfortran_st_read_done(&s.dt);
  return s.iostat;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size < 1) return 0;
  unsigned plan = data[0];
  FILE* f = std::fopen(file_path().c_str(), "wb");
  if (f == nullptr) return 0;
  std::fwrite(data + 1, 1, size - 1, f);
  std::fclose(f);
  if (!open_unit(plan & 1)) return 0;
  for (int k = 0; k < 12; ++k) {
    unsigned step = (plan >> (k % 7)) & 3;
    int ios = step == 3 ? backspace()
                        : read_record(static_cast<int>(step) + (k & 1),
                                      static_cast<size_t>(1 + 7 * step + k));
    if (ios < 0 && k > 6) break;  // END= after some tries
  }
  close_unit();
  return 0;
}
