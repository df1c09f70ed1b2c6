// SPDX-License-Identifier: MIT
// A list-directed CHARACTER value: delimited by ' or " (doubled inside,
// spanning records) or undelimited up to a separator, with an optional
// repeat count, as libgfortran 12 reads it (F2018 13.10.3.1) (L4).
#include <cstdint>
#include <cstdio>

#include "base/iostat.h"
#include "transfer/list_read_state.h"

namespace ftnio::detail {

namespace {

constexpr uint64_t kMaxRepeat = 200000000;  // libgfortran's MAX_REPEAT

bool is_digit(int c) { return c >= '0' && c <= '9'; }

void push(ListRead& L, int c) {
  L.have_text = true;
  if (L.utf8) {
    auto v = static_cast<uint32_t>(c);
    for (int b = 0; b < 4; ++b) L.text.push_back(static_cast<char>(v >> (8 * b)));
    return;
  }
  L.text.push_back(static_cast<char>(c));  // low byte, as libgfortran
}

// "r*" read as digits in L.text: the count, or an error (reported).
bool take_repeat(DtState& st, ListRead& L) {
  uint64_t v = 0;
  bool overflow = false;
  size_t step = L.utf8 ? 4 : 1;  // see push()
  for (size_t i = 0; i < L.text.size(); i += step) {
    char d = L.text[i];
    v = v * 10 + static_cast<uint64_t>(d - '0');
    if (v > kMaxRepeat) overflow = true;
    if (overflow) break;
  }
  L.text.clear();
  L.have_text = false;
  if (overflow) {
    lr_raise(st, L, conv::InStatus::kRepeatOverflow, conv::InItem::kListRepeat);
    return false;
  }
  if (v == 0) {
    lr_raise(st, L, conv::InStatus::kZeroRepeat, conv::InItem::kListRepeat);
    return false;
  }
  L.repeat_count = static_cast<int64_t>(v);
  return true;
}

// The characters of the string after its first one; quote is the
// delimiter or ' ' for an undelimited string.  Returns the char after the
// string (its separator) or kListEof.
int string_body(DtState& st, ListRead& L, int quote) {
  for (;;) {
    int c = lr_next(st, L);
    if (c == kListEof) return c;
    if (c == '"' || c == '\'') {
      if (c != quote) {
        push(L, c);
        continue;
      }
      c = lr_next(st, L);  // a doubled delimiter stands for one
      if (c == kListEof) return c;
      if (c == quote) {
        push(L, c);
        continue;
      }
      return c;
    }
    if (lr_is_separator(c)) {
      if (quote == ' ') return c;
      // Inside delimiters a record end joins the records.
      if (c != '\n' && c != '\r') push(L, c);
      continue;
    }
    push(L, c);
  }
}

// The value must be followed by a separator.
void finish_value(DtState& st, ListRead& L, int c) {
  L.pushed.clear();  // libgfortran's free_line
  if (lr_ends_value(L, c) || c == kListEof) {
    lr_unget(st, L, c);
    lr_eat_separator(st, L);
    L.saved_known = true;
    L.saved_type = ItemType::kCharacter;
    return;
  }
  L.text.clear();
  L.have_text = false;
  char msg[80];
  std::snprintf(msg, sizeof msg, "Invalid string input in item %d",
                L.item_count);
  st.status.raise(kErrReadValue, msg);
}

}  // namespace

void lr_read_character(DtState& st, ListRead& L) {
  L.text.clear();
  L.have_text = false;
  int c = lr_next(st, L);
  if (c == kListEof) return lr_end_of_file(st);
  if (lr_is_separator(c)) {  // null value
    lr_unget(st, L, c);
    lr_eat_separator(st, L);
    return;
  }
  int quote = ' ';
  if (c == '"' || c == '\'') {
    quote = c;
  } else if (!is_digit(c)) {
    if (L.namelist) {
      // Not a string value but the next object's name: no value, no
      // error (libgfortran reads it again as a name).
      lr_unget(st, L, c);
      return;
    }
    push(L, c);
  } else {
    // Digits: a repeat count if a '*' follows, else part of the string.
    push(L, c);
    for (;;) {
      c = lr_next(st, L);
      if (is_digit(c)) {
        push(L, c);
        continue;
      }
      if (lr_is_separator(c) || c == kListEof) {
        return finish_value(st, L, c);  // only digits
      }
      if (c != '*') {
        push(L, c);
        break;
      }
      if (!take_repeat(st, L)) return;
      c = lr_next(st, L);
      if (c == kListEof) return lr_end_of_file(st);
      if (lr_is_separator(c)) {  // r* : null values
        lr_unget(st, L, c);
        lr_eat_separator(st, L);
        return;
      }
      if (c == '"' || c == '\'') quote = c;
      else push(L, c);
      break;
    }
  }
  c = string_body(st, L, quote);
  // After a closing delimiter the separator is read again; after an
  // undelimited string c is it.
  finish_value(st, L, c);
}

}  // namespace ftnio::detail
