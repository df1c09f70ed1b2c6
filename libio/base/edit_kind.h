// SPDX-License-Identifier: MIT
// The edit descriptors: one vocabulary for the format program (format/),
// the edit routines (conv/) and the interpreter between them (transfer/),
// so no layer translates one kind into another (L0).
#ifndef FTNIO_BASE_EDIT_KIND_H
#define FTNIO_BASE_EDIT_KIND_H

#include <cstdint>

namespace ftnio {

// What one edit of a format does.  The data edit descriptors come first
// (is_data_edit); conv/ receives only those, in conv::EditSpec.
enum class EditKind : uint8_t {
  kI,
  kB,
  kO,
  kZ,  // integer editing: w, d = m
  kF,
  kE,
  kEN,
  kES,
  kEX,
  kD,
  kG,        // real editing: w, d, e (EX: F2018, not
             // in gfortran 12 formats; conv/ edits it)
  kL,        // logical: w
  kA,        // character: w (-1: no width given)
  kDT,       // derived-type I/O: iotype text, v-list
  kLiteral,  // '...' / "..." / nH: text() is output
  kX,
  kT,
  kTL,
  kTR,          // positioning by w characters / to column w
  kSlash,       // end of record, repeat times
  kColon,       // stop here if no items remain
  kP,           // scale factor w (may be negative)
  kSign,        // S SS SP: w = the SignMode
  kBlank,       // BN BZ (input): w = the BlankMode
  kRound,       // RU RD RZ RN RC RP: w = the RoundMode
  kDecimal,     // DC DP: w = the DecimalMode
  kDollar,      // $: no newline at the end of the statement
  kGroupBegin,  // '(' of a group: repeat, partner = its end
  kGroupEnd,    // ')' of a group: partner = its begin
  kRevert,      // only from FormatCursor: format reversion
};

constexpr bool is_data_edit(EditKind k) { return k <= EditKind::kDT; }

}  // namespace ftnio

#endif  // FTNIO_BASE_EDIT_KIND_H
