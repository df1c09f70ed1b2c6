// SPDX-License-Identifier: MIT
// The binary formats of the REAL kinds (L6): one table of their
// parameters, asked by decimal-to-binary conversion (edit_in_number.cpp)
// and by the editors that classify a value by its bits alone.
#ifndef FTNIO_CONV_REAL_FORMAT_H
#define FTNIO_CONV_REAL_FORMAT_H

#include <bit>
#include <cstdint>
#include <cstring>

namespace ftnio::conv {

struct RealFormat {
  int kind;     // 2, 3 (bfloat16), 4, 8, 10, 16
  int p;        // significand bits, leading bit included
  int emin;     // 2^emin is the smallest normal
  int emax;     // 2^emax <= the largest finite < 2^(emax+1)
  int over10;   // decimal exponent of the leading digit >= over10: overflows
  int under10;  // ... <= under10: below half the smallest subnormal
};

inline constexpr RealFormat kReal2{2, 11, -14, 15, 5, -9};
inline constexpr RealFormat kReal3{3, 8, -126, 127, 39, -42};
inline constexpr RealFormat kReal4{4, 24, -126, 127, 39, -47};
inline constexpr RealFormat kReal8{8, 53, -1022, 1023, 309, -325};
inline constexpr RealFormat kReal10{10, 64, -16382, 16383, 4933, -4952};
inline constexpr RealFormat kReal16{16, 113, -16382, 16383, 4933, -4967};

// The format of REAL(kind); any kind not listed is taken as REAL(16).
constexpr const RealFormat& real_format(int kind) {
  switch (kind) {
    case 2: return kReal2;
    case 3: return kReal3;
    case 4: return kReal4;
    case 8: return kReal8;
    case 10: return kReal10;
    default: return kReal16;
  }
}

// All ones in the exponent field (Infinity, NaN).
constexpr uint32_t max_biased(const RealFormat& f) {
  return 2 * static_cast<uint32_t>(f.emax) + 1;
}

// Whether the REAL(kind) value at p is an infinity or a NaN: its exponent
// field all ones.  Every format keeps its sign and exponent in the top 16
// bits of its storage (x87's REAL(10): bytes 8 and 9).  False for a kind
// that is no REAL kind.
inline bool real_not_finite(const void* p, int kind) {
  if (kind != 2 && kind != 3 && kind != 4 && kind != 8 && kind != 10 &&
      kind != 16)
    return false;
  const RealFormat& f = real_format(kind);
  const uint32_t ones = max_biased(f);
  const auto mask = static_cast<uint16_t>(ones << (15 - std::bit_width(ones)));
  const int bytes = kind == 3 ? 2 : kind;  // bfloat16: 2 bytes
  uint16_t top;
  std::memcpy(&top, static_cast<const unsigned char*>(p) + bytes - 2, 2);
  return (top & mask) == mask;
}

}  // namespace ftnio::conv

#endif  // FTNIO_CONV_REAL_FORMAT_H
