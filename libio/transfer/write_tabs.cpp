// SPDX-License-Identifier: MIT
// The positioning edits of a formatted WRITE, as libgfortran counts them
// (L4); see write_tabs.h.
#include "transfer/write_tabs.h"

#include <algorithm>
#include <cstdio>

#include "base/iostat.h"
#include "transfer/formatted_state.h"
#include "transfer/record_out.h"

namespace ftnio {

namespace {

int64_t bytes_used(const DtState& st) { return tabs_bytes_used(st); }

// Whether the record would end before column `to` (RECL=, a direct
// record), as record_space_slow counts.
bool skip_overruns(const DtState& st, size_t to) {
  if (st.record_limit == 0 && !direct_records(st)) return false;
  const int64_t limit =
      std::max<int64_t>(st.record_limit, 0) + record_newline_slot(st);
  return static_cast<int64_t>(to) > limit;
}

// Writes the pending forward move: `skips` positions, of which the last
// `pending` become blanks and the others keep what the record holds
// (RecordWriter::left_over: what libgfortran leaves there).
void write_skips(DtState& st, WriteTabs& t) {
  Fbuf& r = st.unit->fbuf();
  size_t data_end = r.active();
  size_t from = r.pos();
  auto n = static_cast<size_t>(t.skips);
  if (from >= data_end && st.policy.overrun_field_truncated &&
      (internal_file(st) || skip_overruns(st, from + n))) {
    // flang: a skip past an internal record's data only moves; the next
    // field's first piece blank-fills it (record_space_slow), and a skip
    // past the record's end is no error by itself.  So does one past an
    // external record's RECL=: the next field's first piece is the one
    // that does not fit, at the column the skip reached.
    r.seek(static_cast<ptrdiff_t>(n), SEEK_CUR);
    t.max_pos = std::max(t.max_pos, bytes_used(st));
    return;
  }
  char* p = record_space(st, n);
  if (p == nullptr) return;
  size_t keep = t.pending > 0 && t.pending <= t.skips
                    ? n - static_cast<size_t>(t.pending)
                    : n;
  for (size_t i = 0; i < n; ++i) {
    if (i >= keep)
      p[i] = ' ';
    else if (from + i >= data_end)
      p[i] = writer_of(st).left_over(st, from + i, p[i]);
  }
  t.max_pos = std::max(t.max_pos, bytes_used(st));
}

// Moves back by -skips.  An external unit's buffer refuses a move before
// the left tab limit (the count moves all the same); an internal file's
// position goes there, and the next write meets the end of the file.
bool move_back(DtState& st, WriteTabs& t) {
  Fbuf& r = st.unit->fbuf();
  int64_t count = bytes_used(st) + t.skips;
  int64_t to = static_cast<int64_t>(r.pos()) + t.skips;
  if (to >= 0) {
    r.seek(to, SEEK_SET);
  } else if (internal_file(st)) {
    st.status.raise(kIostatEnd, nullptr);
    return false;
  } else if (st.record_limit != 0) {
    // libgfortran's room left in the record grows by the move all the
    // same (a record a failed WRITE left: tabs_statement_start), also
    // from none left (kNoRoomLeft).
    st.record_limit = std::max<int64_t>(st.record_limit, 0) - t.skips;
  }
  t.drift = static_cast<int64_t>(r.pos()) - count;
  return true;
}

}  // namespace

int64_t tabs_bytes_used(const DtState& st) {
  if (tabs_on_stream(st)) return 0;
  return static_cast<int64_t>(st.unit->fbuf().pos()) - st.fmt->tabs.drift;
}

void tabs_child_statement_start(DtState& st) {
  // A child statement of defined output counts in its parent's record
  // (libgfortran shares the count): T measures from the record's start.
  const FormattedState* pf = formatted_part(*st.dtio_parent);
  int64_t drift = pf != nullptr ? pf->tabs.drift : 0;
  st.fmt->tabs = WriteTabs{0, 0, 0, drift};
}

void tabs_statement_end_slow(DtState& st) {
  WriteTabs& t = st.fmt->tabs;
  if (DtState* parent = st.dtio_parent) {
    // libgfortran drops a child's pending move; the parent goes on with
    // the child's count.
    if (FormattedState* pf = formatted_part(*parent)) pf->tabs.drift = t.drift;
  } else if (st.advance_no && t.skips > 0 && !tabs_on_stream(st)) {
    write_skips(st, t);
  }
  t.skips = t.pending = 0;
}

void tabs_record_start(DtState& st) {
  st.fmt->tabs =
      WriteTabs{0, 0, 0, static_cast<int64_t>(st.unit->fbuf().pos())};
}

void tabs_edit(DtState& st, const FormatOp& op) {
  WriteTabs& t = st.fmt->tabs;
  int64_t used = bytes_used(st);
  if (t.item_run) t.max_pos = std::max(t.max_pos, used);
  t.item_run = true;
  int64_t n = op.w;
  if (op.kind == EditKind::kX || op.kind == EditKind::kTR) {
    t.skips += n;
    t.pending = used + t.skips - t.max_pos;
    if (st.advance_no) tabs_discharge(st, t);
    return;
  }
  int64_t pos;
  if (op.kind == EditKind::kTL) {
    if (used == 0) {  // only the pending move shortens
      t.pending -= n;
      t.skips = std::max<int64_t>(t.skips - n, 0);
    }
    pos = used - n;
  } else {
    pos = n - t.pending - 1;
  }
  pos = std::max<int64_t>(pos, 0);  // F2018 13.8.1.2: the left tab limit
  t.skips += pos - used;
  t.pending = std::max<int64_t>(t.pending + pos - t.max_pos, 0);
}

bool tabs_discharge_slow(DtState& st) {
  WriteTabs& t = st.fmt->tabs;
  t.item_run = true;  // (before a data edit or a string)
  bool ok = true;
  if (t.skips > 0)
    write_skips(st, t);
  else if (t.skips < 0)
    ok = move_back(st, t);
  t.skips = t.pending = 0;
  return ok;
}

}  // namespace ftnio
