// SPDX-License-Identifier: MIT
// Reading GFORTRAN_* environment variables with libgfortran's syntax (L0).
#ifndef FTNIO_BASE_ENV_H
#define FTNIO_BASE_ENV_H

namespace ftnio {

// Boolean variables: a first character of y, Y or 1 means true, n, N or 0
// means false; anything else (or unset) gives dflt.
bool env_bool(const char* name, bool dflt);

// Integer variables: an optional leading '-' and decimal digits only;
// anything else (or unset) gives dflt.  As in libgfortran an empty value or
// a lone '-' reads as 0, and out-of-range values wrap as atoi's do on glibc
// (strtol clamps to the long range, then the value is narrowed to int).
int env_int(const char* name, int dflt);

// Tri-state boolean: 1 true, 0 false, -1 unset or unrecognised.
int env_tristate(const char* name);

}  // namespace ftnio

#endif  // FTNIO_BASE_ENV_H
