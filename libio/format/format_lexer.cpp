// SPDX-License-Identifier: MIT
// Tokenizer of Fortran format texts with libgfortran's position rules
// (L1).
#include "format/format_lexer.h"

namespace ftnio::detail {

namespace {

int upper(int c) { return c >= 'a' && c <= 'z' ? c - 'a' + 'A' : c; }
bool is_digit(int c) { return c >= '0' && c <= '9'; }

// Second letters of two-letter keywords, parallel to the strings passed to
// second_letter().
constexpr Tok kAfterT[] = {Tok::kTL, Tok::kTR};
constexpr Tok kAfterS[] = {Tok::kSS, Tok::kSP};
constexpr Tok kAfterB[] = {Tok::kBN, Tok::kBZ};
constexpr Tok kAfterE[] = {Tok::kEN, Tok::kES};
constexpr Tok kAfterD[] = {Tok::kDP, Tok::kDC, Tok::kDT};
constexpr Tok kAfterR[] = {Tok::kRC, Tok::kRD, Tok::kRN,
                           Tok::kRP, Tok::kRU, Tok::kRZ};

}  // namespace

// After the first letter of a possible two-letter keyword: the keyword
// whose second letter comes next, else `single` with one step back.
Tok FormatLexer::second_letter(Tok single, const char* letters,
                               const Tok* toks) {
  int c = next_char(false);
  for (int i = 0; letters[i] != 0; ++i)
    if (c == letters[i]) return toks[i];
  unget();
  return single;
}

// Returns the next character upper-cased, or -1 at the end (which consumes
// nothing).  Outside constants blanks and tabs are skipped.
int FormatLexer::next_char(bool literal) {
  int c;
  do {
    if (pos_ >= len_) return -1;
    c = upper(static_cast<unsigned char>(s_[pos_++]));
    last_ = static_cast<char>(c);
  } while ((c == ' ' || c == '\t') && !literal);
  return c;
}

// Digits after the first one c; the value wraps like a 32-bit int.
Tok FormatLexer::lex_number(int c, bool negative) {
  uint32_t v = static_cast<uint32_t>(c - '0');
  for (;;) {
    c = next_char(false);
    if (!is_digit(c)) break;
    v = v * 10u + static_cast<uint32_t>(c - '0');
  }
  unget();
  if (negative) v = 0u - v;
  value_ = static_cast<int32_t>(v);
  return value_ == 0 ? Tok::kZero : Tok::kPosint;
}

// A character constant after its opening delimiter.  value_ counts its
// characters with each doubled delimiter counted once.
Tok FormatLexer::lex_string(int delim) {
  string_begin_ = pos_;
  value_ = 0;
  for (;;) {
    int c = next_char(true);
    if (c == -1) break;
    if (c == delim) {
      c = next_char(true);
      if (c == -1) break;
      if (c != delim) {
        unget();
        return Tok::kString;
      }
    }
    ++value_;
  }
  lex_error_ = FormatErrorCode::kBadString;
  return Tok::kBadString;
}

Tok FormatLexer::lex() {
  if (saved_ != Tok::kNone) {
    Tok t = saved_;
    saved_ = Tok::kNone;
    return t;
  }
  int c = next_char(false);
  switch (c) {
    case -1: return Tok::kEnd;
    case '*': return Tok::kStar;
    case '(': return Tok::kLparen;
    case ')': return Tok::kRparen;
    case '.': return Tok::kPeriod;
    case ',': return Tok::kComma;
    case ':': return Tok::kColon;
    case '/': return Tok::kSlash;
    case '$': return Tok::kDollar;
    case '-':
    case '+': {
      int d = next_char(false);
      if (!is_digit(d)) return Tok::kUnknown;
      lex_number(d, c == '-');
      return Tok::kSignedInt;
    }
    case '\'':
    case '"': return lex_string(c);
    case 'T': return second_letter(Tok::kT, "LR", kAfterT);
    case 'S': return second_letter(Tok::kS, "SP", kAfterS);
    case 'B': return second_letter(Tok::kB, "NZ", kAfterB);
    case 'E': return second_letter(Tok::kE, "NS", kAfterE);
    case 'D': return second_letter(Tok::kD, "PCT", kAfterD);
    // R alone is no descriptor: the unknown token still steps back.
    case 'R': return second_letter(Tok::kUnknown, "CDNPUZ", kAfterR);
    case 'X': return Tok::kX;
    case 'P': return Tok::kP;
    case 'I': return Tok::kI;
    case 'O': return Tok::kO;
    case 'Z': return Tok::kZ;
    case 'F': return Tok::kF;
    case 'G': return Tok::kG;
    case 'H': return Tok::kH;
    case 'L': return Tok::kL;
    case 'A': return Tok::kA;
    default:
      if (is_digit(c)) return lex_number(c, false);
      return Tok::kUnknown;
  }
}

}  // namespace ftnio::detail
