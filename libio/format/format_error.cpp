// SPDX-License-Identifier: MIT
// Texts of format errors and notices, and libgfortran's three-line caret
// display of a format error (L1).
#include <cstring>

#include "format/format.h"

namespace ftnio {

namespace {

// libgfortran shows at most this many characters of the format.
constexpr size_t kShownChars = 80;

const char* message_of(FormatErrorCode c) {
  switch (c) {
    case FormatErrorCode::kNone: return "";
    case FormatErrorCode::kPosintRequired:
      return "Positive integer required in format";
    case FormatErrorCode::kPeriodRequired: return "Period required in format";
    case FormatErrorCode::kNonnegRequired:
      return "Nonnegative width required in format";
    case FormatErrorCode::kUnexpectedElement:
      return "Unexpected element '%c' in format";
    case FormatErrorCode::kUnexpectedEnd:
      return "Unexpected end of format string";
    case FormatErrorCode::kBadString:
      return "Unterminated character constant in format";
    case FormatErrorCode::kBadHollerith:
      return "Hollerith constant extends past the end of the format";
    case FormatErrorCode::kReversionExhausted:
      return "Exhausted data descriptors in format";
    case FormatErrorCode::kZeroWidth: return "Zero width in format descriptor";
    case FormatErrorCode::kStarNeedsLparen:
      return "Left parenthesis required after '*'";
    case FormatErrorCode::kStarNeedsData:
      return "'*' requires at least one associated data descriptor";
    case FormatErrorCode::kExpectedP:
      return "Expected P edit descriptor in format";
    case FormatErrorCode::kCommaAfterP:
      return "Comma required after P descriptor";
    case FormatErrorCode::kPNeedsScale:
      return "P descriptor requires leading scale factor";
    case FormatErrorCode::kZeroWidthL:
      return "Extension: Zero width after L descriptor";
    case FormatErrorCode::kExponentWidth:
      // libgfortran prints the %L literally (it is passed as data).
      return "Positive exponent width required in format string at %L";
    case FormatErrorCode::kMinDigits:
      return "Minimum digits exceeds field width";
    case FormatErrorCode::kMissingLparen:
      return "Missing initial left parenthesis in format";
    case FormatErrorCode::kInsufficient:
      return "Insufficient data descriptors in format after reversion";
    case FormatErrorCode::kTooLong: return "Format string too long";
    case FormatErrorCode::kEndless:
      return "Unlimited format item without data edit descriptor repeats "
             "endlessly";
    case FormatErrorCode::kNoMemory: return "Memory allocation failed";
    case FormatErrorCode::kMissingRparen:
      return "FORMAT missing at least one ')'";
  }
  return "";
}

// Cuts s at its first NUL byte, as libgfortran's C strings end there.
void cut_at_nul(std::string& s) {
  size_t z = s.find('\0');
  if (z != std::string::npos) s.resize(z);
}

}  // namespace

std::string format_error_message(const FormatError& err) {
  if (err.code != FormatErrorCode::kUnexpectedElement)
    return message_of(err.code);
  std::string m = "Unexpected element '";
  m.push_back(err.element);  // may be NUL: cut_at_nul() ends it there
  m += "' in format";
  return m;
}

std::string format_error_text(std::string_view message, int32_t offset,
                              std::string_view format) {
  std::string out(message);
  out.push_back('\n');
  cut_at_nul(out);  // libgfortran appends the format at the first NUL
  out.append(format.data(), std::min(format.size(), kShownChars));
  out.push_back('\n');
  // libgfortran writes offset-1 blanks into a 300-byte buffer (and
  // overruns it for carets far right); the full line is given here.
  if (offset > 1) out.append(static_cast<size_t>(offset) - 1, ' ');
  out.push_back('^');
  cut_at_nul(out);
  return out;
}

std::string format_error_text(const FormatError& err, std::string_view format) {
  std::string m = format_error_message(err);
  if (err.code == FormatErrorCode::kInsufficient ||
      err.code == FormatErrorCode::kMissingRparen ||
      err.code == FormatErrorCode::kNoMemory ||
      err.code == FormatErrorCode::kTooLong) {
    cut_at_nul(m);
    return m;  // raised without the caret display
  }
  return format_error_text(m, err.offset, format);
}

const char* notice_text(NoticeCode code) {
  switch (code) {
    case NoticeCode::kRound:
      return "Fortran 2003: Round descriptor not allowed";
    case NoticeCode::kDecimal:
      return "Fortran 2003: DC or DP descriptor not allowed";
    case NoticeCode::kDollar: return "Extension: $ descriptor";
    case NoticeCode::kZeroWidthL: return "Zero width after L descriptor";
    case NoticeCode::kWidthL:
      return "Positive width required with L descriptor";
    case NoticeCode::kExponentZero: return "Positive exponent width required";
  }
  return "";
}

}  // namespace ftnio
