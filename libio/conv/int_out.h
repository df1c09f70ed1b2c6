// SPDX-License-Identifier: MIT
// Decimal text of unsigned integers, written backwards from a buffer end (L1,
// pure).
#ifndef FTNIO_CONV_INT_OUT_H
#define FTNIO_CONV_INT_OUT_H

#include <bit>
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

// v < 10^8 as exactly eight ASCII digits (leading zeros), the first digit
// in the lowest byte, ready for one 8-byte store on a little-endian
// machine.  The four digit pairs are split in parallel lanes of one
// 64-bit word (multiply-and-shift by reciprocals exact for these ranges)
// instead of four table lookups and stores that wait on each other.
inline uint64_t eight_digits(uint32_t v) {
  static_assert(std::endian::native == std::endian::little);
  const uint64_t quads = (v / 10000) | (uint64_t{v % 10000} << 32);
  // Lanes of 32 bits: q / 100 as (q * 10486) >> 20, exact for q < 10^4.
  const uint64_t hundreds = ((quads * 10486) >> 20) & 0x0000007F0000007FULL;
  // Lanes of 16 bits, most significant pair first: q / 100, q % 100.
  const uint64_t pairs = ((quads - 100 * hundreds) << 16) | hundreds;
  // Lanes of 8 bits: p / 10 as (p * 103) >> 10, exact for p < 100.
  const uint64_t tens = ((pairs * 103) >> 10) & 0x000F000F000F000FULL;
  const uint64_t digits = ((pairs - 10 * tens) << 8) | tens;
  return digits + 0x3030303030303030ULL;
}

inline void put_eight(char* p, uint32_t v) {  // v < 10^8, eight digits
  const uint64_t text = eight_digits(v);
  std::memcpy(p, &text, 8);
}

// v < 10^8, without leading zeros, ending at end[-1].
inline char* put_upto8(char* end, uint32_t v) {
  if (v < 10000) return put_upto4(end, v);
  put_pair(end - 2, v % 100);
  put_pair(end - 4, (v / 100) % 100);
  return put_upto4(end - 4, v / 10000);
}

// v < 10^n as exactly n digits (leading zeros) at p: whole groups of
// eight from the end, then pairs and a single digit, no copy of variable
// length (a real's digits, whose count the edit fixes).
inline void put_exactly(char* p, int n, uint64_t v) {
  char* end = p + n;
  for (; n >= 8; n -= 8, end -= 8, v /= 100000000)
    put_eight(end - 8, static_cast<uint32_t>(v % 100000000));
  auto low = static_cast<uint32_t>(v);  // < 10^7 now
  for (; n >= 2; n -= 2, end -= 2, low /= 100) put_pair(end - 2, low % 100);
  if (n) end[-1] = static_cast<char>('0' + low);
}

}  // namespace detail

// Writes the decimal digits of v so that the last digit lands at end[-1];
// returns a pointer to the first digit.  The caller provides at least 20
// chars before end (39 for the 128-bit overload).  Zero is written as "0".
// Inline: every integer field, and the exponents of reals, come here.
inline char* put_uint_backward(char* end, uint64_t v) {
  // Whole groups of eight digits need no test of how many digits there
  // are; only the leading group does.
  if (v < 100000000) return detail::put_upto8(end, static_cast<uint32_t>(v));
  if (v < 10000000000000000ULL) {
    detail::put_eight(end - 8, static_cast<uint32_t>(v % 100000000));
    return detail::put_upto8(end - 8, static_cast<uint32_t>(v / 100000000));
  }
  const uint64_t low16 = v % 10000000000000000ULL;
  detail::put_eight(end - 8, static_cast<uint32_t>(low16 % 100000000));
  detail::put_eight(end - 16, static_cast<uint32_t>(low16 / 100000000));
  return detail::put_upto4(end - 16,
                           static_cast<uint32_t>(v / 10000000000000000ULL));
}
char* put_uint_backward(char* end, uint128 v);

namespace detail {
// The index of the highest set bit of v != 0 (63 - countl_zero).  x86's
// BSR, which std::countl_zero becomes without LZCNT, also waits for the
// old value of its destination register: as an item's digit count that
// chained each item to the last one's conversion.  A destination zeroed
// first (an idiom the CPU resolves without waiting) cuts that chain.
inline int bit_index(uint64_t v) {
#if defined(__x86_64__) && !defined(__LZCNT__)
  uint64_t r = 0;
  asm("bsr %1, %0" : "+r"(r) : "rm"(v));
  return static_cast<int>(r);
#else
  return 63 - std::countl_zero(v);
#endif
}
}  // namespace detail

// 10**i for i = 0..19: every power of ten a uint64_t holds.
inline constexpr uint64_t kPow10[20] = {1ULL,
                                        10ULL,
                                        100ULL,
                                        1000ULL,
                                        10000ULL,
                                        100000ULL,
                                        1000000ULL,
                                        10000000ULL,
                                        100000000ULL,
                                        1000000000ULL,
                                        10000000000ULL,
                                        100000000000ULL,
                                        1000000000000ULL,
                                        10000000000000ULL,
                                        100000000000000ULL,
                                        1000000000000000ULL,
                                        10000000000000000ULL,
                                        100000000000000000ULL,
                                        1000000000000000000ULL,
                                        10000000000000000000ULL};

// Number of decimal digits of v (1 for zero), without a loop: the bit
// length times log10(2) (1233 / 4096) is the count or one less, which one
// table comparison settles.
inline int count_digits(uint64_t v) {
  v |= 1;  // zero has one digit, as one does
  const int t = ((detail::bit_index(v) + 1) * 1233) >> 12;
  return t + (v >= kPow10[t] ? 1 : 0);
}

}  // namespace ftnio::conv

#endif  // FTNIO_CONV_INT_OUT_H
