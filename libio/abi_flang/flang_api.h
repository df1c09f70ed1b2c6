// SPDX-License-Identifier: MIT
// flang 19's runtime I/O API, from the installed headers (L5, flang front
// door).  The headers are included from LLVM's include directory at build
// time (FTNIO_FLANG_INCLUDE_DIR), never copied into this repository.
#ifndef FTNIO_ABI_FLANG_FLANG_API_H
#define FTNIO_ABI_FLANG_FLANG_API_H

// flang's own build defines the host byte order for its Int128.
#ifndef FLANG_LITTLE_ENDIAN
#define FLANG_LITTLE_ENDIAN 1
#endif

// The library is built with hidden visibility; the _FortranAio* entry
// points the headers declare are the ones libftnio_flang exports.
#pragma GCC visibility push(default)
#include <flang/Runtime/descriptor.h>
#include <flang/Runtime/io-api.h>
#include <flang/Runtime/iostat.h>
#pragma GCC visibility pop

namespace ftnio::flang {

using Fortran::runtime::Descriptor;
using Fortran::runtime::io::Cookie;
using Fortran::runtime::io::ExternalUnit;
using Fortran::runtime::io::Iostat;

}  // namespace ftnio::flang

#endif  // FTNIO_ABI_FLANG_FLANG_API_H
