// SPDX-License-Identifier: MIT
// Decimal text of unsigned integers, written backwards from a buffer end (L1, pure).
#ifndef FTNIO_CONV_INT_OUT_H
#define FTNIO_CONV_INT_OUT_H

#include <cstdint>
#include <cstring>

namespace ftnio::conv {

using uint128 = unsigned __int128;  // GCC's 128-bit integer, INTEGER(16)
using int128 = __int128;

// Writes the decimal digits of v so that the last digit lands at end[-1];
// returns a pointer to the first digit.  The caller provides at least 20
// chars before end (39 for the 128-bit overload).  Zero is written as "0".
// Inline: every integer field, and the exponents of reals, come here.
inline char* put_uint_backward(char* end, uint64_t v) {
  // "00".."99": one table lookup and a 2-byte copy produce two digits,
  // which halves the divisions of the naive digit loop.
  static constexpr char kPairs[201] =
      "0001020304050607080910111213141516171819"
      "2021222324252627282930313233343536373839"
      "4041424344454647484950515253545556575859"
      "6061626364656667686970717273747576777879"
      "8081828384858687888990919293949596979899";
  char* p = end;
  while (v >= 100) {
    const unsigned pair = static_cast<unsigned>(v % 100);
    v /= 100;
    p -= 2;
    std::memcpy(p, kPairs + 2 * pair, 2);
  }
  if (v >= 10) {
    p -= 2;
    std::memcpy(p, kPairs + 2 * v, 2);
  } else {
    *--p = static_cast<char>('0' + v);
  }
  return p;
}
char* put_uint_backward(char* end, uint128 v);

// Number of decimal digits of v (1 for zero).
inline int count_digits(uint64_t v) {
  int n = 1;
  while (v >= 10000) {
    v /= 10000;
    n += 4;
  }
  if (v >= 10) ++n;
  if (v >= 100) ++n;
  if (v >= 1000) ++n;
  return n;
}

}  // namespace ftnio::conv

#endif  // FTNIO_CONV_INT_OUT_H
