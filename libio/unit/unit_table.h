// SPDX-License-Identifier: MIT
// The unit table: unit number -> connected Unit, preconnection and the
// exit-time flush (L3).
#ifndef FTNIO_UNIT_UNIT_TABLE_H
#define FTNIO_UNIT_UNIT_TABLE_H

#include <cstdint>

#include "base/io_error.h"
#include "unit/unit.h"

namespace ftnio {

// Initialises the table on first use (preconnecting stdin, stdout and
// stderr as GFORTRAN_STD*_UNIT say) and returns the connected unit, or
// nullptr.  Safe under concurrent calls.  Units stay allocated for the life
// of the process, so the pointer stays valid.
Unit* find_unit(int32_t number);

// Connects an unconnected unit to the file fort.<number> as a WRITE or
// READ without OPEN does (F2018 12.5.5: preconnection on first use):
// sequential, the given form, ACTION readwrite unless the file only allows
// one direction.  Raises the statement's error and returns nullptr when the
// file cannot be opened.  Returns the unit already there if another thread
// connected it first.
Unit* connect_default_file(int32_t number, Form form, IoStatus& status);

// Flushes every unit (FLUSH of all units, SYSTEM, exit).  Units locked by
// another thread are flushed once that thread's statement ends.
void flush_all_units();

// Installs the exit-time flush and the fatal-error printer; idempotent.
void ensure_runtime_initialised();

}  // namespace ftnio

#endif  // FTNIO_UNIT_UNIT_TABLE_H
