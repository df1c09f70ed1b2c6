// SPDX-License-Identifier: MIT
// Google Benchmark: the per-statement cost of internal-file statements
// through the whole library, from the gfortran entry points (perf/, uses
// every layer).  Every internal statement borrows a NEWUNIT number from
// the unit table for its duration (as libgfortran does), so these rows
// cover that path too.
//
// BM_InternalWriteI0: `write (s,'(i0)') n` into a character(24).
// BM_InternalReadList1: `read (s,*) n` from a character(24).
// BM_InternalReadList3: `read (s,*) a, b, c` from a character(48).
#include <benchmark/benchmark.h>

#include <cstring>

#include "abi/st_parameter.h"

using ftnio::abi::Dt;

extern "C" {
void _gfortran_st_write(Dt*);
void _gfortran_st_write_done(Dt*);
void _gfortran_st_read(Dt*);
void _gfortran_st_read_done(Dt*);
void _gfortran_transfer_integer_write(Dt*, void*, int);
void _gfortran_transfer_integer(Dt*, void*, int);
}

namespace {

// The parameter block of an internal statement on `text` (-1: the
// default character kind's internal unit).
void internal_block(Dt& dt, char* text, size_t len, bool list) {
  dt.common.flags = ftnio::abi::kDtInternalUnit |
                    (list ? ftnio::abi::kDtListFormat : ftnio::abi::kDtFormat);
  dt.common.unit = -1;
  dt.common.filename = __FILE__;
  dt.common.line = 1;
  dt.internal_unit = {text, static_cast<ftnio::abi::CharLen>(len)};
  dt.internal_unit_desc = nullptr;
  if (!list) dt.format = ftnio::abi::StrPL{"(i0)", 4};
}

void BM_InternalWriteI0(benchmark::State& state) {
  char text[24];
  int64_t n = 0;
  for (auto _ : state) {
    Dt dt;
    internal_block(dt, text, sizeof text, false);
    n += 7919;
    _gfortran_st_write(&dt);
    _gfortran_transfer_integer_write(&dt, &n, 8);
    _gfortran_st_write_done(&dt);
    benchmark::DoNotOptimize(text);
  }
  state.SetItemsProcessed(state.iterations());
}

void read_list(benchmark::State& state, const char* source, int items) {
  char text[48];
  std::memset(text, ' ', sizeof text);
  std::memcpy(text, source, std::strlen(source));
  int32_t v[3] = {};
  for (auto _ : state) {
    Dt dt;
    internal_block(dt, text, sizeof text, true);
    _gfortran_st_read(&dt);
    for (int i = 0; i < items; ++i) _gfortran_transfer_integer(&dt, &v[i], 4);
    _gfortran_st_read_done(&dt);
    benchmark::DoNotOptimize(v);
  }
  state.SetItemsProcessed(state.iterations());
}

void BM_InternalReadList1(benchmark::State& state) {
  read_list(state, "123456789", 1);
}
void BM_InternalReadList3(benchmark::State& state) {
  read_list(state, " -1234567 89012 345678901", 3);
}

BENCHMARK(BM_InternalWriteI0);
BENCHMARK(BM_InternalReadList1);
BENCHMARK(BM_InternalReadList3);

}  // namespace

BENCHMARK_MAIN();
