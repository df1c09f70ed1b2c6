// SPDX-License-Identifier: MIT
// A formatted field that overruns a record of fixed length, reported as
// LLVM flang 19's runtime reports it (L4): flang writes a field piece by
// piece (blanks, signs, '.', padding zeros and B/O/Z digits alone, runs
// of significant digits and the exponent at once) and names the first
// piece that does not fit.
#ifndef FTNIO_TRANSFER_FLANG_OVERRUN_H
#define FTNIO_TRANSFER_FLANG_OVERRUN_H

#include <cstddef>

#include "transfer/dt_state.h"
#include "transfer/record_out.h"

namespace ftnio {

// Raises flang's error for field f of n chars that overruns the record
// at the record position; returns how many of its chars come before the
// piece that does not fit (flang writes them).
size_t flang_field_overrun(DtState& st, const FieldText& f, size_t n);

// The length of field f's first piece (n chars): flang blank-fills the
// columns a pending X or T skipped only when that piece fits.
size_t flang_first_piece(const FieldText& f, size_t n);

}  // namespace ftnio

#endif  // FTNIO_TRANSFER_FLANG_OVERRUN_H
