// SPDX-License-Identifier: MIT
// Value tables shared by the conversion microbenchmarks (perf/): every
// digit count and a wide exponent range, so no single fast path dominates.
#ifndef FTNIO_PERF_BENCH_TABLES_H
#define FTNIO_PERF_BENCH_TABLES_H

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace bench {

constexpr size_t kValues = 4096;  // table length, a power of two

// Deterministic integers with 1 to 9 (int32) or 18 (int64) digits, both
// signs; the bounds keep every value and its negation representable.
template <typename T>
std::vector<T> integer_table() {
  std::vector<T> v(kValues);
  uint64_t x = 88172645463325252ULL;  // xorshift64 state
  for (size_t i = 0; i < kValues; ++i) {
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    const int digits = static_cast<int>(i % (sizeof(T) == 4 ? 9 : 18)) + 1;
    uint64_t mag = x % static_cast<uint64_t>(std::pow(10.0, digits));
    T val = static_cast<T>(mag);
    v[i] = (i & 1) ? static_cast<T>(-val) : val;
  }
  return v;
}

// Deterministic reals with exponents from about -30 to +30, plus exact
// small integers and simple fractions that print with trailing zeros.
template <typename T>
std::vector<T> real_table() {
  std::vector<T> v(kValues);
  for (size_t i = 0; i < kValues; ++i) {
    const double base = 1.0 + static_cast<double>(i % 97) / 7.0;
    const int exp10 = static_cast<int>(i % 61) - 30;
    double d = base * std::pow(10.0, exp10);
    if (i % 8 == 0) d = static_cast<double>(i);  // exact integers
    if (i % 8 == 1) d = 1.0 / static_cast<double>(i % 16 + 1);
    v[i] = static_cast<T>((i & 2) ? -d : d);
  }
  return v;
}

}  // namespace bench

#endif  // FTNIO_PERF_BENCH_TABLES_H
