// SPDX-License-Identifier: MIT
// Process-wide settings: compile options and the GFORTRAN_* environment (L0).
#include "base/options.h"

#include <cstdlib>
#include <cstring>

#include "base/env.h"

namespace ftnio {

namespace {

// GFORTRAN_LIST_SEPARATOR may hold blanks and at most one comma; anything
// else, an empty value or an unset variable gives the single blank.
void read_separator(EnvOptions& o) {
  const char* v = std::getenv("GFORTRAN_LIST_SEPARATOR");
  bool valid =
      v != nullptr && *v != '\0' && std::strlen(v) < sizeof o.separator;
  int commas = 0;
  for (const char* p = v; valid && *p != '\0'; ++p) {
    if (*p == ',')
      valid = ++commas <= 1;
    else
      valid = *p == ' ';
  }
  if (!valid) v = " ";
  o.separator_len = std::strlen(v);
  std::memcpy(o.separator, v, o.separator_len + 1);
}

EnvOptions read_env() {
  EnvOptions o{};
  o.stdin_unit = env_int("GFORTRAN_STDIN_UNIT", 5);
  o.stdout_unit = env_int("GFORTRAN_STDOUT_UNIT", 6);
  o.stderr_unit = env_int("GFORTRAN_STDERR_UNIT", 0);
  o.all_unbuffered = env_bool("GFORTRAN_UNBUFFERED_ALL", false);
  o.unbuffered_preconnected =
      env_bool("GFORTRAN_UNBUFFERED_PRECONNECTED", false);
  o.show_locus = env_bool("GFORTRAN_SHOW_LOCUS", true);
  o.optional_plus = env_bool("GFORTRAN_OPTIONAL_PLUS", false);
  o.backtrace = env_tristate("GFORTRAN_ERROR_BACKTRACE");
  read_separator(o);
  o.formatted_buffer_size = env_int("GFORTRAN_FORMATTED_BUFFER_SIZE", 0);
  o.unformatted_buffer_size = env_int("GFORTRAN_UNFORMATTED_BUFFER_SIZE", 0);
  return o;
}

}  // namespace

CompileOptions g_compile_options;
StandardStreamPolicy g_standard_stream_policy;
FilePolicy g_file_policy;
EnvironmentDefaults g_environment_defaults;
void (*g_front_door_startup)() = nullptr;

std::atomic<const EnvOptions*> g_env_options{nullptr};

const EnvOptions& read_env_options() {
  static const EnvOptions options = read_env();  // magic static: once
  g_env_options.store(&options, std::memory_order_release);
  return options;
}

}  // namespace ftnio
