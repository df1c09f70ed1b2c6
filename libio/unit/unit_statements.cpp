// SPDX-License-Identifier: MIT
// Statements and GNU intrinsics that act on a whole unit (L3).
#include "unit/unit_statements.h"

#include <climits>
#include <cstring>

#include "base/iostat.h"
#include "stream/raw_stream.h"
#include "unit/async_unit.h"

namespace ftnio {

namespace {

// The unit of a 64-bit number, none outside the 32-bit unit numbers.
Unit* find_unit_in_range(int64_t unit) {
  if (unit < INT32_MIN || unit > INT32_MAX) return nullptr;
  return find_unit(static_cast<int32_t>(unit));
}

}  // namespace

void flush_statement(IoStatus& status, int32_t unit) {
  if (unit_held_by_this_thread(unit)) {
    raise_recursive_io(status);
    return;
  }
  if (settle_async_unit(status, unit)) return;
  Unit* u = lock_unit(unit);
  status.set_unit(unit, u != nullptr ? u->file_name().c_str() : nullptr);
  if (u == nullptr) {
    // libgfortran reports this one with a negated code (docs/abi.md §7.2).
    status.raise(-kErrBadUnit, "Specified UNIT in FLUSH is not connected");
    return;
  }
  int rc = u->flush_all();
  u->unlock();
  if (rc < 0) status.raise(kErrOs, nullptr, -rc);
}

void flush_unit_intrinsic(int64_t unit) {
  if (unit < INT32_MIN || unit > INT32_MAX) return;
  if (unit_held_by_this_thread(static_cast<int32_t>(unit))) return;
  drain_async_unit(static_cast<int32_t>(unit));
  Unit* u = lock_unit(static_cast<int32_t>(unit));
  if (u == nullptr) return;
  (void)u->flush_all();  // CALL FLUSH has no way to report an error
  u->unlock();
}

int unit_fileno(int64_t unit) {
  Unit* u = find_unit_in_range(unit);
  return u == nullptr ? -1 : u->stream().fileno();
}

bool unit_isatty(int64_t unit) {
  Unit* u = find_unit_in_range(unit);
  if (u == nullptr) return false;
  FileInfo info{};
  return raw_fstat(u->stream().fileno(), &info) == 0 && info.tty;
}

}  // namespace ftnio
