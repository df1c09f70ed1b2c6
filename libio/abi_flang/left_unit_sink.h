// SPDX-License-Identifier: MIT
// A WRITE on a unit a failed OPEN left, as flang 19's runtime does it
// (L5, flang front door).
//
// flang lets a WRITE through on such a unit (when the form and the
// ACTION= that OPEN took allow it): the output goes to the unit's
// buffer, which has no file, and the WRITE succeeds.  The unit stays
// unconnected to INQUIRE, whose POS= counts the bytes written.  ftnio
// runs the WRITE on a scratch file connected for the statement (the
// sink), keeps its byte count and closes it again.  A CLOSE or FLUSH of
// the unit then, which stops flang's runtime on an internal check
// (RUNTIME_CHECK(fd_ >= 0) in its file.cpp), ends normally in ftnio: a
// deliberate difference (README), as for flang's other internal errors.
#ifndef FTNIO_ABI_FLANG_LEFT_UNIT_SINK_H
#define FTNIO_ABI_FLANG_LEFT_UNIT_SINK_H

#include <cstdint>

#include "abi_flang/statement.h"

namespace ftnio::flang {

// Before a WRITE on the unconnected unit s.unit that flang lets through:
// connects the sink if the unit is a left sequential one.
void open_left_sink(Statement& s);

// After that WRITE: its bytes are counted, the sink closed.
// (left_unit_bytes in open_rules.h reads the count.)
void close_left_sink(Statement& s);

}  // namespace ftnio::flang

#endif  // FTNIO_ABI_FLANG_LEFT_UNIT_SINK_H
