// SPDX-License-Identifier: MIT
// Helpers shared by the edit-descriptor output files of libio/conv (L1, pure,
// internal).
#ifndef FTNIO_CONV_EDIT_DETAIL_H
#define FTNIO_CONV_EDIT_DETAIL_H

#include <cstddef>
#include <cstring>

#include "conv/edit_out.h"
#include "conv/int_out.h"
#include "conv/real_out.h"

namespace ftnio::conv::detail {

// The sign libgfortran puts in front of a number (write_float.def's
// calculate_sign): '-' for negatives, otherwise '+' under SP, or under S /
// no SIGN= when GFORTRAN_OPTIONAL_PLUS is set.
inline SignChar edit_sign(bool negative, const EditModes& modes) {
  if (negative) return SignChar::kMinus;
  switch (modes.sign) {
    case SignMode::kPlus: return SignChar::kPlus;
    case SignMode::kSuppress: return SignChar::kNone;
    case SignMode::kProcessorDefined: break;
  }
  return modes.optional_plus ? SignChar::kPlus : SignChar::kNone;
}

inline size_t fill(char* out, char c, int n) {
  if (n > 0) std::memset(out, c, static_cast<size_t>(n));
  return n > 0 ? static_cast<size_t>(n) : 0;
}

// B, O or Z editing of the nbytes-byte unsigned value v (an integer's two's
// complement bits, or a real's storage), F2018 13.7.2.4: digits without
// sign, at least m of them, right-justified in w (w == 0: just wide
// enough); w asterisks when they do not fit.  whole_zero: see
// EditModes::boz_zero_whole.
size_t edit_boz(char* out, const EditSpec& spec, uint128 v, bool whole_zero);

// EX editing (F2018 13.7.2.3.6) of the finite value significand * 2^q
// (significand 0 for a zero) with the given sign bit.
size_t edit_hex_real(char* out, const EditSpec& spec, const EditModes& modes,
                     bool sign_bit, uint128 significand, int q);

}  // namespace ftnio::conv::detail

#endif  // FTNIO_CONV_EDIT_DETAIL_H
