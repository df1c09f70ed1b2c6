// SPDX-License-Identifier: MIT
// Google Benchmark: list-directed integer and real conversion (perf/, uses L1 conv).
//
// Measures ftnio::conv::list_integer/list_real alone, without any unit or
// statement machinery, over value tables that cover every digit count and
// a wide exponent range, so no single fast path dominates.  snprintf rows
// with a comparable format give a familiar yardstick; they do not produce
// the same text and are not a correctness reference.
#include <benchmark/benchmark.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <vector>

#include "conv/list_items.h"

namespace {

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

template <typename T>
void BM_ListInteger(benchmark::State& state) {
  const auto table = integer_table<T>();
  const ftnio::conv::ListOptions opt;
  char out[ftnio::conv::kListItemMax];
  size_t i = 0, bytes = 0;
  for (auto _ : state) {
    bytes += ftnio::conv::list_integer(out, &table[i++ & (kValues - 1)],
                                       sizeof(T), opt);
    benchmark::DoNotOptimize(out);
  }
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations()));
  state.SetBytesProcessed(static_cast<int64_t>(bytes));
}

template <typename T>
void BM_ListReal(benchmark::State& state) {
  const auto table = real_table<T>();
  const ftnio::conv::ListOptions opt;
  char out[ftnio::conv::kListItemMax];
  size_t i = 0, bytes = 0;
  for (auto _ : state) {
    bytes += ftnio::conv::list_real(out, &table[i++ & (kValues - 1)],
                                    sizeof(T), opt);
    benchmark::DoNotOptimize(out);
  }
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations()));
  state.SetBytesProcessed(static_cast<int64_t>(bytes));
}

// Yardsticks: the C library's nearest formats ("%12d", "%25.17E").
void BM_SnprintfInt32(benchmark::State& state) {
  const auto table = integer_table<int32_t>();
  char out[64];
  size_t i = 0;
  for (auto _ : state) {
    std::snprintf(out, sizeof out, "%12d", table[i++ & (kValues - 1)]);
    benchmark::DoNotOptimize(out);
  }
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations()));
}

void BM_SnprintfReal8(benchmark::State& state) {
  const auto table = real_table<double>();
  char out[64];
  size_t i = 0;
  for (auto _ : state) {
    std::snprintf(out, sizeof out, "%25.17E", table[i++ & (kValues - 1)]);
    benchmark::DoNotOptimize(out);
  }
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations()));
}

}  // namespace

BENCHMARK_TEMPLATE(BM_ListInteger, int32_t);
BENCHMARK_TEMPLATE(BM_ListInteger, int64_t);
BENCHMARK_TEMPLATE(BM_ListReal, float);
BENCHMARK_TEMPLATE(BM_ListReal, double);
BENCHMARK(BM_SnprintfInt32);
BENCHMARK(BM_SnprintfReal8);

BENCHMARK_MAIN();
