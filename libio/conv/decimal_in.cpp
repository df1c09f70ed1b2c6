// SPDX-License-Identifier: MIT
// Fast correctly rounded decimal-to-binary conversion for REAL(4)/REAL(8)
// input: an eight-digits-at-once scan, Clinger's fast path and the
// Eisel-Lemire product (L1, pure).  See decimal_in.h and pow5_table.h.
#include "conv/decimal_in.h"

#include <array>
#include <bit>
#include <cstring>
#include <limits>

#include "conv/pow5_table.h"

namespace ftnio::conv::detail {

namespace {

using u128 = unsigned __int128;

bool is_digit(char c) { return static_cast<unsigned char>(c - '0') <= 9; }

// Eight chars loaded little-endian (the first char in the low byte).
[[gnu::always_inline]] inline uint64_t load8(const char* p) {
  uint64_t v;
  std::memcpy(&v, p, 8);
  return v;
}

// Whether all eight bytes are '0'..'9': each byte's high nibble is 3
// before and after adding 6 (a carry out of a byte can only come from a
// byte whose high nibble was not 3, which already fails).
[[gnu::always_inline]] inline bool eight_digits(uint64_t v) {
  constexpr uint64_t kHigh = 0xF0F0F0F0F0F0F0F0u;
  constexpr uint64_t kThrees = 0x3030303030303030u;
  return (v & kHigh) == kThrees &&
         ((v + 0x0606060606060606u) & kHigh) == kThrees;
}

// The value of eight digit chars (first char most significant), by
// combining neighbours in place: bytes into pairs (10a + b), pairs into
// quads (100ab + cd), quads into the whole (10000abcd + efgh).  No lane
// overflows: 99 < 2^8, 9999 < 2^16.
[[gnu::always_inline]] inline uint32_t eight_digits_value(uint64_t v) {
  v -= 0x3030303030303030u;
  v = (v * 10 + (v >> 8)) & 0x00FF00FF00FF00FFu;
  v = (v * 100 + (v >> 16)) & 0x0000FFFF0000FFFFu;
  v = (v * 10000 + (v >> 32)) & 0xFFFFFFFFu;
  return static_cast<uint32_t>(v);
}

// Appends the digits at p to *w (modulo 2^64) and returns the first
// non-digit (or e).
[[gnu::always_inline]] inline const char* scan_digits(const char* p,
                                                      const char* e,
                                                      uint64_t* w) {
  uint64_t acc = *w;
  if constexpr (std::endian::native == std::endian::little) {
    while (e - p >= 8) {
      const uint64_t v = load8(p);
      if (!eight_digits(v)) break;
      acc = acc * 100000000 + eight_digits_value(v);
      p += 8;
    }
  }
  for (; p < e && is_digit(*p); ++p)
    acc = acc * 10 + static_cast<unsigned>(*p - '0');
  *w = acc;
  return p;
}

// scan_digits for the integer part, which is mostly one to three digits:
// a byte at a time first, eight at a time only after eight digits.
[[gnu::always_inline]] inline const char* scan_int_digits(const char* p,
                                                          const char* e,
                                                          uint64_t* w) {
  uint64_t acc = 0;
  const char* start = p;
  for (; p < e && is_digit(*p); ++p) {
    if (p - start == 8) {
      *w = acc;
      return scan_digits(p, e, w);
    }
    acc = acc * 10 + static_cast<unsigned>(*p - '0');
  }
  *w = acc;
  return p;
}

// Digits ignoring leading zeros (and the decimal symbol among them) in
// the mantissa [s, end) of ndigits digits.
size_t significant_digits(const char* s, const char* end, size_t ndigits) {
  for (; s < end && (*s == '0' || !is_digit(*s)); ++s)
    if (*s == '0') --ndigits;
  return ndigits;
}

// The optional exponent (e|E)[sign]digits at p: sets *x (saturated at
// five significant digits, enough to flag long ones) and returns its end,
// or p when there is none (std::from_chars then ends before the letter).
[[gnu::always_inline]] inline const char* scan_exponent(const char* p,
                                                        const char* e,
                                                        int64_t* x,
                                                        bool* long_exp) {
  if (p == e || (*p != 'e' && *p != 'E')) return p;
  const char* k = p + 1;
  const bool negative = k < e && *k == '-';
  if (k < e && (*k == '-' || *k == '+')) ++k;
  if (k == e || !is_digit(*k)) return p;
  // The usual two digits at the end of the text or before a non-digit.
  if (e - k >= 2 && is_digit(k[1]) && (e - k == 2 || !is_digit(k[2]))) {
    const int64_t v = (k[0] - '0') * 10 + (k[1] - '0');
    *long_exp = false;
    *x = negative ? -v : v;
    return k + 2;
  }
  // More than four significant digits is a value of 10^4 or more;
  // saturating at 10^5 keeps it so without overflow.
  int64_t v = 0;
  for (; k < e && is_digit(*k); ++k)
    if (v < 100000) v = v * 10 + (*k - '0');
  *long_exp = v >= 10000;
  *x = negative ? -v : v;
  return k;
}

template <typename T>
struct Traits;
template <>
struct Traits<double> {
  using Bits = uint64_t;
  static constexpr int kMaxExactQ = 22;  // 10^22 = 2^22 * 5^22, 5^22 < 2^53
};
template <>
struct Traits<float> {
  using Bits = uint32_t;
  static constexpr int kMaxExactQ = 10;  // 5^10 < 2^24
};

// 10^0 .. 10^kMaxExactQ, all exact in T.
template <typename T>
constexpr auto kPow10 = [] {
  std::array<T, Traits<T>::kMaxExactQ + 1> t{};
  T p = 1;
  for (auto& x : t) x = p, p *= 10;
  return t;
}();

// Clinger: w and 10^|q| exact in T, so one correctly rounded operation
// gives the correctly rounded w * 10^q (never subnormal nor Infinity).
template <typename T>
bool clinger(uint64_t w, int64_t q, T* out) {
  constexpr int p = std::numeric_limits<T>::digits;
  constexpr int maxq = Traits<T>::kMaxExactQ;
  if (w > (uint64_t{1} << p) || q < -maxq || q > maxq) return false;
  const T v = static_cast<T>(w);
  *out = q < 0 ? v / kPow10<T>[-q] : v * kPow10<T>[q];
  return true;
}

// Where the significand ends in the 128-bit product x = hi:lo (2^126 <=
// x < 2^128), all in hi: the top p bits are the significand, sh more
// bits of hi and the 64 of lo lie below it.
struct Split {
  int top;          // position of the leading one in x: 126 or 127
  int sh;           // bits of hi below the significand (> 0)
  uint64_t half;    // weight in hi of the first bit below it (the midpoint)
  uint64_t rem_hi;  // hi's bits below the significand
};

template <int p>
Split split(uint64_t hi) {
  Split s;
  s.top = 126 + static_cast<int>(hi >> 63);
  s.sh = s.top - 64 - (p - 1);
  s.half = uint64_t{1} << (s.sh - 1);
  s.rem_hi = hi & ((s.half << 1) - 1);
  return s;
}

// The sign of w - odd * 5^k * 2^s, exactly (odd < 2^54, k <= 27: the
// product has at most 117 bits).
int compare_scaled(uint64_t w, uint64_t odd, int k, int64_t s) {
  u128 a = odd;
  for (int i = 0; i < k; ++i) a *= 5;
  if (s >= 0) {
    if (s >= 64 || (a << s) >> 64 != 0) return -1;  // a < 2^117: no loss
    const u128 r = a << s;
    return w < r ? -1 : (w > r ? 1 : 0);
  }
  if (s <= -128) return 1;  // w >= 1 > a * 2^s
  const u128 hi = a >> -s;
  if (w != hi) return w < hi ? -1 : 1;
  return (a & ((static_cast<u128>(1) << -s) - 1)) != 0 ? -1 : 0;
}

// Eisel-Lemire.  With wn = w << lz (leading bit set) and T = T(q), the
// exact wn * 5^q * 2^-e2' is P* = wn * (T + f), 0 <= f < 1, in [P, P + wn)
// where P = wn * T < 2^192.  Rounding to p bits goes up when P* lies above
// the midpoint after the significand, to even when on it.  The first
// product x = wn * T.hi is P / 2^64 less under 2^64: the decision is taken
// from it unless the midpoint lies within that reach; then the full P
// decides, unless the midpoint lies within wn above P and T is inexact
// (the midpoints of 10^-27 <= 10^q < 1, whose truncated T always puts P
// just below them, are settled by an exact comparison; any other case is
// a decline, which Mushtak and Lemire show never happens for 19 digits).
template <typename T>
[[gnu::noinline]] bool eisel_lemire_full(uint64_t w, int64_t q, T* out) {
  constexpr int p = std::numeric_limits<T>::digits;
  constexpr int emin = std::numeric_limits<T>::min_exponent - 1;
  constexpr int emax = std::numeric_limits<T>::max_exponent - 1;
  using Bits = typename Traits<T>::Bits;
  if (w == 0) {
    *out = 0;
    return true;
  }
  if (q < pow5::kMinQ || q > pow5::kMaxQ) return false;
  const pow5::Entry& t = pow5::kTable.t[q - pow5::kMinQ];
  const int lz = std::countl_zero(w);
  const uint64_t wn = w << lz;
  const u128 x = static_cast<u128>(wn) * t.hi;
  uint64_t hi = static_cast<uint64_t>(x >> 64);
  uint64_t lo = static_cast<uint64_t>(x);
  Split s = split<p>(hi);
  // x's bits below the significand, rounded up to whole units of 2^64 of
  // x, against the midpoint: equal when the midpoint lies in [x, x + 2^64).
  const uint64_t rem_up = s.rem_hi + (lo != 0);
  bool up = rem_up > s.half;
  bool undecided = false;
  if (rem_up == s.half) {
    const u128 y = static_cast<u128>(wn) * t.lo;
    const u128 full = x + (y >> 64);
    hi = static_cast<uint64_t>(full >> 64);
    lo = static_cast<uint64_t>(full);
    const uint64_t low = static_cast<uint64_t>(y);
    s = split<p>(hi);
    const bool exact = q >= 0 && q <= pow5::kTable.exact_max_q;
    if (s.rem_hi == s.half && lo == 0)  // on the midpoint, or above it
      up = low != 0 || !exact || ((hi >> s.sh) & 1);
    else if (s.rem_hi == s.half - 1 && lo == UINT64_MAX && !exact && low > ~wn)
      undecided = true;  // P* may reach the midpoint
    else
      up = s.rem_hi > s.half || (s.rem_hi == s.half && lo != 0);
  }
  uint64_t m = hi >> s.sh;
  int64_t ex = s.top + pow5::floor_log2_pow10(q) - lz - 63;
  if (undecided) {
    // w * 10^q against the midpoint (2m + 1) * 2^(ex - p): w against
    // (2m + 1) * 5^-q * 2^(ex - p - q).
    if (q >= 0 || q < -27) return false;
    const int c =
        compare_scaled(w, 2 * m + 1, static_cast<int>(-q), ex - p - q);
    up = c > 0 || (c == 0 && (m & 1));
  }
  m += up ? 1 : 0;
  if (m >> p) {  // rounded up to the next power of two
    m >>= 1;
    ++ex;
  }
  constexpr uint64_t kHidden = uint64_t{1} << (p - 1);
  if (ex > emax || ex < emin || (ex == emin && m == kHidden)) return false;
  const Bits bits = static_cast<Bits>(
      (static_cast<uint64_t>(ex - emin + 1) << (p - 1)) | (m - kHidden));
  *out = std::bit_cast<T>(bits);
  return true;
}

// The same with the first product only, leaving the case where the
// midpoint lies within its reach (about one in 2^10 for doubles) and the
// edges of the range to eisel_lemire_full.
template <typename T>
bool eisel_lemire_impl(uint64_t w, int64_t q, T* out) {
  constexpr int p = std::numeric_limits<T>::digits;
  constexpr int emin = std::numeric_limits<T>::min_exponent - 1;
  constexpr int emax = std::numeric_limits<T>::max_exponent - 1;
  using Bits = typename Traits<T>::Bits;
  if (w == 0 || q < pow5::kMinQ || q > pow5::kMaxQ)
    return eisel_lemire_full(w, q, out);
  const int lz = std::countl_zero(w);
  const u128 x =
      static_cast<u128>(w << lz) * pow5::kTable.t[q - pow5::kMinQ].hi;
  const uint64_t hi = static_cast<uint64_t>(x >> 64);
  const Split s = split<p>(hi);
  const uint64_t rem_up = s.rem_hi + (static_cast<uint64_t>(x) != 0);
  if (rem_up == s.half) return eisel_lemire_full(w, q, out);
  uint64_t m = (hi >> s.sh) + (rem_up > s.half ? 1 : 0);
  int64_t ex = s.top + pow5::floor_log2_pow10(q) - lz - 63;
  if (m >> p) {  // rounded up to the next power of two
    m >>= 1;
    ++ex;
  }
  constexpr uint64_t kHidden = uint64_t{1} << (p - 1);
  if (ex > emax || ex <= emin) return eisel_lemire_full(w, q, out);
  const Bits bits = static_cast<Bits>(
      (static_cast<uint64_t>(ex - emin + 1) << (p - 1)) | (m - kHidden));
  *out = std::bit_cast<T>(bits);
  return true;
}

// 5^k (k <= 27, the powers below 2^64) with its inverse modulo 2^64 (5
// is odd) and the largest multiple's quotient: w is a multiple of 5^k
// exactly when w * inv <= max, and the product is then w / 5^k.
struct Pow5Divisor {
  uint64_t pow, inv, max;
};
constexpr auto kPow5Divisors = [] {
  std::array<Pow5Divisor, 28> t{};
  uint64_t pow = 1, inv = 1;
  for (auto& d : t) {
    d = {pow, inv, UINT64_MAX / pow};
    pow *= 5;
    inv *= 0xCCCCCCCCCCCCCCCDu;  // 5 * this = 1 modulo 2^64
  }
  return t;
}();

// Whether w * 10^q = w * 5^q * 2^q, which clinger or eisel_lemire_impl
// converted to a normal T, is that T exactly: its odd part must fit the
// significand.  The integers decide it, not the text (flang raises
// IEEE_INEXACT for an inexact value; the conversions above raise nothing).
template <typename T>
bool converted_exactly(uint64_t w, int64_t q) {
  constexpr int p = std::numeric_limits<T>::digits;
  if (w == 0) return true;
  if (q < 0) {  // w / 5^-q must be an integer (5^28 > 2^64 > w)
    if (q < -27) return false;
    const Pow5Divisor& d = kPow5Divisors[static_cast<size_t>(-q)];
    w *= d.inv;
    if (w > d.max) return false;
    return (w >> std::countr_zero(w)) >> p == 0;
  }
  if (q > Traits<T>::kMaxExactQ) return false;  // 5^q alone exceeds 2^p
  uint64_t odd;
  return !__builtin_mul_overflow(w >> std::countr_zero(w),
                                 kPow5Divisors[static_cast<size_t>(q)].pow,
                                 &odd) &&
         odd >> p == 0;
}

}  // namespace

namespace {

[[gnu::always_inline]] inline PlainDecimal scan_plain(const char* s,
                                                      const char* e) {
  PlainDecimal r{nullptr, 0, 0, false, false};
  const char* p = scan_int_digits(s, e, &r.w);
  size_t ndigits = static_cast<size_t>(p - s);
  size_t nfrac = 0;
  if (p < e && *p == '.') {
    const char* f = p + 1;
    p = scan_digits(f, e, &r.w);
    nfrac = static_cast<size_t>(p - f);
    ndigits += nfrac;
  }
  if (ndigits == 0) return r;
  if (ndigits > 19) r.many_digits = significant_digits(s, p, ndigits) > 19;
  int64_t x = 0;
  r.end = scan_exponent(p, e, &x, &r.long_exponent);
  r.q = x - static_cast<int64_t>(nfrac);
  return r;
}

// exact: null, or where to tell converted_exactly (a separate
// instantiation, so that the gfortran door pays nothing for it).
template <typename T, bool kTellExact>
const char* read_plain_fast_as(const char* s, const char* e, T* out,
                               bool* retry, bool* exact) {
  const PlainDecimal n = scan_plain(s, e);
  *retry = n.end != nullptr && !n.long_exponent;
  if (!*retry || n.many_digits) return nullptr;
  if (!(clinger(n.w, n.q, out) || eisel_lemire_impl(n.w, n.q, out)))
    return nullptr;
  if constexpr (kTellExact) *exact = converted_exactly<T>(n.w, n.q);
  return n.end;
}

// E, D or Q in either case ('E' | 0x20 is 'e', and only 'E' and 'e'
// give it; so for 'd' and 'q').
[[gnu::always_inline]] inline bool is_exponent_letter(char c) {
  const char l = static_cast<char>(c | 0x20);
  return l == 'e' || l == 'd' || l == 'q';
}

// The exponent at p, its letter or sign, of a formatted field or a list
// value: sets *x and returns its end, or null unless it is
// (E|e|D|d|Q|q)[sign]digits or sign digits with 1 to 4 digits (blanks,
// BZ's digits, -fdec's empty exponent and long ones are the general
// path's).
[[gnu::always_inline]] inline const char* scan_field_exponent(const char* p,
                                                              const char* e,
                                                              int64_t* x) {
  if (*p != '+' && *p != '-') {
    if (!is_exponent_letter(*p)) return nullptr;
    ++p;
  }
  const bool negative = p < e && *p == '-';
  if (p < e && (*p == '-' || *p == '+')) ++p;
  // The usual two digits.
  if (e - p >= 2 && is_digit(p[0]) && is_digit(p[1]) &&
      (e - p == 2 || !is_digit(p[2]))) {
    const int64_t v = (p[0] - '0') * 10 + (p[1] - '0');
    *x = negative ? -v : v;
    return p + 2;
  }
  const char* digits = p;
  int64_t v = 0;
  for (; p < e && is_digit(*p) && p - digits < 5; ++p) v = v * 10 + (*p - '0');
  const ptrdiff_t n = p - digits;
  if (n == 0 || n > 4) return nullptr;
  *x = negative ? -v : v;
  return p;
}

// What scan_mantissa found: the digits as an integer (exact: at most 19
// significant digits) and how many follow the decimal symbol.
struct Mantissa {
  uint64_t w = 0;
  size_t nfrac = 0;
  bool point = false;  // a decimal symbol was seen
};

// The mantissa at p (digits with at most one decimal symbol, '.' or
// comma): returns its end, or null without a digit or with more than 19
// significant digits.
[[gnu::always_inline]] inline const char* scan_mantissa(const char* p,
                                                        const char* e,
                                                        char comma,
                                                        Mantissa* m) {
  const char* start = p;
  p = scan_int_digits(p, e, &m->w);
  size_t ndigits = static_cast<size_t>(p - start);
  m->point = p < e && (*p == '.' || *p == comma);
  if (m->point) {
    const char* frac = ++p;
    p = scan_digits(frac, e, &m->w);
    m->nfrac = static_cast<size_t>(p - frac);
    ndigits += m->nfrac;
  }
  if (ndigits == 0 ||
      (ndigits > 19 && significant_digits(start, p, ndigits) > 19))
    return nullptr;
  return p;
}

// w * 10^q into *out (the sign applied), and *exact for kTellExact.
template <typename T, bool kTellExact>
[[gnu::always_inline]] inline bool convert_scanned(uint64_t w, int64_t q,
                                                   bool negative, T* out,
                                                   bool* exact) {
  if (!(clinger(w, q, out) || eisel_lemire_impl(w, q, out))) return false;
  if constexpr (kTellExact) *exact = converted_exactly<T>(w, q);
  if (negative) *out = -*out;
  return true;
}

// read_field_fast for one floating type; kTellExact: the flang door's
// instantiation, which also tells converted_exactly.
template <typename T, bool kTellExact>
bool read_field_as(const char* p, const char* e, const FieldForm& f, T* out,
                   bool* exact) {
  while (p < e && *p == ' ') ++p;
  const bool negative = p < e && *p == '-';
  if (p < e && (*p == '-' || *p == '+')) ++p;
  Mantissa m;
  p = scan_mantissa(p, e, f.comma, &m);
  if (p == nullptr) return false;
  // The exponent libgfortran computes (F2018 13.7.2.3.2): the field's,
  // else the scale factor's; less d without a decimal symbol.
  int64_t x = -static_cast<int64_t>(f.scale);
  if (p < e && *p != ' ') {
    p = scan_field_exponent(p, e, &x);
    if (p == nullptr) return false;
  }
  if (p < e && f.blank_zero) return false;
  for (; p < e; ++p)
    if (*p != ' ') return false;
  if (!m.point) x -= f.d;
  if (x >= 10000 || x <= -10000) return false;
  return convert_scanned<T, kTellExact>(m.w, x - static_cast<int64_t>(m.nfrac),
                                        negative, out, exact);
}

// read_list_fast for one floating type.
template <typename T>
const char* read_list_as(const char* p, const char* e, T* out) {
  const bool negative = p < e && *p == '-';
  if (p < e && (*p == '-' || *p == '+')) ++p;
  Mantissa m;
  p = scan_mantissa(p, e, '.', &m);
  if (p == nullptr) return nullptr;
  int64_t x = 0;
  if (p < e && *p != ' ') {
    // (any other char ends the value: the caller looks at it)
    const char* end = scan_field_exponent(p, e, &x);
    if (end != nullptr) {
      p = end;
    } else if (p[0] == '+' || p[0] == '-' || is_exponent_letter(p[0])) {
      return nullptr;
    }
  }
  return convert_scanned<T, false>(m.w, x - static_cast<int64_t>(m.nfrac),
                                   negative, out, nullptr)
             ? p
             : nullptr;
}

}  // namespace

bool read_field_fast(const char* s, const char* e, const FieldForm& f,
                     double* out) {
  return read_field_as<double, false>(s, e, f, out, nullptr);
}
bool read_field_fast(const char* s, const char* e, const FieldForm& f,
                     float* out) {
  return read_field_as<float, false>(s, e, f, out, nullptr);
}
bool read_field_fast(const char* s, const char* e, const FieldForm& f,
                     double* out, bool* exact) {
  return read_field_as<double, true>(s, e, f, out, exact);
}
bool read_field_fast(const char* s, const char* e, const FieldForm& f,
                     float* out, bool* exact) {
  return read_field_as<float, true>(s, e, f, out, exact);
}

const char* read_list_fast(const char* s, const char* e, double* out) {
  return read_list_as(s, e, out);
}
const char* read_list_fast(const char* s, const char* e, float* out) {
  return read_list_as(s, e, out);
}

const char* read_plain_fast(const char* s, const char* e, double* out,
                            bool* retry) {
  return read_plain_fast_as<double, false>(s, e, out, retry, nullptr);
}
const char* read_plain_fast(const char* s, const char* e, float* out,
                            bool* retry) {
  return read_plain_fast_as<float, false>(s, e, out, retry, nullptr);
}
const char* read_plain_fast(const char* s, const char* e, double* out,
                            bool* retry, bool* exact) {
  return read_plain_fast_as<double, true>(s, e, out, retry, exact);
}
const char* read_plain_fast(const char* s, const char* e, float* out,
                            bool* retry, bool* exact) {
  return read_plain_fast_as<float, true>(s, e, out, retry, exact);
}

PlainDecimal scan_plain_decimal(const char* s, const char* e) {
  return scan_plain(s, e);
}

uint64_t digits_value(const char* s, size_t n) {
  uint64_t w = 0;
  scan_digits(s, s + n, &w);
  return w;
}

bool eisel_lemire(uint64_t w, int64_t q, double* out) {
  return eisel_lemire_impl(w, q, out);
}
bool eisel_lemire(uint64_t w, int64_t q, float* out) {
  return eisel_lemire_impl(w, q, out);
}

bool decimal_to_binary(uint64_t w, int64_t q, double* out) {
  return clinger(w, q, out) || eisel_lemire_impl(w, q, out);
}
bool decimal_to_binary(uint64_t w, int64_t q, float* out) {
  return clinger(w, q, out) || eisel_lemire_impl(w, q, out);
}

}  // namespace ftnio::conv::detail
