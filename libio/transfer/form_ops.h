// SPDX-License-Identifier: MIT
// What a data transfer statement does by form and direction, chosen once
// at its start call (L4).
//
// The start call points DtState::ops at one FormOps table: the form's own
// per-item call and the form's part of the done call.  The item calls,
// the hottest path of the library, dispatch through it without testing
// the form, the direction or the statement's situation (INQUIRE
// IOLENGTH=, asynchronous recording, a failed start) again.
#ifndef FTNIO_TRANSFER_FORM_OPS_H
#define FTNIO_TRANSFER_FORM_OPS_H

#include <cstddef>

#include "transfer/dt_state.h"

namespace ftnio {

// (64 bytes: select_form_ops indexes the table with a shift.)
struct alignas(64) FormOps {
  // Formatted, list-directed and namelist statements: starts the form's
  // part once the unit or internal file is ready (the format cursor, the
  // list-directed reader, the statement's modes); null for unformatted
  // ones, which start with their record (unformatted_start).
  void (*start)(DtState& st, const TransferRequest& req);
  // One I/O list item (the statement has not failed); size as for
  // transfer_item.
  void (*item)(DtState& st, ItemType type, const void* p, int kind,
               size_t size);
  // count items laid out contiguously (transfer_run).
  void (*run)(DtState& st, ItemType type, const void* p, int kind, size_t size,
              size_t count);
  // External unit, formatted, list-directed or namelist READ: the form's
  // end of the input, also after an error; else null.
  void (*end_input)(DtState& st);
  // External unit, any other statement that did not fail: the form's end
  // (the unformatted record, the formatted record and its newline).
  void (*end_output)(DtState& st);
  // Internal file: the form's end (READ: also after an error).
  void (*end_internal)(DtState& st);
  // A done call that did not fail forgets libgfortran's saved_pos
  // (RecordPosition::kept_max_pos): not after a formatted WRITE, which
  // settles it itself, nor after a list-directed READ, which leaves it.
  bool forgets_saved_pos;
};

// The request a lane without one at hand (an internal file's, a plain
// READ's) passes to a list-directed or namelist start, which reads
// nothing of it; only the formatted starts read it (the format).
extern const TransferRequest kNoRequest;

// A form's end that has nothing to do: the ends of a direction or kind of
// file a table never meets, and those whose work the done call does.
void end_nothing(DtState& st);

// The tables of statements that run on their unit, by TransferForm, then
// Direction.
extern const FormOps kFormOps[4][2];

// The table of a started statement (after the unit, the recording or the
// IOLENGTH= target is known); the usual case inline, the statements that
// transfer nothing themselves out of line (hot/cold rule: perf/README.md).
const FormOps* select_form_ops_slow(const DtState& st);
inline const FormOps* select_form_ops(const DtState& st) {
  if (st.unit != nullptr && st.recording == nullptr) [[likely]]
    return &kFormOps[static_cast<int>(st.form)][static_cast<int>(st.direction)];
  return select_form_ops_slow(st);
}

}  // namespace ftnio

#endif  // FTNIO_TRANSFER_FORM_OPS_H
