// SPDX-License-Identifier: MIT
// The type of an I/O list item or a namelist object: one enum for both,
// the BT codes of the ABI (docs/abi.md §4.1) (L4).
#ifndef FTNIO_TRANSFER_ITEM_TYPE_H
#define FTNIO_TRANSFER_ITEM_TYPE_H

#include <cstddef>
#include <cstdint>

namespace ftnio {

// Class appears only for polymorphic namelist objects with a DTIO
// procedure; the transfer entry points pass the other six.
enum class ItemType : uint8_t {
  kInteger = 1,
  kLogical = 2,
  kReal = 3,
  kComplex = 4,
  kDerived = 5,
  kCharacter = 6,
  kClass = 7
};

// The type's name in libgfortran's messages ("Expected INTEGER for ...").
inline const char* item_type_name(ItemType t) {
  switch (t) {
    case ItemType::kInteger: return "INTEGER";
    case ItemType::kLogical: return "LOGICAL";
    case ItemType::kCharacter: return "CHARACTER";
    case ItemType::kReal: return "REAL";
    case ItemType::kComplex: return "COMPLEX";
    default: return "CLASS or DERIVED";
  }
}

// The bytes of an item that is not of derived type: its size, or for
// CHARACTER its length in characters of kind `kind`.
inline size_t item_bytes(ItemType type, int kind, size_t size) {
  return type == ItemType::kCharacter ? size * static_cast<size_t>(kind) : size;
}

}  // namespace ftnio

#endif  // FTNIO_TRANSFER_ITEM_TYPE_H
