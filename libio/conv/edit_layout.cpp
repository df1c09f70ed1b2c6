// SPDX-License-Identifier: MIT
// Places printed digits into an F/E/D/EN/ES field with libgfortran 12's
// rounding, blanks and asterisks (L1, pure).
//
// The field is "[blanks][sign][0]<nbefore digits>.<nzero zeros><nafter
// digits>[exponent][npad blanks]" (F2018 13.7.2.3).  The rules here are
// the observable behaviour of libgfortran's build_float_string, including
// its quirks, which the oracle test pins down:
//  - under an explicit ROUND= mode the printer gives 2*kind+4 guard
//    digits and the rounding is done on that decimal text, so the guard
//    digits (not the exact binary value) decide ties and directed rounding;
//  - a value counts as zero (for the sign of -0 and the F0 width) only
//    when the digits that survive rounding are all zeros;
//  - with a scale factor that pushes every digit right of the F field,
//    the digits are replaced by a marker that only RU/RD can round up.
#include "conv/edit_layout.h"

#include <cstring>

#include "conv/edit_detail.h"
#include "conv/real_out.h"

namespace ftnio::conv::detail {
namespace {

// Where the digits go.  Digits are read from dig; reads past n give '0'.
struct Placement {
  char* dig;             // next digit to place
  int n;                 // digits available at dig
  int nbefore;           // digits before the decimal symbol
  int nzero;             // zeros right after the decimal symbol
  int nafter;            // digits after those zeros
  int exp;               // E forms: the exponent written
  bool short_zero_test;  // the zero test skips the last digit (see place_fixed)
};

inline char digit_at(const Placement& pl, int i) {
  return i < pl.n ? pl.dig[i] : '\0';
}

// F editing: the scale factor k multiplies by 10^k, which moves the
// decimal point of the printed "I.F" text k places right (13.7.2.3.2).
void place_fixed(Placement* pl, const RealLayout& lay,
                 const PrintedDigits& pd) {
  const int nb = pd.nint;
  const int k = lay.scale;
  const int d = lay.d;
  char* s = pd.dig;
  const int n = pd.n;
  *pl = Placement{s, n, nb + k, 0, d, 0, false};
  if (k < 0 && nb + k < 0) {
    // Every printed integer digit moves behind the point and zeros follow
    // it: F has room for d - nzero of the digits.
    pl->nbefore = 0;
    pl->nzero = -(nb + k);
    pl->nafter = d - pl->nzero;
    // libgfortran's zero test then looks at one digit too few, so -0.05
    // under -2PF8.3 counts as zero (and loses its '-' with
    // -fno-sign-zero) although it prints 0.001.
    pl->short_zero_test = !lay.own_round;
    if (pl->nafter == 0 && d > 0) {
      // No printed digit fits: keep one '0' place to round into.  The
      // printer's second-to-last digit is dropped, as libgfortran does.
      if (n >= 2) {
        std::memmove(s + 1, s, static_cast<size_t>(n - 2));
      }
      s[0] = '0';
      pl->nafter = 1;
      pl->nzero = d - 1;
    } else if (pl->nafter < 0) {
      // The value lies entirely right of the field: a '1' far out lets
      // RU/RD round it up, and RN/RC/RZ truncate it.
      if (n >= 2) {
        std::memset(s, '0', static_cast<size_t>(n - 2));
        s[n - 2] = '1';
      }
      pl->nafter = d;
      pl->nzero = 0;
    }
  }
  // Leading zeros of the integer part are not digits of the field.
  while (pl->nbefore > 0 && pl->n > 0 && pl->dig[0] == '0') {
    ++pl->dig;
    --pl->n;
    --pl->nbefore;
  }
}

// libgfortran prints F text into a buffer of size_limit chars, which can
// be too short for "+<int>.<frac>" when the integer part is wider than the
// field; the lost tail reads as a non-digit (the terminating NUL, then
// stale bytes).  Only explicit rounding looks at those digits: RU/RD then
// see a nonzero tail.  (Without explicit rounding such fields are
// asterisks anyway.)
void truncate_printed(const RealLayout& lay, PrintedDigits& pd) {
  const int kept_chars = lay.size_limit - 1;  // snprintf keeps size - 1 chars
  if (lay.w <= 0 || pd.n + 2 <= kept_chars) return;
  // Text index t holds '+' (t = 0), integer digit t-1, '.' (t = nint+1),
  // fraction digit t-2; the point is rewritten later, digits are not.
  int cut = kept_chars <= pd.nint + 1 ? kept_chars - 1 : kept_chars - 2;
  if (cut < 0) cut = 0;
  for (int i = cut; i < pd.n; ++i) pd.dig[i] = '\0';
}

// E/D (13.7.2.3.3), EN (13.7.2.3.4) and ES (13.7.2.3.5) placement.  The
// printed exponent is that of d1.d2...; Fortran's 0.d1d2... is one more.
bool place_exponent(Placement* pl, const RealLayout& lay,
                    const PrintedDigits& pd, bool zero) {
  const int d = lay.d;
  int e = zero ? 0 : pd.exp10 + 1;
  *pl = Placement{pd.dig, pd.n, 0, 0, d, 0, false};
  switch (lay.form) {
    case RealForm::kE:
    case RealForm::kD: {
      const int k = lay.scale;
      if (k <= -d || k >= d + 2) return false;  // 13.7.2.3.3: -d < k < d + 2
      if (!zero) e -= k;
      if (k < 0) {
        pl->nzero = -k;
        pl->nafter = d + k;
      } else if (k > 0) {
        pl->nbefore = k;
        pl->nafter = d - k + 1;
      }
      break;
    }
    case RealForm::kEN: {
      // Exponent a multiple of three, 1 to 3 digits before the point.
      if (!zero) --e;
      int shift = e % 3;
      if (shift < 0) shift += 3;
      e -= shift;
      pl->nbefore = shift + 1;
      break;
    }
    default:  // ES
      if (!zero) --e;
      pl->nbefore = 1;
      break;
  }
  pl->exp = e;
  return true;
}

// Adds one unit in the last kept place (the first `keep` digits); a carry
// out of the top prepends a '1' and widens the number.
void round_up_kept(Placement* pl, const RealLayout& lay, int keep) {
  int i = keep - 1;
  for (; i >= 0; --i) {
    if (pl->dig[i] != '9') {
      ++pl->dig[i];
      break;
    }
    pl->dig[i] = '0';
  }
  if (i >= 0) return;
  --pl->dig;  // the caller left room before the digits
  pl->dig[0] = '1';
  switch (lay.form) {
    case RealForm::kF:
      if (pl->nzero > 0) {
        --pl->nzero;
        ++pl->nafter;
      } else {
        ++pl->nbefore;
      }
      break;
    case RealForm::kEN:
      if (++pl->nbefore == 4) {
        pl->nbefore = 1;
        pl->exp += 3;
      }
      break;
    default: ++pl->exp; break;
  }
}

// Keeps the first nbefore + nafter digits; rounds up when the first
// dropped digit is >= threshold ('5' nearest/compatible, '0' directed).
void cut_digits(Placement* pl, const RealLayout& lay, char threshold) {
  const int keep = pl->nbefore + pl->nafter;
  if (keep == 0) {
    // Fw.0 of a value below one: nothing is kept unless it rounds to 1.
    const bool up = pl->n > 0 && pl->dig[0] >= threshold;
    pl->n = 0;
    if (up) {
      --pl->dig;
      pl->dig[0] = '1';
      pl->n = 1;
      pl->nbefore = 1;
    }
    return;
  }
  if (keep >= pl->n) return;
  const bool up = pl->dig[keep] >= threshold;
  pl->n = keep;
  if (up) round_up_kept(pl, lay, keep);
}

bool all_zeros(const char* s, int from, int to) {
  for (int i = from; i < to; ++i) {
    if (s[i] != '0') return false;
  }
  return true;
}

// ROUND= UP/DOWN/ZERO/NEAREST/COMPATIBLE on the guard-digit text (13.7.2.3.8).
void apply_round(Placement* pl, const RealLayout& lay, bool sign_bit) {
  const int keep = pl->nbefore + pl->nafter;
  bool directed = false;
  switch (lay.round) {
    case RoundMode::kUp: directed = !sign_bit; break;
    case RoundMode::kDown: directed = sign_bit; break;
    case RoundMode::kNearest:
      if (digit_at(*pl, keep) == '5' && all_zeros(pl->dig, keep + 1, pl->n)) {
        // A tie in the guard digits: round half to even.  With nothing
        // kept the digit before counts as even.
        const char prev = keep > 0 ? pl->dig[keep - 1] : '0';
        if ((prev - '0') % 2 == 0) return;
      }
      cut_digits(pl, lay, '5');
      return;
    case RoundMode::kCompatible: cut_digits(pl, lay, '5'); return;
    default:  // Zero, and the processor modes which never get here
      return;
  }
  // Toward an infinity: any nonzero dropped digit bumps the last kept one;
  // toward zero (the other sign): the extra digits are simply not shown.
  if (directed && !all_zeros(pl->dig, keep, pl->n)) cut_digits(pl, lay, '0');
}

// Writes "[letter]+ddd" in exactly width chars: the sign and |e| zero
// padded, cut on the right when |e| has more digits than the width allows
// (libgfortran copies the first chars of its "%+0*d" text).
char* put_exponent_part(char* q, int e, int width, bool letter,
                        char letter_char) {
  if (letter) {
    *q++ = letter_char;
    --width;
  }
  const int nd = exponent_digits(e);
  if (nd <= width - 1) return q + put_exponent(q, e, width - 1);
  char text[16];  // sign and at most 10 digits
  put_exponent(text, e, nd);
  std::memcpy(q, text, static_cast<size_t>(width));
  return q + width;
}

// Copies count digits from the placement, '0' once they run out.
char* put_digits(char* q, Placement* pl, int count) {
  const int avail = pl->n < count ? (pl->n > 0 ? pl->n : 0) : count;
  if (avail > 0) std::memcpy(q, pl->dig, static_cast<size_t>(avail));
  fill(q + avail, '0', count - avail);
  pl->dig += avail;
  pl->n -= avail;
  return q + count;
}

}  // namespace

// Chars of the exponent part ("E+dd", "+ddd", "E+d"...), or -1 when it
// does not fit; *letter is cleared when the letter must be omitted.
int exponent_width(const RealLayout& lay, int e, bool wide, bool* letter) {
  const int ae = e < 0 ? -e : e;
  const int nd = exponent_digits(e);
  *letter = true;
  if (lay.e < 0) {
    // Ew.d: two digits, or three without the letter; more do not fit
    // (F2018 13.7.2.3.3), unless written whole (EditModes::wide_exponent).
    if (ae > 999 && wide) {
      *letter = false;
      return nd + 1;
    }
    if (ae > 999) return -1;
    if (ae > 99) *letter = false;
    return 4;
  }
  if (lay.e == 0) return nd > 4 ? 6 : nd + 2;  // minimal digits
  return nd > lay.e ? -1 : lay.e + 2;
}

size_t layout_real(char* out, const RealLayout& lay, const EditModes& modes,
                   PrintedDigits& pd, bool sign_bit, bool zero) {
  Placement pl;
  if (lay.form == RealForm::kF) {
    // The printer's buffer bound: libgfortran gives up on more digits.
    if (lay.w > 0 && pd.nint > lay.size_limit) return fill(out, '*', lay.w);
    truncate_printed(lay, pd);
    place_fixed(&pl, lay, pd);
  } else if (!place_exponent(&pl, lay, pd, zero)) {
    return kEditError;
  }
  if (!zero && lay.own_round) apply_round(&pl, lay, sign_bit);

  // The exponent part; G0-style fields drop a zero exponent entirely.
  bool letter = false;
  int edigits = 0;
  const bool show_exp = lay.form != RealForm::kF && !(lay.g0 && pl.exp == 0);
  if (show_exp)
    edigits = exponent_width(lay, pl.exp, modes.wide_exponent, &letter);

  // Digits that are all zeros (after rounding) make a zero, whose '-'
  // follows -f[no-]sign-zero; a zero value whose digits were replaced by
  // the far-right marker keeps its plain sign but the zero width.
  const int tested = pl.short_zero_test && pl.n > 1 ? pl.n - 1 : pl.n;
  const bool digits_zero = all_zeros(pl.dig, 0, tested);
  const bool is_zero = zero || digits_zero;
  const SignChar sign =
      edit_sign(digits_zero ? sign_bit && modes.sign_zero : sign_bit, modes);
  const int nsign = sign == SignChar::kNone ? 0 : 1;
  const int body = pl.nbefore + pl.nzero + pl.nafter;

  int w = lay.w;
  if (w <= 0) {
    // F0.d: the processor's width; "0." for zero with d == 0.
    w = is_zero ? lay.d + 1 + nsign + (lay.d == 0 ? 1 : 0) : body + 1 + nsign;
    if (w == 1) w = 2;
  }
  int nblanks = w - (body + edigits + 1) - nsign;
  const bool lead_zero = pl.nbefore == 0 && nblanks > 0;
  if (lead_zero) --nblanks;
  if (lay.g0) {
    w -= nblanks;
    nblanks = 0;
  }
  const int len = w + lay.npad;
  if (nblanks < 0 || edigits == -1 || w == 1 || (w == 2 && nsign))
    return fill(out, '*', len);

  char* q = out + fill(out, ' ', nblanks);
  if (nsign) *q++ = static_cast<char>(sign);
  if (lead_zero) *q++ = '0';
  q = put_digits(q, &pl, pl.nbefore);
  *q++ = modes.decimal_comma ? ',' : '.';
  q += fill(q, '0', pl.nzero);
  q = put_digits(q, &pl, pl.nafter);
  if (show_exp)
    q = put_exponent_part(q, pl.exp, edigits, letter,
                          lay.form == RealForm::kD ? 'D' : 'E');
  if (!lay.g0) q += fill(q, ' ', lay.npad);
  return static_cast<size_t>(q - out);
}

}  // namespace ftnio::conv::detail
