// SPDX-License-Identifier: MIT
// INQUIRE(POSITION=) as flang 19's runtime answers it (L5, flang front
// door): position_model.h.
#include "abi_flang/position_model.h"

#include <atomic>
#include <cstring>
#include <map>
#include <mutex>

#include "stream/raw_stream.h"
#include "unit/unit.h"
#include "unit/unit_table.h"

namespace ftnio::flang {

namespace {

struct UnitPosition {
  const char* opened = "REWIND";  // the OPEN's POSITION=
  bool moved = false;             // flang has read or written the file since
  bool unflushed = false;         // output is waiting in flang's buffer
  bool cut_short = false;         // an ENDFILE truncated the file behind it
  // Opened with POSITION='APPEND' on a non-empty formatted sequential
  // file and not written or rewound since: flang's BACKSPACE cannot find
  // the record before (IOSTAT 1025), then stays where it is.
  bool append_stuck = false;
  bool append_backspaced = false;
  int64_t size_before = -1;
};

struct Positions {
  std::mutex mutex;
  std::map<int32_t, UnitPosition> units;
};
Positions& positions() {
  static Positions* p = new Positions;  // used until the process ends
  return *p;
}

int64_t file_size(int32_t unit) {
  const Unit* u = find_unit(unit);
  FileInfo info;
  if (u == nullptr || !u->connected() ||
      raw_stat_path(u->file_name().c_str(), &info) != 0)
    return -1;
  return static_cast<int64_t>(info.size);
}

bool is_stream(int32_t unit) {
  const Unit* u = find_unit(unit);
  return u != nullptr && u->modes().access == Access::kStream;
}

// Every transfer statement reports to the model, and most change
// nothing in it: a WRITE after a WRITE, a READ after a READ.  A thread
// remembers the last unit it found settled, under the model's epoch,
// which every change of any unit's state advances; while the epoch
// stands, a transfer of that kind on that unit skips the lock and the
// map (perf: some 100 instructions per statement).
std::atomic<uint64_t> epoch{1};

struct Settled {
  uint64_t epoch = 0;
  int32_t unit = 0;
  bool write = false;  // a WRITE would change nothing
  bool read = false;   // a READ would change nothing
};
thread_local Settled settled;

// Called with the model's mutex held, after a change.
void changed() { epoch.fetch_add(1, std::memory_order_acq_rel); }

// flang's buffer reaches the file.
void flushed(UnitPosition& p) {
  if (!p.unflushed) return;
  p.unflushed = false;
  p.moved = true;
  p.cut_short = false;
}

}  // namespace

void position_opened(int32_t unit, const char* position) {
  Positions& t = positions();
  std::lock_guard guard(t.mutex);
  changed();
  UnitPosition p;
  p.opened = position;
  const Unit* u = find_unit(unit);
  p.append_stuck = std::strcmp(position, "APPEND") == 0 && u != nullptr &&
                   u->modes().access == Access::kSequential &&
                   u->modes().form == Form::kFormatted && file_size(unit) > 0;
  t.units[unit] = p;
}

void position_after_transfer(int32_t unit, bool write, bool hit_end) {
  const Settled s = settled;
  if (s.unit == unit && (write ? s.write : s.read) &&
      s.epoch == epoch.load(std::memory_order_acquire))
    return;
  Positions& t = positions();
  std::lock_guard guard(t.mutex);
  UnitPosition& p = t.units[unit];
  const UnitPosition before = p;
  if (write) {
    p.unflushed = true;
    p.append_stuck = false;
  } else {
    flushed(p);  // a READ writes flang's buffered output first
    if (!hit_end) {
      p.moved = true;
      p.cut_short = false;
    }
  }
  if (before.moved != p.moved || before.unflushed != p.unflushed ||
      before.cut_short != p.cut_short || before.append_stuck != p.append_stuck)
    changed();
  settled = Settled{epoch.load(std::memory_order_relaxed), unit,
                    p.unflushed && !p.append_stuck,
                    !p.unflushed && p.moved && !p.cut_short};
}

void position_before_statement(const Statement& s) {
  const int64_t size = s.kind == CookieKind::kEndfile ? file_size(s.unit) : -1;
  Positions& t = positions();
  std::lock_guard guard(t.mutex);
  changed();
  UnitPosition& p = t.units[s.unit];
  p.size_before = p.unflushed ? -1 : size;
  switch (s.kind) {
    case CookieKind::kRewind:
      if (!is_stream(s.unit)) flushed(p);
      p.append_stuck = false;
      break;
    case CookieKind::kBackspace:
    case CookieKind::kEndfile:
    case CookieKind::kFlush: flushed(p); break;
    default: break;
  }
}

void position_after_statement(const Statement& s) {
  if (s.kind != CookieKind::kEndfile) return;
  const int64_t size = file_size(s.unit);
  Positions& t = positions();
  std::lock_guard guard(t.mutex);
  changed();
  UnitPosition& p = t.units[s.unit];
  if (p.moved && p.size_before >= 0 && size >= 0 && size < p.size_before)
    p.cut_short = true;
}

int backspace_after_append(int32_t unit) {
  Positions& t = positions();
  std::lock_guard guard(t.mutex);
  changed();
  UnitPosition& p = t.units[unit];
  if (!p.append_stuck) return 0;
  if (p.append_backspaced) return 2;
  p.append_backspaced = true;
  return 1;
}

void position_flushed(int32_t unit) {
  Positions& t = positions();
  std::lock_guard guard(t.mutex);
  changed();
  flushed(t.units[unit]);
}

void position_closed(int32_t unit) {
  Positions& t = positions();
  std::lock_guard guard(t.mutex);
  changed();
  t.units.erase(unit);
}

const char* flang_position(int32_t unit) {
  Positions& t = positions();
  std::lock_guard guard(t.mutex);
  const UnitPosition& p = t.units[unit];
  if (!p.moved) return p.opened;
  return p.cut_short ? "ASIS" : "APPEND";
}

}  // namespace ftnio::flang
