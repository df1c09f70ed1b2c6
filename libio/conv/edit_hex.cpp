// SPDX-License-Identifier: MIT
// EX editing: real values as hexadecimal-significand numbers, F2018 13.7.2.3.6
// (L1, pure).
//
// gfortran 12 rejects EX in formats, so there is no libgfortran behaviour
// to match; this follows the standard and C's "%A" conventions: the
// significand is normalised to a leading 1 (subnormals too), rounded to d
// hexadecimal digits by the ROUND= mode (d == 0: as many as the value
// needs), the binary exponent has e digits (absent or 0: as few as
// needed), the scale factor is ignored, and a field too narrow is w
// asterisks.
#include <cstring>

#include "conv/edit_detail.h"

namespace ftnio::conv::detail {
namespace {

int top_bit(uint128 v) {
  const uint64_t hi = static_cast<uint64_t>(v >> 64);
  if (hi != 0) return 127 - __builtin_clzll(hi);
  return 63 - __builtin_clzll(static_cast<uint64_t>(v));
}

// True when dropping `rem` (the low `bits` bits) must round the kept part up.
bool hex_round_up(uint128 kept, uint128 rem, int bits, RoundMode round,
                  bool negative) {
  if (rem == 0) return false;
  const uint128 half = uint128{1} << (bits - 1);
  switch (round) {
    case RoundMode::kUp: return !negative;
    case RoundMode::kDown: return negative;
    case RoundMode::kZero: return false;
    case RoundMode::kCompatible: return rem >= half;
    default: return rem > half || (rem == half && (kept & 1) != 0);
  }
}

}  // namespace

size_t edit_hex_real(char* out, const EditSpec& spec, const EditModes& modes,
                     bool sign_bit, uint128 significand, int q) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  const int d = spec.d_given ? spec.d : 0;
  const bool zero = significand == 0;
  int exp2 = 0;
  uint128 frac = 0;  // fraction bits, left-aligned to whole hex digits
  int nhex = 0;      // hex digits in frac
  if (!zero) {
    const int t = top_bit(significand);
    exp2 = t + q;
    nhex = (t + 3) / 4;
    frac = (significand & ((uint128{1} << t) - 1)) << (4 * nhex - t);
    if (d > 0 && d < nhex) {
      const int drop = 4 * (nhex - d);
      const uint128 rem = frac & ((uint128{1} << drop) - 1);
      frac >>= drop;
      nhex = d;
      if (hex_round_up(frac, rem, drop, modes.round, sign_bit) &&
          ++frac == uint128{1} << (4 * d)) {
        frac = 0;  // 1.FFF rounds to 2.000 = 1.000 x 2
        ++exp2;
      }
    }
    if (d == 0) {
      while (nhex > 0 && (frac & 0xF) == 0) {
        frac >>= 4;
        --nhex;
      }
    }
  }
  // Body text: [sign]0Xh.hhhP[+-]n
  char text[96 + 64];
  char* p = text;
  const SignChar sign =
      edit_sign(zero ? sign_bit && modes.sign_zero : sign_bit, modes);
  if (sign != SignChar::kNone) *p++ = static_cast<char>(sign);
  *p++ = '0';
  *p++ = 'X';
  *p++ = zero ? '0' : '1';
  *p++ = modes.decimal_comma ? ',' : '.';
  for (int i = nhex - 1; i >= 0; --i)
    *p++ = kHex[static_cast<unsigned>(frac >> (4 * i)) & 0xF];
  const int pad =
      d > nhex ? d - nhex : 0;  // d beyond the value's digits: zeros
  *p++ = 'P';
  const int nd = exponent_digits(exp2);
  const int edig = spec.e_given && spec.e > 0 ? spec.e : nd;
  const bool exp_fits = nd <= edig && edig < 64;
  // An exponent wider than e digits fills the field (w, or the width the
  // field would have had) with asterisks.
  const int body =
      static_cast<int>(p - text) + pad + (edig < 64 ? edig : 64) + 1;
  const int w = spec.w > 0 ? spec.w : body;
  if (!exp_fits || body > w) return fill(out, '*', w);
  char* o = out + fill(out, ' ', w - body);
  const size_t head =
      static_cast<size_t>(p - text) - 1;  // up to the hex digits
  std::memcpy(o, text, head);
  o += head;
  o += fill(o, '0', pad);
  *o++ = 'P';
  o += put_exponent(o, exp2, edig);
  return static_cast<size_t>(o - out);
}

}  // namespace ftnio::conv::detail
