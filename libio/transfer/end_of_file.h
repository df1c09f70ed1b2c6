// SPDX-License-Identifier: MIT
// The end-of-file condition of a READ and the unit's endfile state (L4).
#ifndef FTNIO_TRANSFER_END_OF_FILE_H
#define FTNIO_TRANSFER_END_OF_FILE_H

#include "base/iostat.h"
#include "transfer/dt_state.h"

namespace ftnio {

// Whether the connection's file has a sequential file's end: an endfile
// record, after which a statement is refused until BACKSPACE or REWIND
// move the unit (F2018 12.3.4.4).  A sequential file has one; so has a
// formatted stream file under flang, whose records are a sequential
// file's (stream_record_tabs), and there POS= moves the unit too.
inline bool has_sequential_end(const RuntimePolicy& p,
                               const ConnectionModes& m) {
  return m.access == Access::kSequential ||
         (p.stream_record_tabs && m.access == Access::kStream &&
          m.form == Form::kFormatted);
}

// A READ met the end of the file: END condition, and a file with a
// sequential end is then positioned after its endfile record; a second
// READ there is an error.
inline void hit_end_of_file(DtState& st) {
  Unit& u = *st.unit;
  u.record().position = Position::kAppend;  // INQUIRE(POSITION=), any access
  if (!has_sequential_end(st.policy, u.modes())) {
    u.set_endfile(EndfileState::kAtEndfile);
    st.status.raise(kIostatEnd, nullptr);
    return;
  }
  // (Only -std=legacy gets here on a sequential file, which check_connection
  // refuses otherwise; flang's stream file lets a READ meet its end again.)
  if (u.endfile() == EndfileState::kAfterEndfile &&
      u.modes().access == Access::kSequential) {
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
