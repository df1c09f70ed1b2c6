// SPDX-License-Identifier: MIT
// The IOSTAT code and message libgfortran 12 reports for each input-conversion status (L1, pure).
#include "conv/edit_in.h"

namespace ftnio::conv {

namespace {

constexpr int kReadValue = 5010;     // LIBERROR_READ_VALUE
constexpr int kReadOverflow = 5011;  // LIBERROR_READ_OVERFLOW
constexpr int kEnd = -1;             // LIBERROR_END

// The message of a malformed value, by item.
const char* bad_value_message(InItem item) {
  switch (item) {
    case InItem::FormattedInteger: return "Bad value during integer read";
    case InItem::FormattedReal: return "Bad value during floating point read";
    case InItem::FormattedLogical: return "Bad value on logical read";
    case InItem::ListInteger: return "Bad integer for item %d in list input";
    case InItem::ListReal: return "Bad real number in item %d of list input";
    case InItem::ListComplexPart: return "Bad complex floating point number for item %d";
    case InItem::ListComplex: return "Bad complex value in item %d of list input";
    case InItem::ListLogical: return "Bad logical value while reading item %d";
    case InItem::ListRepeat: return "Bad repeat count in item %d of list input";
  }
  return "Bad value";
}

}  // namespace

InError in_error(InStatus status, InItem item) {
  switch (status) {
    case InStatus::Ok:
    case InStatus::Null:
    case InStatus::NotAValue:
      return {0, nullptr};
    case InStatus::BadValue:
    case InStatus::BadExponent:
      return {kReadValue, bad_value_message(item)};
    case InStatus::Overflow:
      if (item == InItem::FormattedInteger)
        return {kReadOverflow, "Value overflowed during integer read"};
      return {kReadValue, "Integer overflow while reading item %d"};
    case InStatus::FloatError:
      return {kReadValue, "Error during floating point read"};
    case InStatus::BadRepeat:
      return {kReadValue, "Bad repeat count in item %d of list input"};
    case InStatus::ZeroRepeat:
      return {kReadValue, "Zero repeat count in item %d of list input"};
    case InStatus::RepeatOverflow:
      return {kReadValue, "Repeat count overflow in item %d of list input"};
    case InStatus::End:
      return {kEnd, nullptr};
    case InStatus::BadKind:
      return {5012, "Bad integer kind"};  // LIBERROR_INTERNAL: internal_error
  }
  return {kReadValue, "Bad value"};
}

}  // namespace ftnio::conv
