// SPDX-License-Identifier: MIT
// GNU extension intrinsics that act on a unit's file directly: FSEEK,
// FTELL, FGETC, FPUTC, TTYNAM and FSTAT (docs/abi.md §6.4) (L3).
#ifndef FTNIO_UNIT_UNIT_INTRINSICS_H
#define FTNIO_UNIT_UNIT_INTRINSICS_H

#include <cstddef>
#include <cstdint>

#include "stream/sys_queries.h"

namespace ftnio {

// FSEEK: repositions the file (whence 0, 1, 2 as lseek).  0, or -1 when the
// unit is not connected or the seek failed.
int unit_fseek(int32_t unit, int64_t offset, int whence);

// FTELL: the byte offset of the file position, or -1.
int64_t unit_ftell(int32_t unit);

// FGETC: reads one byte into c (blank-filled to len first), bypassing
// records.  0, or -1 at end of file, on an error or an unconnected unit.
int unit_fgetc(int32_t unit, char* c, size_t len);

// FPUTC: writes the byte *c, bypassing records.  0, or -1.
int unit_fputc(int32_t unit, const char* c);

// TTYNAM: the name of the terminal connected to unit into buf (NUL-
// terminated; it must fit with its NUL).  0, or nonzero when the unit is
// not connected or not a terminal.
int unit_ttyname(int32_t unit, char* buf, size_t len);

// FSTAT: the file status of the unit's descriptor.  0 or an errno value
// (0 for an unconnected unit, whose values are left alone: libgfortran
// returns the stale errno, which is 0 in practice).
int unit_fstat(int32_t unit, FullStat* out);

}  // namespace ftnio

#endif  // FTNIO_UNIT_UNIT_INTRINSICS_H
