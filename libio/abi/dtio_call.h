// SPDX-License-Identifier: MIT
// Building a DTIO item for the transfer layer (L5): the one place that
// knows how gfortran's DTIO procedures are called (docs/abi.md §4.3, §6.6).
#ifndef FTNIO_ABI_DTIO_CALL_H
#define FTNIO_ABI_DTIO_CALL_H

#include <cstddef>

#include "transfer/dtio.h"

namespace ftnio::abi {

// gfortran's CLASS container; libgfortran's namelist code passes the
// 24-byte form with the length word (the callee reads the first two).
struct ClassContainer {
  void* data;  // the object
  void* vptr;  // its type's vtable
  size_t len;  // character length (unlimited polymorphic)
};

// The item for transfer_item(ItemType::kDerived) or dtio_formatted():
// container is the CLASS container (it must outlive the call), proc the
// user's procedure.
DtioItem make_dtio_item(void* container, void* proc);

}  // namespace ftnio::abi

#endif  // FTNIO_ABI_DTIO_CALL_H
