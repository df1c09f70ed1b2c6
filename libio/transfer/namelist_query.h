// SPDX-License-Identifier: MIT
// The query forms of namelist input from the standard input unit (a GNU
// extension): "?" lists the group's object names, "=?" prints the group
// with its current values, both on standard output (L4).
#ifndef FTNIO_TRANSFER_NAMELIST_QUERY_H
#define FTNIO_TRANSFER_NAMELIST_QUERY_H

#include "transfer/dt_state.h"

namespace ftnio {

// what is '?' or '='.  Does nothing unless st reads the stdin unit.
void namelist_query(DtState& st, char what);

}  // namespace ftnio

#endif  // FTNIO_TRANSFER_NAMELIST_QUERY_H
