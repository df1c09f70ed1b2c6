// SPDX-License-Identifier: MIT
// Formatted direct access (records of RECL characters without newlines,
// chosen by REC=) and formatted stream access (newline-ended records in a
// file of bytes, positioned by POS=) on external units (L4).
//
// Both reuse the record machinery of sequential formatted I/O (fbuf,
// record_in, record_out); this file holds what differs:
//   direct WRITE: a record is padded with blanks to RECL and has no
//                 newline; a field that does not fit raises EOR.
//   direct READ:  read through the record buffer as libgfortran does,
//                 read-ahead of skips included; a field past RECL meets
//                 END, a field past the file's end reads as blanks.
//   stream:       POS= moves the file position; ending a record truncates
//                 the file there if it went further (libgfortran does so).
#ifndef FTNIO_TRANSFER_FORMATTED_ACCESS_H
#define FTNIO_TRANSFER_FORMATTED_ACCESS_H

#include <cstddef>
#include <string_view>

#include "transfer/dt_state.h"

namespace ftnio {

// Starts a formatted statement on an external unit: positions the file
// (REC= or POS=), sets the record length limit (RECL=).  False after
// raising the statement's error.
bool formatted_access_start(DtState& st, const TransferRequest& req);

// Direct READ: the record functions are kDirectReader's (record_in.h).
// Direct READ, end of statement: the file is left after the record.
void direct_read_finish(DtState& st);

// Direct (formatted or not), end of a statement that got positioned:
// remembers the record a failed statement left (unless record_ended: a
// READ's value error ended it).
void direct_statement_end(DtState& st, bool record_ended);

// Formatted sequential WRITE, end of the statement: a failed one under
// RECL= leaves its record open with the room it had not used, for the
// next WRITE (see RecordState::record_unfinished).
void sequential_write_end(DtState& st);

// Stream WRITE ended a record: the file ends after it (libgfortran
// truncates a formatted stream file there when it was longer).
void stream_record_written(DtState& st);
// Stream, end of statement: INQUIRE(POS=) is the next byte's position.
void formatted_stream_finish(DtState& st);

}  // namespace ftnio

#endif  // FTNIO_TRANSFER_FORMATTED_ACCESS_H
