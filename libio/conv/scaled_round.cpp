// SPDX-License-Identifier: MIT
// Exact rounding of |v| x 10^f for doubles in 128-bit integers (L1, pure).
//
// v = m x 2^q with m < 2^53.  For f >= 0 the product is m x 5^f x 2^(q+f):
// with 5^f below 2^64 (f <= 27) the integer m x 5^f fits 117 bits, and the
// power of two is a shift whose dropped bits decide the rounding.  For
// f < 0 it is m x 2^q / 10^-f: one 128-bit division whose remainder
// decides.  Either way nothing is approximated, so the digits equal a
// correctly rounding printer's (std::to_chars with a precision), at a
// tenth of its cost for the field widths programs use.
#include "conv/scaled_round.h"

#include <array>
#include <bit>
#include <cstring>
#include <utility>

namespace ftnio::conv {
namespace {

using u128 = unsigned __int128;

constexpr int kMaxPow5 = 55;   // 5^55 < 2^128 <= 5^56
constexpr int kMaxPow10 = 38;  // 10^38 < 2^127 <= 10^39

template <int N>
constexpr std::array<u128, N + 1> powers_of(unsigned base) {
  std::array<u128, N + 1> t{};
  u128 p = 1;
  for (auto& x : t) x = p, p *= base;
  return t;
}

constexpr auto kPow5 = powers_of<kMaxPow5>(5);
constexpr auto kPow10 = powers_of<kMaxPow10>(10);

// 10^0 .. 10^22 as doubles, each exact.
constexpr double kExactPow10[23] = {
    1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,  1e8,  1e9,  1e10, 1e11,
    1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};

// Rounds x / 2^s (s >= 1) to nearest, ties to even.
u128 shift_round(u128 x, int s) {
  const u128 q = x >> s;
  const u128 rem = x - (q << s);
  const u128 half = static_cast<u128>(1) << (s - 1);
  return q + ((rem > half || (rem == half && (q & 1))) ? 1 : 0);
}

// Rounds n / d to nearest, ties to even.
u128 divide_round(u128 n, u128 d) {
  const u128 q = n / d;
  const u128 rem = n - q * d;
  const u128 twice = rem << 1;  // rem < d < 2^127: no overflow
  return q + ((twice > d || (twice == d && (q & 1))) ? 1 : 0);
}

// m x p / 2^s rounded to nearest, for an odd 128-bit p > 2^65 (5^f, f >
// 27) whose product with m needs up to 181 bits: three 64-bit words,
// shifted as one number.  False when the quotient does not fit 64 bits.
//
// No tie can come with a quotient that fits, so the rounding bit alone
// decides (no sticky bits, no ties to even).  A tie is x = m p =
// (2q + 1) 2^(s-1): the bits of x below its rounding bit all zero, so x
// has s - 1 trailing zero bits.  p is odd, so those are m's: m = k 2^(s-1)
// with k odd, and 2q + 1 = k p >= p > 2^65, so q >= 2^64, which returns
// false below before the rounding.
bool wide_shift_round(uint64_t m, u128 p, int s, u128* out) {
  if (s < 1 || s >= 192) return false;
  const u128 lo = static_cast<u128>(m) * static_cast<uint64_t>(p);
  const u128 hi = static_cast<u128>(m) * static_cast<uint64_t>(p >> 64);
  const u128 mid = (lo >> 64) + static_cast<uint64_t>(hi);
  const uint64_t w[3] = {static_cast<uint64_t>(lo), static_cast<uint64_t>(mid),
                         static_cast<uint64_t>((hi >> 64) + (mid >> 64))};
  // x >> (s - 1): the quotient and, below it, the rounding bit.
  const int word = (s - 1) / 64;
  const int bit = (s - 1) % 64;
  auto at = [&](int i) { return i < 3 ? w[i] : uint64_t{0}; };
  auto shifted = [&](int i) {  // word i of x >> (s - 1)
    const uint64_t low = at(word + i) >> bit;
    return bit == 0 ? low : low | (at(word + i + 1) << (64 - bit));
  };
  if (shifted(2) != 0) return false;
  const u128 window = (static_cast<u128>(shifted(1)) << 64) | shifted(0);
  const u128 q = window >> 1;
  if (q >> 64) return false;
  *out = q + (window & 1);  // (no tie: see above)
  return true;
}

// |v| x 2^q x 10^f for f >= 0.
bool scale_up(uint64_t m, int q, int f, u128* out) {
  if (f > kMaxPow5) return false;
  const int s = q + f;
  if (f > 27) {  // 5^f beyond 64 bits: the product needs three words
    return s < 0 && wide_shift_round(m, kPow5[static_cast<size_t>(f)], -s, out);
  }
  const u128 x = static_cast<u128>(m) * kPow5[static_cast<size_t>(f)];
  if (s >= 0) {
    if (s >= 128 - 117) return false;  // x may use 117 bits
    *out = x << s;
    return true;
  }
  *out = -s >= 127 ? 0 : shift_round(x, -s);
  return true;
}

// |v| x 2^q / 10^g for g > 0.
bool scale_down(uint64_t m, int q, int g, u128* out) {
  if (g > kMaxPow10) return false;
  const u128 d = kPow10[static_cast<size_t>(g)];
  if (q >= 0) {
    if (q > 127 - 53) return false;
    *out = divide_round(static_cast<u128>(m) << q, d);
    return true;
  }
  // m / (10^g x 2^-q): the divisor must fit.
  if (-q >= 128 || (d >> (127 + q)) != 0) return false;
  *out = divide_round(m, d << -q);
  return true;
}

}  // namespace

bool scaled_round(double v, int f, uint64_t* r) {
  const uint64_t bits = std::bit_cast<uint64_t>(v);
  const int be = static_cast<int>((bits >> 52) & 0x7FF);
  if (be == 0 || be == 0x7FF) return false;
  const uint64_t m = (bits & ((uint64_t{1} << 52) - 1)) | (uint64_t{1} << 52);
  const int q = be - 1075;
  u128 x;
  if (!(f >= 0 ? scale_up(m, q, f, &x) : scale_down(m, q, -f, &x)))
    return false;
  if (x >> 64) return false;
  *r = static_cast<uint64_t>(x);
  return true;
}

// The binary exponent gives e or undershoots it by one (then the integer
// has n + 1 digits and the scaling is redone, not the integer divided,
// which would round twice).
bool scaled_significant(double v, int n, uint64_t* r, int* e) {
  if (n < 1 || n > 19) return false;  // 10^19: the last power of ten in 64 bits
  const uint64_t top = static_cast<uint64_t>(kPow10[static_cast<size_t>(n)]);
  int x = decimal_exponent_floor(v);
  // Powers of ten up to 10^22 are exact doubles: one comparison settles
  // the estimate there, without the second scaling.
  if (x >= -1 && x < 22 && v >= kExactPow10[x + 1]) ++x;
  uint64_t k;
  if (!scaled_round(v, n - 1 - x, &k)) return false;
  if (k >= top) {
    ++x;
    if (!scaled_round(v, n - 1 - x, &k)) return false;
  }
  if (k == top) {  // 9.99.. rounded up to a new leading digit
    k = top / 10;
    ++x;
  }
  *r = k;
  *e = x;
  return true;
}

int decimal_exponent_floor(double v) {
  const uint64_t bits = std::bit_cast<uint64_t>(v);
  const int e2 = static_cast<int>((bits >> 52) & 0x7FF) - 1023;
  // floor(e2 x log10(2)), exact for |e2| < 1650; v >= 2^e2.
  return (e2 * 78913) >> 18;
}

}  // namespace ftnio::conv
