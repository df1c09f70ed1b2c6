// SPDX-License-Identifier: MIT
// libFuzzer target: a BufferedStream must behave exactly as the RawStream
// below it.  The input picks a buffer size, a write-back alignment, a
// read-ahead after a jump and whether the buffer may grow, optional
// initial file contents and start offset, then a sequence of operations
// (read, write, in-place append, write_at, seek, truncate, size, tell,
// flush), each applied to a raw stream on one memfd and to a buffered
// stream on another.  Any
// difference in a result, or in the two files after a flush and at the
// end, aborts (a finding).  The Check test check_stream_equivalence runs
// random sequences of the same kind; this one is guided by coverage.
#include <fuzzer/FuzzedDataProvider.h>
#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

#include "stream/buffered_stream.h"
#include "stream/raw_stream.h"

using ftnio::BufferedStream;
using ftnio::Offset;
using ftnio::RawStream;

namespace {

constexpr int kMaxOps = 256;

[[noreturn]] void mismatch(int step, const char* op, long long raw,
                           long long buffered) {
  std::fprintf(stderr, "fuzz_stream: step %d %s: raw %lld, buffered %lld\n",
               step, op, raw, buffered);
  std::abort();
}

// The whole file behind descriptor fd.
std::string contents(int fd) {
  std::string out;
  char buf[4096];
  for (off_t at = 0;;) {
    ssize_t r = pread(fd, buf, sizeof buf, at);
    if (r <= 0) break;
    out.append(buf, static_cast<size_t>(r));
    at += r;
  }
  return out;
}

void same_files(int step, const char* when, int fa, int fb) {
  std::string a = contents(fa), b = contents(fb);
  if (a != b)
    mismatch(step, when, static_cast<long long>(a.size()),
             static_cast<long long>(b.size()));
}

// write(), or in place through the append window (open/commit) when the
// stream offers room for all n bytes.
Offset append(BufferedStream& b, const char* src, Offset n) {
  size_t room;
  char* at = b.append_window()->open(&room);
  if (at == nullptr || room < static_cast<size_t>(n)) {
    if (at != nullptr) b.append_window()->commit(at, 0);
    return b.write(src, n);
  }
  std::copy(src, src + n, at);
  return b.append_window()->commit(at, static_cast<size_t>(n)) ? n : -1;
}

struct Files {
  int fa = -1, fb = -1;
  Files() {
    fa = memfd_create("fuzz-stream-raw", 0);
    fb = memfd_create("fuzz-stream-buffered", 0);
    if (fa < 0 || fb < 0) std::abort();
  }
};

// Sizes near the buffer size, where buffering decisions change.
Offset pick_size(FuzzedDataProvider& in, Offset bs) {
  switch (in.ConsumeIntegralInRange<int>(0, 5)) {
    case 0: return in.ConsumeIntegralInRange<Offset>(0, 12);
    case 1: return bs - 1;
    case 2: return bs;
    case 3: return bs + 1;
    default: return in.ConsumeIntegralInRange<Offset>(0, 4 * bs + 8);
  }
}

void run(FuzzedDataProvider& in, Files& f) {
  static const size_t kSizes[] = {1, 7, 16, 32, 64, 100, 128, 256};
  static const Offset kAligns[] = {0, 8, 16, 32, 64};
  static const size_t kFills[] = {1, 4, 16, ftnio::kMinFill};
  size_t bufsize = in.PickValueInArray(kSizes);
  ftnio::BufferTuning tuning;
  tuning.write_align = in.PickValueInArray(kAligns);
  tuning.grow_limit = in.ConsumeBool() ? bufsize * 8 : 0;
  tuning.min_fill = in.PickValueInArray(kFills);
  Offset bs = static_cast<Offset>(bufsize);
  if (ftruncate(f.fa, 0) != 0 || ftruncate(f.fb, 0) != 0) std::abort();
  size_t init = in.ConsumeIntegralInRange<size_t>(0, 3 * bufsize + 7);
  std::string data(init, 'i');
  for (size_t i = 0; i < init; ++i) data[i] = static_cast<char>('a' + i % 23);
  off_t start = in.ConsumeIntegralInRange<off_t>(0, static_cast<off_t>(init));
  if (pwrite(f.fa, data.data(), init, 0) != static_cast<ssize_t>(init) ||
      pwrite(f.fb, data.data(), init, 0) != static_cast<ssize_t>(init) ||
      lseek(f.fa, start, SEEK_SET) != start ||
      lseek(f.fb, start, SEEK_SET) != start)
    std::abort();
  // Both streams use descriptors of their own, so that closing them leaves
  // the memfds for the next input.
  RawStream a(dup(f.fa), true);
  BufferedStream b(std::make_unique<RawStream>(dup(f.fb), true), bufsize,
                   tuning);
  std::vector<char> wbuf, ra, rb;
  for (int step = 0; step < kMaxOps && in.remaining_bytes() > 0; ++step) {
    Offset cur = a.tell(), sz = a.size();
    Offset x = 0, y = 0;
    const char* op = "";
    switch (in.ConsumeIntegralInRange<int>(0, 9)) {
      case 0: {
        op = "read";
        Offset n = pick_size(in, bs);
        ra.assign(static_cast<size_t>(n) + 1, 'R');
        rb.assign(static_cast<size_t>(n) + 1, 'B');
        x = a.read(ra.data(), n);
        y = b.read(rb.data(), n);
        if (x == y && x > 0 &&
            !std::equal(ra.begin(), ra.begin() + x, rb.begin()))
          mismatch(step, "read data", x, y);
        break;
      }
      case 1:
      case 2:
      case 3: {
        Offset n = pick_size(in, bs);
        wbuf.resize(static_cast<size_t>(n) + 1);
        for (Offset i = 0; i < n; ++i)
          wbuf[static_cast<size_t>(i)] =
              static_cast<char>('A' + (step + i) % 26);
        bool in_place = in.ConsumeBool();
        op = in_place ? "append" : "write";
        x = a.write(wbuf.data(), n);
        y = in_place ? append(b, wbuf.data(), n) : b.write(wbuf.data(), n);
        break;
      }
      case 4: {
        op = "write_at";
        Offset at = in.ConsumeIntegralInRange<Offset>(0, sz + 2);
        Offset n = in.ConsumeBool() ? in.ConsumeIntegralInRange<Offset>(1, 8)
                                    : pick_size(in, bs);
        wbuf.assign(static_cast<size_t>(n) + 1,
                    static_cast<char>('a' + step % 26));
        x = a.write_at(at, wbuf.data(), n);
        y = b.write_at(at, wbuf.data(), n);
        break;
      }
      case 5: {
        op = "seek";
        int whence = in.ConsumeIntegralInRange<int>(0, 2);
        Offset off = whence == SEEK_SET
                         ? in.ConsumeIntegralInRange<Offset>(0, sz + 2 * bs)
                     : whence == SEEK_CUR
                         ? in.ConsumeIntegralInRange<Offset>(-(cur + 3), 2 * bs)
                         : in.ConsumeIntegralInRange<Offset>(-(sz + 3), bs);
        x = a.seek(off, whence);
        y = b.seek(off, whence);
        break;
      }
      case 6: {
        op = "truncate";
        Offset len = in.ConsumeIntegralInRange<Offset>(-1, sz + bs + 1);
        x = a.truncate(len);
        y = b.truncate(len);
        break;
      }
      case 7:
        op = "size";
        x = sz;
        y = b.size();
        break;
      case 8:
        op = "tell";
        x = cur;
        y = b.tell();
        break;
      default:
        op = "flush";
        x = a.flush();
        y = b.flush();
        if (x == y) same_files(step, "contents after flush", f.fa, f.fb);
        break;
    }
    if (x != y) mismatch(step, op, x, y);
  }
  Offset x = a.close(), y = b.close();
  if (x != y) mismatch(kMaxOps, "close", x, y);
  same_files(kMaxOps, "contents after close", f.fa, f.fb);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static Files files;
  FuzzedDataProvider in(data, size);
  run(in, files);
  return 0;
}
