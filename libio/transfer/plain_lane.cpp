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
#include <type_traits>

#include "base/copy_bytes.h"
#include "transfer/data_transfer.h"
#include "transfer/dtio.h"
#include "transfer/external_end.h"
#include "transfer/form_ops.h"
#include "transfer/formatted_access.h"
#include "transfer/formatted_read.h"
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
// (no direction switch, no endfile or report bookkeeping).  A READ
// besides after no advancing WRITE left unfinished (check_read_after_write
// would refuse it).  Whatever a READ's record state (kept after EOR, a
// list-directed READ's record left open) is then the general path's
// business: the lane runs the same form start.
[[gnu::always_inline]] inline bool plain_for(const Unit& u, Direction d,
                                             TransferForm form) {
  const ConnectionModes& m = u.modes();
  const RecordState& r = u.record();
  const bool unformatted = form == TransferForm::kUnformatted;
  const bool read = d == Direction::kRead;
  return m.access == Access::kSequential &&
         m.action != (read ? Action::kWrite : Action::kRead) &&
         (m.form == Form::kUnformatted) == unformatted &&
         u.endfile() != EndfileState::kAfterEndfile &&
         r.mode == (read ? IoMode::kReading : IoMode::kWriting) &&
         !(read && r.write_in_progress) && u.async_queue() == nullptr &&
         u.stats() == nullptr && (unformatted || !u.limits().has_recl);
}

// The unit u (plain_lane_unit's, of unit `number`), locked, when the lane
// takes the statement; null with nothing changed otherwise.
[[gnu::always_inline]] inline Unit* lock_plain_unit(Unit& u, int32_t number,
                                                    Direction d,
                                                    TransferForm form) {
  // (A unit this thread holds: recursive I/O, or a defined-I/O child.)
  if (u.held_by_this_thread() || dtio_parent_of(number) != nullptr)
    return nullptr;
  u.lock();
  // (Connected again: it may have been closed since plain_lane_unit.)
  if (!u.connected() || !plain_for(u, d, form)) {
    u.unlock();
    return nullptr;
  }
  return &u;
}

// st.unf = UnformattedProgress{} by vector moves: GCC may zero the 32
// bytes with a `rep stos`, whose start-up costs more than the stores
// (copy_bytes.h; perf/rep_strings.py guards the lane against it).
void clear_progress(UnformattedProgress& p) {
  static_assert(std::is_trivially_copyable_v<UnformattedProgress>);
  static constexpr UnformattedProgress kNone{};
  copy_by_vectors<sizeof(UnformattedProgress)>(&p, &kNone);
}

// The form's start, as start_external runs it for a plain WRITE.
void start_write_form(DtState& st, Unit& u, TransferForm form,
                      const char* format, size_t format_len) {
  if (form == TransferForm::kUnformatted) {
    clear_progress(st.unf);
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
    // (The list-directed start reads nothing of the request.)
    static const TransferRequest kUnused{};
    kFormOps[static_cast<int>(form)][0].start(st, kUnused);
  }
}

}  // namespace

bool start_plain_write(DtState& st, TransferForm form, Unit& unit,
                       int32_t number, const char* format, size_t format_len,
                       const RuntimePolicy* policy) {
  Unit* u = lock_plain_unit(unit, number, Direction::kWrite, form);
  if (u == nullptr) return false;
  reset_plain_statement(st, Direction::kWrite, form, RecordKind::kSequential,
                        false, policy);
  st.plain_write = true;
  st.status.set_unit(number, u->file_name().c_str());
  st.unit = u;
  flush_c_stdio(*u);
  start_write_form(st, *u, form, format, format_len);
  st.ops = &kFormOps[static_cast<int>(form)][1];
  return true;
}

bool start_plain_read(DtState& st, TransferForm form, Unit& unit,
                      int32_t number, const char* format, size_t format_len,
                      const RuntimePolicy* policy) {
  if (form == TransferForm::kNamelist) return false;
  Unit* u = lock_plain_unit(unit, number, Direction::kRead, form);
  if (u == nullptr) return false;
  reset_plain_statement(st, Direction::kRead, form, RecordKind::kSequential,
                        false, policy);
  st.plain_write = false;  // the general end (finish_transfer_general)
  st.status.set_unit(number, u->file_name().c_str());
  st.unit = u;
  // (A READ forgets a non-advancing WRITE's open record: start_external.)
  u->record().pending_nonadvancing_write = false;
  flush_c_stdio(*u);
  start_read_form(st, *u, form, format, format_len);
  st.ops = &kFormOps[static_cast<int>(form)][0];
  return true;
}

void finish_plain_write(DtState& st) {
  Unit& u = *st.unit;
  if (st.status.failed()) [[unlikely]] {
    finish_transfer_general(st);
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
  note_record_bytes(u);
  if (st.form != TransferForm::kUnformatted) sequential_write_end(st);
  release_statement_unit(st, u, true);
}

}  // namespace ftnio
