// SPDX-License-Identifier: MIT
// transfer_array[_write]: walks an array descriptor in array element order
// and hands each element to the statement (L5).
#include "abi/dt_access.h"
#include "abi/entry.h"
#include "abi/st_parameter.h"
#include "transfer/data_transfer.h"
#include "unit/runtime_error.h"

namespace ftnio::abi {

namespace {

struct ElementKind {
  ItemType type;   // BT code of the elements
  size_t size;     // item size passed on (characters for CHARACTER)
};

ElementKind element_kind_of(const Descriptor& d, CharLen charlen) {
  ElementKind k{static_cast<ItemType>(d.dtype.type), d.dtype.elem_len};
  // For CHARACTER the item length is the character count, not bytes.
  if (k.type == ItemType::Character) k.size = charlen;
  return k;
}

// Visits every element, dimension 0 fastest (Fortran array element order).
// Strides are in elements (ABI doc 4.1); an empty extent means no elements.
void walk(Dt* dt, const Descriptor& d, int kind, CharLen charlen) {
  int rank = d.dtype.rank;
  if (rank <= 0 || rank > 15) return;
  ptrdiff_t extent[15], index[15], byte_stride[15];
  for (int i = 0; i < rank; ++i) {
    extent[i] = d.dim[i].ubound - d.dim[i].lbound + 1;
    if (extent[i] <= 0) return;
    index[i] = 0;
    byte_stride[i] = d.dim[i].stride * static_cast<ptrdiff_t>(d.dtype.elem_len);
  }
  ElementKind ek = element_kind_of(d, charlen);
  DtState& st = state_of(dt);
  const char* p = static_cast<const char*>(d.data);
  for (;;) {
    if (st.status.failed()) break;
    transfer_item(st, ek.type, p, kind, ek.size);
    int i = 0;
    for (; i < rank; ++i) {
      p += byte_stride[i];
      if (++index[i] < extent[i]) break;
      p -= byte_stride[i] * extent[i];
      index[i] = 0;
    }
    if (i == rank) break;
  }
  publish_outcome(dt);
}

}  // namespace

}  // namespace ftnio::abi

using namespace ftnio::abi;

FTNIO_EXPORT void FTNIO_ENTRY(transfer_array_write)(Dt* dt, Descriptor* d,
                                                    int kind,
                                                    CharLen charlen) {
  walk(dt, *d, kind, charlen);
}

FTNIO_EXPORT void FTNIO_ENTRY(transfer_array)(Dt*, Descriptor*, int,
                                              CharLen) {
  ftnio::not_implemented("READ of an array");
}
