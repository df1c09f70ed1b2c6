// SPDX-License-Identifier: MIT
// The formatted lane (L4): the start, item and done calls of the usual
// small formatted WRITE, on the model of the unformatted lane
// (unformatted_lane.h).
//
// A formatted WRITE the plain lane would take (plain_lane.h: no optional
// specifier, a connected sequential formatted unit, no asynchronous
// queue, no I/O report, no defined-I/O parent, no RECL=) whose format the
// statement released last (its state in the pool's slots: no look-up),
// made of I and A edits only (FormatProgram::fields_only), whose record
// can be written in place (direct_unit: the direct WRITE of
// formatted_write_direct.h) at the file's end, starts with only the
// fields the direct items and the lane's end read: its error target,
// status, unit, form, direction, policy, plain_lane, first_item, its
// format state and the record's place (st.internal, st.in_column).  The
// rest of the statement's state is what the plain lane's start would
// leave (start_plain_write), and is filled in (leave_formatted_lane,
// plain_lane_formatted.cpp) at the first thing the lane does not do
// itself: an item the direct WRITE does not take, an end that is not the
// usual one.  The direct WRITE's calls then go on as if the plain lane
// had started the statement.
//
// Why: a statement of one short A or I0 field spent more on its state
// (every field of every form, the unit's name for messages, the checks
// of the general end) than on its bytes: write_a_short ran 599
// instructions a statement, libgfortran 2.7 times that (issue 16).
#ifndef FTNIO_TRANSFER_PLAIN_LANE_FORMATTED_H
#define FTNIO_TRANSFER_PLAIN_LANE_FORMATTED_H

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "transfer/dt_state.h"
#include "transfer/form_ops.h"
#include "transfer/formatted_state.h"
#include "transfer/formatted_write_direct.h"
#include "transfer/plain_unit.h"
#include "transfer/stream_io.h"

namespace ftnio {

// The statement's calls while it is on the lane.
extern const FormOps kFormattedLaneOps;

inline bool on_formatted_lane(const DtState& st) {
  return st.ops == &kFormattedLaneOps;
}

namespace lane_detail {

// The plain lane's start of a formatted WRITE on the locked unit u for a
// statement the lane does not take, with the format state fs the lane
// took from its slot (null: none), from start_plain_write's reset on (out
// of line).
void start_formatted_off_lane(DtState& st, Unit& u, int32_t number,
                              std::string_view format, FormattedState* fs,
                              const RuntimePolicy* policy);

}  // namespace lane_detail

// Starts a formatted WRITE on external unit `number`, whose unit u
// plain_lane_unit found and whose error target the caller filled, with
// FMT= text format.  False when the unit's checks refuse it: nothing
// changed (the unit is not locked), and the caller starts the statement
// with start_transfer.  Otherwise the statement started, on the lane or
// as the plain lane starts it (start_plain_write).  Inline: a front
// door's start call makes it with no further call.
[[gnu::always_inline]] inline bool start_formatted_lane(
    DtState& st, Unit& unit, int32_t number, std::string_view format,
    const RuntimePolicy* policy) {
  Unit* u = lock_plain_unit(unit, number, Direction::kWrite,
                            TransferForm::kFormatted);
  if (u == nullptr) return false;
  flush_c_stdio(*u);
  FormattedState* fs =
      take_slotted_state(format, parse_key_of(*policy, false, false));
  size_t room = 0;
  char* at = nullptr;
  if (fs == nullptr || !fs->program->fields_only() || !direct_unit(*u) ||
      u->endfile() != EndfileState::kAtEndfile ||
      (at = u->append_window()->open(&room)) == nullptr) [[unlikely]] {
    lane_detail::start_formatted_off_lane(st, *u, number, format, fs, policy);
    return true;
  }
  st.status.begin(Outcome::kOk);
  st.unit = u;
  st.form = TransferForm::kFormatted;
  st.direction = Direction::kWrite;
  st.plain_lane = true;  // the done call: finish_plain_write's
  st.policy = *policy;
  st.first_item = true;
  st.fmt = fs;
  u->record().write_in_progress = true;  // (check_write_in_progress)
  st.internal.base = at;
  st.internal.reclen = static_cast<int64_t>(room);
  st.in_column = 0;
  set_initial_modes(st, u->modes(), *fs);
  direct_begin(*fs);
  st.ops = &kFormattedLaneOps;
  return true;
}

// The item calls of a front door that tests for the lane before its
// general item call (as the unformatted lane's lane_append): a CHARACTER
// item of kind 1 (lane_text) or an INTEGER item (lane_integer) written
// in its field when the next edit is its A (without blanks before the
// text) or I edit and the field fits; false, nothing done, otherwise (the
// general item call then takes it, and the statement leaves the lane
// if it must).  Inline: no call, no frame, no test of the statement's
// status for the usual A field of a line.
[[gnu::always_inline]] inline bool lane_text(DtState& st, const void* p,
                                             size_t size) {
  FormattedState& f = *st.fmt;
  const FormatOp* op = peek_direct_edit(f);
  if (op == nullptr || op->kind != EditKind::kA) return false;
  const size_t w = op->w < 0 ? size : static_cast<size_t>(op->w);
  if (w > size || w > static_cast<size_t>(st.internal.reclen - st.in_column))
    return false;
  pass_direct_edit(f, *op);
  ++f.item_count;
  st.first_item = false;
  char* const at = st.internal.base + st.in_column;
  st.in_column += static_cast<int64_t>(w);
  copy_bytes(at, p, w);  // (the stream's buffer: direct_item's memmove)
  return true;
}
[[gnu::always_inline]] inline bool lane_integer(DtState& st, const void* p,
                                                int kind) {
  FormattedState& f = *st.fmt;
  const FormatOp* op = peek_direct_edit(f);
  if (op == nullptr || op->kind == EditKind::kA ||
      !direct_integer_field(st, *op, ItemType::kInteger, p, kind))
    return false;
  pass_direct_edit(f, *op);
  ++f.item_count;
  st.first_item = false;
  return true;
}

// The done call of a statement on the lane: a front door asks
// on_formatted_lane first, or finish_plain_write does.  True when it
// ended on the lane, without a condition, so that its outcome is the
// one the lane's start published; false when it ended on the general
// path (finish_plain_write).
bool finish_formatted_lane(DtState& st);

}  // namespace ftnio

#endif  // FTNIO_TRANSFER_PLAIN_LANE_FORMATTED_H
