// SPDX-License-Identifier: MIT
// The I/O report's marks around one data transfer statement (L3), inline:
// with FTNIO_REPORT on they run twice per statement, and the report may
// cost at most 3% of the shortest statement (perf/run --report-cost).
#ifndef FTNIO_UNIT_IO_REPORT_MARKS_H
#define FTNIO_UNIT_IO_REPORT_MARKS_H

#include <cstdint>

#include "unit/io_report.h"
#include "unit/unit.h"

namespace ftnio {

// A data transfer statement on an external unit has ended (the unit is
// locked from its start).  Inside a run: a count and the clock.
[[gnu::always_inline]] inline void report_transfer_end(Unit& u, bool write) {
  UnitStats* s = u.stats();
  if (s == nullptr) [[likely]]
    return;
  ++s->statements[write ? 1 : 0];  // StatementKind::kRead, kWrite
  if (s->clock.end()) [[unlikely]]
    report_clock_end(*s);
}

// REC= or POS= is about to move the unit to byte offset `to`: where the
// open run does not stand there, it ends and one begins there.  Inline,
// as consecutive records make every statement ask.
[[gnu::always_inline]] inline void report_seek(Unit& u, int64_t to) {
  UnitStats* s = u.stats();
  if (s == nullptr) [[likely]]
    return;
  if (!(s->begin_work & UnitStats::kOpenRun) && report_position(u, *s) == to)
    return;  // the run goes on
  report_jump(u, *s, to);
}

// A statement that may move the unit other than by a data transfer
// (REWIND, BACKSPACE, ENDFILE), before it does: the open run ends here,
// the next transfer opens one.
inline void report_unit_may_move(Unit& u) {
  if (UnitStats* s = u.stats()) [[unlikely]]
    report_settle_run(u, *s);
}

}  // namespace ftnio

#endif  // FTNIO_UNIT_IO_REPORT_MARKS_H
