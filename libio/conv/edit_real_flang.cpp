// SPDX-License-Identifier: MIT
// Zero-width real output edits as LLVM flang 19's runtime writes them
// (L1, pure).  Learned from the output of flang's runtime (the oracle of
// fortran_tests/flang/); see edit_real_flang.h for the forms.
//
// Digits follow flang's convention here: |v| ~ 0.d1d2...dn x 10^expo.
#include "conv/edit_real_flang.h"

#include <cstdint>
#include <cstring>
#include <string>

#include "conv/decimal.h"
#include "conv/list_items_flang.h"
#include "conv/narrow_real.h"
#include "conv/real_out.h"

namespace ftnio::conv {

namespace {

inline int max_int(int a, int b) { return a > b ? a : b; }
inline int min_int(int a, int b) { return a < b ? a : b; }

// Digits with their decimal exponent, in a buffer of their own.
struct Converted {
  std::string buf;
  int n = 0;
  int expo = 0;
};

// How the E family places the digits.
struct EShape {
  int scale;        // digits before the point (kP; ES 1; EN 1 to 3)
  int zeros_after;  // zeros right after the point (kP < 0)
  int sig;          // digits shown, trailing zeros added; -1: the digits
  int e;            // exponent digits: -1 omitted (at least 2), 0 fewest
  char letter;      // 'E' or 'D'
};

// The exponent text: the letter is dropped from an exponent of more than
// two digits unless e was given.  *overflow: more digits than e.  Returns
// its length; out null: only that.
int exponent_text(char* out, int x, int e, char letter, bool* overflow) {
  char digs[16];
  int nd = 0;
  for (unsigned a = x < 0 ? 0u - static_cast<unsigned>(x)
                          : static_cast<unsigned>(x);
       a > 0; a /= 10)
    digs[nd++] = static_cast<char>('0' + a % 10);
  *overflow = e > 0 && nd > e;
  // Leading zeros go straight to out: e may be far beyond digs' size.
  int zeros = 0;
  if (e > 0) {
    zeros = max_int(0, e - nd);
  } else if (e == 0) {
    zeros = nd == 0 ? 1 : 0;
  } else {
    zeros = max_int(0, 2 - nd);
  }
  const bool with_letter = e >= 0 || nd + zeros == 2;
  if (out == nullptr) return with_letter + 1 + zeros + nd;
  int k = 0;
  if (with_letter) out[k++] = letter;
  out[k++] = x < 0 ? '-' : '+';
  if (zeros > 0) {
    std::memset(out + k, '0', static_cast<size_t>(zeros));
    k += zeros;
  }
  while (nd > 0) out[k++] = digs[--nd];
  return k;
}

size_t put_repeated(char* out, char c, int n) {
  if (n <= 0) return 0;
  std::memset(out, c, static_cast<size_t>(n));
  return static_cast<size_t>(n);
}

// sign, digits before the point, zeros, the point, zeros, digits after.
size_t put_number(char* out, char sign, const char* d, int before,
                  int zeros_before, char point, int zeros_after, int after,
                  int trailing) {
  size_t k = 0;
  if (sign != 0) out[k++] = sign;
  std::memcpy(out + k, d, static_cast<size_t>(before));
  k += static_cast<size_t>(before);
  k += put_repeated(out + k, '0', zeros_before);
  out[k++] = point;
  k += put_repeated(out + k, '0', zeros_after);
  std::memcpy(out + k, d + before, static_cast<size_t>(after));
  k += static_cast<size_t>(after);
  k += put_repeated(out + k, '0', trailing);
  return k;
}

size_t put_e(char* out, const Converted& c, int x, const EShape& s, char sign,
             char point) {
  char ex[24];
  bool overflow = false;
  const int elen = exponent_text(ex, x, s.e, s.letter, &overflow);
  const int zbp = max_int(0, s.scale - c.n);
  const int dbp = max_int(0, s.scale - zbp);
  const int dap = c.n - dbp;
  const int trailing = s.sig < 0 ? 0 : max_int(0, s.sig - (c.n + zbp));
  if (overflow) {
    const int total =
        (sign != 0) + dbp + zbp + 1 + s.zeros_after + dap + trailing + elen;
    return put_repeated(out, '*', total);
  }
  size_t k = put_number(out, sign, c.buf.data(), dbp, zbp, point, s.zeros_after,
                        dap, trailing);
  std::memcpy(out + k, ex, static_cast<size_t>(elen));
  return k + static_cast<size_t>(elen);
}

// F's layout of digits with the exponent expo and frac digits after the
// point (-1: the digits only); "." alone becomes "0.".
size_t put_f(char* out, const Converted& c, int expo, int frac, char sign,
             char point) {
  const int dbp = max_int(0, min_int(expo, c.n));
  int zbp = max_int(0, expo - dbp);
  const int zap =
      frac < 0 ? max_int(0, -expo) : min_int(frac, max_int(0, -expo));
  const int dap = c.n - dbp;
  const int trailing = frac < 0 ? 0 : max_int(0, frac - (zap + dap));
  if (dbp + zbp + zap + dap + trailing == 0) zbp = 1;
  return put_number(out, sign, c.buf.data(), dbp, zbp, point, zap, dap,
                    trailing);
}

bool nearest(RoundMode r) {
  return r == RoundMode::kProcessorDefined || r == RoundMode::kNearest;
}

// One value: its magnitude in a C++ type and its fewest digits.
template <class T>
struct Value {
  T m;
  bool zero;
  bool negative;
  const char* few;  // the fewest digits
  MinDigits md;
  RoundMode round;  // ROUND=, for the digits of a given count
};

// Significant digits that hold any value of the type exactly.
template <class T>
int exact_digits() {
  return sizeof(T) == 4 ? 120 : sizeof(T) == 8 ? 800 : 11600;
}

// Whether ROUND= takes a magnitude cut after c.buf[keep - 1] up (the
// digits after it are not all zeros: inexact).
bool rounds_up(const Converted& c, int keep, RoundMode r, bool negative) {
  const char* d = c.buf.data();
  bool inexact = false;
  for (int i = keep < 0 ? 0 : keep; i < c.n && !inexact; ++i)
    inexact = d[i] != '0';
  switch (r) {
    case RoundMode::kUp: return inexact && !negative;
    case RoundMode::kDown: return inexact && negative;
    case RoundMode::kCompatible:
      return keep >= 0 && keep < c.n && d[keep] >= '5';
    default: return false;  // kZero
  }
}

// The exact digits cut to keep of them (keep <= 0: below the first) and
// rounded per ROUND=; zero digits when all are cut and none comes up.
Converted cut_digits(Converted c, int keep, RoundMode r, bool negative) {
  const bool up = rounds_up(c, keep, r, negative);
  if (keep <= 0) {
    c.expo += -keep + 1;
    c.n = up ? 1 : 0;
    c.buf.assign(1, '1');
    return c;
  }
  c.n = keep < c.n ? keep : c.n;
  c.buf.resize(static_cast<size_t>(c.n));
  if (!up) return c;
  int i = c.n - 1;
  while (i >= 0 && c.buf[static_cast<size_t>(i)] == '9')
    c.buf[static_cast<size_t>(i--)] = '0';
  if (i >= 0) {
    ++c.buf[static_cast<size_t>(i)];
  } else {  // 99.9 -> 100.
    c.buf.insert(c.buf.begin(), '1');
    c.buf.resize(static_cast<size_t>(c.n));
    ++c.expo;
  }
  return c;
}

// All digits of v, exactly.
template <class T>
Converted exact(const Value<T>& v) {
  Converted c;
  const int n = exact_digits<T>();
  c.buf.resize(static_cast<size_t>(n) + 16);
  const Digits d = digits_significant(v.m, n, c.buf.data(), c.buf.size());
  c.n = d.count;
  while (c.n > 1 && c.buf[static_cast<size_t>(c.n) - 1] == '0') --c.n;
  c.expo = d.exp10 + 1;
  return c;
}

// The fewest digits; zero is "0" with exponent 0.
template <class T>
Converted fewest(const Value<T>& v) {
  Converted c;
  if (v.zero) {
    c.buf = "0";
    c.n = 1;
    return c;
  }
  c.buf.assign(v.few, static_cast<size_t>(v.md.count));
  c.n = v.md.count;
  c.expo = v.md.exp10;
  return c;
}

// v rounded to n >= 1 significant digits per ROUND= (the nearest: ties
// to even); zero is n zeros with exponent 0.
template <class T>
Converted significant(const Value<T>& v, int n) {
  Converted c;
  if (!v.zero && !nearest(v.round)) {
    c = cut_digits(exact(v), n, v.round, v.negative);
    c.buf.resize(static_cast<size_t>(n), '0');  // trailing zeros
    c.n = n;
    return c;
  }
  c.buf.resize(static_cast<size_t>(n) + 16);
  const Digits d = digits_significant(v.m, n, c.buf.data(), c.buf.size());
  c.n = d.count;
  c.expo = v.zero ? 0 : d.exp10 + 1;
  return c;
}

// The E family (E, D, ES, EN); d omitted asks for the fewest digits.
template <class T>
size_t edit_e(char* out, const EditSpec& spec, int k, const Value<T>& v,
              char sign, char point) {
  const bool fewest_digits = !spec.d_given;
  const int d = spec.d_given ? spec.d : 0;
  EShape s{k, 0, -1, spec.e_given ? spec.e : -1,
           spec.kind == EditKind::kD ? 'D' : 'E'};
  int sig = fewest_digits ? -1 : (d == 0 ? 1 : d);
  if (spec.kind == EditKind::kES) {
    s.scale = 1;
    if (sig > 0) ++sig;
  } else if (k < 0) {
    if (k <= -d) return 0;  // flang's error: the caller's
    s.zeros_after = -k;
    if (sig > 0) sig = max_int(0, sig + k);
  } else if (k > 0) {
    if (k >= d + 2) return 0;
    if (sig > 0) sig = d + 1;  // E0.0: still the one digit
    if (sig > 0) s.scale = min_int(k, sig + 1);
  }
  if (sig == 0) return 0;
  const Converted c = sig < 0 ? fewest(v) : significant(v, sig);
  s.sig = sig;
  const int x = v.zero ? c.expo : c.expo - s.scale;
  return put_e(out, c, x, s, sign, point);
}

// EN: the scale that makes the exponent a multiple of 3, fewer digits at
// each try, as flang's loop finds it.
template <class T>
size_t edit_en(char* out, const EditSpec& spec, const Value<T>& v, char sign,
               char point) {
  const bool fewest_digits = !spec.d_given;
  const int d = spec.d_given ? (spec.d == 0 ? 1 : spec.d) : 0;
  int scale = v.zero ? 1 : 3;
  int sig = fewest_digits ? 1 << 20 : d + scale;
  for (;;) {
    const Converted c = fewest_digits ? fewest(v) : significant(v, sig);
    int x = v.zero ? c.expo : c.expo - scale;
    const int mod = x % 3;
    if (mod != 0) {
      if (sig > 1) {
        --sig;
        --scale;
        continue;
      }
      scale += mod;
      x -= mod;
    }
    if (scale > 3) {
      const int adjust = 3 * (scale / 3);
      scale -= adjust;
      x += adjust;
    } else if (scale < 1) {
      const int adjust = 3 - 3 * (scale / 3);
      scale += adjust;
      x -= adjust;
    }
    const EShape s{scale, 0,
                   fewest_digits ? -1 : (spec.d_given ? spec.d : 0) + scale,
                   spec.e_given ? spec.e : -1, 'E'};
    return put_e(out, c, x, s, sign, point);
  }
}

// F0 with the fewest digits; an integer they end before is written in
// full.  k: the scale factor.
template <class T>
size_t edit_f_fewest(char* out, const Value<T>& v, int k, char sign,
                     char point) {
  Converted c;
  if (v.zero) return put_f(out, c, 0, -1, sign, point);
  c = fewest(v);
  if (c.n < c.expo) {
    c.buf.resize(static_cast<size_t>(c.expo) + 16);
    const Digits d = digits_fixed(v.m, 0, c.buf.data(), c.buf.size());
    c.n = d.count;
    c.expo = d.exp10 + 1;
  }
  return put_f(out, c, c.expo + k, -1, sign, point);
}

// Under a directed or compatible ROUND=, flang's F field of a value that
// would show at most one unit in its last place: the value rounded first to
// max(frac, 1) significant digits decides (edit_real.cpp's
// flang_small_fixed); c is the value's exact digits.  False when the
// value is rounded once as usual; else *r is zero or that one unit.
bool small_fixed(const Converted& c, int frac, RoundMode round, bool negative,
                 Converted* r) {
  const Converted first = cut_digits(c, frac > 0 ? frac : 1, round, negative);
  if (first.n == 0 || first.expo > -frac) return false;
  bool one = false;
  if (first.expo == -frac) {
    one = round == RoundMode::kUp           ? !negative
          : round == RoundMode::kDown       ? negative
          : round == RoundMode::kCompatible ? first.buf[0] >= '5'
                                            : false;
  }
  r->buf.assign(1, '1');
  r->n = one ? 1 : 0;
  r->expo = one ? 1 - frac : 0;
  return true;
}

// F0.frac (no scale factor).
template <class T>
size_t edit_f_fixed(char* out, const Value<T>& v, int frac, char sign,
                    char point) {
  Converted c;
  if (!v.zero && !nearest(v.round)) {
    c = exact(v);
    Converted small;
    if (small_fixed(c, frac, v.round, v.negative, &small))
      return put_f(out, small, small.expo, frac, sign, point);
    c = cut_digits(c, c.expo + frac, v.round, v.negative);
    return put_f(out, c, c.n == 0 ? 0 : c.expo, frac, sign, point);
  }
  const int int_digits = v.zero ? 1 : v.md.exp10 + 2;
  c.buf.resize(static_cast<size_t>(max_int(int_digits, 1) + frac) + 16);
  const Digits d = digits_fixed(v.m, frac, c.buf.data(), c.buf.size());
  c.n = d.count;
  c.expo = d.count == 0 ? 0 : d.exp10 + 1;
  return put_f(out, c, c.expo, frac, sign, point);
}

// G0[.d]: F when the value rounded to d digits has an exponent from 0 to
// d, else E with the fewest exponent digits.  G0.0 rounds nothing for the
// choice: the exact value's exponent, F0.0 when it is 0 ("1." for 0.96),
// else E0.0 (".1E+2" for 9.6; zero ".0E+0").
template <class T>
size_t edit_g(char* out, const EditSpec& spec, const EditModes& modes,
              const Value<T>& v, int precision, char sign, char point) {
  const int sig = spec.d_given ? spec.d : precision;
  const int expo = v.zero     ? 1
                   : sig == 0 ? exact(v).expo
                              : significant(v, sig).expo;
  if (expo < 0 || expo > sig) {
    EditSpec e = spec;
    e.kind = EditKind::kE;
    if (!e.e_given) {
      e.e_given = true;
      e.e = 0;
    }
    const size_t n = edit_e(out, e, modes.scale, v, sign, point);
    return n != 0 ? n : kEditError;
  }
  if (!spec.d_given) return edit_f_fewest(out, v, 0, sign, point);
  return edit_f_fixed(out, v, sig - expo, sign, point);
}

// Gw.0 with w > 0 and no scale factor: E's form without any digit, the
// point and the exact value's exponent in the 0.d form, nothing rounded
// ("0.E+01" for 9.99), zero "0.0E+00"; the leading 0 goes when the field
// is one too narrow, asterisks when it is narrower still or the exponent
// has more digits than Ee.  (flang's E editing takes d = 0 for G.)
template <class T>
size_t edit_gw0(char* out, const EditSpec& spec, const Value<T>& v, char sign,
                char point) {
  const int w = spec.w;
  const int e = spec.e_given && spec.e > 0 ? spec.e : -1;
  const int x = v.zero ? 0 : exact(v).expo;
  bool overflow = false;
  const int elen = exponent_text(nullptr, x, e, 'E', &overflow);
  int mantissa = (sign != 0) + 2 + v.zero;  // [sign] 0 . [0]
  const bool lead = mantissa + elen != w + 1;
  if (!lead) --mantissa;
  if (overflow || mantissa + elen > w) return put_repeated(out, '*', w);
  size_t k = put_repeated(out, ' ', w - mantissa - elen);
  if (sign != 0) out[k++] = sign;
  if (lead) out[k++] = '0';
  out[k++] = point;
  if (v.zero) out[k++] = '0';
  exponent_text(out + k, x, e, 'E', &overflow);
  return static_cast<size_t>(w);
}

template <class T>
size_t edit_value(char* out, const EditSpec& spec, const EditModes& modes,
                  const Value<T>& v, int precision, char sign) {
  const char point = modes.decimal_comma ? ',' : '.';
  if (spec.w > 0) return edit_gw0(out, spec, v, sign, point);
  switch (spec.kind) {
    case EditKind::kF:
      if (!spec.d_given) return edit_f_fewest(out, v, modes.scale, sign, point);
      if (modes.scale != 0) return 0;
      return edit_f_fixed(out, v, spec.d, sign, point);
    case EditKind::kEN: return edit_en(out, spec, v, sign, point);
    case EditKind::kG:
      return edit_g(out, spec, modes, v, precision, sign, point);
    default: {
      // The scale factor refused: flang's error, d taken as 0 if omitted.
      const size_t n = edit_e(out, spec, modes.scale, v, sign, point);
      return n != 0 ? n : kEditError;
    }
  }
}

template <class T>
T load(const void* p) {
  T v;
  std::memcpy(&v, p, sizeof v);
  return v;
}

template <class T>
size_t edit_of(char* out, const EditSpec& spec, const EditModes& modes, T x,
               const char* few, const MinDigits& md, int precision, char sign) {
  const Value<T> v{x < 0 ? -x : x, md.count == 0, sign == '-', few, md,
                   modes.round};
  return edit_value(out, spec, modes, v, precision, sign);
}

}  // namespace

size_t edit_real_flang(char* out, const EditSpec& given, const EditModes& modes,
                       const void* p, int kind) {
  const bool gw0 = given.kind == EditKind::kG && given.w > 0 && given.d_given &&
                   given.d == 0 && modes.scale == 0;
  if (given.w != 0 && !gw0) return 0;
  switch (given.kind) {
    case EditKind::kF:
    case EditKind::kE:
    case EditKind::kEN:
    case EditKind::kES:
    case EditKind::kD:
    case EditKind::kG: break;
    default: return 0;
  }
  const EditSpec spec = clamp_edit_spec(given);
  char few[kMinDigitsMax];
  MinDigits md{0, 0, 0};
  FlangRealClass cls{};
  if (!flang_fewest_digits(p, kind, few, &md, &cls)) return 0;
  const SignChar sc = cls.negative                    ? SignChar::kMinus
                      : modes.sign == SignMode::kPlus ? SignChar::kPlus
                                                      : SignChar::kNone;
  if (cls.nan || cls.inf)
    return gw0 ? 0 : put_infnan(out, cls.nan, sc, 0, true);
  const char sign = static_cast<char>(sc);
  switch (kind) {
    case 2:
    case 3:
      return edit_of(out, spec, modes,
                     widen_narrow_real(load<uint16_t>(p), kind), few, md,
                     kind == 2 ? 3 : 2, sign);
    case 4: return edit_of(out, spec, modes, load<float>(p), few, md, 6, sign);
    case 8:
      return edit_of(out, spec, modes, load<double>(p), few, md, 15, sign);
    case 10:
      return edit_of(out, spec, modes, load<long double>(p), few, md, 18, sign);
    default:
      return edit_of(out, spec, modes, load<float128>(p), few, md, 33, sign);
  }
}

}  // namespace ftnio::conv
