// SPDX-License-Identifier: MIT
// The floating-point exception flags LLVM flang 19's runtime leaves after
// a REAL input value (L1): edit_in_detail.h, flang_input_flags.
//
// flang's decimal-to-binary conversion raises IEEE_INEXACT for every value
// its kind does not hold exactly (STOP then reports "IEEE arithmetic
// exceptions signaled: INEXACT"), and none for a value that overflows,
// which is its error.  ftnio's conversions raise what the C library's
// strtod does for libgfortran (overflow and underflow only; std::
// from_chars raises nothing), so the flang front door settles the flags
// after each value: exactness is decided on the decimal digits alone.
#include <cfenv>
#include <cstring>

#include "conv/edit_in_detail.h"

namespace ftnio::conv::detail {

namespace {

int trailing_zero_bits(u128 v) {
  const uint64_t lo = static_cast<uint64_t>(v);
  return lo != 0 ? __builtin_ctzll(lo)
                 : 64 + __builtin_ctzll(static_cast<uint64_t>(v >> 64));
}

int bit_count(u128 v) {
  const uint64_t hi = static_cast<uint64_t>(v >> 64);
  return hi != 0 ? 128 - __builtin_clzll(hi)
                 : 64 - __builtin_clzll(static_cast<uint64_t>(v) | 1);
}

// Significand bits, and the binary exponent of the least subnormal.
void format_limits(int kind, int* p, int* least) {
  switch (kind) {
    case 2: *p = 11, *least = -24; return;
    case 3: *p = 8, *least = -133; return;
    case 4: *p = 24, *least = -149; return;
    case 8: *p = 53, *least = -1074; return;
    case 10: *p = 64, *least = -16445; return;
    default: *p = 113, *least = -16494; return;
  }
}

}  // namespace

bool decimal_is_exact(const char* digits, size_t n, int64_t e10, int kind) {
  while (n > 0 && digits[n - 1] == '0') --n, ++e10;
  if (n == 0) return true;
  // (An exact value of more digits, 2^-60 say, counts as inexact.)
  if (n > 38 || e10 > 55 || e10 < -55) return false;
  u128 d = 0;
  for (size_t i = 0; i < n; ++i)
    d = d * 10 + static_cast<unsigned>(digits[i] - '0');
  u128 pow5 = 1;
  for (int64_t i = 0; i < (e10 < 0 ? -e10 : e10); ++i) pow5 *= 5;
  int p = 0, least = 0;
  format_limits(kind, &p, &least);
  if (e10 >= 0) {  // D * 5^e10 * 2^e10: its odd part must fit
    u128 prod;
    const u128 odd = d >> trailing_zero_bits(d);
    return !__builtin_mul_overflow(odd, pow5, &prod) && bit_count(prod) <= p;
  }
  if (d % pow5 != 0) return false;  // D / 5^k * 2^-k
  u128 q = d / pow5;
  const int tz = trailing_zero_bits(q);
  q >>= tz;
  return tz + e10 >= least && bit_count(q) <= p;
}

bool plain_text_is_exact(const char* s, const char* e, int kind) {
  char digits[40];
  size_t n = 0;
  int64_t e10 = 0;
  bool point = false;
  for (; s < e && (is_digit(*s) || *s == '.'); ++s) {
    if (*s == '.') {
      point = true;
    } else if (n > 0 || *s != '0') {
      if (n == sizeof digits) return false;
      digits[n++] = *s;
      if (point) --e10;
    } else if (point) {
      --e10;
    }
  }
  if (s < e) {  // the exponent: at most four significant digits
    ++s;
    const bool minus = s < e && *s == '-';
    if (s < e && (*s == '-' || *s == '+')) ++s;
    int64_t x = 0;
    for (; s < e && is_digit(*s); ++s) x = exponent_step(x, *s - '0');
    e10 += minus ? -x : x;
  }
  return decimal_is_exact(digits, n, e10, kind);
}

int flang_flags_before() { return std::fetestexcept(FE_OVERFLOW | FE_INEXACT); }

// Whether the REAL(16) at dest has the biased exponent 0 (subnormal or
// zero; little-endian, the sign and exponent in the top two bytes).
bool quad_below_normal(const void* dest) {
  uint16_t top;
  std::memcpy(&top, static_cast<const char*>(dest) + 14, 2);
  return (top & 0x7fff) == 0;
}

void flang_input_flags(bool overflow, int before, const DecimalDigits& d,
                       int64_t exp10, int kind, const void* dest) {
  if (overflow) {
    std::feclearexcept((FE_OVERFLOW | FE_INEXACT) & ~before);
    return;
  }
  if (d.is_zero()) return;
  // store_decimal raises no underflow for REAL(16) (libquadmath's
  // strtoflt128 raises none); flang raises it as for the other kinds,
  // for an inexact value that stays below the smallest normal.
  if (kind == 16 && quad_below_normal(dest) &&
      !decimal_is_exact(d.digits(), d.count(), d.exponent() + exp10, kind))
    std::feraiseexcept(FE_UNDERFLOW | FE_INEXACT);
  if (std::fetestexcept(FE_INEXACT)) return;
  if (!decimal_is_exact(d.digits(), d.count(), d.exponent() + exp10, kind))
    std::feraiseexcept(FE_INEXACT);
}

void flang_plain_flags(const char* s, const char* e, int kind,
                       PlainExact exact) {
  // The fast conversion's word saves rescanning the text (issue 18).
  if (exact == PlainExact::kExact) return;
  if (!std::fetestexcept(FE_INEXACT) &&
      (exact == PlainExact::kInexact || !plain_text_is_exact(s, e, kind)))
    std::feraiseexcept(FE_INEXACT);
}

}  // namespace ftnio::conv::detail
