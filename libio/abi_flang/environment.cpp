// SPDX-License-Identifier: MIT
// flang 19's environment variables that touch I/O (L5, flang front door):
// environment.h.
#include "abi_flang/environment.h"

#include <cerrno>
#include <climits>
#include <cstdlib>
#include <optional>

#include <strings.h>

#include "base/options.h"

namespace ftnio::flang {

namespace {

// An integer as flang's runtime takes one from its environment: what
// strtol reads (leading blanks and a sign allowed) when it is the whole
// value and fits an int; nothing when unset or malformed.
std::optional<long> int_env(const char* name) {
  const char* text = std::getenv(name);
  if (text == nullptr) return std::nullopt;
  char* end = nullptr;
  errno = 0;
  const long n = std::strtol(text, &end, 10);
  if (end == text || *end != '\0' || errno == ERANGE) return std::nullopt;
  return n;
}

// FORT_CONVERT's words, any case, as CompileOptions::convert values (0
// native, 1 swap, 2 big-endian, 3 little-endian); -1 for any other.
int convert_of(const char* text) {
  static constexpr struct {
    const char* word;
    int convert;
  } kWords[] = {{"UNKNOWN", 0},
                {"NATIVE", 0},
                {"SWAP", 1},
                {"BIG_ENDIAN", 2},
                {"LITTLE_ENDIAN", 3}};
  for (const auto& w : kWords)
    if (strcasecmp(text, w.word) == 0) return w.convert;
  return -1;
}

}  // namespace

void take_flang_environment() {
  if (const char* text = std::getenv("FORT_CONVERT")) {
    const int convert = convert_of(text);
    if (convert >= 0) compile_options().convert = convert;
  }
  // DEFAULT_UTF8: 1 or 0 (flang rejects any other value).
  if (std::optional<long> n = int_env("DEFAULT_UTF8");
      n && (*n == 0 || *n == 1))
    g_environment_defaults.utf8 = *n == 1;
  // FORT_FMT_RECL: the list-directed line length, 1 .. INT_MAX - 1 (flang
  // rejects INT_MAX itself).
  if (std::optional<long> n = int_env("FORT_FMT_RECL");
      n && *n > 0 && *n < INT_MAX)
    g_environment_defaults.list_line_length = static_cast<int32_t>(*n);
}

}  // namespace ftnio::flang
