// SPDX-License-Identifier: MIT
// Encoding of unformatted sequential record markers and byte swapping
// (L4): computation only, no I/O; the layout comes from the unit's
// MarkerLayout.
#ifndef FTNIO_TRANSFER_RECORD_MARKER_H
#define FTNIO_TRANSFER_RECORD_MARKER_H

#include <cstddef>
#include <cstdint>
#include <cstring>

#include "unit/unit.h"  // MarkerLayout

namespace ftnio {

// Reverses the bytes of each elem-byte element of buf[0, n).
inline void swap_elements(void* buf, size_t n, size_t elem) {
  if (elem <= 1) return;
  auto* b = static_cast<unsigned char*>(buf);
  for (size_t at = 0; at + elem <= n; at += elem)
    for (size_t i = 0, j = elem - 1; i < j; ++i, --j) {
      unsigned char t = b[at + i];
      b[at + i] = b[at + j];
      b[at + j] = t;
    }
}

// Writes the marker for value into out (layout.bytes bytes).  (Fixed-size
// copies and a byte-swap instruction: a marker is two of every record.)
inline void encode_marker(const MarkerLayout& layout, int64_t value,
                          unsigned char* out) {
  if (layout.bytes == 8) {
    if (layout.swap) value = static_cast<int64_t>(__builtin_bswap64(value));
    std::memcpy(out, &value, 8);
  } else {
    uint32_t v32 = static_cast<uint32_t>(value);
    if (layout.swap) v32 = __builtin_bswap32(v32);
    std::memcpy(out, &v32, 4);
  }
}

inline int64_t decode_marker(const MarkerLayout& layout,
                             const unsigned char* in) {
  if (layout.bytes == 8) {
    uint64_t v;
    std::memcpy(&v, in, 8);
    return static_cast<int64_t>(layout.swap ? __builtin_bswap64(v) : v);
  }
  uint32_t v32;
  std::memcpy(&v32, in, 4);
  return static_cast<int32_t>(layout.swap ? __builtin_bswap32(v32) : v32);
}

}  // namespace ftnio

#endif  // FTNIO_TRANSFER_RECORD_MARKER_H
