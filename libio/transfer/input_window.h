// SPDX-License-Identifier: MIT
// The characters of the current input record that lie in memory from the
// position on, for scanners that take them in place instead of a call per
// character (L4).
//
//   external unit:  the record buffer's look-ahead: [pos, act) of the
//                   unit's fbuf, a '\n' in it the record's end, and more
//                   of the record possibly still unread past it;
//   internal file:  the rest of the current record in the variable,
//                   through the memory stream's window (in_record), its
//                   end the record's end, a '\n' in it a character.
// Either way in_window_skip() steps over what the scanner took, as as
// many in_getc() calls would.
#ifndef FTNIO_TRANSFER_INPUT_WINDOW_H
#define FTNIO_TRANSFER_INPUT_WINDOW_H

#include <algorithm>
#include <cstddef>

#include "transfer/dt_state.h"
#include "transfer/internal_unit.h"
#include "transfer/record_in.h"

namespace ftnio {

struct InWindow {
  const char* p;             // the next character
  size_t n;                  // characters from p (0: none in memory)
  bool newline_ends_record;  // a '\n' at p[i] is the record's end
};

// The window at the position: empty where in_getc() does more than hand
// out a byte (records of fixed length on external units, a record ended
// by "\r" alone, CARRIAGECONTROL='NONE', whose newlines are data, a
// kind-4 internal file with its wide characters) and
// past an internal file's last record or its record's end.
// Inline: list-directed READ asks it between every two values.
inline InWindow in_window(const DtState& st) {
  if (!fixed_records(st)) {
    if (st.record.cr_ended_record || records_unended(st))
      return {nullptr, 0, true};
    Fbuf& b = st.unit->fbuf();
    size_t n = b.lookahead();
    // RECL= cuts the record (list_records_cut_at_recl; a libgfortran
    // list-directed child has its formatted parent's record_limit too)
    if (st.record_limit > 0 && list_records_cut_at_recl(st.policy))
        [[unlikely]] {
      const int64_t left = st.record_limit - in_column(st);
      n = left <= 0 ? 0 : std::min(n, static_cast<size_t>(left));
    }
    return {b.data() + b.pos(), n, true};
  }
  const InternalFile& f = st.internal;
  const char* rec = in_place_record(st);  // in the variable
  if (rec == nullptr || st.in_column >= f.reclen) return {nullptr, 0, false};
  return {rec + st.in_column, static_cast<size_t>(f.reclen - st.in_column),
          false};
}

// Consumes the first n characters of in_window() (n at most its size).
inline void in_window_skip(DtState& st, size_t n) {
  if (!fixed_records(st))
    st.unit->fbuf().skip(n);
  else
    st.in_column += static_cast<int64_t>(n);
}

}  // namespace ftnio

#endif  // FTNIO_TRANSFER_INPUT_WINDOW_H
