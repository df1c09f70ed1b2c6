// SPDX-License-Identifier: MIT
// INQUIRE(POSITION=) as flang 19's runtime answers it (L5, flang front
// door).  flang keeps the POSITION= of the OPEN (ASIS when absent, REWIND
// for a unit a statement connected) until its first read or write of the
// file itself; from then on it compares the file descriptor's offset
// with the file's size: APPEND at the end (where a small file's reads and
// a flush of its output leave it), ASIS after an ENDFILE cut the file
// short behind it.  Output stays in flang's buffer until a REWIND,
// BACKSPACE, ENDFILE or FLUSH writes it (a stream REWIND does not), and a
// READ that meets the end of the file at once reads nothing.
#ifndef FTNIO_ABI_FLANG_POSITION_MODEL_H
#define FTNIO_ABI_FLANG_POSITION_MODEL_H

#include <cstdint>

#include "abi_flang/statement.h"

namespace ftnio::flang {

// A successful OPEN that made a new connection of unit (core number):
// position is its POSITION= word ("ASIS", "REWIND" or "APPEND").
void position_opened(int32_t unit, const char* position);

// A data transfer on the external unit u (null: none connected): a READ
// that got data (hit_end false) or a WRITE.  u is the unit the statement
// locked, or else found by number: every transfer comes here, and a
// second lookup would cost a tenth of a short statement.
void position_after_transfer(Unit* u, bool write, bool hit_end);

// Before and after a REWIND, BACKSPACE, ENDFILE or FLUSH that ran on the
// connected unit s.unit.
void position_before_statement(const Statement& s);
void position_after_statement(const Statement& s);

// BACKSPACE of the unit (not after its endfile record): 0 as usual, and
// a READ then no longer meets the end (reads_end_after_append); 1 when
// flang fails it (IOSTAT 1025: opened with POSITION='APPEND' on a
// non-empty formatted sequential file, not read, written or rewound
// since); 2 when a later one does nothing.
int backspace_after_append(int32_t unit);

// Whether a READ of the unit meets the end at once: opened with
// POSITION='APPEND' and not written since (flang keeps its OPEN's
// endfile record number until a WRITE), nor read to the end before a
// REWIND or BACKSPACE moved it.
bool reads_end_after_append(int32_t unit);

// INQUIRE(SIZE=) of the unit: flang writes its buffer out.
void position_flushed(int32_t unit);

// CLOSE of the unit.
void position_closed(int32_t unit);

// flang's answer for the connected sequential or stream unit.
const char* flang_position(int32_t unit);

}  // namespace ftnio::flang

#endif  // FTNIO_ABI_FLANG_POSITION_MODEL_H
