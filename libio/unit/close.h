// SPDX-License-Identifier: MIT
// The CLOSE statement (L3).
#ifndef FTNIO_UNIT_CLOSE_H
#define FTNIO_UNIT_CLOSE_H

#include <cstdint>

#include "base/io_error.h"
#include "unit/open.h"

namespace ftnio {

struct CloseRequest {
  int32_t unit = 0;                   // UNIT=
  CharSpec status;                    // STATUS= ('KEEP' or 'DELETE')
  const char* source_file = nullptr;  // locus of run-time warnings
  int32_t line = 0;                   // source line of the statement
};

// Performs CLOSE (F2018 12.5.7) as libgfortran 12 does: a pending
// non-advancing record is ended, buffers are written back, the file is
// closed (and deleted for STATUS='DELETE' and scratch files) and the unit
// number becomes free.  Closing an unconnected unit does nothing.  Unlike
// libgfortran, a write-back failure of a kept file is reported (IOSTAT =
// errno) instead of silently losing the data.
void close_statement(IoStatus& status, const CloseRequest& req);

}  // namespace ftnio

#endif  // FTNIO_UNIT_CLOSE_H
