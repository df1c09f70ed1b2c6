// SPDX-License-Identifier: MIT
// flang entry points beyond what the front door handles (a unit number
// out of range without IOSTAT=).  They must still be defined here: a
// program that calls one would otherwise pull io-api.o out of flang's
// static runtime, whose definitions then take the place of all of ours,
// mixing two runtimes' cookies.  The rare case ends the program with
// ftnio's "not implemented" message instead (L5, flang front door).
#include <climits>
#include <cstring>

#include "abi_flang/flang_api.h"
#include "unit/runtime_error.h"

using ftnio::not_implemented;

namespace Fortran::runtime::io {

// A wide INTEGER unit that does not fit a default INTEGER.  The check
// itself is simple; the message follows flang's.
static enum Iostat unit_out_of_range(bool handle, char* msg, std::size_t len,
                                     long long unit) {
  if (!handle) not_implemented("a unit number out of range (flang)");
  if (msg != nullptr && len > 0) {
    char text[96];
    int n = __builtin_snprintf(text, sizeof text,
                               "UNIT number %lld is out of range", unit);
    std::size_t k = n < 0 ? 0 : static_cast<std::size_t>(n);
    if (k > len) k = len;
    std::memcpy(msg, text, k);
    std::memset(msg + k, ' ', len - k);
  }
  return IostatUnitOverflow;
}
enum Iostat IONAME(CheckUnitNumberInRange64)(std::int64_t unit, bool handle,
                                             char* msg, std::size_t len,
                                             const char*, int) {
  if (unit >= INT_MIN && unit <= INT_MAX) return IostatOk;
  return unit_out_of_range(handle, msg, len, static_cast<long long>(unit));
}
enum Iostat IONAME(CheckUnitNumberInRange128)(common::int128_t unit,
                                              bool handle, char* msg,
                                              std::size_t len, const char*,
                                              int) {
  __int128 v;
  std::memcpy(&v, &unit, sizeof v);
  if (v >= INT_MIN && v <= INT_MAX) return IostatOk;
  return unit_out_of_range(handle, msg, len, static_cast<long long>(v));
}

}  // namespace Fortran::runtime::io
