// SPDX-License-Identifier: MIT
// Namelist query forms on standard input (L4).  libgfortran's output is
// reproduced as it comes out, quirks included: it first ends the current
// record of standard output, leaves the last line unterminated, drops the
// group name's last letter in the "?" list (overwritten in its buffer),
// and in the "=?" listing writes strings without delimiters.
#include "transfer/namelist_query.h"

#include <cstdio>
#include <string>

#include "base/options.h"
#include "transfer/namelist_items.h"
#include "transfer/namelist_write.h"
#include "transfer/record_out.h"
#include "unit/unit_table.h"

namespace ftnio {

namespace {

void list_names(DtState& out, const NamelistGroup& g) {
  std::string text = "&";
  if (!g.name.empty()) text += g.name.substr(0, g.name.size() - 1);
  for (const NmlObject& o : g.objects) text += " " + o.name;
  text += "&end\n";
  record_put(out, text.data(), text.size());
}

}  // namespace

void namelist_query(DtState& st, char what) {
  if (st.unit == nullptr || st.namelist == nullptr ||
      st.unit->number() != env_options().stdin_unit)
    return;
  int32_t number = env_options().stdout_unit;
  if (number < 0 || number == st.unit->number()) return;
  Unit* u = lock_unit(number);
  if (u == nullptr) return;
  DtState out{};
  out.status.init(ErrorTarget{}, Outcome::kOk);
  out.unit = u;
  out.form = TransferForm::kNamelist;
  out.direction = Direction::kWrite;
  out.namelist = st.namelist;
  out.list_options = st.list_options;
  out.policy = st.policy;
  // Whether a statement already ran on the unit decides libgfortran's
  // separators after strings (its per-statement DELIM state).
  const int64_t pos_before = u->record().stream_pos;
  bool used = pos_before > 0;
  if (u->record().mode != IoMode::kWriting) {
    Offset ahead = 0;
    u->reset_record_buffer(&ahead);
    u->record().mode = IoMode::kWriting;
  }
  u->record().pending_nonadvancing_write = false;
  u->fbuf().seek(0, SEEK_END);
  record_put(out, "\n", 1);
  if (what == '=')
    namelist_write_query(out, used);
  else
    list_names(out, *st.namelist);
  u->fbuf().seek(0, SEEK_END);
  u->flush_record(true);
  // Not a statement of the unit: what decides `used` stays as it was.
  u->record().stream_pos = pos_before;
  u->unlock();
}

}  // namespace ftnio
