// SPDX-License-Identifier: MIT
// Backwards digit-pair integer formatting used by every integer output path
// (L1, pure).
#include "conv/int_out.h"

#include <cstring>

namespace ftnio::conv {
namespace {

constexpr uint64_t kTen19 =
    10000000000000000000ULL;  // largest power of ten in 64 bits

}  // namespace

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

}  // namespace ftnio::conv
