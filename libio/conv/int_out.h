// SPDX-License-Identifier: MIT
// Decimal text of unsigned integers, written backwards from a buffer end (L1, pure).
#ifndef FTNIO_CONV_INT_OUT_H
#define FTNIO_CONV_INT_OUT_H

#include <cstdint>

namespace ftnio::conv {

using uint128 = unsigned __int128;  // GCC's 128-bit integer, INTEGER(16)
using int128 = __int128;

// Writes the decimal digits of v so that the last digit lands at end[-1];
// returns a pointer to the first digit.  The caller provides at least 20
// chars before end (39 for the 128-bit overload).  Zero is written as "0".
char* put_uint_backward(char* end, uint64_t v);
char* put_uint_backward(char* end, uint128 v);

// Number of decimal digits of v (1 for zero).
int count_digits(uint64_t v);

}  // namespace ftnio::conv

#endif  // FTNIO_CONV_INT_OUT_H
