// SPDX-License-Identifier: MIT
// Formatted input of one REAL field (F, E, EN, ES, D, G), as libgfortran 12's
// read_f (L1, pure).
//
// The field's grammar (F2018 13.7.2.3.2 plus GNU extensions):
//   blanks [sign] blanks ( inf-nan | mantissa [exponent] ) blanks
//   mantissa  digits and at most one decimal symbol; blanks inside are
//             ignored (BN) or zeros (BZ); no digit at all means 0
//   exponent  (E|D|Q|e|d|q) blanks [sign] digits   or   sign digits
// Without an exponent the scale factor applies (value / 10^k); without a
// decimal symbol the last d digits are the fraction.  Both only move the
// decimal exponent: nothing is multiplied.
#include <cstdint>
#include <cstring>

#include "conv/decimal_in.h"
#include "conv/edit_in.h"
#include "conv/edit_in_detail.h"

namespace ftnio::conv {

using detail::DecimalDigits;

namespace {

// "inf", "infinity", "nan", "nan(alnum...)" in any case, then blanks (a
// GNU extension also allows more letters after a blank).  neg is the sign
// before it.  p/w: the rest of the field, w >= 3.
InStatus read_inf_nan(const char* p, size_t w, bool neg, int kind, void* dest,
                      const InModes& modes) {
  if (modes.flang_reals) {
    // flang: the letters, the character that ends them (taken unseen),
    // then blanks only, whatever BLANK= says.  NaN(...) as below.
    size_t n = 0;
    while (n < w && detail::is_alpha(static_cast<unsigned char>(p[n]))) ++n;
    if (n >= w || p[n] != '(') {
      for (size_t j = n + 1; j < w; ++j)
        if (p[j] != ' ') return InStatus::kBadValue;
      char word[9] = {};
      for (size_t i = 0; i < n && i < sizeof word - 1; ++i)
        word[i] = static_cast<char>(
            detail::to_lower(static_cast<unsigned char>(p[i])));
      const std::string_view s(word, n < sizeof word ? n : 0);
      if (s == "inf" || s == "infinity")
        detail::store_infinity(neg, kind, dest);
      else if (s == "nan")
        detail::store_nan(neg, kind, dest);
      else
        return InStatus::kBadValue;
      return InStatus::kOk;
    }
  }
  char word[10];  // the lowercased text up to the first blank or '(' (BN)
  size_t len = 0;
  bool ended = false;  // a blank (BN) or '(' ended the word
  int parens = 0;      // '(' and ')' seen, in that order
  for (; w > 0; --w, ++p) {
    int c = detail::to_lower(static_cast<unsigned char>(*p));
    if (*p == ' ') {
      if (modes.blank_zero) {
        c = '0';
      } else {
        if (parens == 1) return InStatus::kBadValue;  // no blank inside "( )"
        ended = true;
        continue;
      }
    } else if (*p == '(') {
      ++parens;
      ended = true;
      continue;
    } else if (*p == ')') {
      if (parens++ != 1) return InStatus::kBadValue;
    } else if (!detail::is_alnum(c)) {
      return InStatus::kBadValue;
    }
    if (!ended) {
      if (len < sizeof word)
        word[len++] = static_cast<char>(c);
      else
        len = sizeof word + 1;  // too long to match anything
    }
  }
  if (parens != 0 && parens != 2) return InStatus::kBadValue;
  const std::string_view s(word, len <= sizeof word ? len : 0);
  if (s == "inf" || s == "infinity") {
    if (parens) return InStatus::kBadValue;
    detail::store_infinity(neg, kind, dest);
    return InStatus::kOk;
  }
  if (s != "nan") return InStatus::kBadValue;
  detail::store_nan(neg, kind, dest);
  return InStatus::kOk;
}

// The exponent after its letter (or starting at its sign); p/w: the rest
// of the field.  Sets *value with libgfortran's int arithmetic (the digits
// wrap modulo 2^32).  False for a malformed exponent.
bool read_exponent(const char* p, size_t w, const InModes& modes,
                   int32_t* value) {
  while (w > 0 && *p == ' ') ++p, --w;
  bool negative = false;
  // libgfortran looks at the char after the field when the field ends
  // here; a pure function cannot, and treats it as the end of the field.
  if (w > 0 && (*p == '-' || *p == '+')) {
    negative = *p == '-';
    ++p, --w;
  }
  if (w == 0) {
    *value = 0;
    return modes.dec_extensions;  // -fdec: "1.5e" is 1.5
  }
  uint32_t acc = 0;
  bool digits = false;  // a digit, or a blank that BZ makes one
  for (; w > 0; ++p, --w) {
    if (*p == ' ') {
      if (!modes.blank_zero) continue;
      if (!modes.flang_reals || acc < 10000) acc *= 10;
    } else if (detail::is_digit(*p)) {
      // flang stops adding digits at 10000 (read_real_field clamps).
      if (!modes.flang_reals || acc < 10000)
        acc = acc * 10 + static_cast<uint32_t>(*p - '0');
    } else {
      return false;
    }
    digits = true;
  }
  // Blanks after the sign are an exponent of 0 ("1.0-  ", "--  " is -0.0),
  // as in libgfortran; blanks alone after the letter are nothing (above).
  // flang's exponent needs a digit: its scan leaves the sign unread, and
  // the field has a character left over.
  if (modes.flang_reals && !digits) return false;
  *value = static_cast<int32_t>(negative ? 0u - acc : acc);
  return true;
}

// The common field "[sign]digits.digits[E[sign]dd]" (plus blanks around,
// under BN) of REAL(4)/REAL(8) under nearest rounding, straight through
// std::from_chars (read_plain_decimal, which finds the number's end in
// the same scan); false leaves the field to the general parser.
// kFlang: modes.flang_reals, a template argument so that each door tests
// it once.
template <bool kFlang>
bool plain_field_as(const char* p, size_t w, bool neg, int d, int kind,
                    void* dest, const InModes& modes) {
  alignas(8) unsigned char v[8];  // stored only when the field is whole
  const char* e = p + w;
  detail::PlainExact exact;
  const char* end;
  if constexpr (kFlang)
    end = detail::read_plain_decimal(p, e, neg, kind, v, &exact);
  else
    end = detail::read_plain_decimal(p, e, neg, kind, v);
  if (end == nullptr) return false;
  for (const char* k = end; k < e; ++k)
    if (*k != ' ') return false;
  // The implied decimal point and the scale factor move the exponent: a
  // number without a point (it follows the leading digits), or without
  // an exponent, is left to the general parser there.
  if (d != 0) {
    const char* k = p;
    while (k < end && detail::is_digit(*k)) ++k;
    if (k == end || *k != '.') return false;
  }
  if (modes.scale != 0) {
    const char* k = end;
    while (k > p && detail::is_digit(k[-1])) --k;
    if (k > p && (k[-1] == '+' || k[-1] == '-')) --k;
    if (k == p || (k[-1] != 'e' && k[-1] != 'E')) return false;
  }
  // Two fixed sizes: one store each (a size chosen at run time makes
  // GCC 12 copy through a loop).
  if (kind == 8)
    std::memcpy(dest, v, 8);
  else
    std::memcpy(dest, v, 4);
  if constexpr (kFlang) detail::flang_plain_flags(p, end, kind, exact);
  return true;
}

bool plain_field(const char* p, size_t w, bool neg, int d, int kind, void* dest,
                 const InModes& modes) {
  if (kind > 8 || modes.blank_zero || modes.round == RoundMode::kUp ||
      modes.round == RoundMode::kDown || modes.round == RoundMode::kZero)
    return false;
  return modes.flang_reals
             ? plain_field_as<true>(p, w, neg, d, kind, dest, modes)
             : plain_field_as<false>(p, w, neg, d, kind, dest, modes);
}

// The usual field of a REAL(4)/REAL(8) under nearest rounding, read in
// one pass straight from the record (read_field_fast): no digit buffer,
// no second look at the text.  False leaves the field to the paths
// below, which read every field it takes to the same value.
template <typename T, bool kFlang>
bool fast_field_as(std::string_view field, const detail::FieldForm& form,
                   void* dest) {
  T v;
  bool exact = true;
  const char* e = field.data() + field.size();
  if constexpr (kFlang) {
    if (!detail::read_field_fast(field.data(), e, form, &v, &exact))
      return false;
  } else if (!detail::read_field_fast(field.data(), e, form, &v)) {
    return false;
  }
  std::memcpy(dest, &v, sizeof v);
  if constexpr (kFlang)
    detail::flang_plain_flags(
        nullptr, nullptr, sizeof v,
        exact ? detail::PlainExact::kExact : detail::PlainExact::kInexact);
  return true;
}

bool fast_field(std::string_view field, int d, int kind, void* dest,
                const InModes& modes) {
  if ((kind != 4 && kind != 8) || modes.round == RoundMode::kUp ||
      modes.round == RoundMode::kDown || modes.round == RoundMode::kZero ||
      !detail::sse_rounds_to_nearest())
    return false;
  const detail::FieldForm form{d, modes.scale, modes.decimal_comma ? ',' : '.',
                               modes.blank_zero};
  if (modes.flang_reals)
    return kind == 8 ? fast_field_as<double, true>(field, form, dest)
                     : fast_field_as<float, true>(field, form, dest);
  return kind == 8 ? fast_field_as<double, false>(field, form, dest)
                   : fast_field_as<float, false>(field, form, dest);
}

}  // namespace

bool real_field_exponent_only(std::string_view field, bool decimal_comma) {
  size_t i = 0;
  auto skip_blanks = [&] {
    while (i < field.size() && field[i] == ' ') ++i;
  };
  skip_blanks();
  if (i < field.size() && (field[i] == '+' || field[i] == '-')) ++i;
  for (; i < field.size(); ++i) {
    const char c = field[i];
    if (c == ' ') continue;
    if ((c >= '0' && c <= '9') || c == (decimal_comma ? ',' : '.'))
      return false;
    switch (c) {
      case 'e':
      case 'E':
      case 'd':
      case 'D':
      case 'q':
      case 'Q':
      case '+':
      case '-': return true;
      default: return false;
    }
  }
  return false;
}

InStatus read_real_field(std::string_view field, int d, int kind, void* dest,
                         const InModes& modes) {
  if (fast_field(field, d, kind, dest, modes)) return InStatus::kOk;
  if (!detail::valid_real_kind(kind)) return InStatus::kBadKind;
  const char* p = field.data();
  size_t w = field.size();
  while (w > 0 && *p == ' ') ++p, --w;
  bool neg = false;
  if (w > 0 && (*p == '-' || *p == '+')) {
    neg = *p == '-';
    ++p, --w;
  }
  while (w > 0 && *p == ' ') ++p, --w;
  if (w == 0) {  // blanks, or a sign alone: +0 (libgfortran drops the
                 // sign), -0 for a '-' in flang
    detail::store_zero(neg && modes.flang_reals, kind, dest);
    return InStatus::kOk;
  }
  if (w >= 3 && (*p == 'i' || *p == 'I' || *p == 'n' || *p == 'N'))
    return read_inf_nan(p, w, neg, kind, dest, modes);
  if (plain_field(p, w, neg, d, kind, dest, modes)) return InStatus::kOk;

  DecimalDigits digits(kind);
  bool seen_dp = false;
  bool has_exponent = false;
  int32_t exponent = 0;
  for (; w > 0; ++p, --w) {
    const char c = *p;
    if (c == '.' || (c == ',' && modes.decimal_comma)) {
      if (seen_dp) return InStatus::kBadValue;
      seen_dp = true;
    } else if (detail::is_digit(c)) {
      digits.add(c - '0', seen_dp);
    } else if (c == ' ') {
      if (modes.blank_zero) digits.add(0, seen_dp);
    } else if (c == '+' || c == '-' || c == 'e' || c == 'E' || c == 'd' ||
               c == 'D' || c == 'q' || c == 'Q') {
      const size_t skip = (c == '+' || c == '-') ? 0 : 1;
      if (!read_exponent(p + skip, w - skip, modes, &exponent))
        return InStatus::kBadValue;
      has_exponent = true;
      break;
    } else {
      return InStatus::kBadValue;
    }
  }
  // libgfortran computes these in int, wrapping; the scale factor only
  // counts without an exponent (F2018 13.8.5).
  uint32_t e = static_cast<uint32_t>(has_exponent ? exponent : -modes.scale);
  if (!seen_dp) e -= static_cast<uint32_t>(d);
  const int32_t final_exp = static_cast<int32_t>(e);
  int64_t exp10 = final_exp;
  if (final_exp == INT32_MIN) {
    // Negating INT_MIN overflows; libgfortran's compiled code then prints
    // its last four digits as unsigned: e-3648.
    exp10 = -3648;
  } else if (final_exp >= 10000 || final_exp <= -10000) {
    // libgfortran writes at most 4 exponent digits; flang converts what
    // it has, which overflows to Infinity or underflows to zero.
    if (!modes.flang_reals) return InStatus::kBadValue;
    exp10 = final_exp > 0 ? 10000 : -10000;
  }
  digits.finish();
  const int before = modes.flang_reals ? detail::flang_flags_before() : 0;
  // (flang's REAL(16) overflow rounds as any kind's: no libquadmath
  // Infinity)
  const bool overflow =
      detail::store_decimal(digits, neg, exp10, exp10 > 0 && !modes.flang_reals,
                            kind, modes.round, dest);
  if (!modes.flang_reals) return InStatus::kOk;
  detail::flang_input_flags(overflow, before, digits, exp10, kind, dest);
  // (an overflow rounded to HUGE() is quiet in flang)
  return overflow && detail::overflow_rounds_to_infinity(neg, modes.round)
             ? InStatus::kRealOverflow
             : InStatus::kOk;
}

}  // namespace ftnio::conv
