// SPDX-License-Identifier: MIT
// The I/O report's counters: filled by the statements (L3).
#include "unit/io_report.h"

#include <memory>
#include <mutex>

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

// The unit's logical file position, or -1 when finding it would cost a
// system call (no buffer, or a pipe or terminal): the record buffer's
// read-ahead is not yet read, its pending output is already written.
int64_t logical_position(Unit& u) {
  if (u.stream().buffer_size() == 0 || !u.stream().seekable()) return -1;
  Offset at = u.stream().tell();
  if (at < 0 || u.modes().form != Form::kFormatted) return at;
  if (u.record().mode == IoMode::kReading)
    return at - static_cast<Offset>(u.fbuf().lookahead());
  return at + static_cast<Offset>(u.fbuf().active());
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

void report_transfer_begin(Unit& u, int head_bytes) {
  UnitStats* s = u.stats();
  if (s == nullptr) return;
  s->mark_ticks = report_ticks();
  s->mark_pos = logical_position(u);
  if (s->mark_pos >= head_bytes) s->mark_pos -= head_bytes;
  s->mark_record = u.record().last_record;
}

void report_transfer_end(Unit& u, bool write) {
  UnitStats* s = u.stats();
  if (s == nullptr) return;
  ++s->statements[static_cast<int>(write ? StatementKind::kWrite
                                         : StatementKind::kRead)];
  int64_t end = logical_position(u);
  uint64_t bytes = end >= 0 && s->mark_pos >= 0 && end > s->mark_pos
                       ? static_cast<uint64_t>(end - s->mark_pos)
                       : 0;
  uint64_t records = 0;
  if (u.modes().access == Access::kSequential) {
    int64_t d = u.record().last_record - s->mark_record;
    records = d > 0 ? static_cast<uint64_t>(d) : 0;
  } else if (u.modes().access == Access::kDirect && bytes > 0) {
    // Direct access: the records the statement's bytes cover.
    uint64_t recl = static_cast<uint64_t>(u.limits().recl);
    records = recl > 0 ? (bytes + recl - 1) / recl : 1;
  }
  if (records == 1 && bytes > s->largest_record) s->largest_record = bytes;
  (write ? s->bytes_written : s->bytes_read) += bytes;
  (write ? s->records_written : s->records_read) += records;
  s->ticks += report_ticks() - s->mark_ticks;
}

void report_statement_slow(int32_t number, StatementKind kind) {
  Unit* u = find_unit(number);
  if (u == nullptr) return;
  if (UnitStats* s = u->stats()) ++s->statements[static_cast<int>(kind)];
}

}  // namespace ftnio
