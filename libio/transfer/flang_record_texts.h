// SPDX-License-Identifier: MIT
// An unformatted item that does not fit its record, worded as LLVM flang
// 19's runtime words it (L4): the core raises the same condition codes
// as for libgfortran, only the text names the item's bytes, where it
// starts in the record and the record's length.
#ifndef FTNIO_TRANSFER_FLANG_RECORD_TEXTS_H
#define FTNIO_TRANSFER_FLANG_RECORD_TEXTS_H

#include <cstdint>

#include "transfer/dt_state.h"

namespace ftnio {

// kErrDirectEor: "Attempt to write N bytes to position P in a fixed-size
// record of R bytes" (flang's ExternalFileUnit::Emit).
void raise_write_overrun(DtState& st, int64_t bytes, int64_t position,
                         int64_t recl);

// kErrShortRecord: "Attempt to read N bytes at position P in a record of
// R bytes" (ExternalFileUnit::Receive).  A sequential record's position
// and length count its 4-byte header, as flang's do.
void raise_read_overrun(DtState& st, int64_t bytes, int64_t position,
                        int64_t length);

}  // namespace ftnio

#endif  // FTNIO_TRANSFER_FLANG_RECORD_TEXTS_H
