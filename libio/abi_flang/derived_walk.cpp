// SPDX-License-Identifier: MIT
// Derived types without defined I/O, component by component (L5, flang
// front door).
//
// flang's compiler describes each derived type by a table of its runtime
// (runtime/type-info.h, not installed): the views below read the members
// the walk needs, at the offsets flang 19 lays them out (its LLVM IR:
// %_QM__fortran_type_infoTderivedtype and ...Tcomponent).  A type's
// components come in the table in the order flang's runtime transfers
// them (a parent type first, as a component).
#include "abi_flang/derived_walk.h"

#include <cstddef>
#include <cstdint>

#include "abi_flang/descriptor_walk.h"
#include "transfer/data_transfer.h"

namespace ftnio::flang {

namespace {

// The leading members of a descriptor (CFI_cdesc_t), then its dimensions.
struct DescHead {
  const void* base_addr;
  std::size_t elem_len;
  std::int32_t version;
  std::int8_t rank, type, attribute, extra;
};
struct DimView {
  std::int64_t lower_bound, extent, sm;
};
// typeInfo::Value: a bound or length, known when genre is 2 (explicit).
struct ValueView {
  std::uint8_t genre;
  std::int64_t value;
};

struct ComponentView {
  DescHead name;          // CHARACTER(:), POINTER
  std::uint8_t genre;     // 1 data, 2 pointer, 3 allocatable, ...
  std::uint8_t category;  // common::TypeCategory
  std::uint8_t kind;
  std::uint8_t rank;
  std::uint64_t offset;            // in bytes, in the containing type
  ValueView character_len;         // CHARACTER components
  DescHead derived_type;           // its base_addr: the type of a
  unsigned char derived_more[16];  // derived-type component
  unsigned char len_value[64];
  DescHead bounds;  // base_addr: rank pairs of ValueView (lower, upper)
  unsigned char bounds_more[64];
  const void* initialization;
};
static_assert(sizeof(ComponentView) == 256);
static_assert(offsetof(ComponentView, genre) == 24);
static_assert(offsetof(ComponentView, offset) == 32);
static_assert(offsetof(ComponentView, character_len) == 40);
static_assert(offsetof(ComponentView, derived_type) == 56);
static_assert(offsetof(ComponentView, bounds) == 160);

struct DerivedTypeView {
  unsigned char binding[64];
  DescHead name;
  std::uint64_t size_in_bytes;
  unsigned char uninstantiated[40];
  unsigned char kind_parameter[48];
  unsigned char len_parameter_kind[48];
  DescHead component;  // base_addr: the components (ComponentView)
  DimView component_dim;
  unsigned char component_more[16];
  unsigned char proc_ptr[64];
  unsigned char special[64];
  std::uint32_t special_bit_set;  // defined I/O, assignment, finalization
  bool has_parent;
};
static_assert(offsetof(DerivedTypeView, size_in_bytes) == 88);
static_assert(offsetof(DerivedTypeView, len_parameter_kind) == 184);
static_assert(offsetof(DerivedTypeView, component) == 232);
static_assert(offsetof(DerivedTypeView, special_bit_set) == 424);

// common::TypeCategory.
enum Category : std::uint8_t {
  kInteger = 0,
  kReal = 1,
  kComplex = 2,
  kCharacter = 3,
  kLogical = 4,
  kDerived = 5
};

// The special bindings of defined I/O (SpecialBinding::Which 3..6).
constexpr std::uint32_t kDefinedIoBits = 0x78;

// top: the item itself, whose defined I/O the caller found not to apply
// (a component with defined I/O would need its procedure called).
bool handled(const DerivedTypeView& t, bool top = false) {
  const auto* lens = reinterpret_cast<const DescHead*>(t.len_parameter_kind);
  const auto* lens_dim = reinterpret_cast<const DimView*>(lens + 1);
  const std::uint32_t special =
      top ? t.special_bit_set & ~kDefinedIoBits : t.special_bit_set;
  return special == 0 && (lens->base_addr == nullptr || lens_dim->extent == 0);
}

// typeInfo::SpecialBinding.
struct SpecialBindingView {
  std::uint8_t which;
  std::uint8_t arg_descriptor_set;  // bit 0: the dtv is CLASS(t)
  std::uint8_t type_bound;
  std::uint8_t arg_contiguous_set;
  void* proc;
};
static_assert(sizeof(SpecialBindingView) == 16);

bool transfer_element(DtState& st, const DerivedTypeView& t, const char* p,
                      const DefinedComponentHook* hook);

// One component of the element at p.
bool transfer_component(DtState& st, const ComponentView& c, const char* p,
                        const DefinedComponentHook* hook) {
  if (c.genre != 1) return false;  // pointer, allocatable, automatic
  p += c.offset;
  std::int64_t count = 1;
  if (c.rank > 0) {
    const auto* b = static_cast<const ValueView*>(c.bounds.base_addr);
    if (b == nullptr) return false;
    for (int i = 0; i < c.rank; ++i) {
      const std::int64_t extent = b[2 * i + 1].value - b[2 * i].value + 1;
      count *= extent > 0 ? extent : 0;
    }
  }
  if (c.category == kDerived) {
    const auto* t =
        static_cast<const DerivedTypeView*>(c.derived_type.base_addr);
    if (t == nullptr) return false;
    if (!handled(*t)) {
      if (hook == nullptr || !handled(*t, true)) return false;
      return hook->call(hook->ctx, t, const_cast<char*>(p), count);
    }
    for (std::int64_t i = 0; i < count; ++i, p += t->size_in_bytes)
      if (!transfer_element(st, *t, p, hook)) return false;
    return true;
  }
  ItemType type;
  std::size_t size = c.kind;
  switch (c.category) {
    case kInteger: type = ItemType::kInteger; break;
    case kReal:
      type = ItemType::kReal;
      size = c.kind == 10 ? 16 : c.kind;
      break;
    case kComplex:
      type = ItemType::kComplex;
      size = c.kind == 10 ? 32 : 2 * static_cast<std::size_t>(c.kind);
      break;
    case kCharacter:
      if (c.character_len.genre != 2) return false;
      type = ItemType::kCharacter;
      size = static_cast<std::size_t>(c.character_len.value);
      break;
    case kLogical: type = ItemType::kLogical; break;
    default: return false;
  }
  if (count == 1 && c.rank == 0)
    transfer_item(st, type, p, c.kind, size);
  else if (count > 0)
    transfer_run(st, type, p, c.kind, size, static_cast<std::size_t>(count));
  return true;
}

bool transfer_element(DtState& st, const DerivedTypeView& t, const char* p,
                      const DefinedComponentHook* hook) {
  const auto* c = static_cast<const ComponentView*>(t.component.base_addr);
  const std::int64_t n = c == nullptr ? 0 : t.component_dim.extent;
  for (std::int64_t i = 0; i < n; ++i)
    if (!transfer_component(st, c[i], p, hook)) return false;
  return true;
}

}  // namespace

SpecialBinding find_special_binding(const void* type, int which) {
  SpecialBinding b;
  const auto& t = *static_cast<const DerivedTypeView*>(type);
  if ((t.special_bit_set & (1u << which)) == 0) return b;
  const auto* head = reinterpret_cast<const DescHead*>(t.special);
  const auto* dim = reinterpret_cast<const DimView*>(head + 1);
  const auto* v = static_cast<const SpecialBindingView*>(head->base_addr);
  for (std::int64_t i = 0; v != nullptr && i < dim->extent; ++i)
    if (v[i].which == which) {
      b.proc = v[i].proc;
      b.descriptor_dtv = (v[i].arg_descriptor_set & 1) != 0;
      b.type_bound = v[i].type_bound != 0;
      break;
    }
  return b;
}

bool type_unhandled(const void* type) {
  return !handled(*static_cast<const DerivedTypeView*>(type), true);
}

bool transfer_elements(DtState& st, const void* type, char* first,
                       std::int64_t count, const DefinedComponentHook* hook) {
  const auto& t = *static_cast<const DerivedTypeView*>(type);
  if (!handled(t, true)) return false;
  for (std::int64_t i = 0; i < count; ++i, first += t.size_in_bytes)
    if (!transfer_element(st, t, first, hook)) return false;
  return true;
}

bool transfer_derived(DtState& st, const Descriptor& d, bool defined_io_ok,
                      const DefinedComponentHook* hook) {
  const auto* a = d.Addendum();
  if (a == nullptr || a->derivedType() == nullptr) return false;
  const auto& t = *reinterpret_cast<const DerivedTypeView*>(a->derivedType());
  if (!handled(t, defined_io_ok)) return false;
  return for_each_element(d, [&](const char* p) {
           return transfer_element(st, t, p, hook);
         }) == WalkEnd::kDone;
}

namespace {

// ComponentInfo of c, false for components not handled.
bool info_of(const ComponentView& c, ComponentInfo& i) {
  if (c.genre != 1 || c.rank > 15) return false;
  i.name = std::string_view(static_cast<const char*>(c.name.base_addr),
                            c.name.elem_len);
  i.offset = c.offset;
  i.kind = c.kind;
  i.size = c.kind;
  i.derived_type = nullptr;
  i.rank = c.rank;
  const auto* b = static_cast<const ValueView*>(c.bounds.base_addr);
  if (c.rank > 0 && b == nullptr) return false;
  for (int k = 0; k < c.rank; ++k) {
    i.lower[k] = b[2 * k].value;
    i.upper[k] = b[2 * k + 1].value;
  }
  switch (c.category) {
    case kInteger: i.type = ItemType::kInteger; break;
    case kReal:
      i.type = ItemType::kReal;
      i.size = c.kind == 10 ? 16 : c.kind;
      break;
    case kComplex:
      i.type = ItemType::kComplex;
      i.size = c.kind == 10 ? 32 : 2 * static_cast<std::size_t>(c.kind);
      break;
    case kCharacter:
      if (c.character_len.genre != 2) return false;
      i.type = ItemType::kCharacter;
      i.size = static_cast<std::size_t>(c.character_len.value);
      break;
    case kLogical: i.type = ItemType::kLogical; break;
    case kDerived: {
      const auto* t =
          static_cast<const DerivedTypeView*>(c.derived_type.base_addr);
      if (t == nullptr || !handled(*t)) return false;
      i.type = ItemType::kDerived;
      i.kind = 0;
      i.size = t->size_in_bytes;
      i.derived_type = t;
      break;
    }
    default: return false;
  }
  return true;
}

}  // namespace

bool components_of(const void* type, std::vector<ComponentInfo>& out) {
  const auto& t = *static_cast<const DerivedTypeView*>(type);
  if (!handled(t)) return false;
  const auto* c = static_cast<const ComponentView*>(t.component.base_addr);
  const std::int64_t n = c == nullptr ? 0 : t.component_dim.extent;
  for (std::int64_t k = 0; k < n; ++k) {
    ComponentInfo i;
    if (!info_of(c[k], i)) return false;
    i.parent = k == 0 && t.has_parent;
    out.push_back(i);
  }
  return true;
}

std::size_t type_size(const void* type) {
  return static_cast<const DerivedTypeView*>(type)->size_in_bytes;
}

}  // namespace ftnio::flang
