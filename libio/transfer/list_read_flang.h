// SPDX-License-Identifier: MIT
// List-directed values read as LLVM flang 19 reads them, where its runtime
// differs from libgfortran's (policies flang_numeric_input and
// repeat_counts_flang) (L4, internal to the list_read_*.cpp files).
#ifndef FTNIO_TRANSFER_LIST_READ_FLANG_H
#define FTNIO_TRANSFER_LIST_READ_FLANG_H

#include <cstddef>
#include <string>
#include <string_view>

#include "conv/edit_in.h"
#include "transfer/list_read_state.h"

namespace ftnio::detail {

// An INTEGER(kind) value into L.value, or a REAL(kind) value into dest,
// scanned as flang scans it (conv::list_integer_flang, list_real_flang),
// with an "r*" before it under repeat_counts_flang ("0*" is no count:
// the value is the 0, which the '*' ends).  False, with nothing read, for
// what the general scan reads: a null value, an overlong repeat count, a
// namelist's group end or next object, and in a namelist any repeat
// count.
bool read_integer_flang(DtState& st, ListRead& L, int kind,
                        const conv::InModes& m);
bool read_real_flang(DtState& st, ListRead& L, void* dest, int kind,
                     const conv::InModes& m);

// One part of a parenthesized complex pair (the '(' and the blanks
// before the part taken) into dest, scanned as flang scans a REAL value:
// after it only a value separator or the record's end may follow, and
// after the imaginary part a ')' too, which is taken.  False after
// raising flang's error (the real part's value stays stored where flang
// stores it).  *part_text, when given, receives the part's text.
bool read_pair_part_flang(DtState& st, ListRead& L, void* dest, int kind,
                          bool imaginary, std::string* part_text);

// flang: an item that is no REAL refuses a part of a pair (the imaginary
// part when imaginary) with its runtime's text for the part's edit
// letter, 'r' or 'z' (IOSTAT 1005).  As after a bad value, the next
// list-directed READ starts at the next record; a namelist READ stays.
void refuse_pair_part(DtState& st, ListRead& L, bool imaginary, ItemType type);

// flang: a repeated delimited CHARACTER value ("2*'ab'") met by an item
// that is no CHARACTER (INTEGER, LOGICAL, REAL or COMPLEX, type), which
// finds no value at the string's delimiter (L.repeat_column): its
// runtime's text for that ("Bad real input data at column C of record
// R"), where libgfortran names the two types.
void refuse_repeated_string(DtState& st, ListRead& L, ItemType type);

// Whether the value at the position is "r*(": a repeated pair.  Looks at
// the record in memory (in_window); c is its first character.
bool repeated_pair_ahead(const DtState& st, int c);

// Whether flang gives up digits as a repeat count: its scan stops once
// the count reaches (INT_MAX - '9') / 10 before a digit, and takes the
// digits (and the '*' after them) for the value.
bool count_given_up_flang(std::string_view digits);

// Whether the value at the position is digits directly followed by '('
// ("6("), c its first character: flang's look for a repeat count "r*"
// leaves the '(' in hand and takes it as a pair's opening, which an item
// that is no REAL refuses as refuse_pair_part does.  Looks at the record
// in memory (in_window).
bool digits_open_pair_ahead(const DtState& st, int c);

// The item (size bytes at p) a repeat count serves after the first:
// flang reads the repeated text again, by the item's type and kind.
// False for what the general repeat serves: values not read by the two
// functions above, and LOGICAL, COMPLEX and derived-type items.
bool repeat_value_flang(DtState& st, ListRead& L, ItemType type, void* p,
                        int kind, size_t size);

}  // namespace ftnio::detail

#endif  // FTNIO_TRANSFER_LIST_READ_FLANG_H
