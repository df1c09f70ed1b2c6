// SPDX-License-Identifier: MIT
// flang's Output.../Input... calls: the items of a data transfer
// (L5, flang front door).  Each returns whether the statement goes on.
#include <cstdint>

#include "abi_flang/defined_io.h"
#include "abi_flang/descriptor_walk.h"
#include "abi_flang/error_policy.h"
#include "abi_flang/flang_api.h"
#include "abi_flang/statement.h"
#include "transfer/data_transfer.h"
#include "transfer/unformatted_lane.h"
#include "unit/runtime_error.h"

namespace ftnio::flang {

namespace {

bool item(Cookie c, ItemType type, const void* p, int kind, size_t size) {
  Statement& s = *statement_of(c);
  DtState& st = ensure_started(s);
  if (s.defined_io_failed) return false;
  s.item_type = type;
  s.item_kind = kind;
  transfer_item(st, type, p, kind, size);
  return going_on_after_item(s, st);
}

// A scalar or contiguous vector of an intrinsic type of a statement on
// the unformatted lane: its bytes copied straight into (from) the record
// in the stream's buffer (transfer/unformatted_lane.h), without the
// descriptor's walk and the lane's item call (perf/pattern_scan --flang
// unf_read_1item, unf_write_rec4).  False, nothing done, when the lane
// does not take it.  (Every type the walk knows is ElementBytes() bytes
// there: item_bytes.)
bool lane_items(DtState& st, const Descriptor& d) {
  if (!on_unformatted_lane(st)) return false;
  const auto type = d.type();
  if (!(type.IsInteger() || type.IsReal() || type.IsComplex() ||
        type.IsCharacter() || type.IsLogical()))
    return false;
  void* p = d.raw().base_addr;
  size_t bytes = d.ElementBytes();
  if (d.rank() != 0) {
    const auto& dim = d.raw().dim[0];
    if (d.rank() != 1 ||
        dim.sm != static_cast<Fortran::ISO::CFI_index_t>(bytes) ||
        dim.extent < 0)
      return false;
    bytes *= static_cast<size_t>(dim.extent);
  }
  return st.direction == Direction::kWrite ? lane_append<true>(st, p, bytes)
                                           : lane_read<true>(st, p, bytes);
}

// A whole array or scalar described by a descriptor; `what` names the
// statement in the "not implemented" message for types the walks cannot
// transfer (derived types with defined I/O).  table: flang's table of
// non-type-bound defined I/O procedures, or null.
bool descriptor_item(Cookie c, const Descriptor& d, const char* what,
                     const void* table = nullptr) {
  Statement& s = *statement_of(c);
  DtState& st = ensure_started(s);
  if (st.status.failed() || s.defined_io_failed) return false;
  const auto type = d.type();
  s.item_type = type.IsReal() || type.IsComplex()       ? ItemType::kReal
                : type.IsInteger() && !type.IsLogical() ? ItemType::kInteger
                                                        : ItemType::kCharacter;
  s.item_kind = static_cast<int32_t>(d.ElementBytes());
  if (lane_items(st, d)) return true;  // (the lane's items never fail)
  if (!transfer_descriptor(st, d) && !transfer_derived_item(s, st, d, table))
    ftnio::not_implemented(what);
  return going_on_after_item(s, st);
}

}  // namespace

}  // namespace ftnio::flang

using namespace ftnio::flang;
using ftnio::DtState;
using ftnio::ItemType;

namespace Fortran::runtime::io {

bool IONAME(OutputInteger8)(Cookie c, std::int8_t n) {
  return item(c, ItemType::kInteger, &n, 1, 1);
}
bool IONAME(OutputInteger16)(Cookie c, std::int16_t n) {
  return item(c, ItemType::kInteger, &n, 2, 2);
}
bool IONAME(OutputInteger32)(Cookie c, std::int32_t n) {
  return item(c, ItemType::kInteger, &n, 4, 4);
}
bool IONAME(OutputInteger64)(Cookie c, std::int64_t n) {
  return item(c, ItemType::kInteger, &n, 8, 8);
}
bool IONAME(OutputInteger128)(Cookie c, common::int128_t n) {
  __int128 v;
  static_assert(sizeof v == sizeof n);
  __builtin_memcpy(&v, &n, sizeof v);
  return item(c, ItemType::kInteger, &v, 16, 16);
}
bool IONAME(InputInteger)(Cookie c, std::int64_t& n, int kind) {
  return item(c, ItemType::kInteger, &n, kind, static_cast<size_t>(kind));
}
bool IONAME(OutputReal32)(Cookie c, float x) {
  return item(c, ItemType::kReal, &x, 4, 4);
}
bool IONAME(InputReal32)(Cookie c, float& x) {
  return item(c, ItemType::kReal, &x, 4, 4);
}
bool IONAME(OutputReal64)(Cookie c, double x) {
  return item(c, ItemType::kReal, &x, 8, 8);
}
bool IONAME(InputReal64)(Cookie c, double& x) {
  return item(c, ItemType::kReal, &x, 8, 8);
}
bool IONAME(OutputComplex32)(Cookie c, float re, float im) {
  float z[2] = {re, im};
  return item(c, ItemType::kComplex, z, 4, 8);
}
bool IONAME(InputComplex32)(Cookie c, float z[2]) {
  return item(c, ItemType::kComplex, z, 4, 8);
}
bool IONAME(OutputComplex64)(Cookie c, double re, double im) {
  double z[2] = {re, im};
  return item(c, ItemType::kComplex, z, 8, 16);
}
bool IONAME(InputComplex64)(Cookie c, double z[2]) {
  return item(c, ItemType::kComplex, z, 8, 16);
}
bool IONAME(OutputCharacter)(Cookie c, const char* p, std::size_t n, int kind) {
  return item(c, ItemType::kCharacter, p, kind, n);
}
bool IONAME(OutputAscii)(Cookie c, const char* p, std::size_t n) {
  return item(c, ItemType::kCharacter, p, 1, n);
}
bool IONAME(InputCharacter)(Cookie c, char* p, std::size_t n, int kind) {
  return item(c, ItemType::kCharacter, p, kind, n);
}
bool IONAME(InputAscii)(Cookie c, char* p, std::size_t n) {
  return item(c, ItemType::kCharacter, p, 1, n);
}
// flang's runtime edits the value as a default LOGICAL: an A edit shows
// four bytes ("\x01\x00\x00\x00" for .TRUE.).
bool IONAME(OutputLogical)(Cookie c, bool v) {
  const int32_t x = v ? 1 : 0;
  return item(c, ItemType::kLogical, &x, 4, 4);
}
bool IONAME(InputLogical)(Cookie c, bool& v) {
  return item(c, ItemType::kLogical, &v, 1, 1);
}

bool IONAME(OutputDescriptor)(Cookie c, const Descriptor& d) {
  return descriptor_item(c, d, "WRITE of a derived type (flang)");
}
bool IONAME(InputDescriptor)(Cookie c, const Descriptor& d) {
  return descriptor_item(c, d, "READ of a derived type (flang)");
}
bool IONAME(OutputDerivedType)(Cookie c, const Descriptor& d,
                               const NonTbpDefinedIoTable* table) {
  return descriptor_item(c, d, "WRITE of a derived type (flang)", table);
}
bool IONAME(InputDerivedType)(Cookie c, const Descriptor& d,
                              const NonTbpDefinedIoTable* table) {
  return descriptor_item(c, d, "READ of a derived type (flang)", table);
}

}  // namespace Fortran::runtime::io
