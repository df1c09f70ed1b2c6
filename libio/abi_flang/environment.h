// SPDX-License-Identifier: MIT
// flang 19's environment variables that touch I/O (L5, flang front door).
#ifndef FTNIO_ABI_FLANG_ENVIRONMENT_H
#define FTNIO_ABI_FLANG_ENVIRONMENT_H

namespace ftnio::flang {

// Sets the core's EnvironmentDefaults (base/options.h) from DEFAULT_UTF8
// and FORT_FMT_RECL as flang's runtime reads them.  A value flang rejects
// is left alone: flang's own start-up, which still runs, prints its
// "Fortran runtime: ... is invalid; ignored".
void take_flang_environment();

}  // namespace ftnio::flang

#endif  // FTNIO_ABI_FLANG_ENVIRONMENT_H
