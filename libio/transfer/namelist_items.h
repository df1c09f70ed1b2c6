// SPDX-License-Identifier: MIT
// The objects of a namelist group as the compiled code registers them
// before a namelist READ or WRITE starts (docs/abi.md §6.5) (L4).
//
// Registration comes before the statement's start call, so the objects
// cannot live in the statement state: they are kept in a per-thread list
// keyed by the address of the compiler's parameter block, and the
// statement state points at its group from the start call on.
#ifndef FTNIO_TRANSFER_NAMELIST_ITEMS_H
#define FTNIO_TRANSFER_NAMELIST_ITEMS_H

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "transfer/item_type.h"

namespace ftnio {

constexpr int kNmlMaxRank = 15;

struct DtState;
struct NmlObject;

// Calls the defined formatted I/O procedure of object o for its element at
// elem (iotype "NAMELIST"); returns the IOSTAT the procedure left.  The
// ABI layer supplies it: only it knows the CLASS container the procedure
// takes.
using NmlDtioCall = int32_t (*)(DtState& st, const NmlObject& o, char* elem);

// One dimension: its bounds and stride (in elements) as registered, and
// the loop a READ qualifier selects (start:end:step, current index).
struct NmlDim {
  int64_t stride;
  int64_t lbound;
  int64_t ubound;
  int64_t start, end, step, idx;  // READ loop / WRITE index
};

struct NmlObject {
  char* addr;             // the data (first element)
  std::string name;       // lower case; components "a%b", "a+b"
  int kind;               // kind of intrinsic types, 0 for derived
  int64_t string_length;  // CHARACTER length, else 0
  int64_t elem_size;      // bytes of one element
  int rank;
  ItemType type;  // BT code; Class for polymorphic objects
  NmlDim dim[kNmlMaxRank];
  void* dtio;             // defined I/O procedure, or null
  void* vtable;           // its type's vtable
  NmlDtioCall dtio_call;  // calls dtio (set with it)
  bool touched;           // READ: selected by the current name
};

struct NamelistGroup {
  std::string name;  // as given in NML= (lower case)
  std::vector<NmlObject> objects;
  // READ: the object whose value failed (a component's own index), or
  // -1; a front door words its message by that object's type and kind.
  int failed_object = -1;
};

// Starts a new group for the statement key (its parameter block), or
// continues the one being registered (fresh == false).
NamelistGroup& namelist_group_for(const void* key, bool fresh);
// The group registered for key, or null.
NamelistGroup* namelist_group_find(const void* key);
// Forgets the group of key (after the statement's done call).
void namelist_group_release(const void* key);

}  // namespace ftnio

#endif  // FTNIO_TRANSFER_NAMELIST_ITEMS_H
