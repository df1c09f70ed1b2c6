// SPDX-License-Identifier: MIT
// Unformatted sequential records, both directions (L4).
#ifndef FTNIO_TRANSFER_UNFORMATTED_SEQ_H
#define FTNIO_TRANSFER_UNFORMATTED_SEQ_H

#include "base/copy_bytes.h"
#include "transfer/dt_state.h"
#include "transfer/record_marker.h"
#include "transfer/unformatted.h"

namespace ftnio {

// Forgets the record assembled in place in the stream's buffer, if any,
// and gives that window back to the stream (which may then move or grow
// its buffer): every path that stops using the window calls this.
void release_record_window(Unit& u);
// Reserves the head marker in the record buffer.
void seq_write_start(DtState& st, const MarkerLayout& m);
void seq_write_item(DtState& st, const MarkerLayout& m, const ItemBytes& item);
// The usual item of a WRITE whose record is assembled in place in the
// stream's buffer and still has room for it: appended there.  False (and
// nothing done) otherwise.  Only a sequential WRITE's start makes the
// window, and every other start on the unit clears it or cannot reach
// items, so a window means that this is such a WRITE.
inline bool seq_write_in_place(Unit& u, const ItemBytes& item) {
  Unit::RecordWindow& w = u.record_window();
  if (w.at == nullptr || item.size > w.room - w.used) return false;
  copy_bytes(w.at + w.used, item.p, item.size);
  w.used += item.size;
  return true;
}
void seq_write_finish(DtState& st, const MarkerLayout& m);

// One unformatted item, whatever the access: the usual one inline.
[[gnu::always_inline]] inline void unformatted_item(DtState& st,
                                                    const ItemBytes& item) {
  Unit& u = *st.unit;
  if (!seq_write_in_place(u, item)) [[unlikely]] {
    unformatted_item_slow(st, item);
    return;
  }
  u.record().stream_pos += static_cast<int64_t>(item.size);
}

// Reads the head marker of the next record (END at end of file).
void seq_read_start(DtState& st, const MarkerLayout& m);
void seq_read_item(DtState& st, const MarkerLayout& m, const ItemBytes& item);
// A part of an array the READ did not reach (see unformatted_unreached).
void seq_read_unreached(DtState& st, const MarkerLayout& m);
// Skips what the statement did not read, up to the next record.
void seq_read_finish(DtState& st, const MarkerLayout& m);

}  // namespace ftnio

#endif  // FTNIO_TRANSFER_UNFORMATTED_SEQ_H
