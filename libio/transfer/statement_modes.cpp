// SPDX-License-Identifier: MIT
// Changeable-mode specifiers of a data transfer statement (L4).
#include "transfer/statement_modes.h"

#include <string>

#include "base/iostat.h"
#include "base/options.h"
#include "unit/keywords.h"

namespace ftnio {

namespace {

// Decodes one specifier; false after raising libgfortran's error.
template <typename Mode>
bool decode(DtState& st, const SpecText& text, KeywordTable table,
            const char* name, Mode* out) {
  if (text.ptr == nullptr) return true;
  int v = match_keyword(text.ptr, text.len, table);
  if (v < 0) {
    std::string msg =
        std::string("Bad ") + name + " parameter in data transfer statement";
    st.status.raise(kErrBadOption, msg.c_str());
    return false;
  }
  *out = static_cast<Mode>(v);
  return true;
}

bool any_given(const ModeSpecifiers& s) {
  return s.blank.ptr || s.decimal.ptr || s.delim.ptr || s.pad.ptr ||
         s.round.ptr || s.sign.ptr;
}

}  // namespace

bool apply_statement_modes(DtState& st, const ModeSpecifiers& specs) {
  if (!any_given(specs)) return true;
  ConnectionModes m = st.unit->modes();
  // libgfortran's order of checks.
  if (!decode(st, specs.decimal, kDecimalKeywords, "DECIMAL", &m.decimal) ||
      !decode(st, specs.round, kRoundKeywords, "ROUND", &m.round) ||
      !decode(st, specs.sign, kSignKeywords, "SIGN", &m.sign) ||
      !decode(st, specs.blank, kBlankKeywords, "BLANK", &m.blank) ||
      !decode(st, specs.delim, kDelimKeywords, "DELIM", &m.delim) ||
      !decode(st, specs.pad, kPadKeywords, "PAD", &m.pad))
    return false;
  st.unit->override_modes(m);
  return true;
}

}  // namespace ftnio
