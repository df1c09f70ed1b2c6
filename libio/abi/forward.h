// SPDX-License-Identifier: MIT
// Calling libgfortran's own definition of an entry point we also define
// (L5): settings it needs for non-I/O behaviour, command execution.
#ifndef FTNIO_ABI_FORWARD_H
#define FTNIO_ABI_FORWARD_H

#include <dlfcn.h>

namespace ftnio::abi {

// The next definition of name@GFORTRAN_8 after ours (libgfortran's), or
// null when there is none (a program that does not use libgfortran.so).
template <typename Fn>
Fn next_definition(const char* name) {
  return reinterpret_cast<Fn>(dlvsym(RTLD_NEXT, name, "GFORTRAN_8"));
}

}  // namespace ftnio::abi

#endif  // FTNIO_ABI_FORWARD_H
