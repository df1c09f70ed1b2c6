// SPDX-License-Identifier: MIT
// The I/O report's marks around one data transfer statement (L3), inline:
// with FTNIO_REPORT on they run twice per statement, and the report may
// cost at most 3% of the shortest statement (perf/run --report-cost).
#ifndef FTNIO_UNIT_IO_REPORT_MARKS_H
#define FTNIO_UNIT_IO_REPORT_MARKS_H

#include <cstdint>

#include "stream/append_window.h"
#include "unit/io_report.h"
#include "unit/unit.h"

namespace ftnio {

// The unit's logical file position; s.window is not null (a seekable
// file with a buffer: elsewhere finding it would cost a system call, and
// the bytes come from the system calls instead).  The record buffer's
// read-ahead is not yet read, its pending output is already written.
inline int64_t report_position(Unit& u, const UnitStats& s) {
  Offset at = s.window->position();
  if (!s.formatted) return at;
  if (u.record().mode == IoMode::kReading)
    return at - static_cast<Offset>(u.fbuf().lookahead());
  return at + static_cast<Offset>(u.fbuf().active());
}

// A data transfer statement on an external unit has ended (the unit is
// locked from its start): the figures since the last mark are the
// statement's.  Its start needed no mark unless s->begin_work asked for
// one (report_begin_work, called by the transfer layer).
[[gnu::always_inline]] inline void report_transfer_end(Unit& u, bool write) {
  UnitStats* s = u.stats();
  if (s == nullptr) return;
  ++s->statements[write ? 1 : 0];  // StatementKind::kRead, kWrite
  uint64_t bytes = 0;
  if (s->window != nullptr) {
    int64_t at = report_position(u, *s);
    int64_t d = at - s->mark_pos;
    s->mark_pos = at;
    bytes = d > 0 ? static_cast<uint64_t>(d) : 0;
    s->bytes[write] += bytes;
  }
  uint64_t records = 0;
  if (s->access_kind == Access::kSequential) {
    int64_t r = u.record().last_record;
    int64_t d = r - s->mark_record;
    s->mark_record = r;
    records = d > 0 ? static_cast<uint64_t>(d) : 0;
  } else if (s->access_kind == Access::kDirect && bytes > 0) {
    records = report_direct_records(u, bytes);
  }
  s->records[write] += records;
  if (records == 1 && bytes > s->largest_record) s->largest_record = bytes;
  if (s->clock.end()) [[unlikely]]
    report_clock_end(*s);
}

// A statement that may move the unit other than by a data transfer
// (REWIND, BACKSPACE, ENDFILE): the next transfer marks where it begins.
inline void report_unit_may_move(Unit& u) {
  if (g_io_report) [[unlikely]]
    if (UnitStats* s = u.stats()) s->begin_work |= UnitStats::kRemark;
}

}  // namespace ftnio

#endif  // FTNIO_UNIT_IO_REPORT_MARKS_H
