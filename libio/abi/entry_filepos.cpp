// SPDX-License-Identifier: MIT
// The REWIND, BACKSPACE and ENDFILE statement entry points (L5).
#include "abi/entry.h"
#include "abi/st_parameter.h"
#include "abi/unit_statement.h"
#include "unit/file_pos.h"
#include "unit/io_report.h"
#include "unit/unit_table.h"

using namespace ftnio::abi;

namespace {

// Runs body unless a condition was raised before the call (then
// common.unit may not even hold the program's unit).
template <typename Body>
void run_filepos(Filepos* fp, ftnio::StatementKind kind, Body body) {
  ftnio::ensure_runtime_initialised();
  ftnio::IoStatus status;
  init_status(status, fp->common);
  status.set_unit(fp->common.unit, nullptr);
  if (!status.failed()) body(status, fp->common);
  ftnio::report_statement(fp->common.unit, kind);
  set_libreturn(fp->common, status.outcome());
}

}  // namespace

FTNIO_EXPORT void FTNIO_ENTRY(st_rewind)(Filepos* fp) {
  run_filepos(fp, ftnio::StatementKind::kRewind,
              [](ftnio::IoStatus& st, const Common& c) {
                ftnio::rewind_statement(st, c.unit);
              });
}

FTNIO_EXPORT void FTNIO_ENTRY(st_backspace)(Filepos* fp) {
  run_filepos(fp, ftnio::StatementKind::kBackspace,
              [](ftnio::IoStatus& st, const Common& c) {
                ftnio::backspace_statement(st, c.unit);
              });
}

FTNIO_EXPORT void FTNIO_ENTRY(st_endfile)(Filepos* fp) {
  run_filepos(fp, ftnio::StatementKind::kEndfile,
              [](ftnio::IoStatus& st, const Common& c) {
                ftnio::endfile_statement(st, c.unit, c.filename, c.line);
              });
}
