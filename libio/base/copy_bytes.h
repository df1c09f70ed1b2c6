// SPDX-License-Identifier: MIT
// A memcpy for the few bytes most I/O items have (L0).
//
// Record markers, small unformatted items and numeric fields are 1 to 16
// bytes; for them a call to the C library's memcpy (through the PLT, with
// its size dispatch) costs more than the copy.  Two overlapping fixed-size
// moves cover any length in a power-of-two range without a loop.
#ifndef FTNIO_BASE_COPY_BYTES_H
#define FTNIO_BASE_COPY_BYTES_H

#include <cstddef>
#include <cstdint>
#include <cstring>

namespace ftnio {

namespace detail {
// The first and the last sizeof(T) bytes: all of [0, n) for
// sizeof(T) <= n <= 2 * sizeof(T).  Both loads come before the stores.
template <typename T>
inline void copy_two(char* d, const char* s, size_t n) {
  T head, tail;
  std::memcpy(&head, s, sizeof(T));
  std::memcpy(&tail, s + n - sizeof(T), sizeof(T));
  std::memcpy(d, &head, sizeof(T));
  std::memcpy(d + n - sizeof(T), &tail, sizeof(T));
}
}  // namespace detail

// memcpy(dst, src, n) for buffers that do not overlap.
inline void copy_bytes(void* dst, const void* src, size_t n) {
  char* d = static_cast<char*>(dst);
  const char* s = static_cast<const char*>(src);
  if (n > 16) {
    std::memcpy(d, s, n);
  } else if (n >= 8) {
    detail::copy_two<uint64_t>(d, s, n);
  } else if (n >= 4) {
    detail::copy_two<uint32_t>(d, s, n);
  } else if (n >= 2) {
    detail::copy_two<uint16_t>(d, s, n);
  } else if (n == 1) {
    *d = *s;
  }
}

}  // namespace ftnio

#endif  // FTNIO_BASE_COPY_BYTES_H
