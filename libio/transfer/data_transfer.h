// SPDX-License-Identifier: MIT
// Starting, feeding and finishing a data transfer statement (L4).
#ifndef FTNIO_TRANSFER_DATA_TRANSFER_H
#define FTNIO_TRANSFER_DATA_TRANSFER_H

#include <cstddef>

#include "transfer/dt_state.h"
#include "transfer/form_ops.h"

namespace ftnio {

// Start call: resolves and locks the unit, checks the statement against
// the connection.  On return st.status says whether the statement goes on.
void start_transfer(DtState& st, const TransferRequest& req);

// One I/O list item.  size is the CHARACTER length in characters, else the
// byte size of the item.  A no-op once the statement failed.  The start
// call chose the form's item call (form_ops.h): no test of the form here.
inline void transfer_item(DtState& st, ItemType type, const void* p, int kind,
                          size_t size) {
  if (!st.status.failed()) st.ops->item(st, type, p, kind, size);
}

// count items laid out contiguously from p (an array section whose first
// dimension has unit stride): one call instead of count.  Also the rest of
// an array after list_write_continues().
// (Inline: every array item of every statement comes through here.)
inline void transfer_run(DtState& st, ItemType type, const void* p, int kind,
                         size_t size, size_t count) {
  st.ops->run(st, type, p, kind, size, count);
}

// Whether the elements of an array item that follow a failed one still
// go to transfer_run(): libgfortran's list-directed WRITE goes on through
// the rest of an array after an element met the end of the record (it
// looks at the error again only at the next item), so each element's
// separator goes in where it still fits, and its value does not (the
// elements are as wide as the one that failed): "1,22,333," then reads
// "1,22,333,,,".
bool list_write_continues(const DtState& st, ItemType type);

// flang's runtime writes no record for a failed sequential WRITE that
// put nothing in it (no field, no earlier non-advancing WRITE's part;
// skips of X and T write nothing): the next WRITE starts that record,
// and a '/' the format still runs after the failure makes none
// (formatted_write_finish_failed).  Internal and direct records are
// written all the same.
bool drops_empty_failed_record(const DtState& st);

// Likewise for an unformatted READ: libgfortran asks for the rest of the
// array after a failed element part by part, getting nothing, and each
// part has effects (transfer_run() -> unformatted_unreached()).
bool unformatted_read_continues(const DtState& st, ItemType type);

// Likewise for a formatted READ under flang's runtime, whose loop over an
// array item's elements stops only at an element whose edit fails: the
// record's end (EOR, or the overrun under PAD='NO') is a condition, and
// the elements after it read empty fields, zero for B, O, Z and REAL
// edits.  The front door brackets each array item with
// array_item_begin() and array_item_end(); formatted_read_continues()
// tells whether the next element of a failed statement still goes to
// transfer_run().
void array_item_begin(DtState& st);
void array_item_end(DtState& st);
bool formatted_read_continues(const DtState& st);

// Done call: ends the record, pushes output per the unit's buffering and
// releases the unit.  Always called exactly once per statement.
// (Inline: the plain WRITE lane's end is tested before any frame is set
// up; finish_transfer_general is every other statement's.)
// finish_plain_write: the done call of a statement start_plain_write
// started (st.plain_lane; plain_lane.cpp).  A statement that failed
// goes on to the general end.
void finish_plain_write(DtState& st);
void finish_transfer_general(DtState& st);
// The general end of a statement on an external unit from after the
// form's end, for the WRITE lane's statement whose record end failed or
// that is not at the file's end (finish_transfer_general runs it inline).
void settle_statement_end(DtState& st, Unit& u);
// The general end of an external READ from after its form's end
// (end_input), for the READ lane's statement that failed there.
void finish_read_after_input(DtState& st);
inline void finish_transfer(DtState& st) {
  if (st.plain_lane) [[likely]]
    finish_plain_write(st);
  else
    finish_transfer_general(st);
}
// Before finish_transfer, for a front door whose runtime stops a program
// at an error of the format's end (flang's unclosed format) before it
// ends the record: runs the rest of a formatted WRITE's format, raising
// such an error in st.status, the record as it was.
void run_format_tail(DtState& st);

// Whether a formatted statement failed on its format's reversion into a
// group without data edits (after the reversion began its record): flang
// ends that record, where it stops a program, before it stops it.
bool failed_after_reversion(const DtState& st);

}  // namespace ftnio

#endif  // FTNIO_TRANSFER_DATA_TRANSFER_H
