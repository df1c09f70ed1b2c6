// SPDX-License-Identifier: MIT
// The text of an operating-system error, as libgfortran words it (L0).
#ifndef FTNIO_BASE_OS_ERROR_TEXT_H
#define FTNIO_BASE_OS_ERROR_TEXT_H

#include <string>

namespace ftnio {

// strerror(err) in the locale the environment names for LC_CTYPE and
// LC_MESSAGES (LC_ALL, LC_MESSAGES, LANG), whatever locale the program
// has set: libgfortran's gf_strerror.  *errno_after, when given, receives
// errno as that lookup leaves it, starting from err: loading the locale
// can change it (glibc sets ENOENT while it looks for a locale archive
// that is not installed), and libgfortran's OPEN reports that value as
// IOSTAT.
std::string os_error_text(int err, int* errno_after = nullptr);

}  // namespace ftnio

#endif  // FTNIO_BASE_OS_ERROR_TEXT_H
