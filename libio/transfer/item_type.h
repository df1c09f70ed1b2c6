// SPDX-License-Identifier: MIT
// The type of an I/O list item or a namelist object: one enum for both,
// the BT codes of the ABI (ABI doc 4.1) (L4).
#ifndef FTNIO_TRANSFER_ITEM_TYPE_H
#define FTNIO_TRANSFER_ITEM_TYPE_H

#include <cstdint>

namespace ftnio {

// Class appears only for polymorphic namelist objects with a DTIO
// procedure; the transfer entry points pass the other six.
enum class ItemType : uint8_t { Integer = 1, Logical = 2, Real = 3,
                                Complex = 4, Derived = 5, Character = 6,
                                Class = 7 };

// The type's name in libgfortran's messages ("Expected INTEGER for ...").
inline const char* item_type_name(ItemType t) {
  switch (t) {
    case ItemType::Integer: return "INTEGER";
    case ItemType::Logical: return "LOGICAL";
    case ItemType::Character: return "CHARACTER";
    case ItemType::Real: return "REAL";
    case ItemType::Complex: return "COMPLEX";
    default: return "CLASS or DERIVED";
  }
}

}  // namespace ftnio

#endif  // FTNIO_TRANSFER_ITEM_TYPE_H
