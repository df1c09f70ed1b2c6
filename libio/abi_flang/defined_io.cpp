// SPDX-License-Identifier: MIT
// Derived-type items with defined I/O procedures (L5, flang front door).
//
// The core calls a procedure for a DtioItem (transfer/dtio.h) and runs
// the procedure's child statements in the parent's record; this file
// picks the procedure as flang's runtime does and calls it with flang's
// argument lists (its runtime/descriptor-io.cpp): the dtv by address, or
// by a descriptor when it is CLASS(t); the unit; for formatted I/O the
// iotype and a descriptor of the v-list; then IOSTAT and a 100-character
// IOMSG of flang's own, not the parent's.  A procedure that returns a
// nonzero IOSTAT ends the parent statement with that condition and the
// 100 characters of its IOMSG.
#include "abi_flang/defined_io.h"

#include <cstdint>
#include <cstring>
#include <new>
#include <string>

#include "abi_flang/derived_walk.h"
#include "abi_flang/error_policy.h"
#include "base/iostat.h"
#include "transfer/data_transfer.h"
#include "transfer/dtio.h"

namespace ftnio::flang {

namespace {

using Fortran::runtime::DescriptorAddendum;
namespace ISO = Fortran::ISO;

// flang's NonTbpDefinedIoTable and its entries (runtime/non-tbp-dio.h).
struct NonTbpEntry {
  const void* type;
  void* proc;          // null: default (component) I/O for the type
  std::int32_t which;  // common::DefinedIo: 0 READ(FORMATTED), 1 READ
                       // (UNFORMATTED), 2 WRITE(FORMATTED), 3 WRITE(...)
  bool polymorphic;    // the dtv is CLASS(t)
};
struct NonTbpTable {
  std::size_t items;
  const NonTbpEntry* item;
  bool ignore_non_tbp_entries;  // type-bound procedures only
};
static_assert(sizeof(NonTbpEntry) == 24 && sizeof(NonTbpTable) == 24);

// The procedure for one element, and what it returned.
struct FlangDtv {
  const Descriptor* item;  // the item's descriptor (its type)
  void* element;
  bool descriptor_dtv;
  const DefinedComponentHook* hook;  // for the element's components
  std::int32_t iostat;
  char iomsg[100];
};

// A rank-0 descriptor of the element with the item's type (CLASS(t)).
void element_descriptor(Descriptor& e, const FlangDtv& v) {
  const Descriptor& d = *v.item;
  std::memcpy(&e.raw(), &d.raw(), sizeof(ISO::CFI_cdesc_t));
  e.raw().base_addr = v.element;
  e.raw().rank = 0;
  e.raw().attribute = CFI_attribute_pointer;
  new (e.Addendum()) DescriptorAddendum{d.Addendum()->derivedType()};
}

// The v-list as an INTEGER(4) rank-1 array, lower bound 1.
void v_list_descriptor(Descriptor& v, const DtioArgs& a) {
  ISO::CFI_cdesc_t& r = v.raw();
  std::memset(&r, 0, sizeof r);
  r.base_addr = const_cast<std::int32_t*>(a.v_list);
  r.elem_len = sizeof(std::int32_t);
  r.version = CFI_VERSION;
  r.rank = 1;
  r.type = CFI_type_int32_t;
  r.attribute = CFI_attribute_other;
  r.dim[0].lower_bound = 1;
  r.dim[0].extent = static_cast<ISO::CFI_index_t>(a.v_count);
  r.dim[0].sm = sizeof(std::int32_t);
}

// Room for a descriptor of rank 1 with an addendum.
struct alignas(Descriptor) DescriptorRoom {
  unsigned char bytes[Descriptor::SizeInBytes(1, true, 0)];
  Descriptor& get() { return *reinterpret_cast<Descriptor*>(bytes); }
};

using FormattedByAddress = void (*)(const void*, std::int32_t&, const char*,
                                    const Descriptor&, std::int32_t&, char*,
                                    std::size_t, std::size_t);
using FormattedByDescriptor = void (*)(const Descriptor&, std::int32_t&,
                                       const char*, const Descriptor&,
                                       std::int32_t&, char*, std::size_t,
                                       std::size_t);
using UnformattedByAddress = void (*)(const void*, std::int32_t&, std::int32_t&,
                                      char*, std::size_t);
using UnformattedByDescriptor = void (*)(const Descriptor&, std::int32_t&,
                                         std::int32_t&, char*, std::size_t);

void call_formatted(void* dtv, void* proc, const DtioArgs& a) {
  FlangDtv& v = *static_cast<FlangDtv*>(dtv);
  DescriptorRoom vl, el;
  v_list_descriptor(vl.get(), a);
  std::int32_t unit = flang_unit(a.unit);
  if (v.descriptor_dtv) {
    element_descriptor(el.get(), v);
    reinterpret_cast<FormattedByDescriptor>(proc)(el.get(), unit, a.iotype,
                                                  vl.get(), v.iostat, v.iomsg,
                                                  a.iotype_len, sizeof v.iomsg);
  } else {
    reinterpret_cast<FormattedByAddress>(proc)(v.element, unit, a.iotype,
                                               vl.get(), v.iostat, v.iomsg,
                                               a.iotype_len, sizeof v.iomsg);
  }
}

void call_unformatted(void* dtv, void* proc, const DtioArgs& a) {
  FlangDtv& v = *static_cast<FlangDtv*>(dtv);
  std::int32_t unit = flang_unit(a.unit);
  if (v.descriptor_dtv) {
    DescriptorRoom el;
    element_descriptor(el.get(), v);
    reinterpret_cast<UnformattedByDescriptor>(proc)(el.get(), unit, v.iostat,
                                                    v.iomsg, sizeof v.iomsg);
  } else {
    reinterpret_cast<UnformattedByAddress>(proc)(v.element, unit, v.iostat,
                                                 v.iomsg, sizeof v.iomsg);
  }
}

// An intrinsic edit met the element: flang's runtime transfers its
// components instead (the core gives the edit back to the format).
void call_components(void* dtv, DtState& st) {
  FlangDtv& v = *static_cast<FlangDtv*>(dtv);
  (void)transfer_elements(st, v.item->Addendum()->derivedType(),
                          static_cast<char*>(v.element), 1, v.hook);
}

struct Procedure {
  void* proc = nullptr;
  bool descriptor_dtv = false;
  bool components = false;  // a table entry without procedure
};

// flang's choice: the program's table of non-type-bound procedures first,
// then the type's own (a type-bound one only, when the table says so).
Procedure choose(const void* type, const void* table, bool read,
                 bool formatted) {
  Procedure p;
  const int which = (read ? 3 : 5) + (formatted ? 0 : 1);
  if (const auto* t = static_cast<const NonTbpTable*>(table)) {
    for (std::size_t i = 0; i < t->items; ++i) {
      const NonTbpEntry& e = t->item[i];
      if (e.type != type || e.which != which - 3) continue;
      if (e.proc == nullptr) {
        p.components = true;
        return p;
      }
      p.proc = e.proc;
      p.descriptor_dtv = e.polymorphic;
      return p;
    }
  }
  SpecialBinding b = find_special_binding(type, which);
  const auto* t = static_cast<const NonTbpTable*>(table);
  if (b.proc != nullptr &&
      (t == nullptr || !t->ignore_non_tbp_entries || b.type_bound)) {
    p.proc = b.proc;
    p.descriptor_dtv = b.descriptor_dtv;
  }
  return p;
}

// The condition of a failed defined I/O procedure, raised on st.
void raise_defined_io_failure(Statement& s, DtState& st) {
  const int code = s.flang_code == -1   ? kIostatEnd
                   : s.flang_code == -2 ? kIostatEor
                                        : kErrOptionConflict;
  st.status.raise(code, s.defined_io_text.c_str());
}

// One element: the core calls the procedure (with the child statements'
// frame); its nonzero IOSTAT ends the parent.
void note_failure(Statement& s, DtState& st, const FlangDtv& v);

// In a namelist WRITE the procedure is called with iotype NAMELIST.
bool transfer_element(Statement& s, DtState& st, FlangDtv& v, void* proc,
                      bool namelist) {
  v.iostat = 0;
  std::memset(v.iomsg, ' ', sizeof v.iomsg);
  DtioItem item{&v,       proc,           call_formatted, call_unformatted,
                sizeof v, call_components};
  if (namelist)
    (void)dtio_formatted(st, item, "NAMELIST", nullptr, 0);
  else
    transfer_item(st, ItemType::kDerived, &item, 0, 0);
  if (v.iostat == 0 || st.status.failed()) return !st.status.failed();
  note_failure(s, st, v);
  return false;
}

// A procedure returned v.iostat (nonzero): the statement fails.
void note_failure(Statement& s, DtState& st, const FlangDtv& v) {
  s.flang_code = v.iostat;
  s.defined_io_message = v.iostat > 0;  // (flang words END and EOR itself)
  s.defined_io_text.assign(v.iomsg, sizeof v.iomsg);
  s.defined_io_failed = true;
  // The statement fails here, so its end finishes the record as flang's
  // does after a failure (a record with nothing in it is dropped, a
  // namelist gets no '/'); without a handler the program ends here.
  raise_defined_io_failure(s, st);
}

// What flang's runtime does with a derived-type item.
enum class DerivedHow {
  kComponents,   // component by component (derived_walk.h)
  kDefined,      // calls a defined I/O procedure for each element
  kUnsupported,  // something the front door does not handle
};

// transfer_derived_item's part for an item with a procedure: kComponents,
// with nothing done, when the item goes component by component.
DerivedHow transfer_defined_io(Statement& s, DtState& st, const Descriptor& d,
                               const void* table, bool namelist,
                               const DefinedComponentHook* hook) {
  const auto* a = d.Addendum();
  if (a == nullptr || a->derivedType() == nullptr)
    return DerivedHow::kUnsupported;
  const void* type = a->derivedType();
  const bool read = s.req.direction == Direction::kRead;
  const bool formatted = st.form != TransferForm::kUnformatted;
  Procedure p = choose(type, table, read, formatted);
  // (under an intrinsic edit the core calls call_components instead)
  if (p.proc == nullptr) return DerivedHow::kComponents;
  if (type_unhandled(type)) return DerivedHow::kUnsupported;
  if (!formatted && s.rare.iolength != nullptr) {  // INQUIRE(IOLENGTH=)
    s.flang_code = Fortran::runtime::io::IostatNonExternalDefinedUnformattedIo;
    st.status.raise(kErrOptionConflict,
                    "Defined unformatted I/O without an external unit");
    return DerivedHow::kDefined;
  }
  FlangDtv v{};
  v.item = &d;
  v.descriptor_dtv = p.descriptor_dtv;
  v.hook = hook;
  const int rank = d.rank();
  std::int64_t extent[15], index[15], step[15];
  char* e = static_cast<char*>(d.raw().base_addr);
  for (int i = 0; i < rank; ++i) {
    extent[i] = d.GetDimension(i).Extent();
    if (extent[i] <= 0) return DerivedHow::kDefined;
    index[i] = 0;
    step[i] = d.GetDimension(i).ByteStride();
  }
  for (;;) {
    v.element = e;
    if (!transfer_element(s, st, v, p.proc, namelist))
      return DerivedHow::kDefined;
    int i = 0;
    for (; i < rank; ++i) {
      e += step[i];
      if (++index[i] < extent[i]) break;
      e -= step[i] * extent[i];
      index[i] = 0;
    }
    if (i == rank) return DerivedHow::kDefined;
  }
}

}  // namespace

namespace {

// The walk of an item's components meets components of types with
// defined I/O procedures here.
struct ComponentContext {
  Statement* s;
  DtState* st;
  const void* table;
  bool namelist;
  DefinedComponentHook hook;
};

// A rank-0 descriptor of an element of type (CLASS(t) of a component).
void type_descriptor(Descriptor& d, const void* type, char* element) {
  ISO::CFI_cdesc_t& r = d.raw();
  std::memset(&r, 0, sizeof r);
  r.base_addr = element;
  r.elem_len = type_size(type);
  r.version = CFI_VERSION;
  r.type = CFI_type_struct;
  r.attribute = CFI_attribute_pointer;
  r.f18Addendum = 1;
  new (d.Addendum()) DescriptorAddendum{
      static_cast<const Fortran::runtime::typeInfo::DerivedType*>(type)};
}

bool defined_components(void* ctx, const void* type, char* first,
                        std::int64_t count) {
  ComponentContext& c = *static_cast<ComponentContext*>(ctx);
  DtState& st = *c.st;
  const bool formatted = st.form != TransferForm::kUnformatted;
  Procedure p =
      choose(type, c.table, c.s->req.direction == Direction::kRead, formatted);
  if (p.proc == nullptr)
    return transfer_elements(st, type, first, count, &c.hook);
  DescriptorRoom room;
  type_descriptor(room.get(), type, first);
  FlangDtv v{};
  v.item = &room.get();
  v.descriptor_dtv = p.descriptor_dtv;
  v.hook = &c.hook;
  for (std::int64_t i = 0; i < count; ++i) {
    v.element = first + i * static_cast<std::int64_t>(type_size(type));
    if (!transfer_element(*c.s, st, v, p.proc, c.namelist)) return false;
  }
  return true;
}

}  // namespace

bool transfer_derived_item(Statement& s, DtState& st, const Descriptor& d,
                           const void* table, bool namelist) {
  ComponentContext c{&s, &st, table, namelist, {}};
  c.hook = DefinedComponentHook{defined_components, &c};
  switch (transfer_defined_io(s, st, d, table, namelist, &c.hook)) {
    case DerivedHow::kDefined: return true;
    case DerivedHow::kComponents: {
      // (a procedure that failed stopped the walk: the item is done)
      return transfer_derived(st, d, true, &c.hook) || s.defined_io_failed ||
             st.status.failed();
    }
    case DerivedHow::kUnsupported: return false;
  }
  return false;
}

namespace {

// The core's call of a namelist object's procedure; a nonzero IOSTAT
// fails the statement at its end, as for an item.
int32_t call_namelist_input(DtState& st, const NmlObject& o, char* elem) {
  const NamelistProcedure& np =
      *static_cast<const NamelistProcedure*>(o.vtable);
  Statement& s = *np.statement;
  if (s.defined_io_failed) return 1;
  FlangDtv v{};
  v.item = np.item;
  v.descriptor_dtv = np.descriptor_dtv;
  v.element = elem;
  std::memset(v.iomsg, ' ', sizeof v.iomsg);
  DtioItem item{&v, np.proc, call_formatted, call_unformatted, sizeof v};
  (void)dtio_formatted(st, item, "NAMELIST", nullptr, 0);
  if (v.iostat != 0) note_failure(s, st, v);
  return v.iostat;
}

}  // namespace

bool namelist_defined_input(Statement& s, const Descriptor& d,
                            const void* table, NamelistProcedure& np,
                            NmlObject& o) {
  const auto* a = d.Addendum();
  if (a == nullptr || a->derivedType() == nullptr) return false;
  Procedure p = choose(a->derivedType(), table, true, true);
  if (p.proc == nullptr) return false;
  np = NamelistProcedure{&s, &d, p.proc, p.descriptor_dtv};
  o.dtio = p.proc;
  o.vtable = &np;
  o.dtio_call = call_namelist_input;
  return true;
}

}  // namespace ftnio::flang
