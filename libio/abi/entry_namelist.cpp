// SPDX-License-Identifier: MIT
// Registration of namelist group objects (docs/abi.md §6.5) (L5).  The calls
// come before the statement's start call; the objects are kept in the
// transfer layer's per-thread registry under the parameter block's
// address until the done call.
#include <cstddef>
#include <cstdint>
#include <utility>

#include "abi/dtio_call.h"
#include "abi/entry.h"
#include "abi/st_parameter.h"
#include "transfer/namelist_items.h"

using namespace ftnio::abi;

namespace {

// A namelist object with defined I/O, as libgfortran calls it: a CLASS
// container around the element with the registered vtable.  A CLASS
// object is registered by its own container: WRITE passes that one (with
// the dynamic type's vtable), READ a new one around its data.  The
// container lives on this frame for the procedure's whole run.
int32_t call_object_dtio(ftnio::DtState& st, const ftnio::NmlObject& o,
                         char* elem) {
  using ftnio::abi::ClassContainer;
  void* data = elem;
  bool is_class = o.type == ftnio::ItemType::kClass;
  if (is_class) data = reinterpret_cast<ClassContainer*>(elem)->data;
  ClassContainer c{data, o.vtable, 0};
  void* container = &c;
  if (is_class && st.direction == ftnio::Direction::kWrite) container = elem;
  ftnio::DtioItem item = ftnio::abi::make_dtio_item(container, o.dtio);
  return ftnio::dtio_formatted(st, item, "NAMELIST", nullptr, 0);
}

void register_object(Dt* dt, void* addr, const char* name, int32_t kind,
                     CharLen string_length, DType dtype, void* dtio,
                     void* vtable) {
  // The compiler stores the statement's flags afresh before the first
  // registration; the library marks that objects follow (libgfortran's
  // IONML_SET), so the first call starts a new group.
  bool fresh = (dt->common.flags & kDtNmlObjects) == 0;
  dt->common.flags |= kDtNmlObjects;
  ftnio::NamelistGroup& g = ftnio::namelist_group_for(dt, fresh);
  // Built in its place (the object is some 450 bytes).
  ftnio::NmlObject& o = g.objects.emplace_back();
  o.addr = static_cast<char*>(addr);
  o.name = name != nullptr ? name : "";
  o.kind = kind;
  o.string_length = static_cast<int64_t>(string_length);
  o.elem_size = static_cast<int64_t>(dtype.elem_len);
  o.rank = dtype.rank;
  if (o.rank < 0 || o.rank > ftnio::kNmlMaxRank) o.rank = 0;
  o.type = static_cast<ftnio::ItemType>(dtype.type);
  o.dtio = dtio;
  o.vtable = vtable;
  o.dtio_call = dtio != nullptr ? call_object_dtio : nullptr;
}

}  // namespace

FTNIO_EXPORT void FTNIO_ENTRY(st_set_nml_var)(Dt* dt, void* addr, char* name,
                                              int32_t kind, CharLen slen,
                                              DType dtype) {
  register_object(dt, addr, name, kind, slen, dtype, nullptr, nullptr);
}

FTNIO_EXPORT void FTNIO_ENTRY(st_set_nml_dtio_var)(Dt* dt, void* addr,
                                                   char* name, int32_t kind,
                                                   CharLen slen, DType dtype,
                                                   void* dtio, void* vtable) {
  register_object(dt, addr, name, kind, slen, dtype, dtio, vtable);
}

FTNIO_EXPORT void FTNIO_ENTRY(st_set_nml_var_dim)(Dt* dt, int32_t n_dim,
                                                  ptrdiff_t stride,
                                                  ptrdiff_t lbound,
                                                  ptrdiff_t ubound) {
  ftnio::NamelistGroup* g = ftnio::namelist_group_find(dt);
  if (g == nullptr || g->objects.empty() || n_dim < 0 ||
      n_dim >= ftnio::kNmlMaxRank)
    return;
  ftnio::NmlDim& d = g->objects.back().dim[n_dim];
  d.stride = stride;
  d.lbound = lbound;
  d.ubound = ubound;
}
