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

// Puts a COMPLEX value's list-directed text ("  (re,im)", leading blanks
// optional) into the record as libgfortran writes it: the blanks, '(',
// the real part, the separator, the imaginary part and ')' each on its
// own, so that in a record of limited length a part that does not fit
// raises EOR and is left out while the parts after it that fit are
// written (list-directed and namelist WRITE).
void list_put_complex(DtState& st, const char* text, size_t n);

// list_write_item for a statement in LLVM flang's layout
// (list_write_flang.cpp); false leaves the item to the general path.
bool list_write_item_flang(DtState& st, ItemType type, const void* p, int kind,
                           size_t size);

// Text a front door composes into a record of a list-directed WRITE in
// flang's layout (a namelist's "&GROUP", ",NAME=" and "/"): it goes to
// the next record, after a blank, when the current one cannot take it
// whole.  The next value is written with its leading blank, as after an
// item that is no undelimited string.
void list_write_text_flang(DtState& st, const char* text, size_t n);

}  // namespace ftnio

#endif  // FTNIO_TRANSFER_LIST_WRITE_H
