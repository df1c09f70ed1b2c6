// SPDX-License-Identifier: MIT
// The plain WRITE lane (L4): see plain_write.h.
//
// Why a lane: the general start call (start_transfer) decodes a request,
// then tests one by one what a plain WRITE never has (REC=, POS=,
// ADVANCE=, an asynchronous recording, a defined-I/O parent, a direction
// switch, the I/O report) and the done call tests them again.  Here one
// look at the locked unit decides them all; the statement's state is the
// one the general path leaves, so the item calls and a failed statement's
// end are the general ones.
#include "transfer/plain_write.h"

#include <string_view>

#include "transfer/dtio.h"
#include "transfer/form_ops.h"
#include "transfer/formatted_access.h"
#include "transfer/formatted_state.h"
#include "transfer/formatted_write.h"
#include "transfer/statement_modes.h"
#include "transfer/stream_io.h"
#include "transfer/unformatted_seq.h"
#include "unit/io_report_marks.h"
#include "unit/unit_table.h"

namespace ftnio {

namespace {

// Every check of the general start that the lane skips, on the locked
// unit: the statement would pass them all and change no state with them
// (no direction switch, no endfile or report bookkeeping).
bool plain_for_write(const Unit& u, TransferForm form) {
  const ConnectionModes& m = u.modes();
  const bool unformatted = form == TransferForm::kUnformatted;
  return m.access == Access::kSequential && m.action != Action::kRead &&
         (m.form == Form::kUnformatted) == unformatted &&
         u.endfile() != EndfileState::kAfterEndfile &&
         u.record().mode == IoMode::kWriting && u.async_queue() == nullptr &&
         u.stats() == nullptr && (unformatted || !u.limits().has_recl);
}

// What start_statement sets for a statement without rare specifiers.
void reset_state(DtState& st, TransferForm form, const RuntimePolicy* policy) {
  st.status.begin(Outcome::kOk);  // the target was filled by the caller
  st.form = form;
  st.direction = Direction::kWrite;
  st.iolength = nullptr;
  st.fmt = nullptr;
  st.record_limit = 0;
  st.records = RecordKind::kSequential;
  st.dec_ext = false;
  st.policy = *policy;
  reset_statement_fields(st);
  st.namelist = nullptr;
  st.cc_count = 0;
  st.recording = nullptr;
}

// The form's start, as start_external runs it for a plain WRITE.
void start_form(DtState& st, Unit& u, TransferForm form, const char* format,
                size_t format_len) {
  if (form == TransferForm::kUnformatted) {
    st.unf = UnformattedProgress{};
    st.markers = u.marker_layout();
    seq_write_start(st, st.markers);
    if (st.status.outcome() != Outcome::kError)
      u.record().write_in_progress = true;
    return;
  }
  u.record().write_in_progress = true;  // check_write_in_progress
  if (form == TransferForm::kFormatted)
    formatted_write_start(st, std::string_view(format, format_len), false);
  else
    take_statement_modes(st);
}

}  // namespace

bool start_plain_write(DtState& st, TransferForm form, int32_t number,
                       const char* format, size_t format_len,
                       const RuntimePolicy* policy) {
  Unit* u = unit_table_detail::published_object(number);
  // (A unit this thread holds: recursive I/O, or a defined-I/O child.)
  if (u == nullptr || !u->connected() || u->held_by_this_thread() ||
      dtio_parent_of(number) != nullptr)
    return false;
  u->lock();
  if (!u->connected() || !plain_for_write(*u, form)) {
    u->unlock();
    return false;
  }
  reset_state(st, form, policy);
  st.plain_write = true;
  st.status.set_unit(number, u->file_name().c_str());
  st.unit = u;
  flush_c_stdio(*u);
  start_form(st, *u, form, format, format_len);
  st.ops = &kFormOps[static_cast<int>(form)][1];
  return true;
}

void finish_plain_write(DtState& st) {
  Unit& u = *st.unit;
  if (st.status.failed()) [[unlikely]] {
    finish_external_statement(st, u);
    return;
  }
  if (st.form == TransferForm::kUnformatted)
    seq_unformatted_write_finish(st);  // unformatted_finish, known access
  else
    st.ops->end_output(st);
  // At the file's end (every WRITE after the first), what
  // settle_statement_end does for a sequential WRITE that did not fail.
  if (u.endfile() != EndfileState::kAtEndfile || st.status.failed())
      [[unlikely]] {
    settle_statement_end(st, u);
    return;
  }
  RecordState& r = u.record();
  bool had_bytes = r.failed_write_open && !r.failed_record_empty;
  r.failed_record_empty = !had_bytes && u.fbuf().pos() == 0;
  if (st.form != TransferForm::kUnformatted) sequential_write_end(st);
  if (st.ops->forgets_saved_pos) r.kept_max_pos = -1;
  formatted_release(st);
  u.restore_modes();
  st.unit = nullptr;
  u.unlock();
}

}  // namespace ftnio
