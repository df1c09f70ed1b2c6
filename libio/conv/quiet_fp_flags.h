// SPDX-License-Identifier: MIT
// Keeps the program's floating-point exception flags across a
// conversion step that computes in floating point (L1).
#ifndef FTNIO_CONV_QUIET_FP_FLAGS_H
#define FTNIO_CONV_QUIET_FP_FLAGS_H

#include <cfenv>

namespace ftnio::conv {

// The steps of real output that follow libgfortran's arithmetic (EN's
// exponent, G's choice of form) raise INEXACT, OVERFLOW or UNDERFLOW
// for ordinary values; flang's STOP reports the flags a program leaves
// raised, and flang's runtime converts in integers.  In scope, this
// clears at its end the flags raised in it, and only those.
// (libgfortran leaves them raised, and gfortran's STOP reports OVERFLOW
// and UNDERFLOW: under the gfortran front door `quiet` is false and this
// does nothing.)
class QuietFpFlags {
 public:
  explicit QuietFpFlags(bool quiet)
      : had_(quiet ? std::fetestexcept(FE_ALL_EXCEPT) : -1) {}
  ~QuietFpFlags() {
    if (had_ < 0) return;
    const int raised = std::fetestexcept(FE_ALL_EXCEPT) & ~had_;
    if (raised != 0) std::feclearexcept(raised);
  }
  QuietFpFlags(const QuietFpFlags&) = delete;
  QuietFpFlags& operator=(const QuietFpFlags&) = delete;

 private:
  int had_;
};

}  // namespace ftnio::conv

#endif  // FTNIO_CONV_QUIET_FP_FLAGS_H
