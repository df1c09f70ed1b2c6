// SPDX-License-Identifier: MIT
// flang 19's rules for BACKSPACE, ENDFILE, REWIND and FLUSH where they
// differ from libgfortran's (L5, flang front door), learnt by running
// programs under flang's runtime:
//  - BACKSPACE of a unit that is not connected is an error of its own
//    (IOSTAT 1041, "BACKSPACE on unconnected unit"); BACKSPACE right after
//    an OPEN with POSITION='APPEND' of a non-empty formatted sequential
//    file fails (1025) and leaves the unit at the end, where later ones
//    leave it too (position_model.h);
//  - FLUSH of a unit that is not connected does nothing (a negative
//    number is an error, 1043);
//  - ENDFILE of a unit connected for reading only (standard input
//    among them) is an error, 1008 "ENDFILE(UNIT=n) on read-only file";
//  - REWIND and ENDFILE of a unit that is not connected connect it to
//    fort.N, created (and for ENDFILE emptied) as flang's runtime does;
//    the form is left to the unit's first data transfer.
#ifndef FTNIO_ABI_FLANG_POSITIONING_RULES_H
#define FTNIO_ABI_FLANG_POSITIONING_RULES_H

#include "abi_flang/statement.h"

namespace ftnio::flang {

// Runs the positioning or FLUSH statement s as flang's runtime does when
// one of the rules above applies: true when it did (s.status holds the
// outcome), false when the core is to run it.
bool positioning_as_flang(Statement& s);

}  // namespace ftnio::flang

#endif  // FTNIO_ABI_FLANG_POSITIONING_RULES_H
