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
#include "transfer/external_end.h"
#include "transfer/formatted_access.h"
#include "transfer/formatted_read.h"
#include "transfer/formatted_state.h"
#include "transfer/formatted_write.h"
#include "transfer/record_in.h"
#include "transfer/internal_lane.h"
#include "transfer/internal_unit.h"
#include "transfer/list_read.h"
#include "transfer/list_write.h"
#include "transfer/namelist_read.h"
#include "transfer/namelist_write.h"
#include "transfer/positioned_lane.h"
#include "transfer/record_out.h"
#include "transfer/statement_end.h"
#include "transfer/statement_modes.h"
#include "transfer/stream_io.h"
#include "transfer/unformatted.h"
#include "transfer/unformatted_direct.h"
#include "transfer/unformatted_seq.h"
#include "unit/io_report_marks.h"
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
      st.status.set_unit(req.unit,
                         held != nullptr ? held->file_name().c_str() : nullptr);
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

// The usual statement, which every check of check_connection lets pass:
// plain (no REC=, POS=, namelist), on a sequential unit of its form that
// allows its direction, not after an endfile record.
bool plainly_connected(const TransferRequest& req, const Unit& u) {
  const ConnectionModes& m = u.modes();
  Action refused =
      req.direction == Direction::kRead ? Action::kWrite : Action::kRead;
  return req.plain && m.access == Access::kSequential && m.action != refused &&
         (m.form == Form::kUnformatted) ==
             (req.form == TransferForm::kUnformatted) &&
         u.endfile() != EndfileState::kAfterEndfile;
}

// A statement on a file after its sequential end (has_sequential_end):
// libgfortran refuses any on a sequential file, except under -std=legacy;
// flang's formatted stream file refuses a WRITE without POS= (a READ meets
// the end again, POS= moves the unit).
bool refused_after_end(const TransferRequest& req, const ConnectionModes& m) {
  if (m.access != Access::kSequential)
    return req.direction == Direction::kWrite && !req.rare->has_pos;
  return compile_options().warn_std != 0;
}

// A statement after the endfile record, when refused_after_end refuses it.
// Returns false after raising.
bool check_after_end(DtState& st, const TransferRequest& req, const Unit& u) {
  const ConnectionModes& m = u.modes();
  if (u.endfile() != EndfileState::kAfterEndfile ||
      !has_sequential_end(st.policy, m) || !refused_after_end(req, m))
    return true;
  st.status.raise(kErrOptionConflict,
                  "Sequential READ or WRITE not allowed after EOF "
                  "marker, possibly use REWIND or BACKSPACE");
  // libgfortran's finalize_transfer reads a namelist group before it
  // looks at the statement's error: from where the unit stands (a
  // standard input that ENDFILE could not cut still has records).
  st.record.nml_after_refusal = req.direction == Direction::kRead &&
                                req.form == TransferForm::kNamelist &&
                                u.record().mode == IoMode::kReading &&
                                st.status.failed();
  return false;
}

// REC= on a stream unit.  libgfortran checks the record number and moves
// to record REC of RECL bytes before it refuses REC=, and a stream unit's
// RECL is -2: REC=1 moves to the file's start, a larger REC fails with
// EINVAL (conn_fuzz.py).  flang refuses it straight away.  Not modelled:
// a formatted unit's move to the start (libgfortran's next WRITE goes
// there, but INQUIRE(POS=) still says the old place).
void refuse_stream_rec(DtState& st, const TransferRequest& req) {
  bool moves = req.rare->rec == 1 && req.form != TransferForm::kUnformatted;
  if (!st.policy.flang_condition_texts && !moves) {
    Offset ahead;
    int rc = st.unit->reset_record_buffer(&ahead);
    if (rc < 0) {
      st.status.raise_errno(-rc);
      return;
    }
    if (!seek_to_record(st, req.rare->rec)) return;
  }
  st.status.raise(kErrOptionConflict,
                  "Record number not allowed for stream access data "
                  "transfer");
}

// The statement against the connection (F2018 12.6.4.1; libgfortran's
// checks and texts, in its order).  Returns false after raising.
bool check_connection(DtState& st, const TransferRequest& req, const Unit& u) {
  if (plainly_connected(req, u)) return true;
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
  if (m.access == Access::kSequential && req.rare->has_rec) {
    st.status.raise(kErrOptionConflict,
                    "Record number not allowed for sequential access "
                    "data transfer");
    return false;
  }
  // libgfortran refuses a sequential statement after the endfile record
  // before it looks at POS= (conn_fuzz.py); flang's stream refusal keeps
  // its place after the POS= and REC= checks.
  bool sequential = m.access == Access::kSequential;
  if (sequential && !check_after_end(st, req, u)) return false;
  if (req.rare->has_pos && m.access != Access::kStream) {
    st.status.raise(kErrBadOption,
                    "POS=specifier not allowed, Try OPEN with ACCESS='stream'");
    return false;
  }
  if (req.rare->has_rec && m.access == Access::kStream) {
    refuse_stream_rec(st, req);
    return false;
  }
  return sequential || check_after_end(st, req, u);
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
  if (read && st.status.target().has_eor() && !st.advance_no) {
    st.status.raise(
        kErrMissingOption,
        "EOR specification requires an ADVANCE specification of NO");
    return false;
  }
  if (read && req.rare->size != nullptr && !st.advance_no) {
    st.status.raise(
        kErrMissingOption,
        "SIZE specification requires an ADVANCE specification of NO");
    return false;
  }
  return true;
}

// A formatted WRITE that failed (advancing or not) leaves its record
// unfinished in the unit's buffer.  Where that WRITE truncates the file,
// libgfortran takes the position to cut at, writes the record out and
// cuts it off: the file ends before it, the position stays after it, and
// a later WRITE leaves zero bytes in its place.  Elsewhere the next WRITE
// continues it.
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
// writes are at the end already: truncate_after_first_write.
[[gnu::noinline]] int truncate_after_first_write_slow(const DtState& st,
                                                      Unit& u) {
  // Writing after the endfile record (allowed with -std=legacy) puts the
  // file back at its end.
  if (u.endfile() == EndfileState::kAfterEndfile)
    u.set_endfile(EndfileState::kAtEndfile);
  if (u.endfile() != EndfileState::kNoEndfile) return 0;
  u.set_endfile(EndfileState::kAtEndfile);
  Offset where = u.stream().tell();
  if (where < 0) return where == -ESPIPE ? 0 : static_cast<int>(where);
  // A WRITE refused before it turned the unit to writing finds what the
  // unit read in the buffer, no record of its own: libgfortran cuts the
  // file at the logical position and drops its read-ahead, the stream
  // staying where that got to (conn_fuzz.py seed 19: a later ENDFILE
  // meets END there, and grows the file back with NUL bytes).
  const bool read_ahead =
      u.modes().form == Form::kFormatted && u.record().mode == IoMode::kReading;
  if (read_ahead) where -= static_cast<Offset>(u.fbuf().lookahead());
  int rc = u.stream().truncate(where);
  if (rc == 0) u.record().position = Position::kAppend;  // as libgfortran
  Offset ahead = 0;
  if (rc == 0 && read_ahead)
    rc = u.reset_record_buffer(&ahead);  // (not sought back)
  else if (rc == 0 && st.status.failed() && u.modes().form == Form::kFormatted)
    rc = drop_unfinished_record(u);
  // Pipes, terminals and devices have no end to move.
  return rc == -EINVAL || rc == -ESPIPE ? 0 : rc;
}

// Inline: every WRITE's end asks, and all but a sequential file's first
// WRITE find nothing to do (a call cost 8 instructions a direct-access
// WRITE).
[[gnu::always_inline]] inline int truncate_after_first_write(const DtState& st,
                                                             Unit& u) {
  if (u.modes().access != Access::kSequential ||
      u.endfile() == EndfileState::kAtEndfile)
    return 0;
  return truncate_after_first_write_slow(st, u);
}

// Reading after writing or writing after reading on one unit: the record
// buffer holds output to push out, or read-ahead to give back (libgfortran
// does the same at the start of a data transfer).
void switch_direction(DtState& st, Direction d) {
  Unit& u = *st.unit;
  IoMode want = d == Direction::kRead ? IoMode::kReading : IoMode::kWriting;
  if (u.record().mode == want) return;
  if (UnitStats* s = u.stats()) [[unlikely]]
    report_direction_switch(u, *s);  // before the read-ahead goes
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

// libgfortran's last check of a statement on an external unit, after it
// positioned a direct-access unit and read an unformatted record's head
// marker: a READ after an advancing WRITE that ended no record (it failed)
// is refused.  An advancing WRITE itself is then in progress until a
// record ends.  False after raising.
bool check_read_after_write(DtState& st);
inline bool check_write_in_progress(DtState& st) {
  if (st.direction != Direction::kWrite) return check_read_after_write(st);
  if (!st.advance_no) st.unit->record().write_in_progress = true;
  return true;
}
bool check_read_after_write(DtState& st) {
  RecordState& r = st.unit->record();
  if (!r.write_in_progress || st.unit->modes().access == Access::kStream)
    return true;
  st.status.raise(kErrBadOption, "Cannot READ after a nonadvancing WRITE");
  // libgfortran positioned to a record before refusing: a new one (room
  // RECL) unless the failed WRITE's record was still open.
  if (!r.failed_write_open) r.failed_record_empty = true;
  r.failed_write_open = true;
  st.record.stay_in_record = true;  // nothing read, nothing skipped
  // The failed WRITE left a formatted record open, and it stays so.
  st.record.record_untouched = st.form != TransferForm::kUnformatted;
  return false;
}

// Where libgfortran leaves a formatted READ inside its record (see
// RecordState::in_record).  After note_record_end.
void note_left_in_record(DtState& st) {
  RecordState& r = st.unit->record();
  // flang's runtime (the statements of the flang front door) leaves no
  // list-directed READ inside its record: ENDFILE cuts after it.
  bool list = st.form == TransferForm::kListDirected &&
              !st.policy.statements_leave_no_record;
  // A READ after the endfile record (-std=legacy lets it start) leaves no
  // record either: libgfortran's hit_eof resets current_record there too
  // (ENDFILE after a BACKSPACE then meets no record to end).
  if (st.status.code() == kErrEndfile) {
    r.in_record = false;
    return;
  }
  // End of file leaves no record to finish: libgfortran's hit_eof resets
  // its current_record, except for a namelist READ of a sequential file.
  if (st.status.outcome() == Outcome::kEnd &&
      (st.form != TransferForm::kNamelist ||
       st.unit->modes().access != Access::kSequential)) {
    r.in_record = false;
    // The next statement then starts a record (pre_position): a record
    // kept after an EOR before this END no longer counts its columns, so
    // a READ after a WRITE refused there (which ends AFTER_ENDFILE) meets
    // END again, not an empty record (eor_record_has_data).
    if (eor_record_kept(st)) in_forget_kept_record(st);
    return;
  }
  if (st.record.nml_failed_after_eor) {
    // The next namelist READ begins there as this one did (namelist_read):
    // one that finds no group meets the end of the file quietly.
    r.in_record = r.carried_taken = true;
    return;
  }
  if (st.status.outcome() == Outcome::kEnd ||
      st.form == TransferForm::kNamelist ||
      (!list && st.unit->modes().access != Access::kSequential))
    return;
  // (Under input_tabs_from_record_start the EOR condition left the
  // record: finish_read_record.)
  bool kept =
      (st.record.eor_condition && !st.policy.input_tabs_from_record_start) ||
      eor_unpadded(st);
  // (A format error leaves libgfortran inside the record; flang's READ
  // ends its record after any error: finish_read_record.)
  r.in_record = list || kept ||
                (st.status.code() == kErrFormat &&
                 !st.policy.failed_statement_ends_record);
  r.in_record_end_raises =
      list ? !r.carried_taken : kept && !eor_record_has_data(st);
}

// Starts the formatted, list-directed or namelist part of a statement.
void start_form(DtState& st, const TransferRequest& req) {
  kFormOps[static_cast<int>(req.form)][static_cast<int>(req.direction)].start(
      st, req);
}

void finish_internal_form(DtState& st);

void start_internal(DtState& st, const TransferRequest& req) {
  internal_start(st, req);
  if (!req.plain &&
      (!check_advance(st, req) || !apply_statement_modes(st, req.rare->modes)))
    return;
  start_form(st, req);
}

void finish_internal(DtState& st) {
  // Its node outlives the borrow, and the number stays this thread's
  // between its internal statements (internal_borrow.h).
  int32_t number = st.unit->number();
  finish_internal_form(st);
  namelist_internal_statement_done(st, number);
}

// flang's runtime blank-fills the record a failed internal WRITE was in
// (not when the output had gone past the last record).
bool pads_failed_internal_record(const DtState& st) {
  return st.policy.failed_internal_record_blank_filled && !st.internal_at_end;
}

void finish_internal_form(DtState& st) {
  st.ops->end_internal(st);
  formatted_release(st);
  if (st.direction == Direction::kRead) {
    restore_statement_modes(st);
    internal_finish_read(st);
    return;
  }
  st.unit->fbuf().seek_end();
  restore_statement_modes(st);
  internal_finish(st, !st.status.failed() || pads_failed_internal_record(st));
}

// The checks libgfortran makes before it touches the unit's position.
// False when the statement stops here (failed, or handed to the unit's
// asynchronous worker).
bool statement_checks(DtState& st, const TransferRequest& req, Unit& u) {
  if (!req.on_worker && (req.checks || u.async_queue() != nullptr) &&
      !async_start(st, req))
    return false;
  // u, not st.unit: the load would wait for the store just made.
  if (!check_connection(st, req, u)) return false;
  if (req.checks && !check_advance(st, req)) return false;
  if (st.recording != nullptr) return false;  // the worker does the rest
  return !req.checks || apply_statement_modes(st, req.rare->modes);
}

}  // namespace

namespace {
void start_external(DtState& st, const TransferRequest& req);

// The I/O report's mark, once the start call has positioned the unit
// (REC=, POS=) and, for an unformatted sequential READ, read the head
// marker, which the statement's bytes include.  Inside a run (the unit's
// begin_work is 0) nothing is to be done (unit/io_report.h).
inline void report_start(const DtState& st) {
  if (st.unit == nullptr) return;
  UnitStats* s = st.unit->stats();
  if (s == nullptr || s->begin_work == 0 || st.recording != nullptr) [[likely]]
    return;
  bool head = st.form == TransferForm::kUnformatted &&
              st.direction == Direction::kRead && !st.status.failed() &&
              st.unit->modes().access == Access::kSequential;
  report_begin_work(*st.unit, *s, head ? st.markers.bytes : 0);
}
}  // namespace

namespace {

void start_statement(DtState& st, const TransferRequest& req) {
  st.status.begin(req.rare->prior);  // the target was filled by the caller
  st.plain_lane = false;
  st.unit = nullptr;
  st.form = req.form;
  st.direction = req.direction;
  st.iolength = req.rare->iolength;
  st.fmt = nullptr;
  st.record_limit = 0;
  st.records =
      req.internal_unit ? RecordKind::kInternal : RecordKind::kSequential;
  st.dec_ext = req.dec_ext;
  st.policy = *req.policy;
  // The internal-file, direct-access and unformatted fields are set by
  // their own starts (a defined I/O child shares only those its parent
  // set: share_position).
  reset_statement_fields(st);
  st.namelist = req.rare->namelist;
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
  report_start(st);
}

}  // namespace

void start_transfer(DtState& st, const TransferRequest& req) {
  start_statement(st, req);
  st.ops = select_form_ops(st);
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
    st.record.record_untouched = st.status.failed();
    return;
  }
  // A READ forgets a non-advancing WRITE's open record: CLOSE, REWIND,
  // BACKSPACE and ENDFILE no longer end it with a newline (libgfortran).
  if (req.direction == Direction::kRead)
    u->record().pending_nonadvancing_write = false;
  flush_c_stdio(*u);
  if (u->record().mode !=
      (req.direction == Direction::kRead ? IoMode::kReading : IoMode::kWriting))
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
  start_form(st, req);
}

}  // namespace

bool list_write_continues(const DtState& st, ItemType type) {
  return st.form == TransferForm::kListDirected && !output_stopped(st) &&
         st.direction == Direction::kWrite && type != ItemType::kDerived &&
         st.recording == nullptr && st.status.code() == kIostatEor;
}

bool unformatted_read_continues(const DtState& st, ItemType type) {
  return st.form == TransferForm::kUnformatted &&
         st.direction == Direction::kRead && type != ItemType::kDerived &&
         st.unit != nullptr && st.iolength == nullptr &&
         st.recording == nullptr;
}

// flang's runtime ends the record a statement failed in: a direct-access
// record (a WRITE's rest blanks or zero bytes, NEXTREC past it), or the
// record of a formatted sequential or stream WRITE (on one that overran
// RECL=, what fitted is the record).  libgfortran keeps a failed WRITE's record
// open for the next WRITE, which goes on with the room left, and a failed
// direct READ leaves NEXTREC alone.  (A formatted READ ends its record in
// end_input.)  A WRITE meets END only where a defined output procedure
// returned IOSTAT=-1 (flang): it ends the record as any failure does.
// A failed non-advancing formatted WRITE leaves its record open in both
// runtimes, with what it wrote before the failure.
bool ends_failed_record(const DtState& st) {
  if (!st.status.failed() ||
      (st.status.outcome() == Outcome::kEnd &&
       st.direction == Direction::kRead) ||
      !st.policy.failed_statement_ends_record)
    return false;
  return direct_records(st) ||
         (st.direction == Direction::kWrite && !st.advance_no &&
          st.unit->modes().access != Access::kDirect &&
          (st.form != TransferForm::kUnformatted ||
           st.unit->modes().access == Access::kSequential));
}

bool drops_empty_failed_record(const DtState& st) {
  Unit& u = *st.unit;
  return st.policy.failed_empty_record_dropped && !direct_records(st) &&
         !internal_file(st) && !u.record().pending_nonadvancing_write &&
         u.fbuf().active() == 0 && !failed_after_reversion(st);
}

void end_failed_record(DtState& st) {
  if (st.form == TransferForm::kFormatted && st.direction == Direction::kWrite)
    formatted_write_finish_failed(st);
  if (st.form == TransferForm::kUnformatted &&
      st.unit->modes().access == Access::kSequential) {
    seq_write_finish(st, st.markers);  // the items before the refused one
    st.unit->note_record_end();
  } else if (st.form == TransferForm::kUnformatted) {
    direct_finish(st);  // zero bytes, or past the rest of the record
    st.unit->note_record_end();
  } else if (st.direction == Direction::kWrite &&
             drops_empty_failed_record(st)) {
    formatted_release(st);
    st.unit->fbuf().reset();
    // The record was never begun, so no WRITE is in progress: a READ
    // after it meets the file's end, as in flang's runtime (not 1006
    // "Cannot READ after a nonadvancing WRITE", libgfortran's rule).
    st.unit->record().write_in_progress = false;
  } else if (st.direction == Direction::kWrite) {
    formatted_release(st);
    record_end(st);  // blanks to RECL=, or the newline
  } else {
    st.unit->note_record_end();
  }
}

// Whether the format failed on reverting into a group without data edits
// (flang: after the reversion began its record, which stays).
bool failed_after_reversion(const DtState& st) {
  return st.form == TransferForm::kFormatted && st.fmt != nullptr &&
         st.fmt->cursor.stop() == FormatCursor::Stop::kError &&
         st.fmt->cursor.error().code == FormatErrorCode::kInsufficient;
}

void run_format_tail(DtState& st) {
  if (st.form == TransferForm::kFormatted &&
      st.direction == Direction::kWrite && st.recording == nullptr &&
      st.dtio_parent == nullptr && st.unit != nullptr)
    formatted_write_run_tail(st);
}

namespace {

// The general end of a statement on an external unit, from after the
// form's end: the endfile state, the record bookkeeping of direct,
// sequential and stream access, and the unit released.  Inline into
// finish_transfer_general and settle_statement_end: the general end is
// one call (three calls cost 41 instructions on every statement the
// plain lane does not take: perf/stream_items).
[[gnu::always_inline]] inline void settle_statement_end_inline(DtState& st,
                                                               Unit& unit) {
  Unit* u = &unit;
  // END leaves no record open (libgfortran's hit_eof).
  if (st.direction == Direction::kRead && st.status.outcome() == Outcome::kEnd)
    u->record().failed_write_open = false;
  // libgfortran settles the endfile state of every WRITE, failed or not
  // (flang's runtime not of one refused before it began: a form
  // mismatch leaves the file as it was).
  if (st.direction == Direction::kWrite &&
      !(st.record.record_untouched && st.policy.refused_write_keeps_endfile)) {
    note_record_bytes(*u);
    int rc = truncate_after_first_write(st, *u);
    if (rc < 0) st.status.raise_errno(-rc);
  }
  if (direct_records(st))
    direct_statement_end(
        st, value_error_ended_record(st) || ends_failed_record(st));
  else if (st.direction == Direction::kWrite && !st.record.record_untouched &&
           st.form != TransferForm::kUnformatted &&
           u->modes().access == Access::kSequential && !ends_failed_record(st))
    sequential_write_end(st);
  if (st.form != TransferForm::kUnformatted &&
      u->modes().access == Access::kStream)
    formatted_stream_finish(st);
  release_statement_unit(st, *u, false);
}

// A READ's records after its form's end (end_input): the record ended
// or not, the unit left inside a record or not.
[[gnu::always_inline]] inline void end_input_records(DtState& st, Unit& unit) {
  Unit* u = &unit;
  // A failed direct READ leaves NEXTREC alone, as in libgfortran (not
  // in flang, where it ends its record as a failed WRITE does, and
  // after END the record it did not find: direct_read_next_record).
  // Nor does a READ that stays inside its record end one.
  if ((st.status.outcome() != Outcome::kEnd ||
       (direct_records(st) && st.policy.failed_statement_ends_record)) &&
      !(((direct_records(st) && !value_error_ended_record(st) &&
          !st.policy.failed_statement_ends_record) ||
         st.record.stay_in_record) &&
        st.status.failed())) {
    const int64_t records = u->record().last_record;
    u->note_record_end(read_unspecifies_position(st)
                           ? PositionAfter::kUnspecified
                           : PositionAfter::kKept);
    // A non-advancing READ that stays in its record ends none: the
    // statement that leaves the record counts it (flang's messages
    // number records, as do FTNIO_REPORT and INQUIRE(POS=) of stdin).
    if (st.advance_no && !st.status.failed()) u->record().last_record = records;
  }
  note_left_in_record(st);
}

// The general end of a statement on an external unit, whole: the form's
// end, then settle_statement_end_inline.
[[gnu::always_inline]] inline void finish_external_statement(DtState& st,
                                                             Unit& unit) {
  Unit* u = &unit;
  if (st.record.record_untouched) {
    // Nothing happened to the unit's records, but for a namelist READ
    // refused after the endfile record, which goes on past the error.
    if (st.record.nml_after_refusal) namelist_read_after_refusal(st);
  } else if (st.ops->end_input != nullptr) {
    // (list_read_finish moves to the next record itself: after an error
    // libgfortran leaves the position inside the record.)
    st.ops->end_input(st);
    end_input_records(st, *u);
  } else if (!st.status.failed()) {
    st.ops->end_output(st);
  } else if (ends_failed_record(st)) {
    end_failed_record(st);
  } else if (st.direction == Direction::kRead &&
             u->modes().access == Access::kStream) {
    // POS= is where a failed unformatted READ stopped: after its POS= and
    // the bytes it got before the end of the file (libgfortran).
    stream_finish(st);
  }
  settle_statement_end_inline(st, *u);
}

}  // namespace

void finish_transfer_general(DtState& st) {
  // (The positioned lane's usual end, inline there: positioned_lane.h.)
  if (on_positioned_lane(st) && finish_positioned(st)) return;
  if (st.recording != nullptr) {
    async_finish(st);
    return;
  }
  Unit* u = st.unit;
  if (u == nullptr) {
    // (The internal lane's direct WRITE has no unit: internal_lane.h.
    // Here, not in the usual WRITE's end: that one pays no test for it.)
    if (direct_internal_write(st)) finish_direct_internal_write(st);
    return;
  }
  if (st.dtio_parent != nullptr) {
    child_finish(st);
    return;
  }
  if (st.size_out != nullptr) *st.size_out = st.size_count;
  if (internal_file(st)) {
    finish_internal(st);
    u->restore_modes();  // the pooled unit object outlives the statement
    return;
  }
  finish_external_statement(st, *u);
}

void settle_statement_end(DtState& st, Unit& unit) {
  settle_statement_end_inline(st, unit);
}

void finish_read_after_input(DtState& st) {
  Unit& u = *st.unit;
  end_input_records(st, u);
  settle_statement_end_inline(st, u);
}

}  // namespace ftnio
