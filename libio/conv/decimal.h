// SPDX-License-Identifier: MIT
// Exact, correctly rounded decimal digit generation for every REAL kind (L1,
// pure).
#ifndef FTNIO_CONV_DECIMAL_H
#define FTNIO_CONV_DECIMAL_H

#include <cstddef>

namespace ftnio::conv {

using float128 = __float128;  // REAL(16) on x86-64 (IEEE binary128)

// Outcome of one digit generation: |v| ~= d0.d1d2...d(count-1) x 10^exp10,
// with the digits ('0'..'9') in the caller's buffer.
struct Digits {
  int count;  // digits written; -1 when the caller's buffer was too small
  int exp10;  // decimal exponent of the first digit
};

// Rounds the finite |v| to n >= 1 significant digits, ties to even (the
// IEEE default, which is also what glibc's printf does).  Writes exactly n
// digits; zero gives n '0's and exp10 == 0.  cap must be >= n + 8.
Digits digits_significant(float v, int n, char* buf, size_t cap);
Digits digits_significant(double v, int n, char* buf, size_t cap);
Digits digits_significant(long double v, int n, char* buf, size_t cap);
Digits digits_significant(float128 v, int n, char* buf, size_t cap);

// Rounds the finite |v| to nfrac >= 0 digits after the decimal point, ties
// to even.  The digits are those of the integer round(|v| * 10^nfrac)
// without leading zeros, so count == exp10 + 1 + nfrac; a result of zero
// has count 0 and exp10 == -nfrac - 1.  cap must hold the whole fixed
// text: integer digits + 1 + nfrac (up to 310 + nfrac for double, 4934 +
// nfrac for long double and float128).
Digits digits_fixed(float v, int nfrac, char* buf, size_t cap);
Digits digits_fixed(double v, int nfrac, char* buf, size_t cap);
Digits digits_fixed(long double v, int nfrac, char* buf, size_t cap);
Digits digits_fixed(float128 v, int nfrac, char* buf, size_t cap);

}  // namespace ftnio::conv

#endif  // FTNIO_CONV_DECIMAL_H
