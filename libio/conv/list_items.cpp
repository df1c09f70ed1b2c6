// SPDX-License-Identifier: MIT
// List-directed item text (integers, logicals, reals, complexes) as libgfortran 12 writes it (L1, pure).
//
// Reals follow F2018 13.10.4: list-directed output of a real is G editing
// with a processor-chosen width; libgfortran uses 1PGw.dEe with
// (w,d,e) = (16,9,2), (25,17,3), (30,21,4), (45,36,4) for kinds 4, 8, 10,
// 16, and drops the extra digit the scale factor would add in the E form,
// so both forms show d significant digits.  Inside a complex the parts are
// written without padding and the E form keeps d+1 digits.
#include "conv/list_items.h"

#include <cstdint>
#include <cstring>

#include "conv/decimal.h"
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

// 10^k, exact in T for every k used here (k <= d: 5^d fits the mantissa).
template <class T>
T pow10(int k) {
  T r = 1;
  for (int i = 0; i < k; ++i) r *= 10;
  return r;
}

template <class T>
T load(const void* p) {
  T v;
  std::memcpy(&v, p, sizeof v);
  return v;
}

// The layout knobs that differ between a plain item and a complex part.
struct Mode {
  bool packed;  // inside a complex: no leading blanks or trailing pad
  bool plus;    // '+' on nonnegative values
  bool sign_zero;  // -0.0 keeps its '-'
  char point;   // decimal point character, '.' or ','
};

// Writes the sign (if any) and returns the next position.
char* put_sign(char* p, SignChar s) {
  if (s != SignChar::kNone) *p++ = static_cast<char>(s);
  return p;
}

// Right-justifies body (len chars, sign included) in width chars followed
// by pad blanks; packed mode writes the body alone.
size_t place(char* out, const char* body, size_t len, int width, int pad, bool packed) {
  if (packed) {
    std::memcpy(out, body, len);
    return len;
  }
  const size_t lead = static_cast<size_t>(width) > len ? width - len : 0;
  std::memset(out, ' ', lead);
  std::memcpy(out + lead, body, len);
  std::memset(out + lead + len, ' ', static_cast<size_t>(pad));
  return lead + len + static_cast<size_t>(pad);
}

// E form of libgfortran's G editing: "d.ddd...E+xx" with n digits.
size_t layout_e(char* out, const char* dig, int n, int exp10, SignChar s,
                const GShape& g, const Mode& mode) {
  if (exponent_digits(exp10) > g.e) {  // does not happen for the list kinds
    std::memset(out, '*', static_cast<size_t>(g.w));
    return static_cast<size_t>(g.w);
  }
  char body[96];
  char* p = put_sign(body, s);
  *p++ = dig[0];
  *p++ = mode.point;
  std::memcpy(p, dig + 1, static_cast<size_t>(n - 1));
  p += n - 1;
  *p++ = 'E';
  p += put_exponent(p, exp10, g.e);
  return place(out, body, static_cast<size_t>(p - body), g.w, 0, mode.packed);
}

// F form: the digits with the decimal point after digit exp10 (or "0."
// and leading zeros when the value is below one).
size_t layout_f(char* out, const char* dig, int n, int exp10, SignChar s,
                const GShape& g, const Mode& mode) {
  char body[96];
  char* p = put_sign(body, s);
  if (exp10 >= 0) {
    const int nint = exp10 + 1;
    std::memcpy(p, dig, static_cast<size_t>(nint));
    p += nint;
    *p++ = mode.point;
    std::memcpy(p, dig + nint, static_cast<size_t>(n - nint));
    p += n - nint;
  } else {
    *p++ = '0';
    *p++ = mode.point;
    const int nzero = -exp10 - 1;
    std::memset(p, '0', static_cast<size_t>(nzero));
    p += nzero;
    std::memcpy(p, dig, static_cast<size_t>(n));
    p += n;
  }
  // The F form leaves room for an exponent as trailing blanks (e+2 wide).
  const int pad = g.e + 2;
  return place(out, body, static_cast<size_t>(p - body), g.w - pad, pad, mode.packed);
}

// One real as libgfortran's list-directed G editing writes it.
template <class T>
size_t put_real(char* out, T v, const GShape& g, const Mode& mode) {
  // GCC's type-generic builtins also cover float128, which <cmath> lacks.
  const bool sign_bit = __builtin_signbit(v);
  if (!__builtin_isfinite(v)) {
    const SignChar s = sign_for(sign_bit, mode.plus);
    return put_infnan(out, __builtin_isnan(v), s, mode.packed ? 0 : g.w);
  }
  const T m = sign_bit ? -v : v;
  char dig[64];  // d + 1 <= 37 digits plus printer scratch
  if (m == 0) {  // F form with d-1 zeros after the point
    std::memset(dig, '0', static_cast<size_t>(g.d));
    const SignChar s = sign_for_zero(sign_bit, mode.sign_zero, mode.plus);
    return layout_f(out, dig, g.d, 0, s, g, mode);
  }
  const SignChar s = sign_for(sign_bit, mode.plus);
  // libgfortran picks E when m < 0.1 (the double constant 0.1 converted to
  // T, which for kinds 10 and 16 lies above the true 0.1) or when rounding
  // to d digits could reach 10^d; the subtraction is done in T as there.
  const T exp_d = pow10<T>(g.d);
  const bool e_form = m < static_cast<T>(0.1) || static_cast<T>(0.5) >= exp_d - m;
  const int n = e_form && mode.packed ? g.d + 1 : g.d;
  const Digits dg = digits_significant(m, n, dig, sizeof dig);
  if (dg.count < 0) return 0;
  if (e_form) return layout_e(out, dig, n, dg.exp10, s, g, mode);
  // F form rounds at a fixed decimal position chosen from the unrounded
  // magnitude; if rounding carried into the next power of ten the fixed
  // text has one more digit, a trailing zero.
  int count = n;
  if (dg.exp10 >= 0 && m < pow10<T>(dg.exp10)) dig[count++] = '0';
  return layout_f(out, dig, count, dg.exp10, s, g, mode);
}

template <class T>
size_t put_complex(char* out, const void* p, size_t part_size, const GShape& g,
                   const Mode& mode) {
  char re[64];
  char im[64];
  const size_t n1 = put_real(re, load<T>(p), g, mode);
  const size_t n2 = put_real(im, load<T>(static_cast<const char*>(p) + part_size), g, mode);
  if (n1 == 0 || n2 == 0) return 0;
  // The pair is right-justified in 2w+3 columns (two parts, "(", ",", ")").
  const size_t width = 2 * static_cast<size_t>(g.w);
  const size_t lead = width > n1 + n2 ? width - n1 - n2 : 0;
  char* q = out;
  std::memset(q, ' ', lead);
  q += lead;
  *q++ = '(';
  std::memcpy(q, re, n1);
  q += n1;
  *q++ = mode.point == ',' ? ';' : ',';
  std::memcpy(q, im, n2);
  q += n2;
  *q++ = ')';
  return static_cast<size_t>(q - out);
}

Mode make_mode(const ListOptions& opt, bool packed) {
  return Mode{packed, opt.optional_plus, opt.sign_zero, opt.decimal_comma ? ',' : '.'};
}

}  // namespace

size_t list_integer(char* out, const void* p, int kind, const ListOptions& opt) {
  int width;  // libgfortran's list-directed width: room for -huge-1
  int128 v;
  switch (kind) {
    case 1: width = 4; v = load<int8_t>(p); break;
    case 2: width = 6; v = load<int16_t>(p); break;
    case 4: width = 11; v = load<int32_t>(p); break;
    case 8: width = 20; v = load<int64_t>(p); break;
    case 16: width = 40; v = load<int128>(p); break;
    default: return 0;
  }
  // Unsigned negation keeps -huge-1 exact.
  const uint128 mag = v < 0 ? uint128{0} - static_cast<uint128>(v) : static_cast<uint128>(v);
  char buf[48];
  char* const end = buf + sizeof buf;
  char* first = put_uint_backward(end, mag);
  const SignChar s = sign_for(v < 0, opt.optional_plus);
  if (s != SignChar::kNone) *--first = static_cast<char>(s);
  const size_t len = static_cast<size_t>(end - first);
  const size_t lead = static_cast<size_t>(width) - len;  // every value fits
  std::memset(out, ' ', lead);
  std::memcpy(out + lead, first, len);
  return lead + len;
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

size_t list_real(char* out, const void* p, int kind, const ListOptions& opt) {
  const Mode mode = make_mode(opt, false);
  switch (kind) {
    case 4: return put_real(out, load<float>(p), kShape4, mode);
    case 8: return put_real(out, load<double>(p), kShape8, mode);
    case 10: return put_real(out, load<long double>(p), kShape10, mode);
    case 16: return put_real(out, load<float128>(p), kShape16, mode);
    default: return 0;
  }
}

size_t list_complex(char* out, const void* p, int kind, const ListOptions& opt) {
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
