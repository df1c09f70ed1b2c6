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
// list_read_start for a list-directed READ statement (not a namelist's,
// not a child's of defined input, which take their reader at once): the
// reader is taken only when an item or the statement's end needs it;
// items that take the fast path (digits or a plain real and a blank,
// comma or record end) read without one.
void list_read_start_plain(DtState& st);
// One input item; size is the CHARACTER length in characters, else bytes.
void list_read_item(DtState& st, ItemType type, void* p, int kind, size_t size);
// Ends the statement on an external unit: positions the file as
// libgfortran does (after the record, or where an error stopped reading)
// and releases the per-statement state.  (An internal file's statement
// keeps no position: list_read_release.)
void list_read_finish(DtState& st);
// list_read_finish for the usual end of a READ lane's statement that did
// not fail: its last value's separator stopped at the record's newline,
// in the buffer; the newline is passed and the state released (true).
// False, nothing changed, for every other end (list_read_finish's).
bool list_read_finish_plain(DtState& st);
// Ends a child statement (DTIO): releases the state and leaves the
// position where the child stopped, for the parent to go on from.
void list_read_abandon(DtState& st);
// Releases the per-statement state without moving in the file.
void list_read_release(DtState& st);

}  // namespace ftnio

#endif  // FTNIO_TRANSFER_LIST_READ_H
