// SPDX-License-Identifier: MIT
// The changeable modes a data transfer statement sets for itself (L4).
#include "transfer/statement_modes.h"

#include "base/iostat.h"
#include "unit/keywords.h"

namespace ftnio {

namespace {

// The value of one specifier, or -1 when it is absent; raises and returns
// -2 when it names no keyword of table.
int decode(DtState& st, const ModeText& t, KeywordTable table,
           const char* message) {
  if (t.p == nullptr) return -1;
  int v = match_keyword(t.p, t.n, table);
  if (v < 0) {
    st.status.raise(kErrBadOption, message);
    return -2;
  }
  return v;
}

}  // namespace

bool apply_statement_modes(DtState& st, const TransferRequest& req) {
  const StatementModes& s = req.modes;
  int decimal = decode(st, s.decimal, kDecimalKeywords,
                       "Bad DECIMAL parameter in data transfer statement");
  if (decimal == -2) return false;
  int round = decode(st, s.round, kRoundKeywords,
                     "Bad ROUND parameter in data transfer statement");
  if (round == -2) return false;
  int sign = decode(st, s.sign, kSignKeywords,
                    "Bad SIGN parameter in data transfer statement");
  if (sign == -2) return false;
  int blank = decode(st, s.blank, kBlankKeywords,
                     "Bad BLANK parameter in data transfer statement");
  if (blank == -2) return false;
  int delim = decode(st, s.delim, kDelimKeywords,
                     "Bad DELIM parameter in data transfer statement");
  if (delim == -2) return false;
  int pad = decode(st, s.pad, kPadKeywords,
                   "Bad PAD parameter in data transfer statement");
  if (pad == -2) return false;
  if ((decimal & round & sign & blank & delim & pad) == -1) return true;
  RecordState& r = st.unit->record();
  ConnectionModes& m = st.unit->mutable_modes();
  r.connection_modes = m;
  r.statement_modes = true;
  if (decimal >= 0) m.decimal = static_cast<DecimalMode>(decimal);
  if (round >= 0) m.round = static_cast<RoundMode>(round);
  if (sign >= 0) m.sign = static_cast<SignMode>(sign);
  if (blank >= 0) m.blank = static_cast<BlankMode>(blank);
  if (delim >= 0) m.delim = static_cast<Delim>(delim);
  if (pad >= 0) m.pad = static_cast<PadMode>(pad);
  return true;
}

void restore_statement_modes(DtState& st) {
  RecordState& r = st.unit->record();
  if (!r.statement_modes) return;
  st.unit->mutable_modes() = r.connection_modes;
  r.statement_modes = false;
}

}  // namespace ftnio
