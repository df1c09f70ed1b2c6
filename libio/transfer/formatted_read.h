// SPDX-License-Identifier: MIT
// Formatted READ: runs a parsed format against the input list (L4).
#ifndef FTNIO_TRANSFER_FORMATTED_READ_H
#define FTNIO_TRANSFER_FORMATTED_READ_H

#include <cstddef>
#include <string_view>

#include "transfer/dt_state.h"

namespace ftnio {

void formatted_read_start(DtState& st, std::string_view format, bool dec_ext);
void formatted_read_item(DtState& st, ItemType type, void* p, int kind,
                         size_t size);
// An element of an array item after the statement failed at the record's
// end (formatted_read_continues, data_transfer.h).
void formatted_read_on(DtState& st, ItemType type, const void* p, int kind,
                       size_t size);
// Runs the format to its next data edit or end and releases its state.
void formatted_read_finish(DtState& st);

// Whether libgfortran's count of the current record's columns (its
// bytes_left) is below RECL: this READ's fields or skips took characters
// of the record, or it began inside a record an earlier READ took some of
// and passed no record end since (RecordPosition::carried_taken).  Where
// the skip to the record's end then meets the end of the file under
// PAD='YES', the last record merely lacked its newline: no END there.
bool record_columns_taken(const DtState& st);

}  // namespace ftnio

#endif  // FTNIO_TRANSFER_FORMATTED_READ_H
