// SPDX-License-Identifier: MIT
// Where the end of a READ leaves the unit's records (L4): the questions
// finish_transfer() and the forms' end-of-input calls (form_ops.cpp) both
// ask once the statement's items are done.  What a failed READ leaves is
// answered out of line (hot/cold rule, perf/README.md).
#ifndef FTNIO_TRANSFER_STATEMENT_END_H
#define FTNIO_TRANSFER_STATEMENT_END_H

#include "transfer/dt_state.h"

namespace ftnio {

bool failed_read_unspecifies_position(const DtState& st);
bool failed_read_ended_record(const DtState& st);

// Whether a READ that did not meet END leaves INQUIRE(POSITION=) to be
// worked out from the file again: libgfortran does so where it ends the
// record itself, after an advancing formatted or namelist READ and after a
// value that does not convert; not after list-directed or non-advancing
// input, EOR or other errors.
inline bool read_unspecifies_position(const DtState& st) {
  if (!st.status.failed())
    return st.form != TransferForm::kListDirected && !st.advance_no;
  return failed_read_unspecifies_position(st);
}

// A formatted READ that failed on a value that does not convert: its
// record was ended (libgfortran's next_record after the error), so a
// direct READ moves on to the next record as one that succeeded does.
inline bool value_error_ended_record(const DtState& st) {
  return st.direction == Direction::kRead && st.status.failed() &&
         failed_read_ended_record(st);
}

}  // namespace ftnio

#endif  // FTNIO_TRANSFER_STATEMENT_END_H
