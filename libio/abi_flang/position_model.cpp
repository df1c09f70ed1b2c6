// SPDX-License-Identifier: MIT
// INQUIRE(POSITION=) as flang 19's runtime answers it (L5, flang front
// door): position_model.h.
#include "abi_flang/position_model.h"

#include <algorithm>
#include <atomic>
#include <cstring>

#include "abi_flang/open_rules.h"
#include "unit/unit.h"
#include "unit/unit_table.h"

namespace ftnio::flang {

namespace {

// flang's view of one unit's position.  It lives packed in the unit's
// front-door word (Unit::front_door_word), so a transfer statement reads
// and updates it with no lock or table of its own: most statements (a
// WRITE after a WRITE) find it unchanged and store nothing.
struct UnitPosition {
  enum Opened : uint8_t { kRewind, kAsis, kAppend };
  Opened opened = kRewind;  // the OPEN's POSITION=
  bool moved = false;       // flang has read or written the file since
  bool unflushed = false;   // output is waiting in flang's buffer
  bool cut_short = false;   // an ENDFILE truncated the file behind it
  // Opened with POSITION='APPEND' on a non-empty formatted sequential
  // file and not read, written or rewound since: flang's BACKSPACE cannot find
  // the record before (IOSTAT 1025), then stays where it is.
  bool append_stuck = false;
  bool append_backspaced = false;
  // Opened with POSITION='APPEND' and not written since: flang's every
  // READ meets the end, after a REWIND or BACKSPACE too (its runtime
  // keeps the endfile record number of the OPEN until a WRITE).
  bool reads_end = false;
  // Opened with POSITION='APPEND' and not rewound or backspaced since: a
  // READ that meets the end there, the file's own, ends reads_end.
  bool at_append = false;
  int64_t size_before = -1;  // the file's size before an ENDFILE, or -1
};

// Bits 0-1 opened, 2-8 the flags, 9-63 size_before + 1 (clamped: a file
// of 2^55 bytes is beyond any file system).  0 is a fresh UnitPosition.
constexpr uint64_t kOpenedMask = 3;
constexpr uint64_t kMoved = 1u << 2, kUnflushed = 1u << 3, kCutShort = 1u << 4,
                   kAppendStuck = 1u << 5, kAppendBackspaced = 1u << 6,
                   kReadsEnd = 1u << 7, kAtAppend = 1u << 8;
constexpr int kSizeShift = 9;
constexpr uint64_t kSizeMax = (uint64_t{1} << (64 - kSizeShift)) - 1;

uint64_t pack(const UnitPosition& p) {
  const uint64_t size =
      std::min<uint64_t>(static_cast<uint64_t>(p.size_before + 1), kSizeMax);
  return uint64_t{p.opened} | (p.moved ? kMoved : 0) |
         (p.unflushed ? kUnflushed : 0) | (p.cut_short ? kCutShort : 0) |
         (p.append_stuck ? kAppendStuck : 0) |
         (p.append_backspaced ? kAppendBackspaced : 0) |
         (p.reads_end ? kReadsEnd : 0) | (p.at_append ? kAtAppend : 0) |
         size << kSizeShift;
}

UnitPosition unpack(uint64_t w) {
  UnitPosition p;
  p.opened = static_cast<UnitPosition::Opened>(w & kOpenedMask);
  p.moved = (w & kMoved) != 0;
  p.unflushed = (w & kUnflushed) != 0;
  p.cut_short = (w & kCutShort) != 0;
  p.append_stuck = (w & kAppendStuck) != 0;
  p.append_backspaced = (w & kAppendBackspaced) != 0;
  p.reads_end = (w & kReadsEnd) != 0;
  p.at_append = (w & kAtAppend) != 0;
  p.size_before = static_cast<int64_t>(w >> kSizeShift) - 1;
  return p;
}

// Applies change (a function of the position alone, run again if another
// thread's update came between) to the unit's position.
template <class Change>
void update(int32_t unit, Change change) {
  Unit* u = find_unit(unit);
  if (u == nullptr) return;
  std::atomic<uint64_t>& word = u->front_door_word();
  uint64_t old = word.load(std::memory_order_acquire);
  for (;;) {
    UnitPosition p = unpack(old);
    change(p);
    const uint64_t now = pack(p);
    if (now == old ||
        word.compare_exchange_weak(old, now, std::memory_order_acq_rel,
                                   std::memory_order_acquire))
      return;
  }
}

UnitPosition position_of(int32_t unit) {
  Unit* u = find_unit(unit);
  if (u == nullptr) return UnitPosition{};
  return unpack(u->front_door_word().load(std::memory_order_acquire));
}

// The file's size as the program sees it: what ftnio's buffer holds for
// it counts (the stream's size, not the file system's, which may not have
// the buffered bytes yet); -1 when it has none.
int64_t file_size(int32_t unit) {
  Unit* u = find_unit(unit);
  if (u == nullptr || !u->connected() || !u->stream().seekable()) return -1;
  const Offset n = u->stream().size();
  return n >= 0 ? static_cast<int64_t>(n) : -1;
}

bool is_stream(int32_t unit) {
  const Unit* u = find_unit(unit);
  return u != nullptr && u->modes().access == Access::kStream;
}

// flang's buffer reaches the file.
void flushed(UnitPosition& p) {
  if (!p.unflushed) return;
  p.unflushed = false;
  p.moved = true;
  p.cut_short = false;
}

}  // namespace

void position_opened(int32_t unit, const char* position) {
  UnitPosition p;
  if (std::strcmp(position, "ASIS") == 0) p.opened = UnitPosition::kAsis;
  if (std::strcmp(position, "APPEND") == 0) {
    p.opened = UnitPosition::kAppend;
    p.reads_end = true;
    p.at_append = true;
    note_transfer_checks();
    const Unit* u = find_unit(unit);
    p.append_stuck = u != nullptr && u->modes().access == Access::kSequential &&
                     u->modes().form == Form::kFormatted && file_size(unit) > 0;
  }
  update(unit, [&](UnitPosition& q) { q = p; });
}

void position_after_transfer(Unit* u, bool write, bool hit_end) {
  // Every transfer statement comes here: its change is made on the packed
  // word's bits, and a word it leaves as it was (a WRITE after a WRITE, a
  // READ after a READ) is not stored.
  if (u == nullptr) return;
  std::atomic<uint64_t>& word = u->front_door_word();
  uint64_t old = word.load(std::memory_order_acquire);
  for (;;) {
    uint64_t now = old;
    if (write) {
      now = (now | kUnflushed) & ~(kAppendStuck | kReadsEnd);
    } else {
      // A READ writes flang's buffered output first (flushed()).
      if (now & kUnflushed) now = (now & ~(kUnflushed | kCutShort)) | kMoved;
      // (and turns flang's file to input: a BACKSPACE after it finds
      // the record before)
      now &= ~kAppendStuck;
      // (A READ that meets the end of a file flang has not read or written
      // yet leaves the OPEN's POSITION=; a READ that meets the end ends
      // an ENDFILE's cut: flang learns the file's size there, which its
      // truncation left as it was.)
      if (hit_end) now &= ~kCutShort;
      if (!hit_end) now |= kMoved;
      // (The end of the file itself, where the OPEN left the unit: flang
      // reads the file from then on.)
      if (hit_end && (now & kAtAppend) != 0) now &= ~kReadsEnd;
    }
    if (now == old ||
        word.compare_exchange_weak(old, now, std::memory_order_acq_rel,
                                   std::memory_order_acquire))
      return;
  }
}

void position_before_statement(const Statement& s) {
  const int64_t size = s.kind == CookieKind::kEndfile ? file_size(s.unit) : -1;
  const bool stream = is_stream(s.unit);
  update(s.unit, [&](UnitPosition& p) {
    p.size_before = p.unflushed ? -1 : size;
    switch (s.kind) {
      case CookieKind::kRewind:
        if (!stream) flushed(p);
        p.append_stuck = false;
        p.at_append = false;
        break;
      case CookieKind::kBackspace:
        flushed(p);
        p.at_append = false;
        break;
      case CookieKind::kEndfile:
      case CookieKind::kFlush: flushed(p); break;
      default: break;
    }
  });
}

void position_after_statement(const Statement& s) {
  if (s.kind != CookieKind::kEndfile) return;
  const int64_t size = file_size(s.unit);
  update(s.unit, [&](UnitPosition& p) {
    if (p.moved && p.size_before >= 0 && size >= 0 && size < p.size_before)
      p.cut_short = true;
  });
}

bool reads_end_after_append(int32_t unit) {
  return position_of(unit).reads_end;
}

int backspace_after_append(int32_t unit) {
  int result = 0;
  update(unit, [&](UnitPosition& p) {
    result = !p.append_stuck ? 0 : p.append_backspaced ? 2 : 1;
    if (result == 1) p.append_backspaced = true;
    // A BACKSPACE that moves goes back before the OPEN's endfile record:
    // one where the OPEN left the unit.  After a REWIND (the file's
    // start) it moves nowhere and READ still meets the end.
    if (result == 0 && p.at_append) p.reads_end = false;
    p.at_append = false;
  });
  return result;
}

void position_flushed(int32_t unit) {
  update(unit, [](UnitPosition& p) { flushed(p); });
}

void position_closed(int32_t unit) {
  update(unit, [](UnitPosition& p) { p = UnitPosition{}; });
}

const char* flang_position(int32_t unit) {
  const UnitPosition p = position_of(unit);
  if (p.moved) return p.cut_short ? "ASIS" : "APPEND";
  switch (p.opened) {
    case UnitPosition::kAsis: return "ASIS";
    case UnitPosition::kAppend: return "APPEND";
    default: return "REWIND";
  }
}

}  // namespace ftnio::flang
