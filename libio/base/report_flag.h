// SPDX-License-Identifier: MIT
// Whether the I/O report (FTNIO_REPORT) is on (L0).
#ifndef FTNIO_BASE_REPORT_FLAG_H
#define FTNIO_BASE_REPORT_FLAG_H

#include <chrono>
#include <cstdint>

namespace ftnio {

// Set once, from FTNIO_REPORT, when the runtime initialises (before the
// first unit exists) and never changed after: every counting site tests
// it, or a pointer that is only non-null when it is set, so the report
// costs one predictable branch per statement when it is off.
extern bool g_io_report;

// Reads FTNIO_REPORT into g_io_report.  Called once, at initialisation.
void read_io_report_flag();

// Monotonic time in nanoseconds, for the report's timings only (never
// called when the report is off).
inline uint64_t report_clock_nanos() {
  return static_cast<uint64_t>(
      std::chrono::duration_cast<std::chrono::nanoseconds>(
          std::chrono::steady_clock::now().time_since_epoch())
          .count());
}

}  // namespace ftnio

#endif  // FTNIO_BASE_REPORT_FLAG_H
