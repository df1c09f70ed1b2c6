// SPDX-License-Identifier: MIT
// B, O and Z editing of a byte string of any length as one little-endian
// unsigned number (L1, pure): LLVM flang's editing of a CHARACTER item
// with B, O or Z, whose digits can outnumber an INTEGER(16)'s.
#include <cstdint>
#include <cstring>

#include "conv/edit_detail.h"
#include "conv/edit_out.h"

namespace ftnio::conv {
namespace {

// Bit i (0 = the lowest of bytes[0]) of the little-endian number.
unsigned bit_at(const unsigned char* bytes, size_t i) {
  return (bytes[i / 8] >> (i % 8)) & 1u;
}

// Index of the highest set bit plus one: 0 for a zero value.
size_t significant_bits(const unsigned char* bytes, size_t n) {
  for (size_t i = n; i-- > 0;)
    if (bytes[i] != 0)
      return 8 * i + 8 - static_cast<size_t>(__builtin_clz(bytes[i]) - 24);
  return 0;
}

}  // namespace

size_t edit_boz_max_width(const EditSpec& given, size_t n) {
  const EditSpec spec = clamp_edit_spec(given);
  if (spec.w > 0) return static_cast<size_t>(spec.w);
  const size_t digits = 8 * n + 1;  // binary digits at most ("0" of none)
  const size_t m = spec.m_given && spec.m > 0 ? static_cast<size_t>(spec.m) : 0;
  return digits > m ? digits : m;
}

size_t edit_boz_bytes(char* out, const EditSpec& given, const void* p,
                      size_t n) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  const EditSpec spec = clamp_edit_spec(given);
  const auto* bytes = static_cast<const unsigned char*>(p);
  const size_t per = spec.kind == EditKind::kB   ? 1
                     : spec.kind == EditKind::kO ? 3
                                                 : 4;
  const size_t bits = significant_bits(bytes, n);
  const int m = spec.m_given ? spec.m : -1;
  if (m == 0 && bits == 0)
    return detail::fill(out, ' ', spec.w == 0 ? 1 : spec.w);
  const size_t ndig = bits == 0 ? 1 : (bits + per - 1) / per;
  const size_t nzero = m > 0 && static_cast<size_t>(m) > ndig ? m - ndig : 0;
  const size_t w = spec.w == 0 ? ndig + nzero : static_cast<size_t>(spec.w);
  if (ndig + nzero > w) return detail::fill(out, '*', static_cast<int>(w));
  char* q = out + detail::fill(out, ' ', static_cast<int>(w - ndig - nzero));
  q += detail::fill(q, '0', static_cast<int>(nzero));
  for (size_t d = ndig; d-- > 0;) {
    unsigned v = 0;
    for (size_t b = per; b-- > 0;) {
      const size_t i = d * per + b;
      v = v << 1 | (i < 8 * n ? bit_at(bytes, i) : 0u);
    }
    *q++ = kHex[v];
  }
  return w;
}

}  // namespace ftnio::conv
