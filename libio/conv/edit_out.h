// SPDX-License-Identifier: MIT
// Output text of one data edit descriptor (I B O Z F E EN ES EX D G L A) for
// one item, byte-identical to libgfortran 12 (L1, pure).
//
// Each function writes the whole field of ONE item into out and returns its
// length; nothing else (no record or position state) is touched, so the
// formatted-transfer interpreter owns layout between fields.  The caller
// reserves edit_max_width() chars (or, for A/G on character without a
// width, the string length).
//
// How a parsed format item maps onto EditSpec, following libgfortran 12's
// format parser (io/format.c) so that defaults come out the same:
//   Iw[.m] Bw[.m] Ow[.m] Zw[.m]  w >= 0 (w == 0 is I0 etc.), m_given/m.
//   Fw.d Ew.d[Ee] ENw.d[Ee] ESw.d[Ee] Dw.d Gw.d[Ee] EXw.d[Ee]
//                                w_given, w > 0, d_given, e_given/e (e >= 0;
//                                e == 0 is the F2018 "E0" minimal exponent).
//   F0.d E0[.d][Ee] ES0.. EN0.. D0.. G0[.d][Ee]
//                                w == 0; an absent d or e is passed as
//                                !d_given / !e_given (libgfortran treats
//                                them as d = 0 and e = 0: "E0.3" and
//                                "E0.3E0" are the same edit).
//   Lw                           w; w == 0 or !w_given (the GNU extensions
//                                "L0" and "L") behave as L1.
//   A[w]                         w_given/w.
//   G on INTEGER is Iw (d, e ignored; G0 is I0), on LOGICAL Lw (G0 is L1),
//   on CHARACTER Aw (G0 is A); the caller picks the function by type.
#ifndef FTNIO_CONV_EDIT_OUT_H
#define FTNIO_CONV_EDIT_OUT_H

#include <cstddef>
#include <cstdint>

#include "base/edit_kind.h"
#include "base/edit_modes.h"

namespace ftnio::conv {

// The changeable modes in force for one data edit (F2018 12.5.2).
struct EditModes {
  int scale = 0;  // kP scale factor (F, E, D, G; not ES/EN/EX)
  RoundMode round = RoundMode::kProcessorDefined;
  SignMode sign = SignMode::kProcessorDefined;
  bool decimal_comma = false;  // DC / DECIMAL='COMMA': ',' as decimal symbol
  bool sign_zero = true;  // false with -fno-sign-zero: -0.0 prints without '-'
  bool optional_plus =
      false;  // GFORTRAN_OPTIONAL_PLUS: '+' under S / processor-defined
  bool short_infinity =
      false;  // LLVM flang: Infinity is "Inf" in any width (never "Infinity")
  bool wide_exponent = false;  // LLVM flang: an Ew.d exponent beyond 999
                               // is written whole without its letter
                               // ("+4933"); else asterisks
  // LLVM flang: real output leaves the program's floating-point flags as
  // they were (conv/quiet_fp_flags.h); libgfortran's raises some.
  bool quiet_fp_flags = false;
  // LLVM flang: G editing chooses the F or the E form by the exact
  // exponent of the value rounded to d digits; libgfortran by bounds
  // computed in the value's kind and a double 0.1 (conv/edit_real.cpp).
  bool g_exact_choice = false;
  // LLVM flang: an F field whose value rounds to zero or to one unit in
  // its last place, under ROUND= UP, DOWN, ZERO or COMPATIBLE, follows
  // flang's rounding of the value to d significant digits first (conv/
  // edit_real.cpp, fixed_flang_small); libgfortran rounds it once.
  bool flang_small_fixed = false;
  // LLVM flang: Bw.0, Ow.0 and Zw.0 leave the field blank only when all
  // of the value's bits are zero; libgfortran looks at its low 32 bits
  // (its writer takes the value as a C int there).
  bool boz_zero_whole = false;
};

// One data edit descriptor as parsed from the format.
struct EditSpec {
  EditKind kind;  // a data edit: kI .. kA (never kDT)
  int32_t w;      // field width in chars, >= 0; 0 = processor-chosen width
  int32_t d;     // digits after the point (reals), >= 0; ignored unless d_given
  int32_t e;     // exponent digits, >= 0; ignored unless e_given
  int32_t m;     // minimum digits (I B O Z), >= 0; ignored unless m_given
  bool w_given;  // false only for A and L written without a width
  bool d_given;  // ".d" present
  bool e_given;  // "Ee" present
  bool m_given;  // ".m" present
};

// Returned instead of a length when libgfortran raises an error for the
// edit (the field is not written).  The only case is E/D editing (also G
// and list items that select it) with a scale factor k outside
// -d < k < d + 2; libgfortran reports LIBERROR_FORMAT (IOSTAT 5006) with
// kEditScaleMessage.
inline constexpr size_t kEditError = SIZE_MAX;
inline constexpr const char* kEditScaleMessage =
    "Scale factor out of range in format specifier 'E' or 'D'";

// Upper bound of the chars any edit_* function below writes for spec and
// an item of the given kind (integer kind for I/B/O/Z/L, real kind for
// reals: REAL(2) and REAL(3) pass 4, the float they are edited as), under
// modes.  For A and G on character without a width the field is as long
// as the string: use that length.
size_t edit_max_width(const EditSpec& spec, const EditModes& modes, int kind);

// Edit parameters beyond these limits (from formats such as F0.99999999999,
// whose numbers the lexer saturates at INT32_MAX) are cut to them, so that
// the digit and width arithmetic never overflows an int.  Fields of more
// than 16 Mi digits are the one place ftnio's output is not libgfortran's
// (which overflows there itself, or needs gigabytes and minutes).
constexpr int32_t kMaxEditDigits = int32_t{1} << 24;
constexpr int32_t kMaxEditWidth = int32_t{1} << 30;
EditSpec clamp_edit_spec(const EditSpec& spec);
int32_t clamp_scale(int32_t scale);

// I, B, O, Z and G on INTEGER(kind), kind 1, 2, 4, 8 or 16.  Field too
// narrow: w asterisks.  Unsupported kind or descriptor: returns 0.
size_t edit_integer(char* out, const EditSpec& spec, const EditModes& modes,
                    const void* p, int kind);

// B, O and Z of the n bytes at p as one little-endian unsigned number
// (LLVM flang's editing of a CHARACTER item): at least m digits,
// right-justified in w (0: just wide enough), w asterisks when they do
// not fit, blanks for Bw.0 of zero.  edit_boz_max_width bounds its length.
size_t edit_boz_bytes(char* out, const EditSpec& spec, const void* p, size_t n);
size_t edit_boz_max_width(const EditSpec& spec, size_t n);

// Iw and Iw.m (m < 0: absent) of a value of INTEGER kind 8 or less: what
// edit_integer gives for them, without decoding a spec.  w and m must be
// within the sizes clamp_edit_spec allows.
size_t edit_int_iw(char* out, int w, int m, const EditModes& modes, int64_t v);

// I0 (no .m) of a value of INTEGER kind 8 or less: the sign and digits,
// exactly edit_int_iw(out, 0, -1, ...), at most kMaxI0Width characters.
// Writes no byte beyond the ones it returns.
constexpr size_t kMaxI0Width = 20;  // "-9223372036854775808"
size_t edit_int_i0(char* out, const EditModes& modes, int64_t v);

// F, E, EN, ES, EX, D, G, and B/O/Z (F2008, bits of the storage) on
// REAL(kind), kind 4, 8, 10 or 16, and flang's 2 and 3 (narrow_real.h:
// edited as the float of the same value).  modes is updated the way libgfortran
// updates its unit state: F or G editing with d + k < 0 under Unspecified
// rounding switches modes.round to Nearest, and the interpreter must keep
// that for the rest of the statement (ROUND= resets it at the next one).
// Returns the field length, kEditError (see above; for G only when the
// value takes the E form), or 0 for an unsupported kind or descriptor.
// EX follows F2018 13.7.2.3.6 (see edit_hex.cpp): gfortran 12 itself
// rejects EX in a format, so a libgfortran-compatible interpreter reports
// that format error before ever calling this with EX.
size_t edit_real(char* out, const EditSpec& spec, EditModes& modes,
                 const void* p, int kind);

// L and G on LOGICAL(kind), kind 1, 2, 4, 8 or 16: w-1 blanks and 'T'/'F'.
size_t edit_logical(char* out, const EditSpec& spec, const void* p, int kind);

// A LOGICAL value of `kind` bytes is true when any of them is not zero
// (libgfortran's and flang's test alike; kind up to 16).
inline bool logical_truth(const void* p, int kind) {
  const auto* b = static_cast<const unsigned char*>(p);
  for (int i = 0; i < kind; ++i)
    if (b[i] != 0) return true;
  return false;
}

// A and G on CHARACTER(kind=1) of len chars: Aw with w < len writes the
// first w chars, with w > len right-justifies (leading blanks); no width
// (or G0) writes the string as is.
size_t edit_character(char* out, const EditSpec& spec, const char* src,
                      size_t len);

// A and G on CHARACTER(kind=4) of len chars into a default-encoding
// (ENCODING='DEFAULT', kind-1) record, as libgfortran 12 does it:
// max(w - len, 0) blanks, then EVERY character of the string even when
// w < len (not the standard's truncation), each as its low byte or '?'
// when above 255; a character equal to delim ('\'' or '"' when the unit
// has DELIM='APOSTROPHE' / 'QUOTE', else 0) is doubled.  out needs
// max(w, len) + (count of delim characters) chars.
size_t edit_character4(char* out, const EditSpec& spec, const char32_t* src,
                       size_t len, char delim);

}  // namespace ftnio::conv

#endif  // FTNIO_CONV_EDIT_OUT_H
