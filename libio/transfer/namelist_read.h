// SPDX-License-Identifier: MIT
// Namelist READ (F2018 13.11.3) (L4).
#ifndef FTNIO_TRANSFER_NAMELIST_READ_H
#define FTNIO_TRANSFER_NAMELIST_READ_H

#include "transfer/dt_state.h"

namespace ftnio {

// Reads the statement's group at its done call.
void namelist_read(DtState& st);
// A namelist READ refused after the endfile record (IOSTAT 5001):
// libgfortran reads the group all the same, storing values, its error
// standing; the file stays where the reading stopped.
void namelist_read_after_refusal(DtState& st);
// Positions an external file after the statement and releases its read
// state (an internal file's: list_read_release).
void namelist_read_finish(DtState& st);
// Every statement on an internal file ends here, after it gave back the
// number it borrowed (see namelist_read.cpp: an END left pending by a
// namelist READ).
void namelist_internal_statement_done(const DtState& st, int32_t number);
// A list-directed READ of an internal file begins (it takes that END
// away).
void namelist_internal_list_read_begins(const DtState& st);

}  // namespace ftnio

#endif  // FTNIO_TRANSFER_NAMELIST_READ_H
