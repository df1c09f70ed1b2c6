// SPDX-License-Identifier: MIT
// Starting, feeding and finishing a data transfer statement (L4).
#include "transfer/data_transfer.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <string>

#include "base/iostat.h"
#include "base/options.h"
#include "transfer/async_transfer.h"
#include "transfer/dtio.h"
#include "transfer/end_of_file.h"
#include "transfer/formatted_access.h"
#include "transfer/formatted_read.h"
#include "transfer/formatted_state.h"
#include "transfer/formatted_write.h"
#include "transfer/record_in.h"
#include "transfer/internal_unit.h"
#include "transfer/list_read.h"
#include "transfer/list_write.h"
#include "transfer/namelist_read.h"
#include "transfer/namelist_write.h"
#include "transfer/record_out.h"
#include "transfer/statement_modes.h"
#include "transfer/stream_io.h"
#include "transfer/unformatted.h"
#include "transfer/unformatted_direct.h"
#include "base/report_flag.h"
#include "unit/io_report.h"
#include "unit/runtime_error.h"
#include "unit/unit_table.h"

namespace ftnio {

namespace {


// Finds and locks the unit, connecting fort.N on first use; raises the
// statement's error when there is none.  Locking through lock_unit is safe
// against a CLOSE in another thread.
Unit* resolve_unit(DtState& st, const TransferRequest& req) {
  for (;;) {
    // Unit numbers -1 .. -9 are reserved (internal units, invalid unit);
    // only numbers handed out by OPEN(NEWUNIT=) may be negative.
    bool recursive = false;
    Unit* u = req.unit < 0 && req.unit > kNewunitStart
                  ? nullptr
                  : lock_unit_unless_held(req.unit, &recursive);
    if (u != nullptr) return u;
    if (recursive) {
      // A function in this thread's I/O list doing I/O on the same unit
      // (F2018 12.12 forbids it) deadlocks libgfortran 12; report it.
      Unit* held = find_unit(req.unit);
      st.status.set_unit(req.unit, held != nullptr
                                       ? held->file_name().c_str() : nullptr);
      raise_recursive_io(st.status);
      return nullptr;
    }
    if (req.unit < 0) {
      st.status.raise(kErrBadOption,
                      "Unit number is negative and unit was not already "
                      "opened with OPEN(NEWUNIT=...)");
      return nullptr;
    }
    st.status.set_unit(req.unit, nullptr);
    Form form = req.form == TransferForm::kUnformatted ? Form::kUnformatted
                                                      : Form::kFormatted;
    if (connect_default_file(req.unit, form, st.status) == nullptr)
      return nullptr;
    // Connected (by us or by another thread): lock it on the next pass.
  }
}

// The statement against the connection (F2018 12.6.4.1; libgfortran's
// checks and texts, in its order).  Returns false after raising.
bool check_connection(DtState& st, const TransferRequest& req,
                      const Unit& u) {
  const ConnectionModes& m = u.modes();
  bool read = req.direction == Direction::kRead;
  if (read && m.action == Action::kWrite) {
    st.status.raise(kErrBadAction, "Cannot read from file opened for WRITE");
    return false;
  }
  if (!read && m.action == Action::kRead) {
    st.status.raise(kErrBadAction, "Cannot write to file opened for READ");
    return false;
  }
  bool formatted = req.form != TransferForm::kUnformatted;
  if (m.form == Form::kUnformatted && req.form == TransferForm::kNamelist) {
    st.status.raise(kErrOptionConflict,
                    "Namelist formatting for unit connected with "
                    "FORM='UNFORMATTED'");
    return false;
  }
  if (m.form == Form::kUnformatted && formatted) {
    st.status.raise(kErrOptionConflict,
                    "Format present for UNFORMATTED data transfer");
    return false;
  }
  if (m.form == Form::kFormatted && !formatted) {
    st.status.raise(kErrOptionConflict,
                    "Missing format for FORMATTED data transfer");
    return false;
  }
  if (m.access == Access::kDirect && !req.rare->has_rec) {
    st.status.raise(kErrMissingOption,
                    "Direct access data transfer requires record number");
    return false;
  }
  if (req.rare->has_pos && m.access != Access::kStream) {
    st.status.raise(kErrBadOption,
                    "POS=specifier not allowed, Try OPEN with ACCESS='stream'");
    return false;
  }
  if (req.rare->has_rec && m.access == Access::kStream) {
    st.status.raise(kErrOptionConflict,
                    "Record number not allowed for stream access data "
                    "transfer");
    return false;
  }
  if (m.access == Access::kSequential) {
    if (req.rare->has_rec) {
      st.status.raise(kErrOptionConflict,
                      "Record number not allowed for sequential access "
                      "data transfer");
      return false;
    }
    if (compile_options().warn_std != 0 &&
        u.endfile() == EndfileState::kAfterEndfile) {
      st.status.raise(kErrOptionConflict,
                      "Sequential READ or WRITE not allowed after EOF "
                      "marker, possibly use REWIND or BACKSPACE");
      return false;
    }
  }
  return true;
}

// ADVANCE=, SIZE= and EOR= against the statement (libgfortran's checks and
// texts; most are already compile-time errors).  False after raising.
bool check_advance(DtState& st, const TransferRequest& req) {
  bool read = req.direction == Direction::kRead;
  if (req.rare->advance < 0) {
    st.status.raise(kErrBadOption,
                    "Bad ADVANCE parameter in data transfer statement");
    return false;
  }
  if (req.rare->advance != 0) {
    const char* conflict =
        st.unit != nullptr && st.unit->modes().access == Access::kDirect
            ? "ADVANCE specification conflicts with sequential access"
        : req.internal_unit
            ? "ADVANCE specification conflicts with internal file"
        : req.form != TransferForm::kFormatted
            ? "ADVANCE specification requires an explicit format"
            : nullptr;
    if (conflict != nullptr) {
      st.status.raise(kErrOptionConflict, conflict);
      return false;
    }
  }
  st.advance_no = req.rare->advance == 2;
  if (read && st.status.target().has_eor && !st.advance_no) {
    st.status.raise(kErrMissingOption,
                    "EOR specification requires an ADVANCE specification of NO");
    return false;
  }
  if (read && req.rare->size != nullptr && !st.advance_no) {
    st.status.raise(kErrMissingOption,
                    "SIZE specification requires an ADVANCE specification of NO");
    return false;
  }
  return true;
}

// An advancing formatted WRITE that failed leaves its record unfinished
// in the unit's buffer.  Where that WRITE truncates the file, libgfortran
// takes the position to cut at, writes the record out and cuts it off:
// the file ends before it, the position stays after it, and a later WRITE
// leaves zero bytes in its place.  Elsewhere the next WRITE continues it.
int drop_unfinished_record(Unit& u) {
  Fbuf& b = u.fbuf();
  size_t n = std::min(b.pos(), b.active());
  b.reset();
  if (n == 0) return 0;
  Offset r = u.stream().seek(static_cast<Offset>(n), SEEK_CUR);
  return r < 0 ? static_cast<int>(r) : 0;
}

// A sequential WRITE leaves the file ending after the record it wrote
// (F2018 12.3.4.4: the written record becomes the last one).  Later
// writes are at the end already.
int truncate_after_first_write(const DtState& st, Unit& u) {
  if (u.modes().access != Access::kSequential) return 0;
  // Writing after the endfile record (allowed with -std=legacy) puts the
  // file back at its end.
  if (u.endfile() == EndfileState::kAfterEndfile)
    u.set_endfile(EndfileState::kAtEndfile);
  if (u.endfile() != EndfileState::kNoEndfile) return 0;
  u.set_endfile(EndfileState::kAtEndfile);
  Offset where = u.stream().tell();
  if (where < 0) return where == -ESPIPE ? 0 : static_cast<int>(where);
  int rc = u.stream().truncate(where);
  if (rc == 0) u.record().position = Position::kAppend;  // as libgfortran
  if (rc == 0 && st.status.failed() && !st.advance_no &&
      u.modes().form == Form::kFormatted)
    rc = drop_unfinished_record(u);
  // Pipes, terminals and devices have no end to move.
  return rc == -EINVAL || rc == -ESPIPE ? 0 : rc;
}

// Whether a READ that did not meet END leaves INQUIRE(POSITION=) to be
// worked out from the file again: libgfortran does so where it ends the
// record itself, after an advancing formatted or namelist READ and after a
// value that does not convert; not after list-directed or non-advancing
// input, EOR or other errors.
bool read_unspecifies_position(const DtState& st) {
  if (!st.status.failed())
    return st.form != TransferForm::kListDirected && !st.advance_no;
  int code = st.status.code();
  return st.form == TransferForm::kFormatted && !st.stay_in_record &&
         (code == kErrReadValue || code == kErrReadOverflow);
}

void finish_formatted_write(DtState& st) {
  bool newline = true;
  if (st.form == TransferForm::kFormatted) newline = formatted_write_finish(st);
  if (st.form == TransferForm::kNamelist) namelist_write(st);
  if (st.status.failed()) return;
  Unit& unit = *st.unit;
  if (st.advance_no && unit.modes().access == Access::kStream) {
    // libgfortran keeps a stream unit's open record in its buffer.
    unit.record().pending_nonadvancing_write = true;
    return;
  }
  if (st.advance_no) {
    // The record stays open: what was written goes out now (a prompt must
    // be visible before a READ), the next statement continues the record.
    int rc = unit.fbuf().flush_to_pos(unit.stream());
    if (rc == 0 && unit.flush_each_record()) rc = unit.stream().flush();
    if (rc < 0) st.status.raise_errno(-rc);
    unit.record().pending_nonadvancing_write = true;
    return;
  }
  if (newline) {
    record_end(st);
    return;
  }
  // '$' leaves the record open: what was written up to the position goes
  // out now, bytes right of it (a final T or TL) wait for the next
  // statement, as after a non-advancing WRITE.  Only a non-advancing WRITE
  // gets its record ended by CLOSE or at exit.
  Unit& u = *st.unit;
  u.record().pending_nonadvancing_write = false;
  int rc = u.fbuf().flush_to_pos(u.stream());
  if (rc == 0 && u.flush_each_record()) rc = u.stream().flush();
  if (rc < 0) st.status.raise_errno(-rc);
}

// The unit of CONVERT= byte swapping: a REAL(10) is swapped as the 16
// bytes it occupies, padding included (libgfortran's bswap_array).
size_t swap_unit_of(ItemType type, int kind, size_t size) {
  switch (type) {
    case ItemType::kComplex: return size / 2;
    case ItemType::kCharacter: return static_cast<size_t>(kind);
    default: return size;
  }
}

// Reading after writing or writing after reading on one unit: the record
// buffer holds output to push out, or read-ahead to give back (libgfortran
// does the same at the start of a data transfer).
void switch_direction(DtState& st, Direction d) {
  Unit& u = *st.unit;
  IoMode want = d == Direction::kRead ? IoMode::kReading : IoMode::kWriting;
  if (u.record().mode == want) return;
  Offset ahead = 0;
  int rc = u.reset_record_buffer(&ahead);
  if (rc == 0 && ahead > 0) {
    Offset r = u.stream().seek(-ahead, SEEK_CUR);
    if (r < 0 && r != -ESPIPE) rc = static_cast<int>(r);
  }
  if (rc < 0) st.status.raise_errno(-rc);
  u.record().mode = want;
  if (want == IoMode::kReading) u.record().read_origin = u.stream().tell();
}

// A field cut short under PAD='NO' raised EOR on a sequential unit.
bool eor_unpadded(const DtState& st) {
  return st.fmt != nullptr && st.fmt->eor_unpadded >= 0 && !st.direct_records;
}

// Where a formatted READ leaves the file (F2018 12.3.4.2): after the record
// it read, even after an error; inside it when non-advancing; after it
// again when a non-advancing READ met its end (the EOR condition).  SIZE=
// counts the characters the data edits took.
void finish_read_record(DtState& st) {
  if (st.status.outcome() == Outcome::kEnd) return;
  // libgfortran moves past the record after a bad value, but not after a
  // format error: a READ from a terminal must not wait for a line then.
  // Only a field or skip that met the record's end (and no move back
  // since) already took its newline.
  if (st.status.code() == kErrFormat) {
    if (st.field_met_eor && !st.direct_records && !st.eor_condition)
      in_next_record(st);
    return;
  }
  if (st.eor_condition) {
    // libgfortran keeps the record in its buffer and goes on counting its
    // columns (RecordState::tab_origin); after a T or TL back into it the
    // next statement starts there, else past its end.
    if (st.unit->modes().access == Access::kStream) {
      if (st.eor_tabbed_back) in_forget_kept_record(st);
      else in_next_record(st);
    } else if (!st.eor_tabbed_back) {
      in_keep_eor_record(st);
    }
    st.status.raise(kIostatEor, nullptr);
    return;
  }
  if (eor_unpadded(st) && st.unit->modes().access == Access::kSequential) {
    // libgfortran gives up the field without counting its characters
    // and leaves the record in its buffer, as after the EOR condition:
    // the next statement's columns go on from before that field.
    in_keep_eor_record(st);
    st.unit->record().tab_origin += st.fmt->eor_unpadded;
    return;
  }
  if ((st.advance_no && !st.status.failed()) ||
      (st.stay_in_record && st.status.failed())) {
    in_forget_kept_record(st);  // the next READ starts here
    return;
  }
  if (st.direct_records) {
    // After an error the file stays where the READ stopped.
    if (!st.status.failed()) direct_read_finish(st);
    return;
  }
  // Where the skip to the record's end meets the end of the file instead,
  // libgfortran reports END on a stream file, under PAD='NO', and where
  // the statement took nothing from the record (no fields, or after '/'
  // or a defined-input child that passed the record's end); otherwise
  // the last record merely lacked its newline.
  const Unit& u = *st.unit;
  // (fields a defined-input child read count too: size_count is shared)
  bool took_nothing =
      in_column(st) == 0 &&
      st.size_count == (st.fmt != nullptr ? st.fmt->taken_at_record_start : 0);
  if (in_next_record(st)) return;
  if (u.modes().access == Access::kStream ||
      (!st.status.failed() &&
       (took_nothing || u.modes().pad == PadMode::kNo)))
    hit_end_of_file(st);
}

// libgfortran's last check of a statement on an external unit, after it
// positioned a direct-access unit and read an unformatted record's head
// marker: a READ after an advancing WRITE that ended no record (it failed)
// is refused.  An advancing WRITE itself is then in progress until a
// record ends.  False after raising.
bool check_write_in_progress(DtState& st) {
  RecordState& r = st.unit->record();
  if (st.direction == Direction::kWrite) {
    if (!st.advance_no) r.write_in_progress = true;
    return true;
  }
  if (!r.write_in_progress || st.unit->modes().access == Access::kStream)
    return true;
  st.status.raise(kErrBadOption, "Cannot READ after a nonadvancing WRITE");
  st.stay_in_record = true;  // nothing read, nothing skipped
  // The failed WRITE left a formatted record open, and it stays so.
  st.record_untouched = st.form != TransferForm::kUnformatted;
  return false;
}

// Where libgfortran leaves a formatted READ inside its record (see
// RecordState::in_record).  After note_record_end.
void note_left_in_record(DtState& st) {
  RecordState& r = st.unit->record();
  bool list = st.form == TransferForm::kListDirected;
  // End of file leaves no record to finish: libgfortran's hit_eof resets
  // its current_record, except for a namelist READ of a sequential file.
  if (st.status.outcome() == Outcome::kEnd &&
      (st.form != TransferForm::kNamelist ||
       st.unit->modes().access != Access::kSequential)) {
    r.in_record = false;
    return;
  }
  if (st.status.outcome() == Outcome::kEnd ||
      st.form == TransferForm::kNamelist ||
      (!list && st.unit->modes().access != Access::kSequential))
    return;
  r.in_record = list || st.eor_condition || eor_unpadded(st) ||
                st.status.code() == kErrFormat;
  r.in_record_end_raises = list;
}

// Starts the formatted or list-directed part of a statement.
void start_form(DtState& st, const TransferRequest& req) {
  bool read = req.direction == Direction::kRead;
  // Only a formatted READ goes on in a record kept after EOR.
  // (namelist_read looks at that record first)
  if (read && req.form == TransferForm::kListDirected && eor_record_kept(st))
    in_forget_kept_record(st);
  if (req.form == TransferForm::kListDirected) {
    if (read) list_read_start(st);
    return;
  }
  if (req.form != TransferForm::kFormatted) return;
  std::string_view format(req.format, req.format_len);
  if (read) formatted_read_start(st, format, req.dec_ext);
  else formatted_write_start(st, format, req.dec_ext);
}

void finish_internal_form(DtState& st);

void start_internal(DtState& st, const TransferRequest& req) {
  internal_start(st, req);
  if (!req.plain &&
      (!check_advance(st, req) || !apply_statement_modes(st, req.rare->modes)))
    return;
  if (req.form != TransferForm::kFormatted) take_statement_modes(st);
  start_form(st, req);
}

void finish_internal(DtState& st) {
  finish_internal_form(st);
  namelist_internal_statement_done(st);
}

void finish_internal_form(DtState& st) {
  if (st.direction == Direction::kRead) {
    if (st.form == TransferForm::kListDirected) {
      list_read_finish(st);
    } else if (st.form == TransferForm::kNamelist) {
      namelist_read(st);
      namelist_read_finish(st);
    } else {
      formatted_read_finish(st);
    }
    formatted_release(st);
    restore_statement_modes(st);
    internal_finish_read(st);
    return;
  }
  bool newline = true;
  if (st.form == TransferForm::kFormatted && !st.status.failed())
    newline = formatted_write_finish(st);
  (void)newline;  // '$' has no effect on an internal file
  if (st.form == TransferForm::kNamelist && !st.status.failed())
    namelist_write(st);
  formatted_release(st);
  st.unit->fbuf().seek(0, SEEK_END);
  restore_statement_modes(st);
  internal_finish(st, !st.status.failed());
}

// The checks libgfortran makes before it touches the unit's position.
// False when the statement stops here (failed, or handed to the unit's
// asynchronous worker).
bool statement_checks(DtState& st, const TransferRequest& req, Unit& u) {
  if (!req.on_worker && (!req.plain || u.async_queue() != nullptr) &&
      !async_start(st, req))
    return false;
  // u, not st.unit: the load would wait for the store just made.
  if (!check_connection(st, req, u)) return false;
  if (!req.plain && !check_advance(st, req)) return false;
  if (st.recording != nullptr) return false;  // the worker does the rest
  return req.plain || apply_statement_modes(st, req.rare->modes);
}

}  // namespace

namespace {
void start_external(DtState& st, const TransferRequest& req);

// The I/O report's mark, once the start call has positioned the unit
// (REC=, POS=) and, for an unformatted sequential READ, read the head
// marker, which the statement's bytes include.
[[gnu::noinline, gnu::cold]] void report_start(const DtState& st) {
  if (st.unit == nullptr || st.recording != nullptr) return;
  bool head = st.form == TransferForm::kUnformatted &&
              st.direction == Direction::kRead && !st.status.failed() &&
              st.unit->modes().access == Access::kSequential;
  report_transfer_begin(*st.unit, head ? st.markers.bytes : 0);
}
}  // namespace

void start_transfer(DtState& st, const TransferRequest& req) {
  st.status.begin(req.rare->prior);  // the target was filled by the caller
  st.unit = nullptr;
  st.form = req.form;
  st.direction = req.direction;
  st.iolength = req.rare->iolength;
  st.fmt = nullptr;
  st.record_limit = 0;
  st.internal_unit = req.internal_unit;
  st.dec_ext = req.dec_ext;
  // The internal-file, direct-access and unformatted fields are set by
  // their own starts (a defined I/O child shares only those its parent
  // set: share_position).
  st.advance_no = false;
  st.eor_condition = false;
  st.field_met_eor = false;
  st.eor_tabbed_back = false;
  st.cr_ended_record = false;
  st.stay_in_record = false;
  st.fixed_records = false;
  st.record_untouched = false;
  st.size_out = nullptr;
  st.size_count = 0;
  st.first_item = true;
  st.char_flag = false;
  st.dtio_parent = nullptr;
  st.namelist = req.rare->namelist;
  st.direct_records = false;
  st.cc_count = 0;
  st.recording = nullptr;
  // An error raised before the start call (an out-of-range INTEGER(8)
  // unit) makes the whole statement a no-op.
  if (st.status.failed()) return;
  if (st.iolength != nullptr) {
    *st.iolength = 0;
    return;
  }
  // SIZE= is stored once the unit is found (finish_transfer), whatever
  // happens next: libgfortran stores 0 for a statement that fails before
  // its data edits.
  if (req.direction == Direction::kRead) st.size_out = req.rare->size;
  // A statement on the unit a DTIO procedure was given continues its
  // parent's record; it is not recursive I/O.
  if (!req.internal_unit) {
    if (DtState* parent = dtio_parent_of(req.unit)) {
      child_start(st, req, *parent);
      return;
    }
  }
  if (req.internal_unit) {
    start_internal(st, req);
    return;
  }
  start_external(st, req);
  if (g_io_report) [[unlikely]] report_start(st);
}

namespace {

void start_external(DtState& st, const TransferRequest& req) {
  Unit* u = resolve_unit(st, req);
  if (u == nullptr) return;
  st.status.set_unit(req.unit, u->file_name().c_str());
  st.unit = u;
  // A plain statement has no ASYNCHRONOUS=, ADVANCE=, SIZE=, EOR= or
  // mode specifier to check; only an asynchronous unit needs async_start.
  if (!statement_checks(st, req, *u)) {
    st.record_untouched = st.status.failed();
    return;
  }
  flush_c_stdio(*u);
  if (u->record().mode != (req.direction == Direction::kRead
                               ? IoMode::kReading : IoMode::kWriting))
    switch_direction(st, req.direction);
  if (req.form == TransferForm::kUnformatted) {
    unformatted_start(st, req);
    // An END from the head marker yields to the refusal, as in libgfortran.
    if (st.status.outcome() != Outcome::kError)
      (void)check_write_in_progress(st);
    return;
  }
  if ((u->modes().access != Access::kSequential || u->limits().has_recl) &&
      !formatted_access_start(st, req))
    return;
  if (!check_write_in_progress(st)) return;
  if (req.form != TransferForm::kFormatted) take_statement_modes(st);
  start_form(st, req);
}

}  // namespace

void transfer_item_slow(DtState& st, ItemType type, const void* p,
                        int kind, size_t size) {
  if (st.status.failed()) return;
  if (st.recording != nullptr) {
    async_record_item(st, type, p, kind, size, 1);
    return;
  }
  if (st.iolength != nullptr) {
    // libgfortran counts a CHARACTER item by its length in characters,
    // whatever its kind (docs/abi.md §6.1).
    *st.iolength += static_cast<int64_t>(size);
    return;
  }
  if (st.unit == nullptr) return;
  if (st.form == TransferForm::kUnformatted) {
    if (type == ItemType::kDerived) {
      dtio_unformatted(st, *static_cast<const DtioItem*>(p));
      return;
    }
    size_t bytes = type == ItemType::kCharacter ? size * kind : size;
    unformatted_item(st, ItemBytes{const_cast<void*>(p), bytes,
                                   swap_unit_of(type, kind, bytes)});
    return;
  }
  if (st.form == TransferForm::kFormatted) {
    if (st.direction == Direction::kRead)
      formatted_read_item(st, type, const_cast<void*>(p), kind, size);
    else
      formatted_write_item(st, type, p, kind, size);
    return;
  }
  if (st.direction == Direction::kRead)
    list_read_item(st, type, const_cast<void*>(p), kind, size);
  else
    list_write_item(st, type, p, kind, size);
}

namespace {

// transfer_run() item by item, out of line so that the one-call
// unformatted case does not pay for the loop's frame.
[[gnu::noinline]] void transfer_each(DtState& st, ItemType type,
                                     const void* p, int kind, size_t size,
                                     size_t count) {
  size_t step = type == ItemType::kCharacter ? size * kind : size;
  const char* q = static_cast<const char*>(p);
  size_t i = 0;
  for (; i < count && !st.status.failed(); ++i, q += step)
    transfer_item(st, type, q, kind, size);
  if (i < count && list_write_continues(st, type))
    for (; i < count; ++i, q += step) list_write_item(st, type, q, kind, size);
}

}  // namespace

bool list_write_continues(const DtState& st, ItemType type) {
  return st.form == TransferForm::kListDirected &&
         st.direction == Direction::kWrite && type != ItemType::kDerived &&
         st.recording == nullptr && st.status.code() == kIostatEor;
}

void transfer_run(DtState& st, ItemType type, const void* p, int kind,
                  size_t size, size_t count) {
  if (st.recording != nullptr) {
    if (!st.status.failed()) async_record_item(st, type, p, kind, size, count);
    return;
  }
  if (st.form == TransferForm::kUnformatted && st.iolength == nullptr &&
      st.unit != nullptr && !st.status.failed()) {
    size_t bytes = type == ItemType::kCharacter ? size * kind : size;
    unformatted_item(st, ItemBytes{const_cast<void*>(p), bytes * count,
                                   swap_unit_of(type, kind, bytes)});
    return;
  }
  transfer_each(st, type, p, kind, size, count);
}

void finish_transfer(DtState& st) {
  if (st.recording != nullptr) {
    async_finish(st);
    return;
  }
  Unit* u = st.unit;
  if (u == nullptr) return;
  if (st.dtio_parent != nullptr) {
    child_finish(st);
    return;
  }
  if (st.size_out != nullptr) *st.size_out = st.size_count;
  if (st.internal_unit) {
    finish_internal(st);
    u->restore_modes();  // the pooled unit object outlives the statement
    return;
  }
  if (st.record_untouched) {
    // Nothing happened to the unit's records.
  } else if (st.direction == Direction::kRead &&
             st.form != TransferForm::kUnformatted) {
    if (st.form == TransferForm::kListDirected) {
      // list_read_finish moves to the next record itself: after an error
      // libgfortran leaves the position inside the record.
      list_read_finish(st);
    } else if (st.form == TransferForm::kNamelist) {
      namelist_read(st);  // (nothing after an error)
      namelist_read_finish(st);
    } else {
      formatted_read_finish(st);
      finish_read_record(st);
    }
    // A failed direct READ leaves NEXTREC alone, as in libgfortran.
    // Nor does a READ that stays inside its record end one.
    if (st.status.outcome() != Outcome::kEnd &&
        !((st.direct_records || st.stay_in_record) && st.status.failed())) {
      Position kept = u->record().position;
      u->note_record_end();
      if (!read_unspecifies_position(st)) u->record().position = kept;
    }
    note_left_in_record(st);
  } else if (!st.status.failed()) {
    if (st.form == TransferForm::kUnformatted) unformatted_finish(st);
    else finish_formatted_write(st);
  } else if (st.direction == Direction::kRead &&
             u->modes().access == Access::kStream) {
    // POS= is where a failed unformatted READ stopped: after its POS= and
    // the bytes it got before the end of the file (libgfortran).
    stream_finish(st);
  }
  // libgfortran settles the endfile state of every WRITE, failed or not.
  if (st.direction == Direction::kWrite) {
    int rc = truncate_after_first_write(st, *u);
    if (rc < 0) st.status.raise_errno(-rc);
  }
  if (st.direct_records) direct_statement_end(st);
  else if (st.direction == Direction::kWrite && !st.record_untouched &&
           st.form != TransferForm::kUnformatted &&
           u->modes().access == Access::kSequential)
    sequential_write_end(st);
  if (st.form != TransferForm::kUnformatted &&
      u->modes().access == Access::kStream)
    formatted_stream_finish(st);
  // libgfortran's saved_pos (RecordState::kept_max_pos): a formatted
  // WRITE settles it itself, a list-directed READ leaves it.
  if (!st.status.failed() && st.form != TransferForm::kUnformatted &&
      !(st.form == TransferForm::kFormatted &&
        st.direction == Direction::kWrite) &&
      !(st.form == TransferForm::kListDirected &&
        st.direction == Direction::kRead))
    u->record().kept_max_pos = -1;
  // After an error the partial record stays in the buffer, as with
  // libgfortran: the next WRITE continues it.
  formatted_release(st);  // no-op on the unformatted path
  u->restore_modes();  // restore_statement_modes, through the local u
  if (g_io_report) [[unlikely]]
    report_transfer_end(*u, st.direction == Direction::kWrite);
  st.unit = nullptr;
  u->unlock();
}

}  // namespace ftnio
