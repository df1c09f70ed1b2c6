// SPDX-License-Identifier: MIT
// INQUIRE(POS=) after formatted input on a sequential or direct unit (L4).
//
// On a unit that is not a stream libgfortran's POS= is a running count, not
// a file position: formatted WRITE adds the bytes it places in records
// (record_out.cpp), formatted READ what its data edits and its forward X,
// TR and T consume.  A field that meets the end of a sequential record
// adds that record end too ('\n' or a lone '\r': 1, "\r\n": 2), once for
// every field that meets it.  List-directed and namelist input add nothing.
// Stream units take POS= from the file at the end of the statement.
#ifndef FTNIO_TRANSFER_INPUT_POS_H
#define FTNIO_TRANSFER_INPUT_POS_H

#include <cstddef>
#include <cstdint>

#include "transfer/dt_state.h"
#include "transfer/record_in.h"

namespace ftnio {

// The length of the record end the last field of a sequential record
// stopped at, 0 where it stopped at none (the end of the file, a direct
// record's length, CARRIAGECONTROL='NONE').
inline int64_t record_end_length(DtState& st) {
  if (fixed_records(st) || records_unended(st)) return 0;
  if (st.record.cr_ended_record) return consumed_cr_length(st);
  return st.unit->fbuf().next_is('\n') ? 1 : 0;
}

// Counts n characters taken by a formatted edit, and the record end when
// the field met it.
inline void count_input(DtState& st, size_t n, bool met_record_end) {
  if (met_record_end) st.record.field_met_eor = true;
  if (st.unit->modes().access == Access::kStream) return;
  int64_t add = static_cast<int64_t>(n);
  if (met_record_end) add += record_end_length(st);
  st.unit->record().stream_pos += add;
}

}  // namespace ftnio

#endif  // FTNIO_TRANSFER_INPUT_POS_H
