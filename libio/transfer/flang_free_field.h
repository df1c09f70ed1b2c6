// SPDX-License-Identifier: MIT
// An input data edit written without a width, as LLVM flang 19's runtime
// reads it (L4): format/format_parse.cpp gives such an edit w =
// kDefaultWidth under the flang rules (ParseOptions::missing_width_is_zero),
// and the READ takes the field whose end the characters decide.
#ifndef FTNIO_TRANSFER_FLANG_FREE_FIELD_H
#define FTNIO_TRANSFER_FLANG_FREE_FIELD_H

#include <cstddef>

#include "base/edit_kind.h"
#include "transfer/dt_state.h"
#include "transfer/item_type.h"

namespace ftnio {

// The width of the field a width-less edit k reads for an item of the
// type from the position on: the characters are looked at and the
// position left where it was.  blank_zero: BZ is in force.
size_t flang_free_field_width(DtState& st, EditKind k, ItemType type,
                              bool blank_zero);

}  // namespace ftnio

#endif  // FTNIO_TRANSFER_FLANG_FREE_FIELD_H
