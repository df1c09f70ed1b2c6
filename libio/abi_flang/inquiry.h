// SPDX-License-Identifier: MIT
// INQUIRE for flang programs (L5, flang front door): the core answers
// every specifier once, and the front door rewrites the answers where
// flang's runtime words them otherwise (its policy, learnt by running
// programs under flang 19).
#ifndef FTNIO_ABI_FLANG_INQUIRY_H
#define FTNIO_ABI_FLANG_INQUIRY_H

#include "abi_flang/statement.h"

namespace ftnio::flang {

// Runs INQUIRE(UNIT=) or INQUIRE(FILE=) into s.inquiry.
void run_inquire(Statement& s);

}  // namespace ftnio::flang

#endif  // FTNIO_ABI_FLANG_INQUIRY_H
