// SPDX-License-Identifier: MIT
// Entry points of READ, WRITE and PRINT statements and their scalar items
// (L5).  Decodes the compiler's st_parameter_dt and keeps the statement's
// state in its private area.
#include <cstring>
#include <new>
#include <type_traits>

#include "abi/dt_access.h"
#include "abi/entry.h"
#include "abi/gfortran_policy.h"
#include "abi/st_parameter.h"
#include "base/copy_bytes.h"
#include "transfer/data_transfer.h"
#include "transfer/internal_lane.h"
#include "transfer/line_read.h"
#include "transfer/namelist_items.h"
#include "transfer/plain_lane.h"
#include "transfer/positioned_lane.h"
#include "transfer/plain_lane_formatted.h"
#include "transfer/unformatted_lane.h"
#include "transfer/unformatted_lane_start.h"
#include "unit/runtime_error.h"

using ftnio::ItemType;
using ftnio::abi::CharLen;
using ftnio::abi::Dt;

namespace ftnio::abi {

namespace {

TransferForm form_of(uint32_t flags) {
  if (flags & kDtNamelistName) return TransferForm::kNamelist;
  if (flags & kDtListFormat) return TransferForm::kListDirected;
  if (flags & kDtFormat) return TransferForm::kFormatted;
  return TransferForm::kUnformatted;
}

// The records of an internal file (docs/abi.md §4.2): a scalar is one record;
// an array has one per element, in array element order, wherever the
// section's strides put them.
static_assert(sizeof(DescDim) == sizeof(ArrayDim) &&
              offsetof(DescDim, stride) == offsetof(ArrayDim, stride) &&
              offsetof(DescDim, lbound) == offsetof(ArrayDim, lbound) &&
              offsetof(DescDim, ubound) == offsetof(ArrayDim, ubound));
InternalFile internal_file_of(const Dt* dt) {
  InternalFile f{};
  f.base = dt->internal_unit.ptr;
  f.reclen = static_cast<int64_t>(dt->internal_unit.len);
  f.kind = dt->common.unit == -2 ? 4 : 1;
  f.nrecords = 1;
  auto* d = static_cast<const Descriptor*>(dt->internal_unit_desc);
  if (d == nullptr) return f;
  int64_t count = 1;
  for (int i = 0; i < d->dtype.rank; ++i) {
    int64_t extent = d->dim[i].ubound - d->dim[i].lbound + 1;
    count *= extent > 0 ? extent : 0;
  }
  f.base = static_cast<char*>(d->data);
  f.is_array = true;
  f.nrecords = count;
  f.rank = d->dtype.rank;
  f.dims = reinterpret_cast<const ArrayDim*>(d->dim);
  return f;
}

// ADVANCE= as 1 (YES), 2 (NO), -1 (anything else): trailing blanks do not
// count and case does not matter (F2018 12.6.2.1).
// ASYNCHRONOUS= likewise.
// (Letter by letter: c | 0x20 is the lower-case letter for exactly its two
// cases.  Every non-advancing statement asks, and tolower() per character
// cost more than the rest of the decoding.)
int yes_no_of(const char* p, size_t len) {
  size_t n = len;
  while (n > 0 && p[n - 1] == ' ') --n;
  auto is = [p](size_t i, char lower) { return (p[i] | 0x20) == lower; };
  if (n == 2 && is(0, 'n') && is(1, 'o')) return 2;
  if (n == 3 && is(0, 'y') && is(1, 'e') && is(2, 's')) return 1;
  return -1;
}
int advance_of(const StrLP& a) { return yes_no_of(a.ptr, a.len); }

template <typename Str>
SpecText spec_text(const Dt* dt, uint32_t flag, const Str& s) {
  if (!(dt->common.flags & flag)) return SpecText{};
  return SpecText{s.ptr, static_cast<size_t>(s.len)};
}

ModeSpecifiers mode_specifiers_of(const Dt* dt) {
  ModeSpecifiers m;
  m.blank = spec_text(dt, kDtBlank, dt->blank);
  m.decimal = spec_text(dt, kDtDecimal, dt->decimal);
  m.delim = spec_text(dt, kDtDelim, dt->delim);
  m.pad = spec_text(dt, kDtPad, dt->pad);
  m.round = spec_text(dt, kDtRound, dt->round);
  m.sign = spec_text(dt, kDtSign, dt->sign);
  return m;
}

// Specifiers (and an earlier condition) that only some statements have:
// without any of them the request keeps its defaults and is `plain`.
constexpr uint32_t kDtRareSpecifiers =
    kLibreturnMask | kHasEor | kDtRec | kDtSize | kDtIolength | kDtAdvance |
    kDtNamelistName | kDtId | kDtPos | kDtAsynchronous | kDtBlank | kDtDecimal |
    kDtDelim | kDtPad | kDtRound | kDtSign;

// BLANK=, DECIMAL=, DELIM=, PAD=, ROUND= and SIGN=: most statements with
// rare specifiers (REC=, POS=, ADVANCE=) have none of them.
constexpr uint32_t kDtModeSpecifiers =
    kDtBlank | kDtDecimal | kDtDelim | kDtPad | kDtRound | kDtSign;

// The rare specifiers start_transfer checks (TransferRequest::checks).
constexpr uint32_t kDtCheckedSpecifiers = uint32_t{kHasEor} | kDtSize |
                                          kDtAdvance | kDtId | kDtAsynchronous |
                                          kDtModeSpecifiers;

// The specifiers behind kDtRareSpecifiers.
void decode_rare_specifiers(Dt* dt, const TransferRequest& req,
                            RareSpecifiers& r) {
  const uint32_t flags = dt->common.flags;
  r.has_rec = (flags & kDtRec) != 0;
  if (r.has_rec) r.rec = dt->rec;
  r.has_pos = (flags & kDtPos) != 0;
  if (r.has_pos) r.pos = dt->pos;
  if (flags & kDtAdvance) r.advance = advance_of(dt->advance);
  if (flags & kDtSize) r.size = dt->size;
  if (req.direction == Direction::kWrite && (flags & kDtIolength))
    r.iolength = dt->iolength;
  if (flags & kDtModeSpecifiers) r.modes = mode_specifiers_of(dt);
  if (flags & kDtAsynchronous)
    r.asynchronous = yes_no_of(dt->asynchronous.ptr, dt->asynchronous.len);
  if (flags & kDtId) r.id = dt->id;
  r.prior = static_cast<Outcome>(flags & kLibreturnMask);
  if (req.form == TransferForm::kNamelist) {
    // The objects were registered before this call (docs/abi.md §5.4).
    bool fresh = (flags & kDtNmlObjects) == 0;
    NamelistGroup& g = namelist_group_for(dt, fresh);
    g.name.assign(dt->namelist_name.ptr, dt->namelist_name.len);
    r.namelist = &g;
  }
}

// The statement's state in the block's private area, then its start.
void begin(Dt* dt, const TransferRequest& req) {
  DtState* st = new (dt->priv) DtState;
  fill_error_target(st->status.target_to_fill(), dt->common);
  start_transfer(*st, req);
  publish_outcome(dt);
}

// A statement with rare specifiers: they are decoded into this frame, out
// of the common path.
[[gnu::noinline]] void begin_with_rare(Dt* dt, TransferRequest& req) {
  // Set from kNoRareSpecifiers by vector moves: GCC zeroes the object a
  // plain declaration makes with a `rep stos`, whose start-up a
  // direct-access statement (REC=) would pay each time (copy_bytes.h).
  static_assert(std::is_trivially_copyable_v<RareSpecifiers>);
  alignas(RareSpecifiers) unsigned char storage[sizeof(RareSpecifiers)];
  copy_by_vectors<sizeof(RareSpecifiers)>(storage, &kNoRareSpecifiers);
  RareSpecifiers& rare =
      *std::launder(reinterpret_cast<RareSpecifiers*>(storage));
  decode_rare_specifiers(dt, req, rare);
  req.rare = &rare;
  req.checks = (dt->common.flags & kDtCheckedSpecifiers) != 0;
  begin(dt, req);
}

// The plain lane (transfer/plain_lane.h) for a statement on an
// external unit without rare specifiers whose unit u plain_lane_unit
// found; false when it does not apply.  (Out of line: start()'s frame,
// which holds a whole TransferRequest, is not paid on the lane.)
template <Direction kDirection>
[[gnu::noinline]] bool start_plain(Dt* dt, Unit& u, uint32_t flags) {
  DtState* st = new (dt->priv) DtState;
  fill_error_target(st->status.target_to_fill(), dt->common);
  const bool has_format = (flags & kDtFormat) != 0;
  constexpr auto lane =
      kDirection == Direction::kWrite ? start_plain_write : start_plain_read;
  // (A READ of a line, FMT='(a)': line_read.h.)
  const bool line = kDirection == Direction::kRead && has_format &&
                    (flags & kDtListFormat) == 0 &&
                    is_line_format(dt->format.ptr, dt->format.len);
  if (line) {
    if (!start_plain_line_read(*st, u, dt->common.unit, dt->format.ptr,
                               &kLibgfortranPolicy))
      return false;
  } else if (!lane(*st, form_of(flags), u, dt->common.unit,
                   has_format ? dt->format.ptr : nullptr,
                   has_format ? dt->format.len : 0, &kLibgfortranPolicy)) {
    return false;
  }
  // A READ of the lane (a line, formatted or list-directed READ) ends
  // with the lane's end (finish_plain_read).
  if (kDirection == Direction::kRead) st->plain_lane = true;
  publish_outcome(dt);
  return true;
}

// The unformatted lane (transfer/unformatted_lane.h) for an unformatted
// statement the plain lane would take; false when it does not apply.
// (Out of line, as start_plain.)
template <Direction kDirection>
[[gnu::noinline]] bool start_unformatted(Dt* dt, Unit& u) {
  DtState* st = new (dt->priv) DtState;
  fill_error_target(st->status.target_to_fill(), dt->common);
  if (!start_unformatted_lane<kDirection>(*st, u, dt->common.unit,
                                          &kLibgfortranPolicy))
    return false;
  publish_outcome(dt);
  return true;
}

// The formatted lane (transfer/plain_lane_formatted.h) for a formatted
// WRITE the plain lane would take; false when it does not apply.  (Out of
// line, as start_plain.)
[[gnu::noinline]] bool start_formatted_write(Dt* dt, Unit& u) {
  DtState* st = new (dt->priv) DtState;
  fill_error_target(st->status.target_to_fill(), dt->common);
  if (!start_formatted_lane(*st, u, dt->common.unit,
                            {dt->format.ptr, dt->format.len},
                            &kLibgfortranPolicy))
    return false;
  publish_outcome(dt);
  return true;
}

// Flags that keep a statement off the plain lane: rare specifiers, an
// internal file, -fdec's format defaults.
constexpr uint32_t kDtNotPlain =
    kDtRareSpecifiers | kDtInternalUnit | kDtDecExt;

// The internal lane (transfer/internal_lane.h) for a statement on an
// internal file without rare specifiers.  (Out of line, as start_plain.)
template <Direction kDirection>
[[gnu::noinline]] void start_internal(Dt* dt, uint32_t flags) {
  DtState* st = new (dt->priv) DtState;
  fill_error_target(st->status.target_to_fill(), dt->common);
  const bool has_format = (flags & kDtFormat) != 0;
  start_internal_plain(*st, kDirection, form_of(flags), internal_file_of(dt),
                       has_format ? dt->format.ptr : nullptr,
                       has_format ? dt->format.len : 0,
                       (flags & kDtDecExt) != 0, &kLibgfortranPolicy);
  publish_outcome(dt);
}

// The positioned lane (transfer/positioned_lane.h) for an unformatted
// statement on a direct-access unit with REC= or on a stream unit (with
// POS= or without), its only rare specifier; false when it does not
// apply.  (Out of line, as start_plain.)
template <Direction kDirection>
[[gnu::noinline]] bool start_positioned(Dt* dt, uint32_t flags) {
  Unit* u = unit_table_detail::published_object(dt->common.unit);
  if (u == nullptr) return false;
  DtState* st = new (dt->priv) DtState;
  fill_error_target(st->status.target_to_fill(), dt->common);
  const Placement where = (flags & kDtRec)   ? Placement::kRec
                          : (flags & kDtPos) ? Placement::kPos
                                             : Placement::kHere;
  const int64_t value = where == Placement::kRec   ? dt->rec
                        : where == Placement::kPos ? dt->pos
                                                   : 0;
  constexpr auto lane = kDirection == Direction::kWrite ? start_positioned_write
                                                        : start_positioned_read;
  if (!lane(*st, *u, dt->common.unit, where, value, &kLibgfortranPolicy))
    return false;
  publish_outcome(dt);
  return true;
}

// Whether an unformatted statement on an external unit whose only rare
// specifier is REC= or POS= (not both), or none (flags), may be one for
// the positioned lane.
constexpr bool may_be_positioned(uint32_t flags) {
  constexpr uint32_t kPlace = kDtRec | kDtPos;
  constexpr uint32_t kOther =
      (kDtNotPlain | kDtFormat | kDtListFormat) & ~kPlace;
  return (flags & kOther) == 0 && (flags & kPlace) != kPlace;
}

// Whether the plain lane or the internal lane took the statement.  The
// early refusal is inline in st_write and st_read: a statement the lanes
// do not take (stream or direct access, specifiers) pays a few tests, not
// a call (perf/stream_items).
template <Direction kDirection>
[[gnu::always_inline]] inline bool taken_by_plain_lane(Dt* dt) {
  const uint32_t flags = dt->common.flags;
  if ((flags & kDtNotPlain) != 0) {
    if ((flags & (kDtRareSpecifiers | kDtInternalUnit)) != kDtInternalUnit)
      return may_be_positioned(flags) &&
             start_positioned<kDirection>(dt, flags);
    start_internal<kDirection>(dt, flags);
    return true;
  }
  Unit* u = plain_lane_unit(dt->common.unit);
  if (u == nullptr)  // (a stream unit's, among others)
    return may_be_positioned(flags) && start_positioned<kDirection>(dt, flags);
  if ((flags & (kDtFormat | kDtListFormat)) == 0)
    return start_unformatted<kDirection>(dt, *u);
  if (kDirection == Direction::kWrite &&
      (flags & (kDtFormat | kDtListFormat)) == kDtFormat)
    return start_formatted_write(dt, *u);
  return start_plain<kDirection>(dt, *u, flags);
}

void start(Dt* dt, Direction direction) {
  const uint32_t flags = dt->common.flags;
  TransferRequest req;
  req.direction = direction;
  req.form = form_of(flags);
  req.unit = dt->common.unit;
  req.internal_unit = (flags & kDtInternalUnit) != 0;
  if (req.internal_unit) req.internal = internal_file_of(dt);
  bool has_format = (flags & kDtFormat) != 0;
  req.format = has_format ? dt->format.ptr : nullptr;
  req.format_len = has_format ? dt->format.len : 0;
  req.dec_ext = (flags & kDtDecExt) != 0;
  req.policy = &kLibgfortranPolicy;
  if (flags & kDtRareSpecifiers) {
    begin_with_rare(dt, req);
    return;
  }
  req.plain = true;
  req.checks = false;
  begin(dt, req);
}

// A statement still on the unformatted lane has the lane's end, without
// the calls and tests of finish_transfer.  Else kDirection: a READ's
// st.plain_lane (start_plain) asks for the READ lane's end, a WRITE's
// for the WRITE lane's.
template <Direction kDirection = Direction::kWrite>
void finish(Dt* dt) {
  DtState& st = state_of(dt);
  if (st.ops == &kUnformattedLaneOps[static_cast<int>(kDirection)]) {
    // (Ended on the lane: the outcome its start published.)
    if (!(kDirection == Direction::kWrite ? finish_unformatted_write(st)
                                          : finish_unformatted_read(st)))
      publish_outcome(dt);
    st.~DtState();
    return;
  }
  if (kDirection == Direction::kWrite && on_formatted_lane(st)) {
    if (!finish_formatted_lane(st)) publish_outcome(dt);
    st.~DtState();
    return;
  }
  if (kDirection == Direction::kRead)
    st.plain_lane ? finish_plain_read(st) : finish_transfer_general(st);
  else
    finish_transfer(st);
  publish_outcome(dt);
  if (st.form == TransferForm::kNamelist) namelist_group_release(dt);
  st.~DtState();
}

// (Out of line: an item on the unformatted lane saves no register.)
[[gnu::noinline]] void item(Dt* dt, ItemType type, const void* p, int kind,
                            size_t size) {
  DtState& st = state_of(dt);
  transfer_item(st, type, p, kind, size);
  publish_outcome(dt);
}

// item() of a statement that may be on the unformatted lane: an item the
// stream's buffer takes (or gives) there costs no call, and leaves the
// statement's outcome as it was (unformatted_lane.h).
template <Direction kDirection>
[[gnu::always_inline]] inline void lane_or_item(Dt* dt, ItemType type,
                                                const void* p, int kind,
                                                size_t size) {
  DtState& st = state_of(dt);
  if (st.ops == &kUnformattedLaneOps[static_cast<int>(kDirection)]) {
    const size_t bytes = item_bytes(type, kind, size);
    if (kDirection == Direction::kWrite
            ? lane_append(st, p, bytes)
            : lane_read(st, const_cast<void*>(p), bytes))
      return;
  }
  item(dt, type, p, kind, size);
}
inline void write_item(Dt* dt, ItemType type, const void* p, int kind,
                       size_t size) {
  lane_or_item<Direction::kWrite>(dt, type, p, kind, size);
}

// An INTEGER item of a statement on the formatted lane
// (transfer/plain_lane_formatted.h): its field written there, or the
// general item call.  (Out of line, as item(): the conversion's calls
// keep registers that an item on the unformatted lane does not pay.)
[[gnu::noinline]] void formatted_lane_integer(Dt* dt, const void* p, int kind) {
  if (!lane_integer(state_of(dt), p, kind))
    item(dt, ItemType::kInteger, p, kind, static_cast<size_t>(kind));
}
inline void read_item(Dt* dt, ItemType type, const void* p, int kind,
                      size_t size) {
  lane_or_item<Direction::kRead>(dt, type, p, kind, size);
}

// Byte size of a real/complex of the given kind as stored in memory.
size_t real_size(int kind) {
  return kind == 10 ? 16 : static_cast<size_t>(kind);
}

}  // namespace

}  // namespace ftnio::abi

using namespace ftnio::abi;

FTNIO_EXPORT void FTNIO_ENTRY(st_write)(Dt* dt) {
  if (taken_by_plain_lane<ftnio::Direction::kWrite>(dt)) return;
  start(dt, ftnio::Direction::kWrite);
}
FTNIO_EXPORT void FTNIO_ENTRY(st_write_done)(Dt* dt) { finish(dt); }
FTNIO_EXPORT void FTNIO_ENTRY(st_read)(Dt* dt) {
  if (taken_by_plain_lane<ftnio::Direction::kRead>(dt)) return;
  start(dt, ftnio::Direction::kRead);
}
FTNIO_EXPORT void FTNIO_ENTRY(st_read_done)(Dt* dt) {
  finish<ftnio::Direction::kRead>(dt);
}

FTNIO_EXPORT void FTNIO_ENTRY(transfer_integer_write)(Dt* dt, void* p,
                                                      int kind) {
  if (ftnio::on_formatted_lane(state_of(dt)))
    return formatted_lane_integer(dt, p, kind);
  write_item(dt, ItemType::kInteger, p, kind, static_cast<size_t>(kind));
}
FTNIO_EXPORT void FTNIO_ENTRY(transfer_logical_write)(Dt* dt, void* p,
                                                      int kind) {
  write_item(dt, ItemType::kLogical, p, kind, static_cast<size_t>(kind));
}
FTNIO_EXPORT void FTNIO_ENTRY(transfer_real_write)(Dt* dt, void* p, int kind) {
  write_item(dt, ItemType::kReal, p, kind, real_size(kind));
}
FTNIO_EXPORT void FTNIO_ENTRY(transfer_complex_write)(Dt* dt, void* p,
                                                      int kind) {
  write_item(dt, ItemType::kComplex, p, kind, 2 * real_size(kind));
}
FTNIO_EXPORT void FTNIO_ENTRY(transfer_real128_write)(Dt* dt, void* p,
                                                      int kind) {
  write_item(dt, ItemType::kReal, p, kind, 16);
}
FTNIO_EXPORT void FTNIO_ENTRY(transfer_complex128_write)(Dt* dt, void* p,
                                                         int kind) {
  write_item(dt, ItemType::kComplex, p, kind, 32);
}
FTNIO_EXPORT void FTNIO_ENTRY(transfer_character_write)(Dt* dt, void* p,
                                                        CharLen len) {
  // (The formatted lane's A field: no call.)
  if (ftnio::on_formatted_lane(state_of(dt)) &&
      ftnio::lane_text(state_of(dt), p, len))
    return;
  write_item(dt, ItemType::kCharacter, p, 1, len);
}
FTNIO_EXPORT void FTNIO_ENTRY(transfer_character_wide_write)(Dt* dt, void* p,
                                                             CharLen len,
                                                             int kind) {
  write_item(dt, ItemType::kCharacter, p, kind, len);
}

FTNIO_EXPORT void FTNIO_ENTRY(st_iolength)(Dt* dt) {
  dt->common.flags |= kDtIolength;  // the compiler sets it; be sure
  start(dt, ftnio::Direction::kWrite);
}
FTNIO_EXPORT void FTNIO_ENTRY(st_iolength_done)(Dt* dt) { finish(dt); }

// READ items.  The statement's start call already refused the forms that
// are not implemented, so these see unformatted reads only.
FTNIO_EXPORT void FTNIO_ENTRY(transfer_integer)(Dt* dt, void* p, int kind) {
  read_item(dt, ItemType::kInteger, p, kind, static_cast<size_t>(kind));
}
FTNIO_EXPORT void FTNIO_ENTRY(transfer_logical)(Dt* dt, void* p, int kind) {
  read_item(dt, ItemType::kLogical, p, kind, static_cast<size_t>(kind));
}
FTNIO_EXPORT void FTNIO_ENTRY(transfer_real)(Dt* dt, void* p, int kind) {
  read_item(dt, ItemType::kReal, p, kind, real_size(kind));
}
FTNIO_EXPORT void FTNIO_ENTRY(transfer_complex)(Dt* dt, void* p, int kind) {
  read_item(dt, ItemType::kComplex, p, kind, 2 * real_size(kind));
}
FTNIO_EXPORT void FTNIO_ENTRY(transfer_real128)(Dt* dt, void* p, int kind) {
  read_item(dt, ItemType::kReal, p, kind, 16);
}
FTNIO_EXPORT void FTNIO_ENTRY(transfer_complex128)(Dt* dt, void* p, int kind) {
  read_item(dt, ItemType::kComplex, p, kind, 32);
}
FTNIO_EXPORT void FTNIO_ENTRY(transfer_character)(Dt* dt, void* p,
                                                  CharLen len) {
  read_item(dt, ItemType::kCharacter, p, 1, len);
}
FTNIO_EXPORT void FTNIO_ENTRY(transfer_character_wide)(Dt* dt, void* p,
                                                       CharLen len, int kind) {
  read_item(dt, ItemType::kCharacter, p, kind, len);
}
FTNIO_EXPORT void FTNIO_ENTRY(transfer_unsigned)(Dt*, void*, int) {
  ftnio::not_implemented("READ of UNSIGNED");
}
FTNIO_EXPORT void FTNIO_ENTRY(transfer_unsigned_write)(Dt*, void*, int) {
  ftnio::not_implemented("WRITE of UNSIGNED");
}
