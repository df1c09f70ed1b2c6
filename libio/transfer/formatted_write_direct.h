// SPDX-License-Identifier: MIT
// The direct formatted WRITE (L4): the fields of a statement whose format
// is made of I and A edits only (FormatProgram::fields_only) written
// straight into their place, one after the other, without the format's
// state machinery, the record buffer (fbuf) or a copy at the end.
//
// Two places hold such a record: the CHARACTER variable of an internal
// WRITE (internal_lane.cpp) and the append window of an external unit's
// stream (AppendWindow, formatted_write_direct.cpp).  Both keep it in the
// same DtState fields: st.internal.base is the record's first byte,
// st.internal.reclen its room, st.in_column the bytes written.  Whatever
// a direct item does not do (another type, kind or edit, a field past the
// room, format reversion) makes the statement the general one it would
// have been, with the fields written so far: the place's `leave`
// function, which then takes the item.
#ifndef FTNIO_TRANSFER_FORMATTED_WRITE_DIRECT_H
#define FTNIO_TRANSFER_FORMATTED_WRITE_DIRECT_H

#include <cstddef>
#include <cstring>
#include <string_view>

#include "base/copy_bytes.h"
#include "conv/edit_out.h"
#include "conv/int_iw.h"
#include "format/format.h"
#include "transfer/dt_state.h"
#include "transfer/formatted_state.h"
#include "transfer/formatted_write.h"
#include "unit/unit.h"

namespace ftnio {

// I0.m of v at `at`, with `room` chars left there (cold: a buffer for the
// field, then a copy): its width, or 0 when it does not fit (an empty
// field, I0.0 of zero, then takes the general path: the same bytes).
size_t direct_i0m_field(char* at, size_t room, const FormatOp& op,
                        const conv::EditModes& modes, int64_t v);

// The I field for op at column st.in_column of the record, when it fits
// there; false, nothing written, for whatever the general path must do
// (another type or kind, a field past the record's room).
[[gnu::always_inline]] inline bool direct_integer_field(
    DtState& st, const FormatOp& op, ItemType type, const void* p, int kind) {
  char* const at = st.internal.base + st.in_column;
  const auto room = static_cast<size_t>(st.internal.reclen - st.in_column);
  int64_t v;
  if (type != ItemType::kInteger || !small_integer_value(p, kind, &v))
    return false;
  if (op.w > 0) {
    if (static_cast<size_t>(op.w) > room) return false;
    if (op.d >= 0 || op.w > conv::kMaxIwInline ||
        !conv::edit_int_iw_fits(at, op.w, st.fmt->modes, v))
      conv::edit_int_iw(at, op.w, op.d, st.fmt->modes, v);
    st.in_column += op.w;
    return true;
  }
  if (op.d < 0 && room >= conv::kMaxI0Width) {
    // I0: straight into the record, which has room for any value.
    st.in_column +=
        static_cast<int64_t>(conv::edit_int_i0(at, st.fmt->modes, v));
    return true;
  }
  const size_t n = direct_i0m_field(at, room, op, st.fmt->modes, v);
  st.in_column += static_cast<int64_t>(n);
  return n > 0;
}

// Makes the direct statement the general one and gives it the item.
using LeaveDirect = void (*)(DtState& st, ItemType type, const void* p,
                             int kind, size_t size);

// The direct statement's start in its format state f (taken back, not
// restarted: the direct items walk the program's ops themselves, and
// direct_catch_up restarts the cursor only for a statement that leaves).
inline void direct_begin(FormattedState& f) {
  f.item_count = 0;
  f.direct_op = f.direct_rep = 0;
}

// The data edit the direct statement's next item takes, or null where
// the format reverts: its ops are data edits only, without groups
// (FormatProgram::fields_only).
[[gnu::always_inline]] inline const FormatOp* peek_direct_edit(
    const FormattedState& f) {
  const FormatProgram& p = *f.program;
  if (f.direct_op >= p.op_count()) return nullptr;
  return &p.ops()[f.direct_op];
}
// Past op, peek_direct_edit's, for the item that takes it.
[[gnu::always_inline]] inline void pass_direct_edit(FormattedState& f,
                                                    const FormatOp& op) {
  if (++f.direct_rep >= op.repeat) {
    f.direct_rep = 0;
    ++f.direct_op;
  }
}
// The next data edit, taken (peek_direct_edit, pass_direct_edit).
[[gnu::always_inline]] inline const FormatOp* next_direct_edit(
    FormattedState& f) {
  const FormatOp* op = peek_direct_edit(f);
  if (op != nullptr) pass_direct_edit(f, *op);
  return op;
}

// For a statement that leaves the direct path: the state restarted and
// its cursor where the general items would have left it (past the data
// edits of the f.item_count items written), as formatted_write_start and
// the general items leave it.  Cold: once a statement at most.
void direct_catch_up(FormattedState& f);

// The item call of a direct statement (FormOps::item).  An A field
// first, the usual text of a line, which makes no call but its tail
// calls: it pays no frame (the registers an I field's conversion calls
// keep); whatever the fields do not take leaves.
template <LeaveDirect kLeave>
void direct_item(DtState& st, ItemType type, const void* p, int kind,
                 size_t size) {
  FormattedState& f = *st.fmt;
  const FormatOp* op = next_direct_edit(f);
  if (op == nullptr) [[unlikely]]
    return kLeave(st, type, p, kind, size);
  if (op->kind == EditKind::kA) {
    const size_t w = op->w < 0 ? size : static_cast<size_t>(op->w);
    if (type != ItemType::kCharacter || kind != 1 ||
        w > static_cast<size_t>(st.internal.reclen - st.in_column)) [[unlikely]]
      return kLeave(st, type, p, kind, size);
    char* const at = st.internal.base + st.in_column;
    st.in_column += static_cast<int64_t>(w);
    ++f.item_count;
    st.first_item = false;
    const size_t pad = w > size ? w - size : 0;
    if (pad > 0) [[unlikely]]
      fill_blanks(at, pad);
    // (memmove: a program may name an internal WRITE's variable in its
    // own I/O list; a stream's buffer is the library's own)
    if (st.unit == nullptr)
      std::memmove(at + pad, p, w - pad);
    else
      copy_bytes(at + pad, p, w - pad);
    return;
  }
  if (!direct_integer_field(st, *op, type, p, kind)) [[unlikely]]
    return kLeave(st, type, p, kind, size);
  ++f.item_count;
  st.first_item = false;
}

// One item after the other (as form_ops.cpp's transfer_each for a
// formatted WRITE): the ops may change to the general ones on the way.
void direct_run(DtState& st, ItemType type, const void* p, int kind,
                size_t size, size_t count);

// Starts the direct WRITE on the plain lane's locked unit u (plain_lane.h),
// whose unit fields start_plain_write set, with the statement's format
// state fs (st.fmt, taken from the pool, not restarted), whose program
// is fields_only: true when it runs (st.ops set); false, fs restarted,
// when the general start must run (formatted_write_start_acquired).
//
// It runs when the record starts empty at the end of the stream's
// buffered data with room for it, and nothing of the unit asks for more
// than fields and a newline: no open record (ADVANCE='NO', a failed
// WRITE's), no ENCODING='UTF-8', no CARRIAGECONTROL= other than LIST.
bool start_direct_external_write(DtState& st, Unit& u, FormattedState& fs);

// Whether the unit's next record may be written in place: nothing of a
// record open in the record buffer, nothing but a newline to end it.
// (Inline: the plain lane's formatted start asks it, plain_lane_formatted.h.)
inline bool direct_unit(Unit& u) {
  const RecordState& r = u.record();
  const ConnectionModes& m = u.modes();
  return u.append_window() != nullptr && u.fbuf().active() == 0 &&
         u.fbuf().pos() == 0 && !r.pending_nonadvancing_write &&
         r.kept_max_pos < 0 && m.encoding != Encoding::kUtf8 &&
         m.cc == CarriageControl::kList;
}

// The external direct WRITE's calls (start_direct_external_write sets
// them), its LeaveDirect and its FormOps::end_output, for the plain
// lane's formatted statement (plain_lane_formatted.h), which goes on with
// them once it leaves the lane.
extern const FormOps kDirectExternalOps;
void leave_direct_external(DtState& st, ItemType type, const void* p, int kind,
                           size_t size);
void end_output_direct(DtState& st);

}  // namespace ftnio

#endif  // FTNIO_TRANSFER_FORMATTED_WRITE_DIRECT_H
