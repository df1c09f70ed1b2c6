// SPDX-License-Identifier: MIT
// Google Benchmark: the per-record cost of an unformatted sequential WRITE
// through the whole library, from the gfortran entry points down to the
// buffered stream (perf/, uses every layer).
//
// BM_UnformattedRecord: each iteration is what compiled code does for
// `write (u) a(1:n)`:
// st_write, one transfer_array_write of an n-byte contiguous array,
// st_write_done, on a hand-built parameter block.  The file is rewound
// every kRewindBytes so it stays small and in the page cache.
// BM_PlainWriteLoop is the same records written by write(2) alone, and
// BM_PlainWriteAligned their data alone, on 64 KiB boundaries.
#include <benchmark/benchmark.h>

#include <fcntl.h>
#include <unistd.h>

#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "abi/st_parameter.h"
#include "bench_units.h"

using ftnio::abi::Descriptor;
using ftnio::abi::Dt;

extern "C" {
void _gfortran_st_write(Dt*);
void _gfortran_transfer_array_write(Dt*, Descriptor*, int, size_t);
void _gfortran_transfer_integer_write(Dt*, void*, int);
void _gfortran_transfer_real_write(Dt*, void*, int);
void _gfortran_st_write_done(Dt*);
}

namespace {

constexpr int32_t kUnit = 77;
constexpr int64_t kRewindBytes = 16 << 20;

// One `write (77) a(1:n)` with a of INTEGER(1).
void write_record(std::vector<int8_t>& a) {
  Dt dt;
  dt.common.flags = 0;  // unformatted
  dt.common.unit = kUnit;
  dt.common.filename = __FILE__;
  dt.common.line = 1;
  Descriptor d{};
  d.data = a.data();
  d.dtype.elem_len = 1;
  d.dtype.rank = 1;
  d.dtype.type = 1;  // INTEGER
  d.span = 1;
  d.dim[0] = {1, 1, static_cast<ptrdiff_t>(a.size())};
  _gfortran_st_write(&dt);
  _gfortran_transfer_array_write(&dt, &d, 1, 0);
  _gfortran_st_write_done(&dt);
}

void BM_UnformattedRecord(benchmark::State& state) {
  const char* dir = std::getenv("TMPDIR");
  std::string path =
      std::string(dir && *dir ? dir : "/tmp") + "/ftnio-bench-unformatted.bin";
  bench::open_unit(kUnit, path, "replace", "unformatted");
  std::vector<int8_t> a(static_cast<size_t>(state.range(0)), 7);
  int64_t written = 0;
  for (auto _ : state) {
    write_record(a);
    written += static_cast<int64_t>(a.size()) + 8;
    if (written > kRewindBytes) {
      bench::rewind_unit(kUnit);
      written = 0;
    }
  }
  state.SetBytesProcessed(state.iterations() * static_cast<int64_t>(a.size()));
  bench::rewind_unit(kUnit);
}
BENCHMARK(BM_UnformattedRecord)->RangeMultiplier(4)->Range(4, 1 << 19);

// `write (u) i, x, j`: a record of three scalars (16 data bytes), each
// item appended where the record is assembled.
void BM_UnformattedScalars(benchmark::State& state) {
  const char* dir = std::getenv("TMPDIR");
  std::string path =
      std::string(dir && *dir ? dir : "/tmp") + "/ftnio-bench-scalars.bin";
  bench::open_unit(kUnit, path, "replace", "unformatted");
  int32_t i = 1, j = 2;
  double x = 0.5;
  int64_t written = 0;
  for (auto _ : state) {
    Dt dt;
    dt.common.flags = 0;
    dt.common.unit = kUnit;
    dt.common.filename = __FILE__;
    dt.common.line = 1;
    _gfortran_st_write(&dt);
    _gfortran_transfer_integer_write(&dt, &i, 4);
    _gfortran_transfer_real_write(&dt, &x, 8);
    _gfortran_transfer_integer_write(&dt, &j, 4);
    _gfortran_st_write_done(&dt);
    written += 24;
    if (written > kRewindBytes) {
      bench::rewind_unit(kUnit);
      written = 0;
    }
  }
  state.SetItemsProcessed(state.iterations());
  bench::rewind_unit(kUnit);
}
BENCHMARK(BM_UnformattedScalars);

// The yardstick of issue 4 for large records: one write(2) of the record
// and its two markers per record, to the same kind of file, rewound as
// often, with no library in between.  A sequential WRITE after REWIND
// truncates the file there (F2018 12.3.4.4), so the loop truncates too.
// markers: bytes added to each write (8, the two markers; 0 gives writes
// of the record alone, which stay on 64 KiB boundaries of the file when
// the record size is a multiple of that: the kernel's best case).
void plain_write_loop(benchmark::State& state, size_t markers) {
  const char* dir = std::getenv("TMPDIR");
  std::string path =
      std::string(dir && *dir ? dir : "/tmp") + "/ftnio-bench-plain.bin";
  int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (fd < 0) {
    state.SkipWithError("cannot create the file");
    return;
  }
  std::vector<int8_t> rec(static_cast<size_t>(state.range(0)) + markers, 7);
  int64_t written = 0;
  for (auto _ : state) {
    if (::write(fd, rec.data(), rec.size()) !=
        static_cast<ssize_t>(rec.size())) {
      state.SkipWithError("short write");
      break;
    }
    written += static_cast<int64_t>(rec.size());
    if (written > kRewindBytes) {
      if (::lseek(fd, 0, SEEK_SET) != 0 || ::ftruncate(fd, 0) != 0) {
        state.SkipWithError("cannot rewind");
        break;
      }
      written = 0;
    }
  }
  state.SetBytesProcessed(state.iterations() *
                          static_cast<int64_t>(rec.size() - markers));
  ::close(fd);
  ::unlink(path.c_str());
}

void BM_PlainWriteLoop(benchmark::State& state) { plain_write_loop(state, 8); }
BENCHMARK(BM_PlainWriteLoop)->RangeMultiplier(4)->Range(4, 1 << 19);

void BM_PlainWriteAligned(benchmark::State& state) {
  plain_write_loop(state, 0);
}
BENCHMARK(BM_PlainWriteAligned)->Arg(1 << 16)->Arg(1 << 18)->Arg(1 << 19);

}  // namespace

BENCHMARK_MAIN();
