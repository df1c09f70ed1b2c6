// SPDX-License-Identifier: MIT
// The CLOSE statement entry point (L5).
#include <cstdint>

#include "abi/entry.h"
#include "abi/st_parameter.h"
#include "abi/unit_statement.h"
#include "unit/close.h"
#include "unit/io_report.h"
#include "unit/unit_table.h"

using namespace ftnio::abi;

namespace {
constexpr uint32_t kCloseStatus = 1u << 7;  // STATUS= present
}  // namespace

FTNIO_EXPORT void FTNIO_ENTRY(st_close)(Close* c) {
  ftnio::ensure_runtime_initialised();
  ftnio::IoStatus status;
  init_status(status, c->common);
  ftnio::CloseRequest req;
  req.unit = c->common.unit;
  req.status = char_spec(c->common.flags, kCloseStatus, c->status);
  req.source_file = c->common.filename;
  req.line = c->common.line;
  ftnio::Unit* u = ftnio::find_unit(req.unit);
  status.set_unit(req.unit, u != nullptr ? u->file_name().c_str() : nullptr);
  ftnio::report_statement(req.unit, ftnio::StatementKind::kClose);
  ftnio::close_statement(status, req);
  set_libreturn(c->common, status.outcome());
}
