// SPDX-License-Identifier: MIT
// Writing into the current output record of a formatted statement (L4).
#include "transfer/record_out.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>

#include "base/iostat.h"
#include "base/stale_fill.h"
#include "transfer/flang_overrun.h"
#include "transfer/flang_record_texts.h"
#include "transfer/formatted_access.h"
#include "transfer/formatted_state.h"
#include "transfer/internal_unit.h"

namespace ftnio {

namespace {

// flang's runtime writes the part of a field that fits in an internal
// file's record (the rest falls off when the record is stored); in an
// external record, the pieces before the one that does not fit, which a
// WRITE (formatted, list-directed or namelist) reports with its bytes
// and position.
char* flang_overrun_space(DtState& st, size_t n, const FieldText& f) {
  if (!internal_file(st)) {
    const size_t fits = flang_field_overrun(st, f, n);
    if (fits == 0) return nullptr;
    char* p = st.unit->fbuf().alloc(fits);
    if (p == nullptr) return nullptr;
    // (without text, the pieces that fit are leading blanks)
    if (f.text != nullptr)
      std::memcpy(p, f.text, fits);
    else
      std::memset(p, ' ', fits);
    st.unit->record().stream_pos += static_cast<int64_t>(fits);
    if (direct_records(st))
      st.in_column = static_cast<int64_t>(st.unit->fbuf().pos());
    return nullptr;
  }
  // The columns a pending X or T skipped are blank-filled by the field's
  // first piece when it fits; else they keep what the variable held.
  Fbuf& b = st.unit->fbuf();
  const size_t from = b.active(), at = b.pos();
  const auto reclen =
      static_cast<size_t>(std::max<int64_t>(st.record_limit, 0));
  char* p = b.alloc(n);
  if (p == nullptr) {
    st.status.raise_errno(ENOMEM);
    return p;
  }
  if (at > from && at + flang_first_piece(f, n) > reclen)
    internal_keep_old_bytes(st, from, std::min(at, reclen));
  return p;
}

}  // namespace

void record_put_slow(DtState& st, const char* text, size_t n,
                     FieldPieces pieces, const void* value, int kind) {
  if (char* p =
          record_space_slow(st, n, FieldText{text, 0, pieces, value, kind}))
    copy_bytes(p, text, n);
}

char* record_space_slow(DtState& st, size_t n, FieldText field) {
  // (e.g. a field after an X that overran the record: libgfortran's
  // goes on, below)
  if (output_stopped(st)) [[unlikely]] {
    const FormattedState* f = formatted_part(st);
    if (f == nullptr || !f->finishing_failed) return nullptr;
  }
  // flang meets an internal file's end before it looks at the room a
  // field needs there: END, not EOR, for a field wider than the record.
  if (st.policy.internal_end_drops_field && internal_file(st) &&
      st.internal_at_end) {
    st.status.raise(kIostatEnd, nullptr);
    return nullptr;
  }
  Fbuf& record = st.unit->fbuf();
  int64_t limit =
      std::max<int64_t>(st.record_limit, 0) + record_newline_slot(st);
  // A field that does not fit in the record is not written at all
  // (F2018 12.6.4.5.1: EOR on output to a record of fixed length).
  if ((st.record_limit != 0 || direct_records(st)) &&
      static_cast<int64_t>(record.pos() + n) > limit) {
    if (st.policy.overrun_field_truncated) {
      if (internal_file(st)) st.status.raise(kIostatEor, nullptr);
      return flang_overrun_space(st, n, field);
    }
    st.status.raise(kIostatEor, nullptr);
    // libgfortran writes the blanks of a pending X/T skip as a field of
    // their own: when they fit they stay in the record; when they do not
    // they are dropped, and the field still goes where the record's data
    // ends if it fits there.
    if (record.pos() <= record.active()) return nullptr;
    if (static_cast<int64_t>(record.pos()) <= limit) {
      if (record.alloc(0) == nullptr) st.status.raise_errno(ENOMEM);
      return nullptr;
    }
    record.seek(0, SEEK_END);
    if (static_cast<int64_t>(record.pos() + n) > limit) return nullptr;
  }
  bool write_anyway = false;
  if (writer_of(st).past_end(st, n, &write_anyway)) {
    st.status.raise(kIostatEnd, nullptr);
    if (!write_anyway) return nullptr;
  }
  char* p = record.alloc(n);
  if (p == nullptr) st.status.raise_errno(ENOMEM);
  // libgfortran counts every byte placed in a record (not the record
  // ends) in the position INQUIRE(POS=) reports, on internal files too
  // (end_internal_unit).
  else
    st.unit->record().stream_pos += static_cast<int64_t>(n);
  // Direct access pads a record from where its last field ended.
  if (p != nullptr && direct_records(st))
    st.in_column = static_cast<int64_t>(record.pos());
  return p;
}

namespace {

// flang's RECL= check of a record's newline (the policy's
// overrun_field_truncated): the bytes past RECL= the newline may take, 1
// in a sequential file, 0 in a stream file (where it takes a byte of the
// RECL), or -1 where there is no such check (no RECL=, fixed records,
// direct access, libgfortran).
int64_t flang_newline_room(const DtState& st) {
  if (!st.policy.overrun_field_truncated || st.record_limit == 0 ||
      fixed_records(st))
    return -1;
  switch (st.unit->modes().access) {
    case Access::kSequential: return 1;
    case Access::kStream: return 0;
    case Access::kDirect: break;
  }
  return -1;
}

}  // namespace

int64_t record_newline_slot(const DtState& st) {
  return flang_newline_room(st) > 0 ? 1 : 0;
}

void record_end(DtState& st, PositionAfter after) {
  writer_of(st).end_record(st, after);
}

bool external_past_end(DtState&, size_t, bool*) { return false; }

// Whatever libgfortran's buffer held there from an earlier record
// (`stale`: ours holds the same records at the same places, as
// libgfortran's record buffer is not cleared between records either).
// We write a blank for such a byte, but keep a newline: it ended an
// earlier record there, and in libgfortran's file it ends a record, so
// the file has libgfortran's records.  E.g. 'abc' written, then
// '(2x,i3)' failing on a REAL item leaves '  ' open, and a '(2x,i3)'
// after it skips over the old 'c' and newline: '  c\n  7\n' (ours:
// '   \n  7\n').  Without the newline the file would have one record
// fewer.  (FTNIO_STALE_FILL=buffer: the byte itself, base/stale_fill.h.)
char external_left_over(const DtState&, size_t, char stale) {
  return stale == '\n' || g_stale_fill_from_buffer ? stale : ' ';
}

namespace {

// Whether the record's newline fits: in flang's record under RECL= the
// newline takes the byte past RECL (record_newline_slot), in a stream
// file's a byte of the RECL; a record that fills them ends without one,
// and that is the WRITE's error unless an earlier one came first.
bool newline_fits(DtState& st) {
  const int64_t room = flang_newline_room(st);
  if (room < 0) return true;
  const auto at = static_cast<int64_t>(st.unit->fbuf().active());
  const int64_t recl = st.unit->limits().given_recl;
  if (at + 1 <= recl + room) return true;
  if (!st.status.failed()) raise_write_overrun(st, 1, at, recl);
  return false;
}

void sequential_end_record(DtState& st, PositionAfter after) {
  Unit& u = *st.unit;
  // The newline goes at the end of the record: not where a T or TL moved
  // left to, and not after trailing X/TR skips, which produce no blanks.
  u.fbuf().seek_end();
  // DEC CARRIAGECONTROL: 'NONE' ends records with nothing, 'FORTRAN' with
  // what the statement's last A edit chose.
  CarriageControl cc = u.modes().cc;
  size_t ends = cc == CarriageControl::kList      ? 1
                : cc == CarriageControl::kFortran ? st.cc_count
                                                  : 0;
  if (ends > 0 && !newline_fits(st)) ends = 0;
  char* nl = u.fbuf().alloc(ends);  // not record_space: no RECL check
  if (nl == nullptr && ends > 0) {
    st.status.raise_errno(ENOMEM);
    return;
  }
  if (ends > 0) *nl = cc == CarriageControl::kList ? '\n' : st.cc_end;
  int rc = u.flush_record(u.flush_each_record());
  // The next record has all of RECL= (a WRITE that continued a failed
  // one's record may have had less).
  if (st.record_limit != 0 && u.modes().access == Access::kSequential)
    st.record_limit = u.limits().recl;
  if (rc < 0)
    st.status.raise_errno(-rc);
  else if (u.modes().access == Access::kStream)
    stream_record_written(st);
  u.note_record_end(after);
  u.record().pending_nonadvancing_write = false;
}

}  // namespace

const RecordWriter kSequentialWriter = {sequential_end_record,
                                        external_past_end, external_left_over};

}  // namespace ftnio
