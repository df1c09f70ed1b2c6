// SPDX-License-Identifier: MIT
// Writing into the current output record of a formatted statement (L4).
#ifndef FTNIO_TRANSFER_RECORD_OUT_H
#define FTNIO_TRANSFER_RECORD_OUT_H

#include <cstddef>
#include <cstring>

#include "base/copy_bytes.h"
#include "transfer/dt_state.h"

namespace ftnio {

// record_space() with every check: RECL= and direct-access limits,
// internal files, memory.  Out of line: the cold half (hot/cold rule:
// perf/README.md).
char* record_space_slow(DtState& st, size_t n);

// Space for n chars at the record position, or null after raising the
// statement's error (EOR on a record of fixed length, out of memory).
inline char* record_space(DtState& st, size_t n) {
  // A record of an external file without RECL=, the usual case, has no
  // limit to check; the rest is bookkeeping for INQUIRE(POS=).
  if (st.record_limit == 0 && !st.fixed_records) {
    if (char* p = st.unit->fbuf().alloc(n)) {
      st.unit->record().stream_pos += static_cast<int64_t>(n);
      return p;
    }
  } else if (st.internal_unit && !st.internal_at_end) {
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
  return record_space_slow(st, n);
}

// flang: whether n more chars overrun the record of an external unit in
// a formatted WRITE.  flang reports such a field with its own numbers
// (flang_field_overrun), which depend on the field's text.
// Records without a fixed length, the usual case, are one test.
bool flang_overruns_slow(const DtState& st, size_t n);
inline bool flang_overruns(const DtState& st, size_t n) {
  if (st.record_limit == 0 && !st.direct_records) return false;
  return flang_overruns_slow(st, n);
}
// Raises flang's error for a field of n chars, its first `blanks` chars
// blanks, that overruns the record.  flang writes a field's leading
// blanks one at a time: the first that does not fit fails alone, or the
// rest of the field fails after them.
void flang_field_overrun(DtState& st, size_t blanks, size_t n);
// The leading blanks of a field's text.
inline size_t leading_blanks(const char* s, size_t n) {
  size_t k = 0;
  while (k < n && s[k] == ' ') ++k;
  return k;
}

// Copies n chars into the record.
inline void record_put(DtState& st, const char* text, size_t n) {
  if (n == 0) return;
  if (char* p = record_space(st, n)) copy_bytes(p, text, n);
}
// Ends the current record (newline) and writes it to the unit's stream
// (F2018 12.3.4.2: '/' and format reversion end a record mid-statement).
void record_end(DtState& st);

}  // namespace ftnio

#endif  // FTNIO_TRANSFER_RECORD_OUT_H
