// SPDX-License-Identifier: MIT
// libFuzzer target: formatted READ of every numeric and logical edit
// descriptor.  Byte 0 picks the descriptor and item kind, byte 1 the
// width (and d), byte 2 BN/BZ, DC and rounding modes (its bit 7 also
// -fdec); the rest is the record read from an internal unit.
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "abi_driver.h"

namespace {

struct Desc {
  const char* name;  // descriptor letters
  char type;         // 'i' integer, 'r' real, 'l' logical, 'c' complex
  int kind;
  bool has_d;  // takes .d
};

const Desc kDescs[] = {
    {"I", 'i', 4, false},  {"I", 'i', 1, false}, {"I", 'i', 8, false},
    {"I", 'i', 16, false}, {"B", 'i', 4, false}, {"O", 'i', 8, false},
    {"Z", 'i', 16, false}, {"F", 'r', 8, true},  {"F", 'r', 4, true},
    {"F", 'r', 10, true},  {"F", 'r', 16, true}, {"E", 'r', 8, true},
    {"EN", 'r', 8, true},  {"ES", 'r', 4, true}, {"EX", 'r', 8, true},
    {"D", 'r', 16, true},  {"G", 'r', 8, true},  {"G", 'i', 4, true},
    {"G", 'l', 4, true},   {"L", 'l', 4, false}, {"L", 'l', 1, false},
    {"Z", 'r', 8, false},  {"B", 'r', 4, false}, {"F", 'c', 8, true},
    {"G", 'c', 4, true},   {"E", 'c', 10, true}, {"I", 'i', 2, false},
    {"O", 'r', 16, false},
};
const char* const kModes[] = {"",    "BZ,", "DC,", "RU,",    "RD,", "RZ,",
                              "RN,", "RC,", "RP,", "BZ,DC,", "2P,", "-3P,"};

void transfer(fuzz::Statement& s, const Desc& d) {
  alignas(16) unsigned char buf[64];
  switch (d.type) {
    case 'i': _gfortran_transfer_integer(&s.dt, buf, d.kind); break;
    case 'l': _gfortran_transfer_logical(&s.dt, buf, d.kind); break;
    case 'c': _gfortran_transfer_complex(&s.dt, buf, d.kind); break;
    default:
      if (d.kind == 16)
        _gfortran_transfer_real128(&s.dt, buf, 16);
      else
        _gfortran_transfer_real(&s.dt, buf, d.kind);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size < 3) return 0;
  const Desc& d = kDescs[data[0] % (sizeof kDescs / sizeof kDescs[0])];
  int w = data[1] % 48;  // 0: the F2008 minimal-width form where allowed
  int dd = data[1] / 48;
  const char* mode = kModes[data[2] % (sizeof kModes / sizeof kModes[0])];
  char fmt[64];
  if (d.has_d)
    std::snprintf(fmt, sizeof fmt, "(%s%s%d.%d)", mode, d.name, w, dd);
  else
    std::snprintf(fmt, sizeof fmt, "(%s%s%d)", mode, d.name, w ? w : 1);
  std::vector<char> rec(data + 3, data + size);
  fuzz::Statement s(-1);
  s.internal(rec.data(), rec.size());
  s.format(fmt);
  // -fdec: an exponent without digits reads as 0.
  if (data[2] & 0x80) s.dt.common.flags |= ftnio::abi::kDtDecExt;
  _gfortran_st_read(&s.dt);
  transfer(s, d);
  transfer(s, d);  // a second item: format reversion to a new record
  _gfortran_st_read_done(&s.dt);
  return 0;
}
