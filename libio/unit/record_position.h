// SPDX-License-Identifier: MIT
// Where a unit is inside its current record, between statements and
// during one (L3).
//
// The model.  A formatted record is built (WRITE) or taken apart (READ)
// in the unit's Fbuf, whose position is the column; libgfortran 12 keeps
// the same things in its unit (current_record, saved_pos, read_bad,
// bytes_left, ...) and decides with them where the next statement starts,
// what ENDFILE, BACKSPACE and INQUIRE see, and which conditions follow.
// Normally a statement starts at a record's beginning and its done call
// leaves the unit after the record's end; the state below records every
// way a record stays open instead:
//
//   - RecordPosition (each Unit's RecordState inherits it) holds what
//     outlives the statement: an open record left by a non-advancing
//     WRITE or a failed one (pending_nonadvancing_write,
//     record_unfinished, bytes_left, kept_max_pos), a record a READ
//     stopped inside (in_record, in_record_end_raises, and after EOR the
//     kept bytes: tab_origin, record_begin), and an advancing WRITE that
//     ended no record (write_in_progress).
//   - StatementPosition (DtState::record, transfer/dt_state.h) holds how
//     the running statement met its record's end: a field consumed the
//     newline (field_met_eor) or a "\r\n" (cr_ended_record), a
//     non-advancing READ met EOR (eor_condition, eor_tabbed_back), an
//     error leaves the file inside the record (stay_in_record), or the
//     statement failed before it touched the record (record_untouched).
//     A formatted READ under PAD='NO' adds the width of a field it gave up
//     at the record's end (FormattedState::eor_unpadded).
//
// The done call (transfer/data_transfer.cpp finish_transfer, and
// finish_read_record in transfer/form_ops.cpp) turns the statement's
// flags into the unit's state for the next statement; a defined-I/O child
// statement has its own StatementPosition and shares the unit's.
#ifndef FTNIO_UNIT_RECORD_POSITION_H
#define FTNIO_UNIT_RECORD_POSITION_H

#include <cstdint>

namespace ftnio {

// The position in the current record that outlives a statement; every
// field is maintained by the transfer layer (L4), with the unit locked.
struct RecordPosition {
  // L4 maintains: the last formatted READ left the unit inside the record
  // it read, as libgfortran counts it (its current_record): a list-directed
  // READ that did not reach the end of the file, a READ stopped by EOR or
  // by a format error.  ENDFILE then first skips to the end of that record
  // (after a list-directed READ: to the end of the next one).
  bool in_record = false;
  // ... and that READ was list-directed: if that skip finds the end of the
  // file instead of a newline, ENDFILE reports END (IOSTAT -1), as
  // libgfortran does.
  bool in_record_end_raises = false;
  // L4 maintains, meaningful while in_record: a list-directed READ went on
  // in a record kept after EOR that had characters taken.  libgfortran's
  // count of the record's columns (bytes_left) stays below RECL until a
  // formatted statement ends that record, so the skip to its end that
  // meets the end of the file raises no END.
  bool carried_taken = false;
  // L4 maintains: an advancing WRITE started and no record has ended since
  // (libgfortran's read_bad).  A WRITE that failed leaves it set, and then
  // a READ on a non-stream unit fails with 5002 "Cannot READ after a
  // nonadvancing WRITE", until a record ends, REWIND or a new OPEN.
  bool write_in_progress = false;
  // libgfortran still counts the unit as inside the record of a WRITE
  // that failed (its current_record; advancing or not), or of a READ
  // refused after it, until a record ends or a READ meets END.  A
  // BACKSPACE that moves ends that, but not write_in_progress; ENDFILE
  // ends both, first reading to the end of the record from where the
  // file is (END there when failed_record_empty: nothing was written
  // into the record, or the refused READ started it).  L3 and L4 maintain.
  bool failed_write_open = false;
  bool failed_record_empty = false;
  // L4 maintains: bytes left in the current record.  OPEN sets RECL for
  // direct access and for sequential with RECL=, 1 for stream access, 0
  // otherwise; BACKSPACE sets 0.  Unformatted sequential with RECL=: READ
  // and WRITE share it as libgfortran does; a READ sets RECL when it
  // finds a record, a record ended by either sets RECL, and a failed
  // statement leaves what it had not used (REWIND and ENDFILE keep it).
  int64_t bytes_left = 0;
  // L4 maintains: a formatted direct-access statement failed inside its
  // record (not at END).  libgfortran then skips the record setup of the
  // next statement, which starts with bytes_left as its record length.
  // Formatted sequential: a WRITE failed under RECL=; bytes_left is the
  // room it left, past the buffer's position (REWIND, BACKSPACE, ENDFILE
  // and a record end clear it).
  bool record_unfinished = false;
  // L4 maintains: the last WRITE was non-advancing and its record is not
  // finished.  CLOSE, REWIND, BACKSPACE, ENDFILE and the exit flush end it
  // with a newline (except on the stdout and stderr units) and clear this;
  // a READ clears it without (libgfortran).
  bool pending_nonadvancing_write = false;
  // L4 maintains: after a non-advancing formatted READ stopped by EOR the
  // record buffer keeps what that READ consumed, as libgfortran's does,
  // and libgfortran's count of columns goes on from that READ: the next
  // READ's T and TL move back into those bytes.  tab_origin is the buffer
  // index of column 0 (past the record end consumed), record_begin where
  // the record after it begins (its end of file check); both 0 otherwise.
  // Whatever empties the buffer resets them.
  int64_t tab_origin = 0;
  int64_t record_begin = 0;
  // L4 maintains: the farthest position libgfortran's next formatted
  // statement starts with (its saved_pos), where that is not the extent
  // of the bytes right of the position in the record buffer: a formatted
  // WRITE that failed or ended with '$' leaves the value it started with
  // (so an X after a failed WRITE writes blanks over the bytes it left).
  // -1: the buffer's extent.
  int64_t kept_max_pos = -1;
};

// How one data transfer statement has met its record's end so far; reset
// by the start call.
struct StatementPosition {
  bool eor_condition;             // non-advancing READ met the record end
  bool eor_tabbed_back;           // ... and a T or TL after that field moved
                                  // back into the record: the next statement
                                  // starts there (libgfortran)
  bool cr_ended_record;           // external READ: a field met a '\r' record
                                  // end and consumed it (and a '\n' after it)
  bool field_met_eor : 1;         // external READ: a field of this statement
                                  // met its record's end (libgfortran's
                                  // read_sf consumed the newline)
  bool stay_in_record : 1;        // external READ: an error leaves the file
                                  // inside the record (libgfortran: invalid
                                  // UTF-8 does not skip the record's rest)
  bool record_untouched : 1;      // external: failed before libgfortran
                                  // positions the unit (connection, mode and
                                  // ADVANCE= checks): its record state stays
  bool nml_after_refusal : 1;     // namelist READ refused after the endfile
                                  // record: libgfortran reads the group anyway
  bool nml_failed_after_eor : 1;  // namelist READ begun in a record kept
                                  // after EOR (with characters taken) failed:
                                  // no record ends, libgfortran's count of
                                  // its columns stays below RECL
  bool eor_at_recl : 1;           // external READ under PAD='NO': RECL=
                                  // left less room than a field asked for;
                                  // the EOR met no record end (libgfortran
                                  // checks before it reads)
  bool child_output_ended : 1;    // flang: a child's list-directed WRITE
                                  // found its record full; the rest of its
                                  // output is dropped, without an error
};

}  // namespace ftnio

#endif  // FTNIO_UNIT_RECORD_POSITION_H
