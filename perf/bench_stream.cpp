// SPDX-License-Identifier: MIT
// Google Benchmark: small writes through RawStream vs BufferedStream to a temp
// file (perf/, uses L1).
//
// The figure of interest is the per-call cost of a write of a few bytes,
// the size of a list-directed item or a short record: RawStream pays one
// write(2) per call, BufferedStream a memcpy plus one write(2) per buffer.
// The file is rewound every kRewindBytes so it stays small and in the page
// cache; the rewind is part of the measured loop but amortised over
// megabytes.
#include <benchmark/benchmark.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "stream/buffered_stream.h"
#include "stream/raw_stream.h"

namespace {

constexpr ftnio::Offset kRewindBytes = 16
                                       << 20;  // bytes written before a rewind

// A temp file that is unlinked at once: only the descriptor keeps it alive,
// so an interrupted benchmark leaves nothing behind.
int open_temp_file() {
  const char* dir = std::getenv("TMPDIR");
  std::string templ =
      std::string(dir && *dir ? dir : "/tmp") + "/ftnio-bench-XXXXXX";
  std::vector<char> path(templ.begin(), templ.end());
  path.push_back('\0');
  const int fd = ftnio::raw_mkstemp(path.data());
  if (fd >= 0) ftnio::raw_unlink(path.data());
  return fd;
}

// Writes state.range(0) bytes per iteration to s; reports bytes/s.
void write_loop(benchmark::State& state, ftnio::Stream& s) {
  const auto n = static_cast<ftnio::Offset>(state.range(0));
  std::vector<char> rec(static_cast<size_t>(n), 'x');
  ftnio::Offset written = 0;  // bytes since the last rewind
  for (auto _ : state) {
    if (s.write(rec.data(), n) != n) {
      state.SkipWithError("write failed");
      break;
    }
    written += n;
    if (written >= kRewindBytes) {
      s.seek(0, SEEK_SET);
      written = 0;
    }
  }
  if (s.flush() != 0) state.SkipWithError("flush failed");
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations()) * n);
}

void BM_RawStreamWrite(benchmark::State& state) {
  const int fd = open_temp_file();
  if (fd < 0) {
    state.SkipWithError("cannot create a temp file");
    return;
  }
  ftnio::RawStream s(fd, true);
  write_loop(state, s);
  s.close();
}

// state.range(1) is the buffer capacity: 8 KiB is the formatted default,
// 128 KiB the unformatted one (GFORTRAN_*_BUFFER_SIZE).
void BM_BufferedStreamWrite(benchmark::State& state) {
  const int fd = open_temp_file();
  if (fd < 0) {
    state.SkipWithError("cannot create a temp file");
    return;
  }
  ftnio::BufferedStream s(std::make_unique<ftnio::RawStream>(fd, true),
                          static_cast<size_t>(state.range(1)));
  write_loop(state, s);
  s.close();
}

// A buffered write followed by flush(): the cost of a line that must reach
// the kernel at once (a unit connected to a terminal or GFORTRAN_UNBUFFERED).
void BM_BufferedStreamWriteFlush(benchmark::State& state) {
  const int fd = open_temp_file();
  if (fd < 0) {
    state.SkipWithError("cannot create a temp file");
    return;
  }
  ftnio::BufferedStream s(std::make_unique<ftnio::RawStream>(fd, true), 8192);
  const auto n = static_cast<ftnio::Offset>(state.range(0));
  std::vector<char> rec(static_cast<size_t>(n), 'y');
  ftnio::Offset written = 0;  // bytes since the last rewind
  for (auto _ : state) {
    if (s.write(rec.data(), n) != n || s.flush() != 0) {
      state.SkipWithError("write or flush failed");
      break;
    }
    written += n;
    if (written >= kRewindBytes) {
      s.seek(0, SEEK_SET);
      written = 0;
    }
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations()) * n);
  s.close();
}

// Sequential reads of records of state.range(0) bytes, each behind a
// 4-byte marker (an unformatted sequential file), from a 64 MiB file in
// the page cache, through a BufferedStream of 1 MiB (the size a default
// buffer grows to); the Raw rows read the same bytes with one read(2)
// each, the kernel's floor.  Large records go straight into the caller's
// memory (BufferedStream::read_large).
constexpr ftnio::Offset kReadFile = 64 << 20;

int filled_temp_file() {
  const int fd = open_temp_file();
  if (fd < 0) return fd;
  std::vector<char> block(1 << 20, 'r');
  ftnio::RawStream w(fd, false);  // leaves fd open
  for (ftnio::Offset k = 0; k < kReadFile; k += 1 << 20)
    if (w.write(block.data(), 1 << 20) != 1 << 20) return -1;
  return fd;
}

void read_loop(benchmark::State& state, ftnio::Stream& s) {
  const auto n = static_cast<ftnio::Offset>(state.range(0));
  std::vector<char> rec(static_cast<size_t>(n));
  char marker[4];
  for (auto _ : state) {
    if (s.tell() + n + 4 > kReadFile) s.seek(0, SEEK_SET);
    if (s.read(marker, 4) != 4 || s.read(rec.data(), n) != n) {
      state.SkipWithError("read failed");
      break;
    }
    benchmark::DoNotOptimize(rec.data());
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations()) * n);
}

void BM_RawStreamReadRecords(benchmark::State& state) {
  const int fd = filled_temp_file();
  if (fd < 0) {
    state.SkipWithError("cannot create a temp file");
    return;
  }
  ftnio::RawStream s(fd, true);
  read_loop(state, s);
  s.close();
}

void BM_BufferedStreamReadRecords(benchmark::State& state) {
  const int fd = filled_temp_file();
  if (fd < 0) {
    state.SkipWithError("cannot create a temp file");
    return;
  }
  ftnio::BufferedStream s(std::make_unique<ftnio::RawStream>(fd, true),
                          1 << 20);
  s.seek(0, SEEK_SET);
  read_loop(state, s);
  s.close();
}

}  // namespace

BENCHMARK(BM_RawStreamReadRecords)
    ->RangeMultiplier(2)
    ->Range(16384, 65536)
    ->Arg(524288);
BENCHMARK(BM_BufferedStreamReadRecords)
    ->Arg(4096)
    ->RangeMultiplier(2)
    ->Range(16384, 65536)
    ->Arg(524288);
BENCHMARK(BM_RawStreamWrite)->Arg(8)->Arg(80)->Arg(4096);
BENCHMARK(BM_BufferedStreamWrite)->ArgsProduct({{8, 80, 4096}, {8192, 131072}});
BENCHMARK(BM_BufferedStreamWriteFlush)->Arg(80);

BENCHMARK_MAIN();
