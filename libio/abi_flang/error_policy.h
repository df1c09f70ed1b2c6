// SPDX-License-Identifier: MIT
// How a flang statement reports its condition (L5, flang front door):
// flang's IOSTAT values, IOMSG= texts, and for a condition that none of
// the statement's handlers takes, flang's fatal message and abort.
//
// The core sees every flang statement as one whose conditions are caught
// (its IOSTAT= target is always set): it records the condition and
// unwinds, and the front door then decides, after each call, whether
// flang's runtime would have ended the program there.
#ifndef FTNIO_ABI_FLANG_ERROR_POLICY_H
#define FTNIO_ABI_FLANG_ERROR_POLICY_H

#include <string>

#include "abi_flang/statement.h"
#include "transfer/data_transfer.h"

namespace ftnio::flang {

// flang's IOSTAT value for the statement's condition (0 when none).
// The usual answer, no condition, inline (EndIoStatement asks it of every
// statement).
int flang_iostat_of_condition(Statement& s);
inline int flang_iostat(Statement& s) {
  return status_of(s).failed() ? flang_iostat_of_condition(s) : 0;
}

// flang's IOMSG= text for the statement's condition, whose IOSTAT value
// is iostat.  Where flang's text carries details the core does not keep
// (the offending character of an input field, record positions), the
// core's own text stands in.
std::string flang_message(Statement& s, int iostat);

// Ends the program as flang's runtime does, "fatal Fortran runtime
// error(file:line): <message>" on stderr and abort(), when the statement
// holds a condition that EnableHandlers gave no handler for.  The test
// for a condition is inline; the rest is check_uncaught_slow.  Run at
// the end of every statement (complete) and by the calls that answer
// for a statement of another kind.
void check_uncaught_slow(Statement& s);
inline void check_uncaught(Statement& s) {
  const IoStatus& st =
      s.kind == CookieKind::kTransfer && s.started ? s.dt().status : s.status;
  if (st.failed()) check_uncaught_slow(s);
}

// The value of a data item call of the started transfer s (st is its
// state): whether the statement goes on.  An item that met an uncaught
// condition ends the program there, as flang's runtime does, before the
// program evaluates the next items (a function called in the list, the
// bounds of an implied DO from a value that failed to read); an item
// that went well costs the one test its value needs.  A format that
// failed on its reversion stops the program only after the statement's
// record ends (complete), as flang's does.
inline bool going_on_after_item(Statement& s, const DtState& st) {
  if (!st.status.failed()) [[likely]]
    return true;
  if (!failed_after_reversion(st)) check_uncaught_slow(s);
  return false;
}

}  // namespace ftnio::flang

#endif  // FTNIO_ABI_FLANG_ERROR_POLICY_H
