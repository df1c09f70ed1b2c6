// SPDX-License-Identifier: MIT
// The unit check and lock the lanes of external statements share (the
// plain lane, plain_lane.h, and the unformatted lane, unformatted_lane.h)
// (L4).  Inline: every statement either lane takes makes them.
#ifndef FTNIO_TRANSFER_PLAIN_UNIT_H
#define FTNIO_TRANSFER_PLAIN_UNIT_H

#include <cstdint>

#include "transfer/dt_state.h"
#include "transfer/dtio.h"
#include "unit/unit.h"

namespace ftnio {

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
  if (dtio_parent_of(number) != nullptr || !u.lock_unless_held_here())
    return nullptr;
  // (Connected again: it may have been closed since plain_lane_unit.)
  if (!u.connected() || !plain_for(u, d, form)) {
    u.unlock();
    return nullptr;
  }
  return &u;
}

}  // namespace ftnio

#endif  // FTNIO_TRANSFER_PLAIN_UNIT_H
