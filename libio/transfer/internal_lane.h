// SPDX-License-Identifier: MIT
// The internal lane (L4): the start call of the usual statement on an
// internal file, without a request.
//
// A front door whose statement on an internal file has no optional
// specifier (no ADVANCE=, SIZE=, mode specifier, namelist, IOLENGTH=, ...
// nor an earlier condition) starts it here instead of building a
// TransferRequest for start_transfer.  Such a statement needs none of the
// general start's decisions: no unit to find or lock (the unit is the
// CHARACTER variable, on a unit object lent for the statement), no
// connection or specifier to check, no defined-I/O parent, no
// asynchronous queue.  The statement's state is the one start_transfer
// leaves, so its items and its done call are the general ones.
#ifndef FTNIO_TRANSFER_INTERNAL_LANE_H
#define FTNIO_TRANSFER_INTERNAL_LANE_H

#include <cstddef>

#include "transfer/dt_state.h"

namespace ftnio {

// Starts a formatted or list-directed statement (form) in direction d
// on the internal file f, whose error target the caller filled
// (IoStatus::target_to_fill).  format, format_len: the FMT= text (null
// for list-directed); dec_ext: compiled with -fdec.
void start_internal_plain(DtState& st, Direction d, TransferForm form,
                          const InternalFile& f, const char* format,
                          size_t format_len, bool dec_ext,
                          const RuntimePolicy* policy);

// Whether start_internal_plain runs the statement directly (a formatted
// WRITE of I and A edits on a scalar variable: its fields go straight
// into the variable; no unit), and its done call, which
// finish_transfer_general makes for it.
bool direct_internal_write(const DtState& st);
void finish_direct_internal_write(DtState& st);

}  // namespace ftnio

#endif  // FTNIO_TRANSFER_INTERNAL_LANE_H
