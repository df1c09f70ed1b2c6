// SPDX-License-Identifier: MIT
// memcpy and memcmp for the few bytes most I/O items and formats have (L0).
//
// Record markers, small unformatted items and numeric fields are 1 to 64
// bytes; for them a call to the C library's memcpy (through the PLT, with
// its size dispatch) costs more than the copy.  Two overlapping fixed-size
// moves cover any length in a power-of-two range without a loop.
#ifndef FTNIO_BASE_COPY_BYTES_H
#define FTNIO_BASE_COPY_BYTES_H

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <utility>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

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
// Whether the first and the last sizeof(T) bytes agree: all of [0, n)
// for sizeof(T) <= n <= 2 * sizeof(T).
template <typename T>
inline bool same_two(const char* p, const char* q, size_t n) {
  T p0, p1, q0, q1;
  std::memcpy(&p0, p, sizeof(T));
  std::memcpy(&p1, p + n - sizeof(T), sizeof(T));
  std::memcpy(&q0, q, sizeof(T));
  std::memcpy(&q1, q + n - sizeof(T), sizeof(T));
  return ((p0 ^ q0) | (p1 ^ q1)) == 0;
}
}  // namespace detail

// Sixteen or thirty-two bytes moved as one value (vector registers).
struct Bytes16 {
  unsigned char b[16];
};
struct Bytes32 {
  unsigned char b[32];
};

// memcpy(dst, src, N) for an object of a few hundred bytes whose size is
// known, by 16-byte vector moves.  GCC makes a plain copy of that size a
// `rep movsq` (or a call to memcpy), whose start-up costs more than the
// moves themselves (perf/README.md, "A statement's fresh head").
namespace detail {
// Block i of 16 bytes, and the blocks Is... as straight-line moves: GCC
// turns a loop of vector moves back into a `rep movsq`.
#if defined(__SSE2__)
inline void copy_block16(unsigned char* d, const unsigned char* s) {
  _mm_storeu_si128(reinterpret_cast<__m128i*>(d),
                   _mm_loadu_si128(reinterpret_cast<const __m128i*>(s)));
}
template <size_t... Is>
inline void copy_blocks16(unsigned char* d, const unsigned char* s,
                          std::index_sequence<Is...>) {
  (copy_block16(d + 16 * Is, s + 16 * Is), ...);
}
#endif
}  // namespace detail

template <size_t N>
inline void copy_by_vectors(void* dst, const void* src) {
  static_assert(N >= 16);
#if defined(__SSE2__)
  auto* d = static_cast<unsigned char*>(dst);
  const auto* s = static_cast<const unsigned char*>(src);
  detail::copy_blocks16(d, s, std::make_index_sequence<N / 16>());
  if constexpr (N % 16 != 0)  // the tail, as an overlapping last block
    detail::copy_block16(d + N - 16, s + N - 16);
#else
  std::memcpy(dst, src, N);
#endif
}

// memcpy(dst, src, n) for buffers that do not overlap.
inline void copy_bytes(void* dst, const void* src, size_t n) {
  char* d = static_cast<char*>(dst);
  const char* s = static_cast<const char*>(src);
  if (n > 64) {
    std::memcpy(d, s, n);
  } else if (n > 32) {
    detail::copy_two<Bytes32>(d, s, n);
  } else if (n > 16) {
    detail::copy_two<Bytes16>(d, s, n);
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

namespace detail {
#if defined(__SSE2__)
template <size_t... I>
inline void copy_vectors(char* d, const char* s, std::index_sequence<I...>) {
  // Spelled out, not a loop: GCC turns a loop (or an array of vectors)
  // back into "rep movs".
  const __m128i v[] = {
      _mm_loadu_si128(reinterpret_cast<const __m128i*>(s + 16 * I))...};
  (_mm_storeu_si128(reinterpret_cast<__m128i*>(d + 16 * I), v[I]), ...);
}
#endif
}  // namespace detail

// memcpy(dst, src, N) for a fixed N, a multiple of 16, as N / 16 vector
// moves.  For a block of 128 GCC emits "rep movs" instead, whose start-up
// costs more than the copy.
template <size_t N>
inline void copy_block(void* dst, const void* src) {
  static_assert(N % 16 == 0);
#if defined(__SSE2__)
  detail::copy_vectors(static_cast<char*>(dst), static_cast<const char*>(src),
                       std::make_index_sequence<N / 16>());
#else
  std::memcpy(dst, src, N);
#endif
}

// memset(dst, ' ', n), the same way: the blanks that pad an internal
// file's record are a few dozen bytes, for which the call to memset cost
// about as much as the rest of storing the record.
namespace detail {
inline constexpr uint64_t kBlanks8 = 0x2020202020202020u;
}  // namespace detail
inline void fill_blanks(void* dst, size_t n) {
  char* d = static_cast<char*>(dst);
  const uint64_t& kBlanks8 = detail::kBlanks8;
  auto put8 = [d](size_t at) { std::memcpy(d + at, &kBlanks8, 8); };
  if (n > 32) {
    std::memset(d, ' ', n);
  } else if (n >= 16) {
    put8(0);
    put8(8);
    put8(n - 16);
    put8(n - 8);
  } else if (n >= 8) {
    put8(0);
    put8(n - 8);
  } else if (n >= 4) {
    std::memcpy(d, &kBlanks8, 4);
    std::memcpy(d + n - 4, &kBlanks8, 4);
  } else if (n >= 2) {
    std::memcpy(d, &kBlanks8, 2);
    std::memcpy(d + n - 2, &kBlanks8, 2);
  } else if (n == 1) {
    *d = ' ';
  }
}

// memcmp(a, b, n) == 0, the same way: formats compared at every statement
// are a few bytes long.
inline bool same_bytes(const void* a, const void* b, size_t n) {
  const char* p = static_cast<const char*>(a);
  const char* q = static_cast<const char*>(b);
  if (n > 16) return std::memcmp(p, q, n) == 0;
  if (n >= 8) return detail::same_two<uint64_t>(p, q, n);
  if (n >= 4) return detail::same_two<uint32_t>(p, q, n);
  // No loop: its exit is mispredicted often enough to show ("(a)").
  if (n >= 2) return detail::same_two<uint16_t>(p, q, n);
  return n == 0 || *p == *q;
}

}  // namespace ftnio

#endif  // FTNIO_BASE_COPY_BYTES_H
