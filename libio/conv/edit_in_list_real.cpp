// SPDX-License-Identifier: MIT
// List-directed input of REAL values and COMPLEX parts, as libgfortran 12's
// read_real and parse_real (L1, pure).
//
// The two scanners differ in small ways that programs can observe, so each
// follows its libgfortran counterpart state by state: read_real takes a
// repeat count and insists on a separator after the value; parse_real (a
// part of "(re, im)") ends at any char that cannot continue the number.
#include <cstdint>
#include <cstring>

#include "conv/decimal_in.h"
#include "conv/edit_in.h"
#include "conv/edit_in_detail.h"

namespace ftnio::conv {

using detail::DecimalDigits;
using detail::ListCursor;

namespace {

constexpr int kEof = ListCursor::kEof;
constexpr uint64_t kMaxRepeat = 200000000;  // libgfortran's MAX_REPEAT

bool is_exponent_letter(int c) {
  return c == 'e' || c == 'E' || c == 'd' || c == 'D' || c == 'q' || c == 'Q';
}
bool is_i_or_n(int c) { return c == 'i' || c == 'I' || c == 'n' || c == 'N'; }
bool is_letter(int c, char lower) {
  return c == lower || c == lower - ('a' - 'A');
}

// One number being scanned: mantissa digits and the explicit exponent.
struct Number {
  explicit Number(int kind) : digits(kind) {}
  DecimalDigits digits;   // the mantissa
  bool negative = false;  // a '-' before the mantissa
  bool seen_dp = false;   // the decimal symbol was met (a second one is bad)
  bool fraction = false;  // digits now go after the point; differs from seen_dp
                          // only after libgfortran's ".*" quirk
  int64_t exponent = 0;   // explicit exponent, saturated (see exponent_step)
};

// A failure at char c where libgfortran calls nml_bad_return first: in a
// namelist the caller re-reads the text as a name; else the end of file
// is END.  (c is what the scanner made of the char: a decimal comma is
// '.'.)
ListResult fail(const ListCursor& in, int c, bool namelist,
                uint32_t repeat = 1) {
  const InStatus s =
      (!namelist && c == kEof) ? InStatus::kEnd : InStatus::kBadValue;
  ListResult r = {s, repeat, in.pos()};
  r.bad_in_text = !in.past_text();
  r.bad_is_point = c == '.' && in.last_was(',');
  return r;
}
// A missing exponent digit (libgfortran's bad_exponent, no nml_bad_return).
ListResult fail_exponent(const ListCursor& in, int c, uint32_t repeat) {
  return {c == kEof ? InStatus::kEnd : InStatus::kBadExponent, repeat,
          in.pos()};
}

// Converts the scanned number.  Without a mantissa digit strtod consumes
// nothing: libgfortran has then stored its 0.0 and reports an error.
// An overflow is an error only under modes.flang_reals (flang).
InStatus finish(Number& num, int kind, const InModes& modes, void* dest) {
  if (!num.digits.seen()) {
    detail::store_zero(false, kind, dest);
    return InStatus::kFloatError;
  }
  num.digits.finish();
  if (detail::store_decimal(num.digits, num.negative, num.exponent,
                            num.exponent > 0, kind, modes.round, dest) &&
      modes.flang_reals)
    return InStatus::kRealOverflow;
  return InStatus::kOk;
}

// Exponent digits from c on until a char that is not a digit; returns
// that char.  strict: only a separator (or EOF) may end them.
int scan_exponent_digits(ListCursor& in, int c, bool negative, Number* num) {
  int64_t e = 0;
  for (; detail::is_digit(c); c = in.next())
    e = detail::exponent_step(e, c - '0');
  num->exponent = negative ? -e : e;
  return c;
}

// ---------------------------------------------------------------------------
// read_real

// In a namelist, "inf"/"nan" followed by blanks and '=' is an object
// name (libgfortran unwinds): returns NotAValue for that, BadValue when
// the file ends in the blanks, Ok otherwise, with the cursor after the
// first non-blank char.  The look-ahead cannot cross the end of text
// (libgfortran's crosses records): the value is then taken as a value.
InStatus namelist_look_ahead(ListCursor& in) {
  int c;
  do {
    c = in.next();
    if (c == kEof) return InStatus::kBadValue;
    if (in.past_text()) return InStatus::kOk;
  } while (c == ' ' || c == '\n' || c == '\r');
  return c == '=' ? InStatus::kNotAValue : InStatus::kOk;
}

// Infinity or NaN in read_real; c (i/I/n/N) is consumed.
ListResult real_inf_nan(ListCursor& in, int c, bool negative, uint32_t repeat,
                        int kind, void* dest, const InModes& modes) {
  const bool nml = modes.namelist;
  auto unwind = [&](int at) {
    if (nml) return ListResult{InStatus::kNotAValue, repeat, in.pos()};
    return fail(in, at, false, repeat);
  };
  const bool is_inf = c == 'i' || c == 'I';
  if (is_inf) {
    if (!is_letter(c = in.next(), 'n') || !is_letter(c = in.next(), 'f'))
      return unwind(c);
    c = in.next();
    if (!in.is_separator(c) && c != kEof) {
      for (const char l : {'i', 'n', 'i', 't', 'y'}) {
        if (!is_letter(c, l)) return unwind(c);
        c = in.next();
      }
    }
  } else {
    if (!is_letter(c = in.next(), 'a') || !is_letter(c = in.next(), 'n'))
      return unwind(c);
    c = in.next();
    if (c == '(') {
      for (c = in.next(); c != ')'; c = in.next()) {
        if (in.is_separator(c)) return unwind(c);
        // At the true end of file libgfortran loops forever; a 0xFF that
        // reads as EOF is just skipped.
        if (c == kEof && in.at_file_end())
          return {InStatus::kEnd, repeat, in.pos()};
      }
      c = in.next();
    }
  }
  if (!in.is_separator(c) && c != kEof) return unwind(c);
  if (nml && (c == ' ' || c == '\n' || c == '\r') && !in.past_text()) {
    const InStatus s = namelist_look_ahead(in);
    if (s != InStatus::kOk) return {s, repeat, in.pos()};
  }
  in.unget();
  if (is_inf)
    detail::store_infinity(negative, kind, dest);
  else
    detail::store_nan(negative, kind, dest);
  return {InStatus::kOk, repeat, in.pos()};
}

// The repeat count read_real has collected before a '*': digits, or
// (a quirk) text starting with '.', which libgfortran converts as a digit
// worth -2: "." alone then means no repeat, anything longer overflows.
ListResult repeat_count(const ListCursor& in, bool leading_dot,
                        size_t run_digits, uint64_t run_value,
                        uint32_t* repeat) {
  if (leading_dot) {
    if (run_digits == 0) {
      *repeat = 1;
      return {InStatus::kOk, 1, in.pos()};
    }
    return {InStatus::kRepeatOverflow, 1, in.pos()};
  }
  if (run_value > kMaxRepeat) return {InStatus::kRepeatOverflow, 1, in.pos()};
  if (run_value == 0) return {InStatus::kZeroRepeat, 1, in.pos()};
  *repeat = static_cast<uint32_t>(run_value);
  return {InStatus::kOk, *repeat, in.pos()};
}

// read_real's state machine over one value, split at its states.  Each
// step returns true to go on, or false with *out holding the result.
class RealScan {
 public:
  RealScan(std::string_view text, bool eof_after, int kind, void* dest,
           const InModes& modes)
      : in_(text, eof_after, modes),
        num_(kind),
        modes_(modes),
        kind_(kind),
        dest_(dest) {}

  ListResult run() {
    ListResult out{};
    int c = mantissa_char();
    bool through_sign = false;  // the value starts at a sign or after "r*"
    if (detail::is_digit(c) || c == '.') {
      if (!leading_run(&c, &through_sign, &out)) return out;
    } else if (c == '+' || c == '-') {
      through_sign = true;
    } else if (in_.is_separator(c)) {
      in_.unget();
      return {InStatus::kNull, 1, in_.pos()};
    } else if (is_i_or_n(c)) {
      return real_inf_nan(in_, c, false, 1, kind_, dest_, modes_);
    } else {
      return fail_at(c);
    }
    if (through_sign && !value_start(&c, &out)) return out;
    return mantissa_and_exponent(c);
  }

 private:
  // The decimal symbol of the mode reads as '.' in the mantissa.
  int mantissa_char() {
    const int c = in_.next();
    return (c == ',' && modes_.decimal_comma) ? '.' : c;
  }
  ListResult fail_at(int c) const {
    return fail(in_, c, modes_.namelist, repeat_);
  }

  // The first digit run, which is a repeat count if a '*' ends it.
  bool leading_run(int* cp, bool* through_sign, ListResult* out) {
    int c = *cp;
    const bool leading_dot = c == '.';
    num_.seen_dp = num_.fraction = leading_dot;
    if (leading_dot) c = mantissa_char();
    size_t run_digits = 0;
    uint64_t run_value = 0;
    for (; detail::is_digit(c); c = mantissa_char()) {
      num_.digits.add(c - '0', num_.fraction);
      ++run_digits;
      if (run_value <= kMaxRepeat)
        run_value = run_value * 10 + static_cast<uint64_t>(c - '0');
    }
    if (c == '.' && !leading_dot) {
      num_.seen_dp = num_.fraction = true;
      *cp = mantissa_char();
      return true;
    }
    *cp = c;
    if (c != '*') return true;
    *out = repeat_count(in_, leading_dot, run_digits, run_value, &repeat_);
    if (out->status != InStatus::kOk) return false;
    num_.digits.reset();
    num_.fraction = false;  // seen_dp stays: after ".*" a '.' is bad
    c = in_.next();
    if (c == kEof) {
      *out = fail_at(c);
      return false;
    }
    if (in_.is_separator(c)) {
      in_.unget();
      *out = {InStatus::kNull, repeat_, in_.pos()};
      return false;
    }
    *cp = c;
    *through_sign = true;
    return true;
  }

  // c is a sign, or the first char after "r*": the first mantissa char.
  bool value_start(int* cp, ListResult* out) {
    int c = *cp;
    if (c == '+' || c == '-') {
      num_.negative = c == '-';
      c = in_.next();
      if (c == kEof) {
        *out = fail_at(c);
        return false;
      }
    }
    if (c == ',' && modes_.decimal_comma) c = '.';
    if (!detail::is_digit(c) && c != '.') {
      *out = is_i_or_n(c) ? real_inf_nan(in_, c, num_.negative, repeat_, kind_,
                                         dest_, modes_)
                          : fail_at(c);
      return false;
    }
    if (c == '.') {
      if (num_.seen_dp) {
        *out = fail_at(c);
        return false;
      }
      num_.seen_dp = num_.fraction = true;
    } else {
      num_.digits.add(c - '0', false);
    }
    *cp = mantissa_char();
    return true;
  }

  // The rest of the mantissa from c on, the exponent, the separator.
  ListResult mantissa_and_exponent(int c) {
    for (;; c = mantissa_char()) {
      if (detail::is_digit(c)) {
        num_.digits.add(c - '0', num_.fraction);
      } else if (c == '.') {
        if (num_.seen_dp) return fail_at(c);
        num_.seen_dp = num_.fraction = true;
      } else {
        break;
      }
    }
    if (is_exponent_letter(c) || c == '+' || c == '-') {
      bool eneg = c == '-';
      if (is_exponent_letter(c)) {
        c = in_.next();
        if (c == kEof) return fail_at(c);
        if (c == '+' || c == '-') {
          eneg = c == '-';
          c = in_.next();
        }
      } else {
        c = in_.next();
      }
      if (!detail::is_digit(c)) {
        if (!modes_.dec_extensions) return fail_exponent(in_, c, repeat_);
        in_.unget();  // -fdec: a missing exponent is 0; c is left for the
                      // caller
        return {finish(num_, kind_, modes_, dest_), repeat_, in_.pos()};
      }
      c = scan_exponent_digits(in_, c, eneg, &num_);
    }
    if (!in_.is_separator(c) && c != kEof) return fail_at(c);
    in_.unget();
    return {finish(num_, kind_, modes_, dest_), repeat_, in_.pos()};
  }

  ListCursor in_;         // the text
  Number num_;            // what has been scanned
  const InModes& modes_;  // decimal symbol, rounding, namelist, -fdec
  int kind_;              // REAL kind
  void* dest_;            // the item
  uint32_t repeat_ = 1;   // r of "r*"
};

// The common value "[sign]digits[.digits][E[sign]digits]" ended by a
// separator (or the end of the text) of a REAL(4)/REAL(8) under nearest
// rounding, converted in place by std::from_chars; RealScan reaches the
// same value and position for it.  Returns false, storing nothing, for
// anything else (a repeat count ends its digits with '*', 'D' and 'Q'
// exponents, the decimal comma, ...).
bool plain_value(std::string_view text, int kind, void* dest,
                 const InModes& modes, ListResult* out) {
  if (!detail::plain_decimal_applies(kind, modes)) return false;
  const char* p = text.data();
  size_t n = text.size();
  size_t sign = n > 0 && (p[0] == '-' || p[0] == '+') ? 1 : 0;
  // Read first, into v: the separator check comes after the number's end.
  alignas(8) unsigned char v[8];
  const bool negative = sign == 1 && p[0] == '-';
  const char* stop =
      detail::read_plain_decimal(p + sign, p + n, negative, kind, v);
  if (stop == nullptr) return false;
  size_t end = static_cast<size_t>(stop - p);
  if (end < n) {
    const int c = static_cast<unsigned char>(p[end]);
    if (!(c == ' ' || c == ',' || c == '/' || c == '\n' || c == '\t' ||
          c == '\r' || c == ';' || (modes.namelist && c == '!')))
      return false;
  }
  // Two fixed sizes: one store each (a size chosen at run time makes
  // GCC 12 copy through a loop).
  if (kind == 8)
    std::memcpy(dest, v, 8);
  else
    std::memcpy(dest, v, 4);
  *out = {InStatus::kOk, 1, end};
  return true;
}

}  // namespace

namespace {

// The usual value in one pass (read_list_fast), ended by a separator or
// the end of the text: the characters used, or 0, nothing stored.
template <typename T>
size_t list_real_fast(std::string_view text, void* dest) {
  const char* s = text.data();
  const char* e = s + text.size();
  T v;
  const char* end = detail::read_list_fast(s, e, &v);
  if (end == nullptr ||
      (end < e &&
       !is_list_separator(static_cast<unsigned char>(*end), false, false)))
    return 0;
  std::memcpy(dest, &v, sizeof v);
  return static_cast<size_t>(end - s);
}

}  // namespace

size_t list_real_plain(std::string_view text, int kind, void* dest,
                       RoundMode round) {
  if (kind != 4 && kind != 8) return 0;
  if (round != RoundMode::kUp && round != RoundMode::kDown &&
      round != RoundMode::kZero && detail::sse_rounds_to_nearest()) {
    const size_t used = kind == 8 ? list_real_fast<double>(text, dest)
                                  : list_real_fast<float>(text, dest);
    if (used != 0) return used;
  }
  ListResult r;
  InModes m;
  m.round = round;
  return plain_value(text, kind, dest, m, &r) ? r.used : 0;
}

ListResult list_real_token(std::string_view text, bool eof_after, int kind,
                           void* dest, const InModes& modes) {
  if (!detail::valid_real_kind(kind)) return {InStatus::kBadKind, 1, 0};
  ListResult fast;
  if (plain_value(text, kind, dest, modes, &fast)) return fast;
  return RealScan(text, eof_after, kind, dest, modes).run();
}

// ---------------------------------------------------------------------------
// parse_real: one part of a complex value

namespace {

// Infinity or NaN in parse_real, whose matching has its own quirks: after
// "i" and a mismatch, the "nan" test goes on from the NEXT char (so "ixan"
// is a NaN), and any char may follow.  c (i/I/n/N) is consumed.
ListResult part_inf_nan(ListCursor& in, int c, bool negative, int kind,
                        void* dest, const InModes& modes) {
  bool is_inf = false;
  if ((c == 'i' || c == 'I') && is_letter(c = in.next(), 'n') &&
      is_letter(c = in.next(), 'f')) {
    c = in.next();
    if (is_letter(c, 'i')) {
      for (const char l : {'n', 'i', 't', 'y'})
        if (!is_letter(c = in.next(), l)) return fail(in, c, modes.namelist);
      c = in.next();
      if (c == 0) return fail(in, c, modes.namelist);
    }
    is_inf = true;
  } else {
    if (!is_letter(c = in.next(), 'a') || !is_letter(c = in.next(), 'n') ||
        (c = in.next()) == 0)
      return fail(in, c, modes.namelist);
    if (c == '(') {
      for (; c != ')'; c = in.next()) {
        if (in.is_separator(c)) return fail(in, c, modes.namelist);
        if (c == kEof && in.at_file_end())
          return {InStatus::kEnd, 1, in.pos()};  // see above
      }
      c = in.next();
    }
  }
  in.unget();
  if (is_inf)
    detail::store_infinity(negative, kind, dest);
  else
    detail::store_nan(negative, kind, dest);
  return {InStatus::kOk, 1, in.pos()};
}

}  // namespace

ListResult list_complex_part(std::string_view text, bool eof_after, int kind,
                             void* dest, const InModes& modes) {
  if (!detail::valid_real_kind(kind)) return {InStatus::kBadKind, 1, 0};
  ListCursor in(text, eof_after, modes);
  const bool nml = modes.namelist;
  Number num(kind);
  int c = in.next();
  if (c == kEof) return fail(in, c, nml);
  if (c == '-' || c == '+') {
    num.negative = c == '-';
    c = in.next();
    if (c == kEof) return fail(in, c, nml);
  }
  if (c == ',' && modes.decimal_comma) c = '.';
  if (!detail::is_digit(c) && c != '.') {
    if (is_i_or_n(c))
      return part_inf_nan(in, c, num.negative, kind, dest, modes);
    return fail(in, c, nml);
  }
  for (;; c = in.next()) {
    if (c == kEof) return fail(in, c, nml);
    if (c == ',' && modes.decimal_comma) c = '.';
    if (detail::is_digit(c)) {
      num.digits.add(c - '0', num.fraction);
    } else if (c == '.') {
      if (num.seen_dp) return fail(in, c, nml);
      num.seen_dp = num.fraction = true;
    } else {
      break;
    }
  }
  if (c == '!' && !nml) return fail(in, c, nml);
  if (is_exponent_letter(c) || c == '+' || c == '-') {
    bool eneg = c == '-';
    const bool letter = is_exponent_letter(c);
    c = in.next();
    if (c == kEof) return fail(in, c, nml);
    if (letter && (c == '+' || c == '-')) {
      eneg = c == '-';
      c = in.next();
    }
    if (!detail::is_digit(c)) {
      if (!modes.dec_extensions) return fail_exponent(in, c, 1);
      in.unget();  // -fdec: a missing exponent is 0
      return {finish(num, kind, modes, dest), 1, in.pos()};
    }
    c = scan_exponent_digits(in, c, eneg, &num);
    if (c == kEof || (c == '!' && !nml)) return fail(in, c, nml);
  }
  // Any other char ends the number; the caller looks at it.
  in.unget();
  return {finish(num, kind, modes, dest), 1, in.pos()};
}

}  // namespace ftnio::conv
