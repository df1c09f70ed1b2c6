// SPDX-License-Identifier: MIT
// Hexadecimal REAL input ("0x1.8p3") as LLVM flang 19's runtime converts
// it in list-directed input (L1, pure).  gfortran reads no such value.
#ifndef FTNIO_CONV_HEX_REAL_FLANG_H
#define FTNIO_CONV_HEX_REAL_FLANG_H

#include <cstdint>

#include "base/edit_modes.h"
#include "conv/edit_in_detail.h"

namespace ftnio::conv::detail {

// The hexadecimal digits of a value as they come, folded into flang's
// significand: once it has more than p bits, it is cut to p and what it
// lost is a rounding bit and a sticky bit, as flang's runtime keeps them.
class HexSignificand {
 public:
  explicit HexSignificand(int kind);
  void add(int digit);  // 0..15
  // Stores +-0.digits * 2^exponent into the REAL(kind) at dest, rounded
  // flang's way, and raises the flags flang raises: IEEE_INEXACT, and
  // IEEE_UNDERFLOW for every nonzero subnormal result, exact or not.
  // True when it overflowed (Infinity stored, no flag: flang's error).
  bool store(bool negative, int64_t exponent, RoundMode round,
             void* dest) const;

 private:
  int kind_;
  int p_;               // significand bits, the leading one included
  u128 fraction_ = 0;   // the digits' integer, < 2^p once cut
  int64_t digits_ = 0;  // digits in fraction_ (cut or not)
  int64_t cut_ = 0;     // bits cut off fraction_
  bool full_ = false;   // fraction_ was cut: later digits are sticky
  bool round_ = false;
  bool sticky_ = false;
};

}  // namespace ftnio::conv::detail

#endif  // FTNIO_CONV_HEX_REAL_FLANG_H
