// SPDX-License-Identifier: MIT
// Keyword values of the OPEN and CLOSE specifiers (L3).
#include "unit/keywords.h"

#include <strings.h>

#include <cstring>

#include "unit/modes.h"

namespace ftnio {

namespace {

template <typename E>
constexpr int v(E e) {
  return static_cast<int>(e);
}

constexpr Keyword kAccess[] = {{"sequential", v(Access::kSequential)},
                               {"direct", v(Access::kDirect)},
                               {"append", kAccessAppend},
                               {"stream", v(Access::kStream)}};
constexpr Keyword kAction[] = {{"read", v(Action::kRead)},
                               {"write", v(Action::kWrite)},
                               {"readwrite", v(Action::kReadWrite)}};
constexpr Keyword kBlank[] = {{"null", v(BlankMode::kNull)},
                              {"zero", v(BlankMode::kZero)}};
constexpr Keyword kDelim[] = {{"none", v(Delim::kNone)},
                              {"apostrophe", v(Delim::kApostrophe)},
                              {"quote", v(Delim::kQuote)}};
constexpr Keyword kForm[] = {{"formatted", v(Form::kFormatted)},
                             {"unformatted", v(Form::kUnformatted)}};
constexpr Keyword kPosition[] = {{"asis", v(Position::kAsIs)},
                                 {"rewind", v(Position::kRewind)},
                                 {"append", v(Position::kAppend)}};
constexpr Keyword kStatus[] = {{"unknown", v(OpenStatus::kUnknown)},
                               {"old", v(OpenStatus::kOld)},
                               {"new", v(OpenStatus::kNew)},
                               {"replace", v(OpenStatus::kReplace)},
                               {"scratch", v(OpenStatus::kScratch)}};
constexpr Keyword kPad[] = {{"yes", v(PadMode::kYes)}, {"no", v(PadMode::kNo)}};
constexpr Keyword kDecimal[] = {{"point", v(DecimalMode::kPoint)},
                                {"comma", v(DecimalMode::kComma)}};
constexpr Keyword kEncoding[] = {{"utf-8", v(Encoding::kUtf8)},
                                 {"default", v(Encoding::kDefault)}};
constexpr Keyword kRound[] = {
    {"up", v(RoundMode::kUp)},
    {"down", v(RoundMode::kDown)},
    {"zero", v(RoundMode::kZero)},
    {"nearest", v(RoundMode::kNearest)},
    {"compatible", v(RoundMode::kCompatible)},
    {"processor_defined", v(RoundMode::kProcessorDefined)}};
constexpr Keyword kSign[] = {
    {"plus", v(SignMode::kPlus)},
    {"suppress", v(SignMode::kSuppress)},
    {"processor_defined", v(SignMode::kProcessorDefined)}};
constexpr Keyword kYesNo[] = {{"yes", 1}, {"no", 0}};
constexpr Keyword kShare[] = {{"denyrw", v(Share::kDenyRw)},
                              {"denynone", v(Share::kDenyNone)}};
constexpr Keyword kCc[] = {{"list", v(CarriageControl::kList)},
                           {"fortran", v(CarriageControl::kFortran)},
                           {"none", v(CarriageControl::kNone)}};
constexpr Keyword kConvert[] = {
    {"native", v(ConvertRequest::kNative)},
    {"swap", v(ConvertRequest::kSwap)},
    {"big_endian", v(ConvertRequest::kBigEndian)},
    {"little_endian", v(ConvertRequest::kLittleEndian)}};
constexpr Keyword kCloseStatus[] = {{"keep", v(CloseStatus::kKeep)},
                                    {"delete", v(CloseStatus::kDelete)}};

}  // namespace

const KeywordTable kAccessKeywords{kAccess};
const KeywordTable kActionKeywords{kAction};
const KeywordTable kBlankKeywords{kBlank};
const KeywordTable kDelimKeywords{kDelim};
const KeywordTable kFormKeywords{kForm};
const KeywordTable kPositionKeywords{kPosition};
const KeywordTable kStatusKeywords{kStatus};
const KeywordTable kPadKeywords{kPad};
const KeywordTable kDecimalKeywords{kDecimal};
const KeywordTable kEncodingKeywords{kEncoding};
const KeywordTable kRoundKeywords{kRound};
const KeywordTable kSignKeywords{kSign};
const KeywordTable kYesNoKeywords{kYesNo};
const KeywordTable kShareKeywords{kShare};
const KeywordTable kCcKeywords{kCc};
const KeywordTable kConvertKeywords{kConvert};
const KeywordTable kCloseStatusKeywords{kCloseStatus};

int match_keyword(const char* s, size_t len, KeywordTable table) {
  while (len > 0 && s[len - 1] == ' ') --len;
  if (len == 0) return -1;  // (no keyword is empty)
  // The first letter, lowered (the names are lower case), rules out most
  // names before strlen and strncasecmp: their calls were most of the
  // cost of OPEN's specifiers.
  const char first = static_cast<char>(s[0] | 0x20);
  for (const Keyword& k : table)
    if (k.name[0] == first && std::strlen(k.name) == len &&
        strncasecmp(s, k.name, len) == 0)
      return k.value;
  return -1;
}

}  // namespace ftnio
