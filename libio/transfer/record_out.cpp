// SPDX-License-Identifier: MIT
// Writing into the current output record of a formatted statement (L4).
#include "transfer/record_out.h"

#include <cerrno>
#include <cstring>

#include "base/iostat.h"

namespace ftnio {

char* record_space(DtState& st, size_t n) {
  char* p = st.unit->fbuf().alloc(n);
  if (p == nullptr) st.status.raise(kErrOs, std::strerror(ENOMEM), ENOMEM);
  return p;
}

void record_put(DtState& st, const char* text, size_t n) {
  if (n == 0) return;
  char* p = record_space(st, n);
  if (p != nullptr) std::memcpy(p, text, n);
}

void record_end(DtState& st) {
  Unit& u = *st.unit;
  // The newline goes at the end of the record: not where a T or TL moved
  // left to, and not after trailing X/TR skips, which produce no blanks.
  u.fbuf().seek(0, SEEK_END);
  char* nl = record_space(st, 1);
  if (nl == nullptr) return;
  *nl = '\n';
  int rc = u.flush_record(u.flush_each_record());
  if (rc < 0) st.status.raise(kErrOs, std::strerror(-rc), -rc);
}

}  // namespace ftnio
