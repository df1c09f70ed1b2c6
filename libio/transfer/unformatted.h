// SPDX-License-Identifier: MIT
// Unformatted data transfer: sequential records with markers, direct
// access records, stream access (L4).
#ifndef FTNIO_TRANSFER_UNFORMATTED_H
#define FTNIO_TRANSFER_UNFORMATTED_H

#include <cstddef>
#include <cstdint>
#include <type_traits>

#include "base/copy_bytes.h"
#include "stream/append_window.h"
#include "transfer/dt_state.h"

namespace ftnio {

// One I/O list item as bytes: size bytes at p, made of elements of
// elem_size bytes each (the unit of byte swapping; 1 = never swapped).
struct ItemBytes {
  void* p;
  size_t size;
  size_t elem_size;
};

// The usual item of a READ, whatever the access: it lies within the
// current piece of a sequential record, the rest of a direct-access
// record or anywhere in a stream file, and the stream's buffer holds its
// bytes, so it is copied from there (what seq_read_item, direct_item and
// stream_item do then, without their calls).  False (nothing done)
// otherwise.
inline bool unformatted_read_in_place(DtState& st, const ItemBytes& item) {
  if (!st.unf.read_in_place ||
      static_cast<int64_t>(item.size) > st.unf.bytes_left)
    return false;
  AppendWindow* w = st.unit->append_window();
  if (w == nullptr || !w->read_in_window(item.p, item.size)) return false;
  st.unf.bytes_left -= static_cast<int64_t>(item.size);
  return true;
}

// st.unf = UnformattedProgress{} by vector moves: GCC may zero the 32
// bytes with a `rep stos`, whose start-up costs more than the stores
// (copy_bytes.h; perf/rep_strings.py guards the lane against it).
inline void clear_progress(UnformattedProgress& p) {
  static_assert(std::is_trivially_copyable_v<UnformattedProgress>);
  static constexpr UnformattedProgress kNone{};
  copy_by_vectors<sizeof(UnformattedProgress)>(&p, &kNone);
}

void unformatted_start(DtState& st, const TransferRequest& req);
// One item: unformatted_item (unformatted_seq.h, inline: the usual item,
// into a sequential WRITE's record assembled in place), or this, every
// other (hot/cold rule: perf/README.md).
void unformatted_item_slow(DtState& st, const ItemBytes& item);
// A part of an array that a READ which failed before it did not reach
// (data_transfer.h: unformatted_read_continues): libgfortran still asks
// for its bytes, getting none, so a sequential record left because an
// item was longer moves the file on once more, and CONVERT= swaps the part.
void unformatted_unreached(DtState& st, const ItemBytes& item);
void unformatted_finish(DtState& st);
// unformatted_finish of a sequential WRITE (the plain WRITE lane's end).
void seq_unformatted_write_finish(DtState& st);

}  // namespace ftnio

#endif  // FTNIO_TRANSFER_UNFORMATTED_H
