// SPDX-License-Identifier: MIT
// Keyword values of the OPEN and CLOSE specifiers and how a program's
// string is matched against them (L3).
#ifndef FTNIO_UNIT_KEYWORDS_H
#define FTNIO_UNIT_KEYWORDS_H

#include <cstddef>
#include <span>

namespace ftnio {

struct Keyword {
  const char* name;  // lower case
  int value;         // the enumerator it stands for
};
using KeywordTable = std::span<const Keyword>;

// libgfortran's find_option: the string with trailing blanks removed must
// equal a keyword, ignoring case (leading blanks do not match).  The
// keyword's value, or -1 when none matches.
int match_keyword(const char* s, size_t len, KeywordTable table);

// ACCESS= also accepts the extension APPEND (sequential, positioned at the
// end); it decodes to this value, beyond the Access enumerators.
constexpr int kAccessAppend = 3;

extern const KeywordTable kAccessKeywords;       // -> Access or kAccessAppend
extern const KeywordTable kActionKeywords;       // -> Action
extern const KeywordTable kBlankKeywords;        // -> BlankMode
extern const KeywordTable kDelimKeywords;        // -> Delim
extern const KeywordTable kFormKeywords;         // -> Form
extern const KeywordTable kPositionKeywords;     // -> Position
extern const KeywordTable kStatusKeywords;       // -> OpenStatus
extern const KeywordTable kPadKeywords;          // -> PadMode
extern const KeywordTable kDecimalKeywords;      // -> DecimalMode
extern const KeywordTable kEncodingKeywords;     // -> Encoding
extern const KeywordTable kRoundKeywords;        // -> RoundMode
extern const KeywordTable kSignKeywords;         // -> SignMode
extern const KeywordTable kYesNoKeywords;        // ASYNCHRONOUS=: 1 yes, 0 no
extern const KeywordTable kShareKeywords;        // -> Share
extern const KeywordTable kCcKeywords;           // -> CarriageControl
extern const KeywordTable kConvertKeywords;      // -> ConvertRequest
extern const KeywordTable kCloseStatusKeywords;  // -> CloseStatus

// CONVERT= values before they are resolved to native or swapped; the
// numbers are those of gfortran's -fconvert (set_convert).
enum class ConvertRequest : int {
  kNative = 0,
  kSwap = 1,
  kBigEndian = 2,
  kLittleEndian = 3
};

// STATUS= of CLOSE.
enum class CloseStatus : int { kUnspecified = -2, kKeep = 0, kDelete = 1 };

}  // namespace ftnio

#endif  // FTNIO_UNIT_KEYWORDS_H
