// SPDX-License-Identifier: MIT
// Derived types without defined I/O as flang's runtime transfers them:
// component by component, read from the type-info tables flang's
// compiler emits (L5, flang front door).
#ifndef FTNIO_ABI_FLANG_DERIVED_WALK_H
#define FTNIO_ABI_FLANG_DERIVED_WALK_H

#include <cstdint>
#include <string_view>
#include <vector>

#include "abi_flang/flang_api.h"
#include "transfer/dt_state.h"

namespace ftnio::flang {

// Every element of d (a derived type) in array element order, each
// component by component in the order of flang's table (nested types
// expanded); false when the type is one the walk does not handle
// (defined I/O or other special bindings, pointer or allocatable
// components, length parameters).  defined_io_ok: d's type may have
// defined I/O procedures, which the caller found not to apply here (its
// components' types may not).
// hook: called for the elements (count of them from first) of a
// component whose type has defined I/O procedures; false stops the walk.
// Without a hook such a component is not handled.
struct DefinedComponentHook {
  bool (*call)(void* ctx, const void* type, char* first, std::int64_t count);
  void* ctx;
};
bool transfer_derived(DtState& st, const Descriptor& d, bool defined_io_ok,
                      const DefinedComponentHook* hook = nullptr);
// count elements of type from first, component by component (the type
// may have defined I/O procedures, which the caller found not to apply).
bool transfer_elements(DtState& st, const void* type, char* first,
                       std::int64_t count, const DefinedComponentHook* hook);

// A type-bound defined I/O procedure of a type (flang's SpecialBinding;
// which: 3 READ(FORMATTED), 4 READ(UNFORMATTED), 5 WRITE(FORMATTED), 6
// WRITE(UNFORMATTED)); proc null when the type has none.
struct SpecialBinding {
  void* proc = nullptr;
  bool descriptor_dtv = false;  // the dtv is CLASS(t): pass a descriptor
  bool type_bound = false;      // a type-bound generic
};
SpecialBinding find_special_binding(const void* type, int which);

// Whether the type has special bindings besides defined I/O, or length
// parameters (which the front door does not handle).
bool type_unhandled(const void* type);

// One component of a type, as a namelist READ names and addresses it.
struct ComponentInfo {
  std::string_view name;  // lower case
  std::uint64_t offset;   // bytes from the start of the containing type
  ItemType type;          // kDerived for a derived-type component
  int kind;
  std::size_t size;          // bytes of one element (characters: length)
  const void* derived_type;  // its type (kDerived)
  bool parent;               // the parent type's part of an extended type
  int rank;
  std::int64_t lower[15], upper[15];
};
// The components of a type in flang's order (a parent type first, as a
// component); false when one is of a kind the front door does not handle
// (pointer, allocatable, length parameters, special bindings).
bool components_of(const void* type, std::vector<ComponentInfo>& out);
// A type's size in bytes.
std::size_t type_size(const void* type);

}  // namespace ftnio::flang

#endif  // FTNIO_ABI_FLANG_DERIVED_WALK_H
