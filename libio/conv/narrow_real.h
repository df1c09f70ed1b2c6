// SPDX-License-Identifier: MIT
// The 2-byte REAL kinds of LLVM flang, REAL(2) (IEEE binary16) and REAL(3)
// (bfloat16), as the core converts them (L1, pure).
//
// Every value of both formats is exactly a float (binary32 has more
// significand bits than either and bfloat16's exponent range), so output
// widens the value and edits the float: the decimal text of a value does
// not depend on its type, only the digits chosen for the minimal forms do
// (those are list_items_flang's).  Input rounds the decimal text directly
// to the narrow format (edit_in_number.cpp), never through float: two
// roundings could differ from one.
#ifndef FTNIO_CONV_NARROW_REAL_H
#define FTNIO_CONV_NARROW_REAL_H

#include <cstddef>
#include <cstdint>

namespace ftnio::conv {

// Whether kind is one of the 2-byte REAL kinds.
inline bool is_narrow_real_kind(int kind) { return kind == 2 || kind == 3; }

// Bytes a REAL of the kind occupies (REAL(3): 2, REAL(10): 16 as flang
// and gfortran lay it out in memory).
inline size_t real_storage_bytes(int kind) {
  return kind == 3 ? 2 : kind == 10 ? 16 : static_cast<size_t>(kind);
}

// The float equal to the REAL(2) or REAL(3) value with these bits (NaN
// payloads keep their top bits, the quiet bit included).
float widen_narrow_real(uint16_t bits, int kind);

}  // namespace ftnio::conv

#endif  // FTNIO_CONV_NARROW_REAL_H
