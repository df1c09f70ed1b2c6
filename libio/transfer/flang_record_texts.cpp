// SPDX-License-Identifier: MIT
// flang's texts of an unformatted item past its record (L4).
#include "transfer/flang_record_texts.h"

#include <string>

#include "base/iostat.h"

namespace ftnio {

void raise_write_overrun(DtState& st, int64_t bytes, int64_t position,
                         int64_t recl) {
  const std::string text = "Attempt to write " + std::to_string(bytes) +
                           " bytes to position " + std::to_string(position) +
                           " in a fixed-size record of " +
                           std::to_string(recl) + " bytes";
  st.status.raise(kErrDirectEor, text.c_str());
}

void raise_read_overrun(DtState& st, int64_t bytes, int64_t position,
                        int64_t length) {
  const std::string text = "Attempt to read " + std::to_string(bytes) +
                           " bytes at position " + std::to_string(position) +
                           " in a record of " + std::to_string(length) +
                           " bytes";
  st.status.raise(kErrShortRecord, text.c_str());
}

}  // namespace ftnio
