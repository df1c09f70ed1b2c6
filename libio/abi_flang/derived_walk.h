// SPDX-License-Identifier: MIT
// Derived types without defined I/O as flang's runtime transfers them:
// component by component, read from the type-info tables flang's
// compiler emits (L5, flang front door).
#ifndef FTNIO_ABI_FLANG_DERIVED_WALK_H
#define FTNIO_ABI_FLANG_DERIVED_WALK_H

#include "abi_flang/flang_api.h"
#include "transfer/dt_state.h"

namespace ftnio::flang {

// Every element of d (a derived type) in array element order, each
// component by component in the order of flang's table (nested types
// expanded); false when the type is one the walk does not handle
// (defined I/O or other special bindings, pointer or allocatable
// components, length parameters) or non-null table of non-type-bound
// defined I/O procedures is not empty.
bool transfer_derived(DtState& st, const Descriptor& d,
                      const void* non_tbp_defined_io);

}  // namespace ftnio::flang

#endif  // FTNIO_ABI_FLANG_DERIVED_WALK_H
