// SPDX-License-Identifier: MIT
// The file positioning statements REWIND, BACKSPACE and ENDFILE (L3).
#include "unit/file_pos.h"

#include <algorithm>
#include <cstdio>

#include "base/iostat.h"
#include "unit/async_unit.h"
#include "unit/io_report_marks.h"
#include "unit/open.h"
#include "unit/record_scan.h"
#include "unit/unit_table.h"

namespace ftnio {

namespace {

// Raises the OS error rc (< 0) with the generic text of its errno.
void raise_os(IoStatus& st, int rc) {
  if (rc < 0) st.raise(kErrOs, nullptr, -rc);
}

// The locked connected unit, with the statement's locus set.  *recursive
// tells a statement already running on the unit in this thread.
Unit* lock_for_statement(IoStatus& st, int32_t unit, bool* recursive) {
  *recursive = unit_held_by_this_thread(unit);
  if (*recursive) {
    raise_recursive_io(st);
    return nullptr;
  }
  // Pending asynchronous transfers complete first; an error one of them
  // raised is this statement's (then *recursive too says "raised").
  if (settle_async_unit(st, unit)) {
    *recursive = true;
    return nullptr;
  }
  Unit* u = lock_unit(unit);
  if (u != nullptr) {
    st.set_unit(unit, u->file_name().c_str());
    report_unit_may_move(*u);  // all three statements may
  }
  return u;
}

// Everything before a rewind: the pending record ended, the record buffer
// written or forgotten.
void rewind_connected(IoStatus& st, Unit& u) {
  raise_os(st, u.finish_nonadvancing_record());
  Offset ahead;
  // A pipe is left as a failed BACKSPACE leaves it (README: libgfortran
  // hangs).
  if (u.modes().form == Form::kFormatted && !u.stream().seekable() &&
      u.record().mode == IoMode::kReading)
    drop_pipe_read_ahead(u);
  else
    raise_os(st, u.reset_record_buffer(&ahead));
  RecordState& r = u.record();
  r.last_record = 0;
  r.record_origin = 0;
  Offset rc = u.stream().seek(0, SEEK_SET);
  if (rc < 0) {
    raise_os(st, static_cast<int>(rc));
    return;
  }
  // An empty file (or /dev/null) is at its end, as g77 had it.
  r.endfile = u.stream().size() == 0 ? EndfileState::kAtEndfile
                                     : EndfileState::kNoEndfile;
  r.in_record = false;
  r.write_in_progress = false;
  r.failed_write_open = false;
  r.record_unfinished = false;
  r.read_origin = 0;
  r.stream_pos = 1;
  r.stream_pos_skew = 0;
  r.position = Position::kRewind;
}

// BACKSPACE on a unit that is not after its endfile record.
void backspace_record(IoStatus& st, Unit& u, bool* unterminated) {
  RecordState& r = u.record();
  if (u.stream().tell() == 0) {
    r.position = Position::kRewind;
    return;
  }
  if (r.mode == IoMode::kWriting) {
    // The records written so far become the whole file.
    raise_os(st, u.finish_nonadvancing_record());
    raise_os(st, truncate_here(u));
    r.mode = IoMode::kReading;
  }
  int rc = u.modes().form == Form::kFormatted
               ? backspace_formatted(u, unterminated)
               : backspace_unformatted(u);
  if (rc == kShortRead)
    st.raise(kErrOs, nullptr, 0);
  else
    raise_os(st, rc);
  r.position = Position::kUnspecified;
  r.endfile = EndfileState::kNoEndfile;
  r.in_record = false;
  r.failed_write_open = false;
  r.bytes_left = 0;
  r.record_unfinished = false;
  r.read_origin = u.stream().tell();
  // The POS= count stays where it was (see RecordState::stream_pos_skew).
  if (u.modes().access == Access::kStream && r.read_origin >= 0)
    r.stream_pos_skew = r.stream_pos - 1 - r.read_origin;
}

// ENDFILE after a WRITE that failed.  libgfortran ends the record such a
// WRITE left open (RecordState::failed_write_open) by reading to its end;
// after a BACKSPACE the WRITE stays in progress (a READ is refused).
void end_failed_write(IoStatus& st, Unit& u) {
  RecordState& r = u.record();
  bool open = r.failed_write_open && u.modes().form == Form::kFormatted &&
              u.modes().access == Access::kSequential;
  bool at_end = true;
  // The failed record still in the buffer: libgfortran cuts the file
  // where that record began.
  if (r.write_in_progress && r.mode == IoMode::kWriting &&
      u.modes().form == Form::kFormatted)
    u.fbuf().reset();
  else if (open)
    raise_os(st, skip_to_record_end(u, &at_end));
  if (open && at_end && r.failed_record_empty) st.raise(kIostatEnd, nullptr);
  if (open) r.write_in_progress = false;
  r.failed_write_open = false;
}

}  // namespace

void rewind_statement(IoStatus& st, int32_t unit) {
  bool recursive;
  Unit* u = lock_for_statement(st, unit, &recursive);
  if (u == nullptr) return;  // F2018 12.8.3: no effect
  if (u->modes().access == Access::kDirect) {
    st.raise(kErrBadOption, "Cannot REWIND a file opened for DIRECT access");
    // libgfortran reports REWIND afterwards all the same.
    u->record().position = Position::kRewind;
  } else {
    rewind_connected(st, *u);
  }
  u->unlock();
}

void backspace_statement(IoStatus& st, int32_t unit, bool* unterminated) {
  bool recursive;
  Unit* u = lock_for_statement(st, unit, &recursive);
  if (u == nullptr) {
    if (!recursive) st.raise(kErrBadUnit, nullptr);
    return;
  }
  const ConnectionModes& m = u->modes();
  if (m.access == Access::kDirect) {
    st.raise(kErrOptionConflict,
             "Cannot BACKSPACE a file opened for DIRECT access");
  } else if (m.access == Access::kStream && m.form == Form::kUnformatted) {
    st.raise(kErrOptionConflict, "Cannot BACKSPACE an unformatted stream file");
  } else {
    if (m.form == Form::kFormatted && !u->stream().seekable() &&
        u->record().mode == IoMode::kReading) {
      drop_pipe_read_ahead(*u);
    } else if (m.form == Form::kFormatted) {
      // Read-ahead belongs after the logical position: give it back.
      Offset ahead;
      raise_os(st, u->reset_record_buffer(&ahead));
      if (ahead > 0) (void)u->stream().seek(-ahead, SEEK_CUR);
    }
    RecordState& r = u->record();
    if (r.endfile == EndfileState::kAfterEndfile) {
      r.endfile = EndfileState::kAtEndfile;
      r.position = Position::kAppend;
      (void)u->stream().flush();
    } else {
      backspace_record(st, *u, unterminated);
    }
  }
  u->unlock();
}

void endfile_statement(IoStatus& st, int32_t unit, const char* source_file,
                       int32_t line, bool stream_left_ahead) {
  bool recursive;
  Unit* u = lock_for_statement(st, unit, &recursive);
  if (u == nullptr) {
    if (!recursive) open_for_endfile(st, unit, source_file, line);
    return;
  }
  RecordState& r = u->record();
  if (u->modes().access == Access::kDirect) {
    st.raise(kErrOptionConflict,
             "Cannot perform ENDFILE on a file opened for DIRECT access");
  } else if (u->modes().access == Access::kSequential &&
             r.endfile == EndfileState::kAfterEndfile) {
    st.raise(kErrOptionConflict,
             "Cannot perform ENDFILE on a file already "
             "positioned after the EOF marker");
  } else {
    raise_os(st, u->finish_nonadvancing_record());
    if (r.in_record && u->modes().form == Form::kFormatted) {
      // libgfortran ends the record a READ stayed in, or a formatted
      // stream statement (see RecordState).
      bool at_end;
      raise_os(st, skip_to_record_end(*u, &at_end));
      if (at_end && r.in_record_end_raises) st.raise(kIostatEnd, nullptr);
      // (POS= of a stream file counts the record read on through)
      if (u->modes().access == Access::kStream)
        r.stream_pos = u->stream().tell() + 1 + r.stream_pos_skew;
    }
    r.in_record = false;
    end_failed_write(st, *u);
    r.record_unfinished = false;
    // libgfortran cuts the file at the logical position but leaves its
    // stream where its read-ahead got to: a later ENDFILE cuts there
    // (the file grows with NUL bytes), a WRITE after BACKSPACE writes
    // there, and a second BACKSPACE reads short.
    // So does a cut that failed (standard input from a read-only file).
    Offset stream_at = libgfortran_file_position(*u);
    int rc = truncate_here(*u);
    if (stream_left_ahead && stream_at > u->stream().tell()) {
      Offset moved = u->stream().seek(stream_at, SEEK_SET);
      if (rc == 0) rc = static_cast<int>(std::min<Offset>(moved, 0));
    }
    raise_os(st, rc);
    r.read_origin = u->stream().tell();
    r.endfile = EndfileState::kAfterEndfile;
    if (u->stream().tell() == 0) r.position = Position::kRewind;
  }
  u->unlock();
}

}  // namespace ftnio
