// SPDX-License-Identifier: MIT
// FLUSH and WAIT statements and the GNU unit intrinsics that are already
// implemented: CALL FLUSH, FNUM, ISATTY (L5).
#include <cstdint>

#include "abi/dt_access.h"
#include "abi/entry.h"
#include "abi/st_parameter.h"
#include "unit/async_unit.h"
#include "unit/io_report.h"
#include "unit/unit_statements.h"

using namespace ftnio::abi;

namespace {

void run_statement(Common* c, void (*body)(ftnio::IoStatus&, int32_t)) {
  ftnio::IoStatus status;
  status.init(error_target_of(*c),
              static_cast<ftnio::Outcome>(c->flags & kLibreturnMask));
  if (!status.failed()) body(status, c->unit);
  set_libreturn(*c, status.outcome());
}

}  // namespace

FTNIO_EXPORT void FTNIO_ENTRY(st_flush)(Filepos* fp) {
  run_statement(&fp->common, ftnio::flush_statement);
  ftnio::report_statement(fp->common.unit, ftnio::StatementKind::kFlush);
}

// gfortran 8's WAIT; a no-op in libgfortran 9 and later too.
FTNIO_EXPORT void FTNIO_ENTRY(st_wait)(Wait*) {}

// WAIT (gfortran 9 and later): see unit/async_unit.h.
FTNIO_EXPORT void FTNIO_ENTRY(st_wait_async)(Wait* w) {
  ftnio::IoStatus status;
  status.init(error_target_of(w->common),
              static_cast<ftnio::Outcome>(w->common.flags & kLibreturnMask));
  if (!status.failed())
    ftnio::wait_statement(status, w->common.unit,
                          (w->common.flags & kWaitId) ? w->id : nullptr);
  ftnio::report_statement(w->common.unit, ftnio::StatementKind::kWait);
  set_libreturn(w->common, status.outcome());
}

FTNIO_EXPORT void FTNIO_ENTRY(flush_i4)(int32_t* unit) {
  if (unit == nullptr)
    ftnio::flush_all_units();
  else
    ftnio::flush_unit_intrinsic(*unit);
}
FTNIO_EXPORT void FTNIO_ENTRY(flush_i8)(int64_t* unit) {
  if (unit == nullptr)
    ftnio::flush_all_units();
  else
    ftnio::flush_unit_intrinsic(*unit);
}

FTNIO_EXPORT int32_t FTNIO_ENTRY(fnum_i4)(int32_t* unit) {
  return ftnio::unit_fileno(*unit);
}
FTNIO_EXPORT int64_t FTNIO_ENTRY(fnum_i8)(int64_t* unit) {
  return ftnio::unit_fileno(*unit);
}

FTNIO_EXPORT int32_t FTNIO_ENTRY(isatty_l4)(int* unit) {
  return ftnio::unit_isatty(*unit) ? 1 : 0;
}
FTNIO_EXPORT int64_t FTNIO_ENTRY(isatty_l8)(int* unit) {
  return ftnio::unit_isatty(*unit) ? 1 : 0;
}
