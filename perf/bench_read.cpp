// SPDX-License-Identifier: MIT
// Google Benchmark: the per-record cost of a formatted or list-directed
// READ of one item through the whole library, from the gfortran entry
// points down to the buffered stream (perf/, uses every layer).
//
// Each iteration is what compiled code does for one of
//   read (u, '(a)') line          ! CHARACTER(256)
//   read (u, '(es24.16)') x       ! REAL(8)
//   read (u, *) x                 ! REAL(8)
// on a hand-built parameter block: st_read, one transfer call,
// st_read_done.  The file holds kLines records and is rewound at its end,
// so it stays in the page cache; the rewind is a small part of the cost.
#include <benchmark/benchmark.h>

#include <cstdio>
#include <cstdlib>
#include <string>

#include "abi/st_parameter.h"
#include "bench_units.h"

using ftnio::abi::Dt;

extern "C" {
void _gfortran_st_read(Dt*);
void _gfortran_transfer_character(Dt*, void*, ftnio::abi::CharLen);
void _gfortran_transfer_real(Dt*, void*, int);
void _gfortran_st_read_done(Dt*);
}

namespace {

constexpr int32_t kUnit = 78;
constexpr int kLines = 10000;

// Text lines of varying length (countlines), or one real(8) per line
// written as '(es24.16)' writes it.
std::string make_file(bool reals) {
  const char* dir = std::getenv("TMPDIR");
  std::string path =
      std::string(dir && *dir ? dir : "/tmp") +
      (reals ? "/ftnio-bench-read-reals.txt" : "/ftnio-bench-read-lines.txt");
  FILE* f = std::fopen(path.c_str(), "w");
  if (f == nullptr) return path;
  uint32_t seed = 12345;
  for (int i = 0; i < kLines; ++i) {
    seed = seed * 1103515245u + 12345u;
    if (reals) {
      double v = (static_cast<double>(seed >> 8) / 16777216.0 - 0.5) *
                 __builtin_pow(10.0, static_cast<int>(seed % 61) - 30);
      std::fprintf(f, "%24.16E\n", v);
    } else {
      int len = static_cast<int>((seed >> 16) % 90);
      for (int k = 0; k < len; ++k) std::fputc('a' + (k + i) % 26, f);
      std::fputc('\n', f);
    }
  }
  std::fclose(f);
  return path;
}

enum class ReadKind { kA, kEs, kList };

// One READ with IOSTAT=; returns the IOSTAT value.
int32_t read_record(ReadKind form, char* line, double* x) {
  Dt dt;
  int32_t ios = 0;
  dt.common.flags = ftnio::abi::kHasIostat;
  dt.common.iostat = &ios;
  dt.common.unit = kUnit;
  dt.common.filename = __FILE__;
  dt.common.line = 1;
  if (form == ReadKind::kList) {
    dt.common.flags |= ftnio::abi::kDtListFormat;
  } else {
    dt.common.flags |= ftnio::abi::kDtFormat;
    dt.format = form == ReadKind::kA ? ftnio::abi::StrPL{"(a)", 3}
                                     : ftnio::abi::StrPL{"(es24.16)", 9};
  }
  _gfortran_st_read(&dt);
  if (form == ReadKind::kA)
    _gfortran_transfer_character(&dt, line, 256);
  else
    _gfortran_transfer_real(&dt, x, 8);
  _gfortran_st_read_done(&dt);
  return ios;
}

void run(benchmark::State& state, ReadKind form) {
  bench::open_unit(kUnit, make_file(form != ReadKind::kA), "old", "formatted");
  char line[256];
  double x = 0;
  for (auto _ : state) {
    if (read_record(form, line, &x) != 0) bench::rewind_unit(kUnit);
    benchmark::DoNotOptimize(line);
    benchmark::DoNotOptimize(x);
  }
  state.SetItemsProcessed(state.iterations());
  bench::close_unit(kUnit);
}

void BM_ReadLineA(benchmark::State& state) { run(state, ReadKind::kA); }
void BM_ReadRealEs(benchmark::State& state) { run(state, ReadKind::kEs); }
void BM_ReadRealList(benchmark::State& state) { run(state, ReadKind::kList); }
BENCHMARK(BM_ReadLineA);
BENCHMARK(BM_ReadRealEs);
BENCHMARK(BM_ReadRealList);

}  // namespace

BENCHMARK_MAIN();
