// SPDX-License-Identifier: MIT
// The usual INTEGER or REAL value of a list-directed READ, read straight
// from the record's window (in_window) with the plain separator after it
// (L4, internal to the list_read*.cpp files): the reader's fast item
// (list_read.cpp, plain_number_item) and the lazy reader's
// (list_read_lazy.cpp) share these steps, inline in both.
#ifndef FTNIO_TRANSFER_LIST_READ_PLAIN_H
#define FTNIO_TRANSFER_LIST_READ_PLAIN_H

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>

#include "conv/list_integer_plain.h"
#include "transfer/dt_state.h"
#include "transfer/input_window.h"
#include "transfer/list_read_state.h"

namespace ftnio::detail {

// A blank of list input (eat_spaces): ' ', '\t' or '\r', one test.
inline bool list_blank(char c) {
  constexpr uint64_t kBlanks = 1ULL << ' ' | 1ULL << '\t' | 1ULL << '\r';
  const auto u = static_cast<unsigned char>(c);
  return u <= ' ' && (kBlanks >> u & 1);
}

// How a plain separator ended (plain_separator_end), as bits (the lazy
// word's own: list_read_lazy.h).
constexpr unsigned kSeparatorLineEnd = 2;  // at the record's end (its '\n'
                                           // not passed)
constexpr unsigned kSeparatorComma = 8;    // a ',' (then blanks) before the
                                           // next value's first char

// The separator after a value that ends at w.p[end] when it is plain:
// blanks, then the record's end or the next value's first char, as
// eat_separator()'s window path (eat_plain_separator) passes them; or
// (comma_separates: DECIMAL='POINT') blanks, a ',' and blanks before a
// char that is no record end, which eat_separator() passes as its comma
// case does (its eat_spaces() puts that char back, whatever it is: a
// ',' or '/' there is the next item's null value or end).  Returns where
// it ends (*how: which kind), or 0 when eat_separator() must pass it.
// An internal file's window ends where its record does.
// (The comma: read_list_commas paid the reader and eat_separator()'s
// general path for every value of "1,2,3".)
inline size_t plain_separator_end(const InWindow& w, size_t end,
                                  bool comma_separates, unsigned* how) {
  size_t k = end;
  while (k < w.n && list_blank(w.p[k])) ++k;
  if (k == w.n) {  // (the window's end)
    *how = kSeparatorLineEnd;
    return w.newline_ends_record ? 0 : k;
  }
  const char c = w.p[k];
  if (c == '\n') {
    *how = kSeparatorLineEnd;
    return w.newline_ends_record ? k : 0;
  }
  *how = 0;
  if (!(c == ',' || c == ';' || c == '/' || c == '!'))
    return k;  // (a value took at least one char: k > 0)
  if (c != ',' || !comma_separates) return 0;
  // (a record's end after the comma: finish_separator's case)
  do ++k;
  while (k < w.n && list_blank(w.p[k]));
  *how = kSeparatorComma;
  return k < w.n && w.p[k] != '\n' ? k : 0;
}

// The separator after a value that ends at w.p[end], passed here where
// the window is at hand when it is plain; else by eat_separator().
[[gnu::always_inline]] inline void pass_separator(DtState& st, ListRead& L,
                                                  const InWindow& w,
                                                  size_t end) {
  unsigned how;
  if (const size_t k = plain_separator_end(w, end, !L.decimal_comma, &how)) {
    in_window_skip(st, k);
    L.note_plain_separator((how & kSeparatorLineEnd) != 0);
    if (how & kSeparatorComma) L.comma_flag = true;
    return;
  }
  // (the state read_number's consume() leaves before its eat_separator())
  in_window_skip(st, end);
  L.replayed_last = L.folded_last = L.at_eol = L.ungot = false;
  L.last_bytes = 1;
  L.eat_separator();
}

// The value of the usual INTEGER or REAL item (kinds 1/2/4/8, 4/8) in
// the window w: blanks, then a value list_integer_plain or
// list_real_plain takes into v, ended by a separator inside the window.
// Returns where the value ends in w (0: not such a value; the general
// path reads it).
[[gnu::always_inline]] inline size_t plain_value_end(const DtState& st,
                                                     const InWindow& w,
                                                     ItemType type, int kind,
                                                     unsigned char* v) {
  if (w.newline_ends_record && st.record_limit > 0) return 0;  // in_field
  size_t i = 0;
  while (i < w.n && list_blank(w.p[i])) ++i;
  const std::string_view text(w.p + i, w.n - i);
  size_t used;
  if (type == ItemType::kInteger) {
    used = conv::list_integer_plain(text, kind, v);
  } else {
    if (st.list_options.decimal_comma) return 0;
    used = conv::list_real_plain(text, kind, v, st.list_options.round);
  }
  // An external record may go on past the window: its end must be seen.
  if (used == 0 || (w.newline_ends_record && used == text.size())) return 0;
  return i + used;
}

// Stores the value v of size bytes (1, 2, 4 or 8: plain_value_end's
// kinds) into the item, one store.
inline void store_plain_value(void* p, const unsigned char* v, size_t size) {
  if (size == 4)
    std::memcpy(p, v, 4);
  else if (size == 8)
    std::memcpy(p, v, 8);
  else if (size == 2)
    std::memcpy(p, v, 2);
  else
    std::memcpy(p, v, 1);
}

// The reader's state after a value plain_value_end found (the state the
// general path, item_value: start_first_item or start_next_item,
// eat_spaces, read_number, set_value, release_value, leaves for that
// text, which list_integer_token and list_real_token read the same), and
// then the separator passed as there.
[[gnu::always_inline]] inline void commit_plain_value(DtState& st, ListRead& L,
                                                      const InWindow& w,
                                                      ItemType type,
                                                      size_t size, size_t end) {
  L.first_item = L.input_complete = false;
  L.repeat_count = 0;
  L.saved_known = true;
  L.saved_type = type;
  L.saved_length = size;
  pass_separator(st, L, w, end);
  // (release_value's clears, where there is anything to clear: a number
  // leaves both strings as it found them)
  if (!L.text.empty()) L.text.clear();
  if (!L.repeat_text.empty()) L.repeat_text.clear();
  L.have_text = false;
}

}  // namespace ftnio::detail

#endif  // FTNIO_TRANSFER_LIST_READ_PLAIN_H
