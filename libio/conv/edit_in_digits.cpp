// SPDX-License-Identifier: MIT
// Digit collection for decimal input (DecimalDigits) and the integer stores of
// input values (L1, pure).
#include <bit>
#include <cstdlib>
#include <cstring>

#include "conv/edit_in_detail.h"

namespace ftnio::conv::detail {

bool store_integer(u128 v, int nbytes, void* dest) {
  if (nbytes != 1 && nbytes != 2 && nbytes != 4 && nbytes != 8 &&
      nbytes != 10 && nbytes != 16)
    return false;
  // The low nbytes bytes of v, as the host stores an integer of that size.
  if constexpr (std::endian::native == std::endian::little) {
    std::memcpy(dest, &v, static_cast<size_t>(nbytes));
  } else {
    unsigned char b[16];
    for (int i = 0; i < nbytes; ++i)
      b[nbytes - 1 - i] = static_cast<unsigned char>(v >> (8 * i));
    std::memcpy(dest, b, static_cast<size_t>(nbytes));
  }
  return true;
}

// ---------------------------------------------------------------------------
// DecimalDigits

namespace {

// Significant digits that decide the rounding of any decimal input: the
// longest midpoint between two adjacent values of the kind has 112 (REAL(4)),
// 767 (REAL(8)), 11516 (REAL(10)) or 11565 (REAL(16)) significant digits;
// REAL(2) and REAL(3) (bfloat16) values are floats, their midpoints too.
size_t digit_limit(int kind) {
  switch (kind) {
    case 2:
    case 3:
    case 4: return 120;
    case 8: return 800;
    default: return 11600;
  }
}

}  // namespace

DecimalDigits::DecimalDigits(int kind)
    : buf_(inline_), limit_(digit_limit(kind)) {
  cap_ = limit_ < kInline ? limit_ : kInline;
}

DecimalDigits::~DecimalDigits() {
  if (buf_ != inline_) std::free(buf_);
}

void DecimalDigits::grow_or_fold(int digit) {
  if (cap_ < limit_ && buf_ == inline_) {
    // Only REAL(10)/REAL(16) inputs with more than kInline significant
    // digits get here.  Without memory the digits stay capped at kInline,
    // still a sticky-exact approximation for all but absurd inputs.
    char* p = static_cast<char*>(std::malloc(limit_ + 2));
    if (p) {
      std::memcpy(p, inline_, n_);
      buf_ = p;
      cap_ = limit_;
      buf_[n_++] = static_cast<char>('0' + digit);
      return;
    }
  }
  if (digit != 0) sticky_ = true;
}

void DecimalDigits::finish() {
  if (sticky_) {
    buf_[n_++] = '1';  // room reserved: buf_ holds cap_ + 2 chars
    return;
  }
  while (n_ > 0 && buf_[n_ - 1] == '0') --n_;
  // point_ is untouched: value = D * 10^(point_ - n_), with fewer digits.
}

}  // namespace ftnio::conv::detail
