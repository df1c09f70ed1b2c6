// SPDX-License-Identifier: MIT
// Defined derived-type I/O: the item entry point and the calls of the
// user's procedures with gfortran's argument lists (L5;
// docs/abi.md §4.3, §6.6).
#include <bit>
#include <cstring>

#include "abi/dt_access.h"
#include "abi/dtio_call.h"
#include "abi/entry.h"
#include "abi/st_parameter.h"
#include "transfer/data_transfer.h"
#include "transfer/dtio.h"

using ftnio::abi::Dt;

namespace ftnio::abi {

namespace {

// The procedures as gfortran compiles them: the CLASS container, the unit,
// (formatted: iotype, the v_list descriptor,) iostat, iomsg, then the
// hidden CHARACTER lengths.
using FormattedProc = void (*)(void* dtv, int32_t* unit, char* iotype,
                               Descriptor* v_list, int32_t* iostat, char* iomsg,
                               size_t iotype_len, size_t iomsg_len);
using UnformattedProc = void (*)(void* dtv, int32_t* unit, int32_t* iostat,
                                 char* iomsg, size_t iomsg_len);

constexpr int8_t kBtInteger = 1;

// The unit dummy's storage: a procedure compiled with -fdefault-integer-8
// reads its INTEGER unit as 8 bytes, so the slot is that wide and holds the
// number sign-extended (the low half is the int32 the ABI names).
struct UnitSlot {
  int64_t wide;
  explicit UnitSlot(int32_t unit) : wide(unit) {}
  int32_t* arg() { return reinterpret_cast<int32_t*>(&wide); }
};
static_assert(std::endian::native == std::endian::little,
              "the unit's low half is its first four bytes");

void call_formatted(void* dtv, void* proc, const DtioArgs& args) {
  // v_list(:) is INTEGER(4), rank 1, bounds 1..n; all of the descriptor
  // is filled even when it is empty.
  Descriptor v{};
  v.data = const_cast<int32_t*>(args.v_list);
  v.dtype.elem_len = 4;
  v.dtype.rank = 1;
  v.dtype.type = kBtInteger;
  v.span = 4;
  v.dim[0].stride = 1;
  v.dim[0].lbound = 1;
  v.dim[0].ubound = static_cast<ptrdiff_t>(args.v_count);
  v.offset = static_cast<size_t>(-1);
  UnitSlot unit(args.unit);
  // The procedure does not modify iotype (INTENT(IN)); a copy keeps the
  // caller's text safe all the same.
  char iotype[64];
  char* text = const_cast<char*>(args.iotype);
  if (args.iotype_len <= sizeof iotype) {
    std::memcpy(iotype, args.iotype, args.iotype_len);
    text = iotype;
  }
  reinterpret_cast<FormattedProc>(proc)(dtv, unit.arg(), text, &v, args.iostat,
                                        args.iomsg, args.iotype_len,
                                        args.iomsg_len);
}

void call_unformatted(void* dtv, void* proc, const DtioArgs& args) {
  UnitSlot unit(args.unit);
  reinterpret_cast<UnformattedProc>(proc)(dtv, unit.arg(), args.iostat,
                                          args.iomsg, args.iomsg_len);
}

}  // namespace

DtioItem make_dtio_item(void* container, void* proc) {
  // CLASS(t) containers are {_data, _vptr} (docs/abi.md §4.3); DTIO's dtv is
  // never CLASS(*), which would add _len.
  return DtioItem{container, proc, call_formatted, call_unformatted,
                  2 * sizeof(void*)};
}

}  // namespace ftnio::abi

// One item with a DTIO procedure: dtv is the item's CLASS container, proc
// the procedure chosen by the compiler for this statement's direction and
// form (docs/abi.md §6.6).
FTNIO_EXPORT void FTNIO_ENTRY(transfer_derived)(Dt* dt, void* dtv, void* proc) {
  ftnio::DtioItem item = ftnio::abi::make_dtio_item(dtv, proc);
  ftnio::DtState& st = ftnio::abi::state_of(dt);
  ftnio::transfer_item(st, ftnio::ItemType::kDerived, &item, 0, 0);
  ftnio::abi::publish_outcome(dt);
}
