// SPDX-License-Identifier: MIT
// Derived-type items with defined I/O procedures, called as flang's
// runtime calls them (L5, flang front door).
#ifndef FTNIO_ABI_FLANG_DEFINED_IO_H
#define FTNIO_ABI_FLANG_DEFINED_IO_H

#include "abi_flang/flang_api.h"
#include "abi_flang/statement.h"
#include "transfer/namelist_items.h"

namespace ftnio::flang {

// Transfers d, a derived-type item, as flang's runtime does: by its
// defined I/O procedure when flang would call one (table: the program's
// non-type-bound procedures, or null), else component by component;
// false, with nothing done, for what the front door does not handle.
// namelist: an object of a namelist WRITE (iotype NAMELIST).
bool transfer_derived_item(Statement& s, DtState& st, const Descriptor& d,
                           const void* table, bool namelist = false);

// A namelist READ object o of derived type (descriptor d): when flang
// would read it by a defined input procedure (iotype NAMELIST), o gets the
// procedure and np what calling it takes (np must stay where it is until
// the statement ends); false otherwise.
bool namelist_defined_input(Statement& s, const Descriptor& d,
                            const void* table, NamelistProcedure& np,
                            NmlObject& o);

}  // namespace ftnio::flang

#endif  // FTNIO_ABI_FLANG_DEFINED_IO_H
