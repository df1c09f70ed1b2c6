// SPDX-License-Identifier: MIT
// Helpers shared by the input-conversion files edit_in_*.cpp: digit collection,
// exact decimal-to-binary, stores (L1, pure, internal).
#ifndef FTNIO_CONV_EDIT_IN_DETAIL_H
#define FTNIO_CONV_EDIT_IN_DETAIL_H

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "conv/edit_in.h"

namespace ftnio::conv::detail {

using u128 = unsigned __int128;

inline bool is_digit(int c) { return c >= '0' && c <= '9'; }
inline int to_lower(int c) {
  return c >= 'A' && c <= 'Z' ? c + ('a' - 'A') : c;
}
inline bool is_alpha(int c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}
// The C locale's isalnum, which libgfortran's safe_isalnum amounts to.
inline bool is_alnum(int c) { return is_digit(c) || is_alpha(c); }

// Largest magnitude of a signed integer of nbytes bytes (1, 2, 4, 8, 10,
// 16): 2^(8*nbytes-1) - 1, as libgfortran's si_max.
inline u128 signed_max(int nbytes) {
  return (static_cast<u128>(1) << (8 * nbytes - 1)) - 1;
}

// Stores the low nbytes bytes (1 2 4 8 10 16) of v, little-endian, as
// libgfortran's set_integer (a two's complement truncation).  False for
// any other size.
bool store_integer(u128 v, int nbytes, void* dest);
inline bool valid_integer_kind(int kind) {
  return kind == 1 || kind == 2 || kind == 4 || kind == 8 || kind == 16;
}
// REAL(2) and REAL(3) (bfloat16) are flang's.
inline bool valid_real_kind(int kind) {
  return kind == 2 || kind == 3 || kind == 4 || kind == 8 || kind == 10 ||
         kind == 16;
}

// The significant decimal digits of a number as it is parsed, with the
// position of the decimal point.  Leading zeros are dropped; digits past
// the capacity that matters for the kind are folded into one sticky
// nonzero digit, which keeps every rounding decision exact: no rounding
// boundary (a representable value or a midpoint) of the kind has more
// significant digits than the capacity.
class DecimalDigits {
 public:
  explicit DecimalDigits(int kind);
  ~DecimalDigits();
  DecimalDigits(const DecimalDigits&) = delete;
  DecimalDigits& operator=(const DecimalDigits&) = delete;

  // One digit 0..9; fraction says whether it lies after the decimal point.
  void add(int digit, bool fraction) {
    seen_ = true;
    if (n_ == 0 && digit == 0) {
      if (fraction) --point_;  // 0.00d: d sits further right
      return;
    }
    if (!fraction) ++point_;
    if (n_ < cap_) {
      buf_[n_++] = static_cast<char>('0' + digit);
    } else {
      grow_or_fold(digit);
    }
  }
  // Forgets every digit (the digits of a repeat count were not the value's).
  void reset() {
    n_ = 0;
    point_ = 0;
    sticky_ = false;
    seen_ = false;
  }
  // Called once after the last digit: appends the sticky digit or drops
  // trailing zeros.
  void finish();

  bool seen() const { return seen_; }       // any digit at all, zeros included
  bool is_zero() const { return n_ == 0; }  // no nonzero digit
  const char* digits() const { return buf_; }
  size_t count() const { return n_; }
  // Decimal exponent e10 of the integer D = digits(): value = D * 10^e10
  // * 10^exp where exp is the number's explicit exponent.
  int64_t exponent() const { return point_ - static_cast<int64_t>(n_); }

 private:
  void grow_or_fold(
      int digit);  // slow path of add(): more room, or the sticky digit

  static constexpr size_t kInline =
      832;                    // covers every REAL(4)/REAL(8) need (800)
  char inline_[kInline + 2];  // digits, plus room for the sticky digit
  char* buf_;                 // inline_ or a malloc'ed block of limit_ + 2
  size_t n_ = 0;              // digits in buf_
  size_t cap_;                // current room in buf_ (<= limit_)
  size_t limit_;              // significant digits kept for the kind
  int64_t point_ = 0;    // digits before the decimal point, relative to buf_[0]
  bool sticky_ = false;  // a nonzero digit was dropped
  bool seen_ = false;    // any digit seen
};

// Exponent digits accumulate into a saturating value: beyond 10^15 every
// kind overflows or underflows anyway.
inline int64_t exponent_step(int64_t e, int digit) {
  return e >= 100000000000000LL ? e : e * 10 + digit;
}

// The exact binary form of D * 10^e10 (D = digits, not zero): sets *q,
// with want or want + 1 bits, *e and *sticky so that the value is
// (q + f) * 2^e with 0 <= f < 1, f > 0 exactly when *sticky.  want <= 126.
// False only without memory (big inputs need a few kilobytes).
bool exact_binary(const DecimalDigits& digits, int64_t e10, int want, u128* q,
                  int64_t* e, bool* sticky);

// Stores sign * digits * 10^exp10 into the REAL(kind) at dest, correctly
// rounded in the given mode the way the C library libgfortran calls does
// it (see read_real_field).  text_exponent_positive: the string libgfortran
// hands to the C library has an exponent > 0 (libquadmath then returns a
// constant Infinity for values >= 10^4933, whatever the rounding mode).
// kind must be valid.  Returns whether the value overflowed the kind
// (Infinity or HUGE stored).
bool store_decimal(const DecimalDigits& digits, bool negative, int64_t exp10,
                   bool text_exponent_positive, int kind, RoundMode round,
                   void* dest);
// Whether an overflow in the rounding mode r stores an infinity (else
// the largest finite value): the nearest modes, and the directed ones
// toward the overflow's side (IEEE 754 7.4).  flang reports the overflow
// only then.
bool overflow_rounds_to_infinity(bool negative, RoundMode r);
// What the flang door's read_plain_decimal knows of the stored value:
// the decimal number exactly, or not (the fast conversion decided), or
// unknown (std::from_chars took it; flang_plain_flags then rescans).
enum class PlainExact : uint8_t { kExact, kInexact, kUnknown };
// LLVM flang's exception flags after a REAL input value
// (flang_input_flags.cpp): IEEE_INEXACT for a value the kind does not
// hold exactly, IEEE_UNDERFLOW too for one below the smallest normal,
// nothing for one that overflowed.
// Whether D * 10^e10 (D the n digits) is a value of REAL(kind) exactly
// (one of more than 38 significant digits counts as inexact).
bool decimal_is_exact(const char* digits, size_t n, int64_t e10, int kind);
// The same of the text digits[.digits][(e|E)[sign]digits] at [s, e).
bool plain_text_is_exact(const char* s, const char* e, int kind);
// The flags flang_input_flags needs from before the conversion.
int flang_flags_before();
// After store_decimal of d * 10^exp10 into dest (overflow: what it
// returned).
void flang_input_flags(bool overflow, int before, const DecimalDigits& d,
                       int64_t exp10, int kind, const void* dest);
// After a plain value [s, e) was stored (it never overflows) by the
// read_plain_decimal that told exact.
void flang_plain_flags(const char* s, const char* e, int kind,
                       PlainExact exact);

// plain_list_integer, the usual list-directed INTEGER value, is inline
// in conv/list_integer_plain.h.

// Whether read_plain_decimal may take a list-directed REAL(kind) value
// under modes: REAL(4)/(8), decimal point, a rounding mode that is
// round-to-nearest (the C library's) or unset.  Both list scans
// (gfortran's and flang's) test it before their fast path.
inline bool plain_decimal_applies(int kind, const InModes& modes) {
  return kind <= 8 && !modes.decimal_comma && modes.round != RoundMode::kUp &&
         modes.round != RoundMode::kDown && modes.round != RoundMode::kZero;
}

// The common case of REAL(4)/REAL(8) input under round-to-nearest, with no
// digit buffer: the longest number digits[.digits][(e|E)[sign]digits]
// std::from_chars reads at [s, e), which must start with a digit or '.'
// and have an exponent of at most four significant digits.  Stores
// +-value and returns the end of the number; returns null, storing
// nothing, for any other text, a value out of range, or an FPU not
// rounding to nearest: the caller then takes the general path.  One scan
// finds the number's end and its value (list values, F/E/ES/D fields):
// scan_plain_decimal and decimal_to_binary (decimal_in.h), std::from_chars
// when they decline.
const char* read_plain_decimal(const char* s, const char* e, bool negative,
                               int kind, void* dest);
// The same, telling *exact.
const char* read_plain_decimal(const char* s, const char* e, bool negative,
                               int kind, void* dest, PlainExact* exact);

// +-0, +-Infinity and NaN as libgfortran's read_f and convert_infnan
// store them (kind 16 NaNs are always positive: libquadmath's strtoflt128
// drops the sign).
void store_zero(bool negative, int kind, void* dest);
void store_infinity(bool negative, int kind, void* dest);
void store_nan(bool negative, int kind, void* dest);

// A character source over list input: the chars of text, then an end of
// record ('\n') or the end of file (kEof) forever.
class ListCursor {
 public:
  static constexpr int kEof = -1;

  ListCursor(std::string_view text, bool eof_after, const InModes& modes)
      : text_(text),
        eof_after_(eof_after),
        namelist_(modes.namelist),
        ff_eof_(modes.ff_is_eof),
        comma_is_text_(modes.comma_is_text),
        semicolon_is_text_(modes.semicolon_is_text) {}

  int next() {
    if (pos_ < text_.size()) {
      last_in_text_ = true;
      const int c = static_cast<unsigned char>(text_[pos_++]);
      return (c == 0xFF && ff_eof_) ? kEof : c;
    }
    last_in_text_ = false;
    return eof_after_ ? kEof : '\n';
  }
  // The last next() returned the true end of file, not a 0xFF byte.
  bool at_file_end() const { return !last_in_text_ && eof_after_; }
  // Puts back the char the last next() returned.
  void unget() {
    if (last_in_text_) --pos_;
    last_in_text_ = false;
  }
  size_t pos() const { return pos_; }
  // Whether the last next() returned the char x of text.
  bool last_was(char x) const { return last_in_text_ && text_[pos_ - 1] == x; }
  // Whether the last next() returned the end of record/file after text.
  bool past_text() const { return !last_in_text_; }

  // What ends a value: a list separator, and in a namelist '!'
  // (libgfortran's is_separator; ListRead::ends_value).
  bool is_separator(int c) const {
    return is_list_separator(c, comma_is_text_, semicolon_is_text_) ||
           (namelist_ && c == '!');
  }

 private:
  std::string_view text_;      // the unread list input
  size_t pos_ = 0;             // chars of text_ consumed
  bool eof_after_;             // end of file (not of record) after text_
  bool namelist_;              // '!' is a separator
  bool ff_eof_;                // a 0xFF byte reads as kEof
  bool comma_is_text_;         // ',' separates nothing
  bool semicolon_is_text_;     // ';' separates nothing
  bool last_in_text_ = false;  // the last next() consumed a char of text_
};

// Parses an optional "r*" repeat prefix of a list value whose first char
// is a digit, for the value kinds where digits cannot start the value
// (libgfortran's parse_repeat).  See list_repeat_prefix.
ListResult parse_repeat(ListCursor& in);

}  // namespace ftnio::conv::detail

#endif  // FTNIO_CONV_EDIT_IN_DETAIL_H
