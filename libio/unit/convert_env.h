// SPDX-License-Identifier: MIT
// GFORTRAN_CONVERT_UNIT: the per-unit byte order of unformatted files
// chosen by the environment (docs/abi.md §8.2) (L3).
#ifndef FTNIO_UNIT_CONVERT_ENV_H
#define FTNIO_UNIT_CONVERT_ENV_H

#include <cstdint>

namespace ftnio {

// The conversion the environment imposes on unit number: 0 native, 1
// swap, 2 big endian, 3 little endian (gfortran's -fconvert numbering), or
// -1 when the variable says nothing about the unit.  The variable is read
// once, on first use.
int env_convert_for_unit(int32_t unit);

// Whether data in conversion conv (the numbering above) is byte-swapped on
// this machine.
bool convert_swaps(int conv);

}  // namespace ftnio

#endif  // FTNIO_UNIT_CONVERT_ENV_H
