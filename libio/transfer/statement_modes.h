// SPDX-License-Identifier: MIT
// BLANK=, DECIMAL=, DELIM=, PAD=, ROUND= and SIGN= on a data transfer
// statement (L4).
#ifndef FTNIO_TRANSFER_STATEMENT_MODES_H
#define FTNIO_TRANSFER_STATEMENT_MODES_H

#include "base/options.h"
#include "conv/edit_out.h"
#include "transfer/dt_state.h"

namespace ftnio {

// Puts the statement's changeable modes in force on st.unit for the rest
// of the statement (F2018 12.5.2: they last until the statement ends).
// A value that is no keyword raises libgfortran's "Bad DECIMAL parameter
// in data transfer statement" (IOSTAT 5002); false then.
bool apply_statement_modes(DtState& st, const ModeSpecifiers& specs);

// Puts the connection's modes back (end of the statement); a no-op when
// the statement changed none.
inline void restore_statement_modes(DtState& st) { st.unit->restore_modes(); }

// The list-directed options (sign, decimal, rounding) and the DELIM mode
// a list-directed or namelist statement works with: the connection's
// modes, as the statement's specifiers changed them.  A formatted
// statement needs neither (its edits carry their own modes).  Inline:
// every list-directed statement takes them.
inline conv::ListOptions list_options_for(const Unit& u) {
  conv::ListOptions o;
  o.sign_zero = compile_options().sign_zero != 0;
  o.optional_plus = u.modes().sign == SignMode::kPlus ||
                    (u.modes().sign == SignMode::kProcessorDefined &&
                     env_options().optional_plus);
  o.decimal_comma = u.modes().decimal == DecimalMode::kComma;
  o.round = u.modes().round;
  return o;
}
inline void take_statement_modes(DtState& st) {
  const Unit& u = *st.unit;
  st.list_options = list_options_for(u);
  st.delim = u.modes().delim;
}
// take_statement_modes for a list-directed READ, which reads by DECIMAL=
// and ROUND= only: the sign settings, WRITE's, keep their defaults (their
// options and modes cost a list READ about 15 instructions).  DELIM=
// goes back to a defined-input parent (take_child_modes).
inline void take_list_read_modes(DtState& st) {
  const Unit& u = *st.unit;
  conv::ListOptions o;
  o.decimal_comma = u.modes().decimal == DecimalMode::kComma;
  o.round = u.modes().round;
  st.list_options = o;
  st.delim = u.modes().delim;
}

}  // namespace ftnio

#endif  // FTNIO_TRANSFER_STATEMENT_MODES_H
