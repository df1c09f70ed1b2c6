// SPDX-License-Identifier: MIT
// Starting, feeding and finishing a data transfer statement (L4).
#ifndef FTNIO_TRANSFER_DATA_TRANSFER_H
#define FTNIO_TRANSFER_DATA_TRANSFER_H

#include <cstddef>

#include "transfer/dt_state.h"
#include "transfer/formatted_read.h"
#include "transfer/formatted_write.h"
#include "transfer/list_read.h"
#include "transfer/list_write.h"

namespace ftnio {

// Start call: resolves and locks the unit, checks the statement against
// the connection.  On return st.status says whether the statement goes on.
void start_transfer(DtState& st, const TransferRequest& req);

// One I/O list item.  size is the CHARACTER length in characters, else the
// byte size of the item.  A no-op once the statement failed.  Inline for a
// formatted or list-directed item of a statement that runs on its unit
// (st.unit is null for INQUIRE(IOLENGTH=) and after an error at the
// start); every other item goes through transfer_item_slow, its cold
// half out of line (hot/cold rule: perf/README.md).
void transfer_item_slow(DtState& st, ItemType type, const void* p,
                        int kind, size_t size);
inline void transfer_item(DtState& st, ItemType type, const void* p,
                          int kind, size_t size) {
  if (st.unit != nullptr && st.recording == nullptr &&
      !st.status.failed()) {
    bool read = st.direction == Direction::kRead;
    if (st.form == TransferForm::kFormatted) {
      if (read) formatted_read_item(st, type, const_cast<void*>(p), kind, size);
      else formatted_write_item(st, type, p, kind, size);
      return;
    }
    if (st.form == TransferForm::kListDirected) {
      if (read) list_read_item(st, type, const_cast<void*>(p), kind, size);
      else list_write_item(st, type, p, kind, size);
      return;
    }
  }
  transfer_item_slow(st, type, p, kind, size);
}

// count items laid out contiguously from p (an array section whose first
// dimension has unit stride): one call instead of count.  Also the rest of
// an array after list_write_continues().
void transfer_run(DtState& st, ItemType type, const void* p, int kind,
                  size_t size, size_t count);

// Whether the elements of an array item that follow a failed one still
// go to transfer_run(): libgfortran's list-directed WRITE goes on through
// the rest of an array after an element met the end of the record (it
// looks at the error again only at the next item), so each element's
// separator goes in where it still fits, and its value does not (the
// elements are as wide as the one that failed): "1,22,333," then reads
// "1,22,333,,,".
bool list_write_continues(const DtState& st, ItemType type);

// Likewise for an unformatted READ: libgfortran asks for the rest of the
// array after a failed element part by part, getting nothing, and each
// part has effects (transfer_run() -> unformatted_unreached()).
bool unformatted_read_continues(const DtState& st, ItemType type);

// Done call: ends the record, pushes output per the unit's buffering and
// releases the unit.  Always called exactly once per statement.
void finish_transfer(DtState& st);

}  // namespace ftnio

#endif  // FTNIO_TRANSFER_DATA_TRANSFER_H
