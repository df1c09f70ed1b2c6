// SPDX-License-Identifier: MIT
// The IOSTAT code and message libgfortran 12 reports for each input-conversion
// status (L1, pure).
#include "conv/edit_in.h"

namespace ftnio::conv {

namespace {

constexpr int kReadValue = 5010;     // LIBERROR_READ_VALUE
constexpr int kReadOverflow = 5011;  // LIBERROR_READ_OVERFLOW
constexpr int kEnd = -1;             // LIBERROR_END

// The message of a malformed value, by item.
const char* bad_value_message(InItem item) {
  switch (item) {
    case InItem::kFormattedInteger: return "Bad value during integer read";
    case InItem::kFormattedReal: return "Bad value during floating point read";
    case InItem::kFormattedLogical: return "Bad value on logical read";
    case InItem::kListInteger: return "Bad integer for item %d in list input";
    case InItem::kListReal: return "Bad real number in item %d of list input";
    case InItem::kListComplexPart:
      return "Bad complex floating point number for item %d";
    case InItem::kListComplex:
      return "Bad complex value in item %d of list input";
    case InItem::kListLogical: return "Bad logical value while reading item %d";
    case InItem::kListRepeat:
      return "Bad repeat count in item %d of list input";
  }
  return "Bad value";
}

}  // namespace

InError in_error(InStatus status, InItem item) {
  switch (status) {
    case InStatus::kOk:
    case InStatus::kNull:
    case InStatus::kNotAValue: return {0, nullptr};
    case InStatus::kBadValue:
    case InStatus::kBadExponent: return {kReadValue, bad_value_message(item)};
    case InStatus::kOverflow:
      if (item == InItem::kFormattedInteger)
        return {kReadOverflow, "Value overflowed during integer read"};
      return {kReadValue, "Integer overflow while reading item %d"};
    case InStatus::kFloatError:
      return {kReadValue, "Error during floating point read"};
    case InStatus::kBadRepeat:
      return {kReadValue, "Bad repeat count in item %d of list input"};
    case InStatus::kZeroRepeat:
      return {kReadValue, "Zero repeat count in item %d of list input"};
    case InStatus::kRepeatOverflow:
      return {kReadValue, "Repeat count overflow in item %d of list input"};
    case InStatus::kEnd: return {kEnd, nullptr};
    case InStatus::kBadKind:
      return {5012, "Bad integer kind"};  // LIBERROR_INTERNAL: internal_error
    case InStatus::kRealOverflow:
      return {kReadOverflow, "Real or complex input value overflows type"};
  }
  return {kReadValue, "Bad value"};
}

}  // namespace ftnio::conv
