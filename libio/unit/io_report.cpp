// SPDX-License-Identifier: MIT
// The I/O report's counters: filled by the statements (L3).
#include "unit/io_report.h"

#include <algorithm>
#include <memory>
#include <mutex>

#include "unit/io_report_marks.h"
#include "unit/unit.h"
#include "unit/unit_table.h"

namespace ftnio {

namespace {

const char* access_name(Access a) {
  switch (a) {
    case Access::kSequential: return "SEQUENTIAL";
    case Access::kDirect: return "DIRECT";
    case Access::kStream: return "STREAM";
  }
  return "?";
}

// The counts of the connection this thread is making (see
// report_connecting).
thread_local SyscallStats t_connecting;

// A run begins at position `at`.
void open_run_at(Unit& u, UnitStats& s, int64_t at) {
  s.run_pos = s.record_pos = at;
  s.run_record = u.record().last_record;
  s.begin_work &= static_cast<uint8_t>(~UnitStats::kOpenRun);
}

// The open run ended at position `at`: its bytes and records are added
// up under the unit's direction.  A direct unit's records are its RECL
// long, and its largest record is one of them, or a part.
void settle_run_at(Unit& u, UnitStats& s, int64_t at) {
  s.begin_work |= UnitStats::kOpenRun;
  const int w = u.record().mode == IoMode::kWriting ? 1 : 0;
  uint64_t bytes = 0;
  if (at > s.run_pos) bytes = static_cast<uint64_t>(at - s.run_pos);
  s.bytes[w] += bytes;
  uint64_t records = 0;
  if (s.access_kind == Access::kSequential) {
    int64_t d = u.record().last_record - s.run_record;
    records = (d > 0 ? static_cast<uint64_t>(d) : 0) + s.records_passed;
    s.records_passed = 0;
  } else if (s.access_kind == Access::kDirect && bytes > 0) {
    uint64_t recl = static_cast<uint64_t>(u.limits().recl);
    records = recl > 0 ? (bytes + recl - 1) / recl : 1;
    uint64_t longest = recl > 0 ? std::min(bytes, recl) : bytes;
    if (longest > s.largest_record) s.largest_record = longest;
  }
  s.records[w] += records;
}

}  // namespace

SyscallStats* report_connecting() {
  if (!g_io_report) return nullptr;
  t_connecting = SyscallStats{};
  return &t_connecting;
}

void report_connect(Unit& u) {
  auto s = std::make_unique<UnitStats>();
  s->number = u.number();
  s->file = u.file_name();
  s->access = access_name(u.modes().access);
  s->form = u.modes().form == Form::kFormatted ? "FORMATTED" : "UNFORMATTED";
  s->seekable = u.stream().buffer_size() != 0 && u.stream().seekable();
  if (s->seekable)
    if (const AppendWindow* w = u.stream().append_window())
      s->stream_position = w->position_source();
  s->access_kind = u.modes().access;
  // (without a position the record buffer does not move it either)
  s->formatted = s->seekable && u.modes().form == Form::kFormatted;
  s->sys = t_connecting;
  t_connecting = SyscallStats{};
  u.stream().set_syscall_stats(&s->sys);
  u.set_stats(std::move(s));
}

void report_disconnect(Unit& u) {
  if (u.stats() != nullptr) report_settle_run(u, *u.stats());
  std::unique_ptr<UnitStats> s = u.take_stats();
  if (s == nullptr) return;
  s->buffer = u.stream().buffer_size();
  u.stream().set_syscall_stats(nullptr);
  retire_unit_stats(std::move(s));
}

void report_begin_work(Unit& u, UnitStats& s, int head_bytes) {
  if (s.begin_work & UnitStats::kTimed) s.mark_ticks = report_ticks();
  if (s.begin_work & UnitStats::kOpenRun)
    open_run_at(u, s, report_position(u, s) - head_bytes);
}

void report_settle_run(Unit& u, UnitStats& s) {
  if (!(s.begin_work & UnitStats::kOpenRun))
    settle_run_at(u, s, report_position(u, s));
}

void report_direction_switch(Unit& u, UnitStats& s) {
  if (s.begin_work & UnitStats::kOpenRun) return;
  int64_t at = report_position(u, s);
  settle_run_at(u, s, at);
  open_run_at(u, s, at);
}

void report_jump(Unit& u, UnitStats& s, int64_t to) {
  if (!(s.begin_work & UnitStats::kOpenRun)) {
    int64_t at = report_position(u, s);
    if (at == to) return;
    settle_run_at(u, s, at);
  }
  open_run_at(u, s, to);
}

// At the end of a timed statement: its ticks are counted, and the next
// timed one is drawn, n statements on (TransferClock::next_interval):
// the countdown runs out at the end of the statement before it.  At the
// end of that one: the next statement is timed, and comes back here.
void report_clock_end(UnitStats& s) {
  if (s.begin_work & UnitStats::kTimed) {
    s.ticks += report_ticks() - s.mark_ticks;
    ++s.timed;
    uint32_t n = s.clock.next_interval();
    if (n > 1) {
      s.begin_work &= static_cast<uint8_t>(~UnitStats::kTimed);
      s.clock.set(n - 1);
      return;
    }
  }
  s.begin_work |= UnitStats::kTimed;
  s.clock.set(1);
}

void report_statement_slow(int32_t number, StatementKind kind) {
  Unit* u = find_unit(number);
  if (u == nullptr) return;
  if (UnitStats* s = u->stats()) ++s->statements[static_cast<int>(kind)];
}

}  // namespace ftnio
