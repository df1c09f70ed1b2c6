// SPDX-License-Identifier: MIT
// flang descriptors as the core takes arrays: internal files and the
// items of OutputDescriptor/InputDescriptor (L5, flang front door).
#ifndef FTNIO_ABI_FLANG_DESCRIPTOR_WALK_H
#define FTNIO_ABI_FLANG_DESCRIPTOR_WALK_H

#include <cstddef>
#include <cstdint>
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

// How a walk over the elements of a descriptor ended.
enum class WalkEnd {
  kDone,        // every element was given (or there were none)
  kStopped,     // the callback returned false
  kTooManyDims  // rank above 15: no flang descriptor; nothing given
};

// Gives the elements of d, a scalar or an array, in array element order
// to f(p, n), which returns false to stop the walk: n elements lie one
// after the other from p.  With runs true and the first dimension
// contiguous (its byte stride the element size) each of its rows comes
// at once, so a whole-array transfer is not taken element by element;
// else n is 1.  An array with an extent of 0 has no elements.
// (The one odometer over a descriptor's dimensions, for every walk.)
template <class F>
WalkEnd for_each_run(const Descriptor& d, bool runs, F&& f) {
  const char* p = static_cast<const char*>(d.raw().base_addr);
  const int rank = d.rank();
  if (rank == 0)
    return f(p, std::size_t{1}) ? WalkEnd::kDone : WalkEnd::kStopped;
  if (rank > 15) return WalkEnd::kTooManyDims;
  std::int64_t extent[15], index[15], step[15];
  for (int i = 0; i < rank; ++i) {
    extent[i] = d.GetDimension(i).Extent();
    if (extent[i] <= 0) return WalkEnd::kDone;
    index[i] = 0;
    step[i] = d.GetDimension(i).ByteStride();
  }
  const bool rows =
      runs && step[0] == static_cast<std::int64_t>(d.ElementBytes());
  for (;;) {
    if (rows) {
      if (!f(p, static_cast<std::size_t>(extent[0]))) return WalkEnd::kStopped;
      index[0] = extent[0] - 1;
      p += step[0] * (extent[0] - 1);
    } else if (!f(p, std::size_t{1})) {
      return WalkEnd::kStopped;
    }
    int i = 0;
    for (; i < rank; ++i) {
      p += step[i];
      if (++index[i] < extent[i]) break;
      p -= step[i] * extent[i];
      index[i] = 0;
    }
    if (i == rank) return WalkEnd::kDone;
  }
}

// for_each_run() one element at a time: f(p) for each.
template <class F>
WalkEnd for_each_element(const Descriptor& d, F&& f) {
  return for_each_run(d, false,
                      [&f](const char* p, std::size_t) { return f(p); });
}

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
