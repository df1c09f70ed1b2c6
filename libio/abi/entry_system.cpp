// SPDX-License-Identifier: MIT
// SYSTEM and EXECUTE_COMMAND_LINE: flush our units, then let libgfortran
// run the command (L5), so the command's output follows ours as it would
// with libgfortran alone.
#include <cstddef>
#include <cstdint>

#include "abi/entry.h"
#include "abi/forward.h"
#include "unit/runtime_error.h"
#include "unit/unit_table.h"

using namespace ftnio::abi;

namespace {

template <typename Fn>
Fn forward_or_die(const char* name) {
  ftnio::flush_all_units();
  Fn fn = next_definition<Fn>(name);
  if (fn == nullptr) ftnio::not_implemented(name);
  return fn;
}

}  // namespace

FTNIO_EXPORT int32_t FTNIO_ENTRY(system)(const char* cmd, size_t len) {
  using Fn = int32_t (*)(const char*, size_t);
  return forward_or_die<Fn>("_gfortran_system")(cmd, len);
}

FTNIO_EXPORT void FTNIO_ENTRY(system_sub)(const char* cmd, int32_t* status,
                                          size_t len) {
  using Fn = void (*)(const char*, int32_t*, size_t);
  forward_or_die<Fn>("_gfortran_system_sub")(cmd, status, len);
}

FTNIO_EXPORT void FTNIO_ENTRY(execute_command_line_i4)(
    const char* cmd, int32_t* wait, int32_t* exitstat, int32_t* cmdstat,
    char* cmdmsg, size_t cmd_len, size_t cmdmsg_len) {
  using Fn = void (*)(const char*, int32_t*, int32_t*, int32_t*, char*, size_t,
                      size_t);
  forward_or_die<Fn>("_gfortran_execute_command_line_i4")(
      cmd, wait, exitstat, cmdstat, cmdmsg, cmd_len, cmdmsg_len);
}

FTNIO_EXPORT void FTNIO_ENTRY(execute_command_line_i8)(
    const char* cmd, int64_t* wait, int64_t* exitstat, int64_t* cmdstat,
    char* cmdmsg, size_t cmd_len, size_t cmdmsg_len) {
  using Fn = void (*)(const char*, int64_t*, int64_t*, int64_t*, char*, size_t,
                      size_t);
  forward_or_die<Fn>("_gfortran_execute_command_line_i8")(
      cmd, wait, exitstat, cmdstat, cmdmsg, cmd_len, cmdmsg_len);
}
