// SPDX-License-Identifier: MIT
// Writing into the current output record of a formatted statement (L4).
#ifndef FTNIO_TRANSFER_RECORD_OUT_H
#define FTNIO_TRANSFER_RECORD_OUT_H

#include <cstddef>
#include <cstring>

#include "base/copy_bytes.h"
#include "transfer/dt_state.h"

namespace ftnio {

// How flang's runtime emits a field's characters, which decides the
// piece its overrun message names ("Attempt to write N bytes to position
// P"): blanks, signs, '.' and padding zeros one at a time, then the
// rest by kind (record_out.cpp, overrun_piece).
enum class FieldPieces : uint8_t {
  kText,     // leading blanks, then the rest at once (A, L, literals)
  kInteger,  // I: then a run of digits
  kDigits,   // B, O, Z: every digit alone
  kReal,     // F, E, D, EN, ES, G: runs of significant digits, the
             // exponent at once
};

// A field as its overrun message sees it: its text, or (text null) a
// count of leading blanks the caller writes before the rest.
struct FieldText {
  const char* text = nullptr;
  size_t blanks = 0;
  FieldPieces pieces = FieldPieces::kText;
  // kReal: the item's value (REAL kind 4 or 8, else null), which tells
  // whether the text's trailing zeros are digits of the conversion.
  const void* value = nullptr;
  int kind = 0;
};

// The record output functions of one RecordKind, each kind's in its own
// file: kSequential's in record_out.cpp, kDirect's in
// formatted_access.cpp, kInternal's in internal_unit.cpp.  record_space,
// record_end and the positioning edits (write_tabs.cpp) call the
// statement's (writer_of).
struct RecordWriter {
  // Ends the current record and writes it out (record_end).
  void (*end_record)(DtState& st, PositionAfter after);
  // Whether n characters at the position go past the end of the file
  // (the caller raises END); *write_anyway tells whether they are
  // stored all the same.
  bool (*past_end)(DtState& st, size_t n, bool* write_anyway);
  // What a forward move that keeps the record's characters leaves at
  // column `at`, past the record's data, where the record buffer holds
  // `stale` (write_tabs.cpp).
  char (*left_over)(const DtState& st, size_t at, char stale);
};
extern const RecordWriter kSequentialWriter;
extern const RecordWriter kDirectWriter;
extern const RecordWriter kInternalWriter;

inline const RecordWriter& writer_of(const DtState& st) {
  static constexpr const RecordWriter* kWriters[] = {
      &kSequentialWriter, &kDirectWriter, &kInternalWriter};
  return *kWriters[static_cast<uint8_t>(st.records)];
}

// An external file's output never meets its end (RecordWriter::past_end).
bool external_past_end(DtState& st, size_t n, bool* write_anyway);
// What an external unit's record leaves past its data (RecordWriter::
// left_over): a blank, or the stale byte itself when it is a newline
// (write_tabs.cpp says why) or under FTNIO_STALE_FILL=buffer.
char external_left_over(const DtState& st, size_t at, char stale);

// The byte past RECL= that flang's record of a sequential file under
// RECL= has for its newline (RuntimePolicy::overrun_field_truncated):
// fields may fill it; the newline then does not fit.  0 elsewhere.
int64_t record_newline_slot(const DtState& st);

// Whether nothing more of the statement's output is written: flang's
// runtime stops a WRITE at its first failure (RuntimePolicy::
// failed_formatted_write_stops; libgfortran writes on after EOR what
// still fits), and a child's list-directed WRITE where its parent's
// record is full (StatementPosition::child_output_ended).  The one rule
// for every place that would write on: record_space_slow (a field not
// taken in place, formatted_write_finish_failed's run of a failed
// format excepted), list_write_continues (the rest of an array) and the
// flang list layout (list_write_flang.cpp: its pieces and records).
inline bool output_stopped(const DtState& st) {
  return (st.status.failed() && st.policy.failed_formatted_write_stops) ||
         st.record.child_output_ended;
}

// record_space() with every check: RECL= and direct-access limits,
// internal files, memory.  Out of line: the cold half (hot/cold rule:
// perf/README.md).  `field`: the n chars as flang's overrun message
// counts them (flang_overrun_space).
char* record_space_slow(DtState& st, size_t n, FieldText field);

// record_space()'s hot half alone (foo_fast of the hot/cold rule): space
// for n chars when no check is needed, else null and nothing raised.
inline char* record_space_fast(DtState& st, size_t n) {
  // A record of an external file without RECL=, the usual case, has no
  // limit to check; the rest is bookkeeping for INQUIRE(POS=).
  if (st.record_limit == 0 && !fixed_records(st)) {
    if (char* p = st.unit->fbuf().alloc(n)) {
      st.unit->record().stream_pos += static_cast<int64_t>(n);
      return p;
    }
  } else if (internal_file(st) && !st.internal_at_end) {
    // A field that fits in the record of an internal file, appended: no
    // EOR, no END (the record and the file have room), as the slow path
    // would find.
    Fbuf& b = st.unit->fbuf();
    if (static_cast<int64_t>(b.pos() + n) <= st.record_limit) {
      if (char* p = b.alloc_in_place(n)) {
        st.unit->record().stream_pos += static_cast<int64_t>(n);
        return p;
      }
    }
  }
  return nullptr;
}

// Space for n chars at the record position, the first `blanks` of them
// the field's leading blanks, or null after raising the statement's
// error (EOR on a record of fixed length, out of memory).
inline char* record_space(DtState& st, size_t n, size_t blanks = 0) {
  if (char* p = record_space_fast(st, n)) return p;
  return record_space_slow(st, n, FieldText{nullptr, blanks});
}

// The leading blanks of a field's text.
inline size_t leading_blanks(const char* s, size_t n) {
  size_t k = 0;
  while (k < n && s[k] == ' ') ++k;
  return k;
}

// record_put() past record_space_fast: the field, its leading blanks
// counted for flang's overrun message.
void record_put_slow(DtState& st, const char* text, size_t n,
                     FieldPieces pieces, const void* value, int kind);

// Copies n chars of a field into the record.
inline void record_put(DtState& st, const char* text, size_t n,
                       FieldPieces pieces = FieldPieces::kText,
                       const void* value = nullptr, int kind = 0) {
  if (n == 0) return;
  if (char* p = record_space_fast(st, n))
    copy_bytes(p, text, n);
  else
    record_put_slow(st, text, n, pieces, value, kind);
}
// Ends the current record (newline) and writes it to the unit's stream
// (F2018 12.3.4.2: '/' and format reversion end a record mid-statement,
// and keep the unit's POSITION=).
void record_end(DtState& st, PositionAfter after = PositionAfter::kUnspecified);

}  // namespace ftnio

#endif  // FTNIO_TRANSFER_RECORD_OUT_H
