// SPDX-License-Identifier: MIT
// Backwards digit-pair integer formatting used by every integer output path (L1, pure).
#include "conv/int_out.h"

#include <cstring>

namespace ftnio::conv {
namespace {

// "00".."99": one table lookup and a 2-byte copy produce two digits, which
// halves the number of divisions against the naive digit loop.
constexpr char kPairs[201] =
    "00010203040506070809101112131415161718192021222324252627282930313233343536373839"
    "40414243444546474849505152535455565758596061626364656667686970717273747576777879"
    "8081828384858687888990919293949596979899";

constexpr uint64_t kTen19 = 10000000000000000000ULL;  // largest power of ten in 64 bits

}  // namespace

char* put_uint_backward(char* end, uint64_t v) {
  char* p = end;
  while (v >= 100) {
    const unsigned pair = static_cast<unsigned>(v % 100);
    v /= 100;
    p -= 2;
    std::memcpy(p, kPairs + 2 * pair, 2);
  }
  if (v >= 10) {
    p -= 2;
    std::memcpy(p, kPairs + 2 * v, 2);
  } else {
    *--p = static_cast<char>('0' + v);
  }
  return p;
}

char* put_uint_backward(char* end, uint128 v) {
  if (v <= UINT64_MAX) return put_uint_backward(end, static_cast<uint64_t>(v));
  // Peel 19-digit chunks with one 128-bit division each; the inner chunks
  // are zero-padded to exactly 19 digits.
  char* p = end;
  while (v > UINT64_MAX) {
    const uint64_t chunk = static_cast<uint64_t>(v % kTen19);
    v /= kTen19;
    char* start = put_uint_backward(p, chunk);
    char* const chunk_start = p - 19;
    while (start > chunk_start) *--start = '0';
    p = chunk_start;
  }
  return put_uint_backward(p, static_cast<uint64_t>(v));
}

int count_digits(uint64_t v) {
  int n = 1;
  while (v >= 10000) {
    v /= 10000;
    n += 4;
  }
  if (v >= 10) ++n;
  if (v >= 100) ++n;
  if (v >= 1000) ++n;
  return n;
}

}  // namespace ftnio::conv
