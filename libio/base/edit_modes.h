// SPDX-License-Identifier: MIT
// The changeable modes an edit depends on: one vocabulary for the OPEN and
// data transfer specifiers (unit/, transfer/), the format's mode edits
// (format/) and the edit routines (conv/), so no layer translates them (L0).
#ifndef FTNIO_BASE_EDIT_MODES_H
#define FTNIO_BASE_EDIT_MODES_H

#include <cstdint>

namespace ftnio {

// DECIMAL= / DC DP.
enum class DecimalMode : uint8_t { kPoint, kComma };

// SIGN= / S SP SS.
enum class SignMode : uint8_t {
  kProcessorDefined,  // S or no SIGN=: '+' only with GFORTRAN_OPTIONAL_PLUS
  kSuppress,          // SS: never '+'
  kPlus,              // SP: '+' on nonnegative values
};

// BLANK= / BN BZ (input).
enum class BlankMode : uint8_t { kNull, kZero };

// ROUND= / RU RD RZ RN RC RP.  RP (processor defined) is the same as no
// ROUND= in libgfortran: the exact round-half-even of the printer.
enum class RoundMode : uint8_t {
  kProcessorDefined,  // no ROUND=, or RP: exact nearest, ties to even
  kUp,                // RU: toward +infinity
  kDown,              // RD: toward -infinity
  kZero,              // RZ: toward zero
  kNearest,           // RN: libgfortran's own digit rounding, ties to even
  kCompatible,        // RC: ties away from zero
};

}  // namespace ftnio

#endif  // FTNIO_BASE_EDIT_MODES_H
