// SPDX-License-Identifier: MIT
// Statements and GNU intrinsics that act on a whole unit (L3).
#ifndef FTNIO_UNIT_UNIT_STATEMENTS_H
#define FTNIO_UNIT_UNIT_STATEMENTS_H

#include <cstdint>

#include "base/io_error.h"
#include "unit/unit_table.h"

namespace ftnio {

// The FLUSH statement (F2018 12.9).
void flush_statement(IoStatus& status, int32_t unit);

// CALL FLUSH(unit): flushes a connected unit, ignores others.
void flush_unit_intrinsic(int64_t unit);

// FNUM: the POSIX descriptor of a connected unit, else -1.
int unit_fileno(int64_t unit);

// ISATTY: whether a connected unit is a terminal.
bool unit_isatty(int64_t unit);

}  // namespace ftnio

#endif  // FTNIO_UNIT_UNIT_STATEMENTS_H
