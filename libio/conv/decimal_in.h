// SPDX-License-Identifier: MIT
// Fast correctly rounded decimal-to-binary conversion of REAL(4)/REAL(8)
// input under round-to-nearest-even (L1, pure).
//
// A decimal number of at most 19 significant digits is w * 10^q with w a
// uint64.  Clinger's fast path converts it with one exact-operand floating
// operation when w and 10^|q| are both exact in the type; otherwise the
// Eisel-Lemire method multiplies w by a 128-bit truncation of 5^q and
// rounds the product, unless the truncation leaves the rounding in doubt.
// Every function here may decline: the caller then takes the exact path
// (std::from_chars or the big-integer quotient), so a declined input costs
// time, never correctness.
#ifndef FTNIO_CONV_DECIMAL_IN_H
#define FTNIO_CONV_DECIMAL_IN_H

#include <cfenv>
#include <cstddef>
#include <cstdint>

namespace ftnio::conv::detail {

// What scan_plain_decimal found in digits[.digits][(e|E)[sign]digits].
struct PlainDecimal {
  const char* end;     // past the number (as std::from_chars); null: none
  uint64_t w;          // the digits as an integer, exact unless many_digits
  int64_t q;           // decimal exponent: value = w * 10^q
  bool many_digits;    // more than 19 significant digits: w is not exact
  bool long_exponent;  // the exponent has more than four significant digits
};

// Scans the longest number digits[.digits][(e|E)[sign]digits] at [s, e)
// that std::from_chars (chars_format::general) reads, at least one digit
// in the mantissa; eight digits at a time where it can.
PlainDecimal scan_plain_decimal(const char* s, const char* e);

// scan_plain_decimal and decimal_to_binary in one call, the common case of
// read_plain_decimal: stores the value of the number at [s, e) and
// returns its end, or returns null with *retry telling whether the text
// is a number std::from_chars may still read (more than 19 digits, a
// value the fast methods leave alone) rather than none or one with a long
// exponent.
const char* read_plain_fast(const char* s, const char* e, double* out,
                            bool* retry);
const char* read_plain_fast(const char* s, const char* e, float* out,
                            bool* retry);
// The same, also telling whether the stored value is the decimal number
// exactly (LLVM flang raises IEEE_INEXACT when it is not): decided from
// the converted integers w and q, without a second look at the text.
const char* read_plain_fast(const char* s, const char* e, double* out,
                            bool* retry, bool* exact);
const char* read_plain_fast(const char* s, const char* e, float* out,
                            bool* retry, bool* exact);

// The usual formatted REAL field (F, E, EN, ES, D, G), read in one pass
// from the record without a digit buffer: blanks, an optional sign, the
// mantissa (digits with at most one decimal symbol, a digit among them,
// at most 19 significant), an optional exponent (a letter E, D or Q in
// either case and an optional sign, or a sign alone, then 1 to 4 digits),
// then blanks to the field's end.
struct FieldForm {
  int d;            // digits after the implied point: a field without a
                    // decimal symbol has its last d digits as fraction
  int scale;        // kP: the value is divided by 10^k without an exponent
  char comma;       // a second decimal symbol ('.' always is one): ','
                    // under DECIMAL='COMMA', else '.'
  bool blank_zero;  // BZ: blanks after the number are zeros, left to the
                    // general path (leading blanks are skipped as in BN)
};
// Stores the field's value, correctly rounded to nearest (ties to even),
// and returns true; false, nothing stored, for every other field, a
// resulting exponent of 10^4 or more in magnitude (libgfortran's
// BadValue), or a value the fast methods leave alone (subnormal,
// overflow, undecided), which the general path reads.  SSE arithmetic
// must round to nearest.  exact (LLVM flang's IEEE_INEXACT): whether the
// value stored is the decimal number exactly.
bool read_field_fast(const char* s, const char* e, const FieldForm& f,
                     double* out);
bool read_field_fast(const char* s, const char* e, const FieldForm& f,
                     float* out);
bool read_field_fast(const char* s, const char* e, const FieldForm& f,
                     double* out, bool* exact);
bool read_field_fast(const char* s, const char* e, const FieldForm& f,
                     float* out, bool* exact);

// The usual list-directed REAL value in one pass: an optional sign, the
// mantissa (as read_field_fast's, decimal point '.'), an optional
// exponent as there; stores its value as read_field_fast does and
// returns its end, where the caller looks for a separator; null, nothing
// stored, for every other text (a repeat count's '*' ends the mantissa:
// no separator follows) or a value the fast methods leave alone.
const char* read_list_fast(const char* s, const char* e, double* out);
const char* read_list_fast(const char* s, const char* e, float* out);

// Whether SSE arithmetic rounds to nearest (std::from_chars, Clinger's
// path and __float128 arithmetic may use it); MXCSR bits 13-14 hold the
// rounding control.
inline bool sse_rounds_to_nearest() {
#if defined(__x86_64__)
  return (__builtin_ia32_stmxcsr() & 0x6000u) == 0;
#else
  return std::fegetround() == FE_TONEAREST;
#endif
}

// The n digits at s ('0'..'9', n <= 19) as an integer.
uint64_t digits_value(const char* s, size_t n);

// w * 10^q correctly rounded to nearest (ties to even), for a result that
// is zero or a normal number above the smallest normal: stores it and
// returns true.  Returns false, storing nothing, when the fast methods
// cannot decide, or the result is Infinity, subnormal or the smallest
// normal (whose exception flags the exact path raises).  SSE arithmetic
// must round to nearest (Clinger's path divides or multiplies).
bool decimal_to_binary(uint64_t w, int64_t q, double* out);
bool decimal_to_binary(uint64_t w, int64_t q, float* out);

// The Eisel-Lemire step alone (no Clinger path), for the tests: the same
// contract as decimal_to_binary.
bool eisel_lemire(uint64_t w, int64_t q, double* out);
bool eisel_lemire(uint64_t w, int64_t q, float* out);

}  // namespace ftnio::conv::detail

#endif  // FTNIO_CONV_DECIMAL_IN_H
