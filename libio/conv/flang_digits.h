// SPDX-License-Identifier: MIT
// The digits LLVM flang 19's runtime writes for a list-directed or
// namelist REAL (L1, pure).
//
// flang does not print the shortest digits nearest to the value.  It
// takes the interval of decimals that read back as the value v: from the
// midpoint with the binary neighbour below (inclusive) to the midpoint
// with the neighbour above (exclusive; the largest finite value has no
// neighbour above and the interval ends at v itself, exclusive).  Its
// digits are those the two ends share, then the middle of the ends' first
// differing digits, rounded up: with lo and hi the ends' digits there,
// hi - (hi - lo) / 2.  So 4d0/3 is 1.3333333333333332 (the digit 2 lies
// between the ends' 1 and 4) where the shortest nearest would end in 3.
#ifndef FTNIO_CONV_FLANG_DIGITS_H
#define FTNIO_CONV_FLANG_DIGITS_H

#include <cstdint>

#include "conv/decimal.h"

namespace ftnio::conv {

// A finite value m x 2^e2 > 0 of a binary format: m is the significand as
// an integer (the implicit bit included).
struct BinaryValue {
  unsigned __int128 m;
  int e2;
  bool half_gap_below;  // a power of two above the least normal: the
                        // neighbour below is 2^(e2-1) away, not 2^e2
  bool is_max;          // the largest finite value
};

// Digits of one value: |v| ~ 0.d1 d2 ... dn x 10^exp10, no trailing zero.
// round1_exp10 is the exponent, in the same convention, of |v| rounded to
// one significant digit (ties to even): flang chooses the F or the E form
// by it.
struct MinDigits {
  int count;
  int exp10;
  int round1_exp10;
};

// The largest count any kind produces (REAL(16): 36), with room to spare.
constexpr int kMinDigitsMax = 48;

// Exact for every format up to 113 significand bits and REAL(16)'s
// exponent range (a multiple-precision computation, a few microseconds
// at the ends of the range).
MinDigits flang_min_digits_exact(const BinaryValue& v, char* digits);

// How flang rounds |v| to the one digit that chooses the form under the
// connection's ROUND= mode (the mode and v's sign decide between them).
enum class Round1 { kNearestEven, kAwayIfInexact, kTruncate, kHalfAway };

// MinDigits::round1_exp10 of v under another rounding.
int flang_round1_exponent(const BinaryValue& v, Round1 mode);

// The same digits for |v| > 0 finite, REAL(4) and REAL(8): fixed-width
// integer arithmetic on std::to_chars's exact digits of v, falling back to
// flang_min_digits_exact in the rare cases that arithmetic cannot decide.
MinDigits flang_min_digits(float v, char* digits);
MinDigits flang_min_digits(double v, char* digits);

// REAL(2), REAL(3) (bfloat16), REAL(10) and REAL(16) from their storage;
// the value must be finite and nonzero.
MinDigits flang_min_digits_half(uint16_t bits, char* digits);
MinDigits flang_min_digits_bfloat(uint16_t bits, char* digits);
MinDigits flang_min_digits(long double v, char* digits);
MinDigits flang_min_digits(float128 v, char* digits);

// The finite nonzero |v| as a BinaryValue.
BinaryValue binary_value_of(float v);
BinaryValue binary_value_of(double v);
BinaryValue binary_value_of(long double v);

// v of an IEEE binary format (the significand bits given without the
// implicit one) as a BinaryValue; v finite and nonzero, the sign ignored.
BinaryValue binary_value(unsigned __int128 bits, int frac_bits, int exp_bits);

}  // namespace ftnio::conv

#endif  // FTNIO_CONV_FLANG_DIGITS_H
