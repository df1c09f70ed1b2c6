// SPDX-License-Identifier: MIT
// transfer_array[_write]: walks an array descriptor in array element order
// and hands each element to the statement (L5).
#include "abi/dt_access.h"
#include "abi/entry.h"
#include "abi/st_parameter.h"
#include "transfer/data_transfer.h"
#include "transfer/unformatted_lane.h"

namespace ftnio::abi {

namespace {

struct ElementKind {
  ItemType type;  // BT code of the elements
  size_t size;    // item size passed on (characters for CHARACTER)
};

ElementKind element_kind_of(const Descriptor& d, CharLen charlen) {
  ElementKind k{static_cast<ItemType>(d.dtype.type), d.dtype.elem_len};
  // For CHARACTER the item length is the character count, not bytes.
  if (k.type == ItemType::kCharacter) k.size = charlen;
  return k;
}

// Any rank and strides: visits every element in array element order
// (dimension 0 fastest), handing over each run along dimension 0 at once
// when it is contiguous.  Strides are in elements (docs/abi.md §4.1); an empty
// extent means no elements.  Out of line, so that its large frame is not
// paid by the one-run case in walk().  Cold half of walk() (hot/cold
// rule: perf/README.md).
[[gnu::noinline]] void walk_slow(Dt* dt, const Descriptor& d, int kind,
                                 CharLen charlen) {
  int rank = d.dtype.rank;
  if (rank <= 0 || rank > 15) return;
  ptrdiff_t extent[15], index[15], byte_stride[15];
  for (int i = 0; i < rank; ++i) {
    extent[i] = d.dim[i].ubound - d.dim[i].lbound + 1;
    if (extent[i] <= 0) return;
    index[i] = 0;
    byte_stride[i] = d.dim[i].stride * static_cast<ptrdiff_t>(d.dtype.elem_len);
  }
  ElementKind ek = element_kind_of(d, charlen);
  DtState& st = state_of(dt);
  bool contiguous = d.dim[0].stride == 1;
  const char* p = static_cast<const char*>(d.data);
  for (;;) {
    if (st.status.failed() && !list_write_continues(st, ek.type) &&
        !unformatted_read_continues(st, ek.type))
      break;
    if (contiguous) {
      transfer_run(st, ek.type, p, kind, ek.size,
                   static_cast<size_t>(extent[0]));
      index[0] = extent[0] - 1;
      p += byte_stride[0] * (extent[0] - 1);
    } else if (!st.status.failed()) {
      transfer_item(st, ek.type, p, kind, ek.size);
    } else {
      transfer_run(st, ek.type, p, kind, ek.size, 1);
    }
    int i = 0;
    for (; i < rank; ++i) {
      p += byte_stride[i];
      if (++index[i] < extent[i]) break;
      p -= byte_stride[i] * extent[i];
      index[i] = 0;
    }
    if (i == rank) break;
  }
  publish_outcome(dt);
}

// (Out of line: an array on the unformatted lane pays no frame for it.)
[[gnu::noinline]] void walk(Dt* dt, const Descriptor& d, int kind,
                            CharLen charlen) {
  // An array after an item that failed (or met EOR) is not touched: only
  // the elements of the array that met EOR go on (list_write_continues).
  if (state_of(dt).status.failed()) return;
  if (d.dtype.rank != 1 || d.dim[0].stride != 1) {
    walk_slow(dt, d, kind, charlen);
    return;
  }
  // The common case: a contiguous vector is one run.
  ptrdiff_t n = d.dim[0].ubound - d.dim[0].lbound + 1;
  if (n > 0) {
    ElementKind ek = element_kind_of(d, charlen);
    transfer_run(state_of(dt), ek.type, d.data, kind, ek.size,
                 static_cast<size_t>(n));
  }
  publish_outcome(dt);
}

// The bytes of a contiguous array (contiguous_count) of a statement on
// the unformatted lane (unformatted_lane.h) appended to (read from) its
// record in the stream's buffer as a scalar item is (entry_dt.cpp:
// lane_or_item); false, nothing done, when the buffer cannot take (give)
// them.  count: the elements, at least one.
template <Direction kDirection>
[[gnu::always_inline]] inline bool lane_elements(DtState& st,
                                                 const Descriptor& d, int kind,
                                                 CharLen charlen,
                                                 size_t count) {
  const ElementKind ek = element_kind_of(d, charlen);
  const size_t bytes = item_bytes(ek.type, kind, ek.size) * count;
  if constexpr (kDirection == Direction::kWrite)
    return lane_append<true>(st, d.data, bytes);
  else
    return lane_read<true>(st, d.data, bytes);
}

// The number of elements of an array of rank 2 to 15 when they lie one
// after another in array element order, as a vector's do (each
// dimension's stride the product of the extents before it: a whole array,
// or a section of whole columns), 0 when it has none; -1 for any other
// section.
ptrdiff_t contiguous_count(const Descriptor& d) {
  const int rank = d.dtype.rank;
  if (rank < 2 || rank > 15 || d.dim[0].stride != 1) return -1;
  ptrdiff_t n = d.dim[0].ubound - d.dim[0].lbound + 1;
  for (int i = 1; i < rank && n > 0; ++i) {
    if (d.dim[i].stride != n) return -1;
    n *= d.dim[i].ubound - d.dim[i].lbound + 1;
  }
  return n > 0 ? n : 0;
}

// An array of rank 2 or more of a statement on the unformatted lane:
// lane_elements when it is contiguous, else (or when the buffer cannot
// take or give its bytes) the walk.  Out of line: a vector's statement
// pays no register for it.
template <Direction kDirection>
[[gnu::noinline]] void lane_any_rank(Dt* dt, const Descriptor& d, int kind,
                                     CharLen charlen) {
  const ptrdiff_t n = contiguous_count(d);
  if (n == 0) return;
  if (n < 0 || !lane_elements<kDirection>(state_of(dt), d, kind, charlen,
                                          static_cast<size_t>(n)))
    walk(dt, d, kind, charlen);
}

// An array of a statement: on the unformatted lane appended to (read
// from) its record with no call when it is a contiguous vector: a small
// record of one array (perf/us_perf) paid more for the walk than for its
// bytes; any other contiguous array (a whole array of higher rank, a
// section of whole columns) likewise, out of line (lane_any_rank).
// Anything else (a section with gaps, derived types, bytes the buffer
// cannot take or give) and statements off the lane take the walk, which
// hands an array to the lane's run call, which leaves the lane.  On the
// lane the statement has not failed and its outcome does not change.
template <Direction kDirection>
[[gnu::always_inline]] inline void transfer_array(Dt* dt, const Descriptor& d,
                                                  int kind, CharLen charlen) {
  DtState& st = state_of(dt);
  const auto type = static_cast<ItemType>(d.dtype.type);
  if (st.ops == &kUnformattedLaneOps[static_cast<int>(kDirection)] &&
      type != ItemType::kDerived && type != ItemType::kClass) {
    if (d.dtype.rank != 1) [[unlikely]] {
      lane_any_rank<kDirection>(dt, d, kind, charlen);
      return;
    }
    const ptrdiff_t n = d.dim[0].ubound - d.dim[0].lbound + 1;
    if (d.dim[0].stride == 1 &&
        (n <= 0 || lane_elements<kDirection>(st, d, kind, charlen,
                                             static_cast<size_t>(n))))
      return;
  }
  walk(dt, d, kind, charlen);
}

}  // namespace

}  // namespace ftnio::abi

using namespace ftnio::abi;

FTNIO_EXPORT void FTNIO_ENTRY(transfer_array_write)(Dt* dt, Descriptor* d,
                                                    int kind, CharLen charlen) {
  transfer_array<ftnio::Direction::kWrite>(dt, *d, kind, charlen);
}

// READ: the start call refused the forms not implemented yet.
FTNIO_EXPORT void FTNIO_ENTRY(transfer_array)(Dt* dt, Descriptor* d, int kind,
                                              CharLen charlen) {
  transfer_array<ftnio::Direction::kRead>(dt, *d, kind, charlen);
}
