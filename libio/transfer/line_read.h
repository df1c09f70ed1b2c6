// SPDX-License-Identifier: MIT
// The READ of a whole line, `read (u, '(a)') line`, on the plain READ
// lane (L4): the idiom that slurps a text file, one statement a record.
//
// The statement starts without its format state (no format cache look-up,
// no cursor): its first CHARACTER item finds the record's newline in the
// unit's buffer and copies the line into the variable, blank padded, in
// one step, consuming nothing; the done call then passes the field and
// the newline and releases the unit.  Anything else the statement meets
// (no item or a second one, an item of another type or kind, an array,
// a line that is not whole in the buffer, a '\r', the end of the file, a
// connection whose A input is not plain) first gives the statement its
// format state as formatted_read_start would have at its start, reads
// the first item again through it (the same characters into the same
// variable), and goes on on the general path: every condition, message
// and position is the general path's.
#ifndef FTNIO_TRANSFER_LINE_READ_H
#define FTNIO_TRANSFER_LINE_READ_H

#include <cstddef>
#include <string_view>

#include "transfer/dt_state.h"

namespace ftnio {

// Whether format (FMT= of a formatted READ) is "(a)" or "(A)".
inline bool is_line_format(const char* format, size_t len) {
  return len == 3 && format[0] == '(' && (format[1] | 0x20) == 'a' &&
         format[2] == ')';
}

// Starts the formatted part of a READ whose format is_line_format (the
// unit locked and checked by the lane) and points st.ops at the line
// READ's calls.
void line_read_start(DtState& st, const char* format);

// The done call's short end (plain_lane.cpp): true when the statement
// read its line in one step and did not fail; the record is then passed
// and counted as the general end would (the unit is left to release).
// False, nothing changed, otherwise.
bool line_read_finish(DtState& st);

}  // namespace ftnio

#endif  // FTNIO_TRANSFER_LINE_READ_H
