// SPDX-License-Identifier: MIT
// FTNIO_STALE_FILL (L0): stale_fill.h.
#include "base/stale_fill.h"

#include <cstdlib>
#include <cstring>

namespace ftnio {

bool g_stale_fill_from_buffer = false;

void read_stale_fill_flag() {
  const char* v = std::getenv("FTNIO_STALE_FILL");
  g_stale_fill_from_buffer = v != nullptr && std::strcmp(v, "buffer") == 0;
}

}  // namespace ftnio
