// SPDX-License-Identifier: MIT
// Unformatted sequential records, both directions (L4).
#ifndef FTNIO_TRANSFER_UNFORMATTED_SEQ_H
#define FTNIO_TRANSFER_UNFORMATTED_SEQ_H

#include <algorithm>

#include "base/copy_bytes.h"
#include "stream/append_window.h"
#include "transfer/dt_state.h"
#include "transfer/record_marker.h"
#include "transfer/unformatted.h"

namespace ftnio {

// Forgets the record assembled in place in the stream's buffer, if any,
// and gives that window back to the stream (which may then move or grow
// its buffer): every path that stops using the window calls this.
void release_record_window(Unit& u);
// The largest record assembled in place in the stream's buffer (markers
// included): an item that would make it longer leaves it (for the record
// buffer, or straight to the stream when large) at the cost of a copy of
// what the record holds so far, at most this much.
inline constexpr uint64_t kWindowMost = uint64_t{1} << 15;  // bytes

// Starts a record assembled in place in the stream's buffer, when the
// record is plain (no byte swapping, no RECL= to count against) and the
// buffer has room for its markers there: no copy from a record buffer at
// the end, whose reads of bytes just stored piecemeal would wait for those
// stores.  False (nothing changed) otherwise.  The unit has no window
// (release_record_window).  Inline: the unformatted lane's start
// (unformatted_lane.h) makes it on every WRITE.
[[gnu::always_inline]] inline bool open_record_window(Unit& u,
                                                      const MarkerLayout& m) {
  AppendWindow* a = u.append_window();
  if (a == nullptr || m.swap || u.limits().has_recl) return false;
  size_t room;
  char* at = a->open(&room);
  if (at == nullptr) return false;
  if (room < 2 * static_cast<size_t>(m.bytes)) {
    a->commit(at, 0);  // unused
    return false;
  }
  // Data beyond one subrecord, and records so large that the copy into
  // the buffer is better avoided (kWindowMost), take the general path
  // from the item that does not fit.
  uint64_t most = std::min<uint64_t>(
      static_cast<uint64_t>(m.max_piece) + m.bytes, kWindowMost);
  Unit::RecordWindow& w = u.record_window();
  w.at = at;
  w.used = static_cast<size_t>(m.bytes);
  w.room = std::min<uint64_t>(room - m.bytes, most);
  return true;
}
// Starts a record: in place (open_record_window), else with its head
// marker reserved in the record buffer.
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
