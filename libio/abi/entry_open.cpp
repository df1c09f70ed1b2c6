// SPDX-License-Identifier: MIT
// The OPEN statement entry point (L5).
#include <cstdint>

#include "abi/dt_access.h"
#include "abi/entry.h"
#include "unit/io_report.h"
#include "abi/st_parameter.h"
#include "abi/unit_statement.h"
#include "unit/open.h"
#include "unit/unit_table.h"

using namespace ftnio::abi;

namespace {

// Per-statement bits of the OPEN block (docs/abi.md §3.2).
enum OpenFlag : uint32_t {
  kOpenRecl = 1u << 7,
  kOpenFile = 1u << 8,
  kOpenStatus = 1u << 9,
  kOpenAccess = 1u << 10,
  kOpenForm = 1u << 11,
  kOpenBlank = 1u << 12,
  kOpenPosition = 1u << 13,
  kOpenAction = 1u << 14,
  kOpenDelim = 1u << 15,
  kOpenPad = 1u << 16,
  kOpenConvert = 1u << 17,
  kOpenDecimal = 1u << 18,
  kOpenEncoding = 1u << 19,
  kOpenRound = 1u << 20,
  kOpenSign = 1u << 21,
  kOpenAsynchronous = 1u << 22,
  kOpenNewunit = 1u << 23,
  kOpenReadonly = 1u << 24,
  kOpenCc = 1u << 25,
  kOpenShare = 1u << 26,
};

ftnio::OpenRequest request_of(const Open& o) {
  uint32_t f = o.common.flags;
  ftnio::OpenRequest r;
  r.unit = o.common.unit;
  r.newunit = (f & kOpenNewunit) != 0;
  r.has_recl = (f & kOpenRecl) != 0;
  r.recl = r.has_recl ? o.recl_in : 0;
  r.readonly = (f & kOpenReadonly) != 0 && o.readonly != 0;
  r.file = char_spec(f, kOpenFile, o.file);
  r.status = char_spec(f, kOpenStatus, o.status);
  r.access = char_spec(f, kOpenAccess, o.access);
  r.form = char_spec(f, kOpenForm, o.form);
  r.blank = char_spec(f, kOpenBlank, o.blank);
  r.position = char_spec(f, kOpenPosition, o.position);
  r.action = char_spec(f, kOpenAction, o.action);
  r.delim = char_spec(f, kOpenDelim, o.delim);
  r.pad = char_spec(f, kOpenPad, o.pad);
  r.convert = char_spec(f, kOpenConvert, o.convert);
  r.decimal = char_spec(f, kOpenDecimal, o.decimal);
  r.encoding = char_spec(f, kOpenEncoding, o.encoding);
  r.round = char_spec(f, kOpenRound, o.round);
  r.sign = char_spec(f, kOpenSign, o.sign);
  r.asynchronous = char_spec(f, kOpenAsynchronous, o.asynchronous);
  r.cc = char_spec(f, kOpenCc, o.cc);
  r.share = char_spec(f, kOpenShare, o.share);
  r.source_file = o.common.filename;
  r.line = o.common.line;
  return r;
}

}  // namespace

FTNIO_EXPORT void FTNIO_ENTRY(st_open)(Open* o) {
  ftnio::ensure_runtime_initialised();
  ftnio::IoStatus status;
  init_status(status, o->common);
  ftnio::OpenRequest req = request_of(*o);
  ftnio::Unit* u = req.newunit ? nullptr : ftnio::find_unit(req.unit);
  status.set_unit(req.newunit ? 0 : req.unit,
                  u != nullptr ? u->file_name().c_str() : nullptr);
  int32_t unit = ftnio::open_statement(status, req);
  if (req.newunit && status.ok()) *o->newunit = unit;
  if (status.ok())
    ftnio::report_statement(req.newunit ? unit : req.unit,
                            ftnio::StatementKind::kOpen);
  set_libreturn(o->common, status.outcome());
}
