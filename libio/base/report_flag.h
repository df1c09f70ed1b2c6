// SPDX-License-Identifier: MIT
// Whether the I/O report (FTNIO_REPORT) is on (L0).
#ifndef FTNIO_BASE_REPORT_FLAG_H
#define FTNIO_BASE_REPORT_FLAG_H

#include <chrono>
#if defined(__x86_64__)
#include <x86intrin.h>
#endif
#include <cstdint>

namespace ftnio {

// Set once, from FTNIO_REPORT, when the runtime initialises (before the
// first unit exists) and never changed after: every counting site tests
// it, or a pointer that is only non-null when it is set, so the report
// costs one predictable branch per statement when it is off.
extern bool g_io_report;

// Reads FTNIO_REPORT into g_io_report.  Called once, at initialisation.
void read_io_report_flag();

// A cheap clock for the report's timings (never read when the report is
// off): the time-stamp counter on x86-64 (a few cycles, where a
// steady_clock read costs tens of nanoseconds, as much as a short
// statement), nanoseconds elsewhere.  report_tick_seconds() converts.
inline uint64_t report_ticks() {
#if defined(__x86_64__)
  return __rdtsc();
#else
  return static_cast<uint64_t>(
      std::chrono::duration_cast<std::chrono::nanoseconds>(
          std::chrono::steady_clock::now().time_since_epoch())
          .count());
#endif
}

// Seconds per tick, measured between read_io_report_flag() and this call
// (the time-stamp counter of current processors runs at a constant rate).
double report_tick_seconds();

}  // namespace ftnio

#endif  // FTNIO_BASE_REPORT_FLAG_H
