// SPDX-License-Identifier: MIT
// The steps the general end of a statement on an external unit
// (settle_statement_end, data_transfer.cpp) shares with the WRITE lane's
// end (finish_plain_write, plain_lane.cpp) (L4), as the two starts share
// reset_statement_fields (dt_state.h): a per-statement end rule added
// here reaches both.  Inline: the lane's end is a few dozen
// instructions.
#ifndef FTNIO_TRANSFER_EXTERNAL_END_H
#define FTNIO_TRANSFER_EXTERNAL_END_H

#include "transfer/dt_state.h"
#include "transfer/formatted_state.h"
#include "unit/io_report_marks.h"
#include "unit/unit.h"

namespace ftnio {

// A WRITE's end, before a failed record is dropped: whether the record
// holds anything (RecordState::failed_record_empty).  A WRITE that
// continues a failed record holding bytes keeps it so: a refused READ
// flushed them, and the buffer restarted empty.
[[gnu::always_inline]] inline void note_record_bytes(Unit& u) {
  RecordState& r = u.record();
  bool had_bytes = r.failed_write_open && !r.failed_record_empty;
  r.failed_record_empty = !had_bytes && u.fbuf().pos() == 0;
}

// The last steps of the end of a statement on an external unit: the
// saved position forgotten, the format state given back, the
// connection's modes back, the report's mark, and the unit released.
// plain_ok: a statement of the WRITE lane that ended without a
// condition, on a unit without an I/O report (plain_for): the two tests
// are known and cost the lane nothing.  unformatted_lane: besides, a
// statement still on the unformatted lane (unformatted_lane.h), whose
// ops keep the saved position and whose form has no format state.
[[gnu::always_inline]] inline void release_statement_unit(
    DtState& st, Unit& u, bool plain_ok, bool unformatted_lane = false) {
  // libgfortran's saved_pos (RecordPosition::kept_max_pos).
  if (!unformatted_lane && (plain_ok || !st.status.failed()) &&
      st.ops->forgets_saved_pos)
    u.record().kept_max_pos = -1;
  // After an error the partial record stays in the buffer, as with
  // libgfortran: the next WRITE continues it.
  if (!unformatted_lane) formatted_release(st);  // no-op when unformatted
  // (restore_statement_modes, through the local u; the unformatted lane
  // has no mode specifiers, and a defined-I/O child leaves it.)
  if (!unformatted_lane) u.restore_modes();
  if (!plain_ok) report_transfer_end(u, st.direction == Direction::kWrite);
  st.unit = nullptr;
  u.unlock();
}

}  // namespace ftnio

#endif  // FTNIO_TRANSFER_EXTERNAL_END_H
