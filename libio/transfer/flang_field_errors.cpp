// SPDX-License-Identifier: MIT
// LLVM flang 19's texts for a formatted input field that does not convert
// (L4): they name the offending character ("Bad character 'x' in
// LOGICAL input field", "... in B/O/Z input field"), or tell an empty L
// field, or a B, O or Z value too wide for its item ("B/O/Z input of 4
// digits overflows 1-byte variable", IOSTAT 1034 at the front door).
// Learnt by running programs under flang's runtime.
#include <string>

#include "base/iostat.h"
#include "conv/edit_in.h"
#include "transfer/formatted_state.h"

namespace ftnio {

namespace {

// flang prints the character with "%lc": a NUL ends the text there.
std::string bad_character_text(char c, const char* what) {
  std::string text("Bad character '");
  if (c == '\0') return text;
  text.push_back(c);
  return text + "' in " + what + " input field";
}

// L: blanks, an optional '.', then T or F; `tail` is what follows the
// field's characters (see FieldTail).
std::string logical_text(std::string_view field, FieldTail tail) {
  size_t i = 0;
  while (i < field.size() && field[i] == ' ') ++i;
  bool dot = i < field.size() && field[i] == '.';
  if (dot) ++i;
  if (i < field.size()) return bad_character_text(field[i], "LOGICAL");
  switch (tail) {
    case FieldTail::kComma: return bad_character_text(',', "LOGICAL");
    case FieldTail::kPadBlank: return bad_character_text(' ', "LOGICAL");
    case FieldTail::kTrailingBlanks:
      if (dot) return bad_character_text(' ', "LOGICAL");
      break;
    case FieldTail::kNone: break;
  }
  return "Empty LOGICAL input field";
}

// B, O, Z: the field as flang scans it (conv::flang_radix_scan); the
// bits of its significant digits must fit in bytes.
std::string radix_text(std::string_view field, int base, size_t bytes, bool bz,
                       char comma, size_t record_chars) {
  const conv::FlangRadixScan scan =
      conv::flang_radix_scan(field, base, bz, comma, record_chars);
  if (scan.bad != std::string_view::npos)
    return bad_character_text(field[scan.bad], "B/O/Z");
  if (static_cast<size_t>(scan.bits + 7) / 8 <= bytes) return std::string();
  return "B/O/Z input of " + std::to_string(scan.digits) +
         " digits overflows " + std::to_string(bytes) + "-byte variable";
}

bool blank(char c) { return c == ' ' || c == '\t'; }
bool letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool digit(char c) { return c >= '0' && c <= '9'; }
bool exponent_letter(char c) {
  return c == 'e' || c == 'E' || c == 'd' || c == 'D' || c == 'q' || c == 'Q';
}

// Whether s is word (lower case), in any case.
bool equals_word(std::string_view s, const char* word) {
  size_t n = 0;
  for (; word[n] != '\0'; ++n)
    if (n >= s.size() || (s[n] | 0x20) != word[n]) return false;
  return n == s.size();
}

// Inf, Infinity and NaN, in any case, are the words of a real value.
bool real_value_word(std::string_view w) {
  return equals_word(w, "inf") || equals_word(w, "infinity") ||
         equals_word(w, "nan");
}

// Where flang's scan of a real field (its ScanRealInput) stops at a bad
// character: the index of the character it consumed last, or -1 when it
// finds none (a value, or a form this scan leaves to the core's text);
// for a field whose value starts with a letter I or N, *word_start and
// *word_end are where its letters start and end (else both stay 0).
// *to_end tells whether a scan that failed ran to the field's end first
// (an exponent the end cut short).
int64_t bad_real_index(std::string_view f, bool bz, char point,
                       size_t* word_start, size_t* word_end,
                       bool* to_end = nullptr) {
  bool ignored;
  if (to_end == nullptr) to_end = &ignored;
  *to_end = false;
  // A ',' after the value ends it, unless it is the decimal symbol.
  auto separator = [point](char c) { return c == ',' && point != ','; };
  const size_t n = f.size();
  size_t i = 0;
  while (i < n && blank(f[i])) ++i;
  if (i < n && (f[i] == '+' || f[i] == '-'))
    for (++i; i < n && blank(f[i]);) ++i;
  if (i >= n || separator(f[i]) || (!bz && blank(f[i]))) return -1;
  const char first = f[i];
  if (first == 'n' || first == 'N' || first == 'i' || first == 'I') {
    // Letters, then blanks, then a separator or the field's end ("Inf;"
    // under DECIMAL='POINT' fails at the ';', "Inf,1" under 'COMMA' at
    // the ',').
    *word_start = i;
    while (i < n && letter(f[i])) ++i;
    *word_end = i;
    if (i < n && f[i] == '(') return -1;  // NaN(...): the core's text
    while (i < n && blank(f[i])) ++i;
    return i < n && !separator(f[i]) ? static_cast<int64_t>(i) : -1;
  }
  if (first == '0' && i + 1 < n && (f[i + 1] == 'x' || f[i + 1] == 'X'))
    return -1;
  if (first == point || digit(first) || exponent_letter(first)) {
    bool seen_point = false;
    for (; i < n; ++i) {
      if (blank(f[i]) || digit(f[i])) continue;
      if (f[i] == point && !seen_point) {
        seen_point = true;
        continue;
      }
      break;
    }
    if (i >= n || separator(f[i])) return -1;
    // An exponent: its letter, blanks, a sign, then digits (blanks too).
    const size_t letter = i;
    size_t j = i;
    if (exponent_letter(f[j]))
      for (++j; j < n && blank(f[j]);) ++j;
    bool good = false;
    if (j < n && (f[j] == '+' || f[j] == '-' || digit(f[j]))) {
      if (!digit(f[j])) ++j;
      for (; j < n && (digit(f[j]) || blank(f[j])); ++j)
        good = good || digit(f[j]) || bz;
    }
    // No good exponent: flang goes back to after its letter (or the
    // character that is none) and fails there.
    if (!good) {
      *to_end = j >= n;
      return static_cast<int64_t>(letter);
    }
    i = j;
  }
  while (i < n && blank(f[i])) ++i;
  if (i < n && !separator(f[i])) return static_cast<int64_t>(i);
  return -1;
}

// I or G on an INTEGER item: blanks, a sign, then digits and blanks.
bool integer_scan_reaches_end(std::string_view f) {
  size_t i = 0;
  while (i < f.size() && blank(f[i])) ++i;
  if (i < f.size() && (f[i] == '+' || f[i] == '-')) ++i;
  while (i < f.size() && (blank(f[i]) || digit(f[i]))) ++i;
  return i >= f.size();
}

// L: blanks and a '.'; a T or F ends the scan there (the rest of the
// field is skipped unread), as does a bad character.
bool logical_scan_reaches_end(std::string_view f) {
  size_t i = 0;
  while (i < f.size() && blank(f[i])) ++i;
  if (i < f.size() && f[i] == '.') ++i;
  return i >= f.size();
}

}  // namespace

bool flang_scan_reaches_end(const DtState& st, EditKind k, bool logical,
                            std::string_view field) {
  const FormattedState& f = *st.fmt;
  if (k == EditKind::kB || k == EditKind::kO || k == EditKind::kZ)
    return conv::flang_radix_scan(field,
                                  k == EditKind::kB   ? 2
                                  : k == EditKind::kO ? 8
                                                      : 16,
                                  f.blank_zero, ',')
               .bad == std::string_view::npos;
  if (logical) return logical_scan_reaches_end(field);
  if (k == EditKind::kI) return integer_scan_reaches_end(field);
  size_t word_start = 0, word_end = 0;
  bool to_end = false;
  return bad_real_index(field, f.blank_zero, f.modes.decimal_comma ? ',' : '.',
                        &word_start, &word_end, &to_end) < 0 ||
         to_end;
}

size_t flang_radix_field_stop(const DtState& st, std::string_view field) {
  // (the digits are valid: the field converted)
  return conv::flang_radix_scan(field, 16, st.fmt->blank_zero, ',').stop;
}

bool flang_real_word_refused(const DtState& st, std::string_view field) {
  size_t word_start = 0, word_end = 0;
  const int64_t at = bad_real_index(field, st.fmt->blank_zero,
                                    st.fmt->modes.decimal_comma ? ',' : '.',
                                    &word_start, &word_end);
  return at >= 0 && word_end > word_start;
}

bool flang_real_field_error(DtState& st, std::string_view field, int64_t start,
                            int64_t after, int64_t record) {
  const FormattedState& f = *st.fmt;
  size_t word_start = 0, word_end = 0;
  int64_t at =
      bad_real_index(field, f.blank_zero, f.modes.decimal_comma ? ',' : '.',
                     &word_start, &word_end);
  std::string text;
  if (at >= 0) {
    text = "Bad real input data at column " + std::to_string(start + at + 2);
  } else if (word_end > word_start &&
             (word_end >= field.size() || field[word_end] != '(') &&
             !real_value_word(
                 field.substr(word_start, word_end - word_start))) {
    text = "Trailing characters after real input data at column " +
           std::to_string(after + 1);
  } else {
    return false;
  }
  text += " of record " + std::to_string(record);
  st.status.raise(kErrReadValue, text.c_str());
  return true;
}

bool flang_field_error(DtState& st, EditKind k, bool logical,
                       std::string_view field, FieldTail tail, size_t bytes,
                       size_t record_chars) {
  std::string text;
  if (k == EditKind::kB || k == EditKind::kO || k == EditKind::kZ) {
    text = radix_text(field,
                      k == EditKind::kB   ? 2
                      : k == EditKind::kO ? 8
                                          : 16,
                      bytes, st.fmt->blank_zero, ',', record_chars);
    if (text.rfind("B/O/Z input of ", 0) == 0) {
      st.status.raise(kErrReadOverflow, text.c_str());
      return true;
    }
  } else if (logical) {
    text = logical_text(field, tail);
  }
  if (text.empty()) return false;
  st.status.raise(kErrReadValue, text.c_str());
  return true;
}

}  // namespace ftnio
