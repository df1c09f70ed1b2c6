// SPDX-License-Identifier: MIT
// Whether the I/O report (FTNIO_REPORT) is on (L0).
#include "base/report_flag.h"

#include <cstdlib>

namespace ftnio {

bool g_io_report = false;

void read_io_report_flag() {
  const char* v = std::getenv("FTNIO_REPORT");
  g_io_report = v != nullptr && v[0] != '\0';
}

}  // namespace ftnio
