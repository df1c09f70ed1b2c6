// SPDX-License-Identifier: MIT
// Namelist output (F2018 13.11.4) in libgfortran 12's layout (L4).
#ifndef FTNIO_TRANSFER_NAMELIST_WRITE_H
#define FTNIO_TRANSFER_NAMELIST_WRITE_H

#include "transfer/dt_state.h"

namespace ftnio {

// Writes the statement's whole group into the current record(s): "&NAME",
// one " OBJ=value, ..." line per object, then " /".  The caller ends the
// last record.
void namelist_write(DtState& st);
// The "=?" query listing: strings undelimited; separators after them
// only when the unit saw a statement before (libgfortran's DELIM state).
void namelist_write_query(DtState& st, bool string_separators);

}  // namespace ftnio

#endif  // FTNIO_TRANSFER_NAMELIST_WRITE_H
