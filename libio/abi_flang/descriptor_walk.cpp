// SPDX-License-Identifier: MIT
// flang descriptors as the core takes arrays (L5, flang front door).
#include "abi_flang/descriptor_walk.h"

#include "transfer/data_transfer.h"
#include "unit/runtime_error.h"

namespace ftnio::flang {

namespace {

// Character kind of a CHARACTER type code, else 0.
int char_kind_of(int type) {
  switch (type) {
    case CFI_type_char: return 1;
    case CFI_type_char16_t: return 2;
    case CFI_type_char32_t: return 4;
    default: return 0;
  }
}

}  // namespace

// flang's type codes carry the kind; the byte size gives it back without
// calling into flang's runtime.  REAL(10) occupies 16 bytes; REAL(3)
// (bfloat16) takes 2 like REAL(2), told apart by the type code.
ElementKind element_kind_of(const Descriptor& d) {
  const auto type = d.type();
  const size_t bytes = d.ElementBytes();
  ElementKind k{ItemType::kInteger, static_cast<int>(bytes), bytes, true};
  // LOGICAL's codes lie inside INTEGER's range: test them first.
  if (type.IsLogical()) {
    k.type = ItemType::kLogical;
    return k;
  }
  if (type.IsInteger()) return k;
  if (type.IsReal()) {
    k.type = ItemType::kReal;
    k.kind = bytes == 16 && d.raw().type == CFI_type_extended_double ? 10
             : d.raw().type == CFI_type_bfloat                       ? 3
                                               : static_cast<int>(bytes);
    return k;
  }
  if (type.IsComplex()) {
    k.type = ItemType::kComplex;
    k.kind = d.raw().type == CFI_type_extended_double_Complex ? 10
             : d.raw().type == CFI_type_bfloat_Complex
                 ? 3
                 : static_cast<int>(bytes / 2);
    return k;
  }
  if (int ck = char_kind_of(d.raw().type)) {
    k.type = ItemType::kCharacter;
    k.kind = ck;
    k.size = bytes / static_cast<size_t>(ck);
    return k;
  }
  k.ok = false;
  return k;
}

bool internal_file_of(const Descriptor& d, InternalFile& f, ArrayDim* dims) {
  int kind = char_kind_of(d.raw().type);
  if (kind != 1 && kind != 4) return false;
  const size_t bytes = d.ElementBytes();
  f = InternalFile{};
  f.base = static_cast<char*>(d.raw().base_addr);
  f.kind = static_cast<int8_t>(kind);
  f.reclen = static_cast<int64_t>(bytes / static_cast<size_t>(kind));
  f.nrecords = 1;
  int rank = d.rank();
  if (rank == 0) return true;
  int64_t count = 1;
  for (int i = 0; i < rank; ++i) {
    const auto& dim = d.GetDimension(i);
    int64_t extent = dim.Extent();
    // The core counts strides in elements; a flang section's byte stride
    // is always a multiple of the element size for CHARACTER arrays.
    dims[i].stride =
        bytes == 0 ? 1 : dim.ByteStride() / static_cast<int64_t>(bytes);
    dims[i].lbound = 1;
    dims[i].ubound = extent;
    count *= extent > 0 ? extent : 0;
  }
  f.is_array = true;
  f.nrecords = count;
  f.rank = static_cast<int8_t>(rank);
  f.dims = dims;
  return true;
}

bool transfer_descriptor(DtState& st, const Descriptor& d) {
  ElementKind ek = element_kind_of(d);
  if (!ek.ok) return false;
  const char* p = static_cast<const char*>(d.raw().base_addr);
  int rank = d.rank();
  if (rank == 0) {
    transfer_item(st, ek.type, p, ek.kind, ek.size);
    return true;
  }
  if (rank > 15) return true;
  int64_t extent[15], index[15], step[15];
  for (int i = 0; i < rank; ++i) {
    extent[i] = d.GetDimension(i).Extent();
    if (extent[i] <= 0) return true;
    index[i] = 0;
    step[i] = d.GetDimension(i).ByteStride();
  }
  const bool contiguous = step[0] == static_cast<int64_t>(d.ElementBytes());
  for (;;) {
    if (st.status.failed() && !list_write_continues(st, ek.type)) break;
    if (contiguous) {
      transfer_run(st, ek.type, p, ek.kind, ek.size,
                   static_cast<size_t>(extent[0]));
      index[0] = extent[0] - 1;
      p += step[0] * (extent[0] - 1);
    } else if (!st.status.failed()) {
      transfer_item(st, ek.type, p, ek.kind, ek.size);
    } else {
      transfer_run(st, ek.type, p, ek.kind, ek.size, 1);
    }
    int i = 0;
    for (; i < rank; ++i) {
      p += step[i];
      if (++index[i] < extent[i]) break;
      p -= step[i] * extent[i];
      index[i] = 0;
    }
    if (i == rank) break;
  }
  return true;
}

bool format_text_of(const Descriptor& d, std::string& text) {
  if (char_kind_of(d.raw().type) != 1) return false;
  const size_t bytes = d.ElementBytes();
  const char* p = static_cast<const char*>(d.raw().base_addr);
  text.clear();
  const int rank = d.rank();
  if (rank == 0) {
    text.assign(p, bytes);
    return true;
  }
  if (rank > 15) return false;
  int64_t extent[15], index[15], step[15];
  for (int i = 0; i < rank; ++i) {
    extent[i] = d.GetDimension(i).Extent();
    if (extent[i] <= 0) return true;
    index[i] = 0;
    step[i] = d.GetDimension(i).ByteStride();
  }
  for (;;) {
    text.append(p, bytes);
    int i = 0;
    for (; i < rank; ++i) {
      p += step[i];
      if (++index[i] < extent[i]) break;
      p -= step[i] * extent[i];
      index[i] = 0;
    }
    if (i == rank) return true;
  }
}

}  // namespace ftnio::flang
