// SPDX-License-Identifier: MIT
// flang's IOSTAT values for the core's conditions (L5, flang front door).
#ifndef FTNIO_ABI_FLANG_IOSTAT_MAP_H
#define FTNIO_ABI_FLANG_IOSTAT_MAP_H

namespace ftnio::flang {

// The IOSTAT value flang's runtime gives for the condition the core
// raised as `code` (libgfortran's numbering, base/iostat.h).  An
// operating-system error is its errno (os_errno, or a generic error when
// it is unknown), as in flang; `write` tells the direction of a data
// transfer (an overrun is an output error there, not EOR).
int iostat_for_flang(int code, int os_errno, bool write);

}  // namespace ftnio::flang

#endif  // FTNIO_ABI_FLANG_IOSTAT_MAP_H
