// SPDX-License-Identifier: MIT
// Input of LOGICAL values (L fields, list-directed logicals) and of list repeat
// prefixes, as libgfortran 12's read_l, read_logical and parse_repeat (L1,
// pure).
#include <cstdint>

#include "conv/edit_in.h"
#include "conv/edit_in_detail.h"

namespace ftnio::conv {

using detail::ListCursor;

InStatus read_logical_field(std::string_view field, int kind, void* dest,
                            std::string_view beyond) {
  if (!detail::valid_integer_kind(kind)) return InStatus::kBadKind;
  // The installed libgfortran skips blanks without checking the width, so
  // a blank field runs on into whatever follows it in memory; its width
  // count, decremented per blank, wraps below zero (size_t).
  size_t w = field.size();
  size_t i = 0;
  auto at = [&](size_t k) -> int {
    if (k < field.size()) return static_cast<unsigned char>(field[k]);
    k -= field.size();
    return k < beyond.size() ? static_cast<unsigned char>(beyond[k]) : -1;
  };
  while (at(i) == ' ') {
    --w;
    ++i;
  }
  if (at(i) == '.') {
    if (--w == 0) return InStatus::kBadValue;
    ++i;
  }
  const int c = at(i);
  if (c == 't' || c == 'T' || c == 'f' || c == 'F') {
    detail::store_integer((c == 't' || c == 'T') ? 1 : 0, kind, dest);
    return InStatus::kOk;
  }
  return InStatus::kBadValue;  // includes running past field and beyond
}

namespace {

constexpr int kEof = ListCursor::kEof;
constexpr uint32_t kMaxRepeat = 200000000;  // libgfortran's MAX_REPEAT

// A failure where libgfortran calls nml_bad_return first.
ListResult fail(const ListCursor& in, int c, bool namelist, uint32_t repeat) {
  const InStatus s =
      (!namelist && c == kEof) ? InStatus::kEnd : InStatus::kBadValue;
  ListResult r = {s, repeat, in.pos()};
  r.bad_in_text = !in.past_text();
  return r;
}

// The name characters after "t"/"f" (libgfortran's possible_name): a
// separator within 63 more chars ends the value, an '=' before it makes
// the text a name.  c is the char after the t/f, already consumed.
ListResult logical_name_tail(ListCursor& in, uint32_t repeat, bool value,
                             int kind, void* dest, bool namelist) {
  int c = kEof;
  for (int i = 0; i < 63; ++i) {
    c = in.next();
    if (in.is_separator(c)) {
      if (namelist) {
        // Approximation of eat_separator + next_char: blanks, then '='.
        in.unget();
        const size_t at = in.pos();
        int d = in.next();
        while (d == ' ' && !in.past_text()) d = in.next();
        if (d == '=') return {InStatus::kNotAValue, repeat, 0};
        detail::store_integer(value ? 1 : 0, kind, dest);
        return {InStatus::kOk, repeat, at};
      }
      // libgfortran consumed this separator without acting on it.
      detail::store_integer(value ? 1 : 0, kind, dest);
      return {InStatus::kOk, repeat, in.pos()};
    }
    if (c == '=') return {InStatus::kNotAValue, repeat, 0};
  }
  return fail(in, c, namelist, repeat);
}

// logical_name_tail as LLVM flang's runtime reads a namelist's value
// (InModes::flang_names): the text is the next object's name only where
// name characters (and blanks) end at '=', '(' or '%'; else the value
// takes what follows the t/f up to a separator, which is left unread.  c
// is the char after the t/f, already consumed.
ListResult flang_logical_tail(ListCursor& in, int c, uint32_t repeat,
                              bool value, int kind, void* dest) {
  bool may_be_name = true;
  for (;; c = in.next()) {
    if (c == kEof || in.is_separator(c)) {
      if (c != kEof) in.unget();
      const size_t at = in.pos();
      if (may_be_name && c == ' ') {
        int d = in.next();
        while (d == ' ' && !in.past_text()) d = in.next();
        if (d == '=' || d == '(' || d == '%')
          return {InStatus::kNotAValue, repeat, 0};
      }
      detail::store_integer(value ? 1 : 0, kind, dest);
      return {InStatus::kOk, repeat, at};
    }
    if (may_be_name && (c == '=' || c == '(' || c == '%'))
      return {InStatus::kNotAValue, repeat, 0};
    may_be_name = may_be_name && (detail::is_alnum(c) || c == '_');
  }
}

}  // namespace

namespace detail {

ListResult parse_repeat(ListCursor& in) {
  int c = in.next();
  if (c == kEof) return {InStatus::kEnd, 1, in.pos()};
  if (!is_digit(c)) {
    in.unget();
    // Only CASE_SEPARATORS here: a '!' is left to the value's reader.
    if (c != '!' && in.is_separator(c)) return {InStatus::kNull, 1, in.pos()};
    return {InStatus::kOk, 1, in.pos()};
  }
  uint32_t repeat = static_cast<uint32_t>(c - '0');
  for (;;) {
    c = in.next();
    if (is_digit(c)) {
      repeat = repeat * 10 + static_cast<uint32_t>(c - '0');
      if (repeat > kMaxRepeat) return {InStatus::kRepeatOverflow, 1, in.pos()};
    } else if (c == '*') {
      if (repeat == 0) return {InStatus::kZeroRepeat, 1, in.pos()};
      return {InStatus::kOk, repeat, in.pos()};
    } else {
      return {c == kEof ? InStatus::kEnd : InStatus::kBadRepeat, 1, in.pos()};
    }
  }
}

}  // namespace detail

ListResult list_repeat_prefix(std::string_view text, bool eof_after,
                              const InModes& modes) {
  ListCursor in(text, eof_after, modes);
  return detail::parse_repeat(in);
}

ListResult list_logical_token(std::string_view text, bool eof_after, int kind,
                              void* dest, const InModes& modes) {
  if (!detail::valid_integer_kind(kind)) return {InStatus::kBadKind, 1, 0};
  ListCursor in(text, eof_after, modes);
  const ListResult r = detail::parse_repeat(in);
  if (r.status != InStatus::kOk) return r;
  const uint32_t repeat = r.repeat;
  // libgfortran lowercases through unsigned char: EOF becomes 255 here.
  auto lower = [&in]() {
    const int ch = in.next();
    return ch == kEof ? 255 : detail::to_lower(ch);
  };
  int c = lower();
  bool value = false;
  if (c == 't' || c == 'f') {
    value = c == 't';
    c = in.next();
    if (!in.is_separator(c) && c != kEof && modes.namelist && modes.flang_names)
      return flang_logical_tail(in, c, repeat, value, kind, dest);
    if (!in.is_separator(c) && c != kEof)
      return logical_name_tail(in, repeat, value, kind, dest, modes.namelist);
  } else if (c == '.') {
    c = lower();
    if (c != 't' && c != 'f') return fail(in, c, modes.namelist, repeat);
    value = c == 't';
    // The rest up to the separator is ignored (".true.", ".fals").
    do c = in.next();
    while (c != kEof && !in.is_separator(c));
  } else if (in.is_separator(c)) {
    in.unget();
    return {InStatus::kNull, repeat, in.pos()};
  } else {
    in.unget();
    return {InStatus::kBadValue, repeat, in.pos()};
  }
  in.unget();
  detail::store_integer(value ? 1 : 0, kind, dest);
  return {InStatus::kOk, repeat, in.pos()};
}

}  // namespace ftnio::conv
