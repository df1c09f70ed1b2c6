// SPDX-License-Identifier: MIT
// The plain lane (L4): see plain_lane.h.
//
// Why a lane: the general start call (start_transfer) decodes a request,
// then tests one by one what a plain WRITE never has (REC=, POS=,
// ADVANCE=, an asynchronous recording, a defined-I/O parent, a direction
// switch, the I/O report) and the done call tests them again.  Here one
// look at the locked unit decides them all; the statement's state is the
// one the general path leaves, so the item calls and a failed statement's
// end are the general ones.
#include "transfer/plain_lane.h"

#include <string_view>

#include "transfer/data_transfer.h"
#include "transfer/dtio.h"
#include "transfer/external_end.h"
#include "transfer/form_ops.h"
#include "transfer/formatted_access.h"
#include "transfer/formatted_read.h"
#include "transfer/formatted_state.h"
#include "transfer/formatted_write.h"
#include "transfer/formatted_write_direct.h"
#include "transfer/line_read.h"
#include "transfer/list_read.h"
#include "transfer/plain_lane_formatted.h"
#include "transfer/plain_unit.h"
#include "transfer/statement_modes.h"
#include "transfer/unformatted_lane.h"
#include "transfer/stream_io.h"
#include "transfer/unformatted_seq.h"
#include "unit/io_report_marks.h"
#include "unit/unit_table.h"

namespace ftnio {

namespace {

// The formatted form's start of a plain WRITE (start_write_form) on
// format text, with fs, the format's state from the pool's slots (not
// restarted), or null; the statement's calls: the form's, or the direct
// WRITE's (formatted_write_direct.h).
[[gnu::always_inline]] inline const FormOps* start_formatted_write_form(
    DtState& st, Unit& u, std::string_view text, FormattedState* fs) {
  const FormOps* ops = &kFormOps[static_cast<int>(TransferForm::kFormatted)][1];
  // The format's state, not restarted yet (direct_begin, or restarted for
  // the general start).  Run recently but not in the last two statements:
  // from the pool, not parsed now (no notices).  Never run: the general
  // start parses it.
  if (fs == nullptr) [[unlikely]] {
    fs = take_pooled_state(text, parse_key_of(st, false, false));
    if (fs == nullptr) {
      formatted_write_start(st, text, false);
      return ops;
    }
  }
  st.fmt = fs;
  // (The program decides first: a format with other edits pays no call.)
  if (fs->program->fields_only()) {
    if (start_direct_external_write(st, u, *fs)) return st.ops;
  } else {
    fs->restart();
  }
  formatted_write_start_acquired(st);
  return ops;
}

// The form's start, as start_external runs it for a plain WRITE, and
// the statement's calls (start_formatted_write_form's for a formatted one).
const FormOps* start_write_form(DtState& st, Unit& u, TransferForm form,
                                const char* format, size_t format_len) {
  const FormOps* ops = &kFormOps[static_cast<int>(form)][1];
  if (form == TransferForm::kUnformatted) {
    clear_progress(st.unf);
    st.markers = u.marker_layout();
    seq_write_start(st, st.markers);
    if (st.status.outcome() != Outcome::kError)
      u.record().write_in_progress = true;
    return ops;
  }
  u.record().write_in_progress = true;  // check_write_in_progress
  if (form != TransferForm::kFormatted) {
    take_statement_modes(st);
    return ops;
  }
  const std::string_view text(format, format_len);
  return start_formatted_write_form(
      st, u, text, take_slotted_state(text, parse_key_of(st, false, false)));
}

// The form's start, as start_external runs it for a plain READ (whose
// check_write_in_progress plain_for settled).
void start_read_form(DtState& st, Unit& u, TransferForm form,
                     const char* format, size_t format_len) {
  if (form == TransferForm::kUnformatted) {
    clear_progress(st.unf);
    st.markers = u.marker_layout();
    seq_read_start(st, st.markers);
  } else if (form == TransferForm::kFormatted) {
    formatted_read_start(st, std::string_view(format, format_len), false);
  } else {
    kFormOps[static_cast<int>(form)][0].start(st, kNoRequest);
  }
}

}  // namespace

namespace {

// The plain WRITE's statement, up to its form's start, on the locked unit.
void begin_plain_write(DtState& st, Unit& u, int32_t number, TransferForm form,
                       const RuntimePolicy* policy) {
  reset_plain_statement(st, Direction::kWrite, form, RecordKind::kSequential,
                        false, policy);
  st.plain_lane = true;
  st.status.set_unit(number, u.file_name().c_str());
  st.unit = &u;
}

}  // namespace

bool start_plain_write(DtState& st, TransferForm form, Unit& unit,
                       int32_t number, const char* format, size_t format_len,
                       const RuntimePolicy* policy) {
  Unit* u = lock_plain_unit(unit, number, Direction::kWrite, form);
  if (u == nullptr) return false;
  begin_plain_write(st, *u, number, form, policy);
  flush_c_stdio(*u);
  st.ops = start_write_form(st, *u, form, format, format_len);
  return true;
}

// (The formatted lane flushed C's stdio already: start_formatted_lane.)
void lane_detail::start_formatted_off_lane(DtState& st, Unit& u, int32_t number,
                                           std::string_view format,
                                           FormattedState* fs,
                                           const RuntimePolicy* policy) {
  begin_plain_write(st, u, number, TransferForm::kFormatted, policy);
  u.record().write_in_progress = true;  // check_write_in_progress
  st.ops = start_formatted_write_form(st, u, format, fs);
}

namespace {

// The READ lane's start up to the form's start: the unit locked and the
// statement set as start_external sets it; null, nothing changed, when
// the lane does not take the statement.
[[gnu::always_inline]] inline Unit* begin_plain_read(
    DtState& st, TransferForm form, Unit& unit, int32_t number,
    const RuntimePolicy* policy) {
  if (form == TransferForm::kNamelist) return nullptr;
  Unit* u = lock_plain_unit(unit, number, Direction::kRead, form);
  if (u == nullptr) return nullptr;
  reset_plain_statement(st, Direction::kRead, form, RecordKind::kSequential,
                        false, policy);
  st.plain_lane = false;  // the general end (finish_transfer_general)
  st.status.set_unit(number, u->file_name().c_str());
  st.unit = u;
  // (A READ forgets a non-advancing WRITE's open record: start_external.)
  u->record().pending_nonadvancing_write = false;
  flush_c_stdio(*u);
  return u;
}

}  // namespace

bool start_plain_read(DtState& st, TransferForm form, Unit& unit,
                      int32_t number, const char* format, size_t format_len,
                      const RuntimePolicy* policy) {
  Unit* u = begin_plain_read(st, form, unit, number, policy);
  if (u == nullptr) return false;
  start_read_form(st, *u, form, format, format_len);
  st.ops = &kFormOps[static_cast<int>(form)][0];
  return true;
}

bool start_plain_line_read(DtState& st, Unit& unit, int32_t number,
                           const char* format, const RuntimePolicy* policy) {
  if (begin_plain_read(st, TransferForm::kFormatted, unit, number, policy) ==
      nullptr)
    return false;
  line_read_start(st, format);
  return true;
}

void finish_plain_write(DtState& st) {
  Unit& u = *st.unit;
  if (st.status.failed()) [[unlikely]] {
    finish_transfer_general(st);
    return;
  }
  if (st.form == TransferForm::kUnformatted) {
    // (A statement on the unformatted lane never failed; a READ too.)
    if (on_unformatted_lane(st)) {
      finish_unformatted_lane(st);
      return;
    }
    seq_unformatted_write_finish(st);  // unformatted_finish, known access
  } else {
    if (on_formatted_lane(st)) {
      finish_formatted_lane(st);
      return;
    }
    st.ops->end_output(st);
  }
  // At the file's end (every WRITE after the first), what
  // settle_statement_end does for a sequential WRITE that did not fail.
  if (u.endfile() != EndfileState::kAtEndfile || st.status.failed())
      [[unlikely]] {
    settle_statement_end(st, u);
    return;
  }
  note_record_bytes(u);
  if (st.form != TransferForm::kUnformatted) sequential_write_end(st);
  release_statement_unit(st, u, true);
}

namespace {

// The end of a formatted READ the lane started that did not fail: the
// form's end (the format's tail and the skip to the next record), then
// what finish_transfer_general does after it for an advancing sequential
// READ that did not fail there and left no record open: the record
// counted with POSITION= unspecified (read_unspecifies_position), the
// unit inside no record (note_left_in_record), the unit released.  (The
// general end tested, one by one, what such a READ never has: an
// asynchronous recording, a defined-I/O parent, SIZE=, an internal
// file, direct or stream access, END.)  A READ that failed at its end,
// or stopped by EOR, has the general end's rest (finish_read_after_input).
[[gnu::noinline]] void finish_plain_formatted_read(DtState& st, Unit& u) {
  st.ops->end_input(st);
  if (st.status.failed() || st.record.eor_condition || eor_unpadded(st))
      [[unlikely]] {
    finish_read_after_input(st);
    return;
  }
  u.note_record_end();
  RecordState& r = u.record();
  r.in_record = false;
  r.in_record_end_raises = false;
  release_statement_unit(st, u, true);
}

}  // namespace

// The READ lane's end (plain_lane.h): the line READ's short end
// (line_read.h), and what finish_transfer_general does for a
// list-directed READ that did not fail and whose last value stopped
// at the record's newline: the newline passed (list_read_finish_plain),
// the record counted, the unit left inside no record but libgfortran's
// (note_left_in_record), the unit released.  Every other READ, and one
// that failed, takes the general end.
void finish_plain_read(DtState& st) {
  Unit& u = *st.unit;
  if (st.form == TransferForm::kFormatted) {
    if (line_read_finish(st)) {
      release_statement_unit(st, u, true);
      return;
    }
    if (!st.status.failed() && !st.record.record_untouched) [[likely]] {
      finish_plain_formatted_read(st, u);
      return;
    }
  }
  if (st.status.failed() || st.form != TransferForm::kListDirected ||
      !list_read_finish_plain(st)) [[unlikely]] {
    finish_transfer_general(st);
    return;
  }
  RecordState& r = u.record();
  // (list-directed input keeps POSITION=: read_unspecifies_position)
  u.note_record_end(PositionAfter::kKept);
  const bool in_record = !st.policy.statements_leave_no_record;
  r.in_record = in_record;
  r.in_record_end_raises = in_record && !r.carried_taken;
  release_statement_unit(st, u, true);
}

}  // namespace ftnio
