// SPDX-License-Identifier: MIT
// List-directed item text (integers, logicals, reals, complexes) as libgfortran
// 12 writes it (L1, pure).
//
// Reals follow F2018 13.10.4: list-directed output of a real is G editing
// with a processor-chosen width; libgfortran uses 1PGw.dEe with
// (w,d,e) = (16,9,2), (25,17,3), (30,21,4), (45,36,4) for kinds 4, 8, 10,
// 16, and drops the extra digit the scale factor would add in the E form,
// so both forms show d significant digits.  Inside a complex the parts are
// written without padding and the E form keeps d+1 digits.
#include "conv/list_items.h"

#include <array>
#include <cstdint>
#include <cstring>

#include "conv/decimal.h"
#include "conv/edit_layout.h"
#include "conv/int_field.h"
#include "conv/int_out.h"
#include "conv/real_out.h"

namespace ftnio::conv {
namespace {

// The G descriptor libgfortran substitutes for one REAL kind.
struct GShape {
  int w;  // field width in chars
  int d;  // significant digits
  int e;  // exponent digits
};

constexpr GShape kShape4{16, 9, 2};
constexpr GShape kShape8{25, 17, 3};
constexpr GShape kShape10{30, 21, 4};
constexpr GShape kShape16{45, 36, 4};

// 10^0 .. 10^36, each exact in T up to the kind's d (5^d fits the
// significand), built at compile time: a runtime loop of d dependent
// multiplications would cost as much as the layout.
template <class T>
constexpr std::array<T, 37> make_pow10() {
  std::array<T, 37> a{};
  T r = 1;
  for (T& x : a) {
    x = r;
    r *= 10;
  }
  return a;
}

template <class T>
inline constexpr std::array<T, 37> kPow10 = make_pow10<T>();

template <class T>
T pow10(int k) {
  return kPow10<T>[static_cast<size_t>(k)];
}

template <class T>
T load(const void* p) {
  T v;
  std::memcpy(&v, p, sizeof v);
  return v;
}

// The layout knobs that differ between a plain item and a complex part.
struct Mode {
  bool packed;     // inside a complex: no leading blanks or trailing pad
  bool plus;       // '+' on nonnegative values
  bool sign_zero;  // -0.0 keeps its '-'
  char point;      // decimal point character, '.' or ','
};

using detail::RealForm;  // list-directed G editing gives kE or kF only

// One real, converted but not yet placed: the digits are generated first
// so that the exact width is known before a single char is written.
struct RealText {
  bool finite;    // false: Infinity or NaN, no digits and no form
  bool is_nan;    // !finite only: NaN rather than an infinity
  RealForm form;  // finite only: kE or kF, as libgfortran's G editing chose
  SignChar sign;  // sign character in front of the number (if any)
  int n;          // digits in dig (finite only)
  int exp10;      // decimal exponent of dig[0] (finite only)
  int len;        // chars of the number itself: sign, digits, point, exponent
  char dig[64];   // d + 2 <= 38 digits plus the printer's scratch room
};

// Converts v: chooses the form as libgfortran does and makes the digits.
template <class T>
bool prepare(RealText* t, T v, const GShape& g, const Mode& mode) {
  // GCC's type-generic builtins also cover float128, which <cmath> lacks.
  const bool sign_bit = __builtin_signbit(v);
  t->sign = sign_for(sign_bit, mode.plus);
  if (!__builtin_isfinite(v)) {
    t->finite = false;
    t->is_nan = __builtin_isnan(v);
    return true;
  }
  t->finite = true;
  const T m = sign_bit ? -v : v;
  const int sign_len = t->sign == SignChar::kNone ? 0 : 1;
  if (m == 0) {  // F form with d-1 zeros after the point
    t->sign = sign_for_zero(sign_bit, mode.sign_zero, mode.plus);
    std::memset(t->dig, '0', static_cast<size_t>(g.d));
    t->form = RealForm::kF;
    t->n = g.d;
    t->exp10 = 0;
    t->len = (t->sign == SignChar::kNone ? 0 : 1) + g.d + 1;
    return true;
  }
  // libgfortran picks E when m < 0.1 (the double constant 0.1 converted to
  // T, which for kinds 10 and 16 lies above the true 0.1) or when rounding
  // to d digits could reach 10^d; the subtraction is done in T as there.
  const bool e_form =
      m < static_cast<T>(0.1) || static_cast<T>(0.5) >= pow10<T>(g.d) - m;
  const int n = e_form && mode.packed ? g.d + 1 : g.d;
  const Digits dg = digits_significant(m, n, t->dig, sizeof t->dig);
  if (dg.count < 0) return false;
  t->n = n;
  t->exp10 = dg.exp10;
  if (e_form) {
    // libgfortran would print asterisks; no list kind gets here, as the
    // exponents (<= 45, 324, 4951 in magnitude) fit 2, 3, 4 digits.
    if (exponent_digits(dg.exp10) > g.e) return false;
    t->form = RealForm::kE;
    t->len = sign_len + n + 3 + g.e;  // "d." digits "E+" exponent
    return true;
  }
  // F form rounds at a fixed decimal position chosen from the unrounded
  // magnitude; if rounding carried into the next power of ten the fixed
  // text has one more digit, a trailing zero.
  if (dg.exp10 >= 0 && m < pow10<T>(dg.exp10)) t->dig[t->n++] = '0';
  t->form = RealForm::kF;
  t->len = sign_len + 1 + (dg.exp10 >= 0 ? t->n : 1 + (-dg.exp10 - 1) + t->n);
  return true;
}

// Chars the prepared value occupies, blanks included.
int placed_width(const RealText& t, const GShape& g, const Mode& mode) {
  if (!t.finite) {
    if (!mode.packed) return g.w;
    return (t.is_nan || t.sign == SignChar::kNone) ? 3 : 4;
  }
  return mode.packed ? t.len : g.w;
}

char* put_blanks(char* p, int n) {
  if (n > 0) {
    std::memset(p, ' ', static_cast<size_t>(n));
    p += n;
  }
  return p;
}

char* put_zeros(char* p, int n) {
  if (n > 0) {
    std::memset(p, '0', static_cast<size_t>(n));
    p += n;
  }
  return p;
}

// E form "d.ddd...E+xx": one digit before the point.
char* put_e_body(char* p, const RealText& t, const GShape& g, char point) {
  *p++ = t.dig[0];
  *p++ = point;
  std::memcpy(p, t.dig + 1, static_cast<size_t>(t.n - 1));
  p += t.n - 1;
  *p++ = 'E';
  return p + put_exponent(p, t.exp10, g.e);
}

// F form: the point after digit exp10, or "0." and zeros below one.
char* put_f_body(char* p, const RealText& t, char point) {
  if (t.exp10 >= 0) {
    const int nint = t.exp10 + 1;
    std::memcpy(p, t.dig, static_cast<size_t>(nint));
    p += nint;
    *p++ = point;
    std::memcpy(p, t.dig + nint, static_cast<size_t>(t.n - nint));
    return p + (t.n - nint);
  }
  *p++ = '0';
  *p++ = point;
  p = put_zeros(p, -t.exp10 - 1);
  std::memcpy(p, t.dig, static_cast<size_t>(t.n));
  return p + t.n;
}

// Writes a prepared value; returns the end of what was written.  Plain
// items are right-justified in w columns, the F form leaving e+2 trailing
// blanks where an exponent would go; complex parts carry no blanks.
char* place(char* out, const RealText& t, const GShape& g, const Mode& mode) {
  if (!t.finite) {
    return out + put_infnan(out, t.is_nan, t.sign, mode.packed ? 0 : g.w);
  }
  const int pad = t.form == RealForm::kF && !mode.packed ? g.e + 2 : 0;
  char* p = mode.packed ? out : put_blanks(out, g.w - pad - t.len);
  if (t.sign != SignChar::kNone) *p++ = static_cast<char>(t.sign);
  p = t.form == RealForm::kE ? put_e_body(p, t, g, mode.point)
                             : put_f_body(p, t, mode.point);
  return put_blanks(p, pad);
}

template <class T>
size_t put_real(char* out, const void* p, const GShape& g, const Mode& mode) {
  RealText t;
  if (!prepare(&t, load<T>(p), g, mode)) return 0;
  return static_cast<size_t>(place(out, t, g, mode) - out);
}

// "(re,im)" right-justified in 2w+3 columns (two parts, "(", ",", ")").
template <class T>
size_t put_complex(char* out, const void* p, size_t part_size, const GShape& g,
                   const Mode& mode) {
  RealText re;
  RealText im;
  if (!prepare(&re, load<T>(p), g, mode) ||
      !prepare(&im, load<T>(static_cast<const char*>(p) + part_size), g,
               mode)) {
    return 0;
  }
  const int parts = placed_width(re, g, mode) + placed_width(im, g, mode);
  char* q = put_blanks(out, 2 * g.w - parts);
  *q++ = '(';
  q = place(q, re, g, mode);
  *q++ = mode.point == ',' ? ';' : ',';
  q = place(q, im, g, mode);
  *q++ = ')';
  return static_cast<size_t>(q - out);
}

Mode make_mode(const ListOptions& opt, bool packed) {
  return Mode{packed, opt.optional_plus, opt.sign_zero,
              opt.decimal_comma ? ',' : '.'};
}

}  // namespace

namespace {

// The magnitude of an integer of up to 64 bits (unsigned negation keeps
// -huge-1 exact); 128-bit division is avoided for the usual kinds.
template <typename Int>
char* integer_digits(char* end, Int v, bool* negative) {
  *negative = v < 0;
  if constexpr (sizeof(Int) <= 8) {
    const int64_t w = v;
    const uint64_t mag = w < 0 ? uint64_t{0} - static_cast<uint64_t>(w)
                               : static_cast<uint64_t>(w);
    return put_uint_backward(end, mag);
  } else {
    const uint128 mag =
        v < 0 ? uint128{0} - static_cast<uint128>(v) : static_cast<uint128>(v);
    return put_uint_backward(end, mag);
  }
}

}  // namespace

// The value is right-justified in a field of fixed width, so its digits
// go straight to the end of out, over blanks stored by a memset of the
// kind's fixed size (inlined).  Exactly list_integer_width(kind) chars.
namespace {

template <typename Int, size_t kWidth>
size_t list_integer_of(char* out, const void* p, const ListOptions& opt) {
  std::memset(out, ' ', kWidth);
  bool negative;
  char* first = integer_digits(out + kWidth, load<Int>(p), &negative);
  const SignChar s = sign_for(negative, opt.optional_plus);
  if (s != SignChar::kNone) *--first = static_cast<char>(s);
  return kWidth;
}

}  // namespace

size_t list_integer(char* out, const void* p, int kind,
                    const ListOptions& opt) {
  // libgfortran's list-directed widths: room for -huge-1 (list_integer_width).
  switch (kind) {
    case 1: return list_integer_of<int8_t, 4>(out, p, opt);
    case 2: return list_integer_of<int16_t, 6>(out, p, opt);
    case 4:
      int32_field(out, load<int32_t>(p), opt.optional_plus ? '+' : ' ');
      return 11;
    case 8:
      int64_field(out, load<int64_t>(p), opt.optional_plus ? '+' : ' ');
      return 20;
    case 16: return list_integer_of<int128, 40>(out, p, opt);
    default: return 0;
  }
}

size_t list_logical(char* out, const void* p, int kind) {
  bool truth;
  switch (kind) {
    case 1: truth = load<int8_t>(p) != 0; break;
    case 2: truth = load<int16_t>(p) != 0; break;
    case 4: truth = load<int32_t>(p) != 0; break;
    case 8: truth = load<int64_t>(p) != 0; break;
    case 16: truth = load<int128>(p) != 0; break;
    default: return 0;
  }
  out[0] = truth ? 'T' : 'F';
  return 1;
}

namespace {

// Under a ROUND= mode libgfortran's list output is its G editing with that
// rounding: the G form of (w,d,e) decides between F and E; the E form is
// 1PEw.(d-1)Ee, so that it shows d significant digits.  The edit functions
// implement every rounding mode; their text is the item's.
size_t rounded_part(char* out, const void* p, int kind, const GShape& g,
                    const ListOptions& opt, int extra_e_digit) {
  EditSpec spec{};
  spec.kind = EditKind::kG;
  spec.w = g.w;
  spec.d = g.d;
  spec.e = g.e;
  spec.w_given = spec.d_given = spec.e_given = true;
  EditModes modes;
  modes.round = opt.round;
  modes.sign_zero = opt.sign_zero;
  modes.optional_plus = opt.optional_plus;
  modes.decimal_comma = opt.decimal_comma;
  size_t n = edit_real(out, spec, modes, p, kind);
  if (n == kEditError || std::memchr(out, 'E', n) == nullptr) return n;
  spec.kind = EditKind::kE;
  spec.d = g.d - 1 + extra_e_digit;
  modes.round = opt.round;
  modes.scale = 1;
  return edit_real(out, spec, modes, p, kind);
}

const GShape* shape_of(int kind) {
  switch (kind) {
    case 4: return &kShape4;
    case 8: return &kShape8;
    case 10: return &kShape10;
    case 16: return &kShape16;
    default: return nullptr;
  }
}

// Drops the blanks around a part of a complex (the packed form).
size_t packed(char* out, size_t n) {
  size_t lead = 0;
  while (lead < n && out[lead] == ' ') ++lead;
  while (n > lead && out[n - 1] == ' ') --n;
  std::memmove(out, out + lead, n - lead);
  return n - lead;
}

size_t rounded_complex(char* out, const void* p, int kind, const GShape& g,
                       const ListOptions& opt) {
  const size_t part = kind == 10 ? 16 : static_cast<size_t>(kind);
  char re[kListItemMax], im[kListItemMax];
  size_t nr = rounded_part(re, p, kind, g, opt, 1);
  size_t ni =
      rounded_part(im, static_cast<const char*>(p) + part, kind, g, opt, 1);
  if (nr == kEditError || ni == kEditError) return 0;
  nr = packed(re, nr);
  ni = packed(im, ni);
  const size_t width = 2 * static_cast<size_t>(g.w) + 3;
  size_t used = nr + ni + 3;
  size_t lead = used < width ? width - used : 0;
  char* q = out;
  std::memset(q, ' ', lead);
  q += lead;
  *q++ = '(';
  std::memcpy(q, re, nr);
  q += nr;
  *q++ = opt.decimal_comma ? ';' : ',';
  std::memcpy(q, im, ni);
  q += ni;
  *q++ = ')';
  return static_cast<size_t>(q - out);
}

}  // namespace

size_t list_real(char* out, const void* p, int kind, const ListOptions& opt) {
  if (opt.round != RoundMode::kProcessorDefined) {
    const GShape* g = shape_of(kind);
    if (g == nullptr) return 0;
    size_t n = rounded_part(out, p, kind, *g, opt, 0);
    return n == kEditError ? 0 : n;
  }
  const Mode mode = make_mode(opt, false);
  switch (kind) {
    case 4: return put_real<float>(out, p, kShape4, mode);
    case 8: return put_real<double>(out, p, kShape8, mode);
    case 10: return put_real<long double>(out, p, kShape10, mode);
    case 16: return put_real<float128>(out, p, kShape16, mode);
    default: return 0;
  }
}

size_t list_complex(char* out, const void* p, int kind,
                    const ListOptions& opt) {
  if (opt.round != RoundMode::kProcessorDefined) {
    const GShape* g = shape_of(kind);
    return g == nullptr ? 0 : rounded_complex(out, p, kind, *g, opt);
  }
  const Mode mode = make_mode(opt, true);
  switch (kind) {
    case 4: return put_complex<float>(out, p, 4, kShape4, mode);
    case 8: return put_complex<double>(out, p, 8, kShape8, mode);
    case 10: return put_complex<long double>(out, p, 16, kShape10, mode);
    case 16: return put_complex<float128>(out, p, 16, kShape16, mode);
    default: return 0;
  }
}

}  // namespace ftnio::conv
