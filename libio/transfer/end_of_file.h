// SPDX-License-Identifier: MIT
// The end-of-file condition of a READ and the unit's endfile state (L4).
#ifndef FTNIO_TRANSFER_END_OF_FILE_H
#define FTNIO_TRANSFER_END_OF_FILE_H

#include "base/iostat.h"
#include "transfer/dt_state.h"

namespace ftnio {

// A READ met the end of the file: END condition, and a sequential unit is
// then positioned after its endfile record (F2018 12.3.4.4); a second READ
// there is an error.
inline void hit_end_of_file(DtState& st) {
  Unit& u = *st.unit;
  u.record().position = Position::kAppend;  // INQUIRE(POSITION=), any access
  if (u.modes().access != Access::kSequential) {
    // (flang: a formatted stream file's records are a sequential file's,
    // and so is its end: stream_record_tabs)
    const bool as_sequential = st.policy.stream_record_tabs &&
                               u.modes().access == Access::kStream &&
                               u.modes().form == Form::kFormatted;
    u.set_endfile(as_sequential ? EndfileState::kAfterEndfile
                                : EndfileState::kAtEndfile);
    st.status.raise(kIostatEnd, nullptr);
    return;
  }
  if (u.endfile() == EndfileState::kAfterEndfile) {
    st.status.raise(kErrEndfile, nullptr);
    return;
  }
  // A namelist READ leaves the unit at its end, not after it: another
  // namelist READ meets END again rather than an error (libgfortran; not
  // flang, whose BACKSPACE then steps back over the endfile record).
  u.set_endfile(st.form == TransferForm::kNamelist &&
                        !st.policy.namelist_input_flang
                    ? EndfileState::kAtEndfile
                    : EndfileState::kAfterEndfile);
  st.status.raise(kIostatEnd, nullptr);
}

}  // namespace ftnio

#endif  // FTNIO_TRANSFER_END_OF_FILE_H
