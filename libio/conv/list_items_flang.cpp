// SPDX-License-Identifier: MIT
// List-directed output text of one item as LLVM flang 19's runtime writes
// it (L1, pure).  Learned from the output of flang's runtime (the oracle
// of fortran_tests/flang/); see list_items_flang.h for the forms.
#include "conv/list_items_flang.h"

#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstring>

#include "conv/flang_digits.h"

namespace ftnio::conv {

namespace {

template <class T>
T load(const void* p) {
  T v;
  std::memcpy(&v, p, sizeof v);
  return v;
}

// The sign flang writes: '-' for a negative value (and -0.), '+' with
// SIGN='PLUS' (optional_plus), else none.
size_t put_sign(char* out, bool negative, const ListOptions& opt) {
  if (negative) {
    *out = '-';
    return 1;
  }
  if (opt.optional_plus) {
    *out = '+';
    return 1;
  }
  return 0;
}

// The number part of a finite nonzero or zero real (no sign).
size_t put_magnitude(char* out, const char* digits, int n, int e, int form_e,
                     int precision, char point) {
  size_t k = 0;
  if (n == 0) {  // zero: "0."
    out[k++] = '0';
    out[k++] = point;
    return k;
  }
  if (form_e >= 0 && form_e <= precision) {  // F form
    if (e <= 0) {
      // Below 0.1 the value may still round to F's range (.09999 rounds
      // to .1): zeros after the point.
      out[k++] = point;
      for (int i = e; i < 0; ++i) out[k++] = '0';
      std::memcpy(out + k, digits, n);
      return k + n;
    }
    for (int i = 0; i < e; ++i) out[k++] = i < n ? digits[i] : '0';
    out[k++] = point;
    for (int i = e; i < n; ++i) out[k++] = digits[i];
    return k;
  }
  // 1PE form: d.ddd E sxx, at least two exponent digits.
  out[k++] = digits[0];
  out[k++] = point;
  std::memcpy(out + k, digits + 1, n - 1);
  k += n - 1;
  out[k++] = 'E';
  int x = e - 1;
  out[k++] = x < 0 ? '-' : '+';
  if (x < 0) x = -x;
  char ex[8];
  int m = 0;
  do {
    ex[m++] = static_cast<char>('0' + x % 10);
    x /= 10;
  } while (x > 0);
  if (m < 2) ex[m++] = '0';
  while (m > 0) out[k++] = ex[--m];
  return k;
}

// A real's class, sign and (for a finite nonzero value) digits.
struct RealParts {
  bool negative;
  bool nan;
  bool inf;
  MinDigits md;  // count 0: zero
};

size_t real_text(char* out, const RealParts& r, const char* digits,
                 int precision, const ListOptions& opt) {
  if (r.nan) {
    std::memcpy(out, "NaN", 3);
    return 3;
  }
  size_t k = put_sign(out, r.negative, opt);
  if (r.inf) {
    std::memcpy(out + k, "Inf", 3);
    return k + 3;
  }
  // The form follows the exponent of v rounded to one digit.
  const int form_e = r.md.count == 0 ? 1 : r.md.round1_exp10;
  return k + put_magnitude(out + k, digits, r.md.count, r.md.exp10, form_e,
                           precision, opt.decimal_comma ? ',' : '.');
}

// How ROUND= rounds the magnitude of a value of this sign.
Round1 round1_of(RoundMode mode, bool negative) {
  switch (mode) {
    case RoundMode::kUp:
      return negative ? Round1::kTruncate : Round1::kAwayIfInexact;
    case RoundMode::kDown:
      return negative ? Round1::kAwayIfInexact : Round1::kTruncate;
    case RoundMode::kZero: return Round1::kTruncate;
    case RoundMode::kCompatible: return Round1::kHalfAway;
    default: return Round1::kNearestEven;
  }
}

// The form's exponent under a ROUND= mode other than the nearest.
void apply_round_mode(RealParts& r, const BinaryValue& b, RoundMode mode) {
  const Round1 how = round1_of(mode, r.negative);
  if (how != Round1::kNearestEven)
    r.md.round1_exp10 = flang_round1_exponent(b, how);
}

// A C++ floating type's parts.
template <class T>
RealParts parts_of(T v, RoundMode mode, char* digits) {
  RealParts r{std::signbit(v), std::isnan(v), std::isinf(v), {0, 0, 0}};
  if (r.nan || r.inf || v == 0) return r;
  r.md = flang_min_digits(r.negative ? -v : v, digits);
  if (mode != RoundMode::kProcessorDefined && mode != RoundMode::kNearest)
      [[unlikely]]
    apply_round_mode(r, binary_value_of(v), mode);
  return r;
}

// The digits of the integer v > 0 without trailing zeros.
MinDigits integer_digits(unsigned __int128 v, char* digits, int round1) {
  char tmp[48] = {};
  int n = 0;
  for (; v != 0; v /= 10) tmp[n++] = static_cast<char>('0' + int(v % 10));
  int skip = 0;
  while (skip < n - 1 && tmp[skip] == '0') ++skip;
  for (int i = 0; i < n - skip; ++i) digits[i] = tmp[n - 1 - i];
  return {n - skip, n, round1};
}

// An IEEE format's parts from its bits (REAL(2), REAL(3), REAL(16)).
RealParts parts_of_bits(unsigned __int128 bits, int frac_bits, int exp_bits,
                        int f_max, RoundMode mode, char* digits) {
  const unsigned __int128 one = 1;
  const int total = frac_bits + exp_bits;
  const unsigned __int128 frac = bits & ((one << frac_bits) - 1);
  const int max_e = (1 << exp_bits) - 1;
  const int e = static_cast<int>(bits >> frac_bits) & max_e;
  RealParts r{((bits >> total) & 1) != 0,
              e == max_e && frac != 0,
              e == max_e && frac == 0,
              {0, 0, 0}};
  if (e == max_e || (e == 0 && frac == 0)) return r;
  const BinaryValue b =
      binary_value(bits & ((one << total) - 1), frac_bits, exp_bits);
  r.md = flang_min_digits_exact(b, digits);
  apply_round_mode(r, b, mode);
  // REAL(2) and REAL(3) reach integers 2^e2 apart (e2 >= 1) within the F
  // form's range.  When their digits end before the decimal point, flang
  // converts again, exactly: REAL(2) 8352. (8350. by the interval's rule),
  // but REAL(3) 1024 keeps its "1025." (the digits fill the integer part).
  if (b.e2 >= 0 && r.md.count < r.md.exp10 && r.md.round1_exp10 >= 0 &&
      r.md.round1_exp10 <= f_max)
    r.md = integer_digits(b.m << b.e2, digits, r.md.round1_exp10);
  return r;
}

// The real of the kind at p; 0 for a kind without a form here.
size_t real_of(char* out, const void* p, int kind, const ListOptions& opt) {
  // flang writes the F form up to the kind's decimal precision (F2018
  // 16.9.157), but at least up to 10^6 (REAL(2) and REAL(3)).
  char digits[kMinDigitsMax];
  switch (kind) {
    case 2:
      return real_text(
          out, parts_of_bits(load<uint16_t>(p), 10, 5, 6, opt.round, digits),
          digits, 6, opt);
    case 3:
      return real_text(
          out, parts_of_bits(load<uint16_t>(p), 7, 8, 6, opt.round, digits),
          digits, 6, opt);
    case 4:
      return real_text(out, parts_of(load<float>(p), opt.round, digits), digits,
                       6, opt);
    case 8:
      return real_text(out, parts_of(load<double>(p), opt.round, digits),
                       digits, 15, opt);
    case 10:
      return real_text(out, parts_of(load<long double>(p), opt.round, digits),
                       digits, 18, opt);
    case 16:
      return real_text(out,
                       parts_of_bits(load<unsigned __int128>(p), 112, 15, 33,
                                     opt.round, digits),
                       digits, 33, opt);
    default: return 0;
  }
}

}  // namespace

size_t list_integer_flang(char* out, const void* p, int kind,
                          const ListOptions& opt) {
  __int128 v;
  switch (kind) {
    case 1: v = load<int8_t>(p); break;
    case 2: v = load<int16_t>(p); break;
    case 4: v = load<int32_t>(p); break;
    case 8: v = load<int64_t>(p); break;
    case 16: v = load<__int128>(p); break;
    default: return 0;
  }
  unsigned __int128 u = v < 0 ? -static_cast<unsigned __int128>(v)
                              : static_cast<unsigned __int128>(v);
  size_t k = put_sign(out, v < 0, opt);
  // The magnitude in decimal, without leading zeros: std::to_chars for
  // what fits 64 bits (the usual case; 128-bit division by 10 per digit
  // cost some 500 instructions an item), digit by digit beyond.
  if (u <= UINT64_MAX)
    return std::to_chars(out + k, out + k + 20, static_cast<uint64_t>(u)).ptr -
           out;
  char digits[48];
  int n = 0;
  do {
    digits[n++] = static_cast<char>('0' + static_cast<int>(u % 10));
    u /= 10;
  } while (u != 0);
  while (n > 0) out[k++] = digits[--n];
  return k;
}

size_t list_real_flang(char* out, const void* p, int kind,
                       const ListOptions& opt) {
  return real_of(out, p, kind, opt);
}

bool flang_fewest_digits(const void* p, int kind, char* digits, MinDigits* md,
                         FlangRealClass* cls) {
  // f_max -1: no F form, so none of its integer digits.
  const RoundMode nearest = RoundMode::kProcessorDefined;
  RealParts r;
  switch (kind) {
    case 2:
      r = parts_of_bits(load<uint16_t>(p), 10, 5, -1, nearest, digits);
      break;
    case 3:
      r = parts_of_bits(load<uint16_t>(p), 7, 8, -1, nearest, digits);
      break;
    case 4: r = parts_of(load<float>(p), nearest, digits); break;
    case 8: r = parts_of(load<double>(p), nearest, digits); break;
    case 10: r = parts_of(load<long double>(p), nearest, digits); break;
    case 16:
      r = parts_of_bits(load<unsigned __int128>(p), 112, 15, -1, nearest,
                        digits);
      break;
    default: return false;
  }
  *md = r.md;
  *cls = {r.negative, r.nan, r.inf};
  return true;
}

size_t list_complex_flang(char* out, const void* p, int kind,
                          const ListOptions& opt) {
  const size_t part = kind == 10  ? 16
                      : kind == 3 ? 2
                                  : static_cast<size_t>(kind);
  size_t k = 0;
  out[k++] = '(';
  size_t n = real_of(out + k, p, kind, opt);
  if (n == 0) return 0;
  k += n;
  out[k++] = opt.decimal_comma ? ';' : ',';
  k += real_of(out + k, static_cast<const char*>(p) + part, kind, opt);
  out[k++] = ')';
  return k;
}

}  // namespace ftnio::conv
