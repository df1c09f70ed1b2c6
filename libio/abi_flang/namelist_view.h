// SPDX-License-Identifier: MIT
// flang's namelist group table, read through a view of its layout (L5,
// flang front door).
//
// flang passes a namelist group as a table built by its compiler (its
// runtime's NamelistGroup, whose header, runtime/namelist.h, flang does
// not install): the group's name, the number of objects, per object its
// name and descriptor (all names NUL-terminated lower case), and the
// group's table of non-type-bound defined I/O procedures.  flang 19 emits
// the group as { ptr, i64, ptr, ptr } and each object as { ptr, ptr }
// (its LLVM IR); the static_asserts below hold the view to that layout,
// and ctest flang_check_namelist_view reads a table flang itself built.
#ifndef FTNIO_ABI_FLANG_NAMELIST_VIEW_H
#define FTNIO_ABI_FLANG_NAMELIST_VIEW_H

#include <cstddef>

#include "abi_flang/flang_api.h"

namespace ftnio::flang {

struct NamelistItemView {
  const char* name;
  const Descriptor* descriptor;  // a reference in flang's declaration
};
struct NamelistGroupView {
  const char* group_name;
  std::size_t items;
  const NamelistItemView* item;
  const void* non_tbp_defined_io;  // flang's NonTbpDefinedIoTable (unused)
};

// flang 19's declarations, member for member (runtime/namelist.h): the
// view must match them in size and offsets.
namespace flang19 {
struct Item {
  const char* name;
  const Descriptor& descriptor;
};
struct Group {
  const char* groupName;
  std::size_t items;
  const Item* item;
  const void* nonTbpDefinedIo;  // const NonTbpDefinedIoTable*
};
}  // namespace flang19

static_assert(sizeof(NamelistItemView) == sizeof(flang19::Item));
static_assert(sizeof(NamelistItemView) == 16);
static_assert(offsetof(NamelistItemView, name) == 0);
static_assert(offsetof(NamelistItemView, descriptor) == sizeof(const char*));
static_assert(sizeof(NamelistGroupView) == sizeof(flang19::Group));
static_assert(sizeof(NamelistGroupView) == 32);
static_assert(offsetof(NamelistGroupView, group_name) ==
              offsetof(flang19::Group, groupName));
static_assert(offsetof(NamelistGroupView, items) ==
              offsetof(flang19::Group, items));
static_assert(offsetof(NamelistGroupView, item) ==
              offsetof(flang19::Group, item));
static_assert(offsetof(NamelistGroupView, non_tbp_defined_io) ==
              offsetof(flang19::Group, nonTbpDefinedIo));
static_assert(offsetof(NamelistGroupView, items) == 8 &&
              offsetof(NamelistGroupView, item) == 16 &&
              offsetof(NamelistGroupView, non_tbp_defined_io) == 24);

inline const NamelistGroupView& view_of(
    const Fortran::runtime::io::NamelistGroup& g) {
  return reinterpret_cast<const NamelistGroupView&>(g);
}

}  // namespace ftnio::flang

#endif  // FTNIO_ABI_FLANG_NAMELIST_VIEW_H
