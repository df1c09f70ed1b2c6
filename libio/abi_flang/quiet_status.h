// SPDX-License-Identifier: MIT
// A status that takes a condition without reporting it (L7): the flang
// door's own OPEN and CLOSE statements behind a user's statement (a unit
// left by a failed OPEN, a refused re-OPEN's close), whose conditions are
// caught, as by IOSTAT=, and go no further.
#ifndef FTNIO_ABI_FLANG_QUIET_STATUS_H
#define FTNIO_ABI_FLANG_QUIET_STATUS_H

#include <cstdint>

#include "base/io_error.h"

namespace ftnio::flang {

struct QuietStatus {
  int32_t ignored = 0;  // the IOSTAT= variable the target points to
  IoStatus status;
  QuietStatus() {
    ErrorTarget target;
    target.iostat = &ignored;
    status.init(target, Outcome::kOk);
  }
  QuietStatus(const QuietStatus&) = delete;  // (the target points here)
  QuietStatus& operator=(const QuietStatus&) = delete;
};

}  // namespace ftnio::flang

#endif  // FTNIO_ABI_FLANG_QUIET_STATUS_H
