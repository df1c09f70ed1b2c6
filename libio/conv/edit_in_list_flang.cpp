// SPDX-License-Identifier: MIT
// List-directed input of REAL and INTEGER values as LLVM flang 19's
// runtime scans them (L1, pure).  Learnt by running programs under flang's
// runtime; flang reads a value a character at a time, and what a program
// sees follows from where that reading stops.  A REAL value:
//   - it stops at a value separator and also at '(' ')' quotes and '*',
//     without taking them;
//   - any other character that ends the digits is taken with them: "1.5x"
//     is 1.5, and the next item starts after the 'x';
//   - blanks after an exponent letter are skipped: "1.5e 2" is 150;
//   - an exponent letter or sign without digits after it is given back to
//     just after the character that ended the digits;
//   - a value stands on its own: "e5" and "." are zero;
//   - after the value, a character that separates no values is an error
//     of its own (IOSTAT 1046), with the value already stored.
// Only "NaN(...)" is read whole (flang's faster path reads it).
// A hexadecimal value "0x<digits>[.<digits>]p[sign]<digits>" (hex_real)
// must have its binary exponent: anything else that ends the digits or the
// exponent's digits is taken, and is an error where the exponent is due.
// An INTEGER value (list_integer_flang) is an optional sign and digits up
// to the same stops: a sign alone is zero, no sign and no digit is an
// error of its own, a ',' under DECIMAL='COMMA' ends the value and is
// taken with it, and any other character is a bad character.
#include <cstddef>
#include <cstring>
#include <string_view>

#include "conv/edit_in.h"
#include "conv/edit_in_detail.h"
#include "conv/hex_real_flang.h"
#include "conv/list_integer_plain.h"

namespace ftnio::conv {

bool flang_list_value_stops(char c, bool decimal_comma, bool namelist) {
  switch (c) {
    case ' ':
    case '\t':
    case '\n':
    case '/':
    case '(':
    case ')':
    case '\'':
    case '"':
    case '*': return true;
    case '&':
    case '$': return namelist;
    case ',': return !decimal_comma;
    case ';': return decimal_comma;
    default: return false;
  }
}

namespace {

bool stops_value(char c, const InModes& m) {
  return flang_list_value_stops(c, m.decimal_comma, m.namelist);
}

// What may follow a value (flang's IsCharValueSeparator).
bool separates_values(char c, const InModes& m) {
  return c == ' ' || c == '\t' || c == '/' ||
         c == (m.decimal_comma ? ';' : ',') ||
         (m.namelist && (c == '&' || c == '$'));
}

bool is_exponent_letter(char c) {
  return c == 'e' || c == 'E' || c == 'd' || c == 'D' || c == 'q' || c == 'Q';
}

char upper(char c) {
  return c >= 'a' && c <= 'z' ? static_cast<char>(c - 32) : c;
}

class FlangRealScan {
 public:
  FlangRealScan(std::string_view text, int kind, void* dest, const InModes& m)
      : text_(text), modes_(m), kind_(kind), dest_(dest) {}

  FlangRealResult run();

 private:
  // The next character of the value, taken; none at a stop or the end.
  bool next(char* c) {
    stopped_ = pos_ >= text_.size() || stops_value(text_[pos_], modes_);
    if (stopped_) return false;
    *c = text_[pos_++];
    return true;
  }
  FlangRealResult stored(FlangReal ok) const {
    if (pos_ < text_.size() && !separates_values(text_[pos_], modes_))
      return {FlangReal::kStray, pos_, stopped_};
    return {ok, pos_, stopped_};
  }
  bool nan_with_payload(size_t from, bool negative);
  FlangRealResult inf_or_nan(char c, bool negative);
  FlangRealResult number(char c, bool have, bool negative);
  FlangRealResult hex_real(bool negative);

  std::string_view text_;
  const InModes& modes_;
  int kind_;
  void* dest_;
  size_t pos_ = 0;
  bool stopped_ = false;  // the last next() met a stop or the end
};

// "NaN(chars)" from text_[from] on, then a separator or the end: flang's
// faster path reads it whole (its character-wise reading stops at the
// '(').
bool FlangRealScan::nan_with_payload(size_t from, bool negative) {
  if (modes_.decimal_comma) return false;  // no faster path then
  size_t i = from;
  for (char l : {'N', 'A', 'N', '('})
    if (i >= text_.size() || upper(text_[i++]) != l) return false;
  while (i < text_.size() && (detail::is_alpha(text_[i]) ||
                              detail::is_digit(text_[i]) || text_[i] == '_'))
    ++i;
  if (i >= text_.size() || text_[i++] != ')') return false;
  if (i < text_.size() && !separates_values(text_[i], modes_)) return false;
  pos_ = i;
  detail::store_nan(negative, kind_, dest_);
  return true;
}

// Letters from c (an I or N, taken) on: "INF", "INFINITY" or "NAN", in
// any case.  The character that ends the letters is taken with them.
FlangRealResult FlangRealScan::inf_or_nan(char c, bool negative) {
  const size_t from = pos_ - 1;
  size_t letters = 0;
  for (bool have = true; have && detail::is_alpha(c); have = next(&c))
    ++letters;
  const std::string_view word = text_.substr(from, letters);
  auto is = [&](std::string_view w) {
    if (word.size() != w.size()) return false;
    for (size_t i = 0; i < w.size(); ++i)
      if (upper(word[i]) != w[i]) return false;
    return true;
  };
  if (is("INF") || is("INFINITY")) {
    detail::store_infinity(negative, kind_, dest_);
  } else if (is("NAN")) {
    detail::store_nan(negative, kind_, dest_);
  } else {
    return {FlangReal::kTrailing, pos_};
  }
  return stored(FlangReal::kOk);
}

// Digits with a decimal point, then an exponent, from c on (have: there
// is a c).
FlangRealResult FlangRealScan::number(char c, bool have, bool negative) {
  const char point = modes_.decimal_comma ? ',' : '.';
  detail::DecimalDigits digits(kind_);
  bool seen_point = false;
  for (; have; have = next(&c)) {
    if (detail::is_digit(c)) {
      digits.add(c - '0', seen_point);
    } else if (c == point && !seen_point) {
      seen_point = true;
    } else {
      break;  // c is taken
    }
  }
  const size_t before_exponent = pos_;
  const bool ended_by_char = have;  // c ended the digits and was taken
  int64_t exponent = 0;
  bool good = false;
  if (have && is_exponent_letter(c)) {
    while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\t'))
      ++pos_;
    have = next(&c);
  }
  if (have && (c == '+' || c == '-' || detail::is_digit(c))) {
    const bool minus = c == '-';
    if (!detail::is_digit(c)) have = next(&c);
    for (; have && detail::is_digit(c); have = next(&c)) {
      good = true;
      exponent = detail::exponent_step(exponent, c - '0');
    }
    if (minus) exponent = -exponent;
  }
  if (!good) {
    // The value ends after the character that ended the digits, if any.
    stopped_ = !ended_by_char;
    pos_ = before_exponent;
    exponent = 0;
  }
  bool overflow = false;
  if (digits.is_zero()) {
    detail::store_zero(negative, kind_, dest_);
  } else {
    digits.finish();
    const int before = detail::flang_flags_before();
    // (flang's REAL(16) overflow rounds as any kind's: no libquadmath
    // Infinity)
    overflow = detail::store_decimal(digits, negative, exponent, false, kind_,
                                     modes_.round, dest_);
    detail::flang_input_flags(overflow, before, digits, exponent, kind_, dest_);
  }
  // (an overflow rounded to HUGE() is quiet in flang)
  if (overflow && modes_.flang_reals &&
      detail::overflow_rounds_to_infinity(negative, modes_.round))
    return {FlangReal::kOverflow, pos_};
  return stored(FlangReal::kOk);
}

// After "0x" (taken): hexadecimal digits with a radix point, then the
// exponent that must follow ('p', a sign, decimal digits).
FlangRealResult FlangRealScan::hex_real(bool negative) {
  const char point = modes_.decimal_comma ? ',' : '.';
  detail::HexSignificand digits(kind_);
  int64_t added = 0;  // digits added (leading zeros before the point not)
  int64_t before_point = -1;
  char c = 0;
  bool have = next(&c);
  for (; have; have = next(&c)) {
    const int d = detail::is_digit(c)                  ? c - '0'
                  : upper(c) >= 'A' && upper(c) <= 'F' ? upper(c) - 'A' + 10
                                                       : -1;
    if (d == 0 && added == 0 && before_point < 0) continue;
    if (d >= 0) {
      digits.add(d);
      ++added;
    } else if (c == point && before_point < 0) {
      before_point = added;
    } else {
      break;  // c is taken
    }
  }
  if (added == 0) digits.add(0), added = 1;  // (the value is zero)
  if (!have || (c != 'p' && c != 'P')) return {FlangReal::kNoValue, pos_};
  have = next(&c);
  int64_t exponent = 0;
  bool good = false;
  const bool minus = have && c == '-';
  if (have && (c == '+' || c == '-')) have = next(&c);
  for (; have && detail::is_digit(c); have = next(&c)) {
    good = true;
    if (exponent < 10000) exponent = 10 * exponent + (c - '0');
  }
  if (!good) return {FlangReal::kNoValue, pos_};
  exponent = (minus ? -exponent : exponent) +
             4 * (before_point < 0 ? added : before_point);
  if (digits.store(negative, exponent, modes_.round, dest_) &&
      modes_.flang_reals)
    return {FlangReal::kOverflow, pos_};
  return stored(FlangReal::kOk);
}

FlangRealResult FlangRealScan::run() {
  char c = 0;
  bool have = next(&c);
  bool negative = false;
  if (have && (c == '+' || c == '-')) {
    negative = c == '-';
    have = next(&c);
  }
  if (!have)
    return {negative ? FlangReal::kTrailing : FlangReal::kNoValue, pos_};
  const char first = upper(c);
  if (first == 'N' && nan_with_payload(pos_ - 1, negative))
    return stored(FlangReal::kOk);
  if (first == 'N' || first == 'I') return inf_or_nan(c, negative);
  if (first == '0' && pos_ < text_.size() && upper(text_[pos_]) == 'X') {
    ++pos_;
    return hex_real(negative);
  }
  const char point = modes_.decimal_comma ? ',' : '.';
  if (first == point || detail::is_digit(first) || first == 'E' ||
      first == 'D' || first == 'Q')
    return number(c, true, negative);
  return {FlangReal::kNoValue, pos_};
}

// The common value "[sign]digits[.digits][E[sign]digits]" followed by a
// separator or the end of the record, of a REAL(4)/REAL(8) under nearest
// rounding, converted in place by std::from_chars: the value and position
// FlangRealScan reaches for it, without collecting digits one by one (the
// fotonik3d input loop is nothing but such values).  False, storing
// nothing, for anything else: 'D' and 'Q' exponents, an exponent letter
// without digits, a character that separates no values, overflow, ...
bool plain(std::string_view text, int kind, void* dest, const InModes& modes,
           FlangRealResult* out) {
  if (!detail::plain_decimal_applies(kind, modes)) return false;
  const char* p = text.data();
  const size_t n = text.size();
  const size_t sign = n > 0 && (p[0] == '-' || p[0] == '+') ? 1 : 0;
  // Read first, into v: the separator check comes after the number's end.
  alignas(8) unsigned char v[8];
  detail::PlainExact exact;
  const char* stop = detail::read_plain_decimal(
      p + sign, p + n, sign == 1 && p[0] == '-', kind, v, &exact);
  if (stop == nullptr) return false;
  const size_t end = static_cast<size_t>(stop - p);
  if (end < n && !separates_values(p[end], modes)) return false;
  // Two fixed sizes: one store each (a size chosen at run time makes
  // GCC 12 copy through a loop).
  if (kind == 8)
    std::memcpy(dest, v, 8);
  else
    std::memcpy(dest, v, 4);
  detail::flang_plain_flags(p + sign, stop, kind, exact);
  *out = {FlangReal::kOk, end, true};  // (ended by a separator)
  return true;
}

}  // namespace

size_t plain_integer_flang(std::string_view text, int kind, void* dest,
                           const InModes& modes) {
  if (kind == 16) return 0;  // (the general path's 128-bit arithmetic)
  const size_t plain = detail::plain_list_integer(text, kind, dest, false);
  return plain > 0 &&
                 (plain == text.size() || separates_values(text[plain], modes))
             ? plain
             : 0;
}

FlangIntResult list_integer_flang(std::string_view text, int kind, void* dest,
                                  const InModes& modes) {
  if (const size_t plain = plain_integer_flang(text, kind, dest, modes))
    return {FlangInt::kOk, plain};
  size_t pos = 0;
  auto next = [&](char* c) {
    if (pos >= text.size() || stops_value(text[pos], modes)) return false;
    *c = text[pos++];
    return true;
  };
  char c = 0;
  bool have = next(&c);
  bool negative = false;
  bool any = false;  // a sign alone is a value
  if (have && (c == '+' || c == '-')) {
    negative = c == '-';
    any = true;
    have = next(&c);
  }
  const detail::u128 limit = detail::signed_max(kind) + (negative ? 1 : 0);
  const detail::u128 tenth = limit / 10;
  const auto last = static_cast<unsigned>(limit % 10);
  detail::u128 v = 0;
  bool overflow = false;
  for (; have; have = next(&c)) {
    if (detail::is_digit(c)) {
      const auto d = static_cast<unsigned>(c - '0');
      overflow = overflow || v > tenth || (v == tenth && d > last);
      if (!overflow) v = v * 10 + d;
      any = true;
    } else if (c == ',') {  // (DECIMAL='COMMA': ',' is no stop)
      break;
    } else {
      return {FlangInt::kBadChar, pos - 1};
    }
  }
  if (!any) return {FlangInt::kAbsent, pos};
  if (overflow) return {FlangInt::kOverflow, pos};
  detail::store_integer(negative ? 0 - v : v, kind, dest);
  return {FlangInt::kOk, pos};
}

FlangRealResult list_real_flang(std::string_view text, int kind, void* dest,
                                const InModes& modes) {
  FlangRealResult fast;
  if (plain(text, kind, dest, modes, &fast)) return fast;
  return FlangRealScan(text, kind, dest, modes).run();
}

}  // namespace ftnio::conv
