// SPDX-License-Identifier: MIT
// Digit generation on top of exact printers: std::to_chars for float, double
// and long double, glibc's strfromf128 for float128 (L1, pure).
#include "conv/decimal.h"

#include <charconv>
#include <type_traits>

#include "conv/int_out.h"
#include "conv/scaled_round.h"
#include <cstdint>
#include <cstdlib>
#include <cstring>

// glibc declares strfromf128 only for compilers it trusts with _Float128,
// which excludes clang 14 (the libFuzzer build); the function is there.
#if defined(__clang__)
extern "C" int strfromf128(char* buf, size_t cap, const char* fmt,
                           __float128 v);
#endif

namespace ftnio::conv {
namespace {

// Scientific text "d[.ddd]e[+-]xx" of |v| with prec digits after the point.
// Returns the text length, or -1 if it does not fit.
template <class T>
int print_scientific(T v, int prec, char* buf, size_t cap) {
  const auto r =
      std::to_chars(buf, buf + cap, v, std::chars_format::scientific, prec);
  return r.ec == std::errc() ? static_cast<int>(r.ptr - buf) : -1;
}

// Fixed text "ddd[.fff]" of |v| with prec digits after the point.
template <class T>
int print_fixed(T v, int prec, char* buf, size_t cap) {
  const auto r =
      std::to_chars(buf, buf + cap, v, std::chars_format::fixed, prec);
  return r.ec == std::errc() ? static_cast<int>(r.ptr - buf) : -1;
}

// strfromf128 prints like snprintf, so its decimal point follows the
// LC_NUMERIC locale and may even be several bytes long; the text is
// normalised to a one-char '.' so that the compaction below holds.
int normalize_point(char* buf, int len) {
  int i = 0;
  while (i < len && buf[i] >= '0' && buf[i] <= '9') ++i;
  if (i == len || buf[i] == 'e' || buf[i] == '.') return len;
  int j = i + 1;
  while (j < len && !(buf[j] >= '0' && buf[j] <= '9') && buf[j] != 'e') ++j;
  buf[i] = '.';
  std::memmove(buf + i + 1, buf + j, static_cast<size_t>(len - j));
  return len - (j - i - 1);
}

// strfromf128 takes the precision only inside the format string: "%.<prec>
// <conv>", built by hand (snprintf's positional-argument path cost 1,700
// instructions a call, a third of a real(16) F edit).
void f128_format(int prec, char conv, char (&fmt)[16]) {
  char* p = fmt;
  *p++ = '%';
  *p++ = '.';
  p = std::to_chars(p, fmt + sizeof fmt - 2, prec).ptr;  // 11 chars at most
  *p++ = conv;
  *p = '\0';
}

int print_f128(float128 v, int prec, char conv, char* buf, size_t cap) {
  char fmt[16];
  f128_format(prec, conv, fmt);
  const int n = strfromf128(buf, cap, fmt, v);
  return (n < 0 || static_cast<size_t>(n) >= cap) ? -1
                                                  : normalize_point(buf, n);
}

int print_scientific(float128 v, int prec, char* buf, size_t cap) {
  return print_f128(v, prec, 'e', buf, cap);
}

int print_fixed(float128 v, int prec, char* buf, size_t cap) {
  return print_f128(v, prec, 'f', buf, cap);
}

// Turns "d.ddd...e+xx" (len chars, n digits) into n bare digits in place.
Digits compact_scientific(char* buf, int len, int n) {
  if (len < 0) return {-1, 0};
  if (n > 1) std::memmove(buf + 1, buf + 2, static_cast<size_t>(n - 1));
  // The exponent follows the digits, '.', and 'e': parse it by hand (no
  // locale, no errno) since it is at most 4 digits.
  const char* p = buf + n + (n > 1 ? 2 : 1);
  const bool neg = *p == '-';
  int e = 0;
  for (++p; p < buf + len; ++p) e = e * 10 + (*p - '0');
  return {n, neg ? -e : e};
}

// Turns "iii.fff" (len chars) into the digits without leading zeros.
Digits compact_fixed(char* buf, int len, int nfrac) {
  if (len < 0) return {-1, 0};
  const int nint = nfrac > 0 ? len - nfrac - 1 : len;
  if (nfrac > 0)
    std::memmove(buf + nint, buf + nint + 1, static_cast<size_t>(nfrac));
  const int total = nint + nfrac;
  int lead = 0;
  while (lead < total && buf[lead] == '0') ++lead;
  const int count = total - lead;
  if (lead > 0 && count > 0)
    std::memmove(buf, buf + lead, static_cast<size_t>(count));
  return {count, count - 1 - nfrac};
}

// Float and double values go exactly into a double, where scaled_round
// rounds them in integers; wider kinds always take the printer.
template <class T>
constexpr bool kScaledInDouble =
    std::is_same_v<T, float> || std::is_same_v<T, double>;

// digits_significant of m > 0 by scaled_round.  False: use the printer.
bool significant_scaled(double m, int n, char* buf, Digits* out) {
  uint64_t r;
  int e;
  if (!scaled_significant(m, n, &r, &e)) return false;
  detail::put_exactly(buf, n, r);
  *out = {n, e};
  return true;
}

bool fixed_scaled(double m, int nfrac, char* buf, size_t cap, Digits* out) {
  uint64_t r;
  if (cap < 20 || !scaled_round(m, nfrac, &r)) return false;
  if (r >= kPow10[19]) return false;  // twenty digits
  const int count = r == 0 ? 0 : count_digits(r);
  detail::put_exactly(buf, count, r);
  *out = {count, count - 1 - nfrac};
  return true;
}

template <class T>
Digits significant_impl(T v, int n, char* buf, size_t cap) {
  if (n < 1 || cap < static_cast<size_t>(n) + 8) return {-1, 0};
  const T m = __builtin_signbit(v) ? -v : v;  // printers see |v|, even -0
  if (m == 0) {
    std::memset(buf, '0', static_cast<size_t>(n));
    return {n, 0};
  }
  Digits d;
  if constexpr (kScaledInDouble<T>) {
    if (significant_scaled(m, n, buf, &d)) return d;
  }
  return compact_scientific(buf, print_scientific(m, n - 1, buf, cap), n);
}

template <class T>
Digits fixed_impl(T v, int nfrac, char* buf, size_t cap) {
  if (nfrac < 0) return {-1, 0};
  const T m = __builtin_signbit(v) ? -v : v;
  Digits d;
  if constexpr (kScaledInDouble<T>) {
    if (m == 0) return {0, -nfrac - 1};
    if (fixed_scaled(m, nfrac, buf, cap, &d)) return d;
  }
  return compact_fixed(buf, print_fixed(m, nfrac, buf, cap), nfrac);
}

}  // namespace

Digits digits_significant(float v, int n, char* buf, size_t cap) {
  return significant_impl(v, n, buf, cap);
}
Digits digits_significant(double v, int n, char* buf, size_t cap) {
  return significant_impl(v, n, buf, cap);
}
Digits digits_significant(long double v, int n, char* buf, size_t cap) {
  return significant_impl(v, n, buf, cap);
}
Digits digits_significant(float128 v, int n, char* buf, size_t cap) {
  return significant_impl(v, n, buf, cap);
}

Digits digits_fixed(float v, int nfrac, char* buf, size_t cap) {
  return fixed_impl(v, nfrac, buf, cap);
}
Digits digits_fixed(double v, int nfrac, char* buf, size_t cap) {
  return fixed_impl(v, nfrac, buf, cap);
}
Digits digits_fixed(long double v, int nfrac, char* buf, size_t cap) {
  return fixed_impl(v, nfrac, buf, cap);
}
Digits digits_fixed(float128 v, int nfrac, char* buf, size_t cap) {
  return fixed_impl(v, nfrac, buf, cap);
}

}  // namespace ftnio::conv
