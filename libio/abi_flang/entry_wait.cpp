// SPDX-License-Identifier: MIT
// flang's WAIT statement and ID= of an asynchronous transfer (L5, flang
// front door): flang 19 transfers at once, so WAIT only gives back the
// IDs (async_ids.h, statement.cpp run_wait).
#include "abi_flang/flang_api.h"
#include "abi_flang/statement.h"

using namespace ftnio::flang;

namespace Fortran::runtime::io {

Cookie IONAME(BeginWait)(ExternalUnit unit, AsynchronousId id, const char* file,
                         int line) {
  Statement* s = new_statement(CookieKind::kWait, file, line);
  s->unit = core_unit(unit);
  s->wait_id = id;
  return cookie_of(s);
}
Cookie IONAME(BeginWaitAll)(ExternalUnit unit, const char* file, int line) {
  return IONAME(BeginWait)(unit, 0, file, line);
}

// The ID is taken when the transfer starts in the core.
AsynchronousId IONAME(GetAsynchronousId)(Cookie c) {
  Statement& s = *statement_of(c);
  if (s.kind == CookieKind::kTransfer) ensure_started(s);
  return s.async_id;
}

}  // namespace Fortran::runtime::io
