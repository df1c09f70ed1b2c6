// SPDX-License-Identifier: MIT
// The plain lane (L4): the start and done calls of the usual external
// WRITE, and the start call of the usual external READ, without the
// general statement set-up.
//
// A front door whose statement has no optional specifier (no REC=, POS=,
// ADVANCE=, ASYNCHRONOUS=, SIZE=, ID=, mode specifier, namelist, IOLENGTH=
// or earlier condition) and names an external unit offers it here first.
// The lane takes it when one look at the unit settles every check of the
// general path: connected, sequential, of the statement's form, writable,
// not after an endfile record, already writing, no asynchronous queue, no
// I/O report, no defined-I/O parent, no RECL= (formatted).  A READ the
// same, but readable, already reading and after no unfinished advancing
// WRITE; its done call (finish_plain_read) is short for the usual
// list-directed READ that ends at its record's newline and for the READ
// of a line (line_read.h), the general one for the rest.  Otherwise the lane
// leaves nothing changed and the front door takes the general path
// (start_transfer), which raises whatever conditions apply.
#ifndef FTNIO_TRANSFER_PLAIN_LANE_H
#define FTNIO_TRANSFER_PLAIN_LANE_H

#include <cstddef>
#include <cstdint>

#include "transfer/dt_state.h"
#include "unit/unit_table.h"

namespace ftnio {

// The unit of a statement on external unit `number` that the lane may
// take, from what can be read without the unit's lock (null when it
// cannot): a connected unit's ACCESS= does not change while its file
// stays connected, and the lane checks the connection and ACCESS= again
// under the lock (a unit not connected is refused there, rarely: the
// statement that opens it).  A front door asks first, before it builds
// the lane's statement state: plain statements on a stream unit paid
// for that state twice, 135 instructions each (perf/stream_items).  The
// lane starts from the unit found here (the table's unit objects are
// never freed): one look-up a statement.
inline Unit* plain_lane_unit(int32_t number) {
  Unit* u = unit_table_detail::published_object(number);
  return u != nullptr && u->modes().access == Access::kSequential ? u : nullptr;
}

// Starts a plain WRITE on external unit `number`, whose unit u
// plain_lane_unit found, and whose error target the caller filled
// (IoStatus::target_to_fill).  form is kUnformatted, kListDirected or
// kFormatted (format, format_len: the FMT= text).  False when the lane
// does not apply: the unit is untouched (not locked) and the caller
// starts the statement with start_transfer.
bool start_plain_write(DtState& st, TransferForm form, Unit& u, int32_t number,
                       const char* format, size_t format_len,
                       const RuntimePolicy* policy);

// The same for a plain READ (not namelist).  Its done call is the
// general finish_transfer_general, or finish_plain_read where the front
// door marks the statement (DtState::plain_lane after this call).
bool start_plain_read(DtState& st, TransferForm form, Unit& u, int32_t number,
                      const char* format, size_t format_len,
                      const RuntimePolicy* policy);

// start_plain_read for a formatted READ whose format is "(a)" or "(A)"
// (line_read.h: is_line_format), whose first CHARACTER item takes its
// line in one step.  For a front door whose done call is
// finish_plain_read or finish_transfer_general.
bool start_plain_line_read(DtState& st, Unit& u, int32_t number,
                           const char* format, const RuntimePolicy* policy);

// The done call of a READ the lane started: the usual list-directed end
// short, any other the general one (finish_transfer_general).
void finish_plain_read(DtState& st);

// The WRITE lane's done call is finish_plain_write (data_transfer.h,
// for the inline finish_transfer).

}  // namespace ftnio

#endif  // FTNIO_TRANSFER_PLAIN_LANE_H
