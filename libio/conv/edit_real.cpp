// SPDX-License-Identifier: MIT
// F, E, EN, ES, D, G, EX and B/O/Z editing of reals: form choice and digit
// generation (L1, pure).
//
// The pipeline for one value: Infinity/NaN go to put_infnan; zero-width
// E/EN/ES/D/G take the list-directed shape of the kind (libgfortran's
// write_real_w0); G chooses between F and E (F2018 13.7.5.2.2) with
// libgfortran's floating-point tests done in the value's own type, since
// their rounding decides borderline cases; then the exact printer
// (decimal.h) produces the digits a "%.*f" or "%.*e" would, and
// edit_layout places them.
#include <cstdint>
#include <cstdlib>
#include <cstring>

#include "conv/decimal.h"
#include "conv/edit_detail.h"
#include "conv/quiet_fp_flags.h"
#include "conv/edit_layout.h"
#include "conv/edit_out.h"
#include "conv/edit_real_fast.h"
#include "conv/narrow_real.h"
#include "conv/real_out.h"
#include "conv/scaled_round.h"

namespace ftnio::conv {
namespace {

using detail::PrintedDigits;
using detail::RealForm;
using detail::RealLayout;

// Per-kind constants.
template <class T>
struct KindInfo;
template <>
struct KindInfo<float> {
  static constexpr int kKind = 4;
  static constexpr int kListW = 16, kListD = 9;  // list-directed G16.9E2
};
template <>
struct KindInfo<double> {
  static constexpr int kKind = 8;
  static constexpr int kListW = 25, kListD = 17;  // G25.17E3
};
template <>
struct KindInfo<long double> {
  static constexpr int kKind = 10;
  static constexpr int kListW = 30, kListD = 21;  // G30.21E4
};
template <>
struct KindInfo<float128> {
  static constexpr int kKind = 16;
  static constexpr int kListW = 45, kListD = 36;  // G45.36E4
};

// 10^k as libgfortran computes it: |k| multiplications by ten in T, then
// a reciprocal taken in double or wider (1.0 / r).  Inexact for large k,
// and exactly that inexactness decides G's borderline cases.
template <class T>
constexpr T gf_pow10_loop(int k) {
  T r = 1;
  for (int i = 0; i < (k < 0 ? -k : k); ++i) r *= 10;
  return k >= 0 ? r : static_cast<T>(1.0 / r);
}

// The same values for |k| <= 38 (all finite even in float), computed by
// the compiler with the same IEEE arithmetic: G's bisection asks for
// several of them per value.
inline constexpr int kPowTableMax = 38;

template <class T>
struct Pow10Table {
  T pos[kPowTableMax + 1];  // 10^k, k = 0..38
  T neg[kPowTableMax + 1];  // 10^-k
};

template <class T>
constexpr Pow10Table<T> make_pow10_table() {
  Pow10Table<T> t{};
  for (int k = 0; k <= kPowTableMax; ++k) {
    t.pos[k] = gf_pow10_loop<T>(k);
    t.neg[k] = gf_pow10_loop<T>(-k);
  }
  return t;
}

template <class T>
inline constexpr Pow10Table<T> kPow10Table = make_pow10_table<T>();

template <class T>
T gf_pow10(int k) {
  if (k >= 0 && k <= kPowTableMax) return kPow10Table<T>.pos[k];
  if (k < 0 && k >= -kPowTableMax) return kPow10Table<T>.neg[-k];
  return gf_pow10_loop<T>(k);
}

// Binary exponent e2 with 2^(e2-1) <= m < 2^e2, for finite m >= 1.
int binary_exponent(float m) {
  int e;
  __builtin_frexpf(m, &e);
  return e;
}
int binary_exponent(double m) {
  int e;
  __builtin_frexp(m, &e);
  return e;
}
int binary_exponent(long double m) {
  int e;
  __builtin_frexpl(m, &e);
  return e;
}
int binary_exponent(float128 m) {
  // libc has no frexp for binary128; m >= 1 is normal, so the biased
  // exponent field (bias 16383) gives it directly.
  uint64_t w[2];
  std::memcpy(w, &m, sizeof w);
  return static_cast<int>((w[1] >> 48) & 0x7FFF) - 16382;
}

// Scratch space for the printer: a stack buffer, or the heap for long
// fixed texts (huge values, huge d).
class DigitBuffer {
 public:
  explicit DigitBuffer(size_t need) {
    p_ = need <= sizeof local_ ? local_ : static_cast<char*>(std::malloc(need));
  }
  ~DigitBuffer() {
    if (p_ != local_) std::free(p_);
  }
  DigitBuffer(const DigitBuffer&) = delete;
  DigitBuffer& operator=(const DigitBuffer&) = delete;
  char* get() const { return p_; }

 private:
  char local_[512];  // enough for every E form and for F of moderate values
  char* p_;          // local_ or malloc'ed; null when malloc failed
};

// The descriptor after zero-width substitution (libgfortran's write_real_w0).
struct Request {
  EditKind kind;  // F E EN ES D G (EX, B/O/Z are handled before)
  int w;          // width; 0 only for F0.d
  int d;          // digits after the point
  int e;          // -1 absent, else exponent digits
  bool g0;        // zero-width E/EN/ES/D/G: trimmed field
  int comp_d;     // 1: kPG0 with k > 0 drops E's extra digit
};

template <class T>
Request make_request(const EditSpec& spec, const EditModes& modes) {
  Request q{
      spec.kind, spec.w, spec.d_given ? spec.d : 0, spec.e_given ? spec.e : -1,
      false,     0};
  if (q.w == 0 && q.kind != EditKind::kF) {
    // E0.d etc. use the list-directed width and digits (d only when > 0)
    // with blanks trimmed; an absent exponent width means minimal digits.
    q.g0 = true;
    q.comp_d = q.kind == EditKind::kG && modes.scale > 0 && q.d == 0 ? 1 : 0;
    q.w = KindInfo<T>::kListW;
    if (q.d <= 0) q.d = KindInfo<T>::kListD;
    if (q.e < 0) q.e = 0;
  }
  return q;
}

// Digits after the point the printer is asked for before any form choice
// (libgfortran's determine_precision on the descriptor itself).
int request_precision(const Request& q, int scale) {
  switch (q.kind) {
    case EditKind::kF:
    case EditKind::kG: return q.d + scale;
    case EditKind::kE:
    case EditKind::kD: return scale <= 0 ? q.d + scale - 1 : q.d;
    default: return q.d;  // ES; EN is computed separately and never negative
  }
}

// G editing's choice (13.7.5.2.2): F form with *d_after digits after the
// point when 0.1 - r*10^(-d-1) <= m < 10^d - r, with r = 1/2 when
// rounding to nearest, 0 or 1 for directed rounding.  The comparisons are
// libgfortran's, in T, including its binary search for the digit count;
// its 0.1 is a double, so that 0.1_16 under RZ is below it and E form.
template <class T>
bool g_picks_f(T m, int d, RoundMode round, bool sign_bit, int* d_after) {
  T r = static_cast<T>(0.5);
  if (round == RoundMode::kZero) r = 0;
  if (round == RoundMode::kUp) r = sign_bit ? 0 : 1;
  if (round == RoundMode::kDown) r = sign_bit ? 1 : 0;
  const T exp_d = gf_pow10<T>(d);
  const T r_sc = 1 - r / exp_d;
  const T low = static_cast<T>(0.1 * r_sc);
  if (d == 0) return false;
  if (m > 0 &&
      (m < low || (r < 1 && r >= exp_d - m) || (r == 1 && 1 > exp_d - m)))
    return false;
  if (m == 0) {
    *d_after = d - 1;
    return true;
  }
  // Smallest digit count n in [0, d+1] with m < 10^(n-1) * r_sc, found by
  // bisection that stops when the bracket closes or m hits a bound.
  int lo = 0;
  int hi = d + 1;
  int below = 0;
  int above = d + 1;
  int n = 0;
  while (lo <= hi) {
    n = (lo + hi) / 2;
    const T bound = static_cast<T>(gf_pow10<T>(n - 1) * r_sc);
    if (m < bound) {
      above = n;
      if (above == below + 1) break;
      hi = n - 1;
    } else if (m > bound) {
      below = n;
      if (above == below + 1) {
        ++n;
        break;
      }
      lo = n + 1;
    } else {
      ++n;
      break;
    }
  }
  *d_after = d + 1 - n;
  return true;
}

// The decimal exponent e of m > 0 rounded to d >= 1 significant digits
// under round, as 0.D1...Dd x 10^e: exact to nearest (ties to even); for
// the other modes from 45 digits, where a carry needs the first d to be
// nines (a tail beyond them that 45 digits do not show is taken as none).
template <class T>
int rounded_exponent(T m, int d, RoundMode round, bool sign_bit) {
  constexpr int kDigits = 45;
  char buf[kDigits + 8];
  const bool nearest =
      round == RoundMode::kNearest || round == RoundMode::kProcessorDefined;
  if (nearest && d <= kDigits) {
    if constexpr (KindInfo<T>::kKind <= 8) {
      uint64_t r;
      int e;
      if (scaled_significant(m, d, &r, &e))
        return e + 1;  // (the exponent without the digits' text)
    }
    return digits_significant(m, d, buf, sizeof buf).exp10 + 1;
  }
  const Digits all = digits_significant(m, kDigits, buf, sizeof buf);
  if (d >= kDigits) return all.exp10 + 1;
  for (int i = 0; i < d; ++i)
    if (buf[i] != '9') return all.exp10 + 1;
  const bool away = round == RoundMode::kUp     ? !sign_bit
                    : round == RoundMode::kDown ? sign_bit
                                                : false;
  bool carry = false;
  if (round == RoundMode::kCompatible) {
    carry = buf[d] >= '5';
  } else if (away) {
    for (int i = d; i < kDigits && !carry; ++i) carry = buf[i] != '0';
  }
  return all.exp10 + 1 + (carry ? 1 : 0);
}

// LLVM flang's G choice (flang-rt's EditForGOutput): with m rounded to d
// significant digits under the mode as 0.D1...Dd x 10^e, F form with
// d - e digits after the point when 0 <= e <= d, else E form; zero is F
// with d - 1.  Exact where libgfortran compares with bounds in T.
template <class T>
bool g_picks_f_flang(T m, int d, RoundMode round, bool sign_bit, int* d_after) {
  if (d == 0) return false;
  const int e = m == 0 ? 1 : rounded_exponent(m, d, round, sign_bit);
  if (e < 0 || e > d) return false;
  *d_after = d - e;
  return true;
}

// g_picks_f (or flang's choice) under modes, leaving the program's
// floating-point flags as they were where modes say so.
template <class T>
bool g_picks_f_quietly(T m, int d, const EditModes& modes, bool sign_bit,
                       int* d_after) {
  const QuietFpFlags quiet(modes.quiet_fp_flags);
  if (modes.g_exact_choice)
    return g_picks_f_flang(m, d, modes.round, sign_bit, d_after);
  return g_picks_f(m, d, modes.round, sign_bit, d_after);
}

// EN: how many digits beyond the first precede the point (0..2), from the
// one-digit printed exponent, corrected when that digit rounded up to a
// power of ten (libgfortran's determine_en_precision, T arithmetic).
// x: the exponent of m != 0 rounded to one digit, lead_one: that digit
// is 1 (or m == 0, x 0, lead_one false).
template <class T>
int en_extra_from(T m, int x, bool lead_one, bool quiet_flags) {
  if (lead_one) {
    const QuietFpFlags quiet(quiet_flags);  // (the product is inexact)
    T scaled = static_cast<T>(gf_pow10<T>(-x) * m);
    scaled = 1 - scaled;
    if (scaled > 0) --x;
  }
  int extra = x % 3;
  if (extra < 0) extra += 3;
  return extra;
}

template <class T>
int en_extra_before(T m, bool quiet_flags) {
  char buf[16];
  const Digits one = digits_significant(m, 1, buf, sizeof buf);
  return en_extra_from(m, m == 0 ? 0 : one.exp10, m != 0 && buf[0] == '1',
                       quiet_flags);
}

// What LLVM flang's F editing (flang-rt's EditFOutput) makes of m > 0
// under a directed or compatible ROUND= when the field would show at most
// one unit in its last place.  flang first rounds m to max(d, 1)
// significant digits under the mode, as 0.D1... x 10^e, and adds the scale
// factor k to e: above -d the field is m rounded once (kNormal); below, a
// zero; at -d the sign decides for UP and DOWN, ZERO gives a zero and
// COMPATIBLE looks at that rounding's first digit (>= 5: one unit), so
// 0.0049999 under F4.2 is 0.01 and 0.0003 rounded up is 0.00.
enum class SmallFixed { kNormal, kZero, kOne };

template <class T>
SmallFixed flang_small_fixed(T m, int d, int k, RoundMode round,
                             bool sign_bit) {
  if (round == RoundMode::kProcessorDefined || round == RoundMode::kNearest)
    return SmallFixed::kNormal;  // flang's nearest is m rounded once
  const int n = d > 0 ? d : 1;
  const int e = rounded_exponent(m, n, round, sign_bit) + k;
  if (e > -d) return SmallFixed::kNormal;
  if (e < -d) return SmallFixed::kZero;
  bool one = false;
  if (round == RoundMode::kUp) {
    one = !sign_bit;
  } else if (round == RoundMode::kDown) {
    one = sign_bit;
  } else if (round == RoundMode::kCompatible) {
    constexpr int kDigits = 45;
    char buf[kDigits + 8];
    digits_significant(m, kDigits, buf, sizeof buf);
    char lead = buf[0];
    bool carry = n < kDigits && buf[n] >= '5';
    for (int i = 1; i < n && carry; ++i) carry = buf[i] == '9';
    if (carry) lead = lead == '9' ? '1' : static_cast<char>(lead + 1);
    one = lead >= '5';
  }
  return one ? SmallFixed::kOne : SmallFixed::kZero;
}

// The F field of m != 0 as flang writes it when flang_small_fixed says
// zero or one unit; 0 when it says kNormal (the caller prints m).
template <class T>
size_t fixed_flang_small(char* out, RealLayout lay, const EditModes& modes, T m,
                         bool sign_bit) {
  const int frac = lay.d + lay.scale;  // fraction digits of the unscaled m
  if (frac < 0) return 0;
  const SmallFixed r =
      flang_small_fixed(m, lay.d, lay.scale, lay.round, sign_bit);
  if (r == SmallFixed::kNormal) return 0;
  DigitBuffer buf(static_cast<size_t>(frac) + 8);
  if (!buf.get()) return 0;
  char* const s = buf.get() + 1;
  std::memset(s, '0', static_cast<size_t>(frac) + 1);
  if (r == SmallFixed::kOne) s[frac] = '1';
  PrintedDigits pd{s, frac + 1, 1, 0};
  lay.own_round = false;
  return detail::layout_real(out, lay, modes, pd, sign_bit, false);
}

// Prints |m| with prec fraction digits into pd ("%.{prec}f" digits, the
// integer part at least one '0').  buf has room for the whole text and a
// spare char in front.
template <class T>
bool print_fixed(T m, int prec, char* buf, size_t cap, PrintedDigits* pd) {
  char* const s = buf + 1;
  const Digits r = digits_fixed(m, prec, s, cap - 1);
  if (r.count < 0) return false;
  if (r.exp10 >= 0) {
    *pd = PrintedDigits{s, r.count, r.exp10 + 1, 0};
    return true;
  }
  // Below one: "0." then zeros, then the digits.
  const int lead = 1 + prec - r.count;
  std::memmove(s + lead, s, static_cast<size_t>(r.count));
  std::memset(s, '0', static_cast<size_t>(lead));
  *pd = PrintedDigits{s, 1 + prec, 1, 0};
  return true;
}

template <class T>
bool print_scientific(T m, int prec, char* buf, size_t cap, PrintedDigits* pd) {
  const Digits r = digits_significant(m, prec + 1, buf + 1, cap - 1);
  if (r.count < 0) return false;
  *pd = PrintedDigits{buf + 1, r.count, 0, r.exp10};
  return true;
}

// The blanks of G's F form where the exponent would have been: four for
// Gw.d, e + 2 for Gw.dEe, at most w - 1.
int g_pad(int e, int w) {
  const int npad = e <= 0 ? 4 : e + 2;
  return npad >= w ? w - 1 : npad;
}

// Resolves a Request into the form to lay out and the printer precision.
template <class T>
bool resolve(const Request& q, const EditModes& modes, T m, bool sign_bit,
             RealLayout* lay, int* prec) {
  const int k = modes.scale;
  lay->w = q.w;
  lay->d = q.d;
  lay->e = q.e;
  lay->scale = k;
  lay->npad = 0;
  lay->g0 = q.g0;
  switch (q.kind) {
    case EditKind::kF:
      lay->form = RealForm::kF;
      *prec = q.d + k;
      return true;
    case EditKind::kE:
    case EditKind::kD:
      lay->form = q.kind == EditKind::kE ? RealForm::kE : RealForm::kD;
      if (k <= -q.d || k >= q.d + 2) return false;
      *prec = k <= 0 ? q.d + k - 1 : q.d;
      return true;
    case EditKind::kES:
      lay->form = RealForm::kES;
      *prec = q.d;
      return true;
    case EditKind::kEN:
      lay->form = RealForm::kEN;
      *prec = q.d + en_extra_before(m, modes.quiet_fp_flags);
      return true;
    default: break;
  }
  // G: E form with d - comp_d digits, or F form in w - npad columns
  // followed by npad blanks where the exponent would have been.
  int d_after = 0;
  if (!g_picks_f_quietly(m, q.d, modes, sign_bit, &d_after)) {
    lay->form = RealForm::kE;
    lay->d = q.d - q.comp_d;
    if (k <= -lay->d || k >= lay->d + 2) return false;
    *prec = k <= 0 ? lay->d + k - 1 : lay->d;
    return true;
  }
  const int npad = q.g0 ? 0 : g_pad(q.e, q.w);
  lay->form = RealForm::kF;
  lay->w = q.w - npad;
  lay->d = d_after;
  lay->scale = 0;
  lay->npad = npad;
  *prec = d_after;
  return true;
}

// libgfortran prints "%+-#.*e" into a buffer sized for the descriptor's
// width (w + 1 + precision + 2 chars, the precision the descriptor itself
// asked for): an exponent with more digits than fit is cut there, and
// the digits left are the exponent it goes on with (ES6.0 of HUGE(1._16)
// is "1.+493").  keep: how many exponent digits the buffer holds.
int cut_exponent(int exp10, int keep) {
  const int mag = exp10 < 0 ? -exp10 : exp10;
  int n = 2;  // printf writes at least two exponent digits
  for (int rest = mag / 100; rest > 0; rest /= 10) ++n;
  if (keep >= n) return exp10;
  int cut = 0;
  if (keep > 0) {
    cut = mag;
    for (int i = keep; i < n; ++i) cut /= 10;
  }
  return exp10 < 0 ? -cut : cut;
}

template <class T>
size_t edit_finite(char* out, const EditSpec& spec, EditModes& modes, T v,
                   bool sign_bit) {
  constexpr int kKind = KindInfo<T>::kKind;
  constexpr int kGuard = 2 * kKind + 4;  // extra digits for explicit rounding
  const Request q = make_request<T>(spec, modes);
  // A negative precision makes libgfortran switch the unit to ROUND=
  // NEAREST (its own rounding) for the rest of the statement.
  int prec0 = q.kind == EditKind::kEN ? 0 : request_precision(q, modes.scale);
  if (prec0 < 0 && modes.round == RoundMode::kProcessorDefined)
    modes.round = RoundMode::kNearest;
  const bool own = modes.round != RoundMode::kProcessorDefined;
  if (own) prec0 = prec0 + kGuard < 0 ? 0 : prec0 + kGuard;

  const T m = sign_bit ? -v : v;
  RealLayout lay;
  int prec = 0;
  if (!resolve(q, modes, m, sign_bit, &lay, &prec)) return kEditError;
  lay.own_round = own;
  lay.round = modes.round;
  lay.size_limit =
      q.w + 1 + prec0 + 2;  // the F printer's buffer in libgfortran
  if constexpr (KindInfo<T>::kKind <= 8) {
    // The common fields of REAL(4) and REAL(8) skip the digit text.
    if (const size_t n = detail::fast_real_field(out, lay, modes, m, sign_bit))
      return n;
  }
  if (own) prec = prec + kGuard < 0 ? 0 : prec + kGuard;

  const bool zero = m == 0;
  PrintedDigits pd;
  if (lay.form == RealForm::kF) {
    if (modes.flang_small_fixed && !zero)
      if (const size_t n = fixed_flang_small(out, lay, modes, m, sign_bit))
        return n;
    int nint_max = 1;
    if (m >= 1) {
      const int e2 = binary_exponent(m);
      // More integer digits than the buffer bound: asterisks, without
      // printing thousands of digits.
      if (lay.w > 0 && (e2 - 1) * 30102 / 100000 + 1 > lay.size_limit) {
        return detail::fill(out, '*', lay.w);
      }
      nint_max = e2 * 30103 / 100000 + 2;
    }
    DigitBuffer buf(static_cast<size_t>(nint_max + prec) + 16);
    if (!buf.get()) return 0;
    if (!print_fixed(m, prec, buf.get(),
                     static_cast<size_t>(nint_max + prec) + 16, &pd))
      return 0;
    return detail::layout_real(out, lay, modes, pd, sign_bit, zero);
  }
  DigitBuffer buf(static_cast<size_t>(prec) + 16);
  if (!buf.get()) return 0;
  if (!print_scientific(m, prec, buf.get(), static_cast<size_t>(prec) + 16,
                        &pd))
    return 0;
  // (a zero width gets a buffer for any exponent; flang has no such cut)
  if (!q.g0 && !modes.wide_exponent) {
    const int buf_prec = q.kind == EditKind::kEN ? prec : prec0;
    pd.exp10 = cut_exponent(pd.exp10, q.w + buf_prec - prec - 3);
  }
  return detail::layout_real(out, lay, modes, pd, sign_bit, zero);
}

// EX: the value as significand * 2^q, read from the storage format.
template <class T>
size_t edit_hex(char* out, const EditSpec& spec, const EditModes& modes, T v,
                bool sign_bit) {
  uint128 sig = 0;
  int q = 0;
  if constexpr (KindInfo<T>::kKind == 4) {
    uint32_t b;
    std::memcpy(&b, &v, 4);
    const int ex = static_cast<int>((b >> 23) & 0xFF);
    sig = b & 0x7FFFFFu;
    if (ex != 0) sig |= uint128{1} << 23;
    q = (ex == 0 ? 1 : ex) - 127 - 23;
  } else if constexpr (KindInfo<T>::kKind == 8) {
    uint64_t b;
    std::memcpy(&b, &v, 8);
    const int ex = static_cast<int>((b >> 52) & 0x7FF);
    sig = b & ((uint64_t{1} << 52) - 1);
    if (ex != 0) sig |= uint128{1} << 52;
    q = (ex == 0 ? 1 : ex) - 1023 - 52;
  } else if constexpr (KindInfo<T>::kKind == 10) {
    // x87: explicit integer bit in a 64-bit significand.
    uint64_t mant;
    uint16_t se;
    std::memcpy(&mant, &v, 8);
    std::memcpy(&se, reinterpret_cast<const char*>(&v) + 8, 2);
    const int ex = se & 0x7FFF;
    sig = mant;
    q = (ex == 0 ? 1 : ex) - 16383 - 63;
  } else {
    uint64_t w[2];
    std::memcpy(w, &v, 16);
    const int ex = static_cast<int>((w[1] >> 48) & 0x7FFF);
    sig = (static_cast<uint128>(w[1] & ((uint64_t{1} << 48) - 1)) << 64) | w[0];
    if (ex != 0) sig |= uint128{1} << 112;
    q = (ex == 0 ? 1 : ex) - 16383 - 112;
  }
  return detail::edit_hex_real(out, spec, modes, sign_bit, sig, q);
}

template <class T>
size_t edit_value(char* out, const EditSpec& spec, EditModes& modes, T v) {
  const bool sign_bit = __builtin_signbit(v);
  if (!__builtin_isfinite(v)) {
    // Same for every descriptor; w == 0 (F0, E0, G0...) gives the short form.
    return put_infnan(out, __builtin_isnan(v),
                      detail::edit_sign(sign_bit, modes), spec.w,
                      modes.short_infinity);
  }
  if (spec.kind == EditKind::kEX)
    return edit_hex(out, spec, modes, v, sign_bit);
  return edit_finite(out, spec, modes, v, sign_bit);
}

// EN of m >= 0 in the fast field (edit_real_fast.h), its digits before
// the point from the one-digit rounding as en_extra_before finds them
// (the same digit and exponent from the scaled integer, no digit text);
// 0 when it declines.
template <class T>
size_t fast_en(char* out, const detail::RealLayout& lay, const EditModes& modes,
               T m, bool sign_bit) {
  uint64_t lead = 0;
  int x = 0;
  if (m != 0 && !scaled_significant(static_cast<double>(m), 1, &lead, &x))
    return 0;
  const int extra = en_extra_from(m, x, lead == 1, modes.quiet_fp_flags);
  return detail::fast_en_field(out, lay, modes, static_cast<double>(m),
                               sign_bit, extra);
}

// F, E, D, ES and EN of a REAL(4) or REAL(8) with a width and digits, no
// scale factor and no ROUND=: the fast field (edit_real_fast.h) straight
// from the descriptor, before its general resolution; 0 when it declines.
template <class T>
size_t fast_edit(char* out, const EditSpec& spec, const EditModes& modes, T v) {
  if (spec.w <= 0 || spec.w > kMaxEditWidth || !spec.d_given ||
      spec.d > kMaxEditDigits || modes.scale != 0 ||
      modes.round != RoundMode::kProcessorDefined || !__builtin_isfinite(v))
    return 0;
  RealLayout lay{};
  switch (spec.kind) {
    case EditKind::kF: lay.form = RealForm::kF; break;
    case EditKind::kE: lay.form = RealForm::kE; break;
    case EditKind::kD: lay.form = RealForm::kD; break;
    case EditKind::kES: lay.form = RealForm::kES; break;
    case EditKind::kG: lay.form = RealForm::kE; break;  // or F: below
    case EditKind::kEN: lay.form = RealForm::kEN; break;
    default: return 0;
  }
  if (spec.e_given && (spec.e <= 0 || spec.e > kMaxEditDigits)) return 0;
  lay.w = spec.w;
  lay.d = spec.d;
  lay.e = spec.e_given ? spec.e : -1;
  lay.round = modes.round;
  const bool sign_bit = __builtin_signbit(v);
  const T m = sign_bit ? -v : v;
  if (spec.kind == EditKind::kEN) return fast_en(out, lay, modes, m, sign_bit);
  int d_after = 0;
  if (spec.kind == EditKind::kG &&
      g_picks_f_quietly(m, spec.d, modes, sign_bit, &d_after)) {
    // resolve's F form: the exponent's columns become trailing blanks.
    const int npad = g_pad(lay.e, spec.w);
    lay.form = RealForm::kF;
    lay.w = spec.w - npad;
    lay.d = d_after;
    lay.npad = npad;
  }
  return detail::fast_real_field(out, lay, modes, m, sign_bit);
}

template <class T>
T load(const void* p, size_t bytes) {
  T v{};
  std::memcpy(&v, p, bytes);
  return v;
}

}  // namespace

size_t edit_real(char* out, const EditSpec& given, EditModes& modes,
                 const void* p, int kind) {
  if (kind != 4 && kind != 8 && kind != 10 && kind != 16 &&
      !is_narrow_real_kind(kind))
    return 0;
  if (given.w < 0 || (given.d_given && given.d < 0) ||
      (given.e_given && given.e < 0))
    return 0;
  if (kind == 8)
    if (const size_t n = fast_edit(out, given, modes, load<double>(p, 8)))
      return n;
  if (kind == 4)
    if (const size_t n = fast_edit(out, given, modes, load<float>(p, 4)))
      return n;
  const EditSpec spec = clamp_edit_spec(given);
  modes.scale = clamp_scale(modes.scale);
  switch (spec.kind) {
    case EditKind::kB:
    case EditKind::kO:
    case EditKind::kZ:
      // F2008: the bits of the storage; REAL(10) has 10 significant bytes,
      // REAL(3) 2.
      return detail::edit_boz(
          out, spec,
          load<uint128>(p, kind == 3 ? 2 : static_cast<size_t>(kind)),
          modes.boz_zero_whole);
    case EditKind::kF:
    case EditKind::kE:
    case EditKind::kEN:
    case EditKind::kES:
    case EditKind::kEX:
    case EditKind::kD:
    case EditKind::kG: break;
    default: return 0;
  }
  switch (kind) {
    case 2:
    case 3:
      // Exact: the text of a value does not depend on its type.
      return edit_value(out, spec, modes,
                        widen_narrow_real(load<uint16_t>(p, 2), kind));
    case 4: return edit_value(out, spec, modes, load<float>(p, 4));
    case 8: return edit_value(out, spec, modes, load<double>(p, 8));
    case 10: return edit_value(out, spec, modes, load<long double>(p, 10));
    default: return edit_value(out, spec, modes, load<float128>(p, 16));
  }
}

}  // namespace ftnio::conv
