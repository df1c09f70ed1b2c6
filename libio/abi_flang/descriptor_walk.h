// SPDX-License-Identifier: MIT
// flang descriptors as the core takes arrays: internal files and the
// items of OutputDescriptor/InputDescriptor (L5, flang front door).
#ifndef FTNIO_ABI_FLANG_DESCRIPTOR_WALK_H
#define FTNIO_ABI_FLANG_DESCRIPTOR_WALK_H

#include <string>

#include "abi_flang/flang_api.h"
#include "transfer/dt_state.h"

namespace ftnio::flang {

// An element type as the core takes it; ok false for types the front
// door does not handle (derived types).
struct ElementKind {
  ItemType type;
  int kind;
  size_t size;  // item size the core takes (characters for CHARACTER)
  bool ok;
};
ElementKind element_kind_of(const Descriptor& d);

// The records of a CHARACTER internal file given by a descriptor: its
// dimensions are stored in dims (room for 15); false when the descriptor
// is no CHARACTER of kind 1 or 4.
bool internal_file_of(const Descriptor& d, InternalFile& f, ArrayDim* dims);

// Every element of an array (or the scalar) of intrinsic type in array
// element order, contiguous runs at once; false when the type is not one
// the front door handles (derived types).
bool transfer_descriptor(DtState& st, const Descriptor& d);

// The text of a format given as a descriptor: a default CHARACTER
// scalar, or an array's elements one after the other in array element
// order (as flang's runtime reads them); false for other types.
bool format_text_of(const Descriptor& d, std::string& text);

}  // namespace ftnio::flang

#endif  // FTNIO_ABI_FLANG_DESCRIPTOR_WALK_H
