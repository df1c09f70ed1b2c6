// SPDX-License-Identifier: MIT
// A WRITE on a unit a failed OPEN left, as flang 19's runtime does it
// (L5, flang front door): left_unit_sink.h.
#include "abi_flang/left_unit_sink.h"

#include "abi_flang/open_rules.h"
#include "abi_flang/quiet_status.h"
#include "unit/close.h"
#include "unit/open.h"
#include "unit/unit_table.h"

namespace ftnio::flang {

namespace {

CharSpec word(const char* w) {
  return CharSpec{w, std::char_traits<char>::length(w), true};
}

}  // namespace

void open_left_sink(Statement& s) {
  if (!note_left_unit_write(s.unit)) return;
  OpenRequest r;
  r.unit = s.unit;
  r.status = word("SCRATCH");
  r.access = word("SEQUENTIAL");
  r.action = word("READWRITE");
  r.form = word(s.req.form == TransferForm::kUnformatted ? "UNFORMATTED"
                                                         : "FORMATTED");
  QuietStatus q;
  (void)open_statement(q.status, r);
  s.left_sink = !q.status.failed();
}

void close_left_sink(Statement& s) {
  s.left_sink = false;
  Unit* u = find_unit(s.unit);
  if (u == nullptr || !u->connected()) return;
  add_left_unit_bytes(s.unit, u->stream().size());
  CloseRequest r;
  r.unit = s.unit;
  QuietStatus q;
  close_statement(q.status, r);
}

}  // namespace ftnio::flang
