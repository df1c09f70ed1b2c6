// SPDX-License-Identifier: MIT
// Google Benchmark: edit-descriptor output conversions (perf/, uses L1 conv).
//
// Measures ftnio::conv::edit_int_iw (the interpreters' Iw shortcut),
// edit_integer and edit_real alone, without units or statements, over the
// tables of bench_tables.h.  The snprintf rows are a familiar yardstick
// ("%12d", "%24.16E", libgfortran's own method for reals); they do not
// produce the same text and are not a correctness reference.
#include <benchmark/benchmark.h>

#include <cstdint>
#include <cstdio>

#include "bench_tables.h"
#include "conv/edit_out.h"

namespace {

using bench::integer_table;
using bench::kValues;
using bench::real_table;
using ftnio::EditKind;
using ftnio::conv::EditModes;
using ftnio::conv::EditSpec;

EditSpec spec(EditKind kind, int w, int d) {
  EditSpec s{};
  s.kind = kind;
  s.w = w;
  s.w_given = true;
  s.d = d;
  s.d_given = d >= 0;
  return s;
}

void BM_EditIntIw(benchmark::State& state) {
  const auto table = integer_table<int32_t>();
  const EditModes modes;
  char out[64];
  size_t i = 0;
  for (auto _ : state) {
    ftnio::conv::edit_int_iw(out, 12, -1, modes, table[i++ & (kValues - 1)]);
    benchmark::DoNotOptimize(out);
  }
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations()));
}

void BM_EditInteger(benchmark::State& state) {
  const auto table = integer_table<int32_t>();
  const EditModes modes;
  const EditSpec i12 = spec(EditKind::kI, 12, -1);
  char out[64];
  size_t i = 0;
  for (auto _ : state) {
    ftnio::conv::edit_integer(out, i12, modes, &table[i++ & (kValues - 1)], 4);
    benchmark::DoNotOptimize(out);
  }
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations()));
}

// ES24.16, F14.5 or G20.10 on REAL(8), by state.range(0).
void BM_EditReal8(benchmark::State& state) {
  const auto table = real_table<double>();
  static const EditSpec kSpecs[] = {spec(EditKind::kES, 24, 16),
                                    spec(EditKind::kF, 14, 5),
                                    spec(EditKind::kG, 20, 10)};
  const EditSpec s = kSpecs[state.range(0)];
  EditModes modes;
  char out[512];
  size_t i = 0;
  for (auto _ : state) {
    ftnio::conv::edit_real(out, s, modes, &table[i++ & (kValues - 1)], 8);
    benchmark::DoNotOptimize(out);
  }
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations()));
}

void BM_SnprintfE(benchmark::State& state) {
  const auto table = real_table<double>();
  char out[64];
  size_t i = 0;
  for (auto _ : state) {
    std::snprintf(out, sizeof out, "%24.16E", table[i++ & (kValues - 1)]);
    benchmark::DoNotOptimize(out);
  }
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations()));
}

}  // namespace

BENCHMARK(BM_EditIntIw);
BENCHMARK(BM_EditInteger);
BENCHMARK(BM_EditReal8)->Arg(0)->Arg(1)->Arg(2);
BENCHMARK(BM_SnprintfE);

BENCHMARK_MAIN();
