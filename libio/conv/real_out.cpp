// SPDX-License-Identifier: MIT
// Exponent and Infinity/NaN field writers (L1, pure).
#include "conv/real_out.h"

#include <cstring>

namespace ftnio::conv {

int exponent_digits(int e) {
  unsigned a = e < 0 ? 0u - static_cast<unsigned>(e) : static_cast<unsigned>(e);
  int n = 1;
  while (a >= 10) {
    a /= 10;
    ++n;
  }
  return n;
}

size_t put_exponent(char* out, int e, int ndigits) {
  out[0] = e < 0 ? '-' : '+';
  unsigned a = e < 0 ? 0u - static_cast<unsigned>(e) : static_cast<unsigned>(e);
  for (int i = ndigits; i >= 1; --i) {
    out[i] = static_cast<char>('0' + a % 10);
    a /= 10;
  }
  return static_cast<size_t>(ndigits) + 1;
}

size_t put_infnan(char* out, bool is_nan, SignChar sign, int w,
                  bool short_only) {
  const bool has_sign = sign != SignChar::kNone;
  int nb = w;
  if (nb == 0) nb = (is_nan || !has_sign) ? 3 : 4;  // "NaN", "Inf", "-Inf"
  if (nb < 3) {
    std::memset(out, '*', static_cast<size_t>(nb));
    return static_cast<size_t>(nb);
  }
  std::memset(out, ' ', static_cast<size_t>(nb));
  if (is_nan) {
    std::memcpy(out + nb - 3, "NaN", 3);
    return static_cast<size_t>(nb);
  }
  // Three columns cannot hold "-Inf"; a plus is optional and just dropped.
  if (sign == SignChar::kMinus && nb == 3) {
    std::memset(out, '*', 3);
    return 3;
  }
  // "Infinity" needs 8 columns, 9 with a sign; otherwise "Inf".
  const int long_min = has_sign ? 9 : 8;
  const int text = nb >= long_min && !short_only ? 8 : 3;
  std::memcpy(out + nb - text, text == 8 ? "Infinity" : "Inf",
              static_cast<size_t>(text));
  if (has_sign && nb > 3) out[nb - text - 1] = static_cast<char>(sign);
  return static_cast<size_t>(nb);
}

}  // namespace ftnio::conv
