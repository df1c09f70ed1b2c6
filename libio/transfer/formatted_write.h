// SPDX-License-Identifier: MIT
// Formatted WRITE: runs a parsed format against the I/O list (L4).
#ifndef FTNIO_TRANSFER_FORMATTED_WRITE_H
#define FTNIO_TRANSFER_FORMATTED_WRITE_H

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>

#include "transfer/dt_state.h"

namespace ftnio {

// The value of an INTEGER item of kind 1, 2, 4 or 8 (false for another
// kind): the fields that Iw edits in place (formatted_write.cpp, and the
// direct internal WRITE of internal_lane.cpp).
[[gnu::always_inline]] inline bool small_integer_value(const void* p, int kind,
                                                       int64_t* v) {
  switch (kind) {
    case 1: *v = *static_cast<const int8_t*>(p); return true;
    case 2: {
      int16_t x;
      std::memcpy(&x, p, 2);
      *v = x;
      return true;
    }
    case 4: {
      int32_t x;
      std::memcpy(&x, p, 4);
      *v = x;
      return true;
    }
    case 8: std::memcpy(v, p, 8); return true;
    default: return false;
  }
}

// Parses (or finds in the cache) the format and executes it up to the
// first data edit descriptor (F2018 13.3.2: leading character strings and
// positioning are done before the first item).
void formatted_write_start(DtState& st, std::string_view format, bool dec_ext);
// formatted_write_start for a statement that holds its format state
// already (st.fmt, taken by take_statement_state: the internal lane,
// which looked at it before it chose the general path).
void formatted_write_start_acquired(DtState& st);
void formatted_write_item(DtState& st, ItemType type, const void* p, int kind,
                          size_t size);
// Executes the format up to the next data edit or its end (no items
// remain) and says whether the record must end with a newline ($ not
// seen).  Releases the statement's format state.
bool formatted_write_finish(DtState& st);
// A failed WRITE's end under failed_edit_finishes_format: when a data
// edit failed, the format's non-data edits up to its next data edit run
// (flang writes them at the statement's end).
void formatted_write_finish_failed(DtState& st);
// The part of formatted_write_finish that runs the format: once done,
// formatted_write_finish does not run it again.
void formatted_write_run_tail(DtState& st);

}  // namespace ftnio

#endif  // FTNIO_TRANSFER_FORMATTED_WRITE_H
