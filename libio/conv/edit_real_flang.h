// SPDX-License-Identifier: MIT
// Zero-width real output edits, and Gw.0, as LLVM flang 19's runtime
// writes them (L1, pure).
//
// flang's forms differ from libgfortran's: no leading zero (".15E+01"),
// an exponent of at least two digits, the letter dropped from a
// three-digit one (".1-299"), and d or e may be omitted, which asks for
// the fewest digits that read back to the value (flang's Minimize
// conversion, list_items_flang.h's digits): E0 -> ".15E+01", ES0 ->
// "1.5E+00", EN0 -> "123.E-06", F0 -> "1.5" (an integer beyond the digits
// written in full: "1234567813922816.").  G0 is F0 when the value
// rounded to d (omitted: the kind's decimal precision, 3 for REAL(2), 2
// for REAL(3), 6, 15, 18, 33) digits has a decimal exponent from 0 to d,
// else E0 with the fewest exponent digits (".655E+5"), the scale factor
// ignored in the F form.  flang's formats also take F, E, EN, ES, D and G
// without any width: the same as w = 0 with d and e omitted.  G0.0 is
// F0.0 when the exact value's decimal exponent is 0, else E0.0 (one
// digit).  Gw.0 (w > 0, no scale factor) shows no digit at all:
// "0.E+01" for 9.99, zero "0.0E+00".
#ifndef FTNIO_CONV_EDIT_REAL_FLANG_H
#define FTNIO_CONV_EDIT_REAL_FLANG_H

#include <cstddef>

#include "conv/edit_out.h"

namespace ftnio::conv {

// F, E, EN, ES, D or G with spec.w == 0, or Gw.0 under 0P, on the
// REAL(kind) at p (kinds 2, 3, 4, 8, 10, 16), under modes (kP, SP, DC;
// ROUND= only the nearest modes).  Returns the field length (within
// edit_max_width's bound), kEditError when the E form refuses the scale
// factor (flang's error, d taken as 0 when omitted), or 0 when the edit
// is not one of these forms (another w > 0, a directed ROUND= where the
// digits depend on it, a scale factor that F0.d would apply, Gw.0 of an
// infinity or NaN): the caller edits it as before.
size_t edit_real_flang(char* out, const EditSpec& spec, const EditModes& modes,
                       const void* p, int kind);

}  // namespace ftnio::conv

#endif  // FTNIO_CONV_EDIT_REAL_FLANG_H
