// SPDX-License-Identifier: MIT
// Correctly rounded decimal-to-binary conversion for every REAL kind, and the
// encodings of input values (L1, pure).
//
// libgfortran hands a normalised string to strtof/strtod/strtold (glibc:
// correctly rounded in the current rounding mode) or strtoflt128
// (libquadmath: the same, except that it ignores the rounding mode when
// the result is far out of range).  This file gives the same results
// without the C library: std::from_chars (exact, ties-to-even) serves the
// common REAL(4)/REAL(8) case, Clinger's fast path the short REAL(10) and
// REAL(16) ones, and the exact quotient of edit_in_exact.cpp all others,
// directed rounding included.
#include <array>
#include <bit>
#include <cfenv>
#include <charconv>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <type_traits>

#include "conv/decimal_in.h"
#include "conv/edit_in_detail.h"
#include "conv/real_format.h"

namespace ftnio::conv::detail {

// ---------------------------------------------------------------------------
// Binary formats and their encodings

namespace {

// Writes a value given by its biased exponent field and its significand
// (fraction bits only for IEEE formats, all 64 bits for x87).
void put_fields(const RealFormat& f, bool neg, uint32_t biased,
                u128 significand, void* dest) {
  if (f.kind == 10) {
    const uint64_t mant = static_cast<uint64_t>(significand);
    const uint16_t se = static_cast<uint16_t>(biased | (neg ? 0x8000u : 0u));
    std::memcpy(dest, &mant, 8);
    std::memcpy(static_cast<char*>(dest) + 8, &se, 2);
    return;
  }
  const int bytes = f.kind == 3 ? 2 : f.kind;  // bfloat16: 2 bytes
  u128 v = significand | (static_cast<u128>(biased) << (f.p - 1));
  if (neg) v |= static_cast<u128>(1) << (8 * bytes - 1);
  store_integer(v, bytes, dest);
}

// The exception flags glibc's strtof/strtod/strtold leave raised, which
// gfortran's STOP reports ("Note: The following floating-point exceptions
// are signalling"): overflow on a result beyond the largest finite,
// underflow on a tiny (after rounding, as x86 detects it) inexact one.
// libquadmath's strtoflt128 raises overflow only (its underflow results
// are constants), and not for the constant Infinity of store_decimal.
void raise_overflow(const RealFormat&) {
  std::feraiseexcept(FE_OVERFLOW | FE_INEXACT);
}

void raise_underflow(const RealFormat& f) {
  if (f.kind != 16) std::feraiseexcept(FE_UNDERFLOW | FE_INEXACT);
}

void put_infinity(const RealFormat& f, bool neg, void* dest) {
  put_fields(f, neg, max_biased(f),
             f.kind == 10 ? static_cast<u128>(1) << 63 : 0, dest);
}

// sign * m * 2^L with m < 2^p, normal (m >= 2^(p-1)) or the smallest
// exponent (subnormal); an exponent past emax gives Infinity (and true:
// an overflow).
bool put_finite(const RealFormat& f, bool neg, u128 m, int64_t L, void* dest) {
  const u128 top = static_cast<u128>(1) << (f.p - 1);
  if (m < top) {  // subnormal or zero
    put_fields(f, neg, 0, m, dest);
    return false;
  }
  const int64_t ex = L + f.p - 1;
  if (ex > f.emax) {  // rounded up past the largest finite
    raise_overflow(f);
    put_infinity(f, neg, dest);
    return true;
  }
  const uint32_t biased = static_cast<uint32_t>(ex - f.emin + 1);
  put_fields(f, neg, biased, f.kind == 10 ? m : m - top, dest);
  return false;
}

void put_max(const RealFormat& f, bool neg, void* dest) {
  const u128 m = (static_cast<u128>(1) << f.p) - 1;
  put_finite(f, neg, m, f.emax - f.p + 1, dest);
}

void put_min_subnormal(const RealFormat& f, bool neg, void* dest) {
  put_fields(f, neg, 0, 1, dest);
}

bool nearest(RoundMode r) {
  return r != RoundMode::kUp && r != RoundMode::kDown && r != RoundMode::kZero;
}

// A value too large for the kind, rounded per mode (IEEE 754 7.4).
void put_overflow(const RealFormat& f, bool neg, RoundMode r, void* dest) {
  raise_overflow(f);
  if (overflow_rounds_to_infinity(neg, r))
    put_infinity(f, neg, dest);
  else
    put_max(f, neg, dest);
}

// A nonzero value below half the smallest subnormal, rounded per mode.
void put_underflow(const RealFormat& f, bool neg, RoundMode r, void* dest) {
  const bool away =
      (r == RoundMode::kUp && !neg) || (r == RoundMode::kDown && neg);
  raise_underflow(f);
  if (away)
    put_min_subnormal(f, neg, dest);
  else
    put_fields(f, neg, 0, 0, dest);
}

int bit_length(u128 v) {
  const uint64_t hi = static_cast<uint64_t>(v >> 64);
  if (hi) return 128 - __builtin_clzll(hi);
  const uint64_t lo = static_cast<uint64_t>(v);
  return lo ? 64 - __builtin_clzll(lo) : 0;
}

// Whether sign * (q + f) * 2^e (f as for round_and_put, ex its binary
// exponent) rounded to p bits with an unbounded exponent stays below the
// smallest normal: glibc's tininess test for its underflow exception.
bool tiny_after_rounding(const RealFormat& f, u128 q, int64_t e, int64_t ex,
                         bool sticky, RoundMode r, bool neg) {
  if (ex >= f.emin) return false;
  if (ex < f.emin - 1) return true;
  // Just below 2^emin: tiny unless rounding carries into 2^emin, i.e.
  // unless all p bits after the leading one are ones and rounding goes up.
  const int64_t shift = ex - (f.p - 1) - e;  // >= 1 as in round_and_put
  const u128 m = q >> shift;
  if (m != (static_cast<u128>(1) << f.p) - 1) return true;
  const bool half = (q >> (shift - 1)) & 1;
  const bool rest =
      sticky ||
      (shift >= 2 && (q & ((static_cast<u128>(1) << (shift - 1)) - 1)) != 0);
  switch (r) {
    case RoundMode::kUp: return !(!neg && (half || rest));
    case RoundMode::kDown: return !(neg && (half || rest));
    case RoundMode::kZero: return true;
    default: return !half;  // m odd: a tie rounds up too
  }
}

// Rounds and stores sign * (q + f) * 2^e, where 2^(p+1) <= q < 2^(p+4) and
// the unknown fraction 0 <= f < 1 is nonzero exactly when sticky.
// Returns whether the value overflowed.
bool round_and_put(const RealFormat& f, bool neg, u128 q, int64_t e,
                   bool sticky, RoundMode r, void* dest) {
  const int64_t ex = bit_length(q) - 1 + e;  // floor(log2(value))
  // libquadmath's round_and_return returns a constant-folded 0 for these.
  if (f.kind == 16 && ex < -16495) {
    put_fields(f, neg, 0, 0, dest);
    return false;
  }
  if (ex > f.emax) {
    put_overflow(f, neg, r, dest);
    return true;
  }
  int64_t L =
      (ex > f.emin ? ex : f.emin) - (f.p - 1);  // weight of the last kept bit
  const int64_t shift = L - e;                  // >= 1: q has > p bits
  const bool tiny = tiny_after_rounding(f, q, e, ex, sticky, r, neg);
  u128 m = 0;
  bool half = false;
  if (shift <= 127) {
    m = q >> shift;
    half = (q >> (shift - 1)) & 1;
    if (shift >= 2 && (q & ((static_cast<u128>(1) << (shift - 1)) - 1)) != 0)
      sticky = true;
  } else {
    sticky = sticky || q != 0;
  }
  bool inc = false;
  switch (r) {
    case RoundMode::kUp: inc = !neg && (half || sticky); break;
    case RoundMode::kDown: inc = neg && (half || sticky); break;
    case RoundMode::kZero: break;
    default: inc = half && (sticky || (m & 1)); break;
  }
  if ((half || sticky) && tiny) raise_underflow(f);
  if (inc && ++m == (static_cast<u128>(1) << f.p)) {
    m >>= 1;
    ++L;
  }
  return put_finite(f, neg, m, L, dest);
}

// The exact path, for every kind and rounding mode; returns whether the
// value overflowed.
bool exact_convert(const RealFormat& f, const DecimalDigits& d, bool neg,
                   int64_t e10, RoundMode r, void* dest) {
  u128 q = 0;
  int64_t e = 0;
  bool sticky = false;
  if (!exact_binary(d, e10, f.p + 2, &q, &e, &sticky)) {
    put_fields(f, neg, 0, 0, dest);  // out of memory: cannot happen in practice
    return false;
  }
  return round_and_put(f, neg, q, e, sticky, r, dest);
}

// Whether x87 arithmetic rounds to nearest with a 64-bit significand
// (control word: rounding bits 10-11 clear, precision bits 8-9 set).
bool x87_rounds_to_nearest_extended() {
#if defined(__x86_64__) || defined(__i386__)
  uint16_t cw;
  __asm__("fnstcw %0" : "=m"(cw));
  return (cw & 0x0F00u) == 0x0300u;
#else
  return false;
#endif
}

// Clinger's fast path for REAL(10)/REAL(16) under nearest rounding: when
// D and 10^|e10| are both exact in the format, one correctly rounded
// multiplication or division gives the result.
bool clinger(const RealFormat& f, const DecimalDigits& d, bool neg, int64_t e10,
             void* dest) {
  const size_t n = d.count();
  u128 m = 0;
  if (f.kind == 10) {
    if (n > 19 || e10 > 27 || e10 < -27 || !x87_rounds_to_nearest_extended())
      return false;
  } else {
    if (n > 34 || e10 > 48 || e10 < -48 || !sse_rounds_to_nearest())
      return false;
  }
  for (size_t i = 0; i < n; ++i)
    m = m * 10 + static_cast<unsigned>(d.digits()[i] - '0');
  const int k = static_cast<int>(e10 < 0 ? -e10 : e10);
  if (f.kind == 10) {
    long double p = 1;
    for (int i = 0; i < k; ++i) p *= 10;  // exact: 10^27 < 2^64 * 2^27
    long double v = static_cast<long double>(static_cast<uint64_t>(m));
    v = e10 < 0 ? v / p : v * p;
    if (neg) v = -v;
    std::memcpy(dest, &v, 10);
  } else {
    static constexpr auto kPow10 = [] {
      std::array<__float128, 49> t{};
      __float128 p = 1;
      for (auto& x : t)
        x = p, p *= 10;  // exact: 10^48 = 2^48 * 5^48 < 2^48 * 2^113
      return t;
    }();
    __float128 v = static_cast<__float128>(m);
    v = e10 < 0 ? v / kPow10[k] : v * kPow10[k];
    if (neg) v = -v;
    std::memcpy(dest, &v, 16);
  }
  return true;
}

// Whether a finite from_chars result v > 0 is clear of the smallest
// normal, so that no underflow exception is due: smaller ones, which may
// be inexact and tiny, go to the exact path, which raises what glibc does.
// Compares the encodings: a floating comparison with a subnormal operand
// would raise the denormal flag, which STOP reports too.
template <typename T>
bool clear_of_range_flags(T v) {
  using Bits = std::conditional_t<sizeof(T) == 4, uint32_t, uint64_t>;
  const Bits bits = std::bit_cast<Bits>(v);
  return bits > std::bit_cast<Bits>(std::numeric_limits<T>::min()) || bits == 0;
}

// w * 10^q by decimal_to_binary (Clinger, Eisel-Lemire) as REAL(kind) 4
// or 8, stored with the sign when it decides.
bool fast_binary(uint64_t w, int64_t q, bool neg, int kind, void* dest) {
  if (kind == 4) {
    float v;
    if (!decimal_to_binary(w, q, &v)) return false;
    if (neg) v = -v;
    std::memcpy(dest, &v, 4);
  } else {
    double v;
    if (!decimal_to_binary(w, q, &v)) return false;
    if (neg) v = -v;
    std::memcpy(dest, &v, 8);
  }
  return true;
}

// REAL(4)/REAL(8) under round-to-nearest: decimal_to_binary when the
// digits fit in 64 bits and it decides, else std::from_chars (exact).
// Returns false when the value is out of range or near the subnormals
// (the exact path raises the exception flags), or when SSE is not rounding to
// nearest (from_chars may use floating arithmetic) so that the exact path takes
// over.
bool fast_convert(const RealFormat& f, const DecimalDigits& d, bool neg,
                  int64_t e10, void* dest) {
  if (!sse_rounds_to_nearest()) return false;
  const size_t n = d.count();
  if (n <= 19 &&
      fast_binary(digits_value(d.digits(), n), e10, neg, f.kind, dest))
    return true;
  char buf[900];
  if (n + 32 > sizeof buf) return false;
  std::memcpy(buf, d.digits(), n);
  char* p = buf + n;
  *p++ = 'e';
  p = std::to_chars(p, buf + sizeof buf, e10).ptr;
  if (f.kind == 4) {
    float v = 0;
    if (std::from_chars(buf, p, v).ec != std::errc() ||
        !clear_of_range_flags(v))
      return false;
    if (neg) v = -v;
    std::memcpy(dest, &v, 4);
  } else {
    double v = 0;
    if (std::from_chars(buf, p, v).ec != std::errc() ||
        !clear_of_range_flags(v))
      return false;
    if (neg) v = -v;
    std::memcpy(dest, &v, 8);
  }
  return true;
}

}  // namespace

bool overflow_rounds_to_infinity(bool negative, RoundMode r) {
  return nearest(r) || (r == RoundMode::kUp && !negative) ||
         (r == RoundMode::kDown && negative);
}

bool store_decimal(const DecimalDigits& d, bool neg, int64_t exp10,
                   bool text_exponent_positive, int kind, RoundMode round,
                   void* dest) {
  const RealFormat& f = real_format(kind);
  if (d.is_zero()) {
    put_fields(f, neg, 0, 0, dest);
    return false;
  }
  const int64_t e10 = d.exponent() + exp10;
  const int64_t lead =
      static_cast<int64_t>(d.count()) - 1 + e10;  // 10^lead <= value
  if (lead >= f.over10) {
    // libquadmath's exponent scan returns a constant-folded Infinity for a
    // positive exponent, whatever the mode; its later checks round.
    if (kind == 16 && text_exponent_positive)
      put_infinity(f, neg, dest);
    else
      put_overflow(f, neg, round, dest);
    return true;
  }
  if (lead <= f.under10) {
    if (kind == 16)
      put_fields(f, neg, 0, 0, dest);
    else
      put_underflow(f, neg, round, dest);
    return false;
  }
  // (REAL(2) and REAL(3) take the exact path: a conversion to float
  // first would round twice.)  The fast paths never overflow: their
  // results are finite or they decline.
  if (nearest(round) && kind >= 4) {
    if (kind <= 8 ? fast_convert(f, d, neg, e10, dest)
                  : clinger(f, d, neg, e10, dest))
      return false;
  }
  return exact_convert(f, d, neg, e10, round, dest);
}

namespace {

// Whether the number [s, end) has an exponent of more than four
// significant digits: the digits before end, after 'e'/'E' and a sign.
bool long_exponent(const char* s, const char* end) {
  // Fewer than five digits at the end (as in "E-30"): no need to look.
  // The sign of a two- or three-digit exponent fails the first test.
  if (end - s < 5 || !is_digit(end[-3]) || !is_digit(end[-4])) return false;
  for (int i = 1; i <= 5; ++i)
    if (!is_digit(end[-i])) return false;
  const char* k = end;
  while (k > s && is_digit(k[-1])) --k;
  const char* letter = k > s && (k[-1] == '+' || k[-1] == '-') ? k - 1 : k;
  if (letter == s || (letter[-1] != 'e' && letter[-1] != 'E')) return false;
  while (k < end && *k == '0') ++k;
  return end - k > 4;
}

}  // namespace

namespace {

// read_plain_decimal for one floating type: read_plain_fast, else (more
// than 19 digits, or undecided) the exact std::from_chars.  kTellExact
// (the flang door): *exact gets what the fast path knows of the value's
// exactness; a separate instantiation, so that the gfortran door's has
// nothing more to do.
template <typename T, bool kTellExact>
const char* read_plain_as(const char* s, const char* e, bool negative,
                          void* dest, PlainExact* exact) {
  T v;
  bool retry;
  bool is_exact;
  const char* end;
  if constexpr (kTellExact)
    end = read_plain_fast(s, e, &v, &retry, &is_exact);
  else
    end = read_plain_fast(s, e, &v, &retry);
  if (end != nullptr) {
    if constexpr (kTellExact)
      *exact = is_exact ? PlainExact::kExact : PlainExact::kInexact;
    if (negative) v = -v;
    std::memcpy(dest, &v, sizeof v);
    return end;
  }
  if constexpr (kTellExact) *exact = PlainExact::kUnknown;
  if (!retry) return nullptr;
  const auto r = std::from_chars(s, e, v);
  if (r.ec != std::errc() || long_exponent(s, r.ptr) ||
      !clear_of_range_flags(v))
    return nullptr;
  if (negative) v = -v;
  std::memcpy(dest, &v, sizeof v);
  return r.ptr;
}

}  // namespace

const char* read_plain_decimal(const char* s, const char* e, bool negative,
                               int kind, void* dest) {
  if (s == e || !(is_digit(*s) || *s == '.')) return nullptr;
  if ((kind != 4 && kind != 8) || !sse_rounds_to_nearest()) return nullptr;
  return kind == 4
             ? read_plain_as<float, false>(s, e, negative, dest, nullptr)
             : read_plain_as<double, false>(s, e, negative, dest, nullptr);
}

const char* read_plain_decimal(const char* s, const char* e, bool negative,
                               int kind, void* dest, PlainExact* exact) {
  if (s == e || !(is_digit(*s) || *s == '.')) return nullptr;
  if ((kind != 4 && kind != 8) || !sse_rounds_to_nearest()) return nullptr;
  return kind == 4 ? read_plain_as<float, true>(s, e, negative, dest, exact)
                   : read_plain_as<double, true>(s, e, negative, dest, exact);
}

void store_zero(bool negative, int kind, void* dest) {
  put_fields(real_format(kind), negative, 0, 0, dest);
}

void store_infinity(bool negative, int kind, void* dest) {
  put_infinity(real_format(kind), negative, dest);
}

void store_nan(bool negative, int kind, void* dest) {
  const RealFormat& f = real_format(kind);
  // The default quiet NaN: top fraction bit (x87: the two top bits).
  const u128 payload = kind == 10 ? static_cast<u128>(3) << 62
                                  : static_cast<u128>(1) << (f.p - 2);
  put_fields(f, kind == 16 ? false : negative, max_biased(f), payload, dest);
}

}  // namespace ftnio::conv::detail
