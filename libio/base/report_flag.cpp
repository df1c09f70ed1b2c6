// SPDX-License-Identifier: MIT
// Whether the I/O report (FTNIO_REPORT) is on (L0).
#include "base/report_flag.h"

#include <cstdlib>

namespace ftnio {

bool g_io_report = false;

namespace {
// Where report_tick_seconds() measures the clock from.
uint64_t g_ticks0 = 0;
std::chrono::steady_clock::time_point g_time0;
}  // namespace

void read_io_report_flag() {
  const char* v = std::getenv("FTNIO_REPORT");
  g_io_report = v != nullptr && v[0] != '\0';
  if (!g_io_report) return;
  g_time0 = std::chrono::steady_clock::now();
  g_ticks0 = report_ticks();
}

double report_tick_seconds() {
  uint64_t ticks = report_ticks() - g_ticks0;
  std::chrono::duration<double> d = std::chrono::steady_clock::now() - g_time0;
  return ticks > 0 ? d.count() / static_cast<double>(ticks) : 0.0;
}

}  // namespace ftnio
