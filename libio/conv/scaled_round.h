// SPDX-License-Identifier: MIT
// The integer nearest |v| x 10^f for a double, exact, by 128-bit integer
// arithmetic (L1, pure): the short path of digit generation for the usual
// magnitudes, where a printer's multi-word tables are not needed.
#ifndef FTNIO_CONV_SCALED_ROUND_H
#define FTNIO_CONV_SCALED_ROUND_H

#include <cstdint>

namespace ftnio::conv {

// Sets *r to |v| x 10^f rounded to an integer, ties to even, and returns
// true; returns false (and leaves *r alone) when v is zero, subnormal,
// infinite or NaN, or when the exact product or the result does not fit
// 128 and 64 bits: the caller then uses the general printer.
bool scaled_round(double v, int f, uint64_t* r);

// The n significant digits of |v| (1 <= n <= 19) as the integer *r,
// 10^(n-1) <= *r < 10^n, nearest |v| x 10^(n-1-*e), ties to even, with *e
// the decimal exponent of its first digit; false as scaled_round does.
bool scaled_significant(double v, int n, uint64_t* r, int* e);

// floor(log10(|v|)) for a normal double v, or that minus one.
int decimal_exponent_floor(double v);

}  // namespace ftnio::conv

#endif  // FTNIO_CONV_SCALED_ROUND_H
