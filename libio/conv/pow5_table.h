// SPDX-License-Identifier: MIT
// The 128-bit truncated powers of five of the Eisel-Lemire conversion
// (decimal_in.cpp), computed by the compiler (L1, pure).
//
// Entry q holds T(q) = floor(5^q * 2^(127 - floor(log2 5^q))): the 128 top
// bits of 5^q, so that 2^127 <= T(q) < 2^128 and 5^q = (T(q) + f) *
// 2^(floor(log2 5^q) - 127) with 0 <= f < 1, f = 0 exactly when 5^q has at
// most 128 bits.  Positive powers come from repeated multiplication by
// five, negative ones from repeated exact floor division of 2^1120 by five
// (floor(floor(a / 5) / 5) = floor(a / 25)), both in a small big integer.
// The range covers every w * 10^q with w < 2^64 whose double is neither 0
// nor Infinity: 10^-343 * (2^64 - 1) < 2^-1075 and 10^309 > 2^1024.
#ifndef FTNIO_CONV_POW5_TABLE_H
#define FTNIO_CONV_POW5_TABLE_H

#include <bit>
#include <cstdint>

namespace ftnio::conv::detail::pow5 {

inline constexpr int kMinQ = -342;
inline constexpr int kMaxQ = 308;
inline constexpr int kCount = kMaxQ - kMinQ + 1;

struct Entry {
  uint64_t hi;  // bits 127..64 of T(q)
  uint64_t lo;  // bits 63..0
};

struct Table {
  Entry t[kCount];
  int log2[kCount];  // floor(log2 5^q): checks the multiply-shift formula
  int exact_max_q;   // 5^q has at most 128 bits (T(q) exact) for 0..this
};

namespace gen {

// Little-endian 32-bit limbs; 36 of them hold 2^1120 and 5^308.
struct Big {
  uint32_t d[36] = {};
  int n = 0;  // limbs in use
};

constexpr int bit_length(const Big& b) {
  return b.n == 0 ? 0 : 32 * b.n - std::countl_zero(b.d[b.n - 1]);
}

constexpr void mul5(Big& b) {
  uint64_t carry = 0;
  for (int i = 0; i < b.n; ++i) {
    const uint64_t v = static_cast<uint64_t>(b.d[i]) * 5 + carry;
    b.d[i] = static_cast<uint32_t>(v);
    carry = v >> 32;
  }
  if (carry) b.d[b.n++] = static_cast<uint32_t>(carry);
}

constexpr void div5(Big& b) {
  uint64_t r = 0;
  for (int i = b.n; i-- > 0;) {
    const uint64_t cur = (r << 32) | b.d[i];
    b.d[i] = static_cast<uint32_t>(cur / 5);
    r = cur % 5;
  }
  while (b.n > 0 && b.d[b.n - 1] == 0) --b.n;
}

// The 128 top bits of b, shifted up when b is shorter.
constexpr Entry top128(const Big& b) {
  const int len = bit_length(b);
  Entry e{0, 0};
  for (int k = 0; k < 128; ++k) {
    const int i = len - 1 - k;  // bit of b that lands on bit 127 - k
    const uint64_t bit = i >= 0 ? (b.d[i / 32] >> (i % 32)) & 1 : 0;
    if (k < 64)
      e.hi |= bit << (63 - k);
    else
      e.lo |= bit << (127 - k);
  }
  return e;
}

constexpr Table make() {
  Table tab{};
  Big b;
  b.d[0] = 1;
  b.n = 1;
  tab.exact_max_q = -1;
  for (int q = 0; q <= kMaxQ; ++q, mul5(b)) {
    tab.t[q - kMinQ] = top128(b);
    tab.log2[q - kMinQ] = bit_length(b) - 1;
    if (bit_length(b) <= 128) tab.exact_max_q = q;
  }
  constexpr int kShift = 1120;  // 2^1120 / 5^342 still has 326 bits
  Big r;
  r.d[kShift / 32] = 1;
  r.n = kShift / 32 + 1;
  for (int q = -1; q >= kMinQ; --q) {
    div5(r);  // r = floor(2^1120 / 5^-q)
    tab.t[q - kMinQ] = top128(r);
    tab.log2[q - kMinQ] = bit_length(r) - 1 - kShift;
  }
  return tab;
}

}  // namespace gen

inline constexpr Table kTable = gen::make();

// floor(q * log2 10) = q + floor(log2 5^q) by one multiply and shift.
constexpr int64_t floor_log2_pow10(int64_t q) { return (q * 217706) >> 16; }

constexpr bool formula_holds() {
  for (int q = kMinQ; q <= kMaxQ; ++q)
    if (floor_log2_pow10(q) != q + kTable.log2[q - kMinQ]) return false;
  return true;
}
static_assert(formula_holds(), "floor(q log2 10) formula");
static_assert(kTable.exact_max_q == 55, "5^55 is the last 128-bit power");

}  // namespace ftnio::conv::detail::pow5

#endif  // FTNIO_CONV_POW5_TABLE_H
