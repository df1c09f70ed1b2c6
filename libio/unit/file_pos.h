// SPDX-License-Identifier: MIT
// The file positioning statements REWIND, BACKSPACE and ENDFILE (L3).
#ifndef FTNIO_UNIT_FILE_POS_H
#define FTNIO_UNIT_FILE_POS_H

#include <cstdint>

#include "base/io_error.h"

namespace ftnio {

// REWIND (F2018 12.8.3).  An unconnected unit is not an error.
void rewind_statement(IoStatus& status, int32_t unit);

// BACKSPACE (F2018 12.8.2): back over the previous record, found by
// scanning for a newline (formatted) or through the record markers
// (unformatted).  An unconnected unit raises 5005 "Unattached unit".
// With unterminated, *unterminated tells that the formatted record
// backed over ends with no newline (the file's last one, written so;
// flang fails there).
void backspace_statement(IoStatus& status, int32_t unit,
                         bool* unterminated = nullptr);

// ENDFILE (F2018 12.8.4): the file ends at the current position.  An
// unconnected unit is connected to fort.<unit> first.  stream_left_ahead:
// libgfortran leaves its stream where its read-ahead got to (see
// endfile_statement); flang's runtime at the cut.
void endfile_statement(IoStatus& status, int32_t unit, const char* source_file,
                       int32_t line, bool stream_left_ahead = true);

}  // namespace ftnio

#endif  // FTNIO_UNIT_FILE_POS_H
