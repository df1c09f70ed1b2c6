// SPDX-License-Identifier: MIT
// flang's list-directed digits of REAL(4) and REAL(8) with fixed-width
// integers (L1, pure).
//
// std::to_chars gives v's first P digits exactly rounded: v = X x 10^q
// within half a unit.  The half gaps to the neighbours, in the same unit,
// are X / 2m (m the integer significand), so the interval's ends are
// known within two units: lo ~ X - X/2m, hi ~ X + X/2m.  Where they first
// differ, at 10^k units, flang's digit follows from the two digits there;
// an end within a few units of a multiple of 10^k (where the rounding, or
// whether the end itself belongs to the interval, could change its digit)
// goes to the exact computation instead, as does the largest finite
// value.  P = 19 for REAL(8) (flang writes at most 17 digits, so k >= 2)
// and 12 for REAL(4) (at most 9).
#include <charconv>
#include <cmath>
#include <cstring>

#include "conv/flang_digits.h"

namespace ftnio::conv {

namespace {

constexpr uint64_t kPow10[] = {1ull,
                               10ull,
                               100ull,
                               1000ull,
                               10000ull,
                               100000ull,
                               1000000ull,
                               10000000ull,
                               100000000ull,
                               1000000000ull,
                               10000000000ull,
                               100000000000ull,
                               1000000000000ull,
                               10000000000000ull,
                               100000000000000ull,
                               1000000000000000ull,
                               10000000000000000ull,
                               100000000000000000ull,
                               1000000000000000000ull,
                               10000000000000000000ull};

template <class T>
BinaryValue decompose(T v) {
  if constexpr (sizeof(T) == 4) {
    uint32_t b;
    std::memcpy(&b, &v, 4);
    return binary_value(b & 0x7fffffffu, 23, 8);
  } else {
    uint64_t b;
    std::memcpy(&b, &v, 8);
    return binary_value(b & 0x7fffffffffffffffull, 52, 11);
  }
}

// X and q with |v| = X x 10^q within half a unit, X of exactly P digits.
template <class T, int P>
uint64_t leading_digits(T v, int* q) {
  char buf[48];
  const auto r = std::to_chars(buf, buf + sizeof buf, v,
                               std::chars_format::scientific, P - 1);
  uint64_t x = static_cast<uint64_t>(buf[0] - '0');
  for (int i = 2; i <= P; ++i) x = x * 10 + static_cast<uint64_t>(buf[i] - '0');
  const char* e = buf + P + 2;  // after "d.ddd" and 'e'
  int ex = 0;
  std::from_chars(e + (*e == '+'), r.ptr, ex);
  *q = ex - (P - 1);
  return x;
}

// An end known within two units is on the same side of every multiple of
// 10^k as its approximation n unless n lies near one.
bool clear_of_multiple(uint64_t n, uint64_t unit) {
  const uint64_t r = n % unit;
  return r >= 3 && r <= unit - 4;
}

// Writes the decimal digits of r > 0 (no trailing zero) and returns their
// count.
int put_digits(uint64_t r, char* digits) {
  char tmp[24];
  int n = 0;
  for (; r != 0; r /= 10) tmp[n++] = static_cast<char>('0' + r % 10);
  for (int i = 0; i < n; ++i) digits[i] = tmp[n - 1 - i];
  return n;
}

template <class T, int P>
bool fast_digits(T v, char* digits, MinDigits* out) {
  const BinaryValue b = decompose(v);
  if (b.is_max) return false;
  int q = 0;
  const uint64_t x = leading_digits<T, P>(v, &q);
  // The one-digit rounding of v, unless x's tail is a rounded half.
  const uint64_t rest = x % kPow10[P - 1], half = 5 * kPow10[P - 2];
  if (rest == half) return false;
  const bool up = rest > half && x / kPow10[P - 1] == 9;
  const long double h =
      static_cast<long double>(x) / (2 * static_cast<long double>(b.m));
  const long double hl = b.half_gap_below ? h / 2 : h;
  const uint64_t hi = x + static_cast<uint64_t>(h);
  const auto lo_gap = static_cast<uint64_t>(std::ceil(hl));
  if (lo_gap >= x) return false;
  const uint64_t lo = x - lo_gap;
  // k: the position where lo and hi first differ (from the top).
  int k = 0;
  while (k + 1 < P && kPow10[k + 1] <= hi - lo) ++k;
  while (k + 1 < P && hi / kPow10[k + 1] != lo / kPow10[k + 1]) ++k;
  if (k < 2 || k + 1 >= P || !clear_of_multiple(lo, kPow10[k]) ||
      !clear_of_multiple(hi, kPow10[k]))
    return false;
  const uint64_t a = lo / kPow10[k], bb = hi / kPow10[k];
  uint64_t r = bb - (bb % 10 - a % 10) / 2;
  while (r % 10 == 0) {
    r /= 10;
    ++k;
  }
  const int n = put_digits(r, digits);
  *out = {n, n + k + q, q + P + (up ? 1 : 0)};
  return true;
}

}  // namespace

MinDigits flang_min_digits(float v, char* digits) {
  MinDigits r;
  if (fast_digits<float, 12>(v, digits, &r)) return r;
  return flang_min_digits_exact(decompose(v), digits);
}

MinDigits flang_min_digits(double v, char* digits) {
  MinDigits r;
  if (fast_digits<double, 19>(v, digits, &r)) return r;
  return flang_min_digits_exact(decompose(v), digits);
}

}  // namespace ftnio::conv
