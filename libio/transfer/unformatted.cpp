// SPDX-License-Identifier: MIT
// Unformatted data transfer: dispatch by access method (L4).
#include "transfer/unformatted.h"

#include <cstring>

#include "base/iostat.h"
#include "base/options.h"
#include "transfer/unformatted_direct.h"
#include "transfer/unformatted_seq.h"

namespace ftnio {

namespace {

// The largest subrecord libgfortran writes by default (2**31 - 9 bytes).
constexpr int64_t kDefaultMaxPiece = 2147483639;

MarkerLayout layout_of(const Unit& u) {
  const CompileOptions& o = compile_options();
  const RecordLimits& limits = u.limits();
  MarkerLayout m;
  m.bytes = limits.marker_bytes == 8 || o.record_marker == 8 ? 8 : 4;
  m.swap = u.modes().swap_bytes;
  // 8-byte markers never need subrecords.
  int64_t piece = limits.subrecord > 0 ? limits.subrecord
                  : o.max_subrecord_length > 0 ? o.max_subrecord_length
                                               : kDefaultMaxPiece;
  m.max_piece = m.bytes == 8 ? INT64_MAX - 16 : piece;
  return m;
}

}  // namespace

void unformatted_start(DtState& st, const TransferRequest& req) {
  st.unf = UnformattedProgress{};
  st.markers = layout_of(*st.unit);
  switch (st.unit->modes().access) {
    case Access::Direct:
      direct_start(st, req);
      return;
    case Access::Stream:
      stream_start(st, req);
      return;
    case Access::Sequential:
      if (st.direction == Direction::Read) seq_read_start(st, st.markers);
      else seq_write_start(st, st.markers);
      return;
  }
}

namespace {

// Every item but the usual one of a record assembled in place.
[[gnu::noinline]] void any_item(DtState& st, const ItemBytes& item) {
  if (st.direction == Direction::Write &&
      st.unit->modes().access != Access::Stream)
    st.unit->record().stream_pos += static_cast<int64_t>(item.size);
  switch (st.unit->modes().access) {
    case Access::Direct: direct_item(st, item); return;
    case Access::Stream: stream_item(st, item); return;
    case Access::Sequential:
      if (st.direction == Direction::Write) seq_write_item(st, st.markers, item);
      else seq_read_item(st, st.markers, item);
      return;
  }
}

}  // namespace

void unformatted_item(DtState& st, const ItemBytes& item) {
  // The fast path needs no stack frame: the rest is out of line.
  Unit& u = *st.unit;
  if (!seq_write_in_place(u, item)) {
    any_item(st, item);
    return;
  }
  u.record().stream_pos += static_cast<int64_t>(item.size);
}

void unformatted_finish(DtState& st) {
  Unit& u = *st.unit;
  switch (u.modes().access) {
    case Access::Direct: direct_finish(st); break;
    case Access::Stream: stream_finish(st); break;
    case Access::Sequential:
      if (st.direction == Direction::Write) seq_write_finish(st, st.markers);
      else seq_read_finish(st, st.markers);
      break;
  }
  if (st.status.failed()) return;
  u.note_record_end();
  // Unbuffered units (GFORTRAN_UNBUFFERED_ALL, pipes) see each record at
  // once.
  if (st.direction == Direction::Write && u.flush_each_record()) {
    int rc = u.stream().flush();
    if (rc < 0) st.status.raise_errno(-rc);
  }
}

}  // namespace ftnio
