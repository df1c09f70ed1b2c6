// SPDX-License-Identifier: MIT
// Unformatted sequential records, both directions (L4).
#ifndef FTNIO_TRANSFER_UNFORMATTED_SEQ_H
#define FTNIO_TRANSFER_UNFORMATTED_SEQ_H

#include "transfer/dt_state.h"
#include "transfer/record_marker.h"
#include "transfer/unformatted.h"

namespace ftnio {

// Reserves the head marker in the record buffer.
void seq_write_start(DtState& st, const MarkerLayout& m);
void seq_write_item(DtState& st, const MarkerLayout& m, const ItemBytes& item);
void seq_write_finish(DtState& st, const MarkerLayout& m);

// Reads the head marker of the next record (END at end of file).
void seq_read_start(DtState& st, const MarkerLayout& m);
void seq_read_item(DtState& st, const MarkerLayout& m, const ItemBytes& item);
// Skips what the statement did not read, up to the next record.
void seq_read_finish(DtState& st, const MarkerLayout& m);

}  // namespace ftnio

#endif  // FTNIO_TRANSFER_UNFORMATTED_SEQ_H
