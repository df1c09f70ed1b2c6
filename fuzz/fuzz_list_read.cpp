// SPDX-License-Identifier: MIT
// libFuzzer target: list-directed READ from an internal unit.  The first
// input byte picks the item list (types and kinds) and -fdec, the rest is
// the record: values, separators, repeat counts, quotes, slashes, nulls.
#include <cstdint>
#include <vector>

#include "abi_driver.h"

namespace {

void read_item(fuzz::Statement& s, int which) {
  alignas(16) unsigned char buf[32];
  switch (which % 8) {
    case 0: _gfortran_transfer_integer(&s.dt, buf, 4); break;
    case 1: _gfortran_transfer_integer(&s.dt, buf, 8); break;
    case 2: _gfortran_transfer_real(&s.dt, buf, 8); break;
    case 3: _gfortran_transfer_real(&s.dt, buf, 4); break;
    case 4: _gfortran_transfer_complex(&s.dt, buf, 8); break;
    case 5: _gfortran_transfer_logical(&s.dt, buf, 4); break;
    case 6: _gfortran_transfer_character(&s.dt, buf, 10); break;
    case 7: _gfortran_transfer_integer(&s.dt, buf, 1); break;
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size < 1) return 0;
  unsigned pick = data[0];
  // The internal unit is modified by nothing on READ, but keep a copy.
  std::vector<char> rec(data + 1, data + size);
  fuzz::Statement s(-1);
  s.internal(rec.data(), rec.size());
  s.list_directed();
  // Bit 7 (unused by the item choice): compiled with -fdec ("8e" is 8e0).
  if (pick & 0x80) s.dt.common.flags |= ftnio::abi::kDtDecExt;
  _gfortran_st_read(&s.dt);
  for (int k = 0; k < 6; ++k)
    read_item(s, static_cast<int>((pick >> (k % 3)) + k));
  _gfortran_st_read_done(&s.dt);
  return 0;
}
