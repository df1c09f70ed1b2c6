// SPDX-License-Identifier: MIT
// Helpers shared by the entry points of the statements that act on a unit
// as a whole: OPEN, CLOSE, INQUIRE, REWIND, BACKSPACE, ENDFILE (L5).
#ifndef FTNIO_ABI_UNIT_STATEMENT_H
#define FTNIO_ABI_UNIT_STATEMENT_H

#include <cstdint>

#include "abi/dt_access.h"
#include "abi/st_parameter.h"
#include "unit/open.h"

namespace ftnio::abi {

// The condition already raised before the call: compiled code reports an
// out-of-range INTEGER(8) unit through generate_error first.  libgfortran
// keeps a prior ERROR and clears anything else.
inline Outcome prior_outcome(const Common& c) {
  return (c.flags & 1u) != 0 ? static_cast<Outcome>(c.flags & kLibreturnMask)
                             : Outcome::kOk;
}

// An IoStatus wired to the statement's IOSTAT=, IOMSG= and labels.
// (Filled in place: a target built on the stack and copied whole made the
// copy's wide loads wait for the byte stores, on every OPEN, CLOSE,
// INQUIRE and positioning statement.)
inline void init_status(IoStatus& status, const Common& c) {
  fill_error_target(status.target_to_fill(), c);
  status.begin(prior_outcome(c));
}

// A CHARACTER specifier of a parameter block; absent unless its flag bit
// is set (the fields hold stack garbage otherwise).
inline CharSpec char_spec(uint32_t flags, uint32_t bit, const char* p,
                          CharLen n) {
  CharSpec s;
  if ((flags & bit) == 0) return s;
  s.ptr = p;
  s.len = n;
  s.present = true;
  return s;
}
inline CharSpec char_spec(uint32_t flags, uint32_t bit, const StrPL& s) {
  return char_spec(flags, bit, s.ptr, s.len);
}
inline CharSpec char_spec(uint32_t flags, uint32_t bit, const StrLP& s) {
  return char_spec(flags, bit, s.ptr, s.len);
}

}  // namespace ftnio::abi

#endif  // FTNIO_ABI_UNIT_STATEMENT_H
