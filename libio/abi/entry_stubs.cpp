// SPDX-License-Identifier: MIT
// Entry points ftnio does not implement yet (L5).  Each one stops the
// program with "ftnio: ... is not implemented" and exit status 2: falling
// through to libgfortran would split the program's units between two
// tables and scramble its output (ABI doc 10.1, 10.3).
#include <cstddef>
#include <cstdint>

#include "abi/entry.h"
#include "abi/st_parameter.h"
#include "unit/runtime_error.h"

using namespace ftnio::abi;

#define FTNIO_STUB(ret, name, what, ...)                 \
  FTNIO_EXPORT ret FTNIO_ENTRY(name)(__VA_ARGS__) {      \
    ftnio::not_implemented(what);                        \
  }

FTNIO_STUB(void, st_set_nml_var, "namelist I/O", Dt*, void*, char*, int32_t,
           CharLen, DType)
FTNIO_STUB(void, st_set_nml_dtio_var, "namelist I/O", Dt*, void*, char*,
           int32_t, CharLen, DType, void*, void*)
FTNIO_STUB(void, st_set_nml_var_dim, "namelist I/O", Dt*, int32_t, ptrdiff_t,
           ptrdiff_t, ptrdiff_t)
