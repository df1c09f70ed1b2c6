/* SPDX-License-Identifier: MIT */
/* ftnio: a drop-in replacement for the I/O half of libgfortran.
 *
 * ftnio has no API of its own: programs use it through the gfortran I/O
 * entry points (_gfortran_st_write, ...) that the compiler emits, which
 * libftnio.so exports under libgfortran's symbol versions.  This header
 * gives the version of the headers and the IOSTAT values. */
#ifndef FTNIO_FTNIO_H
#define FTNIO_FTNIO_H

#include "ftnio/iostat.h"

#define FTNIO_VERSION_MAJOR 0
#define FTNIO_VERSION_MINOR 1
#define FTNIO_VERSION_PATCH 0

#endif /* FTNIO_FTNIO_H */
