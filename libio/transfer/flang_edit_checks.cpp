// SPDX-License-Identifier: MIT
// LLVM flang 19's run-time checks of a data edit against its item (L4):
// which edits its formatted READ takes for each item type, and its texts
// for a mismatch, "Data edit descriptor 'F' may not be used with an
// INTEGER data item" ("... may not be used for REAL input" when a READ
// meets a REAL or LOGICAL item); and its refusals of a scale factor for
// E and D output.  Learnt by running programs under
// flang's runtime.
#include <string>

#include "format/format_cursor.h"
#include "transfer/formatted_state.h"

namespace ftnio {

namespace {

// The letter flang names an edit by (EN, ES and EX are its E).
char edit_letter(EditKind k) {
  switch (k) {
    case EditKind::kI: return 'I';
    case EditKind::kB: return 'B';
    case EditKind::kO: return 'O';
    case EditKind::kZ: return 'Z';
    case EditKind::kF: return 'F';
    case EditKind::kE:
    case EditKind::kEN:
    case EditKind::kES:
    case EditKind::kEX: return 'E';
    case EditKind::kD: return 'D';
    case EditKind::kG: return 'G';
    case EditKind::kL: return 'L';
    case EditKind::kA: return 'A';
    default: return '?';
  }
}

bool radix_edit(EditKind k) {
  return k == EditKind::kB || k == EditKind::kO || k == EditKind::kZ;
}

bool real_edit(EditKind k) {
  return k == EditKind::kF || k == EditKind::kE || k == EditKind::kEN ||
         k == EditKind::kES || k == EditKind::kEX || k == EditKind::kD;
}

}  // namespace

bool flang_read_edit_allowed(EditKind k, ItemType type) {
  if (k == EditKind::kG) return true;
  switch (type) {
    case ItemType::kInteger:
      return k == EditKind::kI || radix_edit(k) || k == EditKind::kA;
    case ItemType::kReal:
    case ItemType::kComplex:
      return real_edit(k) || radix_edit(k) || k == EditKind::kA;
    case ItemType::kLogical: return k == EditKind::kL;
    case ItemType::kCharacter: return k == EditKind::kA || radix_edit(k);
    default: return true;  // derived types: the core's own checks
  }
}

std::string flang_mismatch_text(EditKind k, ItemType got, bool reading) {
  return flang_mismatch_text(edit_letter(k), got, reading);
}

std::string flang_mismatch_text(char letter, ItemType got, bool reading) {
  std::string text("Data edit descriptor '");
  text.push_back(letter);
  text.append("' may not be used ");
  const bool real = got == ItemType::kReal || got == ItemType::kComplex;
  if (reading && (real || got == ItemType::kLogical))
    return text + "for " + (real ? "REAL" : "LOGICAL") + " input";
  switch (got) {
    case ItemType::kInteger: return text + "with an INTEGER data item";
    case ItemType::kLogical: return text + "with a LOGICAL data item";
    case ItemType::kCharacter: return text + "with a CHARACTER data item";
    default: return text + "with a REAL data item";
  }
}

std::string flang_scale_text(EditKind k, int scale, int d) {
  if (scale < 0 && scale <= -d)
    return "Scale factor (kP) " + std::to_string(scale) +
           " cannot be less than -d (" + std::to_string(-d) + ")";
  if (scale > 0 && scale >= d + 2)
    return "Scale factor (kP) " + std::to_string(scale) +
           " cannot be greater than d+2 (" + std::to_string(d + 2) + ")";
  if (scale == 0 && d == 0 && k != EditKind::kG)
    return std::string("Output edit descriptor ") + edit_letter(k) +
           "w.d must have d>0";
  return std::string();
}

}  // namespace ftnio
