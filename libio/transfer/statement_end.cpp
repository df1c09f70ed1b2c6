// SPDX-License-Identifier: MIT
// Where the end of a READ leaves the unit's records (L4).
#include "transfer/statement_end.h"

#include "base/iostat.h"

namespace ftnio {

// Only a value that does not convert: libgfortran ends the record after it.
bool failed_read_unspecifies_position(const DtState& st) {
  int code = st.status.code();
  return st.form == TransferForm::kFormatted && !st.record.stay_in_record &&
         (code == kErrReadValue || code == kErrReadOverflow);
}

bool failed_read_ended_record(const DtState& st) {
  return st.status.outcome() != Outcome::kEnd &&
         failed_read_unspecifies_position(st);
}

}  // namespace ftnio
