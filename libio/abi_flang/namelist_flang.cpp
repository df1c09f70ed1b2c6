// SPDX-License-Identifier: MIT
// Namelist READ and WRITE of flang programs (L5, flang front door).
//
// The group comes as flang's table, read through namelist_view.h.
//
// WRITE uses flang's layout: " &", "GROUP", then per object a blank (the
// first) or ',' (';' with DECIMAL='COMMA'), "NAME=" and its values as a
// list-directed WRITE in flang's layout writes them, then "/"; each of
// those pieces of text goes to the next record, after a blank, when it
// does not fit the line (list_write_text_flang).  READ is the core's namelist
// input.
#include <cctype>
#include <cstring>
#include <string>

#include "abi_flang/defined_io.h"
#include "abi_flang/derived_walk.h"
#include "abi_flang/descriptor_walk.h"
#include "abi_flang/error_policy.h"
#include "abi_flang/flang_api.h"
#include "abi_flang/namelist_view.h"
#include "abi_flang/statement.h"
#include "transfer/data_transfer.h"
#include "transfer/list_write.h"
#include "transfer/namelist_items.h"
#include "unit/runtime_error.h"

namespace ftnio::flang {

namespace {

std::string upper(const char* s) {
  std::string u(s);
  for (char& c : u)
    c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return u;
}

bool decimal_comma(const Statement& s, const DtState& st) {
  (void)s;
  return st.list_options.decimal_comma;
}

// The objects of one derived-type object or component (its own first,
// then its components', named "name%component", nested ones expanded), as
// the core's namelist input finds components.  base: the object's first
// element.  The components of a parent type (e%base%x) may be named
// without it (e%x) in flang: those names go to aliases, which the group
// lists after all objects, where the core's input of a whole object
// ("e=") does not take them a second time.
void add_components(std::vector<NmlObject>& out,
                    std::vector<NmlObject>& aliases, const std::string& name,
                    char* base, const void* type) {
  std::vector<ComponentInfo> cs;
  if (!components_of(type, cs))
    not_implemented("namelist objects of this derived type (flang)");
  for (const ComponentInfo& c : cs) {
    NmlObject o{};
    o.name = name + "%" + std::string(c.name);
    o.addr = base + c.offset;
    o.type = c.type;
    o.kind = c.kind;
    o.elem_size = static_cast<int64_t>(
        c.type == ItemType::kCharacter ? c.size * c.kind : c.size);
    o.string_length =
        c.type == ItemType::kCharacter ? static_cast<int64_t>(c.size) : 0;
    o.rank = c.rank;
    for (int i = 0; i < c.rank; ++i) {
      o.dim[i].stride =
          i == 0 ? 1
                 : o.dim[i - 1].stride * (c.upper[i - 1] - c.lower[i - 1] + 1);
      o.dim[i].lbound = c.lower[i];
      o.dim[i].ubound = c.upper[i];
    }
    out.push_back(o);
    if (c.type == ItemType::kDerived)
      add_components(out, aliases, o.name, o.addr, c.derived_type);
    if (c.parent)
      add_components(aliases, aliases, name, o.addr, c.derived_type);
  }
}

// One object as the core's namelist input takes it (with its components,
// for a derived type).
void add_object(Statement& s, const NamelistGroupView& g,
                std::vector<NmlObject>& out, std::vector<NmlObject>& aliases,
                const NamelistItemView& item) {
  const Descriptor& d = *item.descriptor;
  ElementKind ek = element_kind_of(d);
  const auto* a = d.Addendum();
  const void* type = a != nullptr ? a->derivedType() : nullptr;
  if (!ek.ok && type == nullptr)
    not_implemented("namelist objects of this type (flang)");
  NmlObject o{};
  o.addr = static_cast<char*>(d.raw().base_addr);
  o.name = item.name;
  o.kind = ek.ok ? ek.kind : 0;
  o.elem_size = static_cast<int64_t>(d.ElementBytes());
  o.string_length = ek.ok && ek.type == ItemType::kCharacter
                        ? static_cast<int64_t>(ek.size)
                        : 0;
  o.type = ek.ok ? ek.type : ItemType::kDerived;
  o.rank = d.rank();
  if (o.rank > kNmlMaxRank) o.rank = 0;
  for (int i = 0; i < o.rank; ++i) {
    const auto& dim = d.GetDimension(i);
    o.dim[i].stride = o.elem_size == 0 ? 1 : dim.ByteStride() / o.elem_size;
    o.dim[i].lbound = dim.LowerBound();
    o.dim[i].ubound = dim.UpperBound();
  }
  if (!ek.ok) {
    s.namelist_procs.emplace_back();
    if (namelist_defined_input(s, d, g.non_tbp_defined_io,
                               s.namelist_procs.back(), o)) {
      out.push_back(o);
      return;
    }
  }
  out.push_back(o);
  if (!ek.ok) add_components(out, aliases, o.name, o.addr, type);
}

}  // namespace

}  // namespace ftnio::flang

using namespace ftnio::flang;

namespace Fortran::runtime::io {

bool IONAME(OutputNamelist)(Cookie c, const NamelistGroup& group) {
  Statement& s = *statement_of(c);
  ftnio::DtState& st = ensure_started(s);
  if (st.status.failed()) return false;
  const NamelistGroupView& g = view_of(group);
  // " &" and the group's name move to the next record each on its own,
  // as the separators and object names do (flang's layout at a short
  // FORT_FMT_RECL).
  ftnio::list_write_text_flang(st, " &", 2);
  const std::string group_name = upper(g.group_name);
  ftnio::list_write_text_flang(st, group_name.data(), group_name.size());
  const char comma = decimal_comma(s, st) ? ';' : ',';
  for (std::size_t j = 0; j < g.items && !st.status.failed(); ++j) {
    // The separator and the name move to the next record each on its own.
    const char sep = j == 0 ? ' ' : comma;
    ftnio::list_write_text_flang(st, &sep, 1);
    std::string name = upper(g.item[j].name) + "=";
    ftnio::list_write_text_flang(st, name.data(), name.size());
    const Descriptor& d = *g.item[j].descriptor;
    s.item_type = ftnio::ItemType::kCharacter;
    if (!transfer_descriptor(st, d) &&
        !transfer_derived_item(s, st, d, g.non_tbp_defined_io, true))
      ftnio::not_implemented("these namelist objects of derived type (flang)");
  }
  ftnio::list_write_text_flang(st, "/", 1);
  return going_on_after_item(s, st);
}

// The statement becomes a namelist READ of the core before it starts.
bool IONAME(InputNamelist)(Cookie c, const NamelistGroup& group) {
  Statement& s = *statement_of(c);
  if (s.started) return going_on(s);
  const NamelistGroupView& g = view_of(group);
  s.namelist = std::make_unique<ftnio::NamelistGroup>();
  s.namelist->name = g.group_name;
  std::vector<ftnio::NmlObject> aliases;
  s.namelist_procs.clear();
  s.namelist_procs.reserve(g.items);  // the objects point into it
  for (std::size_t j = 0; j < g.items; ++j)
    add_object(s, g, s.namelist->objects, aliases, g.item[j]);
  for (ftnio::NmlObject& o : aliases) s.namelist->objects.push_back(o);
  s.req.form = ftnio::TransferForm::kNamelist;
  s.rare.namelist = s.namelist.get();
  s.has_rare = true;
  ensure_started(s);
  return going_on(s);
}

}  // namespace Fortran::runtime::io
