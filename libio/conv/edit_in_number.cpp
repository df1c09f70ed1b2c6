// SPDX-License-Identifier: MIT
// Exact decimal-to-binary conversion for every REAL kind and the stores of input values (L1, pure).
//
// libgfortran hands a normalised string to strtof/strtod/strtold (glibc:
// correctly rounded in the current rounding mode) or strtoflt128
// (libquadmath: the same, except that it ignores the rounding mode when
// the result is far out of range).  This file gives the same results
// without the C library: std::from_chars (exact, ties-to-even) serves the
// common REAL(4)/REAL(8) case, and an exact big-integer quotient serves
// directed rounding and REAL(10)/REAL(16).
#include <array>
#include <cfenv>
#include <charconv>
#include <cstdlib>
#include <cstring>

#include "conv/edit_in_detail.h"

namespace ftnio::conv::detail {

bool store_integer(u128 v, int nbytes, void* dest) {
  if (nbytes != 1 && nbytes != 2 && nbytes != 4 && nbytes != 8 && nbytes != 10 && nbytes != 16)
    return false;
  unsigned char b[16];
  for (int i = 0; i < 16; ++i) b[i] = static_cast<unsigned char>(v >> (8 * i));
  std::memcpy(dest, b, static_cast<size_t>(nbytes));
  return true;
}

// ---------------------------------------------------------------------------
// DecimalDigits

namespace {

// Significant digits that decide the rounding of any decimal input: the
// longest midpoint between two adjacent values of the kind has 112 (REAL(4)),
// 767 (REAL(8)), 11516 (REAL(10)) or 11565 (REAL(16)) significant digits.
size_t digit_limit(int kind) {
  switch (kind) {
    case 4: return 120;
    case 8: return 800;
    default: return 11600;
  }
}

}  // namespace

DecimalDigits::DecimalDigits(int kind) : buf_(inline_), limit_(digit_limit(kind)) {
  cap_ = limit_ < kInline ? limit_ : kInline;
}

DecimalDigits::~DecimalDigits() {
  if (buf_ != inline_) std::free(buf_);
}

void DecimalDigits::grow_or_fold(int digit) {
  if (cap_ < limit_ && buf_ == inline_) {
    // Only REAL(10)/REAL(16) inputs with more than kInline significant
    // digits get here.  Without memory the digits stay capped at kInline,
    // still a sticky-exact approximation for all but absurd inputs.
    char* p = static_cast<char*>(std::malloc(limit_ + 2));
    if (p) {
      std::memcpy(p, inline_, n_);
      buf_ = p;
      cap_ = limit_;
      buf_[n_++] = static_cast<char>('0' + digit);
      return;
    }
  }
  if (digit != 0) sticky_ = true;
}

void DecimalDigits::finish() {
  if (sticky_) {
    buf_[n_++] = '1';  // room reserved: buf_ holds cap_ + 2 chars
    return;
  }
  while (n_ > 0 && buf_[n_ - 1] == '0') --n_;
  // point_ is untouched: value = D * 10^(point_ - n_), with fewer digits.
}

// ---------------------------------------------------------------------------
// Binary formats and their encodings

namespace {

struct Format {
  int kind;     // 4, 8, 10, 16
  int p;        // significand bits, leading bit included
  int emin;     // 2^emin is the smallest normal
  int emax;     // 2^emax <= the largest finite < 2^(emax+1)
  int over10;   // decimal exponent of the leading digit >= over10: overflows
  int under10;  // ... <= under10: below half the smallest subnormal
};

constexpr Format kReal4{4, 24, -126, 127, 39, -47};
constexpr Format kReal8{8, 53, -1022, 1023, 309, -325};
constexpr Format kReal10{10, 64, -16382, 16383, 4933, -4952};
constexpr Format kReal16{16, 113, -16382, 16383, 4933, -4967};

const Format& format_of(int kind) {
  switch (kind) {
    case 4: return kReal4;
    case 8: return kReal8;
    case 10: return kReal10;
    default: return kReal16;
  }
}

// Writes a value given by its biased exponent field and its significand
// (fraction bits only for IEEE formats, all 64 bits for x87).
void put_fields(const Format& f, bool neg, uint32_t biased, u128 significand, void* dest) {
  if (f.kind == 10) {
    const uint64_t mant = static_cast<uint64_t>(significand);
    const uint16_t se = static_cast<uint16_t>(biased | (neg ? 0x8000u : 0u));
    std::memcpy(dest, &mant, 8);
    std::memcpy(static_cast<char*>(dest) + 8, &se, 2);
    return;
  }
  const int bits = 8 * f.kind;
  u128 v = significand | (static_cast<u128>(biased) << (f.p - 1));
  if (neg) v |= static_cast<u128>(1) << (bits - 1);
  store_integer(v, f.kind, dest);
}

uint32_t max_biased(const Format& f) { return f.kind == 4 ? 0xFFu : f.kind == 8 ? 0x7FFu : 0x7FFFu; }

void put_infinity(const Format& f, bool neg, void* dest) {
  put_fields(f, neg, max_biased(f), f.kind == 10 ? static_cast<u128>(1) << 63 : 0, dest);
}

// sign * m * 2^L with m < 2^p, normal (m >= 2^(p-1)) or the smallest
// exponent (subnormal); an exponent past emax gives Infinity.
void put_finite(const Format& f, bool neg, u128 m, int64_t L, void* dest) {
  const u128 top = static_cast<u128>(1) << (f.p - 1);
  if (m < top) {  // subnormal or zero
    put_fields(f, neg, 0, m, dest);
    return;
  }
  const int64_t ex = L + f.p - 1;
  if (ex > f.emax) {
    put_infinity(f, neg, dest);
    return;
  }
  const uint32_t biased = static_cast<uint32_t>(ex - f.emin + 1);
  put_fields(f, neg, biased, f.kind == 10 ? m : m - top, dest);
}

void put_max(const Format& f, bool neg, void* dest) {
  const u128 m = (static_cast<u128>(1) << f.p) - 1;
  put_finite(f, neg, m, f.emax - f.p + 1, dest);
}

void put_min_subnormal(const Format& f, bool neg, void* dest) {
  put_fields(f, neg, 0, 1, dest);
}

bool nearest(Round r) { return r != Round::Up && r != Round::Down && r != Round::Zero; }

// A value too large for the kind, rounded per mode (IEEE 754 7.4).
void put_overflow(const Format& f, bool neg, Round r, void* dest) {
  const bool to_inf = nearest(r) || (r == Round::Up && !neg) || (r == Round::Down && neg);
  if (to_inf) put_infinity(f, neg, dest);
  else put_max(f, neg, dest);
}

// A nonzero value below half the smallest subnormal, rounded per mode.
void put_underflow(const Format& f, bool neg, Round r, void* dest) {
  const bool away = (r == Round::Up && !neg) || (r == Round::Down && neg);
  if (away) put_min_subnormal(f, neg, dest);
  else put_fields(f, neg, 0, 0, dest);
}

int bit_length(u128 v) {
  const uint64_t hi = static_cast<uint64_t>(v >> 64);
  if (hi) return 128 - __builtin_clzll(hi);
  const uint64_t lo = static_cast<uint64_t>(v);
  return lo ? 64 - __builtin_clzll(lo) : 0;
}

// Rounds and stores sign * (q + f) * 2^e, where 2^(p+1) <= q < 2^(p+4) and
// the unknown fraction 0 <= f < 1 is nonzero exactly when sticky.
void round_and_put(const Format& f, bool neg, u128 q, int64_t e, bool sticky, Round r,
                   void* dest) {
  const int64_t ex = bit_length(q) - 1 + e;  // floor(log2(value))
  // libquadmath's round_and_return returns a constant-folded 0 for these.
  if (f.kind == 16 && ex < -16495) {
    put_fields(f, neg, 0, 0, dest);
    return;
  }
  if (ex > f.emax) {
    put_overflow(f, neg, r, dest);
    return;
  }
  int64_t L = (ex > f.emin ? ex : f.emin) - (f.p - 1);  // weight of the last kept bit
  const int64_t shift = L - e;                           // >= 1: q has > p bits
  u128 m = 0;
  bool half = false;
  if (shift <= 127) {
    m = q >> shift;
    half = (q >> (shift - 1)) & 1;
    if (shift >= 2 && (q & ((static_cast<u128>(1) << (shift - 1)) - 1)) != 0) sticky = true;
  } else {
    sticky = sticky || q != 0;
  }
  bool inc = false;
  switch (r) {
    case Round::Up: inc = !neg && (half || sticky); break;
    case Round::Down: inc = neg && (half || sticky); break;
    case Round::Zero: break;
    default: inc = half && (sticky || (m & 1)); break;
  }
  if (inc && ++m == (static_cast<u128>(1) << f.p)) {
    m >>= 1;
    ++L;
  }
  put_finite(f, neg, m, L, dest);
}

// ---------------------------------------------------------------------------
// Big unsigned integers, just enough for one exact quotient.

class BigNum {
 public:
  BigNum() = default;
  ~BigNum() {
    if (d_ != small_) std::free(d_);
  }
  BigNum(const BigNum&) = delete;
  BigNum& operator=(const BigNum&) = delete;

  // Room for `limbs` limbs; false without memory.
  bool reserve(size_t limbs) {
    if (limbs <= kSmall) return true;
    d_ = static_cast<uint32_t*>(std::malloc(limbs * sizeof(uint32_t)));
    if (!d_) {
      d_ = small_;
      return false;
    }
    return true;
  }
  size_t size() const { return n_; }
  uint32_t& operator[](size_t i) { return d_[i]; }
  uint32_t operator[](size_t i) const { return d_[i]; }
  void set_size(size_t n) { n_ = n; }

  void mul_add(uint32_t m, uint32_t a) {
    uint64_t carry = a;
    for (size_t i = 0; i < n_; ++i) {
      const uint64_t t = static_cast<uint64_t>(d_[i]) * m + carry;
      d_[i] = static_cast<uint32_t>(t);
      carry = t >> 32;
    }
    if (carry) d_[n_++] = static_cast<uint32_t>(carry);
  }
  void mul_pow5(int64_t k) {
    for (; k >= 13; k -= 13) mul_add(1220703125u, 0);  // 5^13
    uint32_t m = 1;
    for (; k > 0; --k) m *= 5;
    if (m != 1) mul_add(m, 0);
  }
  void shift_left(size_t bits) {
    if (n_ == 0) return;
    const size_t limbs = bits / 32;
    const unsigned s = bits % 32;
    d_[n_ + limbs] = 0;
    for (size_t i = n_; i-- > 0;) {
      const uint64_t v = static_cast<uint64_t>(d_[i]) << s;
      d_[i + limbs + 1] |= static_cast<uint32_t>(v >> 32);
      d_[i + limbs] = static_cast<uint32_t>(v);
    }
    for (size_t i = 0; i < limbs; ++i) d_[i] = 0;
    n_ += limbs + 1;
    trim();
  }
  size_t bit_length() const { return n_ ? 32 * n_ - __builtin_clz(d_[n_ - 1]) : 0; }
  // Bits [lo, lo + count) as an integer, count <= 128.
  u128 bits(size_t lo, int count) const {
    const size_t limb = lo / 32;
    const unsigned sh = lo % 32;
    auto get = [this](size_t i) -> u128 { return i < n_ ? d_[i] : 0; };
    u128 v = get(limb) | get(limb + 1) << 32 | get(limb + 2) << 64 | get(limb + 3) << 96;
    v >>= sh;
    if (sh) v |= get(limb + 4) << (128 - sh);
    if (count < 128) v &= (static_cast<u128>(1) << count) - 1;
    return v;
  }
  bool any_below(size_t bit) const {
    for (size_t i = 0; i < bit / 32 && i < n_; ++i)
      if (d_[i]) return true;
    const size_t limb = bit / 32;
    return limb < n_ && (d_[limb] & ((1u << (bit % 32)) - 1)) != 0;
  }
  void trim() {
    while (n_ > 0 && d_[n_ - 1] == 0) --n_;
  }

 private:
  static constexpr size_t kSmall = 48;
  uint32_t small_[kSmall];  // inline limbs, enough for ordinary inputs
  uint32_t* d_ = small_;    // little-endian 32-bit limbs
  size_t n_ = 0;            // limbs in use; d_[n_-1] != 0 unless zero
};

// D from its decimal digits, nine at a time.
void load_digits(BigNum& a, const char* s, size_t n) {
  a.set_size(0);
  size_t i = 0;
  size_t first = n % 9 ? n % 9 : 9;
  while (i < n) {
    uint32_t chunk = 0;
    uint32_t scale = 1;
    for (size_t k = 0; k < first; ++k, ++i) {
      chunk = chunk * 10 + static_cast<uint32_t>(s[i] - '0');
      scale *= 10;
    }
    if (a.size() == 0) {
      if (chunk) {
        a[0] = chunk;
        a.set_size(1);
      }
    } else {
      a.mul_add(scale, chunk);
    }
    first = 9;
  }
}

// q = floor(u / v) for a quotient below 2^128 (Knuth's algorithm D with
// 32-bit limbs); rem_nonzero tells whether u was not a multiple of v.
// u is destroyed; u needs one spare limb, v is normalised in place.
u128 divide(BigNum& u, BigNum& v, bool* rem_nonzero) {
  const size_t n = v.size();
  if (n == 1) {
    uint64_t r = 0;
    u128 q = 0;
    for (size_t i = u.size(); i-- > 0;) {
      const uint64_t cur = (r << 32) | u[i];
      q = (q << 32) | (cur / v[0]);
      r = cur % v[0];
    }
    *rem_nonzero = r != 0;
    return q;
  }
  const size_t m = u.size() - n;
  const int s = __builtin_clz(v[n - 1]);
  for (size_t i = n - 1; i > 0; --i)
    v[i] = s ? (v[i] << s) | (v[i - 1] >> (32 - s)) : v[i];
  v[0] <<= s;
  u[u.size()] = s ? u[u.size() - 1] >> (32 - s) : 0;
  for (size_t i = u.size() - 1; i > 0; --i)
    u[i] = s ? (u[i] << s) | (u[i - 1] >> (32 - s)) : u[i];
  u[0] <<= s;
  u128 q = 0;
  for (size_t j = m + 1; j-- > 0;) {
    const uint64_t num = (static_cast<uint64_t>(u[j + n]) << 32) | u[j + n - 1];
    uint64_t qhat = num / v[n - 1];
    uint64_t rhat = num % v[n - 1];
    while (qhat >> 32 || qhat * v[n - 2] > ((rhat << 32) | u[j + n - 2])) {
      --qhat;
      rhat += v[n - 1];
      if (rhat >> 32) break;
    }
    // u[j .. j+n] -= qhat * v, then add back once if that went negative.
    int64_t borrow = 0;
    uint64_t carry = 0;
    for (size_t i = 0; i < n; ++i) {
      const uint64_t prod = qhat * v[i] + carry;
      carry = prod >> 32;
      const int64_t t = static_cast<int64_t>(u[i + j]) - static_cast<int64_t>(prod & 0xFFFFFFFFu) + borrow;
      u[i + j] = static_cast<uint32_t>(t);
      borrow = t >> 32;  // 0 or -1
    }
    const int64_t t = static_cast<int64_t>(u[j + n]) - static_cast<int64_t>(carry) + borrow;
    u[j + n] = static_cast<uint32_t>(t);
    if (t < 0) {
      --qhat;
      uint64_t c = 0;
      for (size_t i = 0; i < n; ++i) {
        const uint64_t sum = static_cast<uint64_t>(u[i + j]) + v[i] + c;
        u[i + j] = static_cast<uint32_t>(sum);
        c = sum >> 32;
      }
      u[j + n] += static_cast<uint32_t>(c);
    }
    q = (q << 32) | qhat;
  }
  bool nz = false;
  for (size_t i = 0; i < n; ++i) nz = nz || u[i] != 0;
  *rem_nonzero = nz;
  return q;
}

// The exact path: value = D * 10^e10 = D * 5^e10 * 2^e10.
void exact_convert(const Format& f, const DecimalDigits& d, bool neg, int64_t e10, Round r,
                   void* dest) {
  const size_t n = d.count();
  const size_t d_bits = n * 3322 / 1000 + 40;
  const size_t five_bits = static_cast<size_t>(e10 < 0 ? -e10 : e10) * 2322 / 1000 + 40;
  const size_t extra = static_cast<size_t>(f.p) + 8;
  BigNum a;
  BigNum b;
  const size_t a_limbs = (d_bits + five_bits + extra) / 32 + 4;
  const size_t b_limbs = (five_bits + d_bits) / 32 + 4;
  if (!a.reserve(a_limbs) || !b.reserve(b_limbs)) {
    put_fields(f, neg, 0, 0, dest);  // out of memory: cannot happen in practice
    return;
  }
  load_digits(a, d.digits(), n);
  const int want = f.p + 2;  // bits of the quotient before rounding
  if (e10 >= 0) {
    a.mul_pow5(e10);
    const int64_t la = static_cast<int64_t>(a.bit_length());
    if (la <= want) {
      const u128 q = a.bits(0, static_cast<int>(la)) << (want - la);
      round_and_put(f, neg, q, e10 - (want - la), false, r, dest);
      return;
    }
    const size_t lo = static_cast<size_t>(la - want);
    round_and_put(f, neg, a.bits(lo, want), e10 + static_cast<int64_t>(lo), a.any_below(lo), r,
                  dest);
    return;
  }
  b[0] = 1;
  b.set_size(1);
  b.mul_pow5(-e10);
  // Scale so that the quotient has want or want + 1 bits.
  const int64_t s = static_cast<int64_t>(b.bit_length()) - static_cast<int64_t>(a.bit_length()) + want;
  if (s > 0) a.shift_left(static_cast<size_t>(s));
  else if (s < 0) b.shift_left(static_cast<size_t>(-s));
  bool rem = false;
  const u128 q = divide(a, b, &rem);
  round_and_put(f, neg, q, e10 - s, rem, r, dest);
}

// Whether SSE arithmetic rounds to nearest (std::from_chars and __float128
// arithmetic may use it); MXCSR bits 13-14 hold the rounding control.
bool sse_rounds_to_nearest() {
#if defined(__x86_64__)
  return (__builtin_ia32_stmxcsr() & 0x6000u) == 0;
#else
  return std::fegetround() == FE_TONEAREST;
#endif
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
bool clinger(const Format& f, const DecimalDigits& d, bool neg, int64_t e10, void* dest) {
  const size_t n = d.count();
  u128 m = 0;
  if (f.kind == 10) {
    if (n > 19 || e10 > 27 || e10 < -27 || !x87_rounds_to_nearest_extended()) return false;
  } else {
    if (n > 34 || e10 > 48 || e10 < -48 || !sse_rounds_to_nearest()) return false;
  }
  for (size_t i = 0; i < n; ++i) m = m * 10 + static_cast<unsigned>(d.digits()[i] - '0');
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
      for (auto& x : t) x = p, p *= 10;  // exact: 10^48 = 2^48 * 5^48 < 2^48 * 2^113
      return t;
    }();
    __float128 v = static_cast<__float128>(m);
    v = e10 < 0 ? v / kPow10[k] : v * kPow10[k];
    if (neg) v = -v;
    std::memcpy(dest, &v, 16);
  }
  return true;
}

// REAL(4)/REAL(8) under round-to-nearest: std::from_chars is exact.
// Returns false when SSE is not rounding to nearest (from_chars may use
// floating arithmetic) so that the exact path takes over.
bool fast_convert(const Format& f, const DecimalDigits& d, bool neg, int64_t e10, void* dest) {
  if (!sse_rounds_to_nearest()) return false;
  char buf[900];
  const size_t n = d.count();
  if (n + 32 > sizeof buf) return false;
  std::memcpy(buf, d.digits(), n);
  char* p = buf + n;
  *p++ = 'e';
  p = std::to_chars(p, buf + sizeof buf, e10).ptr;
  const bool high = static_cast<int64_t>(n) - 1 + e10 >= 0;
  if (f.kind == 4) {
    float v = 0;
    if (std::from_chars(buf, p, v).ec != std::errc()) v = high ? __builtin_inff() : 0.0f;
    if (neg) v = -v;
    std::memcpy(dest, &v, 4);
  } else {
    double v = 0;
    if (std::from_chars(buf, p, v).ec != std::errc()) v = high ? __builtin_inf() : 0.0;
    if (neg) v = -v;
    std::memcpy(dest, &v, 8);
  }
  return true;
}

}  // namespace

void store_decimal(const DecimalDigits& d, bool neg, int64_t exp10, bool text_exponent_positive,
                   int kind, Round round, void* dest) {
  const Format& f = format_of(kind);
  if (d.is_zero()) {
    put_fields(f, neg, 0, 0, dest);
    return;
  }
  const int64_t e10 = d.exponent() + exp10;
  const int64_t lead = static_cast<int64_t>(d.count()) - 1 + e10;  // 10^lead <= value
  if (lead >= f.over10) {
    // libquadmath's exponent scan returns a constant-folded Infinity for a
    // positive exponent, whatever the mode; its later checks round.
    if (kind == 16 && text_exponent_positive) put_infinity(f, neg, dest);
    else put_overflow(f, neg, round, dest);
    return;
  }
  if (lead <= f.under10) {
    if (kind == 16) put_fields(f, neg, 0, 0, dest);
    else put_underflow(f, neg, round, dest);
    return;
  }
  if (nearest(round)) {
    if (kind <= 8 ? fast_convert(f, d, neg, e10, dest) : clinger(f, d, neg, e10, dest)) return;
  }
  exact_convert(f, d, neg, e10, round, dest);
}

bool store_plain_decimal(std::string_view number, bool negative, int kind, void* dest) {
  if (kind != 4 && kind != 8) return false;
  if (!sse_rounds_to_nearest()) return false;
  const char* end = number.data() + number.size();
  if (kind == 4) {
    float v;
    const auto r = std::from_chars(number.data(), end, v);
    if (r.ec != std::errc() || r.ptr != end) return false;
    if (negative) v = -v;
    std::memcpy(dest, &v, 4);
  } else {
    double v;
    const auto r = std::from_chars(number.data(), end, v);
    if (r.ec != std::errc() || r.ptr != end) return false;
    if (negative) v = -v;
    std::memcpy(dest, &v, 8);
  }
  return true;
}

size_t plain_number_length(const char* s, size_t n, bool* has_point, int* exp_digits) {
  size_t i = 0;
  *has_point = false;
  *exp_digits = 0;
  while (i < n && is_digit(s[i])) ++i;
  if (i < n && s[i] == '.') {
    *has_point = true;
    ++i;
    while (i < n && is_digit(s[i])) ++i;
  }
  if (i < n && (s[i] == 'e' || s[i] == 'E')) {
    ++i;
    if (i < n && (s[i] == '+' || s[i] == '-')) ++i;
    while (i < n && s[i] == '0') ++i;
    size_t k = i;
    while (k < n && is_digit(s[k])) ++k;
    *exp_digits = static_cast<int>(k - i);
    if (k == i && !(i > 0 && s[i - 1] == '0')) *exp_digits = -1;
    i = k;
  }
  return i;
}

void store_zero(bool negative, int kind, void* dest) {
  put_fields(format_of(kind), negative, 0, 0, dest);
}

void store_infinity(bool negative, int kind, void* dest) {
  put_infinity(format_of(kind), negative, dest);
}

void store_nan(bool negative, int kind, void* dest) {
  const Format& f = format_of(kind);
  // The default quiet NaN: top fraction bit (x87: the two top bits).
  const u128 payload = kind == 10 ? static_cast<u128>(3) << 62 : static_cast<u128>(1) << (f.p - 2);
  put_fields(f, kind == 16 ? false : negative, max_biased(f), payload, dest);
}

}  // namespace ftnio::conv::detail
