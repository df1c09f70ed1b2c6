// SPDX-License-Identifier: MIT
// Reading GFORTRAN_* environment variables with libgfortran's syntax (L0).
#include "base/env.h"

#include <cstdlib>

namespace ftnio {

int env_tristate(const char* name) {
  const char* v = std::getenv(name);
  if (v == nullptr) return -1;
  switch (v[0]) {
    case 'y':
    case 'Y':
    case '1': return 1;
    case 'n':
    case 'N':
    case '0': return 0;
    default: return -1;
  }
}

bool env_bool(const char* name, bool dflt) {
  int t = env_tristate(name);
  return t < 0 ? dflt : t == 1;
}

int env_int(const char* name, int dflt) {
  const char* v = std::getenv(name);
  if (v == nullptr) return dflt;
  for (const char* q = v; *q != '\0'; ++q) {
    bool digit = *q >= '0' && *q <= '9';
    if (!digit && !(q == v && *q == '-')) return dflt;
  }
  long value = std::strtol(v, nullptr, 10);
  return static_cast<int>(static_cast<unsigned long>(value));
}

}  // namespace ftnio
