// SPDX-License-Identifier: MIT
// The formatted lane (L4): see plain_lane_formatted.h.
#include "transfer/plain_lane_formatted.h"

#include "transfer/data_transfer.h"
#include "transfer/external_end.h"

namespace ftnio {

namespace {

// The rest of the state, as start_plain_write leaves a direct WRITE
// (start_direct_external_write): from here the direct WRITE's calls go
// on.  (Out of line: the lane pays a call here only when it leaves.)
[[gnu::noinline]] void leave_formatted_lane(DtState& st) {
  Unit& u = *st.unit;
  FormattedState* const fs = st.fmt;
  const bool first_item = st.first_item;
  const RuntimePolicy policy = st.policy;
  reset_plain_statement(st, Direction::kWrite, TransferForm::kFormatted,
                        RecordKind::kSequential, false, &policy);
  st.plain_lane = true;
  st.status.set_unit(u.number(), u.file_name().c_str());
  st.unit = &u;
  st.fmt = fs;
  st.first_item = first_item;
  st.ops = &kDirectExternalOps;
}

// LeaveDirect of the lane: the direct WRITE's, with the whole state.
[[gnu::noinline, gnu::cold]] void leave_with_item(DtState& st, ItemType type,
                                                  const void* p, int kind,
                                                  size_t size) {
  leave_formatted_lane(st);
  leave_direct_external(st, type, p, kind, size);
}

// The direct WRITE's end with the whole state, for a front door that
// does not ask for the lane's end (finish_formatted_lane) first.
void end_output_off_lane(DtState& st) {
  leave_formatted_lane(st);
  end_output_direct(st);
}

// The end of a statement the lane's end does not take: the plain lane's
// (false: for a tail call that keeps no result in a register).
[[gnu::noinline, gnu::cold]] bool finish_off_lane(DtState& st) {
  leave_formatted_lane(st);
  finish_plain_write(st);
  return false;
}

}  // namespace

constinit const FormOps kFormattedLaneOps = [] {
  FormOps ops = {};
  ops.item = direct_item<leave_with_item>;
  ops.run = direct_run;
  ops.end_output = end_output_off_lane;
  ops.forgets_saved_pos = false;  // (as the direct WRITE's)
  return ops;
}();

// The fields and their newline committed to the stream: what
// finish_plain_write does for a direct WRITE at the file's end that did
// not fail (end_output_direct, note_record_bytes, sequential_write_end,
// release_statement_unit), the tests the lane's start settled left out.
// Any other end (no room left for the newline, a unit that pushes each
// record to the kernel, a stream used meanwhile, not at the file's end)
// is the plain lane's.
bool finish_formatted_lane(DtState& st) {
  Unit& u = *st.unit;
  const auto n = static_cast<size_t>(st.in_column);
  char* const at = st.internal.base;
  if (n >= static_cast<size_t>(st.internal.reclen) ||
      u.endfile() != EndfileState::kAtEndfile || u.flush_each_record())
      [[unlikely]]
    return finish_off_lane(st);
  at[n] = '\n';
  if (!u.append_window()->commit(at, n + 1)) [[unlikely]]
    return finish_off_lane(st);
  RecordState& r = u.record();
  r.stream_pos += static_cast<int64_t>(n);  // (record_space_fast's count)
  r.kept_max_pos = -1;
  u.note_sequential_record_end();  // (plain_for at the start)
  r.pending_nonadvancing_write = false;
  // (note_record_bytes: no failed record open, the record buffer empty;
  // direct_unit at the start)
  r.failed_record_empty = true;
  return_state(st.fmt);
  st.fmt = nullptr;
  u.restore_modes();
  st.unit = nullptr;
  u.unlock();
  return true;
}

}  // namespace ftnio
