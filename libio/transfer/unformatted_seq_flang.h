// SPDX-License-Identifier: MIT
// The start of an unformatted sequential READ as LLVM flang 19's runtime
// makes it (L4): the record's header and footer are read and compared
// before its first item.
#ifndef FTNIO_TRANSFER_UNFORMATTED_SEQ_FLANG_H
#define FTNIO_TRANSFER_UNFORMATTED_SEQ_FLANG_H

#include "transfer/dt_state.h"
#include "transfer/unformatted_seq.h"

namespace ftnio {

enum class FlangRecordStart {
  kReady,    // header and footer agree: the file is after the header,
             // st.unf describes the record
  kFailed,   // END or an error was raised; the file was placed as
             // flang's runtime leaves it
  kNotMine,  // a stream that cannot seek, or a record in pieces:
             // the usual reading applies (file untouched)
};

FlangRecordStart flang_record_start(DtState& st, const MarkerLayout& m);

}  // namespace ftnio

#endif  // FTNIO_TRANSFER_UNFORMATTED_SEQ_FLANG_H
