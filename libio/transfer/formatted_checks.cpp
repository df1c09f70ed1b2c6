// SPDX-License-Identifier: MIT
// libgfortran's run-time checks of a data edit against its item, shared by
// formatted READ and WRITE: "Expected REAL for item 2 in formatted
// transfer, got INTEGER", with the caret under the descriptor (L4).
#include <string>

#include "base/iostat.h"
#include "base/options.h"
#include "format/format_cursor.h"
#include "transfer/formatted_state.h"

namespace ftnio {

namespace {

// flang's runtime names the edit and the item's type, without the
// format and caret lines of libgfortran's text.
bool flang_mismatch_names_edit(const DtState& st) {
  return st.policy.texts_name_edit_and_item;
}

}  // namespace

bool require_item_type(DtState& st, const FormatOp& op, ItemType want,
                       ItemType got) {
  if (want == got) return true;
  if (flang_mismatch_names_edit(st)) {
    raise_format_error(st, flang_mismatch_text(
                               op.kind, got, st.direction == Direction::kRead));
    return false;
  }
  FormattedState& f = *st.fmt;
  std::string msg = std::string("Expected ") + item_type_name(want) +
                    " for item " + std::to_string(f.item_count) +
                    " in formatted transfer, got " + item_type_name(got);
  raise_format_error(
      st, format_error_text(msg, f.cursor.caret(op), f.program->source()));
  return false;
}

bool radix_type_ok(DtState& st, const FormatOp& op, ItemType type) {
  const CompileOptions& o = compile_options();
  if (!(o.allow_std & kStdGnu) && !require_numeric_item(st, op, type))
    return false;
  return (o.allow_std & kStdF2008) ||
         require_item_type(st, op, ItemType::kInteger, type);
}

bool require_numeric_item(DtState& st, const FormatOp& op, ItemType got) {
  if (got == ItemType::kInteger || got == ItemType::kReal ||
      got == ItemType::kComplex)
    return true;
  FormattedState& f = *st.fmt;
  std::string msg = "Expected numeric type for item " +
                    std::to_string(f.item_count) +
                    " in formatted transfer, got " + item_type_name(got);
  raise_format_error(
      st, format_error_text(msg, f.cursor.caret(op), f.program->source()));
  return false;
}

void raise_format_error(DtState& st, const std::string& text) {
  st.status.raise(kErrFormat, text.c_str());
}

}  // namespace ftnio
