// SPDX-License-Identifier: MIT
// List-directed output text of one item as LLVM flang 19's runtime writes
// it (L1, pure).  Learned from the output of flang's runtime (the oracle
// of fortran_tests/flang/); see list_items_flang.h for the forms.
#include "conv/list_items_flang.h"

#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <type_traits>

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

// The decimal exponent e of |v| = 0.d x 10^e once v is rounded to one
// significant digit: flang chooses between the F and the E form by it
// (REAL(4) 950000. rounds to 1E6 and takes E, 949999. stays F).
template <class T>
int rounded_exponent(T v) {
  char buf[64];
  auto r =
      std::to_chars(buf, buf + sizeof buf, v, std::chars_format::scientific, 0);
  const char* q = static_cast<const char*>(std::memchr(buf, 'e', r.ptr - buf));
  int exp10 = 0;
  std::from_chars(q + 1 + (q[1] == '+'), r.ptr, exp10);
  return exp10 + 1;
}

// A wider type that holds the midpoints between neighbours of T exactly.
template <class T>
struct Wider;
template <>
struct Wider<float> {
  using type = double;
};
template <>
struct Wider<double> {
  using type = long double;
};

// Digits of a positive value to 45 places, and its decimal exponent e
// (value = 0.d1d2... x 10^e).
template <class W>
int digits45(W v, char* out) {
  char buf[96];
  auto r = std::to_chars(buf, buf + sizeof buf, v,
                         std::chars_format::scientific, 44);
  int n = 0;
  const char* q = buf;
  for (; q < r.ptr && *q != 'e'; ++q)
    if (*q >= '0' && *q <= '9') out[n++] = *q;
  int exp10 = 0;
  std::from_chars(q + 1 + (q[1] == '+'), r.ptr, exp10);
  return exp10 + 1;
}

// The digits flang's runtime writes for |v| > 0, and the decimal exponent
// e with |v| = 0.d1d2...dn x 10^e.  Not the shortest digits nearest to
// v: flang takes the interval of values that read back as v (from the
// midpoint with the neighbour below, inclusive, to the one with the
// neighbour above, exclusive; the largest finite value has none above),
// keeps the digits its two ends share, and puts after them the middle of
// their first differing digits, rounded up (4d0/3 is "1.3333333333333332",
// REAL(4) 1.5*10.**10 "1.5000001E+10", HUGE(1.0) "3.4028234E+38").
template <class T>
int flang_digits(T v, char* digits, int* e) {
  using W = typename Wider<T>::type;
  constexpr int kN = 45;
  const W w = v;
  const W below = std::nextafter(v, T(0));
  const T up_t = std::nextafter(v, std::numeric_limits<T>::infinity());
  const W lo = (w + below) / 2;
  const W hi = std::isinf(up_t) ? w : (w + W(up_t)) / 2;
  char L[kN + 1], U[kN + 1];
  const int eu = digits45<W>(hi, U);
  int el = digits45<W>(lo, L);
  // Both on U's exponent (L may have one digit fewer before the point).
  if (el < eu) {
    std::memmove(L + 1, L, kN - 1);
    L[0] = '0';
    ++el;
  }
  // The upper end is excluded: an end that is a short decimal becomes the
  // value one unit below it (..99999).
  int last = kN - 1;
  while (last >= 0 && U[last] == '0') --last;
  if (last < kN - 5) {
    int i = kN - 1;
    while (i >= 0 && U[i] == '0') U[i--] = '9';
    if (i >= 0) --U[i];
  }
  int i = 0;
  while (i < kN && L[i] == U[i]) ++i;
  if (i == kN) i = kN - 1;
  std::memcpy(digits, U, i);
  const int r = U[i] - '0', lr = L[i] - '0';
  digits[i] = static_cast<char>('0' + r - (r - lr) / 2);
  int n = i + 1;
  int start = 0;
  while (start < n - 1 && digits[start] == '0') ++start;  // L's zero pad
  int ex = eu - start;
  if (start > 0) std::memmove(digits, digits + start, n - start);
  n -= start;
  while (n > 1 && digits[n - 1] == '0') --n;
  *e = ex;
  return n;
}

// REAL(10): the shortest round-trip digits.
int shortest_digits(long double v, char* digits, int* e) {
  char buf[64];
  auto r =
      std::to_chars(buf, buf + sizeof buf, v, std::chars_format::scientific);
  int n = 0;
  const char* q = buf;
  for (; q < r.ptr && *q != 'e'; ++q)
    if (*q >= '0' && *q <= '9') digits[n++] = *q;
  int exp10 = 0;
  std::from_chars(q + 1 + (q[1] == '+'), r.ptr, exp10);
  while (n > 1 && digits[n - 1] == '0') --n;
  *e = exp10 + 1;
  return n;
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

template <class T>
size_t real_text(char* out, T v, int precision, const ListOptions& opt) {
  const bool negative = std::signbit(v);
  if (std::isnan(v)) {
    std::memcpy(out, "NaN", 3);
    return 3;
  }
  size_t k = put_sign(out, negative, opt);
  if (std::isinf(v)) {
    std::memcpy(out + k, "Inf", 3);
    return k + 3;
  }
  const T a = negative ? -v : v;
  char digits[48];
  int e = 0, n = 0;
  if (a != 0) {
    if constexpr (std::is_same_v<T, long double>)
      n = shortest_digits(a, digits, &e);
    else
      n = flang_digits<T>(a, digits, &e);
  }
  // The form follows the exponent of v rounded to one digit.
  const int form_e = n == 0 ? 1 : rounded_exponent(a);
  return k + put_magnitude(out + k, digits, n, e, form_e, precision,
                           opt.decimal_comma ? ',' : '.');
}

// The real of the kind at p; 0 for a kind without a form here.
size_t real_of(char* out, const void* p, int kind, const ListOptions& opt) {
  // The precisions are the kinds' decimal precisions (F2018 16.9.157):
  // flang switches to the E form above them.
  switch (kind) {
    case 4: return real_text(out, load<float>(p), 6, opt);
    case 8: return real_text(out, load<double>(p), 15, opt);
    case 10: return real_text(out, load<long double>(p), 18, opt);
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
  char digits[48];
  int n = 0;
  do {
    digits[n++] = static_cast<char>('0' + static_cast<int>(u % 10));
    u /= 10;
  } while (u != 0);
  size_t k = put_sign(out, v < 0, opt);
  while (n > 0) out[k++] = digits[--n];
  return k;
}

size_t list_real_flang(char* out, const void* p, int kind,
                       const ListOptions& opt) {
  return real_of(out, p, kind, opt);
}

size_t list_complex_flang(char* out, const void* p, int kind,
                          const ListOptions& opt) {
  const size_t part = kind == 10 ? 16 : static_cast<size_t>(kind);
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
