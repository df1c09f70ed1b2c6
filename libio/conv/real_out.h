// SPDX-License-Identifier: MIT
// Field-layout pieces shared by list-directed and edit-descriptor real output
// (L1, pure).
#ifndef FTNIO_CONV_REAL_OUT_H
#define FTNIO_CONV_REAL_OUT_H

#include <cstddef>

namespace ftnio::conv {

// What a number's sign position holds after libgfortran's sign rules.
enum class SignChar : char { kNone = 0, kMinus = '-', kPlus = '+' };

// Sign of a value whose magnitude prints as nonzero: '-' for negatives,
// '+' only when the plus is requested (SIGN='PLUS' / optional plus).
inline SignChar sign_for(bool negative, bool plus) {
  return negative ? SignChar::kMinus
                  : (plus ? SignChar::kPlus : SignChar::kNone);
}

// Sign of a value that prints as zero: a negative zero keeps its '-' only
// while sign_zero (-fsign-zero, the default) is on.
inline SignChar sign_for_zero(bool sign_bit, bool sign_zero, bool plus) {
  return sign_for(sign_bit && sign_zero, plus);
}

// Writes "[+-]ddd": the exponent's sign and |e| zero-padded to ndigits
// digits (the caller has checked |e| fits).  Returns ndigits + 1.
size_t put_exponent(char* out, int e, int ndigits);

// Number of decimal digits of |e| (1 for zero).
int exponent_digits(int e);

// Infinity or NaN in a field of width w >= 1, right-justified:
// "NaN", or "Infinity"/"Inf" with the sign in front when sign != kNone
// (a minus is mandatory: a width too small for it gives asterisks).
// w == 0 asks for the minimal text ("NaN", "Inf", "-Inf", "+Inf");
// short_only writes "Inf" in any width, as LLVM flang does.
// Returns the chars written (w, or the minimal length).
size_t put_infnan(char* out, bool is_nan, SignChar sign, int w,
                  bool short_only = false);

}  // namespace ftnio::conv

#endif  // FTNIO_CONV_REAL_OUT_H
