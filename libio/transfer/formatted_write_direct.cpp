// SPDX-License-Identifier: MIT
// The direct formatted WRITE on an external unit (L4): see
// formatted_write_direct.h.
//
// Why: a sequential WRITE of I and A fields made each field in the
// unit's record buffer (fbuf) and copied the record into the stream's
// buffer at its end, through the format's statement start, the
// positioning state and the record end (write_a_short: about 850
// instructions a statement, libgfortran 1.9 times fewer).  Here the
// fields go straight into the stream's append window (AppendWindow) and
// the end appends the newline and commits the record.  The window stays
// out for the statement: the unit is locked, and nothing else writes to
// its stream until the done call.
#include "transfer/formatted_write_direct.h"

#include "transfer/form_ops.h"
#include "transfer/record_out.h"
#include "transfer/write_tabs.h"
#include "unit/unit.h"

namespace ftnio {

void direct_run(DtState& st, ItemType type, const void* p, int kind,
                size_t size, size_t count) {
  const size_t step = type == ItemType::kCharacter ? size * kind : size;
  const char* q = static_cast<const char*>(p);
  for (size_t i = 0; i < count && !st.status.failed(); ++i, q += step)
    st.ops->item(st, type, q, kind, size);
}

size_t direct_i0m_field(char* at, size_t room, const FormatOp& op,
                        const conv::EditModes& modes, int64_t v) {
  // m <= FormatProgram::kMaxFieldsOnlyWidth digits and a sign
  char field[FormatProgram::kMaxFieldsOnlyWidth + 32];
  const size_t n = conv::edit_int_iw(field, 0, op.d, modes, v);
  if (n > room) return 0;
  copy_bytes(at, field, n);
  return n;
}

void direct_catch_up(FormattedState& f) {
  const int32_t items = f.item_count;
  f.restart();
  f.item_count = items;
  // (as formatted_write_start's pause at the first data edit, then an
  // edit taken for each item)
  f.cursor.pauses_at_data_edit();
  for (int32_t i = 0; i < items; ++i) (void)f.cursor.next_data_edit();
  f.paused = items == 0;
}

namespace {

const FormOps& general_write_ops() {
  return kFormOps[static_cast<int>(TransferForm::kFormatted)]
                 [static_cast<int>(Direction::kWrite)];
}

// The fields written so far become the start of the general statement's
// record: the window given back unused, the fields copied into the
// record buffer (which was empty) as the general items would have left
// them, the positioning state started as formatted_write_start starts it.
void to_record_buffer(DtState& st) {
  FormattedState& f = *st.fmt;
  char* const at = st.internal.base;
  st.unit->append_window()->commit(at, 0);
  direct_catch_up(f);
  tabs_statement_start(st, f.tabs);
  f.tabs.item_run = f.item_count > 0;  // (tabs_discharge of each field)
  record_put(st, at, static_cast<size_t>(st.in_column));
  st.ops = &general_write_ops();
}

}  // namespace

// LeaveDirect of the external direct WRITE.
[[gnu::noinline, gnu::cold]] void leave_direct_external(DtState& st,
                                                        ItemType type,
                                                        const void* p, int kind,
                                                        size_t size) {
  to_record_buffer(st);
  st.ops->item(st, type, p, kind, size);
}

namespace {

// The record's end when the window has no room for the newline (or the
// stream moved on): the general end, from the record buffer.
[[gnu::noinline, gnu::cold]] void end_output_general(DtState& st) {
  to_record_buffer(st);
  st.ops->end_output(st);
}

}  // namespace

// FormOps::end_output of the direct WRITE: the fields and their newline
// committed to the stream, and what sequential_end_record and
// formatted_write_finish do after a record of the record buffer went
// there (the format has nothing to run after the last item: only data
// edits).
void end_output_direct(DtState& st) {
  Unit& u = *st.unit;
  const auto n = static_cast<size_t>(st.in_column);
  char* const at = st.internal.base;
  if (n >= static_cast<size_t>(st.internal.reclen)) [[unlikely]] {
    end_output_general(st);
    return;
  }
  at[n] = '\n';
  if (!u.append_window()->commit(at, n + 1)) [[unlikely]] {
    end_output_general(st);
    return;
  }
  RecordState& r = u.record();
  r.stream_pos += static_cast<int64_t>(n);  // (record_space_fast's count)
  r.kept_max_pos = -1;
  if (u.flush_each_record()) [[unlikely]] {
    if (int rc = u.stream().flush(); rc < 0) st.status.raise_errno(-rc);
  }
  u.note_record_end();
  r.pending_nonadvancing_write = false;
  return_state(st.fmt);  // (formatted_release, its tests known)
  st.fmt = nullptr;
}

constinit const FormOps kDirectExternalOps = [] {
  FormOps ops = {};
  ops.item = direct_item<leave_direct_external>;
  ops.run = direct_run;
  ops.end_output = end_output_direct;
  ops.forgets_saved_pos = false;  // (end_output_direct forgets it)
  return ops;
}();

bool start_direct_external_write(DtState& st, Unit& u, FormattedState& fs) {
  size_t room = 0;
  char* at = nullptr;
  if (!direct_unit(u) || (at = u.append_window()->open(&room)) == nullptr) {
    fs.restart();
    return false;
  }
  st.internal.base = at;
  st.internal.reclen = static_cast<int64_t>(room);
  st.in_column = 0;
  set_initial_modes(st, u.modes(), fs);
  direct_begin(fs);
  st.ops = &kDirectExternalOps;
  return true;
}

}  // namespace ftnio
