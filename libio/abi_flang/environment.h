// SPDX-License-Identifier: MIT
// flang 19's environment variables that touch I/O (L5, flang front door).
#ifndef FTNIO_ABI_FLANG_ENVIRONMENT_H
#define FTNIO_ABI_FLANG_ENVIRONMENT_H

namespace ftnio::flang {

// Sets the core's EnvironmentDefaults (base/options.h) from DEFAULT_UTF8
// and FORT_FMT_RECL, and its default conversion of unformatted data from
// FORT_CONVERT, as flang's runtime reads them (-fconvert reaches the
// environment as FORT_CONVERT).  A value flang rejects is left alone:
// flang's own start-up prints its "Fortran runtime: ... is invalid;
// ignored".  The core runs it before the first statement
// (g_front_door_startup).
void take_flang_environment();

}  // namespace ftnio::flang

#endif  // FTNIO_ABI_FLANG_ENVIRONMENT_H
