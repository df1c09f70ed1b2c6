// SPDX-License-Identifier: MIT
// Right-justified integer fields of a fixed width, written without branching on
// the digit count (L1, pure).
//
// List-directed output gives every INTEGER(4) eleven columns and every
// INTEGER(8) twenty, right-justified.  Values in a stream of output have
// all sorts of digit counts, and a branch on the count mispredicts about
// every other item; here all digits are produced with leading zeros in a
// few words, and the leading zeros are turned into blanks with byte masks
// computed from the digit count.
#ifndef FTNIO_CONV_INT_FIELD_H
#define FTNIO_CONV_INT_FIELD_H

#include <algorithm>
#include <cstdint>
#include <cstring>

#include "conv/int_out.h"

namespace ftnio::conv {
namespace detail {

// The low k bytes of a word (the first k chars it stores), k <= 8.
inline uint64_t low_bytes_mask(int k) {
  static constexpr uint64_t kMask[9] = {0,
                                        0xFF,
                                        0xFFFF,
                                        0xFFFFFF,
                                        0xFFFFFFFF,
                                        0xFFFFFFFFFFULL,
                                        0xFFFFFFFFFFFFULL,
                                        0xFFFFFFFFFFFFFFULL,
                                        ~0ULL};
  return kMask[k];
}

// '0' ^ 0x10 is ' ': the first k digits of a word become blanks.
inline uint64_t blank_leading(uint64_t text, int k) {
  return text ^ (low_bytes_mask(k) & 0x1010101010101010ULL);
}

}  // namespace detail

// The eleven columns of a list-directed INTEGER(4): blanks, the sign right
// before the digits: '-' for a negative value, else plus_char (' ' for no
// sign, or '+').
inline void int32_field(char* out, int32_t v, char plus_char) {
  const uint32_t mag =
      v < 0 ? 0u - static_cast<uint32_t>(v) : static_cast<uint32_t>(v);
  const uint32_t top = mag / 100000000;      // 0..21: columns 1-2
  const int zeros = 10 - count_digits(mag);  // of the ten digit columns
  uint16_t head;
  std::memcpy(&head, detail::kDigitPairs + 2 * top, 2);
  head = static_cast<uint16_t>(detail::blank_leading(head, std::min(zeros, 2)));
  const uint64_t body = detail::blank_leading(
      detail::eight_digits(mag - top * 100000000), std::max(zeros - 2, 0));
  out[0] = ' ';
  std::memcpy(out + 1, &head, 2);
  std::memcpy(out + 3, &body, 8);
  out[zeros] = v < 0 ? '-' : plus_char;  // just left of the first digit
}

// The twenty columns of a list-directed INTEGER(8), as int32_field.
// Always inline: as a call it saved and restored six registers, a tenth
// of its cost, on the list-directed item path that has no other call.
[[gnu::always_inline]] inline void int64_field(char* out, int64_t v,
                                               char plus_char) {
  const uint64_t mag =
      v < 0 ? uint64_t{0} - static_cast<uint64_t>(v) : static_cast<uint64_t>(v);
  const auto top = static_cast<uint32_t>(mag / 10000000000000000ULL);  // 0..922
  const uint64_t low16 = mag % 10000000000000000ULL;
  const int zeros = 19 - count_digits(mag);  // of the nineteen digit columns
  // Columns 0-3: a blank, then the three digits of top.
  uint16_t pair;
  std::memcpy(&pair, detail::kDigitPairs + 2 * (top % 100), 2);
  const uint64_t head =
      ' ' | uint64_t{'0' + top / 100} << 8 | uint64_t{pair} << 16;
  const auto head4 = static_cast<uint32_t>(
      head ^ ((detail::low_bytes_mask(std::min(zeros, 3)) & 0x101010) << 8));
  const uint64_t mid = detail::blank_leading(
      detail::eight_digits(static_cast<uint32_t>(low16 / 100000000)),
      std::clamp(zeros - 3, 0, 8));
  const uint64_t low = detail::blank_leading(
      detail::eight_digits(static_cast<uint32_t>(low16 % 100000000)),
      std::max(zeros - 11, 0));
  std::memcpy(out, &head4, 4);
  std::memcpy(out + 4, &mid, 8);
  std::memcpy(out + 12, &low, 8);
  out[zeros] = v < 0 ? '-' : plus_char;
}

}  // namespace ftnio::conv

#endif  // FTNIO_CONV_INT_FIELD_H
