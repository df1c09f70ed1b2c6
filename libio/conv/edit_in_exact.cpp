// SPDX-License-Identifier: MIT
// The exact binary quotient of a decimal number, with big integers, for input
// conversion (L1, pure).
//
// D * 10^e10 = D * 5^e10 * 2^e10: for e10 >= 0 the integer D * 5^e10 is
// cut to its top bits; for e10 < 0 the quotient D * 2^s / 5^-e10 comes from
// long division (Knuth's algorithm D).  Only the few quotient bits that
// rounding needs are formed, and whether anything was left over.
#include <cstdlib>
#include <cstring>

#include "conv/edit_in_detail.h"

namespace ftnio::conv::detail {

namespace {

// A big unsigned integer, just enough for one exact quotient.
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
  size_t bit_length() const {
    return n_ ? 32 * n_ - __builtin_clz(d_[n_ - 1]) : 0;
  }
  // Bits [lo, lo + count) as an integer, count <= 128.
  u128 bits(size_t lo, int count) const {
    const size_t limb = lo / 32;
    const unsigned sh = lo % 32;
    auto get = [this](size_t i) -> u128 { return i < n_ ? d_[i] : 0; };
    u128 v = get(limb) | get(limb + 1) << 32 | get(limb + 2) << 64 |
             get(limb + 3) << 96;
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
      const int64_t t = static_cast<int64_t>(u[i + j]) -
                        static_cast<int64_t>(prod & 0xFFFFFFFFu) + borrow;
      u[i + j] = static_cast<uint32_t>(t);
      borrow = t >> 32;  // 0 or -1
    }
    const int64_t t =
        static_cast<int64_t>(u[j + n]) - static_cast<int64_t>(carry) + borrow;
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

}  // namespace

bool exact_binary(const DecimalDigits& d, int64_t e10, int want, u128* q,
                  int64_t* e, bool* sticky) {
  const size_t n = d.count();
  const size_t d_bits = n * 3322 / 1000 + 40;  // log2(10) = 3.3219...
  const size_t five_bits =
      static_cast<size_t>(e10 < 0 ? -e10 : e10) * 2322 / 1000 + 40;
  const size_t extra = static_cast<size_t>(want) + 8;
  BigNum a;
  BigNum b;
  const size_t a_limbs = (d_bits + five_bits + extra) / 32 + 4;
  const size_t b_limbs = (five_bits + d_bits) / 32 + 4;
  if (!a.reserve(a_limbs) || !b.reserve(b_limbs)) return false;
  load_digits(a, d.digits(), n);
  *sticky = false;
  if (e10 >= 0) {
    // An integer: its top want bits, the rest sticky.
    a.mul_pow5(e10);
    const int64_t la = static_cast<int64_t>(a.bit_length());
    if (la <= want) {
      *q = a.bits(0, static_cast<int>(la)) << (want - la);
      *e = e10 - (want - la);
      return true;
    }
    const size_t lo = static_cast<size_t>(la - want);
    *q = a.bits(lo, want);
    *e = e10 + static_cast<int64_t>(lo);
    *sticky = a.any_below(lo);
    return true;
  }
  b[0] = 1;
  b.set_size(1);
  b.mul_pow5(-e10);
  // Scale so that the quotient has want or want + 1 bits.
  const int64_t s = static_cast<int64_t>(b.bit_length()) -
                    static_cast<int64_t>(a.bit_length()) + want;
  if (s > 0)
    a.shift_left(static_cast<size_t>(s));
  else if (s < 0)
    b.shift_left(static_cast<size_t>(-s));
  *q = divide(a, b, sticky);
  *e = e10 - s;
  return true;
}

}  // namespace ftnio::conv::detail
