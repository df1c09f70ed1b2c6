// SPDX-License-Identifier: MIT
// Small helpers shared by the transfers that talk to the unit's stream
// directly (unformatted records), and the OS-error report (L4).
#ifndef FTNIO_TRANSFER_STREAM_IO_H
#define FTNIO_TRANSFER_STREAM_IO_H

#include "stream/raw_stream.h"
#include "stream/stream.h"
#include "transfer/dt_state.h"

namespace ftnio {

// True when rc (a Stream result) is not an error; else raises the OS error
// -rc on the statement (IOSTAT = errno) and returns false.
inline bool check_io(DtState& st, Offset rc) {
  if (rc >= 0) return true;
  st.status.raise_errno(static_cast<int>(-rc));
  return false;
}

// Before a data transfer on an external unit: C's buffered stdin, stdout
// or stderr, when the unit uses that descriptor, is flushed first, as
// libgfortran does for programs that mix C and Fortran I/O.
inline void flush_c_stdio(const Unit& u) {
  if (int fd = u.std_fd(); fd >= 0) raw_flush_c_stdio(fd);
}

}  // namespace ftnio

#endif  // FTNIO_TRANSFER_STREAM_IO_H
