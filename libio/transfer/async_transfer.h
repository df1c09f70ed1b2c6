// SPDX-License-Identifier: MIT
// Data transfer statements with ASYNCHRONOUS='YES' (L4; F2018 12.6.2.5).
//
// On a unit opened with ASYNCHRONOUS='YES' such a statement is checked
// against the connection at once (as libgfortran does, so those errors
// are the statement's own), then only recorded: the request, a copy of
// the format, and the address of every item (array sections as runs of
// addresses, not data: the program may not touch asynchronous variables
// before WAIT, so the worker reads or writes them later).  The done call
// queues the recording on the unit's worker and hands out the ID.  Its
// conditions are then reported by WAIT or the next statement on the unit.
#ifndef FTNIO_TRANSFER_ASYNC_TRANSFER_H
#define FTNIO_TRANSFER_ASYNC_TRANSFER_H

#include <cstddef>

#include "transfer/dt_state.h"

namespace ftnio {

// Start call, with st.unit locked and before the connection checks:
// ASYNCHRONOUS= against the connection, and on an asynchronous unit
// either the start of a recording (st.recording) after reporting an
// outstanding error, or, for a synchronous statement, the wait for the
// queued ones.  False when the statement must stop (a condition was
// raised, or the unit was closed while waiting: st.unit is then null).
bool async_start(DtState& st, const TransferRequest& req);

// Records an item (count contiguous elements from p) of a recorded
// statement.
void async_record_item(DtState& st, ItemType type, const void* p, int kind,
                       size_t size, size_t count);

// Done call of a recorded statement: queues it (nothing when it failed
// already), stores the ID and releases the unit.
void async_finish(DtState& st);

}  // namespace ftnio

#endif  // FTNIO_TRANSFER_ASYNC_TRANSFER_H
