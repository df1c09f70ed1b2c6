// SPDX-License-Identifier: MIT
// Settings calls from the compiled main program and generate_error (L5).
//
// The settings are recorded for ftnio and forwarded to libgfortran, which
// still needs them for its non-I/O behaviour (backtraces on array bound
// errors, the FPE summary at STOP; docs/abi.md §9.3).
#include <cerrno>
#include <cstdint>

#include "abi/dt_access.h"
#include "abi/entry.h"
#include "abi/forward.h"
#include "abi/st_parameter.h"
#include "base/options.h"
#include "unit/runtime_error.h"
#include "unit/unit_table.h"

using namespace ftnio::abi;

FTNIO_EXPORT void FTNIO_ENTRY(set_options)(int num, const int options[]) {
  ftnio::CompileOptions& o = ftnio::compile_options();
  int* slots[] = {&o.warn_std,  &o.allow_std,    &o.pedantic,   &o.backtrace,
                  &o.sign_zero, &o.bounds_check, &o.fpe_summary};
  for (int i = 0; i < num && i < 7; ++i) *slots[i] = options[i];
  using Fn = void (*)(int, const int*);
  if (auto next = next_definition<Fn>("_gfortran_set_options"))
    next(num, options);
}

FTNIO_EXPORT void FTNIO_ENTRY(set_convert)(int conv) {
  ftnio::compile_options().convert = conv;
  using Fn = void (*)(int);
  if (auto next = next_definition<Fn>("_gfortran_set_convert")) next(conv);
}

FTNIO_EXPORT void FTNIO_ENTRY(set_record_marker)(int bytes) {
  ftnio::compile_options().record_marker = bytes;
  using Fn = void (*)(int);
  if (auto next = next_definition<Fn>("_gfortran_set_record_marker"))
    next(bytes);
}

FTNIO_EXPORT void FTNIO_ENTRY(set_max_subrecord_length)(int bytes) {
  ftnio::compile_options().max_subrecord_length = bytes;
  using Fn = void (*)(int);
  if (auto next = next_definition<Fn>("_gfortran_set_max_subrecord_length"))
    next(bytes);
}

// Called by compiled code before the start call (INTEGER(8) unit out of
// range), so common.unit still holds whatever the stack slot held, often
// the unit of the previous statement.  libgfortran names that unit in the
// locus line when it is connected; so do we, for identical messages.
FTNIO_EXPORT void FTNIO_ENTRY(generate_error)(Common* c, int family,
                                              const char* message) {
  ftnio::ensure_runtime_initialised();
  ftnio::IoStatus status;
  status.init(error_target_of(*c),
              static_cast<ftnio::Outcome>(c->flags & kLibreturnMask));
  if (c->unit > 0) {
    ftnio::Unit* u = ftnio::find_unit(c->unit);
    status.set_unit(c->unit, u != nullptr ? u->file_name().c_str() : nullptr);
  }
  status.raise(family, message, errno);
  set_libreturn(*c, status.outcome());
}
