// SPDX-License-Identifier: MIT
// List-directed READ (F2018 13.10.3) on external units and internal files
// (L4).
#ifndef FTNIO_TRANSFER_LIST_READ_H
#define FTNIO_TRANSFER_LIST_READ_H

#include <cstddef>

#include "transfer/dt_state.h"

namespace ftnio {

// Called after the unit is locked and checked (external) or the internal
// file is set up; reads nothing yet.
void list_read_start(DtState& st);
// One input item; size is the CHARACTER length in characters, else bytes.
void list_read_item(DtState& st, ItemType type, void* p, int kind,
                    size_t size);
// Ends the statement: the rest of the current record is skipped (the
// caller then calls in_next_record for external units, see
// data_transfer.cpp), per-statement state is released.
void list_read_finish(DtState& st);

}  // namespace ftnio

#endif  // FTNIO_TRANSFER_LIST_READ_H
