// SPDX-License-Identifier: MIT
// Unformatted data transfer: sequential records with markers, direct
// access records, stream access (L4).
#ifndef FTNIO_TRANSFER_UNFORMATTED_H
#define FTNIO_TRANSFER_UNFORMATTED_H

#include <cstddef>

#include "transfer/dt_state.h"

namespace ftnio {

// One I/O list item as bytes: size bytes at p, made of elements of
// elem_size bytes each (the unit of byte swapping; 1 = never swapped).
struct ItemBytes {
  void* p;
  size_t size;
  size_t elem_size;
};

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
