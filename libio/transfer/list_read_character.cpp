// SPDX-License-Identifier: MIT
// A list-directed CHARACTER value: delimited by ' or " (doubled inside,
// spanning records) or undelimited up to a separator, with an optional
// repeat count, as libgfortran 12 reads it (F2018 13.10.3.1) (L4).
#include <cstdint>
#include <cstdio>

#include "base/iostat.h"
#include "conv/utf8.h"
#include "transfer/list_read_flang.h"
#include "transfer/list_read_state.h"
#include "transfer/namelist_read_state.h"
#include "transfer/record_in.h"

namespace ftnio::detail {

namespace {

constexpr uint64_t kMaxRepeat = 200000000;  // libgfortran's MAX_REPEAT

bool is_digit(int c) { return c >= '0' && c <= '9'; }

void push(ListRead& L, int c) {
  L.have_text = true;
  if (L.utf8) {
    auto v = static_cast<uint32_t>(c);
    // (a byte flang's decoding refused: sign-extended, as flang stores it)
    if (L.decoding_failed && (v & 0xFFFFFF00u) == conv::kUtf8FlangBadByte)
      v |= 0xFFFFFF00u;
    for (int b = 0; b < 4; ++b)
      L.text.push_back(static_cast<char>(v >> (8 * b)));
    return;
  }
  L.text.push_back(static_cast<char>(c));  // low byte, as libgfortran
}

// The characters L.text holds (four bytes each on a UTF-8 unit: push).
int64_t text_chars(const ListRead& L) {
  return static_cast<int64_t>(L.text.size() / (L.utf8 ? 4 : 1));
}

// "r*" read as digits in L.text: the count, or an error (reported).
bool take_repeat(ListRead& L) {
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
    L.raise(conv::InStatus::kRepeatOverflow, conv::InItem::kListRepeat);
    return false;
  }
  if (v == 0) {
    L.raise(conv::InStatus::kZeroRepeat, conv::InItem::kListRepeat);
    return false;
  }
  L.repeat_count = static_cast<int64_t>(v);
  return true;
}

// The characters of the string after its first one; quote is the
// delimiter or ' ' for an undelimited string.  Returns the char after the
// string (its separator) or kListEof; *unclosed tells whether the end of
// the file came before the closing delimiter.
int string_body(ListRead& L, int quote, bool* unclosed) {
  *unclosed = false;
  for (;;) {
    L.take_plain_text(quote);
    int c = L.next();
    if (c == kListEof) {
      *unclosed = quote != ' ';
      return c;
    }
    if (c == '"' || c == '\'') {
      if (c != quote) {
        push(L, c);
        continue;
      }
      c = L.next();  // a doubled delimiter stands for one
      if (c == kListEof) return c;
      if (c == quote) {
        push(L, c);
        continue;
      }
      return c;
    }
    if (L.is_separator(c)) {
      if (quote == ' ') return c;
      // Inside delimiters a record end joins the records.
      if (c != '\n' && c != '\r') push(L, c);
      continue;
    }
    push(L, c);
  }
}

// The value must be followed by a separator; after a closing delimiter
// flang takes what follows as the next value or name (any_follows).
void finish_value(DtState& st, ListRead& L, int c, bool any_follows = false) {
  L.pushed.clear();  // libgfortran's free_line
  if (L.ends_value(c) || c == kListEof || any_follows) {
    L.unget(c);
    L.eat_separator();
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

bool is_name_char(int c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || is_digit(c) ||
         c == '_';
}

// Whether the text from c on is an object's name followed by '=', '(' or
// '%' (blanks allowed before them), which ends the values of the object
// before (flang's runtime looks ahead so: name_ends_values, here read
// char by char, as an undelimited string is).  The text is read again
// either way: all but the last char through the replay, that one put
// back.
bool name_follows(ListRead& L, int c) {
  std::string ahead;
  while (is_name_char(c)) {
    ahead.push_back(static_cast<char>(c));
    c = L.next();
  }
  const bool named = !ahead.empty();
  while (c == ' ' || c == '\t') {
    ahead.push_back(static_cast<char>(c));
    c = L.next();
  }
  const bool is_name = named && (c == '=' || c == '(' || c == '%');
  L.unget(c);
  ahead.append(L.replay, L.replay_pos, std::string::npos);
  L.replay.swap(ahead);
  L.replay_pos = 0;
  return is_name;
}

// The end of flang's undelimited list-directed value at c.  flang takes a
// value separator right after the value with it, and the next item still
// looks for a separator of its own: "ab,,8" read into CHARACTER and
// INTEGER gives "ab" and 8 (libgfortran: a null value), a third comma is
// the null value.
void end_undelimited_flang(DtState& st, ListRead& L, int c) {
  if (L.namelist || c != (L.decimal_comma ? ';' : ','))
    return finish_value(st, L, c);
  L.pushed.clear();
  L.eat_separator();
  L.saved_known = true;
  L.saved_type = ItemType::kCharacter;
}

// flang: an undelimited string the record's end (or a last record's
// missing newline) stops before the item is full looks for one more
// character there, which PAD='NO' on an external
// unit refuses: "Excessive input from fixed-size record" after the value
// is stored (list-directed READ; a namelist's value ends quietly).
void end_undelimited_at_eor_flang(DtState& st, ListRead& L, int c) {
  end_undelimited_flang(st, L, c);
  L.overrun_after_value = !L.namelist && !internal_file(st) &&
                          !st.status.failed() &&
                          text_chars(L) < L.undelimited_limit &&
                          st.unit->modes().pad == PadMode::kNo;
}

// flang's undelimited string, from its first char c: up to a blank, a
// value separator or the end of the record, or up to '/' (in a namelist
// also '&' or '$'), which it consumes (what follows is read as the next
// item, or an object name), or up to the item's length, where the rest
// is left to be read as what follows ("abc12" read into CHARACTER(3) and
// INTEGER gives "abc" and 12; a separator there is the value's own:
// "abc,def" gives "abc" and "def").
void undelimited_flang(DtState& st, ListRead& L, int c) {
  const char comma = L.decimal_comma ? ';' : ',';
  // (L.text may hold digits read already: "00aXZb")
  for (;;) {
    push(L, c);
    if (text_chars(L) >= L.undelimited_limit) {
      if (!L.namelist) {
        L.pushed.clear();
        L.eat_separator();
        L.saved_known = true;
        L.saved_type = ItemType::kCharacter;
        return;
      }
      break;
    }
    c = L.next();
    if (c == '/' || (L.namelist && (c == '&' || c == '$'))) break;
    if (c == '\n' || c == '\r' || (c == kListEof && !L.stays_in_record))
      return end_undelimited_at_eor_flang(st, L, c);
    if (c == kListEof || c == ' ' || c == '\t' || c == comma)
      return end_undelimited_flang(st, L, c);
  }
  L.pushed.clear();
  L.saved_known = true;
  L.saved_type = ItemType::kCharacter;
}

// Puts back the record's end c (a '\n', '\r' or kListEof) that ended
// digits, so that the digits before it can be read again; false where
// the statement cannot go back (a child statement that stays in its
// record, a failed transfer).
bool unread_record_end(DtState& st, ListRead& L, int c) {
  if (c != kListEof) {
    L.unget(c);
    return true;
  }
  if (L.stays_in_record || st.status.failed()) return false;
  L.at_eof = false;  // (the record ended; in_getc meets its end again)
  return true;
}

// flang: digits that are no repeat count, then c, as an undelimited
// string of at most undelimited_limit characters; the digits past it are
// read again as the next value ("12345" into CHARACTER(3) leaves 45 for
// the next item).  A c that is no separator goes on the string
// ("00aXZb" into CHARACTER(3) is "00a", and "XZb" is the next value).
// A '/' (in a namelist also '&' or '$') is taken with the value, as after
// letters, unless a namelist's value filled the item already: flang's
// namelist stops there, before any char.  Digits up to the record's end
// are cut there too, and a value the record's end stops short of the
// item is the undelimited string's (end_undelimited_at_eor_flang).  On
// UTF-8 units, and for digits read again from the replay, libgfortran's
// way: the whole value (the caller does not come here for a c that is no
// separator then).
void digits_value_flang(DtState& st, ListRead& L, int c) {
  const auto limit = static_cast<size_t>(L.undelimited_limit);
  const char comma = L.decimal_comma ? ';' : ',';
  const bool separator = c == ' ' || c == '\t' || c == comma;
  const bool group_end = c == '/' || (L.namelist && (c == '&' || c == '$'));
  const bool record_end = c == kListEof || c == '\n' || c == '\r';
  const bool ends = separator || group_end || record_end;
  if (!ends && L.text.size() < limit) return undelimited_flang(st, L, c);
  if (group_end &&
      (L.namelist ? L.text.size() < limit : L.text.size() <= limit)) {
    L.pushed.clear();
    L.saved_known = true;
    L.saved_type = ItemType::kCharacter;
    return;
  }
  if (record_end && L.text.size() <= limit && !L.stays_in_record)
    return end_undelimited_at_eor_flang(st, L, c);
  if (L.utf8 || L.replayed_last || (ends && L.text.size() <= limit) ||
      (record_end && !unread_record_end(st, L, c)))
    return end_undelimited_flang(st, L, c);
  // Cut at the limit: the digits past it and c are read again.
  const auto excess = static_cast<int64_t>(L.text.size() - limit);
  L.text.resize(limit);
  if (!record_end) L.unget(c);
  in_seek_column(st, in_column(st) - excess);
  L.pushed.clear();
  L.saved_known = true;
  L.saved_type = ItemType::kCharacter;
}

// flang: an undelimited string after "r*" (r > 1, c its first char) is
// read again from its start by each item the count serves, up to that
// item's length; the chars the last one does not take are read as the
// next value ("2*abc" into three CHARACTER(1) items gives "a", "a" and
// "b").  The string stays unread here, in the record, until then
// (leave_repeated_rest).
void repeated_undelimited_flang(ListRead& L, int c) {
  L.unget(c);
  const char comma = L.decimal_comma ? ';' : ',';
  auto ends = [&](char x) {
    return x == ' ' || x == '\t' || x == '\r' || x == '/' || x == comma;
  };
  ListText t;
  size_t n = 0;
  for (size_t limit = 256;; limit *= 16) {
    L.rest_of_record(limit, &t);
    n = 0;
    while (n < t.text.size() && !ends(t.text[n])) ++n;
    if (n < t.text.size() || !t.cut) break;
  }
  const auto limit = static_cast<size_t>(L.undelimited_limit);
  L.repeat_text.assign(t.text.substr(0, n));
  L.repeat_column = t.column;
  L.repeat_taken = n < limit ? n : limit;
  L.repeat_leaves_rest = true;
  L.text.assign(L.repeat_text, 0, L.repeat_taken);
  L.have_text = true;
  L.pushed.clear();
  L.saved_known = true;
  L.saved_type = ItemType::kCharacter;
}

}  // namespace

void ListRead::leave_repeated_rest() {
  repeat_leaves_rest = false;
  const ListText t{repeat_text, false, true, repeat_column};
  consume(t, repeat_taken);
  if (repeat_taken >= repeat_text.size()) eat_separator();
}

void ListRead::read_character() {
  text.clear();
  have_text = false;
  int c = next();
  if (c == kListEof) return end_of_file();
  if (is_separator(c)) {  // null value
    unget(c);
    // flang's namelist: blanks and line ends before the end of the file
    // are no null value, the value meets the end of the file (END).
    if (!eat_separator() && namelist && undelimited_limit > 0 && c != ',' &&
        c != ';')
      return end_of_file();
    return;
  }
  int quote = ' ';
  if (c == '"' || c == '\'') {
    quote = c;
  } else if (!is_digit(c)) {
    if (namelist) {
      if (undelimited_limit > 0) {  // a flang statement
        if (name_ahead != NameAhead::kValue) {
          if (name_follows(*this, c)) {  // no value
            if (name_ahead == NameAhead::kEndsStatement) input_complete = true;
            return;
          }
          c = next();  // the value's first char
        }
        return undelimited_flang(*st_, *this, c);
      }
      // Not a string value but the next object's name: no value, no
      // error (libgfortran reads it again as a name).
      unget(c);
      return;
    }
    if (undelimited_limit > 0) return undelimited_flang(*st_, *this, c);
    push(*this, c);
  } else {
    // Digits: a repeat count if a '*' follows, else part of the string.
    push(*this, c);
    for (;;) {
      c = next();
      if (is_digit(c)) {
        push(*this, c);
        continue;
      }
      if (is_separator(c) || c == kListEof) {  // only digits
        if (undelimited_limit > 0) return digits_value_flang(*st_, *this, c);
        return finish_value(*st_, *this, c);
      }
      if (c != '*') {
        if (undelimited_limit > 0 && (namelist || (!utf8 && !replayed_last)))
          return digits_value_flang(*st_, *this, c);
        push(*this, c);
        break;
      }
      // (an undelimited string when flang gives the count up)
      if (undelimited_limit > 0 && !namelist && !utf8 && !replayed_last &&
          count_given_up_flang(text))
        return digits_value_flang(*st_, *this, c);
      if (!take_repeat(*this)) return;
      c = next();
      if (c == kListEof) return end_of_file();
      if (is_separator(c)) {  // r* : null values
        unget(c);
        eat_separator();
        return;
      }
      if (c == '"' || c == '\'') {
        quote = c;
        repeat_column = in_column(*st_) - 1;  // (refuse_repeated_string)
      } else if (undelimited_limit > 0 && !namelist && !utf8 &&
                 !replayed_last && repeat_count > 1) {
        return repeated_undelimited_flang(*this, c);
      } else {
        push(*this, c);
      }
      break;
    }
  }
  bool unclosed;
  c = string_body(*this, quote, &unclosed);
  // After a closing delimiter the separator is read again; after an
  // undelimited string c is it.
  finish_value(*st_, *this, c,
               quote != ' ' && st_->policy.undelimited_strings_flang);
  // flang: a delimited string cut short by the end of the file is END
  // there (its characters are stored), or after a namelist array's value
  // the group's missing '/'; libgfortran's list-directed READ takes it,
  // its namelist READ meets the end again where it looks for the next
  // name.
  if (c == kListEof && quote != ' ' && st_->policy.namelist_input_flang &&
      (namelist || unclosed)) {
    if (namelist && name_ahead == NameAhead::kEndsObject)
      st_->status.raise(kErrReadValue, kNotTerminated);
    else
      end_of_file();
    string_cut_by_end = !namelist;
  }
}

}  // namespace ftnio::detail
