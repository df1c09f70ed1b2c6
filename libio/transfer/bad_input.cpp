// SPDX-License-Identifier: MIT
// The input text whose conversion failed latest on this thread (L4).
#include "transfer/bad_input.h"

#include <string>

namespace ftnio {

namespace {
thread_local std::string t_bad_input;
constexpr size_t kKept = 256;  // enough for any message that quotes it
}  // namespace

void note_bad_input(std::string_view text) {
  t_bad_input.assign(text.substr(0, kKept));
}

std::string_view last_bad_input() { return t_bad_input; }

}  // namespace ftnio
