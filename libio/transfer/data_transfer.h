// SPDX-License-Identifier: MIT
// Starting, feeding and finishing a data transfer statement (L4).
#ifndef FTNIO_TRANSFER_DATA_TRANSFER_H
#define FTNIO_TRANSFER_DATA_TRANSFER_H

#include <cstddef>

#include "transfer/dt_state.h"

namespace ftnio {

// Start call: resolves and locks the unit, checks the statement against
// the connection.  On return st.status says whether the statement goes on.
void start_transfer(DtState& st, const TransferRequest& req);

// One I/O list item.  size is the CHARACTER length in characters, else the
// byte size of the item.  A no-op once the statement failed.
void transfer_item(DtState& st, ItemType type, const void* p, int kind,
                   size_t size);

// count items laid out contiguously from p (an array section whose first
// dimension has unit stride): one call instead of count.
void transfer_run(DtState& st, ItemType type, const void* p, int kind,
                  size_t size, size_t count);

// Done call: ends the record, pushes output per the unit's buffering and
// releases the unit.  Always called exactly once per statement.
void finish_transfer(DtState& st);

}  // namespace ftnio

#endif  // FTNIO_TRANSFER_DATA_TRANSFER_H
