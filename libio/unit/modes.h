// SPDX-License-Identifier: MIT
// The properties of a connection and the record bookkeeping a unit keeps
// between statements (L3).
#ifndef FTNIO_UNIT_MODES_H
#define FTNIO_UNIT_MODES_H

#include <cstdint>

#include "base/edit_modes.h"  // DecimalMode SignMode BlankMode RoundMode

namespace ftnio {

enum class Access : uint8_t { kSequential, kDirect, kStream };
enum class Form : uint8_t { kFormatted, kUnformatted };
enum class Action : uint8_t { kRead, kWrite, kReadWrite };
// Unspecified behaves as None but is what the preconnected units carry.
enum class Delim : uint8_t { kUnspecified, kNone, kApostrophe, kQuote };
enum class PadMode : uint8_t { kYes, kNo };
enum class Encoding : uint8_t { kDefault, kUtf8 };
// STATUS= as kept after OPEN: NEW and REPLACE become OLD once the file
// exists (F2018 12.5.6.18), which is what a later re-OPEN compares with.
enum class OpenStatus : uint8_t { kUnknown, kOld, kNew, kScratch, kReplace };
enum class Share : uint8_t { kUnspecified, kDenyRw, kDenyNone };  // DEC SHARE=
enum class CarriageControl : uint8_t { kList, kFortran, kNone };  // DEC CC=
// What INQUIRE(POSITION=) reports.  Unspecified means "somewhere in the
// file": INQUIRE then looks at the stream to tell REWIND/APPEND apart.
enum class Position : uint8_t { kAsIs, kRewind, kAppend, kUnspecified };
// Where a sequential unit stands relative to its endfile record.
enum class EndfileState : uint8_t { kNoEndfile, kAtEndfile, kAfterEndfile };
// Direction of the last transfer on the unit (libgfortran's u->mode).
enum class IoMode : uint8_t { kReading, kWriting };

// The properties of a connection (F2018 12.5.6); the changeable ones
// (BLANK, DELIM, PAD, DECIMAL, ENCODING, ROUND, SIGN, ASYNCHRONOUS) may be
// changed by a re-OPEN or, for one statement, by the data transfer.
struct ConnectionModes {
  Access access = Access::kSequential;          // ACCESS=
  Form form = Form::kFormatted;                 // FORM=
  Action action = Action::kReadWrite;           // ACTION=
  Delim delim = Delim::kUnspecified;            // DELIM=
  DecimalMode decimal = DecimalMode::kPoint;    // DECIMAL=
  SignMode sign = SignMode::kProcessorDefined;  // SIGN=
  BlankMode blank = BlankMode::kNull;           // BLANK=
  PadMode pad = PadMode::kYes;                  // PAD=
  RoundMode round = RoundMode::kProcessorDefined;  // ROUND=
  Encoding encoding = Encoding::kDefault;       // ENCODING=
  bool asynchronous = false;                   // ASYNCHRONOUS='YES'
  OpenStatus status = OpenStatus::kOld;         // STATUS= (see OpenStatus)
  Position position = Position::kAsIs;          // POSITION= given at OPEN
  Share share = Share::kUnspecified;            // DEC SHARE=
  CarriageControl cc = CarriageControl::kList;  // DEC CARRIAGECONTROL=
  bool swap_bytes = false;                     // CONVERT: data and record
                                               // markers are byte-swapped
  bool readonly = false;                       // DEC READONLY
};

// State the unit keeps between statements.  The positioning statements
// (this layer) and the data transfers (L4) both read and update it; every
// access happens with the unit's lock held.  Fields marked "L4 maintains"
// are only meaningful if the transfer layer keeps them current.
struct RecordState {
  // Sequential files: NoEndfile inside the file, AtEndfile when the next
  // READ would hit the end, AfterEndfile after ENDFILE or after a READ hit
  // the end.  L4 maintains: a WRITE on NoEndfile truncates the file after
  // the record and sets AtEndfile; a WRITE on AfterEndfile sets AtEndfile;
  // a sequential READ or WRITE on AfterEndfile must fail with 5001
  // "Sequential READ or WRITE not allowed after EOF marker, possibly use
  // REWIND or BACKSPACE" (libgfortran checks it when warn_std != 0); READ
  // hitting the end raises END and sets AfterEndfile (position Append).
  EndfileState endfile = EndfileState::kNoEndfile;
  // INQUIRE(POSITION=).  L4 maintains: Unspecified after each completed
  // record of a non-stream unit, Append when a READ hits end of file.
  Position position = Position::kAsIs;
  // L4 maintains: Writing after a WRITE, Reading after a READ.  The
  // positioning statements use it to decide whether the record buffer
  // holds output to flush or read-ahead to give back.
  IoMode mode = IoMode::kReading;
  // L4 maintains.  Sequential: records completed since the start (BACKSPACE
  // decrements it).  Direct: the number of the last record transferred,
  // so INQUIRE(NEXTREC=) reports last_record + 1 (libgfortran sets it to
  // (byte position + RECL) / RECL - 1 after each record).
  int64_t last_record = 0;
  // L4 maintains: the last formatted READ left the unit inside the record
  // it read, as libgfortran counts it (its current_record): a list-directed
  // READ that did not reach the end of the file, a READ stopped by EOR or
  // by a format error.  ENDFILE then first skips to the end of that record
  // (after a list-directed READ: to the end of the next one).
  bool in_record = false;
  // ... and if that skip finds the end of the file instead of a newline,
  // ENDFILE reports END (IOSTAT -1), as libgfortran does where its count of
  // the record's columns is whole: after a list-directed READ (but see
  // carried_taken), after EOR in an empty record.
  bool in_record_end_raises = false;
  // L4 maintains, meaningful while in_record: a list-directed READ went on
  // in a record kept after EOR that had characters taken.  libgfortran's
  // count of the record's columns (bytes_left) stays below RECL until a
  // formatted statement ends that record, so the skip to its end that
  // meets the end of the file raises no END.
  bool carried_taken = false;
  // Where reading last started with an empty record buffer (OPEN, REWIND,
  // BACKSPACE, ENDFILE, a READ after a WRITE).  libgfortran's buffer of a
  // formatted unit takes 80 bytes at a time from there, and INQUIRE
  // (POSITION=) compares the file position that leaves with the file's
  // size (settle_position in inquire.cpp).  L3 and L4 maintain.
  int64_t read_origin = 0;
  // The same for a file that cannot seek (a pipe), counted in bytes read
  // from it (Fbuf::fetched): where BACKSPACE or ENDFILE last dropped the
  // read-ahead (drop_pipe_read_ahead).  L3 maintains.
  uint64_t pipe_origin = 0;
  // L4 maintains: an advancing WRITE started and no record has ended since
  // (libgfortran's read_bad).  A WRITE that failed leaves it set, and then
  // a READ on a non-stream unit fails with 5002 "Cannot READ after a
  // nonadvancing WRITE", until a record ends, REWIND or a new OPEN.
  bool write_in_progress = false;
  // INQUIRE(POS=): for stream access the 1-based position of the next byte
  // (1 after OPEN at the start, REWIND sets 1).  L4 maintains; libgfortran
  // also adds every transferred byte count for other accesses, and keeps
  // the value across a re-OPEN of the same unit.
  int64_t stream_pos = 0;
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
  // with a newline (except on the stdout and stderr units) and clear this.
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

}  // namespace ftnio

#endif  // FTNIO_UNIT_MODES_H
