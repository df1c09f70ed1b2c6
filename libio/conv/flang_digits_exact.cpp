// SPDX-License-Identifier: MIT
// flang's list-directed digits computed exactly (L1, pure): the two ends
// of the interval as fractions of multiple-precision integers over a
// common denominator, their digits generated one at a time until they
// differ (see flang_digits.h for the rule).
#include <cstring>

#include "conv/flang_digits.h"

namespace ftnio::conv {

namespace {

// A nonnegative integer of 32-bit limbs, least significant first.  The
// capacity holds REAL(16)'s extremes: 2^16496 (the denominator of its
// least subnormal) times 10.
struct Big {
  static constexpr int kLimbs = 540;
  uint32_t w[kLimbs];
  int n = 0;

  void set(unsigned __int128 v) {
    n = 0;
    for (; v != 0; v >>= 32) w[n++] = static_cast<uint32_t>(v);
  }
  void assign(const Big& b) {
    n = b.n;
    std::memcpy(w, b.w, sizeof(uint32_t) * static_cast<size_t>(n));
  }
  void mul(uint32_t f) {
    uint64_t carry = 0;
    for (int i = 0; i < n; ++i) {
      const uint64_t t = uint64_t{w[i]} * f + carry;
      w[i] = static_cast<uint32_t>(t);
      carry = t >> 32;
    }
    if (carry != 0) w[n++] = static_cast<uint32_t>(carry);
  }
  void mul_pow10(int k) {
    for (; k >= 9; k -= 9) mul(1000000000u);
    static constexpr uint32_t kSmall[] = {
        1, 10, 100, 1000, 10000, 100000, 1000000, 10000000, 100000000};
    if (k > 0) mul(kSmall[k]);
  }
  void shl(int bits) {
    if (n == 0 || bits == 0) return;
    const int words = bits / 32, b = bits % 32;
    if (b != 0) {
      w[n] = 0;
      for (int i = n; i > 0; --i) w[i] = (w[i] << b) | (w[i - 1] >> (32 - b));
      w[0] <<= b;
      if (w[n] != 0) ++n;
    }
    if (words != 0) {
      std::memmove(w + words, w, sizeof(uint32_t) * static_cast<size_t>(n));
      std::memset(w, 0, sizeof(uint32_t) * static_cast<size_t>(words));
      n += words;
    }
  }
};

int compare(const Big& a, const Big& b) {
  if (a.n != b.n) return a.n < b.n ? -1 : 1;
  for (int i = a.n - 1; i >= 0; --i)
    if (a.w[i] != b.w[i]) return a.w[i] < b.w[i] ? -1 : 1;
  return 0;
}

void subtract(Big& a, const Big& b) {  // a >= b
  int64_t borrow = 0;
  for (int i = 0; i < a.n; ++i) {
    int64_t t = int64_t{a.w[i]} - (i < b.n ? b.w[i] : 0) - borrow;
    borrow = t < 0;
    a.w[i] = static_cast<uint32_t>(t + (borrow << 32));
  }
  while (a.n > 0 && a.w[a.n - 1] == 0) --a.n;
}

// floor(a / s) for a < 10 s, a left holding the remainder.
int quotient(Big& a, const Big& s) {
  int q = 0;
  while (compare(a, s) >= 0) {
    subtract(a, s);
    ++q;
  }
  return q;
}

// The digit of an excluded upper end: ceil(a / s) - 1, the digit of the
// largest value below a / s, with a remainder in (0, s].
int quotient_below(Big& a, const Big& s) {
  int q = quotient(a, s);
  if (a.n == 0) {
    a.assign(s);
    --q;
  }
  return q;
}

int bit_length(unsigned __int128 v) {
  int n = 0;
  for (; v != 0; v >>= 1) ++n;
  return n;
}

// The exponent (0.d convention) of x / s x 10^e10 rounded to one digit,
// ties to even; x / s in [0.1, 10).  Clobbers x.
int round1_exponent(Big& x, const Big& s, int e10) {
  int q = quotient(x, s);
  if (q == 0) {
    x.mul(10);
    --e10;
    q = quotient(x, s);
  }
  x.shl(1);
  const int c = compare(x, s);
  const bool up = c > 0 || (c == 0 && (q & 1) != 0);
  return e10 + 1 + (up && q == 9 ? 1 : 0);
}

}  // namespace

int flang_round1_exponent(const BinaryValue& v, Round1 mode) {
  Big x, s, t;
  x.set(v.m);
  s.set(1);
  if (v.e2 > 0)
    x.shl(v.e2);
  else
    s.shl(-v.e2);
  // Scale so that 1 <= x / s < 10.
  int e10 = (bit_length(v.m) - 1 + v.e2) * 30103 / 100000;
  if (e10 > 0)
    s.mul_pow10(e10);
  else
    x.mul_pow10(-e10);
  for (;;) {
    t.assign(s);
    t.mul(10);
    if (compare(x, t) < 0) break;
    s.assign(t);
    ++e10;
  }
  while (compare(x, s) < 0) {
    x.mul(10);
    --e10;
  }
  const int q = quotient(x, s);
  x.shl(1);
  const int c = compare(x, s);  // twice the remainder against s
  bool up = false;
  switch (mode) {
    case Round1::kNearestEven: up = c > 0 || (c == 0 && (q & 1) != 0); break;
    case Round1::kAwayIfInexact: up = x.n != 0; break;
    case Round1::kTruncate: break;
    case Round1::kHalfAway: up = c >= 0; break;
  }
  return e10 + 1 + (up && q == 9 ? 1 : 0);
}

MinDigits flang_min_digits_exact(const BinaryValue& v, char* digits) {
  // The ends and the value over a common denominator s, in units of
  // 2^(e2-2): the neighbours' midpoints are v -/+ 2 units (1 below a
  // power of two, whose neighbour below is nearer).
  Big lo, x, hi, s, t;
  const unsigned __int128 m4 = v.m << 2;
  lo.set(m4 - (v.half_gap_below ? 1 : 2));
  x.set(m4);
  hi.set(v.is_max ? m4 : m4 + 2);
  s.set(1);
  const int sh = v.e2 - 2;
  if (sh > 0) {
    lo.shl(sh);
    x.shl(sh);
    hi.shl(sh);
  } else {
    s.shl(-sh);
  }
  // Scale so that 1 < hi / s <= 10: hi's first digit (of the largest
  // value below hi) is then at 10^e10.
  int e10 = (bit_length(m4 + 2) - 1 + sh) * 30103 / 100000;
  if (bit_length(m4 + 2) - 1 + sh < 0) --e10;  // round toward -inf
  if (e10 > 0) {
    s.mul_pow10(e10);
  } else {
    lo.mul_pow10(-e10);
    x.mul_pow10(-e10);
    hi.mul_pow10(-e10);
  }
  for (;;) {
    t.assign(s);
    t.mul(10);
    if (compare(hi, t) <= 0) break;
    s.assign(t);
    ++e10;
  }
  while (compare(hi, s) <= 0) {
    lo.mul(10);
    x.mul(10);
    hi.mul(10);
    --e10;
  }
  MinDigits r{0, e10 + 1, round1_exponent(x, s, e10)};
  for (;;) {
    const int a = quotient(lo, s), b = quotient_below(hi, s);
    if (a != b || r.count == kMinDigitsMax - 1) {
      digits[r.count++] = static_cast<char>('0' + b - (b - a) / 2);
      return r;
    }
    digits[r.count++] = static_cast<char>('0' + b);
    lo.mul(10);
    hi.mul(10);
  }
}

BinaryValue binary_value(unsigned __int128 bits, int frac_bits, int exp_bits) {
  const unsigned __int128 one = 1;
  const unsigned __int128 frac = bits & ((one << frac_bits) - 1);
  const int max_e = (1 << exp_bits) - 1;
  const int e = static_cast<int>(bits >> frac_bits) & max_e;
  const int bias = (1 << (exp_bits - 1)) - 1;
  if (e == 0) return {frac, 1 - bias - frac_bits, false, false};
  return {frac | (one << frac_bits), e - bias - frac_bits, frac == 0 && e > 1,
          e == max_e - 1 && frac == (one << frac_bits) - 1};
}

MinDigits flang_min_digits_half(uint16_t bits, char* digits) {
  return flang_min_digits_exact(binary_value(bits, 10, 5), digits);
}

MinDigits flang_min_digits_bfloat(uint16_t bits, char* digits) {
  return flang_min_digits_exact(binary_value(bits, 7, 8), digits);
}

BinaryValue binary_value_of(long double v) {
  // x87 extended: an explicit integer bit, 15 exponent bits.
  uint64_t sig;
  uint16_t se;
  std::memcpy(&sig, &v, 8);
  std::memcpy(&se, reinterpret_cast<const char*>(&v) + 8, 2);
  const int e = se & 0x7fff;
  return {sig, (e == 0 ? 1 : e) - 16383 - 63, e > 1 && sig == uint64_t{1} << 63,
          e == 0x7ffe && sig == ~uint64_t{0}};
}

MinDigits flang_min_digits(long double v, char* digits) {
  return flang_min_digits_exact(binary_value_of(v), digits);
}

MinDigits flang_min_digits(float128 v, char* digits) {
  unsigned __int128 bits;
  std::memcpy(&bits, &v, sizeof bits);
  return flang_min_digits_exact(binary_value(bits, 112, 15), digits);
}

}  // namespace ftnio::conv
