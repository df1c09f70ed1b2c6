// SPDX-License-Identifier: MIT
// The start of a statement on the unformatted lane (unformatted_lane.h),
// inline (L4): a front door's start call makes it with no further call
// and no second frame (a small record's statement paid a call and five
// saved registers for it, perf/pattern_scan unf_write_rec4).  The
// out-of-line start_unformatted_write and start_unformatted_read
// (unformatted_lane.h) are this for a door that does not inline it.
#ifndef FTNIO_TRANSFER_UNFORMATTED_LANE_START_H
#define FTNIO_TRANSFER_UNFORMATTED_LANE_START_H

#include <cstdint>

#include "stream/append_window.h"
#include "transfer/dt_state.h"
#include "transfer/plain_unit.h"
#include "transfer/record_marker.h"
#include "transfer/stream_io.h"
#include "transfer/unformatted_lane.h"
#include "transfer/unformatted_seq.h"

namespace ftnio {

namespace lane_detail {

// The fields the lane keeps, on the unit the lane locked.  markers.bytes:
// the record's marker size for the lane's end (the rest of markers is
// filled when the statement leaves the lane).
[[gnu::always_inline]] inline void begin_lane(DtState& st, Unit& u, Direction d,
                                              const RuntimePolicy* policy,
                                              const MarkerLayout& m) {
  st.status.begin(Outcome::kOk);
  st.unit = &u;
  st.form = TransferForm::kUnformatted;
  st.direction = d;
  st.plain_lane = true;  // the done call: finish_plain_write
  st.policy = *policy;
  st.markers.bytes = m.bytes;
}

// The plain lane's start of the form (start_write_form, start_read_form),
// for a record the lane does not take (out of line).
void start_write_off_lane(DtState& st);
void start_read_off_lane(DtState& st);

// The lane's start of a READ: the head marker of the next record, when
// the stream's buffer holds it.  The position stays at the head marker
// while the lane reads from the buffer (lane_at, lane_end).
[[gnu::always_inline]] inline bool read_head_in_buffer(DtState& st, Unit& u,
                                                       const MarkerLayout& m) {
  AppendWindow* a = u.append_window();
  if (a == nullptr || m.swap || u.limits().has_recl ||
      u.record_window().at != nullptr)
    return false;
  const char* head = a->peek_in_window(static_cast<size_t>(m.bytes));
  if (head == nullptr) return false;
  const int64_t v =
      decode_marker(m, reinterpret_cast<const unsigned char*>(head));
  const int64_t length = v < 0 ? -v : v;
  const char* data = head + m.bytes;
  const char* end = a->window_end();
  clear_progress(st.unf);
  st.unf.piece_bytes = length;
  st.unf.lane_at = data;
  st.unf.lane_end = length < end - data ? data + length : end;
  st.unf.continued = v < 0;
  st.unf.read_in_place = true;
  return true;
}

}  // namespace lane_detail

// start_unformatted_write (kDirection kWrite) or start_unformatted_read.
template <Direction kDirection>
[[gnu::always_inline]] inline bool start_unformatted_lane(
    DtState& st, Unit& unit, int32_t number, const RuntimePolicy* policy) {
  Unit* u =
      lock_plain_unit(unit, number, kDirection, TransferForm::kUnformatted);
  if (u == nullptr) return false;
  const MarkerLayout& m = u->marker_layout();
  lane_detail::begin_lane(st, *u, kDirection, policy, m);
  if constexpr (kDirection == Direction::kWrite) {
    flush_c_stdio(*u);
    if (u->record_window().at == nullptr && open_record_window(*u, m))
        [[likely]] {
      u->record().write_in_progress = true;
      st.ops = &kUnformattedLaneOps[1];
      return true;
    }
    lane_detail::start_write_off_lane(st);
  } else {
    // (A READ forgets a non-advancing WRITE's open record:
    // start_external.)
    u->record().pending_nonadvancing_write = false;
    flush_c_stdio(*u);
    if (lane_detail::read_head_in_buffer(st, *u, m)) [[likely]] {
      st.ops = &kUnformattedLaneOps[0];
      return true;
    }
    lane_detail::start_read_off_lane(st);
  }
  return true;
}

}  // namespace ftnio

#endif  // FTNIO_TRANSFER_UNFORMATTED_LANE_START_H
