// SPDX-License-Identifier: MIT
// The positioning edits of a formatted WRITE, as libgfortran counts them
// (L4).
//
// libgfortran does not move at an X, TR, T or TL edit: it adds the move
// to a pending count (skips) and makes it when a data edit meets its item
// or a character string is written, writing the last `pending` positions
// of a forward move as blanks.  T and TL compute their target from the
// position reached by writing (not counting the pending move), T less the
// pending blanks, and a TL with nothing written yet only shortens the
// pending move.  So `(a,t20,tl20,a)` writes its second item at column 15,
// not 1.  These rules decide where every field lands; WriteTabs keeps the
// counts, and the record buffer's position stays where writing left it.
#ifndef FTNIO_TRANSFER_WRITE_TABS_H
#define FTNIO_TRANSFER_WRITE_TABS_H

#include <cstdint>

#include "transfer/dt_state.h"

namespace ftnio {

struct FormatOp;

struct WriteTabs {
  int64_t skips = 0;    // the move not made yet
  int64_t pending = 0;  // how many of its last positions become blanks
  int64_t max_pos = 0;  // farthest position a format item ended at
  int64_t drift = 0;    // buffer position less libgfortran's count of the
                        // record's bytes (a record that goes on after its
                        // end: '$', a scalar internal file; a refused seek)
  // libgfortran raises max_pos to the position after each format item, so
  // the statement's first item sees the value it started with (saved_pos)
  // even where the record already holds more: the one a failed WRITE left
  // open.  An X there then counts pending blanks past its move and writes
  // none, showing what its buffer held (write_tabs.cpp left_over).  False
  // until an item of the statement has run.
  bool item_run = true;
  bool operator==(const WriteTabs&) const = default;
};

// libgfortran's count of the bytes written in the record (RECL less its
// bytes left); 0 on a stream unit.
int64_t tabs_bytes_used(const DtState& st);
// libgfortran measures nothing on a stream unit: its count of the
// record's bytes stays 0, so T n moves n - 1 past the position (not
// under stream_record_tabs).
inline bool tabs_on_stream(const DtState& st) {
  return st.unit->modes().access == Access::kStream &&
         !st.policy.stream_record_tabs;
}
// A formatted WRITE begins: a non-advancing WRITE before it may have left
// bytes right of the position (the farthest position is their end).  t is
// the statement's st.fmt->tabs.  Inline, in formatted_write_start (every
// formatted WRITE; the call cost about 10 instructions, issue 16); a child
// statement of defined output out of line.
void tabs_child_statement_start(DtState& st);
inline void tabs_statement_start(DtState& st, WriteTabs& t) {
  if (st.dtio_parent != nullptr) {
    tabs_child_statement_start(st);
    return;
  }
  auto max_pos = static_cast<int64_t>(st.unit->fbuf().active());
  if (!internal_file(st)) {  // (an internal unit is new to each statement)
    RecordState& rs = st.unit->record();
    if (rs.kept_max_pos >= 0) max_pos = rs.kept_max_pos;
    rs.kept_max_pos = max_pos;  // until the statement ends well
  }
  // A record a failed WRITE left unfinished (direct access, RECL=) goes
  // on with the room that WRITE left: libgfortran counts the bytes used
  // as RECL less that room, whatever the buffer holds.
  int64_t drift = 0;
  // (an internal unit's RECL is its record length: no drift there)
  if (st.record_limit != 0 && !tabs_on_stream(st))
    drift =
        (st.record_limit > 0 ? st.record_limit : 0) - st.unit->limits().recl;
  t = WriteTabs{0, 0, max_pos, drift, false};
}
// A record ended ('/', reversion): the counts start over where the buffer
// position is now.
void tabs_record_start(DtState& st);
// X, TR, T or TL.
void tabs_edit(DtState& st, const FormatOp& op);
// Makes the pending move: before a data edit with its item, a character
// string, and at once for X and TR in a non-advancing WRITE.  As in
// libgfortran, the field is written even when writing the move's blanks
// failed; false when it must not be (an internal file's position went
// before its start).
// Without a pending move (almost every item) it only marks the item run,
// inline; the moves out of line (hot/cold rule: perf/README.md).
// t is the statement's st.fmt->tabs.
bool tabs_discharge_slow(DtState& st);
inline bool tabs_discharge(DtState& st, WriteTabs& t) {
  if (t.skips != 0) return tabs_discharge_slow(st);
  // (libgfortran keeps the pending blanks when there is no move to make:
  // a T that lands where a failed WRITE left the record counts them
  // again, so '(t8,f5.3,t11,a3)' then writes its A field at column 4)
  t.item_run = true;  // (before a data edit or a string)
  return true;
}
// End of the statement: a non-advancing WRITE writes a pending move right
// (not on a stream unit) and drops one left; an advancing one ends its
// record after the data anyway.
// Inline when the statement is advancing and no child of defined output
// (t is st.fmt->tabs): nothing pending is kept.
void tabs_statement_end_slow(DtState& st);
inline void tabs_statement_end(DtState& st, WriteTabs& t) {
  if (st.dtio_parent != nullptr || st.advance_no) {
    tabs_statement_end_slow(st);
    return;
  }
  t.skips = t.pending = 0;
}

}  // namespace ftnio

#endif  // FTNIO_TRANSFER_WRITE_TABS_H
