// SPDX-License-Identifier: MIT
// The positioned lane (L4): see positioned_lane.h.
//
// The state a statement on the lane has is the general start's
// (start_statement, start_external, unformatted_start, direct_start or
// stream_start) for the statement the lane's checks let through, and each
// step below says which of theirs it is.
#include "transfer/positioned_lane.h"

#include "stream/append_window.h"
#include "transfer/dtio.h"
#include "transfer/external_end.h"
#include "transfer/item_type.h"
#include "transfer/stream_io.h"
#include "transfer/unformatted.h"
#include "transfer/unformatted_direct.h"

namespace ftnio {

namespace {

// The connection and the unit's state against the statement: every check
// of the general start that the lane skips passes, and none of its steps
// changes the unit (check_connection, switch_direction,
// check_read_after_write, async_start, direct_start's room of a failed
// record).
bool positioned_for(Unit& u, Direction d, Placement where) {
  const ConnectionModes& m = u.modes();
  const RecordState& r = u.record();
  const bool read = d == Direction::kRead;
  const bool direct = where == Placement::kRec;
  return m.access == (direct ? Access::kDirect : Access::kStream) &&
         m.form == Form::kUnformatted &&
         m.action != (read ? Action::kWrite : Action::kRead) &&
         r.mode == (read ? IoMode::kReading : IoMode::kWriting) &&
         !(direct && (r.record_unfinished || (read && r.write_in_progress))) &&
         u.async_queue() == nullptr && u.stats() == nullptr &&
         u.append_window() != nullptr && u.stream().seekable();
}

// Whether direct record `at` (its file offset) is one a READ finds:
// seek_to_record's test (libgfortran: some of its bytes in the file;
// flang: all of them), the stream's buffer asked first.
bool record_in_file(Unit& u, Offset at, int64_t recl,
                    const RuntimePolicy& policy) {
  const int64_t need = policy.failed_statement_ends_record ? recl : 1;
  if (u.append_window()->holds_at(at, static_cast<size_t>(need))) return true;
  const Offset size = u.stream().size();
  return size >= 0 && at + need <= size;
}

// The file offset the statement starts at, or -1 when the general start
// is to raise a condition there (seek_to_record, stream_start_at_pos).
Offset start_offset(Unit& u, Direction d, Placement where, int64_t value,
                    const RuntimePolicy& policy) {
  if (where == Placement::kHere) return u.append_window()->position();
  if (where == Placement::kPos) return value > 0 ? value - 1 : -1;
  const RecordLimits& l = u.limits();
  Offset at;
  if (value <= 0 || l.recl <= 0 ||
      (l.max_record > 0 && value >= l.max_record) ||
      __builtin_mul_overflow(value - 1, l.recl, &at))
    return -1;
  if (d == Direction::kRead && !record_in_file(u, at, l.recl, policy))
    return -1;
  return at;
}

// The unit u, locked, and where the statement starts, when the lane takes
// it; null with nothing changed otherwise.  (Inline: its own frame saved
// and restored five registers, 20 instructions a statement.)
[[gnu::always_inline]] inline Unit* lock_positioned_unit(
    Unit& u, int32_t number, Direction d, Placement where, int64_t value,
    const RuntimePolicy& policy, Offset* at) {
  // (A unit this thread holds: recursive I/O, or a defined-I/O child.)
  if (dtio_parent_of(number) != nullptr || !u.lock_unless_held_here())
    return nullptr;
  // (Connected again: it may have been closed since the look-up.)
  if (u.connected() && positioned_for(u, d, where) && !u.marker_layout().swap) {
    *at = start_offset(u, d, where, value, policy);
    if (*at >= 0) return &u;
  }
  u.unlock();
  return nullptr;
}

template <Direction kDirection>
bool start_positioned(DtState& st, Unit& unit, int32_t number, Placement where,
                      int64_t value, const RuntimePolicy* policy) {
  Offset at;
  Unit* u = lock_positioned_unit(unit, number, kDirection, where, value,
                                 *policy, &at);
  if (u == nullptr) return false;
  constexpr bool kRead = kDirection == Direction::kRead;
  const bool direct = where == Placement::kRec;
  // start_statement's fields, then start_external's.
  reset_plain_statement(st, kDirection, TransferForm::kUnformatted,
                        direct ? RecordKind::kDirect : RecordKind::kSequential,
                        false, policy);
  st.plain_lane = false;
  st.status.set_unit(number, u->file_name().c_str());
  st.unit = u;
  RecordState& r = u->record();
  if (kRead) r.pending_nonadvancing_write = false;
  flush_c_stdio(*u);
  // unformatted_start's, then direct_start's or stream_start's.
  clear_progress(st.unf);
  st.markers = u->marker_layout();
  if (where == Placement::kPos && kRead)
    u->set_endfile(EndfileState::kNoEndfile);
  if (where != Placement::kHere) u->append_window()->set_position(at);
  if (direct) {
    st.unf.bytes_left = u->limits().recl;
    st.unf.read_in_place = kRead;
  } else if (kRead) {
    st.unf.bytes_left = kNoRecordBound;
    st.unf.read_in_place = true;
  }
  // check_write_in_progress's.
  if (!kRead) r.write_in_progress = true;
  st.ops = &kPositionedLaneOps[static_cast<int>(kDirection)];
  return true;
}

// The general item calls, for what the lane does not take.
const FormOps& general_ops(Direction d) {
  return kFormOps[static_cast<int>(TransferForm::kUnformatted)]
                 [static_cast<int>(d)];
}

// ---- WRITE

// A WRITE's n bytes at p stored in the stream's buffer at the position,
// as write_item_bytes stores them, within a direct record's room (else
// direct_item raises the overrun); false and nothing done when they do
// not go there.
inline bool store_in_buffer(DtState& st, const void* p, size_t n) {
  Unit& u = *st.unit;
  const bool direct = direct_records(st);
  const auto bytes = static_cast<int64_t>(n);
  if ((direct && bytes > st.unf.bytes_left) ||
      !u.append_window()->store_in_window(p, n))
    return false;
  if (direct) {
    st.unf.bytes_left -= bytes;
    u.record().stream_pos += bytes;  // (unformatted_item_slow's count)
  }
  return true;
}

void write_one(DtState& st, ItemType type, const void* p, int kind,
               size_t size) {
  if (type != ItemType::kDerived &&
      store_in_buffer(st, p, item_bytes(type, kind, size))) [[likely]]
    return;
  general_ops(Direction::kWrite).item(st, type, p, kind, size);
}

void write_run(DtState& st, ItemType type, const void* p, int kind, size_t size,
               size_t count) {
  if (!st.status.failed() && type != ItemType::kDerived &&
      store_in_buffer(st, p, item_bytes(type, kind, size) * count)) [[likely]]
    return;
  general_ops(Direction::kWrite).run(st, type, p, kind, size, count);
}

// ---- READ

void read_one(DtState& st, ItemType type, const void* p, int kind,
              size_t size) {
  const ItemBytes item{const_cast<void*>(p), item_bytes(type, kind, size), 1};
  if (type != ItemType::kDerived && unformatted_read_in_place(st, item))
      [[likely]]
    return;
  general_ops(Direction::kRead).item(st, type, p, kind, size);
}

void read_run(DtState& st, ItemType type, const void* p, int kind, size_t size,
              size_t count) {
  const ItemBytes item{const_cast<void*>(p),
                       item_bytes(type, kind, size) * count, 1};
  if (!st.status.failed() && type != ItemType::kDerived &&
      unformatted_read_in_place(st, item)) [[likely]]
    return;
  general_ops(Direction::kRead).run(st, type, p, kind, size, count);
}

// ---- the end

// The rest of a direct record written short, zero bytes in the stream's
// buffer (direct_finish's); false and nothing done when they do not go
// there.
bool fill_record_rest(AppendWindow& w, int64_t left) {
  static const char zeros[4096] = {};
  return left <= static_cast<int64_t>(sizeof zeros) &&
         w.store_in_window(zeros, static_cast<size_t>(left));
}

}  // namespace

// The general unformatted calls' ends (form_ops.cpp: kUnformattedOps), for
// finish_transfer_general after finish_positioned declined.
constinit const FormOps kPositionedLaneOps[2] = {
    {.start = nullptr,
     .item = read_one,
     .run = read_run,
     .end_input = nullptr,
     .end_output = unformatted_finish,
     .end_internal = end_nothing,
     .forgets_saved_pos = false},
    {.start = nullptr,
     .item = write_one,
     .run = write_run,
     .end_input = nullptr,
     .end_output = unformatted_finish,
     .end_internal = end_nothing,
     .forgets_saved_pos = false},
};
static_assert(static_cast<int>(Direction::kRead) == 0 &&
              static_cast<int>(Direction::kWrite) == 1);

bool start_positioned_write(DtState& st, Unit& u, int32_t number,
                            Placement where, int64_t value,
                            const RuntimePolicy* policy) {
  return start_positioned<Direction::kWrite>(st, u, number, where, value,
                                             policy);
}

bool start_positioned_read(DtState& st, Unit& u, int32_t number,
                           Placement where, int64_t value,
                           const RuntimePolicy* policy) {
  return start_positioned<Direction::kRead>(st, u, number, where, value,
                                            policy);
}

// What the general end does for such a statement: unformatted_finish
// (direct_finish or stream_finish, note_record_end), then
// settle_statement_end's steps that apply (note_record_bytes,
// direct_statement_end), and the unit released.
bool finish_positioned(DtState& st) {
  Unit& u = *st.unit;
  AppendWindow& w = *u.append_window();
  const bool direct = direct_records(st);
  const bool write = st.direction == Direction::kWrite;
  if (st.status.failed() || (write && u.flush_each_record())) return false;
  const int64_t left = st.unf.bytes_left;
  if (direct && left > 0) {
    if (write ? !fill_record_rest(w, left)
              : !w.set_position(w.position() + left))
      return false;
  }
  RecordState& r = u.record();
  r.write_in_progress = false;
  if (direct) {
    // (note_record_end_other's record count, direct_statement_end's.)
    const int64_t recl = u.limits().recl;
    r.in_record = false;
    r.position = Position::kUnspecified;
    r.last_record = (w.position() + recl) / recl - 1;
    r.record_unfinished = false;
    r.bytes_left = left;
  } else {
    r.stream_pos = w.position() + 1;
  }
  if (write) note_record_bytes(u);
  release_statement_unit(st, u, true, true);
  return true;
}

}  // namespace ftnio
