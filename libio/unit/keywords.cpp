// SPDX-License-Identifier: MIT
// Keyword values of the OPEN and CLOSE specifiers (L3).
#include "unit/keywords.h"

#include <strings.h>

#include <cstring>

#include "unit/modes.h"

namespace ftnio {

namespace {

template <typename E>
constexpr int v(E e) { return static_cast<int>(e); }

constexpr Keyword kAccess[] = {{"sequential", v(Access::Sequential)},
                               {"direct", v(Access::Direct)},
                               {"append", kAccessAppend},
                               {"stream", v(Access::Stream)}};
constexpr Keyword kAction[] = {{"read", v(Action::Read)},
                               {"write", v(Action::Write)},
                               {"readwrite", v(Action::ReadWrite)}};
constexpr Keyword kBlank[] = {{"null", v(BlankMode::Null)},
                              {"zero", v(BlankMode::Zero)}};
constexpr Keyword kDelim[] = {{"none", v(Delim::None)},
                              {"apostrophe", v(Delim::Apostrophe)},
                              {"quote", v(Delim::Quote)}};
constexpr Keyword kForm[] = {{"formatted", v(Form::Formatted)},
                             {"unformatted", v(Form::Unformatted)}};
constexpr Keyword kPosition[] = {{"asis", v(Position::AsIs)},
                                 {"rewind", v(Position::Rewind)},
                                 {"append", v(Position::Append)}};
constexpr Keyword kStatus[] = {{"unknown", v(OpenStatus::Unknown)},
                               {"old", v(OpenStatus::Old)},
                               {"new", v(OpenStatus::New)},
                               {"replace", v(OpenStatus::Replace)},
                               {"scratch", v(OpenStatus::Scratch)}};
constexpr Keyword kPad[] = {{"yes", v(PadMode::Yes)}, {"no", v(PadMode::No)}};
constexpr Keyword kDecimal[] = {{"point", v(DecimalMode::Point)},
                                {"comma", v(DecimalMode::Comma)}};
constexpr Keyword kEncoding[] = {{"utf-8", v(Encoding::Utf8)},
                                 {"default", v(Encoding::Default)}};
constexpr Keyword kRound[] = {
    {"up", v(RoundMode::Up)},
    {"down", v(RoundMode::Down)},
    {"zero", v(RoundMode::Zero)},
    {"nearest", v(RoundMode::Nearest)},
    {"compatible", v(RoundMode::Compatible)},
    {"processor_defined", v(RoundMode::ProcessorDefined)}};
constexpr Keyword kSign[] = {
    {"plus", v(SignMode::Plus)},
    {"suppress", v(SignMode::Suppress)},
    {"processor_defined", v(SignMode::ProcessorDefined)}};
constexpr Keyword kYesNo[] = {{"yes", 1}, {"no", 0}};
constexpr Keyword kShare[] = {{"denyrw", v(Share::DenyRw)},
                              {"denynone", v(Share::DenyNone)}};
constexpr Keyword kCc[] = {{"list", v(CarriageControl::List)},
                           {"fortran", v(CarriageControl::Fortran)},
                           {"none", v(CarriageControl::None)}};
constexpr Keyword kConvert[] = {
    {"native", v(ConvertRequest::Native)},
    {"swap", v(ConvertRequest::Swap)},
    {"big_endian", v(ConvertRequest::BigEndian)},
    {"little_endian", v(ConvertRequest::LittleEndian)}};
constexpr Keyword kCloseStatus[] = {{"keep", v(CloseStatus::Keep)},
                                    {"delete", v(CloseStatus::Delete)}};

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
  for (const Keyword& k : table)
    if (std::strlen(k.name) == len && strncasecmp(s, k.name, len) == 0)
      return k.value;
  return -1;
}

}  // namespace ftnio
