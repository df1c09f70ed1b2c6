// SPDX-License-Identifier: MIT
// F, E, D, ES and EN fields straight from the scaled integer (L1, pure).
//
// The field rules are layout_real's (edit_layout.cpp) for a layout without
// own rounding or scale factor: "[blanks][sign][0]<int>.<frac>[exp]
// [npad blanks]", asterisks when it does not fit, '-' on a zero only
// under sign_zero.  The digits are scaled_round's, which equal the exact
// printer's (ties to even), so the text is the general path's.
#include "conv/edit_real_fast.h"

#include <cstdint>

#include "conv/edit_detail.h"
#include "conv/int_out.h"
#include "conv/real_out.h"
#include "conv/scaled_round.h"

namespace ftnio::conv::detail {
namespace {

// What every form shares once its digits are known.
struct Field {
  int nbefore;      // digits before the decimal symbol (0: none)
  int ndigits;      // digits in all, nbefore + lay.d
  uint64_t digits;  // those digits as one integer (< 10^ndigits)
  bool zero;        // the digits are all zeros
  int edigits;      // exponent part width (letter, sign, digits); 0 for F
  bool letter;      // the exponent part starts with the letter
  int exp;          // the exponent written
};

// F: round(|m| x 10^d) split at the point; false when it does not fit 64
// bits or has more integer digits than the field (layout_real's buffer
// bound and asterisks then apply).
bool fixed_field(const RealLayout& lay, double m, Field* f) {
  uint64_t r = 0;
  if (lay.d > 18 || (m != 0 && !scaled_round(m, lay.d, &r))) return false;
  if (r >= kPow10[19]) return false;
  const int nint = r >= kPow10[lay.d] ? count_digits(r) - lay.d : 0;
  if (nint > lay.w) return false;
  *f = Field{nint, nint + lay.d, r, r == 0, 0, false, 0};
  return true;
}

// E, D (0.ddd, exponent one more than the first digit's) and ES (d.ddd).
bool exponent_field(const RealLayout& lay, double m, Field* f) {
  const bool es = lay.form == RealForm::kES;
  const int n = es ? lay.d + 1 : lay.d;
  if (lay.w < 6 || lay.e == 0 || n < 1 || n > 19) return false;
  uint64_t r = 0;
  int e = 0;
  if (m != 0) {
    if (!scaled_significant(m, n, &r, &e)) return false;
    if (!es) ++e;
  }
  *f = Field{es ? 1 : 0, n, r, m == 0, 0, false, e};
  // A double's exponent has at most three digits, so the wide mode
  // (whole exponents past 999) never applies.
  f->edigits = exponent_width(lay, e, false, &f->letter);
  return true;
}

// EN: the d + extra + 1 significant digits the general path prints
// (extra from the value's one-digit rounding: edit_real.cpp,
// en_extra_before), placed by their own exponent as layout_real's
// place_exponent places them: 1 to 3 digits before the point, an
// exponent a multiple of three.  Where the rounding to those digits
// carried into a new power of ten the two disagree, and the general path
// pads with zeros or drops digits (put_digits, no second rounding): so
// does this.
bool engineering_field(const RealLayout& lay, double m, int extra, Field* f) {
  const int n = lay.d + extra + 1;
  if (lay.w < 6 || lay.e == 0 || lay.d + 3 > 19 || n > 19) return false;
  uint64_t r = 0;
  int e = 0;
  if (m != 0 && !scaled_significant(m, n, &r, &e)) return false;
  int shift = e % 3;
  if (shift < 0) shift += 3;
  const int ndigits = shift + 1 + lay.d;
  if (ndigits > n) r *= kPow10[ndigits - n];
  if (ndigits < n) r /= kPow10[n - ndigits];
  *f = Field{shift + 1, ndigits, r, m == 0, 0, false, e - shift};
  f->edigits = exponent_width(lay, e - shift, false, &f->letter);
  return true;
}

// Writes "<int>.<frac>": the ndigits digits with the symbol nbefore in.
char* put_number(char* q, const Field& f, char point) {
  if (f.nbefore == 0) {
    *q++ = point;
    put_exactly(q, f.ndigits, f.digits);
    return q + f.ndigits;
  }
  // All digits one place right, then the integer part back over the gap
  // (one digit for ES; a short copy, not a call, for F).
  put_exactly(q + 1, f.ndigits, f.digits);
  q[0] = q[1];
  for (int i = 1; i < f.nbefore; ++i) q[i] = q[i + 1];
  q[f.nbefore] = point;
  return q + f.ndigits + 1;
}

// "+dd" inline for the usual two-digit exponent; put_exponent otherwise.
char* put_exponent_digits(char* q, int e, int ndigits) {
  const unsigned a =
      e < 0 ? 0u - static_cast<unsigned>(e) : static_cast<unsigned>(e);
  if (ndigits != 2 || a > 99) return q + put_exponent(q, e, ndigits);
  q[0] = e < 0 ? '-' : '+';
  put_pair(q + 1, a);
  return q + 3;
}

size_t write_field(char* out, const RealLayout& lay, const EditModes& modes,
                   const Field& f, bool sign_bit) {
  const SignChar sign =
      edit_sign(f.zero ? sign_bit && modes.sign_zero : sign_bit, modes);
  const int nsign = sign == SignChar::kNone ? 0 : 1;
  const int w = lay.w;
  int nblanks = w - (f.ndigits + f.edigits + 1) - nsign;
  const bool lead_zero = f.nbefore == 0 && nblanks > 0;
  if (lead_zero) --nblanks;
  const int len = w + lay.npad;
  if (nblanks < 0 || f.edigits < 0 || w == 1 || (w == 2 && nsign))
    return fill(out, '*', len);
  char* q = out + fill(out, ' ', nblanks);
  if (nsign) *q++ = static_cast<char>(sign);
  if (lead_zero) *q++ = '0';
  q = put_number(q, f, modes.decimal_comma ? ',' : '.');
  if (lay.form != RealForm::kF) {
    if (f.letter) *q++ = lay.form == RealForm::kD ? 'D' : 'E';
    q = put_exponent_digits(q, f.exp, f.edigits - (f.letter ? 2 : 1));
  }
  q += fill(q, ' ', lay.npad);
  return static_cast<size_t>(q - out);
}

}  // namespace

size_t fast_real_field(char* out, const RealLayout& lay, const EditModes& modes,
                       double m, bool sign_bit) {
  if (lay.own_round || lay.scale != 0 || lay.g0 || lay.w <= 0) return 0;
  Field f;
  switch (lay.form) {
    case RealForm::kF:
      // (flang_small_fixed changes only explicitly rounded fields)
      if (!fixed_field(lay, m, &f)) return 0;
      break;
    case RealForm::kE:
    case RealForm::kD:
    case RealForm::kES:
      if (!exponent_field(lay, m, &f)) return 0;
      break;
    default: return 0;  // EN: fast_en_field
  }
  return write_field(out, lay, modes, f, sign_bit);
}

size_t fast_en_field(char* out, const RealLayout& lay, const EditModes& modes,
                     double m, bool sign_bit, int extra) {
  if (lay.own_round || lay.g0 || lay.w <= 0 || lay.form != RealForm::kEN)
    return 0;
  Field f;
  if (!engineering_field(lay, m, extra, &f)) return 0;
  return write_field(out, lay, modes, f, sign_bit);
}

}  // namespace ftnio::conv::detail
