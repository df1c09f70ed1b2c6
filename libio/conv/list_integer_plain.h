// SPDX-License-Identifier: MIT
// The usual list-directed integer, [sign]digits, read eight chars at a time
// (L1, pure): inline, for list READ's item path, which runs it straight on
// the record in the buffer (transfer/list_read.cpp), and for the token
// scanners of edit_in_integer.cpp.
#ifndef FTNIO_CONV_LIST_INTEGER_PLAIN_H
#define FTNIO_CONV_LIST_INTEGER_PLAIN_H

#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>

namespace ftnio::conv::detail {

inline constexpr uint64_t kZeros = 0x3030303030303030;  // eight '0'

// Eight chars from p, or the n < 8 there followed by NULs (no digits): a
// whole load of the text's last chars would read past its end (an
// internal file's record may end its page).  The short case is put
// together in registers from two overlapping loads: bytes copied into
// memory and read back whole would wait for the stores (store forwarding
// fails on a wider load), which made short internal records slower than
// the loop of one digit at a time this replaced.
inline uint64_t load8(const char* p, size_t n) {
  uint64_t x = 0;
  if constexpr (std::endian::native == std::endian::little) {
    if (n >= 8) [[likely]] {
      std::memcpy(&x, p, 8);
    } else if (n >= 4) {
      uint32_t lo, hi;
      std::memcpy(&lo, p, 4);
      std::memcpy(&hi, p + n - 4, 4);
      x = lo | static_cast<uint64_t>(hi) << (8 * (n - 4));
    } else if (n >= 2) {
      uint16_t lo, hi;
      std::memcpy(&lo, p, 2);
      std::memcpy(&hi, p + n - 2, 2);
      x = lo | static_cast<uint64_t>(hi) << (8 * (n - 2));
    } else if (n == 1) {
      x = static_cast<unsigned char>(p[0]);
    }
  } else {
    for (size_t i = 0; i < n && i < 8; ++i)  // the first char in the low byte
      x |= static_cast<uint64_t>(static_cast<unsigned char>(p[i])) << (8 * i);
  }
  return x;
}

// The number of decimal digits that start the eight chars of x (the first
// char in the low byte, as load8 gives it).  A byte is a digit when its
// high nibble is 3 and adding 6 keeps it so; a carry out of a non-digit
// byte reaches only bytes after it, which are not counted.
inline int leading_digits(uint64_t x) {
  constexpr uint64_t kHigh = 0xF0F0F0F0F0F0F0F0;
  const uint64_t bad =
      ((x & kHigh) ^ kZeros) | (((x + 0x0606060606060606) & kHigh) ^ kZeros);
  return bad == 0 ? 8 : std::countr_zero(bad) >> 3;
}

// The number the first n (1..8) chars of x, digits all, spell: shifted
// up, they become the last digits of eight whose first are zeros, which
// pairs, then fours, then all eight combine by multiplication.
inline uint64_t digits_value(uint64_t x, int n) {
  x = (x - kZeros) << (8 * (8 - n));
  x = x * 10 + (x >> 8);
  x = (((x & 0x000000FF000000FF) * (100 + (1000000ULL << 32))) +
       (((x >> 16) & 0x000000FF000000FF) * (1 + (10000ULL << 32)))) >>
      32;
  return x & 0xFFFFFFFF;
}

inline constexpr uint64_t kPow10[9] = {
    1, 10, 100, 1000, 10000, 100000, 1000000, 10000000, 100000000};

// The largest magnitude of each kind (a negative value one more).
inline constexpr uint64_t kMaxMagnitude[9] = {
    0, 0x7F, 0x7FFF, 0, 0x7FFFFFFF, 0, 0, 0, 0x7FFFFFFFFFFFFFFF};

// The usual list-directed INTEGER(kind) value (kind 1, 2, 4 or 8),
// [sign]digits followed by a separator of libgfortran's or the end of the
// text, with at most 18 digits and in the kind's range: stores it and
// returns the characters used, else 0 with nothing stored (the general
// path decides; INTEGER(16) always goes there).  Reads the text once,
// with no cursor.
[[gnu::always_inline]] inline size_t plain_list_integer(std::string_view text,
                                                        int kind, void* dest,
                                                        bool namelist) {
  const char* s = text.data();
  const size_t len = text.size();
  size_t i = 0;
  bool negative = false;
  if (len > 0 && (s[0] == '-' || s[0] == '+')) {
    negative = s[0] == '-';
    i = 1;
  }
  // Up to 18 digits, eight chars at a time (a 19th digit: the general
  // path, with 128-bit checks).
  uint64_t x = load8(s + i, len - i);
  int k = leading_digits(x);
  if (k == 0) return 0;
  uint64_t w = digits_value(x, k);
  i += static_cast<size_t>(k);
  if (k == 8) {
    x = load8(s + i, len - i);
    k = leading_digits(x);
    if (k > 0) {
      w = w * kPow10[k] + digits_value(x, k);
      i += static_cast<size_t>(k);
      if (k == 8) {
        x = load8(s + i, len - i);
        k = leading_digits(x);
        if (k > 2) return 0;
        if (k > 0) {
          w = w * kPow10[k] + digits_value(x, k);
          i += static_cast<size_t>(k);
        }
      }
    }
  }
  if (i < len) {
    // libgfortran's separators, all below 64: one bit each.
    constexpr uint64_t kSeparators = 1ULL << ' ' | 1ULL << ',' | 1ULL << '/' |
                                     1ULL << '\n' | 1ULL << '\t' |
                                     1ULL << '\r' | 1ULL << ';';
    const unsigned c = static_cast<unsigned char>(s[i]);
    if (!(c < 64 && (kSeparators >> c & 1)) && !(namelist && c == '!'))
      return 0;  // a 19th digit, '*', or a bad character
  }
  if (w > kMaxMagnitude[kind] + (negative ? 1 : 0))
    return 0;  // overflow: the general path reports it
  const uint64_t v = negative ? 0 - w : w;
  // Narrowed to the kind (two's complement) and copied: dest need not be
  // aligned.
  if (kind == 4) {
    const auto n = static_cast<int32_t>(v);
    std::memcpy(dest, &n, 4);
  } else if (kind == 8) {
    std::memcpy(dest, &v, 8);
  } else if (kind == 2) {
    const auto n = static_cast<int16_t>(v);
    std::memcpy(dest, &n, 2);
  } else {
    const auto n = static_cast<int8_t>(v);
    std::memcpy(dest, &n, 1);
  }
  return i;
}

}  // namespace ftnio::conv::detail

#endif  // FTNIO_CONV_LIST_INTEGER_PLAIN_H
