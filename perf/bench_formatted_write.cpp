// SPDX-License-Identifier: MIT
// Google Benchmark: the per-statement cost of small formatted WRITEs to
// an external file through the whole library, from the gfortran entry
// points down to the buffered stream (perf/, uses every layer): the rows
// of issue 16 that the plain WRITE lane serves (transfer/plain_lane.h).
//
// BM_FormattedA: `write (77, '(a)') 'abcdefghij'`; BM_FormattedI0:
// `write (77, '(i0)') n`; BM_Formatted3I12: `write (77, '(3i12)') i, j, k`;
// each on a hand-built parameter block as compiled code fills it.  The
// file is rewound every kRewindBytes so it stays small and in the page
// cache.
#include <benchmark/benchmark.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "abi/st_parameter.h"
#include "bench_units.h"

using ftnio::abi::Dt;

extern "C" {
void _gfortran_st_write(Dt*);
void _gfortran_transfer_integer_write(Dt*, void*, int);
void _gfortran_transfer_character_write(Dt*, void*, size_t);
void _gfortran_st_write_done(Dt*);
}

namespace {

constexpr int32_t kUnit = 77;
constexpr int64_t kRewindBytes = 16 << 20;

// The block of `write (77, fmt)`: the format's text is a constant of the
// program, at the same address each time (the format state's key).
void begin(Dt& dt, const char* fmt) {
  dt.common.flags = ftnio::abi::kDtFormat;
  dt.common.unit = kUnit;
  dt.common.filename = __FILE__;
  dt.common.line = 1;
  dt.format = {fmt, std::strlen(fmt)};
  _gfortran_st_write(&dt);
}

// Runs `statement` (which writes `bytes` bytes a line) on unit 77.
template <typename Statement>
void run_lines(benchmark::State& state, const char* name, int64_t bytes,
               Statement statement) {
  const char* dir = std::getenv("TMPDIR");
  std::string path = std::string(dir && *dir ? dir : "/tmp") + "/" + name;
  bench::open_unit(kUnit, path, "replace", "formatted");
  int64_t written = 0;
  int32_t n = 0;
  for (auto _ : state) {
    statement(++n);
    written += bytes;
    if (written > kRewindBytes) {
      bench::rewind_unit(kUnit);
      written = 0;
    }
  }
  state.SetItemsProcessed(state.iterations());
  bench::close_unit(kUnit);
  std::remove(path.c_str());
}

void BM_FormattedA(benchmark::State& state) {
  static const char kFmt[] = "(a)";
  static char text[] = "abcdefghij";
  run_lines(state, "ftnio-bench-fa.txt", 11, [](int32_t) {
    Dt dt;
    begin(dt, kFmt);
    _gfortran_transfer_character_write(&dt, text, 10);
    _gfortran_st_write_done(&dt);
  });
}
BENCHMARK(BM_FormattedA);

void BM_FormattedI0(benchmark::State& state) {
  static const char kFmt[] = "(i0)";
  run_lines(state, "ftnio-bench-fi0.txt", 7, [](int32_t n) {
    Dt dt;
    begin(dt, kFmt);
    _gfortran_transfer_integer_write(&dt, &n, 4);
    _gfortran_st_write_done(&dt);
  });
}
BENCHMARK(BM_FormattedI0);

void BM_Formatted3I12(benchmark::State& state) {
  static const char kFmt[] = "(3i12)";
  run_lines(state, "ftnio-bench-f3i.txt", 37, [](int32_t n) {
    int32_t j = 2 * n, k = 3 * n;
    Dt dt;
    begin(dt, kFmt);
    _gfortran_transfer_integer_write(&dt, &n, 4);
    _gfortran_transfer_integer_write(&dt, &j, 4);
    _gfortran_transfer_integer_write(&dt, &k, 4);
    _gfortran_st_write_done(&dt);
  });
}
BENCHMARK(BM_Formatted3I12);

}  // namespace

BENCHMARK_MAIN();
