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
// and 12 for REAL(4) (at most 9); then 32 and 19.
#include <bit>
#include <charconv>
#include <cstring>

#include "conv/flang_digits.h"

namespace ftnio::conv {

namespace {

using u128 = unsigned __int128;

// 10^0 .. 10^38 (the largest below 2^128).
struct Pow10Table {
  u128 p[39];
  constexpr Pow10Table() : p() {
    p[0] = 1;
    for (int i = 1; i < 39; ++i) p[i] = p[i - 1] * 10;
  }
};
constexpr Pow10Table kPow10Table;

template <class U>
constexpr U pow10(int k) {
  return static_cast<U>(kPow10Table.p[k]);
}

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

// The value of eight ASCII digits, combined pairwise in one register.
uint64_t eight_digits(const char* p) {
  uint64_t v;
  std::memcpy(&v, p, 8);
  v -= 0x3030303030303030ull;
  v = (v * 10 + (v >> 8)) & 0x00ff00ff00ff00ffull;
  v = (v * 100 + (v >> 16)) & 0x0000ffff0000ffffull;
  return (v * 10000 + (v >> 32)) & 0xffffffffull;
}

// X and q with |v| = X x 10^q within half a unit, X of exactly P digits.
template <class U, int P, class T>
U leading_digits(T v, int* q) {
  char buf[64];
  const auto r = std::to_chars(buf, buf + sizeof buf, v,
                               std::chars_format::scientific, P - 1);
  U x = static_cast<U>(buf[0] - '0');
  int i = 2;
  for (; i + 8 <= P + 1; i += 8) x = x * pow10<U>(8) + eight_digits(buf + i);
  for (; i <= P; ++i) x = x * 10 + static_cast<U>(buf[i] - '0');
  const char* e = buf + P + 2;  // after "d.ddd" and 'e'
  int ex = 0;
  std::from_chars(e + (*e == '+'), r.ptr, ex);
  *q = ex - (P - 1);
  return x;
}

// floor(log10(w)) for w >= 1.
template <class U>
int floor_log10(U w) {
  const auto high = static_cast<uint64_t>(static_cast<u128>(w) >> 64);
  const int bits = high != 0 ? 128 - std::countl_zero(high)
                             : 64 - std::countl_zero(static_cast<uint64_t>(w));
  const int t = (bits * 1233) >> 12;
  return t - (w < pow10<U>(t));
}

// An end known within two units is on the same side of every multiple of
// 10^k as its approximation n unless n lies near one.
template <class U>
bool clear_of_multiple(U n, U unit) {
  const U r = n % unit;
  return r >= 3 && r <= unit - 4;
}

// Writes the decimal digits of r > 0 and returns their count.
template <class U>
int put_digits(U r, char* digits) {
  if constexpr (sizeof(U) == 8) {
    return static_cast<int>(std::to_chars(digits, digits + 24, r).ptr - digits);
  } else {
    char tmp[48];
    int n = 0;
    for (; r != 0; r /= 10) tmp[n++] = static_cast<char>('0' + int(r % 10));
    for (int i = 0; i < n; ++i) digits[i] = tmp[n - 1 - i];
    return n;
  }
}

// flang's digits of v from its first P digits in U; false when they
// cannot decide.
template <class U, int P, class T>
bool fast_digits(T v, const BinaryValue& b, char* digits, MinDigits* out) {
  int q = 0;
  const U x = leading_digits<U, P>(v, &q);
  // The one-digit rounding of v, unless x's tail is a rounded half.
  const U rest = x % pow10<U>(P - 1), half = 5 * pow10<U>(P - 2);
  if (rest == half) return false;
  const bool up = rest > half && x / pow10<U>(P - 1) == 9;
  // Half the gaps to v's neighbours, scaled as x: x / 2m above, x / 4m
  // below a power of two.  In integers: a floating division would leave
  // the INEXACT exception raised, which the program's STOP reports (flang
  // converts in integers too).  m < 2^53, so 4m fits in U.
  const U up_div = static_cast<U>(b.m) * 2;
  const U lo_div = b.half_gap_below ? up_div * 2 : up_div;
  const U hi = x + x / up_div;
  const U lo_gap = x / lo_div + (x % lo_div != 0);  // the ceiling
  if (lo_gap >= x) return false;
  const U lo = x - lo_gap;
  // k: the position where lo and hi first differ (from the top): at least
  // that of the largest power of ten in hi - lo.
  int k = floor_log10(hi - lo);
  while (k + 1 < P && hi / pow10<U>(k + 1) != lo / pow10<U>(k + 1)) ++k;
  if (k < 2 || k + 1 >= P || !clear_of_multiple(lo, pow10<U>(k)) ||
      !clear_of_multiple(hi, pow10<U>(k)))
    return false;
  const U a = lo / pow10<U>(k), bb = hi / pow10<U>(k);
  U r = bb - (bb % 10 - a % 10) / 2;
  while (r % 10 == 0) {
    r /= 10;
    ++k;
  }
  const int n = put_digits(r, digits);
  *out = {n, n + k + q, q + P + (up ? 1 : 0)};
  return true;
}

// P digits first; P2 digits in U2 where those cannot decide (about 3
// values in 100); the exact computation for what is left (a tie, the
// largest finite value).
template <class T, int P, class U2, int P2>
MinDigits min_digits(T v, char* digits) {
  const BinaryValue b = decompose(v);
  MinDigits r;
  if (!b.is_max && (fast_digits<uint64_t, P>(v, b, digits, &r) ||
                    fast_digits<U2, P2>(v, b, digits, &r)))
    return r;
  return flang_min_digits_exact(b, digits);
}

}  // namespace

BinaryValue binary_value_of(float v) { return decompose(v); }
BinaryValue binary_value_of(double v) { return decompose(v); }

MinDigits flang_min_digits(float v, char* digits) {
  return min_digits<float, 12, uint64_t, 19>(v, digits);
}

MinDigits flang_min_digits(double v, char* digits) {
  return min_digits<double, 19, u128, 32>(v, digits);
}

}  // namespace ftnio::conv
