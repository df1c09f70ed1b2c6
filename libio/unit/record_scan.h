// SPDX-License-Identifier: MIT
// Finding the start of the previous record for BACKSPACE, and truncating
// a file at the current position (L3).
#ifndef FTNIO_UNIT_RECORD_SCAN_H
#define FTNIO_UNIT_RECORD_SCAN_H

#include "unit/unit.h"

namespace ftnio {

// What a scan backwards returns when it reads fewer bytes than lie
// behind the position: the position was past the end of the file, where
// an ENDFILE after read-ahead leaves it (libgfortran_file_position).
// libgfortran then reports an OS error with the errno of the moment, 0:
// IOSTAT 0, IOMSG "Success".
constexpr int kShortRead = 1;

// Positions a formatted unit at the start of the record that ends just
// before the current position (after the previous newline, or at 0).
// 0, -errno or kShortRead (the position is then where the read ended).
// With unterminated, *unterminated tells that the position is the end
// of the file and the byte before it, which ends that record, is no
// newline (flang: an error).
int backspace_formatted(Unit& u, bool* unterminated = nullptr);

// Positions an unformatted sequential unit at the start of the previous
// record, following its trailing record markers (4 or 8 bytes, in the
// unit's byte order) back through all its sub-records.  0 or -errno.
int backspace_unformatted(Unit& u);

// Positions a formatted unit after the next newline (the end of the
// record it is in), giving back the record buffer's read-ahead first.
// *at_end tells that the file ended before a newline (the unit is then at
// its end).  0 or -errno.
int skip_to_record_end(Unit& u, bool* at_end);

// The file position libgfortran's stream has: a formatted unit that is
// reading has taken 80 bytes at a time into its record buffer since
// RecordState::read_origin, up to the end of the file.  INQUIRE
// (POSITION=) compares it with the file's size; ENDFILE leaves the stream
// there, after the end it cuts the file at.
Offset libgfortran_file_position(Unit& u);

// BACKSPACE and ENDFILE of a formatted unit reading a pipe: libgfortran
// forgets its record buffer's read-ahead, which it took 80 bytes at a time
// past RecordState::pipe_origin, and the next READ goes on after it.  The
// record buffer keeps the bytes past that point.
void drop_pipe_read_ahead(Unit& u);

// libgfortran's unit_truncate: settles the record buffer and cuts the file
// at the logical position; on success the unit is at its endfile and
// POSITION= reports APPEND.  0 or -errno.
int truncate_here(Unit& u);

}  // namespace ftnio

#endif  // FTNIO_UNIT_RECORD_SCAN_H
