// SPDX-License-Identifier: MIT
// Google Benchmark: list-directed integer and real conversion (perf/, uses L1
// conv).
//
// Measures ftnio::conv::list_integer/list_real alone, without any unit or
// statement machinery, over value tables that cover every digit count and
// a wide exponent range, so no single fast path dominates.  snprintf rows
// with a comparable format give a familiar yardstick; they do not produce
// the same text and are not a correctness reference.
#include <benchmark/benchmark.h>

#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <vector>

#include "bench_tables.h"
#include "conv/int_field.h"
#include "conv/int_out.h"
#include "conv/list_items.h"

namespace {

using bench::integer_table;
using bench::kValues;
using bench::real_table;

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
    bytes += ftnio::conv::list_real(out, &table[i++ & (kValues - 1)], sizeof(T),
                                    opt);
    benchmark::DoNotOptimize(out);
  }
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations()));
  state.SetBytesProcessed(static_cast<int64_t>(bytes));
}

// The digit writers under every integer field: put_uint_backward (Iw) and
// the branch-free list fields, over magnitudes of every digit count; the
// C++ library's std::to_chars of the same magnitudes is the yardstick.
void BM_PutUintBackward(benchmark::State& state) {
  const auto table = integer_table<int64_t>();
  char out[48];
  size_t i = 0;
  for (auto _ : state) {
    const int64_t v = table[i++ & (kValues - 1)];
    benchmark::DoNotOptimize(ftnio::conv::put_uint_backward(
        out + 40, static_cast<uint64_t>(v < 0 ? -v : v)));
    benchmark::DoNotOptimize(out);
  }
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations()));
}

void BM_ToChars(benchmark::State& state) {
  const auto table = integer_table<int64_t>();
  char out[48];
  size_t i = 0;
  for (auto _ : state) {
    const int64_t v = table[i++ & (kValues - 1)];
    benchmark::DoNotOptimize(
        std::to_chars(out, out + sizeof out,
                      static_cast<uint64_t>(v < 0 ? -v : v))
            .ptr);
    benchmark::DoNotOptimize(out);
  }
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations()));
}

void BM_Int32Field(benchmark::State& state) {
  const auto table = integer_table<int32_t>();
  char out[16];
  size_t i = 0;
  for (auto _ : state) {
    ftnio::conv::int32_field(out, table[i++ & (kValues - 1)], ' ');
    benchmark::DoNotOptimize(out);
  }
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations()));
}

void BM_Int64Field(benchmark::State& state) {
  const auto table = integer_table<int64_t>();
  char out[24];
  size_t i = 0;
  for (auto _ : state) {
    ftnio::conv::int64_field(out, table[i++ & (kValues - 1)], ' ');
    benchmark::DoNotOptimize(out);
  }
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations()));
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
BENCHMARK(BM_PutUintBackward);
BENCHMARK(BM_ToChars);
BENCHMARK(BM_Int32Field);
BENCHMARK(BM_Int64Field);
BENCHMARK(BM_SnprintfInt32);
BENCHMARK(BM_SnprintfReal8);

BENCHMARK_MAIN();
