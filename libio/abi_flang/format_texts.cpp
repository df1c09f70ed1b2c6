// SPDX-License-Identifier: MIT
// flang's texts of format errors (L5, flang front door).
#include "abi_flang/format_texts.h"

namespace ftnio::flang {

namespace {

// flang looks at a format without its leading and trailing blanks, and
// quotes it so.
std::string_view trimmed(std::string_view f) {
  while (!f.empty() && f.front() == ' ') f.remove_prefix(1);
  while (!f.empty() && f.back() == ' ') f.remove_suffix(1);
  return f;
}

// Where flang's reversion restarts (F2018 13.4): the '(' of the last
// group closed at the format's top level, or the format's own '(' when
// there is none.  Character constants are skipped.
size_t reversion_paren(std::string_view f) {
  size_t target = 0;
  size_t open_at = 0;
  int depth = 0;
  for (size_t i = 0; i < f.size(); ++i) {
    const char c = f[i];
    if (c == '\'' || c == '"') {
      const size_t end = f.find(c, i + 1);
      if (end == std::string_view::npos) break;
      i = end;
    } else if (c == '(') {
      if (++depth == 2) open_at = i;
    } else if (c == ')') {
      if (depth-- == 2) target = open_at;
    }
  }
  return target;
}

// The offset flang's reversion restarts at, which its message names: it
// notes where it was before it skipped the separators and repeat count
// of the last group at the top level (F2018 13.4), the end of the edit
// before it (the ',' of "(F1.0,(1X))", 5), and steps into the group when
// that is its '(' ("((1X),F1.0)", 2).  Without such a group, 1.
size_t reversion_restart(std::string_view f) {
  const size_t paren = reversion_paren(f);
  if (paren == 0) return 1;
  size_t at = paren;
  while (at > 0 && f[at - 1] >= '0' && f[at - 1] <= '9') --at;  // count
  while (at > 0 && (f[at - 1] == ',' || f[at - 1] == ':' || f[at - 1] == ' '))
    --at;
  return f[at] == '(' ? at + 1 : at;
}

// The offset flang names for a repeat count that a ',' follows: where it
// began to look for the next edit, the ',' after the edit before the
// count or the end of that edit ("(2X,3,I2)": 3, "(2X,/ 3,I2)": 5), or
// right after the '(' ("(3,I2)": 1), counted in the format as the
// program gave it (leading blanks included).  From the core's caret
// under the ',' (its last line); npos when the ',' follows no count.
size_t count_before_comma(std::string_view format,
                          const std::string& core_text) {
  const size_t line = core_text.rfind('\n');
  if (line == std::string::npos) return std::string_view::npos;
  const size_t comma = core_text.size() - line - 2;  // the caret's column
  if (comma >= format.size() || format[comma] != ',')
    return std::string_view::npos;
  size_t at = comma;
  while (at > 0 && format[at - 1] == ' ') --at;
  if (at == 0 || format[at - 1] < '0' || format[at - 1] > '9')
    return std::string_view::npos;
  while (at > 0 && format[at - 1] >= '0' && format[at - 1] <= '9') --at;
  while (at > 0 && format[at - 1] == ' ') --at;
  if (at > 0 && format[at - 1] == ',') --at;
  return at;
}

// The offset flang names for an input edit of zero width: its letter
// (the 'E' of ES and EN), after any repeat count or scale factor.  From
// the core's caret (its last line), which is on the letter or the width
// after it; npos when there is no caret.
size_t zero_width_edit(std::string_view format, const std::string& core_text) {
  const size_t line = core_text.rfind('\n');
  if (line == std::string::npos) return std::string_view::npos;
  size_t at = core_text.size() - line - 2;  // the caret's column
  if (at >= format.size()) return std::string_view::npos;
  auto upper = [&](size_t i) { return format[i] & ~0x20; };
  while (at > 0 &&
         ((format[at] >= '0' && format[at] <= '9') || format[at] == '.'))
    --at;
  if (at > 0 && upper(at - 1) == 'E' && (upper(at) == 'S' || upper(at) == 'N'))
    --at;
  return at;
}

}  // namespace

std::string flang_format_text(std::string_view format,
                              const std::string& core_text) {
  const std::string_view f = trimmed(format);
  if (core_text.rfind("Missing initial left parenthesis in format", 0) == 0) {
    if (f.empty()) return "FORMAT missing at least one ')'";
    return "FORMAT lacks initial '('; at offset 0 in format '" +
           std::string(f) + "'";
  }
  // Only an input item meets a zero width (Parser::zero_width_runs).
  if (core_text.rfind("Zero width in format descriptor\n", 0) == 0) {
    const size_t at = zero_width_edit(format, core_text);
    if (at != std::string_view::npos)
      return "Input field width is zero; at offset " + std::to_string(at) +
             " in format '" + std::string(f) + "'";
  }
  // A letter that begins no edit descriptor.
  static constexpr std::string_view kUnexpected = "Unexpected element '";
  // A repeat count before a ',': flang names the count.
  if (core_text.rfind("Unexpected element ','", 0) == 0) {
    const size_t at = count_before_comma(format, core_text);
    if (at != std::string_view::npos)
      return "Invalid character in FORMAT; at offset " + std::to_string(at) +
             " in format '" + std::string(f) + "'";
  }
  if (core_text.rfind(kUnexpected, 0) == 0 &&
      core_text.size() > kUnexpected.size()) {
    const char c = core_text[kUnexpected.size()];
    if (c >= 'A' && c <= 'Z' &&
        std::string_view("ABDEFGHILOPRSTXZ").find(c) == std::string_view::npos)
      return std::string("Unknown '") + c + "' edit descriptor in FORMAT";
  }
  // flang reverts, and only then finds no data edit to go on with: it
  // names the place it went back to.
  if (core_text == "Insufficient data descriptors in format after reversion")
    return "Unlimited repetition in FORMAT lacks data edit descriptors; at "
           "offset " +
           std::to_string(reversion_restart(f)) + " in format '" +
           std::string(f) + "'";
  return core_text;
}

}  // namespace ftnio::flang
