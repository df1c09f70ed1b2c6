// SPDX-License-Identifier: MIT
// What a formatted WRITE shows where a move passed over a record's
// columns that hold no data of the record (L0).
//
// libgfortran shows whatever its record buffer held there (an earlier
// record, a failed WRITE's bytes, a new buffer's NULs); ftnio writes a
// blank (README: deliberate differences; transfer/write_tabs.cpp
// left_over).  FTNIO_STALE_FILL=buffer makes ftnio show what its own
// buffer holds instead, which is libgfortran's byte wherever the two
// buffers hold the same records: a diagnostic for the differential
// program runner (fortran_tests/progen), which confirms with it that a
// file differs only by this choice.  Not for production use.
#ifndef FTNIO_BASE_STALE_FILL_H
#define FTNIO_BASE_STALE_FILL_H

namespace ftnio {

// Set once, from FTNIO_STALE_FILL, when the runtime initialises.
extern bool g_stale_fill_from_buffer;

void read_stale_fill_flag();

}  // namespace ftnio

#endif  // FTNIO_BASE_STALE_FILL_H
