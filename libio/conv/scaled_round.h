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

// floor(log10(|v|)) for a normal double v, or that minus one.
int decimal_exponent_floor(double v);

}  // namespace ftnio::conv

#endif  // FTNIO_CONV_SCALED_ROUND_H
