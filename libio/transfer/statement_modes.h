// SPDX-License-Identifier: MIT
// The changeable modes a data transfer statement sets for itself: BLANK=,
// DECIMAL=, DELIM=, PAD=, ROUND= and SIGN= (F2018 12.6.2.x) (L4).
//
// The statement's values replace the connection's in the unit's modes
// from the start call to the done call; the connection's own values are
// kept in the unit's record state meanwhile and put back at the end.
#ifndef FTNIO_TRANSFER_STATEMENT_MODES_H
#define FTNIO_TRANSFER_STATEMENT_MODES_H

#include "transfer/dt_state.h"

namespace ftnio {

// Checks the statement's mode specifiers in libgfortran's order (DECIMAL,
// ROUND, SIGN, BLANK, DELIM, PAD) and puts them in force.  False after
// raising "Bad X parameter in data transfer statement".
bool apply_statement_modes(DtState& st, const TransferRequest& req);
// Puts the connection's modes back.  No-op when nothing was replaced.
void restore_statement_modes(DtState& st);

}  // namespace ftnio

#endif  // FTNIO_TRANSFER_STATEMENT_MODES_H
