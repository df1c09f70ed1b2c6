// SPDX-License-Identifier: MIT
// Tokenizer of Fortran format texts with libgfortran's position rules
// (L1, internal to the parser).
//
// The error caret libgfortran prints is "characters consumed so far", so
// the lexer reproduces its exact consumption pattern: blanks and tabs are
// skipped outside character constants, a number or two-letter keyword is
// recognised by reading one character too far and stepping back one, and
// stepping back after the end of the text was hit still moves back one
// character (so the last digit of "(i5" is read twice).  Counts wrap modulo
// 2**32 like libgfortran's int arithmetic.
#ifndef FTNIO_FORMAT_FORMAT_LEXER_H
#define FTNIO_FORMAT_FORMAT_LEXER_H

#include <cstdint>

#include "format/format.h"

namespace ftnio::detail {

enum class Tok : uint8_t {
  kNone,  // no token pushed back
  kUnknown,
  kEnd,
  kStar,
  kLparen,
  kRparen,
  kSignedInt,
  kZero,
  kPosint,  // numbers: value()
  kPeriod,
  kComma,
  kColon,
  kSlash,
  kDollar,
  kT,
  kTL,
  kTR,
  kX,
  kS,
  kSS,
  kSP,
  kBN,
  kBZ,
  kB,
  kString,
  kBadString,  // character constant: string_begin(), value()
  kP,
  kI,
  kO,
  kZ,
  kF,
  kE,
  kEN,
  kES,
  kG,
  kH,
  kL,
  kA,
  kD,
  kDP,
  kDC,
  kDT,
  kRC,
  kRD,
  kRN,
  kRP,
  kRU,
  kRZ,
};

class FormatLexer {
 public:
  FormatLexer(const char* text, int32_t len) : s_(text), len_(len) {}

  // The next token (the pushed-back one first, if any).
  Tok lex();
  // One-token pushback, as libgfortran's saved_token.
  void save(Tok t) { saved_ = t; }

  // Number value of the last number token; for kString the number of
  // characters of the constant (a doubled quote counts once).
  int32_t value() const { return value_; }
  // Index of the first character after the opening quote of the last
  // character constant.
  int32_t string_begin() const { return string_begin_; }
  // Characters consumed: libgfortran's error offset at parse time.
  int32_t pos() const { return pos_; }
  int32_t remaining() const { return len_ - pos_; }
  // The last character read (upper-cased), for "Unexpected element".
  char last_char() const { return last_; }
  // Set by the lexer on an unterminated constant (libgfortran's fmt->error
  // is shared by lexer and parser; the parser may overwrite it).
  FormatErrorCode lex_error() const { return lex_error_; }
  // Consumes n raw characters (Hollerith text); n <= remaining().
  void skip_raw(int32_t n) { pos_ += n; }

 private:
  int next_char(bool literal);
  void unget() { --pos_; }  // libgfortran steps back even after the end
  Tok lex_number(int c, bool negative);
  Tok lex_string(int delim);
  Tok second_letter(Tok single, const char* letters, const Tok* toks);

  const char* s_;             // the format text
  int32_t len_;               // its length
  int32_t pos_ = 0;           // index of the next character to read
  int32_t value_ = 0;         // see value()
  int32_t string_begin_ = 0;  // see string_begin()
  char last_ = 0;             // see last_char()
  Tok saved_ = Tok::kNone;    // pushed-back token
  FormatErrorCode lex_error_ = FormatErrorCode::kNone;  // see lex_error()
};

}  // namespace ftnio::detail

#endif  // FTNIO_FORMAT_FORMAT_LEXER_H
