// SPDX-License-Identifier: MIT
// A WRITE on a unit a failed OPEN left, as flang 19's runtime does it
// (L5, flang front door): left_unit_sink.h.
#include "abi_flang/left_unit_sink.h"

#include <map>
#include <mutex>

#include "abi_flang/open_rules.h"
#include "unit/close.h"
#include "unit/open.h"
#include "unit/unit_table.h"

namespace ftnio::flang {

namespace {

// The bytes each left unit has had written (its sink is gone between
// statements).
struct SinkBytes {
  std::mutex mutex;
  std::map<int32_t, int64_t> bytes;
};
SinkBytes& sink_bytes() {
  static SinkBytes* t = new SinkBytes;  // used until the process ends
  return *t;
}

CharSpec word(const char* w) {
  return CharSpec{w, std::char_traits<char>::length(w), true};
}

// A status that takes a condition without reporting it.
struct QuietStatus {
  int32_t ignored = 0;
  ErrorTarget target;
  IoStatus status;
  QuietStatus() {
    target.iostat = &ignored;
    status.init(target, Outcome::kOk);
  }
};

}  // namespace

void open_left_sink(Statement& s) {
  const bool first = !left_unit_written(s.unit);
  if (!note_left_unit_write(s.unit)) return;
  if (first) {
    SinkBytes& t = sink_bytes();
    std::lock_guard guard(t.mutex);
    t.bytes.erase(s.unit);
  }
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
  const Offset n = u->stream().size();
  {
    SinkBytes& t = sink_bytes();
    std::lock_guard guard(t.mutex);
    t.bytes[s.unit] += n > 0 ? n : 0;
  }
  CloseRequest r;
  r.unit = s.unit;
  QuietStatus q;
  close_statement(q.status, r);
}

int64_t left_unit_bytes(int32_t unit) {
  if (!left_unit_written(unit)) return -1;
  SinkBytes& t = sink_bytes();
  std::lock_guard guard(t.mutex);
  auto it = t.bytes.find(unit);
  return it == t.bytes.end() ? -1 : it->second;
}

}  // namespace ftnio::flang
