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

namespace {

// Whether the elements after a failed one still go to the core: a list
// WRITE's separators, a formatted READ read on past the record's end.
bool array_continues(const DtState& st, ItemType type) {
  return list_write_continues(st, type) || formatted_read_continues(st);
}

// The elements of an array: whole rows when the first dimension is
// contiguous (for_each_run); else element by element, an element after a
// failure as a run of one (array_continues).  A row of one element is
// still a run.
void transfer_elements(DtState& st, const Descriptor& d, ElementKind ek) {
  const bool contiguous =
      d.GetDimension(0).ByteStride() == static_cast<int64_t>(d.ElementBytes());
  if (contiguous && d.rank() == 1) {  // the usual array: one run, no walk
    const int64_t n = d.GetDimension(0).Extent();
    if (n > 0 && (!st.status.failed() || array_continues(st, ek.type)))
      transfer_run(st, ek.type, d.raw().base_addr, ek.kind, ek.size,
                   static_cast<size_t>(n));
    return;
  }
  for_each_run(d, true, [&](const char* p, size_t n) {
    if (st.status.failed() && !array_continues(st, ek.type)) return false;
    if (contiguous)
      transfer_run(st, ek.type, p, ek.kind, ek.size, n);
    else if (!st.status.failed())
      transfer_item(st, ek.type, p, ek.kind, ek.size);
    else
      transfer_run(st, ek.type, p, ek.kind, ek.size, 1);
    return true;
  });
}

}  // namespace

bool transfer_descriptor(DtState& st, const Descriptor& d) {
  ElementKind ek = element_kind_of(d);
  if (!ek.ok) return false;
  if (d.rank() == 0) {
    transfer_item(st, ek.type, d.raw().base_addr, ek.kind, ek.size);
    return true;
  }
  array_item_begin(st);
  transfer_elements(st, d, ek);
  array_item_end(st);
  return true;
}

bool format_text_of(const Descriptor& d, std::string& text) {
  if (char_kind_of(d.raw().type) != 1) return false;
  const size_t bytes = d.ElementBytes();
  text.clear();
  return for_each_element(d, [&](const char* p) {
           text.append(p, bytes);
           return true;
         }) != WalkEnd::kTooManyDims;
}

}  // namespace ftnio::flang
