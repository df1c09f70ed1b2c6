// SPDX-License-Identifier: MIT
// Derived-type items with defined I/O procedures, called as flang's
// runtime calls them (L5, flang front door).
#ifndef FTNIO_ABI_FLANG_DEFINED_IO_H
#define FTNIO_ABI_FLANG_DEFINED_IO_H

#include "abi_flang/flang_api.h"
#include "abi_flang/statement.h"

namespace ftnio::flang {

// What flang's runtime does with the derived-type item d of statement s:
enum class DerivedHow {
  kComponents,   // component by component (derived_walk.h)
  kDefined,      // calls a defined I/O procedure for each element
  kUnsupported,  // something the front door does not handle
};

// Transfers d, a derived-type item, by its defined I/O procedure when
// flang's runtime would call one (table: the program's non-type-bound
// procedures, or null).  Returns kComponents, with nothing done, when
// the item goes component by component.
DerivedHow transfer_defined_io(Statement& s, DtState& st, const Descriptor& d,
                               const void* table);

// The condition of a failed defined I/O procedure (defined_io_failed),
// raised on the statement st.
void raise_defined_io_failure(Statement& s, DtState& st);

}  // namespace ftnio::flang

#endif  // FTNIO_ABI_FLANG_DEFINED_IO_H
