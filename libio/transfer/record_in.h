// SPDX-License-Identifier: MIT
// Reading the current input record of a formatted statement, on external
// units (through the unit's fbuf) and internal files alike (L4): the
// statement's RecordKind picks the functions (RecordReader).
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

// The record input functions of one RecordKind, each kind's in its own
// file: kSequential's in record_in.cpp, kDirect's in
// formatted_access.cpp, kInternal's in internal_records.cpp.  The in_*
// functions below call the statement's (reader_of); nothing else asks
// which kind of records it reads.
struct RecordReader {
  int (*getc)(DtState& st);     // see in_getc
  void (*ungetc)(DtState& st);  // see in_ungetc
  // See in_edit_field.
  std::string_view (*field)(DtState& st, size_t n, bool stop_at_comma,
                            bool formatted_edit, bool* at_eor, bool* at_eof,
                            bool* at_comma);
  void (*seek_column)(DtState& st, int64_t col);  // col >= 0; in_seek_column
  bool (*next_record)(DtState& st);               // see in_next_record
  bool (*at_eof)(DtState& st);                    // see in_at_eof
};
extern const RecordReader kSequentialReader;
extern const RecordReader kDirectReader;
extern const RecordReader kInternalReader;

inline const RecordReader& reader_of(const DtState& st) {
  static constexpr const RecordReader* kReaders[] = {
      &kSequentialReader, &kDirectReader, &kInternalReader};
  return *kReaders[static_cast<uint8_t>(st.records)];
}

// The next character of the current record (0..255; kind-4 internal
// files: characters above 255 read as '?'), or kInEor / kInEof / kInError.
inline int in_getc(DtState& st) { return reader_of(st).getc(st); }
// Steps back over the character in_getc just returned.
inline void in_ungetc(DtState& st) { reader_of(st).ungetc(st); }
// in_field() for a formatted data edit: with at_comma non-null the field
// also ends at a comma, which is consumed and reported through *at_comma
// (libgfortran: numeric fields of external records, and every field of an
// internal file under -std=legacy).
inline std::string_view in_edit_field(DtState& st, size_t n, bool stop_at_comma,
                                      bool* at_eor, bool* at_eof,
                                      bool* at_comma,
                                      bool formatted_edit = true) {
  *at_eor = *at_eof = *at_comma = false;
  return reader_of(st).field(st, n, stop_at_comma, formatted_edit, at_eor,
                             at_eof, at_comma);
}
// Up to n characters of the record, stopping before its end; *at_eor tells
// whether the record ended first, *at_eof whether the file did.  The view
// stays valid until the next call on the statement's input.
inline std::string_view in_field(DtState& st, size_t n, bool* at_eor,
                                 bool* at_eof) {
  bool at_comma = false;
  return in_edit_field(st, n, false, at_eor, at_eof, &at_comma, false);
}
// Moves to column col (0-based) of the current record (T, TL, TR, X).
inline void in_seek_column(DtState& st, int64_t col) {
  reader_of(st).seek_column(st, col < 0 ? 0 : col);
}
// The length of the '\r' record end a field consumed (and of a '\n'
// right after it: StatementPosition::cr_ended_record).
inline int64_t consumed_cr_length(const DtState& st) {
  Fbuf& b = st.unit->fbuf();
  return b.pos() > 0 && b.data()[b.pos() - 1] == '\n' ? 2 : 1;
}
// The column of the current record (0-based).  Both runtimes leave out of
// their count a '\r' record end that a field consumed: a T or TL to
// where it began stays after it, one further back goes before it.
inline int64_t in_column(const DtState& st) {
  if (fixed_records(st)) return st.in_column;
  int64_t col = static_cast<int64_t>(st.unit->fbuf().pos()) -
                st.unit->record().tab_origin;
  if (st.record.cr_ended_record) [[unlikely]]
    col -= consumed_cr_length(st);
  return col;
}
// Whether the record end a field met was the end of the file after some
// of a last record without its newline: no newline or carriage return
// ended it, nor RECL=, and nothing is left to read (external_field
// reads on until it finds a record end or the file's).
inline bool field_met_file_end(const DtState& st) {
  return !fixed_records(st) && !st.record.cr_ended_record &&
         !st.record.eor_at_recl && st.unit->fbuf().lookahead() == 0;
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
// A formatted READ's skip forward (X, TR, T) to column col of an external
// record: in_seek_column, except that a carriage return ends the record
// there as a newline does (libgfortran's read_x; it consumes a '\n' right
// after it), where in_seek_column, list input's step, passes it.  Returns
// the characters skipped before such a '\r' (the position is then past the
// record's end), or -1 where none ended the skip.
int64_t in_skip_to_column(DtState& st, int64_t col);
// A non-advancing READ stopped by EOR: past the record's end, keeping the
// record in the buffer (RecordState::tab_origin).
void in_keep_eor_record(DtState& st);
// Whether a carriage return not followed by a newline is a character of
// its record (flang, whose record ends only at a '\n', dropping one '\r'
// right before it); libgfortran ends the record there too.  RuntimePolicy
// has no free bit: derived from flang_numeric_input, input scanned as
// flang's runtime scans it.
inline bool lone_cr_is_data(const RuntimePolicy& p) {
  return p.flang_numeric_input;
}
// Whether RECL= cuts the records of a sequential file that list-directed
// and namelist READs take, as formatted ones (flang, whose records are
// held to RECL= whoever reads them); libgfortran's list reader reads on
// to the newline.  No free bit: derived from overrun_field_truncated,
// records held to RECL= as flang holds them.
inline bool list_records_cut_at_recl(const RuntimePolicy& p) {
  return p.overrun_field_truncated;
}
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
inline bool in_next_record(DtState& st) {
  // Usually the fields stopped right at the newline, which is buffered.
  if (!fixed_records(st) && !st.record.cr_ended_record &&
      !records_unended(st)) {
    Fbuf& b = st.unit->fbuf();
    if (b.next_is('\n')) {
      b.skip(1);
      in_forget_kept_record(st);
      return true;
    }
  }
  return reader_of(st).next_record(st);
}
// True when the file has no more characters at the start of a record.
// Inline a buffered character; the rest out of line (hot/cold rule).
inline bool in_at_eof(DtState& st) {
  // A buffered character is not the end (the usual READ in a loop).
  if (!fixed_records(st) && st.unit->fbuf().lookahead() > 0) return false;
  return reader_of(st).at_eof(st);
}

}  // namespace ftnio

#endif  // FTNIO_TRANSFER_RECORD_IN_H
