// SPDX-License-Identifier: MIT
// Writing into the current output record of a formatted statement (L4).
#ifndef FTNIO_TRANSFER_RECORD_OUT_H
#define FTNIO_TRANSFER_RECORD_OUT_H

#include <cstddef>

#include "transfer/dt_state.h"

namespace ftnio {

// Space for n chars at the record position, or null after raising the
// statement's error (out of memory).
char* record_space(DtState& st, size_t n);
// Copies n chars into the record.
void record_put(DtState& st, const char* text, size_t n);
// Ends the current record (newline) and writes it to the unit's stream
// (F2018 12.3.4.2: '/' and format reversion end a record mid-statement).
void record_end(DtState& st);

}  // namespace ftnio

#endif  // FTNIO_TRANSFER_RECORD_OUT_H
