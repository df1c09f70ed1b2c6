// SPDX-License-Identifier: MIT
// Widening of REAL(2) and REAL(3) values to float (L1, pure).
#include "conv/narrow_real.h"

#include <bit>

namespace ftnio::conv {

namespace {

// binary16: 1 sign, 5 exponent (bias 15), 10 fraction bits.  Subnormals
// are normalised into float's wider exponent range.
uint32_t half_to_single_bits(uint16_t h) {
  const uint32_t sign = static_cast<uint32_t>(h & 0x8000u) << 16;
  const uint32_t ex = (h >> 10) & 0x1Fu;
  uint32_t frac = h & 0x3FFu;
  if (ex == 0x1Fu) return sign | 0x7F800000u | (frac << 13);  // Inf, NaN
  if (ex == 0) {
    if (frac == 0) return sign;
    // frac x 2^-24: shift it up until its leading one is the implicit bit.
    int e = -14;
    while ((frac & 0x400u) == 0) {
      frac <<= 1;
      --e;
    }
    return sign | (static_cast<uint32_t>(e + 127) << 23) |
           ((frac & 0x3FFu) << 13);
  }
  return sign | ((ex - 15 + 127) << 23) | (frac << 13);
}

}  // namespace

float widen_narrow_real(uint16_t bits, int kind) {
  // bfloat16 is the top half of a float.
  const uint32_t w =
      kind == 3 ? static_cast<uint32_t>(bits) << 16 : half_to_single_bits(bits);
  return std::bit_cast<float>(w);
}

}  // namespace ftnio::conv
