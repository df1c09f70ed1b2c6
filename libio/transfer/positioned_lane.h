// SPDX-License-Identifier: MIT
// The positioned lane (L4): the start, item and done calls of the usual
// unformatted statement on a direct-access unit (REC=) or a stream unit
// (POS=, or none), for a front door whose statement has no other rare
// specifier.
//
// The lane takes the statement when one look at the locked unit settles
// every check of the general start: connected with the statement's access
// (direct for REC=, stream otherwise), unformatted, allowing its
// direction, already in it (no direction switch), no asynchronous queue,
// no I/O report, no byte swapping, a seekable buffered stream, no
// defined-I/O parent, and a direct unit without a failed statement's
// record left open (nor, for a READ, an unfinished WRITE).  Its record
// number or position must be one the general start accepts without a
// condition: REC= from 1 and below the connection's largest record, a
// direct READ's record in the file, POS= from 1.  Otherwise nothing
// changed and the front door takes the general path (start_transfer),
// which raises whatever conditions apply.
//
// A statement on the lane has the state the general start would give it
// (so that whatever the lane does not do itself is the general calls'
// work, with no state to fill in first), made without the request, the
// checks the lane settled at once and the stream's virtual calls: its
// items go to the stream's buffer in place when it holds (a READ) or
// takes (a WRITE) them, and its end is the general end's for a statement
// that met no condition, inline.
//
// Why: a direct or stream statement cost about as much as libgfortran's
// (perf/pattern_scan stream_pos_write 760 instructions, libgfortran 737;
// unf_direct_write 1417 against 1336), most of it in the general start.
#ifndef FTNIO_TRANSFER_POSITIONED_LANE_H
#define FTNIO_TRANSFER_POSITIONED_LANE_H

#include <cstdint>

#include "transfer/dt_state.h"
#include "transfer/form_ops.h"

namespace ftnio {

// Where the statement asks to start: REC=, POS=, or where the unit stands
// (a stream statement without POS=).
enum class Placement : uint8_t { kHere, kRec, kPos };

// Starts an unformatted WRITE (READ) on external unit `number`, whose
// published unit object is u, at `where` (value: REC= or POS=), the error
// target filled by the caller (IoStatus::target_to_fill).  False when the
// lane does not take it: nothing changed (the unit is not locked), and the
// caller starts the statement with start_transfer.
bool start_positioned_write(DtState& st, Unit& u, int32_t number,
                            Placement where, int64_t value,
                            const RuntimePolicy* policy);
bool start_positioned_read(DtState& st, Unit& u, int32_t number,
                           Placement where, int64_t value,
                           const RuntimePolicy* policy);

// The statement's calls while it is on the lane, by Direction: the
// general unformatted ones' but for items in the stream's buffer.
extern const FormOps kPositionedLaneOps[2];

inline bool on_positioned_lane(const DtState& st) {
  auto at = reinterpret_cast<uintptr_t>(st.ops);
  auto lane = reinterpret_cast<uintptr_t>(&kPositionedLaneOps[0]);
  return at - lane < sizeof kPositionedLaneOps;
}

// The done call of a statement on the lane that met no condition, on a
// unit that does not push each record to the kernel: true when it ended
// (the unit released); false, nothing done, when the general end is to
// run (finish_transfer_general asks first).
bool finish_positioned(DtState& st);

}  // namespace ftnio

#endif  // FTNIO_TRANSFER_POSITIONED_LANE_H
