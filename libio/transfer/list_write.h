// SPDX-License-Identifier: MIT
// List-directed output of one item into the current record (L4).
#ifndef FTNIO_TRANSFER_LIST_WRITE_H
#define FTNIO_TRANSFER_LIST_WRITE_H

#include <cstddef>

#include "transfer/dt_state.h"

namespace ftnio {

// Writes the separator (if any) and the item's text (F2018 13.10.4).
void list_write_item(DtState& st, ItemType type, const void* p, int kind,
                     size_t size);

}  // namespace ftnio

#endif  // FTNIO_TRANSFER_LIST_WRITE_H
