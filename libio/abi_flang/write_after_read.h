// SPDX-License-Identifier: MIT
// A WRITE where a non-advancing READ left the unit inside a record, as
// flang 19's runtime does it (L5, flang front door).
//
// flang rewrites the whole record: the output starts at the record's
// beginning, and the columns the READ had passed are not the record's
// own bytes but whatever lies at the start of flang's file buffer,
// which for a file read from its beginning (and smaller than that
// 64 KiB buffer) are the file's first bytes.  So 'AB...' then '12' read
// with '(a2)' non-advancing, then WRITE 42 makes the record 'AB42'.
#ifndef FTNIO_ABI_FLANG_WRITE_AFTER_READ_H
#define FTNIO_ABI_FLANG_WRITE_AFTER_READ_H

#include <cstdint>

namespace ftnio::flang {

// Before a formatted WRITE on the external unit (core number): where the
// unit is reading inside a record of a formatted sequential file, the
// columns before the position are overwritten with the file's first
// bytes (the WRITE then goes on after them).
void write_over_read_columns(int32_t unit);

}  // namespace ftnio::flang

#endif  // FTNIO_ABI_FLANG_WRITE_AFTER_READ_H
