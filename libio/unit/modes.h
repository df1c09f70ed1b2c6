// SPDX-License-Identifier: MIT
// The properties of a connection and the record bookkeeping a unit keeps
// between statements (L3).
#ifndef FTNIO_UNIT_MODES_H
#define FTNIO_UNIT_MODES_H

#include <cstdint>

#include "base/edit_modes.h"  // DecimalMode SignMode BlankMode RoundMode
#include "unit/record_position.h"

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
// What ending a record does to INQUIRE(POSITION=): a statement that ends
// its record leaves it unspecified; a record ended inside a statement ('/'
// or reversion of a WRITE) or by list-directed input keeps it, as in
// libgfortran (conn_fuzz.py).
enum class PositionAfter : uint8_t { kUnspecified, kKept };
// Where a sequential unit stands relative to its endfile record.
enum class EndfileState : uint8_t { kNoEndfile, kAtEndfile, kAfterEndfile };
// Direction of the last transfer on the unit (libgfortran's u->mode).
enum class IoMode : uint8_t { kReading, kWriting };

// The properties of a connection (F2018 12.5.6); the changeable ones
// (BLANK, DELIM, PAD, DECIMAL, ENCODING, ROUND, SIGN, ASYNCHRONOUS) may be
// changed by a re-OPEN or, for one statement, by the data transfer.
struct ConnectionModes {
  Access access = Access::kSequential;             // ACCESS=
  Form form = Form::kFormatted;                    // FORM=
  Action action = Action::kReadWrite;              // ACTION=
  Delim delim = Delim::kUnspecified;               // DELIM=
  DecimalMode decimal = DecimalMode::kPoint;       // DECIMAL=
  SignMode sign = SignMode::kProcessorDefined;     // SIGN=
  BlankMode blank = BlankMode::kNull;              // BLANK=
  PadMode pad = PadMode::kYes;                     // PAD=
  RoundMode round = RoundMode::kProcessorDefined;  // ROUND=
  Encoding encoding = Encoding::kDefault;          // ENCODING=
  bool asynchronous = false;                       // ASYNCHRONOUS='YES'
  OpenStatus status = OpenStatus::kOld;            // STATUS= (see OpenStatus)
  Position position = Position::kAsIs;             // POSITION= given at OPEN
  Share share = Share::kUnspecified;               // DEC SHARE=
  CarriageControl cc = CarriageControl::kList;     // DEC CARRIAGECONTROL=
  bool swap_bytes = false;                         // CONVERT: data and record
                                                   // markers are byte-swapped
  bool readonly = false;                           // DEC READONLY
};

// State the unit keeps between statements (with the position in the
// record it inherits: unit/record_position.h).  The positioning statements
// (this layer) and the data transfers (L4) both read and update it; every
// access happens with the unit's lock held.  Fields marked "L4 maintains"
// are only meaningful if the transfer layer keeps them current.
struct RecordState : RecordPosition {
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
  // flang's messages number records from here: a POS= on a stream file
  // makes the record being read there -1 (pos_forgets_record_flang), and
  // a record a formatted READ passes ('/', reversion), which last_record
  // does not count, moves it back one.  OPEN and REWIND reset it with
  // last_record.
  int64_t record_origin = 0;
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
  // INQUIRE(POS=): for stream access the 1-based position of the next byte
  // (1 after OPEN at the start, REWIND sets 1).  L4 maintains; libgfortran
  // also adds every transferred byte count for other accesses, and keeps
  // the value across a re-OPEN of the same unit.
  int64_t stream_pos = 0;
  // libgfortran's BACKSPACE of a formatted stream file leaves the POS=
  // count where it was, and its later statements count on from there (and
  // cut the file at that count after a WRITE): how far the count is ahead
  // of the file position.  BACKSPACE sets it; OPEN, REWIND and a POS= that
  // moves clear it.  L4 applies it only to libgfortran's stream model
  // (RuntimePolicy::stream_record_tabs false).
  int64_t stream_pos_skew = 0;
};

}  // namespace ftnio

#endif  // FTNIO_UNIT_MODES_H
