// SPDX-License-Identifier: MIT
// Reading the current input record of a formatted statement, on external
// units (through the unit's fbuf) and internal files alike (L4).
//
//   external unit:  fbuf [record start ........ pos ...... act)
//                         ^ column 0            ^ next char
// The record buffer is emptied only when a record ends, so T and TL can
// move back anywhere inside the current record.
#ifndef FTNIO_TRANSFER_RECORD_IN_H
#define FTNIO_TRANSFER_RECORD_IN_H

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "transfer/dt_state.h"

namespace ftnio {

constexpr int kInEor = -3;    // end of the current record (not consumed)
constexpr int kInEof = -1;    // end of file
constexpr int kInError = -2;  // read error, raised on the statement

// The next character of the current record (0..255; kind-4 internal
// files: characters above 255 read as '?'), or kInEor / kInEof / kInError.
int in_getc(DtState& st);
// Steps back over the character in_getc just returned.
void in_ungetc(DtState& st);
// Up to n characters of the record, stopping before its end; *at_eor tells
// whether the record ended first, *at_eof whether the file did.  The view
// stays valid until the next call on the statement's input.
std::string_view in_field(DtState& st, size_t n, bool* at_eor, bool* at_eof);
// in_field() for a formatted data edit: with at_comma non-null the field
// also ends at a comma, which is consumed and reported through *at_comma
// (libgfortran: numeric fields of external records, and every field of an
// internal file under -std=legacy).
std::string_view in_edit_field(DtState& st, size_t n, bool stop_at_comma,
                               bool* at_eor, bool* at_eof, bool* at_comma,
                               bool formatted_edit = true);
// Moves to column col (0-based) of the current record (T, TL, TR, X).
void in_seek_column(DtState& st, int64_t col);
inline int64_t in_column(const DtState& st) {
  return st.fixed_records ? st.in_column
                          : static_cast<int64_t>(st.unit->fbuf().pos()) -
                                st.unit->record().tab_origin;
}
// Whether an earlier READ stopped by EOR kept its record in the buffer
// (RecordState::tab_origin; never on fixed-length records, so never on an
// internal unit, which is fresh for each statement).
inline bool eor_record_kept(const DtState& st) {
  return st.unit->record().record_begin > 0;
}
// Whether a record is kept after EOR (eor_record_kept) and libgfortran's
// count of its columns is not 0: its bytes_left is then below RECL.  The
// count is 0 when the READs took nothing of the record or a T went back
// to column 1.  The one owner of that rule: a namelist READ asks it at
// its start, a formatted READ at the end of the file.
inline bool eor_record_has_data(const DtState& st) {
  return eor_record_kept(st) && in_column(st) != 0;
}
// Empties the record buffer of what an earlier READ stopped by EOR kept
// (RecordState::tab_origin): the next record starts at the position.
inline void in_forget_kept_record(DtState& st) {
  RecordState& r = st.unit->record();
  st.unit->fbuf().discard_consumed();
  r.tab_origin = r.record_begin = 0;
}
// A non-advancing READ stopped by EOR: past the record's end, keeping the
// record in the buffer (RecordState::tab_origin).
void in_keep_eor_record(DtState& st);
// Whether an external unit's formatted input has no record ends: under
// CARRIAGECONTROL='NONE' (a DEC extension) libgfortran reads newlines and
// carriage returns as data and a new record goes on where the last ended.
inline bool records_unended(const DtState& st) {
  return st.unit->modes().cc == CarriageControl::kNone;
}
// Skips the rest of the record and its end; the next READ starts at the
// following record (F2018 12.3.4.2).  Returns false at end of file.
// Inline the newline in the buffer; the rest out of line (hot/cold rule:
// perf/README.md).
bool in_next_record_slow(DtState& st);
inline bool in_next_record(DtState& st) {
  // Usually the fields stopped right at the newline, which is buffered.
  if (!st.fixed_records && !st.record.cr_ended_record && !records_unended(st)) {
    Fbuf& b = st.unit->fbuf();
    if (b.next_is('\n')) {
      b.skip(1);
      in_forget_kept_record(st);
      return true;
    }
  }
  return in_next_record_slow(st);
}
// True when the file has no more characters at the start of a record.
// Inline a buffered character; the rest out of line (hot/cold rule).
bool in_at_eof_slow(DtState& st);
inline bool in_at_eof(DtState& st) {
  // A buffered character is not the end (the usual READ in a loop).
  if (!st.fixed_records && st.unit->fbuf().lookahead() > 0) return false;
  return in_at_eof_slow(st);
}

}  // namespace ftnio

#endif  // FTNIO_TRANSFER_RECORD_IN_H
