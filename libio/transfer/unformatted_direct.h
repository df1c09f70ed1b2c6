// SPDX-License-Identifier: MIT
// Unformatted direct and stream access (L4).
#ifndef FTNIO_TRANSFER_UNFORMATTED_DIRECT_H
#define FTNIO_TRANSFER_UNFORMATTED_DIRECT_H

#include <cstdint>

#include "transfer/dt_state.h"
#include "transfer/unformatted.h"

namespace ftnio {

// Checks record number rec against the connection and positions the
// unit's stream at its start (direct access, formatted or not); false
// after raising the statement's error.
bool seek_to_record(DtState& st, int64_t rec);
// Positions at record REC=; false after raising the statement's error.
bool direct_start(DtState& st, const TransferRequest& req);
void direct_item(DtState& st, const ItemBytes& item);
// Fills the rest of a record written short with zero bytes.
void direct_finish(DtState& st);

// The bytes_left of a stream READ: no record bounds its items, so every
// item is within it (unformatted_read_in_place's test).
constexpr int64_t kNoRecordBound = INT64_MAX;

// Positions at POS= when given; false after raising.
bool stream_start(DtState& st, const TransferRequest& req);
void stream_item(DtState& st, const ItemBytes& item);
void stream_finish(DtState& st);

}  // namespace ftnio

#endif  // FTNIO_TRANSFER_UNFORMATTED_DIRECT_H
