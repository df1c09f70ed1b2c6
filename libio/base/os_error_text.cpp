// SPDX-License-Identifier: MIT
// The text of an operating-system error, as libgfortran words it (L0).
#include "base/os_error_text.h"

#include <cerrno>
#include <clocale>
#include <cstring>
#include <locale.h>

namespace ftnio {

std::string os_error_text(int err, int* errno_after) {
  int saved = errno;
  errno = err;
  std::string text;
  locale_t loc = newlocale(LC_CTYPE_MASK | LC_MESSAGES_MASK, "", nullptr);
  if (loc != nullptr) {
    text = strerror_l(err, loc);
    freelocale(loc);
  } else {
    text = std::strerror(err);
  }
  if (errno_after != nullptr) *errno_after = errno;
  errno = saved;
  return text;
}

}  // namespace ftnio
