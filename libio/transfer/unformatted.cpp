// SPDX-License-Identifier: MIT
// Unformatted data transfer: dispatch by access method (L4).
#include "transfer/unformatted.h"

#include <cstring>

#include "base/iostat.h"
#include "transfer/unformatted_direct.h"
#include "transfer/unformatted_seq.h"

namespace ftnio {

void unformatted_start(DtState& st, const TransferRequest& req) {
  st.unf = UnformattedProgress{};
  st.markers = st.unit->marker_layout();
  switch (st.unit->modes().access) {
    case Access::kDirect: direct_start(st, req); return;
    case Access::kStream: stream_start(st, req); return;
    case Access::kSequential:
      if (st.direction == Direction::kRead)
        seq_read_start(st, st.markers);
      else
        seq_write_start(st, st.markers);
      return;
  }
}

// Every item but the usual one of a record assembled in place.
void unformatted_item_slow(DtState& st, const ItemBytes& item) {
  if (st.direction == Direction::kWrite &&
      st.unit->modes().access != Access::kStream)
    st.unit->record().stream_pos += static_cast<int64_t>(item.size);
  switch (st.unit->modes().access) {
    case Access::kDirect: direct_item(st, item); return;
    case Access::kStream: stream_item(st, item); return;
    case Access::kSequential:
      if (st.direction == Direction::kWrite)
        seq_write_item(st, st.markers, item);
      else
        seq_read_item(st, st.markers, item);
      return;
  }
}

void unformatted_unreached(DtState& st, const ItemBytes& item) {
  if (st.unit->modes().access == Access::kSequential)
    seq_read_unreached(st, st.markers);
  if (st.markers.swap) swap_elements(item.p, item.size, item.elem_size);
}

namespace {
// The end of unformatted_finish once the record is complete.
inline void unformatted_record_done(DtState& st, Unit& u) {
  if (st.status.failed()) return;
  u.note_record_end();
  // Unbuffered units (GFORTRAN_UNBUFFERED_ALL, pipes) see each record at
  // once.
  if (st.direction == Direction::kWrite && u.flush_each_record()) {
    int rc = u.stream().flush();
    if (rc < 0) st.status.raise_errno(-rc);
  }
}

}  // namespace

void unformatted_finish(DtState& st) {
  Unit& u = *st.unit;
  switch (u.modes().access) {
    case Access::kDirect: direct_finish(st); break;
    case Access::kStream: stream_finish(st); break;
    case Access::kSequential:
      if (st.direction == Direction::kWrite)
        seq_write_finish(st, st.markers);
      else
        seq_read_finish(st, st.markers);
      break;
  }
  unformatted_record_done(st, u);
}

void seq_unformatted_write_finish(DtState& st) {
  seq_write_finish(st, st.markers);
  unformatted_record_done(st, *st.unit);
}

}  // namespace ftnio
