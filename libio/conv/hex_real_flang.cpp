// SPDX-License-Identifier: MIT
// Hexadecimal REAL input as LLVM flang 19's runtime converts it (L1):
// hex_real_flang.h.  Learnt from flang's behaviour: the significand keeps
// p bits and a rounding and a sticky bit; a value below the normals is
// shifted into the subnormal range, keeping those two bits, and rounded
// once; a rounded value that stays below the normals raises
// IEEE_UNDERFLOW even when exact; an overflow is Infinity (HUGE under
// rounding toward zero or away from the value's sign).
#include "conv/hex_real_flang.h"

#include <cfenv>
#include <cstring>

namespace ftnio::conv::detail {

namespace {

struct HexFormat {
  int p;         // significand bits, the leading one included
  int bias;      // exponent bias; the largest biased exponent is 2 * bias + 1
  int fraction;  // bits below the exponent field (x87: all 64, explicit)
};

HexFormat hex_format(int kind) {
  switch (kind) {
    case 2: return {11, 15, 10};
    case 3: return {8, 127, 7};
    case 4: return {24, 127, 23};
    case 8: return {53, 1023, 52};
    case 10: return {64, 16383, 64};
    default: return {113, 16383, 112};
  }
}

void put(int kind, const HexFormat& f, bool negative, int64_t biased,
         u128 fraction, void* dest) {
  if (kind == 10) {
    const auto mant = static_cast<uint64_t>(fraction);
    const auto top = static_cast<uint16_t>(biased | (negative ? 0x8000 : 0));
    std::memcpy(dest, &mant, 8);
    std::memcpy(static_cast<char*>(dest) + 8, &top, 2);
    return;
  }
  const int bytes = kind == 3 ? 2 : kind;
  u128 v = fraction | static_cast<u128>(biased) << f.fraction;
  if (negative) v |= static_cast<u128>(1) << (8 * bytes - 1);
  store_integer(v, bytes, dest);
}

}  // namespace

HexSignificand::HexSignificand(int kind)
    : kind_(kind), p_(hex_format(kind).p) {}

void HexSignificand::add(int digit) {
  if (full_) {  // (nor is it counted: its weight is the exponent's)
    sticky_ = sticky_ || digit != 0;
    return;
  }
  ++digits_;
  fraction_ = fraction_ << 4 | static_cast<unsigned>(digit);
  while (fraction_ >> p_) {
    sticky_ = sticky_ || round_;
    round_ = (fraction_ & 1) != 0;
    fraction_ >>= 1;
    ++cut_;
    full_ = true;
  }
}

bool HexSignificand::store(bool negative, int64_t exponent, RoundMode round,
                           void* dest) const {
  const HexFormat f = hex_format(kind_);
  const int64_t max_biased = 2 * static_cast<int64_t>(f.bias) + 1;
  u128 m = fraction_;
  bool half = round_, rest = sticky_;
  // The biased exponent of m's bit p - 1.
  int64_t e = exponent - 4 * digits_ + cut_ + (p_ - 1) + f.bias;
  if (m != 0) {
    for (; e < 1 && (m != 0 || half); ++e) {  // into the subnormal range
      rest = rest || half;
      half = (m & 1) != 0;
      m >>= 1;
    }
    if (e < 1) e = 1;                         // (nothing left to shift)
    for (; e > 1 && !(m >> (p_ - 1)); --e) {  // normalized, exactly
      m <<= 1;
      half = rest = false;
    }
  }
  bool up = false;
  switch (round) {
    case RoundMode::kUp: up = !negative && (half || rest); break;
    case RoundMode::kDown: up = negative && (half || rest); break;
    case RoundMode::kZero: break;
    case RoundMode::kCompatible: up = half; break;
    default: up = half && (rest || (m & 1) != 0); break;
  }
  if (up && (++m >> p_) != 0) {
    m >>= 1;
    ++e;
  }
  int flags = half || rest ? FE_INEXACT : 0;
  const u128 mask = (static_cast<u128>(1) << f.fraction) - 1;
  if (m == 0) {
    e = 0;
  } else if (e == 1 && !(m >> (p_ - 1))) {
    e = 0;
    flags |= FE_UNDERFLOW;
  } else if (e >= max_biased) {
    const bool huge = round == RoundMode::kZero ||
                      (round == RoundMode::kDown && !negative) ||
                      (round == RoundMode::kUp && negative);
    if (!huge) {
      put(kind_, f, negative, max_biased, 0, dest);
      return true;
    }
    e = max_biased - 1;
    m = mask;
  } else {
    m &= mask;
  }
  put(kind_, f, negative, e, m, dest);
  if (flags != 0) std::feraiseexcept(flags);
  return false;
}

}  // namespace ftnio::conv::detail
