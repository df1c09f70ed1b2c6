// SPDX-License-Identifier: MIT
// Running conv:: token scanners over the rest of a list-directed record,
// and the small text tests the list readers share (L4, internal to the
// list_read_*.cpp files).
#ifndef FTNIO_TRANSFER_LIST_READ_SCAN_H
#define FTNIO_TRANSFER_LIST_READ_SCAN_H

#include <cstddef>
#include <string_view>

#include "conv/edit_in.h"
#include "transfer/list_read_state.h"

namespace ftnio::detail {

// The input modes of the statement's list values.
inline conv::InModes modes_of(const ListRead& L) {
  conv::InModes m;
  m.decimal_comma = L.decimal_comma;
  m.comma_is_text = L.comma_is_text;
  m.semicolon_is_text = L.semicolon_is_text;
  m.flang_names = L.statement().policy.namelist_input_flang;
  m.round = L.statement().list_options.round;  // ROUND= rounds list input too
  m.namelist = L.namelist;
  m.dec_extensions = L.statement().dec_ext;
  // libgfortran reads a CHARACTER(1) internal file through a signed char.
  const DtState& st = L.statement();
  m.ff_is_eof = internal_file(st) && st.internal.kind == 1;
  m.flang_reals = st.policy.flang_numeric_input;
  return m;
}

inline constexpr size_t kTokenLimit = 256;  // the text a scanner sees first

// scan_token() when the text first seen was cut short: a scanner that ran
// into its end is given more text (and scans again).
template <class Scan>
conv::ListResult scan_cut_token(DtState& st, ListRead& L, ListText* t,
                                Scan scan) {
  size_t limit = kTokenLimit;
  for (;;) {
    L.rest_of_record(limit, t);
    conv::ListResult r = scan(t->text, t->eof_after);
    if (!t->cut || r.used < t->text.size() || st.status.failed()) return r;
    limit *= 16;
  }
}

// Runs a token scanner on the rest of the record.  The usual, uncut text
// returns the scanner's result as it is built: no copy of it to read
// back with wider loads than it was stored with (a store-forwarding
// stall).
template <class Scan>
conv::ListResult scan_token(DtState& st, ListRead& L, ListText* t, Scan scan) {
  L.rest_of_record(kTokenLimit, t);
  if (!t->cut) return scan(t->text, t->eof_after);
  return scan_cut_token(st, L, t, scan);
}

inline bool is_digit(int c) { return c >= '0' && c <= '9'; }

// Length of an "r*" prefix at the start of s (0 if none).
inline size_t repeat_prefix_length(std::string_view s) {
  size_t i = 0;
  while (i < s.size() && is_digit(static_cast<unsigned char>(s[i]))) ++i;
  return i > 0 && i < s.size() && s[i] == '*' ? i + 1 : 0;
}

// Whether s starts with a name and then (after blanks) '=', '(' or '%':
// the next object of a namelist, where flang ends the object's values.
inline bool starts_object_name(std::string_view s) {
  size_t i = 0;
  auto name_char = [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' ||
           is_digit(static_cast<unsigned char>(c));
  };
  if (s.empty() || is_digit(static_cast<unsigned char>(s[0]))) return false;
  while (i < s.size() && name_char(s[i])) ++i;
  if (i == 0) return false;
  while (i < s.size() && (s[i] == ' ' || s[i] == '\t')) ++i;
  return i < s.size() && (s[i] == '=' || s[i] == '(' || s[i] == '%');
}

// flang's "a name ends an array's values": whether text, in the place of
// a namelist object's next value (blanks passed), is the next object's
// name (starts_object_name) or the group's end '&' or '$' where such
// text ends the object's values (ListRead::name_ahead, which the
// namelist reader sets before each value: an array's or a derived
// type's; a scalar's value it is).  The one decision: the namelist
// reader asks it ahead of each value (object_ends_flang), the value
// readers of text it could not see there (next_object_follows,
// flang_scans_value); an undelimited string reads its look-ahead char
// by char (list_read_character.cpp, name_follows).
inline bool name_ends_values(const ListRead& L, std::string_view text) {
  return L.namelist && L.name_ahead != ListRead::NameAhead::kValue &&
         !text.empty() &&
         (text[0] == '&' || text[0] == '$' || starts_object_name(text));
}

}  // namespace ftnio::detail

#endif  // FTNIO_TRANSFER_LIST_READ_SCAN_H
