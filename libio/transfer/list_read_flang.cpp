// SPDX-License-Identifier: MIT
// List-directed INTEGER and REAL values as LLVM flang 19 reads them
// (list_read_flang.h) (L4).
//
// flang scans a value a character at a time (conv/edit_in_list_flang.cpp
// has its rules) and reports a bad one with its own texts, which name
// the column and record.  A repeat count "r*c" does not repeat a
// converted value: flang reads c again for each of the r items, by that
// item's type and kind, so "2*1.5" fills a REAL(4) and a REAL(16) item
// alike and gives an INTEGER item "Bad character '.'".  The value's text
// is kept for that (ListRead::repeat_text).
#include "transfer/list_read_flang.h"

#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>
#include <string_view>

#include "base/iostat.h"
#include "transfer/formatted_state.h"
#include "transfer/input_window.h"
#include "transfer/list_read_scan.h"

namespace ftnio::detail {

using conv::FlangInt;
using conv::FlangReal;
using conv::InItem;
using conv::InStatus;

namespace {

constexpr int64_t kMaxRepeat = 200000000;  // larger: the general scan's error

// Whether flang's scan reads the value at the start of s, and where the
// value proper starts (*prefix: the length of an "r*" before it, whose r
// is *count).  False for what the general scan reads (list_read_flang.h).
bool flang_scans_value(const ListRead& L, std::string_view s, size_t* prefix,
                       int64_t* count) {
  *prefix = 0;
  *count = 1;
  if (s.empty() || L.ends_value(static_cast<unsigned char>(s[0])) ||
      name_ends_values(L, s))
    return false;
  const size_t n = repeat_prefix_length(s);
  if (n == 0) return true;
  if (L.namelist || !L.statement().policy.repeat_counts_flang) return false;
  // A count flang gives up: the digits are the value, which the '*' ends.
  if (count_given_up_flang(s.substr(0, n - 1))) return true;  // (no count)
  int64_t r = 0;
  for (size_t i = 0; i + 1 < n; ++i) r = r * 10 + (s[i] - '0');
  // A zero is no count either: the digits are the value, which the '*'
  // ends (a REAL's is then followed by no separator, IOSTAT 1046).
  if (r == 0) return true;
  if (r > kMaxRepeat) return false;
  const std::string_view v = s.substr(n);
  if (v.empty() || L.ends_value(static_cast<unsigned char>(v[0])))
    return false;  // ("r*": null values)
  *prefix = n;
  *count = r;
  return true;
}

// A value read with "r*" before it (t.text[prefix, used)): the count and
// the text the later items read again.
void start_repeat(ListRead& L, const ListText& t, size_t prefix, size_t used,
                  int64_t count) {
  if (count <= 1) return;
  L.repeat_count = count;
  L.repeat_text.assign(t.text.substr(prefix, used - prefix));
  L.repeat_column = t.column + static_cast<int64_t>(prefix);
}

// After a value of the type read from t.text[prefix, used): its
// separator passed, a value known to repeat (saved_known) and a
// repeat count started.
void value_read(ListRead& L, const ListText& t, ItemType type, size_t prefix,
                size_t used, int64_t count) {
  L.eat_separator();
  L.saved_known = true;
  L.saved_type = type;
  start_repeat(L, t, prefix, used, count);
}

// flang's texts for an INTEGER value that did not convert.
std::string integer_error_text(FlangInt status, char bad) {
  if (status == FlangInt::kAbsent)
    return "Integer value absent from NAMELIST or list-directed input";
  return std::string("Bad character '") + bad + "' in INTEGER input field";
}

// flang's texts for a REAL value that did not convert (or was followed by
// a character that separates no values, kStray), at a 0-based column of
// the record.
std::string real_error_text(const DtState& st, FlangReal status, int64_t column,
                            char bad) {
  const std::string where = "column " + std::to_string(column + 1);
  const std::string record = std::to_string(flang_record_number(st));
  if (status == FlangReal::kNoValue)
    return "Bad real input data at " + where + " of record " + record;
  if (status == FlangReal::kTrailing)
    return "Trailing characters after real input data at " + where +
           " of record " + record;
  char hex[16];
  std::snprintf(hex, sizeof hex, "%x", static_cast<unsigned char>(bad));
  return std::string("invalid character (0x") + hex +
         ") after list-directed input value, at " + where + " in record " +
         record;
}

// Ends the statement with a bad value's error.  The rest of the record is
// skipped first; a value read again has its separator passed, and where
// that was the record's end nothing is left to skip.
void fail_value(DtState& st, ListRead& L, const std::string& text,
                bool read_again) {
  if (!read_again || !L.at_eol) L.eat_line();
  st.status.raise(kErrReadValue, text.c_str());
}

// Ends the statement with an overflow's error (after the value's
// separator): flang leaves the record as after any failed value
// (fail_value), the next READ starting at the next record; a namelist
// READ stays where it is.
void fail_overflow(ListRead& L, InStatus status, InItem item) {
  if (!L.namelist && !L.at_eol) L.eat_line();
  L.raise(status, item);
}

// Whether s is "NaN" with an optional sign, in any case.
bool is_nan_word(std::string_view s) {
  if (!s.empty() && (s[0] == '+' || s[0] == '-')) s.remove_prefix(1);
  return s.size() == 3 && (s[0] | 0x20) == 'n' && (s[1] | 0x20) == 'a' &&
         (s[2] | 0x20) == 'n';
}

// A character of the scanned text, or a blank past its end.
char char_at(std::string_view s, size_t i) { return i < s.size() ? s[i] : ' '; }

// A CHARACTER(kind=1) item given the repeated text, blank-padded.
void store_text(void* p, size_t size, std::string_view s) {
  const size_t n = s.size() < size ? s.size() : size;
  std::memcpy(p, s.data(), n);
  std::memset(static_cast<char*>(p) + n, ' ', size - n);
}

}  // namespace

bool read_integer_flang(DtState& st, ListRead& L, int kind,
                        const conv::InModes& m) {
  bool general = true;
  size_t prefix = 0;
  int64_t count = 1;
  conv::FlangIntResult got{FlangInt::kOk, 0};
  ListText t;
  scan_token(st, L, &t, [&](std::string_view s, bool) {
    if (const size_t n = conv::plain_integer_flang(s, kind, L.value, m)) {
      general = false;
      got = {FlangInt::kOk, n};
      return conv::ListResult{InStatus::kOk, 1, n};
    }
    general = !flang_scans_value(L, s, &prefix, &count);
    if (!general) {
      got = conv::list_integer_flang(s.substr(prefix), kind, L.value, m);
      got.used += prefix;
    }
    return conv::ListResult{InStatus::kOk, 1, general ? 0 : got.used};
  });
  if (general) return false;
  L.consume(t, got.used);
  switch (got.status) {
    case FlangInt::kOk:
      value_read(L, t, ItemType::kInteger, prefix, got.used, count);
      return true;
    case FlangInt::kOverflow:
      L.eat_separator();
      fail_overflow(L, InStatus::kOverflow, InItem::kListInteger);
      return true;
    default:
      fail_value(st, L,
                 integer_error_text(got.status, char_at(t.text, got.used)),
                 false);
      return true;
  }
}

bool read_real_flang(DtState& st, ListRead& L, void* dest, int kind,
                     const conv::InModes& m) {
  size_t prefix = 0;
  int64_t count = 1;
  conv::FlangRealResult got{FlangReal::kGeneral, 0};
  ListText t;
  scan_token(st, L, &t, [&](std::string_view s, bool) {
    if (!flang_scans_value(L, s, &prefix, &count)) {
      got.status = FlangReal::kGeneral;
      return conv::ListResult{InStatus::kOk, 1, 0};
    }
    got = conv::list_real_flang(s.substr(prefix), kind, dest, m);
    got.used += prefix;
    return conv::ListResult{InStatus::kOk, 1, got.used};
  });
  if (got.status == FlangReal::kGeneral) return false;
  L.consume(t, got.used);
  switch (got.status) {
    case FlangReal::kOk:
      value_read(L, t, ItemType::kReal, prefix, got.used, count);
      return true;
    case FlangReal::kOverflow:
      L.eat_separator();
      fail_overflow(L, InStatus::kRealOverflow, InItem::kListReal);
      return true;
    default:
      fail_value(st, L,
                 real_error_text(st, got.status,
                                 t.column + static_cast<int64_t>(got.used),
                                 char_at(t.text, got.used)),
                 false);
      return true;
  }
}

bool repeat_value_flang(DtState& st, ListRead& L, ItemType type, void* p,
                        int kind, size_t size) {
  if (L.repeat_text.empty()) return false;
  const std::string_view s = L.repeat_text;
  L.repeat_taken = s.size();  // (a CHARACTER item may take fewer)
  const conv::InModes m = modes_of(L);
  switch (type) {
    case ItemType::kInteger: {
      const conv::FlangIntResult got = conv::list_integer_flang(s, kind, p, m);
      if (got.status == FlangInt::kOverflow)
        fail_overflow(L, InStatus::kOverflow, InItem::kListInteger);
      else if (got.status != FlangInt::kOk)
        fail_value(st, L, integer_error_text(got.status, char_at(s, got.used)),
                   true);
      return true;
    }
    case ItemType::kReal: {
      const conv::FlangRealResult got = conv::list_real_flang(s, kind, p, m);
      if (got.status == FlangReal::kOverflow)
        fail_overflow(L, InStatus::kRealOverflow, InItem::kListReal);
      else if (got.status != FlangReal::kOk)
        fail_value(
            st, L,
            real_error_text(st, got.status,
                            L.repeat_column + static_cast<int64_t>(got.used),
                            char_at(s, got.used)),
            true);
      return true;
    }
    case ItemType::kCharacter:
      if (kind != 1) return false;
      store_text(p, size, s);
      L.repeat_taken = size < s.size() ? size : s.size();
      return true;
    default: return false;
  }
}

bool repeated_pair_ahead(const DtState& st, int c) {
  if (c < '0' || c > '9') return false;
  const InWindow w = in_window(st);
  size_t i = 0;
  while (i < w.n && w.p[i] >= '0' && w.p[i] <= '9') ++i;
  return i > 0 && i + 1 < w.n && w.p[i] == '*' && w.p[i + 1] == '(';
}

bool count_given_up_flang(std::string_view digits) {
  constexpr int64_t kGivesUp = (2147483647 - '9') / 10;
  int64_t r = 0;
  for (const char d : digits) {
    if (r >= kGivesUp) return true;
    r = r * 10 + (d - '0');
  }
  return false;
}

bool digits_open_pair_ahead(const DtState& st, int c) {
  if (c < '0' || c > '9') return false;
  const InWindow w = in_window(st);
  size_t i = 0;
  while (i < w.n && w.p[i] >= '0' && w.p[i] <= '9') ++i;
  return i > 0 && i < w.n && w.p[i] == '(';
}

void refuse_repeated_string(DtState& st, ListRead& L, ItemType type) {
  std::string text;
  if (type == ItemType::kInteger)
    text = "Integer value absent from NAMELIST or list-directed input";
  else if (type == ItemType::kLogical)
    text = "Empty LOGICAL input field";
  else
    text = "Bad real input data at column " +
           std::to_string(L.repeat_column + 1) + " of record " +
           std::to_string(flang_record_number(st));
  fail_value(st, L, text, true);  // (the string's separator was passed)
}

void refuse_pair_part(DtState& st, ListRead& L, bool imaginary, ItemType type) {
  if (!L.namelist && !L.at_eol) L.eat_line();
  raise_format_error(st,
                     flang_mismatch_text(imaginary ? 'z' : 'r', type, true));
}

bool read_pair_part_flang(DtState& st, ListRead& L, void* dest, int kind,
                          bool imaginary, std::string* part_text) {
  const conv::InModes m = modes_of(L);
  const char separator = m.decimal_comma ? ';' : ',';
  conv::FlangRealResult got{FlangReal::kGeneral, 0};
  bool null_part = false;
  ListText t;
  scan_token(st, L, &t, [&](std::string_view s, bool) {
    // (a '/' there, after the separator, is a null part too, which ends
    // the READ: flang's GetNextDataEdit)
    null_part = imaginary && !s.empty() && (s[0] == separator || s[0] == '/');
    if (null_part) return conv::ListResult{InStatus::kOk, 1, 0};
    got = conv::list_real_flang(s, kind, dest, m);
    return conv::ListResult{InStatus::kOk, 1, got.used};
  });
  if (null_part) {  // the item keeps its imaginary part
    if (t.text[0] == separator) L.consume(t, 1);  // (the separator after it)
    return true;
  }
  // The file ending where the imaginary part is due is END ("(1." and
  // nothing more), as flang finds no value there, not a bad one.
  if (imaginary && t.text.empty() && t.eof_after) {
    L.end_of_file();
    return false;
  }
  auto separates = [&](size_t i) {
    if (i >= t.text.size()) return true;
    const char c = t.text[i];
    return c == ' ' || c == '\t' || c == '/' || c == separator;
  };
  size_t used = got.used;
  if (got.status == FlangReal::kStray && used < t.text.size() &&
      t.text[used] == '(' && is_nan_word(t.text.substr(0, used))) {
    // A NaN's payload "(chars)" is read with it.
    const size_t close = t.text.find(')', used);
    if (close != std::string_view::npos) {
      used = close + 1;
      got.stopped = true;
      if (separates(used)) got.status = FlangReal::kOk;
    }
  }
  const size_t part_end = used;  // (before the pair's ')')
  if (got.status == FlangReal::kStray && imaginary && got.stopped &&
      used < t.text.size() && t.text[used] == ')') {
    // The pair's end: what follows it must separate values.
    ++used;
    got.status = separates(used) ? FlangReal::kOk : FlangReal::kStray;
  }
  if (part_text != nullptr && got.status != FlangReal::kGeneral)
    part_text->assign(t.text.substr(0, part_end));
  switch (got.status) {
    case FlangReal::kOk: L.consume(t, used); return true;
    case FlangReal::kOverflow:
      L.consume(t, used);
      fail_overflow(L, InStatus::kRealOverflow, InItem::kListComplexPart);
      return false;
    default:
      L.consume(t, used);
      fail_value(
          st, L,
          real_error_text(st, got.status, t.column + static_cast<int64_t>(used),
                          char_at(t.text, used)),
          false);
      return false;
  }
}

}  // namespace ftnio::detail
