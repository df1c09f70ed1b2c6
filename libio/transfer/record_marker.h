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

// Writes the marker for value into out (layout.bytes bytes).
inline void encode_marker(const MarkerLayout& layout, int64_t value,
                          unsigned char* out) {
  if (layout.bytes == 8) {
    std::memcpy(out, &value, 8);
  } else {
    int32_t v32 = static_cast<int32_t>(value);
    std::memcpy(out, &v32, 4);
  }
  if (layout.swap) swap_elements(out, layout.bytes, layout.bytes);
}

inline int64_t decode_marker(const MarkerLayout& layout,
                             const unsigned char* in) {
  unsigned char tmp[8];
  std::memcpy(tmp, in, layout.bytes);
  if (layout.swap) swap_elements(tmp, layout.bytes, layout.bytes);
  if (layout.bytes == 8) {
    int64_t v;
    std::memcpy(&v, tmp, 8);
    return v;
  }
  int32_t v32;
  std::memcpy(&v32, tmp, 4);
  return v32;
}

}  // namespace ftnio

#endif  // FTNIO_TRANSFER_RECORD_MARKER_H
