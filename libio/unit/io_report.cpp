// SPDX-License-Identifier: MIT
// The I/O report's counters: filled by the statements (L3).
#include "unit/io_report.h"

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
  s->window = s->seekable ? u.stream().append_window() : nullptr;
  s->access_kind = u.modes().access;
  if (s->access_kind != Access::kSequential)
    s->begin_work |= UnitStats::kAlwaysMark;
  s->formatted = u.modes().form == Form::kFormatted;
  s->sys = t_connecting;
  t_connecting = SyscallStats{};
  u.stream().set_syscall_stats(&s->sys);
  u.set_stats(std::move(s));
}

void report_disconnect(Unit& u) {
  std::unique_ptr<UnitStats> s = u.take_stats();
  if (s == nullptr) return;
  s->buffer = u.stream().buffer_size();
  u.stream().set_syscall_stats(nullptr);
  retire_unit_stats(std::move(s));
}

void report_begin_work(Unit& u, UnitStats& s, int head_bytes) {
  if (s.begin_work & UnitStats::kTimed) s.mark_ticks = report_ticks();
  if (s.begin_work & (UnitStats::kRemark | UnitStats::kAlwaysMark)) {
    s.mark_record = u.record().last_record;
    if (s.window != nullptr) s.mark_pos = report_position(u, s) - head_bytes;
  }
  s.begin_work &= static_cast<uint8_t>(~UnitStats::kRemark);
}

uint64_t report_direct_records(const Unit& u, uint64_t bytes) {
  uint64_t recl = static_cast<uint64_t>(u.limits().recl);
  return recl > 0 ? (bytes + recl - 1) / recl : 1;
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
