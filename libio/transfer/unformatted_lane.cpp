// SPDX-License-Identifier: MIT
// The unformatted lane (L4): see unformatted_lane.h.
//
// On the lane the statement's state holds its error target, its status,
// unit, form, direction, policy, plain_lane (so that the done call comes
// to finish_plain_write) and ops (the lane's table, which says that the
// rest is not filled in); a READ besides its record's progress (st.unf).
#include "transfer/unformatted_lane.h"

#include "transfer/unformatted_lane_start.h"

#include "base/copy_bytes.h"
#include "transfer/data_transfer.h"
#include "transfer/external_end.h"
#include "transfer/item_type.h"
#include "transfer/plain_unit.h"
#include "transfer/stream_io.h"
#include "transfer/unformatted.h"
#include "transfer/unformatted_seq.h"

namespace ftnio {

namespace {

// The rest of the state, as start_plain_write or start_plain_read leaves
// it (their form's start aside): from here the general calls go on.  A
// READ keeps its record's progress.  (Out of line: the lane's calls pay
// a call here only when they leave.)
[[gnu::noinline]] void leave_lane(DtState& st) {
  Unit& u = *st.unit;
  const Direction d = st.direction;
  const UnformattedProgress progress = st.unf;  // (fmt shares its place)
  const RuntimePolicy policy = st.policy;
  reset_plain_statement(st, d, TransferForm::kUnformatted,
                        RecordKind::kSequential, false, &policy);
  st.plain_lane = d == Direction::kWrite;  // a READ: the general end
  st.status.set_unit(u.number(), u.file_name().c_str());
  st.unit = &u;
  st.markers = u.marker_layout();
  if (d == Direction::kWrite)
    clear_progress(st.unf);
  else
    st.unf = progress;
  st.ops = &kFormOps[static_cast<int>(TransferForm::kUnformatted)]
                    [static_cast<int>(d)];
}

// leave_lane of a statement the lane started: a READ's position moved to
// its cursor (lane_at) first, and the piece's bytes left counted from it
// (read_head_in_buffer left the position at the head marker).
void leave_started_lane(DtState& st) {
  if (st.direction == Direction::kRead) {
    AppendWindow* a = st.unit->append_window();
    const char* data = a->peek_in_window(0) + st.markers.bytes;
    const char* at = st.unf.lane_at;
    st.unf.bytes_left = st.unf.piece_bytes - (at - data);
    a->advance_to(at);
  }
  leave_lane(st);
}

// The item, or count items, on the general path (leave_lane first).
// Out of line: the lane's item calls stay leaves that save no register.
[[gnu::noinline]] void general_items(DtState& st, ItemType type, const void* p,
                                     int kind, size_t size, size_t count) {
  leave_started_lane(st);
  if (count == 0)
    st.ops->item(st, type, p, kind, size);
  else
    st.ops->run(st, type, p, kind, size, count);
}

// ---- WRITE

void lane_write_one(DtState& st, ItemType type, const void* p, int kind,
                    size_t size) {
  if (type == ItemType::kDerived ||
      !lane_append(st, p, item_bytes(type, kind, size))) [[unlikely]] {
    general_items(st, type, p, kind, size, 0);
    return;
  }
}

void lane_write_run(DtState& st, ItemType type, const void* p, int kind,
                    size_t size, size_t count) {
  if (type == ItemType::kDerived ||
      !lane_append<true>(st, p, item_bytes(type, kind, size) * count))
      [[unlikely]]
    general_items(st, type, p, kind, size, count);
}

// A marker of the lane's records, which are never byte-swapped.
inline void put_marker(const MarkerLayout& m, int64_t value,
                       unsigned char* out) {
  if (m.bytes == 8) {
    std::memcpy(out, &value, 8);
  } else {
    const auto v32 = static_cast<uint32_t>(value);
    std::memcpy(out, &v32, 4);
  }
}

// ---- READ

void lane_read_one(DtState& st, ItemType type, const void* p, int kind,
                   size_t size) {
  if (type == ItemType::kDerived ||
      !lane_read(st, const_cast<void*>(p), item_bytes(type, kind, size)))
      [[unlikely]] {
    general_items(st, type, p, kind, size, 0);
    return;
  }
}

void lane_read_run(DtState& st, ItemType type, const void* p, int kind,
                   size_t size, size_t count) {
  if (type == ItemType::kDerived ||
      !lane_read<true>(st, const_cast<void*>(p),
                       item_bytes(type, kind, size) * count)) [[unlikely]]
    general_items(st, type, p, kind, size, count);
}

// The general end of a statement the lane's end does not take (false:
// for a tail call that keeps no result in a register).
[[gnu::noinline]] bool finish_off_lane(DtState& st) {
  leave_started_lane(st);
  if (st.direction == Direction::kWrite)
    finish_plain_write(st);
  else
    finish_transfer_general(st);
  return false;
}

}  // namespace

void lane_detail::copy_other(char* dst, const void* src, size_t n) {
  copy_bytes(dst, src, n);
}

// Indexed by Direction.  The ends are the lane's own (finish_plain_write
// asks on_unformatted_lane first); these are the general ones in case.
constinit const FormOps kUnformattedLaneOps[2] = {
    {.start = nullptr,
     .item = lane_read_one,
     .run = lane_read_run,
     .end_input = nullptr,
     .end_output = unformatted_finish,
     .end_internal = nullptr,
     .forgets_saved_pos = false},
    {.start = nullptr,
     .item = lane_write_one,
     .run = lane_write_run,
     .end_input = nullptr,
     .end_output = unformatted_finish,
     .end_internal = nullptr,
     .forgets_saved_pos = false},
};
static_assert(static_cast<int>(Direction::kRead) == 0 &&
              static_cast<int>(Direction::kWrite) == 1);

void lane_detail::start_write_off_lane(DtState& st) {
  leave_lane(st);
  seq_write_start(st, st.markers);
  if (st.status.outcome() != Outcome::kError)
    st.unit->record().write_in_progress = true;
}

void lane_detail::start_read_off_lane(DtState& st) {
  leave_lane(st);
  clear_progress(st.unf);
  seq_read_start(st, st.markers);
}

bool start_unformatted_write(DtState& st, Unit& unit, int32_t number,
                             const RuntimePolicy* policy) {
  return start_unformatted_lane<Direction::kWrite>(st, unit, number, policy);
}

bool start_unformatted_read(DtState& st, Unit& unit, int32_t number,
                            const RuntimePolicy* policy) {
  return start_unformatted_lane<Direction::kRead>(st, unit, number, policy);
}

void finish_unformatted_lane(DtState& st) {
  if (st.direction == Direction::kWrite)
    finish_unformatted_write(st);
  else
    finish_unformatted_read(st);
}

// The record's markers around its data, and the stream takes it: what
// finish_plain_write does for such a record at the file's end.  Any other
// end (not at the file's end, a unit that pushes each record to the
// kernel, a stream used meanwhile) is the plain lane's.
bool finish_unformatted_write(DtState& st) {
  Unit& u = *st.unit;
  Unit::RecordWindow& w = u.record_window();
  const MarkerLayout& m = st.markers;  // (its bytes: begin_lane)
  const size_t end = w.used + static_cast<size_t>(m.bytes);
  if (u.endfile() == EndfileState::kAtEndfile && !u.flush_each_record())
      [[likely]] {
    auto* head = reinterpret_cast<unsigned char*>(w.at);
    const int64_t n = static_cast<int64_t>(w.used) - m.bytes;
    put_marker(m, n, head);  // (no byte swapping on the lane)
    put_marker(m, n, head + w.used);
    // (The lane held the stream since its start opened the window.)
    u.append_window()->commit_opened(end);
    w.at = nullptr;
    u.note_sequential_record_end();  // (plain_for at the start)
    note_record_bytes(u);
    release_statement_unit(st, u, true, true);
    return true;
  }
  return finish_off_lane(st);
}

// The record, its rest and its tail marker skipped in the stream's
// buffer from its head marker (where the lane's start left the
// position): what the general end does for a READ of one piece that did
// not fail (seq_read_finish, note_record_end, the unit released).
bool finish_unformatted_read(DtState& st) {
  Unit& u = *st.unit;
  const Offset record =
      st.unf.piece_bytes + 2 * st.markers.bytes;  // (begin_lane)
  if (!st.unf.continued && u.append_window()->skip_in_window(
                               static_cast<size_t>(record))) [[likely]] {
    u.note_sequential_record_end();  // (plain_for at the start)
    release_statement_unit(st, u, true, true);
    return true;
  }
  return finish_off_lane(st);
}

}  // namespace ftnio
