// SPDX-License-Identifier: MIT
// The unformatted lane (L4): the start, item and done calls of the usual
// unformatted sequential WRITE and READ (both front doors; the gfortran
// door besides runs its items and ends inline: abi/entry_dt.cpp).
//
// A statement the plain lane would take (plain_lane.h: no optional
// specifier, a connected sequential unit of its form, no asynchronous
// queue, no I/O report, no defined-I/O parent) whose record is plain (no
// byte swapping, no RECL=) and lies in the stream's buffer (a WRITE's
// record assembled there, a READ's head marker there) starts with only
// the fields its items and its end read: the rest of the statement's
// state is what the plain lane's start would leave, and is filled in
// (leave_lane, unformatted_lane.cpp) at the first thing the lane does not do
// itself: an item the buffer cannot take or give, a defined-I/O item,
// an end that is not the usual one.  The general calls then go on as if
// the plain lane had started the statement.  Its end writes the markers
// around the record in the buffer (a WRITE) or skips the record's rest
// in the buffer (a READ), and releases the unit.
//
// Why: a small record's statement spent more on its state (the request,
// the fields every form needs, the record's general bookkeeping) than on
// its bytes (perf/us_perf, issue 16): a WRITE of four INTEGERs ran 724
// instructions, libgfortran's 1718.  A front door that tests for the lane
// before its general item call (lane_append, lane_read) adds a compare to
// every item of other statements.
#ifndef FTNIO_TRANSFER_UNFORMATTED_LANE_H
#define FTNIO_TRANSFER_UNFORMATTED_LANE_H

#include <cstddef>
#include <cstdint>
#include <cstring>

#include "base/copy_bytes.h"
#include "transfer/dt_state.h"
#include "stream/append_window.h"
#include "transfer/form_ops.h"

namespace ftnio {

// Starts an unformatted WRITE (or READ) on external unit `number`, whose
// unit u plain_lane_unit found and whose error target the caller filled.
// False when the unit's checks refuse it: nothing changed (the unit is
// not locked), and the caller starts the statement with start_transfer.
// Otherwise the statement started, on the lane or (a record the lane
// does not take) as the plain lane starts it.
bool start_unformatted_write(DtState& st, Unit& u, int32_t number,
                             const RuntimePolicy* policy);
bool start_unformatted_read(DtState& st, Unit& u, int32_t number,
                            const RuntimePolicy* policy);

// The statement's calls while it is on the lane, by Direction.
extern const FormOps kUnformattedLaneOps[2];

inline bool on_unformatted_lane(const DtState& st) {
  auto at = reinterpret_cast<uintptr_t>(st.ops);
  auto lane = reinterpret_cast<uintptr_t>(&kUnformattedLaneOps[0]);
  return at - lane < sizeof kUnformattedLaneOps;
}

namespace lane_detail {
// Any other size than an item's usual ones (out of line: the item's call
// stays a leaf).
void copy_other(char* dst, const void* src, size_t n);
// copy_bytes, an INTEGER's or a REAL(8)'s size first.
inline void copy_item(char* dst, const void* src, size_t n) {
  if (n == 4)
    std::memcpy(dst, src, 4);
  else if (n == 8)
    std::memcpy(dst, src, 8);
  else
    copy_other(dst, src, n);
}
}  // namespace lane_detail

// An item of `bytes` bytes at p appended to a WRITE's record in the
// stream's buffer (the lane's start opened it): false, nothing done, when
// they do not fit there.  Inline: a front door tests the lane's table and
// calls this before its general item call (no call for a small item).
// kArray: the bytes of a whole array, of any size (copied inline, by
// copy_bytes: an array's size is seldom an item's usual one).
template <bool kArray = false>
inline bool lane_append(DtState& st, const void* p, size_t bytes) {
  Unit& u = *st.unit;
  Unit::RecordWindow& w = u.record_window();
  if (bytes > w.room - w.used) [[unlikely]]
    return false;
  char* at = w.at + w.used;
  w.used += bytes;
  u.record().stream_pos += static_cast<int64_t>(bytes);
  if constexpr (kArray)
    copy_bytes(at, p, bytes);
  else
    lane_detail::copy_item(at, p, bytes);  // (last: no register kept)
  return true;
}

// A READ's item of `bytes` bytes copied from the record's current piece
// in the stream's buffer (st.unf.lane_at, dt_state.h): false, nothing
// done, when the piece or the buffer does not hold them.
// kArray as lane_append's.
template <bool kArray = false>
inline bool lane_read(DtState& st, void* p, size_t bytes) {
  const char* at = st.unf.lane_at;
  if (bytes > static_cast<size_t>(st.unf.lane_end - at)) [[unlikely]]
    return false;
  st.unf.lane_at = at + bytes;
  if constexpr (kArray)
    copy_bytes(p, at, bytes);
  else
    lane_detail::copy_item(static_cast<char*>(p), at, bytes);
  return true;
}

// The done call of a WRITE (READ) on the lane: a front door asks
// on_unformatted_lane first, or finish_plain_write does.  True when the
// statement ended on the lane: without a condition, so that its outcome
// is the one the lane's start published (a front door need not publish
// it again); false when it ended on the general path.
bool finish_unformatted_write(DtState& st);
bool finish_unformatted_read(DtState& st);
void finish_unformatted_lane(DtState& st);  // either

}  // namespace ftnio

#endif  // FTNIO_TRANSFER_UNFORMATTED_LANE_H
