// SPDX-License-Identifier: MIT
// Decimal text of unsigned integers, written backwards from a buffer end (L1, pure).
#ifndef FTNIO_CONV_INT_OUT_H
#define FTNIO_CONV_INT_OUT_H

#include <cstdint>
#include <cstring>

namespace ftnio::conv {

using uint128 = unsigned __int128;  // GCC's 128-bit integer, INTEGER(16)
using int128 = __int128;

namespace detail {

// "00".."99": one table lookup and a 2-byte copy produce two digits,
// which halves the divisions of the naive digit loop.
inline constexpr char kDigitPairs[201] =
    "0001020304050607080910111213141516171819"
    "2021222324252627282930313233343536373839"
    "4041424344454647484950515253545556575859"
    "6061626364656667686970717273747576777879"
    "8081828384858687888990919293949596979899";

inline void put_pair(char* p, uint32_t v) {  // v < 100, two digits
  std::memcpy(p, kDigitPairs + 2 * v, 2);
}

// v < 10000, without leading zeros, ending at end[-1].
inline char* put_upto4(char* end, uint32_t v) {
  char* p = end;
  if (v >= 100) {
    p -= 2;
    put_pair(p, v % 100);
    v /= 100;
  }
  if (v >= 10) {
    p -= 2;
    put_pair(p, v);
  } else {
    *--p = static_cast<char>('0' + v);
  }
  return p;
}

// v < 10000 as exactly four digits (leading zeros) at p.
inline void put_four(char* p, uint32_t v) {
  put_pair(p, v / 100);
  put_pair(p + 2, v % 100);
}

// v < 10^8, without leading zeros, ending at end[-1]: two halves of four
// whose digit pairs do not wait for each other.
inline char* put_upto8(char* end, uint32_t v) {
  if (v < 10000) return put_upto4(end, v);
  put_four(end - 4, v % 10000);
  return put_upto4(end - 4, v / 10000);
}

}  // namespace detail

// Writes the decimal digits of v so that the last digit lands at end[-1];
// returns a pointer to the first digit.  The caller provides at least 20
// chars before end (39 for the 128-bit overload).  Zero is written as "0".
// Inline: every integer field, and the exponents of reals, come here.
inline char* put_uint_backward(char* end, uint64_t v) {
  // Up to sixteen digits, nearly every integer printed, in groups of four
  // whose digit pairs do not wait on one long division chain.
  if (v < 100000000) return detail::put_upto8(end, static_cast<uint32_t>(v));
  if (v < 10000000000000000ULL) {
    const auto lo = static_cast<uint32_t>(v % 100000000);
    const auto hi = static_cast<uint32_t>(v / 100000000);
    detail::put_four(end - 8, lo / 10000);
    detail::put_four(end - 4, lo % 10000);
    return detail::put_upto8(end - 8, hi);
  }
  char* p = end;
  while (v >= 100) {
    const auto pair = static_cast<uint32_t>(v % 100);
    v /= 100;
    p -= 2;
    detail::put_pair(p, pair);
  }
  if (v >= 10) {
    p -= 2;
    detail::put_pair(p, static_cast<uint32_t>(v));
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
