// SPDX-License-Identifier: MIT
// Formatted READ: runs a parsed format against the input list (L4).
#ifndef FTNIO_TRANSFER_FORMATTED_READ_H
#define FTNIO_TRANSFER_FORMATTED_READ_H

#include <cstddef>
#include <string_view>

#include "transfer/dt_state.h"

namespace ftnio {

void formatted_read_start(DtState& st, std::string_view format, bool dec_ext);
void formatted_read_item(DtState& st, ItemType type, void* p, int kind,
                         size_t size);
// An element of an array item after the statement failed at the record's
// end (formatted_read_continues, data_transfer.h).
void formatted_read_on(DtState& st, ItemType type, const void* p, int kind,
                       size_t size);
// Runs the format to its next data edit or end and releases its state.
void formatted_read_finish(DtState& st);

}  // namespace ftnio

#endif  // FTNIO_TRANSFER_FORMATTED_READ_H
