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

}  // namespace ftnio

#endif  // FTNIO_TRANSFER_NAMELIST_WRITE_H
