// SPDX-License-Identifier: MIT
// Unformatted data transfer: dispatch by access method (L4).
#include "transfer/unformatted.h"

#include "base/iostat.h"
#include "base/options.h"
#include "transfer/unformatted_seq.h"
#include "unit/runtime_error.h"

namespace ftnio {

namespace {

// The largest subrecord libgfortran writes by default (2**31 - 9 bytes).
constexpr int64_t kDefaultMaxPiece = 2147483639;

MarkerLayout layout_of(const Unit& u) {
  const CompileOptions& o = compile_options();
  MarkerLayout m;
  m.bytes = o.record_marker == 8 ? 8 : 4;
  m.swap = u.swap_bytes();
  // 8-byte markers never need subrecords.
  m.max_piece = m.bytes == 8 ? INT64_MAX - 16
                : o.max_subrecord_length > 0 ? o.max_subrecord_length
                                             : kDefaultMaxPiece;
  return m;
}

}  // namespace

void unformatted_start(DtState& st, const TransferRequest& req) {
  st.unf = UnformattedProgress{};
  if (st.unit->modes().access != Access::Sequential)
    not_implemented("unformatted direct and stream access");
  (void)req;
  if (st.direction == Direction::Read) seq_read_start(st, layout_of(*st.unit));
}

void unformatted_item(DtState& st, const ItemBytes& item) {
  MarkerLayout m = layout_of(*st.unit);
  if (st.direction == Direction::Write) seq_write_item(st, m, item);
  else seq_read_item(st, m, item);
}

void unformatted_finish(DtState& st) {
  MarkerLayout m = layout_of(*st.unit);
  if (st.direction == Direction::Write) seq_write_finish(st, m);
  else seq_read_finish(st, m);
}

}  // namespace ftnio
