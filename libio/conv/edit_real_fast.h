// SPDX-License-Identifier: MIT
// The common F, E, D, ES and EN fields of a REAL(4) or REAL(8) written straight
// from the exactly rounded scaled integer (L1, pure, internal).
//
// edit_real's general path prints digit text (decimal.h) and hands it to
// layout_real, which knows every rule: explicit ROUND= modes, scale
// factors, G0 trimming, printer buffer bounds.  The fields programs write
// most need none of those; for them the digits go from the integer
// round(|v| x 10^s) into the field in one pass, with the same result.
#ifndef FTNIO_CONV_EDIT_REAL_FAST_H
#define FTNIO_CONV_EDIT_REAL_FAST_H

#include <cstddef>

#include "conv/edit_layout.h"
#include "conv/edit_out.h"

namespace ftnio::conv::detail {

// Writes the field of |m| (m >= 0 finite; sign_bit the value's sign) as
// layout_real would from the printer's digits, and returns its length; 0
// when the layout is not one this path takes (then nothing is written):
// explicit rounding, a scale factor, G0, zero width, EN (fast_en_field),
// Ew.dE0, E forms
// narrower than 6, magnitudes scaled_round declines.
size_t fast_real_field(char* out, const RealLayout& lay, const EditModes& modes,
                       double m, bool sign_bit);

// The same for an ENw.d[Ee] layout (lay.form kEN; the scale factor has no
// part in EN), whose digits beyond the first before the point the value's
// one-digit rounding gave (extra, 0..2: edit_real.cpp, en_extra_before):
// what layout_real writes from the general path's d + extra + 1 digits.
// 0 for explicit rounding, G0, zero width, Ew.dE0, w < 6, d > 16, and
// magnitudes scaled_round declines.
size_t fast_en_field(char* out, const RealLayout& lay, const EditModes& modes,
                     double m, bool sign_bit, int extra);

}  // namespace ftnio::conv::detail

#endif  // FTNIO_CONV_EDIT_REAL_FAST_H
