// SPDX-License-Identifier: MIT
// Finding the first of three bytes in a short buffer (L0).
//
// Formatted input looks for the end of a field: a newline, a carriage
// return or a comma.  Three memchr calls cost three library calls and
// three passes; fields are short (tens of bytes), so one SSE2 pass that
// compares 16 bytes with all three at once is several times cheaper.
#ifndef FTNIO_BASE_CHAR_SCAN_H
#define FTNIO_BASE_CHAR_SCAN_H

#include <cstddef>
#include <cstdint>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace ftnio {

// The first byte of [p, p + n) equal to a, b or c, or null.  Reads no byte
// outside the range.
inline const char* find_first_of3(const char* p, size_t n, char a, char b,
                                  char c) {
  size_t i = 0;
#if defined(__SSE2__)
  if (n >= 16) {
    const __m128i va = _mm_set1_epi8(a);
    const __m128i vb = _mm_set1_epi8(b);
    const __m128i vc = _mm_set1_epi8(c);
    auto hits = [&](size_t at) {
      __m128i x = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + at));
      __m128i m = _mm_or_si128(
          _mm_or_si128(_mm_cmpeq_epi8(x, va), _mm_cmpeq_epi8(x, vb)),
          _mm_cmpeq_epi8(x, vc));
      return static_cast<unsigned>(_mm_movemask_epi8(m));
    };
    for (; i + 16 <= n; i += 16) {
      if (unsigned bits = hits(i)) return p + i + __builtin_ctz(bits);
    }
    if (i == n) return nullptr;
    // The last 16 bytes, overlapping what was searched already.
    size_t at = n - 16;
    unsigned bits = hits(at) >> (i - at);
    return bits != 0 ? p + i + __builtin_ctz(bits) : nullptr;
  }
#endif
  for (; i < n; ++i) {
    char x = p[i];
    if (x == a || x == b || x == c) return p + i;
  }
  return nullptr;
}

// The first byte of [p, p + n) equal to a or b, or null; reads no byte
// outside the range.  The end of a record read with A ('\n' or '\r'): the
// field is usually the whole line, tens of bytes, so the loop is the cost:
// 32 bytes a step with one branch, the last step overlapping the one
// before (bytes seen again hold no stop), 16 at a time below 32 bytes.
inline const char* find_first_of2(const char* p, size_t n, char a, char b) {
#if defined(__SSE2__)
  if (n >= 16) {
    const __m128i va = _mm_set1_epi8(a);
    const __m128i vb = _mm_set1_epi8(b);
    auto hits = [va, vb](const char* s) {
      __m128i x = _mm_loadu_si128(reinterpret_cast<const __m128i*>(s));
      return static_cast<unsigned>(_mm_movemask_epi8(
          _mm_or_si128(_mm_cmpeq_epi8(x, va), _mm_cmpeq_epi8(x, vb))));
    };
    if (n < 32) {
      if (unsigned bits = hits(p)) return p + __builtin_ctz(bits);
      const char* s = p + n - 16;
      unsigned bits = hits(s);
      return bits != 0 ? s + __builtin_ctz(bits) : nullptr;
    }
    const char* last = p + n - 32;
    for (const char* s = p;; s += 32) {
      if (s > last) s = last;
      unsigned bits = hits(s) | hits(s + 16) << 16;
      if (bits != 0) return s + __builtin_ctz(bits);
      if (s == last) return nullptr;
    }
  }
#endif
  for (size_t i = 0; i < n; ++i) {
    if (p[i] == a || p[i] == b) return p + i;
  }
  return nullptr;
}

// find_first_of2_window's reach: it reads kScanWindowRead bytes and
// reports hits among the first kScanWindow of them.
constexpr size_t kScanWindow = 127;
constexpr size_t kScanWindowRead = 128;

// The index of the first byte equal to a or b among p[0, kScanWindow), or
// kScanWindow.  Reads all of p[0, kScanWindowRead), whatever the caller's
// data: the caller guarantees that much is readable (and defined) and
// ignores a hit beyond its own end.  No branch depends on the bytes: where
// a line ends varies from line to line, and find_first_of2's loop exit,
// mispredicted about once a line, was countlines' largest single cost.
inline size_t find_first_of2_window(const char* p, char a, char b) {
#if defined(__SSE2__)
  const __m128i va = _mm_set1_epi8(a);
  const __m128i vb = _mm_set1_epi8(b);
  auto hits = [va, vb](const char* s) -> uint64_t {
    __m128i x = _mm_loadu_si128(reinterpret_cast<const __m128i*>(s));
    return static_cast<unsigned>(_mm_movemask_epi8(
        _mm_or_si128(_mm_cmpeq_epi8(x, va), _mm_cmpeq_epi8(x, vb))));
  };
  uint64_t lo =
      hits(p) | hits(p + 16) << 16 | hits(p + 32) << 32 | hits(p + 48) << 48;
  uint64_t hi = hits(p + 64) | hits(p + 80) << 16 | hits(p + 96) << 32 |
                hits(p + 112) << 48;
  // Bit 63 of hi (byte 127) is a sentinel, so the word searched is never
  // zero; a mask selects it instead of a branch when lo has no hit.
  hi |= uint64_t(1) << 63;
  uint64_t in_hi = -static_cast<uint64_t>(lo == 0);
  uint64_t word = lo | (hi & in_hi);
  return static_cast<size_t>(__builtin_ctzll(word)) + (in_hi & 64);
#else
  for (size_t i = 0; i < kScanWindow; ++i)
    if (p[i] == a || p[i] == b) return i;
  return kScanWindow;
#endif
}

}  // namespace ftnio

#endif  // FTNIO_BASE_CHAR_SCAN_H
