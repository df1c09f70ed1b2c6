// SPDX-License-Identifier: MIT
// Field layout of F, E, D, EN and ES output from printed decimal digits (L1,
// pure, internal).
//
// edit_real.cpp decides which form an edit becomes (G picks F or E) and
// how many digits the printer must produce; this stage places those
// digits, applies an explicit ROUND= mode to them, and writes the field.
#ifndef FTNIO_CONV_EDIT_LAYOUT_H
#define FTNIO_CONV_EDIT_LAYOUT_H

#include <cstddef>
#include <cstdint>

#include "conv/edit_out.h"

namespace ftnio::conv::detail {

// The forms the layout stage knows; G has already become F or E.
enum class RealForm : uint8_t { kF, kE, kD, kEN, kES };

// A resolved edit: what libgfortran calls the (possibly substituted) fnode
// plus the unit state it reads while building the field.
struct RealLayout {
  RealForm form;  // F, E, D, EN or ES
  int w;          // field width without npad; 0 only for F0.d
  int d;          // digits after the decimal symbol, >= 0
  int e;          // exponent digits: -1 absent, 0 minimal, > 0 exactly e
  int scale;      // kP (0 for G's F form)
  int npad;  // blanks after the number (G's F form: where the exponent would
             // be)
  int size_limit;  // F: more integer digits than this give w asterisks (printer
                   // buffer bound)
  bool g0;  // zero-width E/EN/ES/D/G: no blanks, no exponent when it is zero
  bool own_round;  // round is explicit: digits carry guard digits to round here
  RoundMode round;  // the ROUND= mode in force
};

// The printer's digits of |value|.  For F: nint integer digits (>= 1, a
// single '0' below one) then the fraction digits, as "%.{prec}f" shows
// them.  For the E forms: n significant digits, dig[0] of weight 10^exp10,
// as "%.{n-1}e" shows them.  dig[-1] must be writable (a rounding carry
// may prepend a '1').
struct PrintedDigits {
  char* dig;  // digit characters '0'..'9'
  int n;      // number of digits
  int nint;   // F only: digits before the point
  int exp10;  // E forms only: decimal exponent of dig[0]
};

// Chars of lay's exponent part for the exponent e ("E+dd", "+ddd",
// "E+d"...), or -1 when it does not fit; *letter is cleared when the letter
// must be omitted.  wide is EditModes::wide_exponent.
int exponent_width(const RealLayout& lay, int e, bool wide, bool* letter);

// Writes the field into out and returns its length (w + npad, or the
// natural width when w == 0 or g0), or kEditError when the scale factor is
// out of range for E/D.  zero is true when the value itself is zero.
// pd.dig may be modified.
size_t layout_real(char* out, const RealLayout& lay, const EditModes& modes,
                   PrintedDigits& pd, bool sign_bit, bool zero);

}  // namespace ftnio::conv::detail

#endif  // FTNIO_CONV_EDIT_LAYOUT_H
