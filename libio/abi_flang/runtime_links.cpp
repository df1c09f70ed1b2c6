// SPDX-License-Identifier: MIT
// Definitions that keep flang's own I/O API out of a program linked with
// libftnio_flang (L5, flang front door).
//
// flang's runtime is a static archive.  Its io-api.cpp.o holds all but a
// few _FortranAio* entry points, and the rest of its runtime (reached from
// every program through the unit table that STOP and program end flush)
// references one more name it defines, InquiryKeywordHashDecode.  Left to
// the archive, that name pulls io-api.cpp.o into the executable, whose
// definitions then win over this library's: flang's Begin... calls with
// ftnio's items.  namelist.cpp.o likewise defines IsNamelistNameOrSlash
// beside the namelist entry points.  Defining both here leaves nothing
// for those archive members to satisfy.
#include <cstdint>

#include "abi_flang/flang_api.h"

namespace Fortran::runtime::io {

#pragma GCC visibility push(default)
// Declared by flang's runtime outside its installed headers; only flang's
// own list-directed input calls it, which never runs beside ftnio.
bool IsNamelistNameOrSlash(IoStatementState&);
#pragma GCC visibility pop

// The keyword whose HashInquiryKeyword (io-api.h) is `hash`, upper case,
// or null when it does not fit the buffer.
const char* InquiryKeywordHashDecode(char* buffer, std::size_t n,
                                     InquiryKeywordHash hash) {
  if (n == 0) return nullptr;
  char* p = buffer + n - 1;
  *p = '\0';
  while (hash > 1) {
    if (p == buffer) return nullptr;
    *--p = static_cast<char>('A' + hash % 26);
    hash /= 26;
  }
  return hash == 1 ? p : nullptr;
}

bool IsNamelistNameOrSlash(IoStatementState&) { return false; }

}  // namespace Fortran::runtime::io
