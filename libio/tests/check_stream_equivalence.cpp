// SPDX-License-Identifier: MIT
// Randomized equivalence of BufferedStream and RawStream: identical
// operation sequences on two files must give identical results (tests).
//
// Each sequence is fully determined by its seed.  On a mismatch the
// message names the seed, buffer size and step; rerun just that sequence
// with FTNIO_EQ_SEED=<seed> FTNIO_EQ_COUNT=1.  FTNIO_EQ_COUNT alone scales
// the number of sequences of every configuration.
#include <fcntl.h>
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
#include "test_util.h"

// Last: check.h defines macros (fail) that clash with C++ headers.
#include <check.h>

using ftnio::BufferedStream;
using ftnio::Offset;
using ftnio::RawStream;
using ftnio::test::slurp;
using ftnio::test::TempFile;

namespace {

// splitmix64: tiny, and the same sequence on every platform.
struct Rng {
  uint64_t s;  // state
  uint64_t next() {
    uint64_t z = (s += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }
  // Uniform in [lo, hi] (inclusive), hi >= lo.
  int64_t range(int64_t lo, int64_t hi) {
    return lo +
           static_cast<int64_t>(next() % static_cast<uint64_t>(hi - lo + 1));
  }
};

// Transfer sizes clustered where buffering decisions change.
Offset pick_size(Rng& r, Offset bs) {
  switch (r.range(0, 9)) {
    case 0: return 0;
    case 1: return 1;
    case 2:
    case 3: return r.range(2, 12);
    case 4: return bs - 1;
    case 5: return bs;
    case 6: return bs + 1;
    case 7: return 3 * bs;
    case 8: return bs / 2 + r.range(-1, 1);  // where large transfers start
    default: return r.range(0, 4 * bs);
  }
}

// write(), through the append window (open/commit) when the stream
// offers room for all n bytes.
Offset append(BufferedStream& b, const char* src, Offset n) {
  size_t room;
  char* at = b.append_window()->open(&room);
  if (at == nullptr || room < static_cast<size_t>(n)) return b.write(src, n);
  std::copy(src, src + n, at);
  return b.append_window()->commit(at, static_cast<size_t>(n)) ? n : -1;
}

struct Run {
  uint64_t seed;   // sequence seed, for the failure message
  Offset bs;       // buffer size under test
  int step;        // current step
  std::string op;  // description of the current operation
};

#define EQ_CHECK(run, cond, a, b)                                             \
  ck_assert_msg((cond),                                                       \
                "mismatch: seed=%llu bufsize=%lld step=%d op=%s raw=%lld "    \
                "buffered=%lld (rerun: FTNIO_EQ_SEED=%llu FTNIO_EQ_COUNT=1)", \
                (unsigned long long)(run).seed, (long long)(run).bs,          \
                (run).step, (run).op.c_str(), (long long)(a), (long long)(b), \
                (unsigned long long)(run).seed)

// One random sequence of `steps` operations.
// grow_limit > bufsize: the buffered stream may grow (buffer_sizing), and
// the operations are mostly reads and writes, so that the window turns
// over at its end often enough to grow it.  tuning.write_align and
// tuning.min_fill: small ones reach the aligned and read-ahead paths with
// small buffers.  Returns the buffer's final capacity.
size_t run_sequence(uint64_t seed, size_t bufsize,
                    const ftnio::BufferTuning& tuning, int steps,
                    const TempFile& fa, const TempFile& fb) {
  const size_t grow_limit = tuning.grow_limit;
  Rng rng{seed * 0x100000001b3ULL + bufsize};
  Offset bs = static_cast<Offset>(bufsize);
  Run run{seed, bs, -1, "setup"};
  int da = fa.open(O_RDWR | O_TRUNC);
  int db = fb.open(O_RDWR | O_TRUNC);
  // Half the sequences start on existing data at a random offset, which
  // also checks that BufferedStream picks up the descriptor's position.
  if (rng.range(0, 1)) {
    std::string init(static_cast<size_t>(rng.range(1, 3 * bs + 7)), '\0');
    for (char& c : init) c = static_cast<char>('a' + rng.range(0, 25));
    ck_assert(write(da, init.data(), init.size()) == (ssize_t)init.size());
    ck_assert(write(db, init.data(), init.size()) == (ssize_t)init.size());
    off_t start = rng.range(0, static_cast<int64_t>(init.size()) + 3);
    lseek(da, start, SEEK_SET);
    lseek(db, start, SEEK_SET);
  }
  RawStream a(da, true);
  BufferedStream b(std::make_unique<RawStream>(db, true), bufsize, tuning);
  const bool streaming = grow_limit > bufsize;
  std::vector<char> wbuf, ra, rb;
  char desc[96];
  for (int step = 0; step < steps; ++step) {
    run.step = step;
    Offset cur = a.tell(), sz = a.size();
    int64_t kind = rng.range(0, 99);
    // Streaming: 45% reads, 45% writes (some in place), then the rest.
    if (streaming)
      kind = kind < 45   ? kind * 25 / 45
             : kind < 90 ? 25 + (kind - 45) * 30 / 45
                         : 55 + (kind - 90) * 45 / 10;
    Offset x, y;
    if (kind < 25) {  // read
      Offset n = pick_size(rng, bs);
      ra.assign(static_cast<size_t>(n) + 1, 'R');
      rb.assign(static_cast<size_t>(n) + 1, 'B');
      snprintf(desc, sizeof desc, "read(%lld) at %lld", (long long)n,
               (long long)cur);
      run.op = desc;
      x = a.read(ra.data(), n);
      y = b.read(rb.data(), n);
      EQ_CHECK(run, x == y, x, y);
      if (x > 0)
        EQ_CHECK(run, std::equal(ra.begin(), ra.begin() + x, rb.begin()), x, y);
    } else if (kind < 55) {  // write
      Offset n = pick_size(rng, bs);
      wbuf.resize(static_cast<size_t>(n) + 1);
      char fill = static_cast<char>('A' + step % 26);
      for (Offset i = 0; i < n; ++i)
        wbuf[i] = static_cast<char>(fill + (i % 7));
      // Some writes go to the buffered stream in place, as unformatted
      // records do, whenever it offers a window with room.
      bool in_place = kind >= 45;
      snprintf(desc, sizeof desc, "%s(%lld) at %lld",
               in_place ? "append" : "write", (long long)n, (long long)cur);
      run.op = desc;
      x = a.write(wbuf.data(), n);
      y = in_place ? append(b, wbuf.data(), n) : b.write(wbuf.data(), n);
      EQ_CHECK(run, x == y, x, y);
    } else if (kind >= 70 && kind < 75) {  // write_at: a patch
      Offset at = rng.range(0, sz + 2);
      Offset n = rng.range(0, 3) ? rng.range(1, 8) : pick_size(rng, bs);
      wbuf.assign(static_cast<size_t>(n) + 1,
                  static_cast<char>('a' + step % 26));
      snprintf(desc, sizeof desc, "write_at(%lld, %lld)", (long long)at,
               (long long)n);
      run.op = desc;
      x = a.write_at(at, wbuf.data(), n);  // Stream's: seek, write, seek
      y = b.write_at(at, wbuf.data(), n);
      EQ_CHECK(run, x == y, x, y);
    } else if (kind < 75) {  // seek
      int whence = static_cast<int>(rng.range(0, 2));
      Offset off;
      if (whence == SEEK_SET)
        off = rng.range(0, sz + 2 * bs);
      else if (whence == SEEK_CUR)
        off = rng.range(-(cur + 3), 2 * bs);
      else
        off = rng.range(-(sz + 3), bs);
      snprintf(desc, sizeof desc, "seek(%lld, %d)", (long long)off, whence);
      run.op = desc;
      x = a.seek(off, whence);
      y = b.seek(off, whence);
      EQ_CHECK(run, x == y, x, y);
    } else if (kind < 80) {  // truncate
      Offset len = rng.range(0, 1 + sz + bs);
      if (rng.range(0, 20) == 0) len = -1;
      snprintf(desc, sizeof desc, "truncate(%lld)", (long long)len);
      run.op = desc;
      x = a.truncate(len);
      y = b.truncate(len);
      EQ_CHECK(run, x == y, x, y);
    } else if (kind < 87) {
      run.op = "size()";
      x = sz;
      y = b.size();
      EQ_CHECK(run, x == y, x, y);
    } else if (kind < 94) {
      run.op = "tell()";
      x = cur;
      y = b.tell();
      EQ_CHECK(run, x == y, x, y);
    } else {  // flush, then the two files must be byte-identical
      run.op = "flush()";
      x = a.flush();
      y = b.flush();
      EQ_CHECK(run, x == y, x, y);
      std::string ca = slurp(fa.path()), cb = slurp(fb.path());
      run.op = "contents after flush()";
      EQ_CHECK(run, ca == cb, ca.size(), cb.size());
    }
  }
  run.op = "close()";
  Offset x = a.close();
  Offset y = b.close();
  EQ_CHECK(run, x == y, x, y);
  std::string ca = slurp(fa.path()), cb = slurp(fb.path());
  run.op = "contents after close()";
  EQ_CHECK(run, ca == cb, ca.size(), cb.size());
  return b.capacity();
}

// Runs `count` sequences (FTNIO_EQ_COUNT overrides) from FTNIO_EQ_SEED.
// Returns how many of them ended with a grown buffer.
int run_config(size_t bufsize, int count, int steps,
               ftnio::BufferTuning tuning = {}) {
  uint64_t base = ftnio::test::env_u64("FTNIO_EQ_SEED", 1);
  int n = static_cast<int>(ftnio::test::env_u64("FTNIO_EQ_COUNT", count));
  TempFile fa(true), fb(true);
  int grown = 0;
  for (int i = 0; i < n; ++i)
    grown += run_sequence(base + i, bufsize, tuning, steps, fa, fb) > bufsize;
  return grown;
}

}  // namespace

START_TEST(eq_buf16) { run_config(16, 10000, 60); }
END_TEST
START_TEST(eq_buf64) { run_config(64, 8000, 60); }
END_TEST
START_TEST(eq_buf1) { run_config(1, 1000, 60); }
END_TEST
START_TEST(eq_formatted_default) {
  unsetenv("GFORTRAN_FORMATTED_BUFFER_SIZE");
  ck_assert_int_eq(ftnio::default_buffer_size(false), 8192);
  run_config(ftnio::default_buffer_size(false), 500, 40);
}
END_TEST
START_TEST(eq_unformatted_default) {
  unsetenv("GFORTRAN_UNFORMATTED_BUFFER_SIZE");
  ck_assert_int_eq(ftnio::default_buffer_size(true), 131072);
  run_config(ftnio::default_buffer_size(true), 40, 30);
}
END_TEST
// The sizes come from the GFORTRAN_*_BUFFER_SIZE variables.
START_TEST(eq_env_sizes) {
  setenv("GFORTRAN_FORMATTED_BUFFER_SIZE", "100", 1);
  setenv("GFORTRAN_UNFORMATTED_BUFFER_SIZE", "1000", 1);
  ck_assert_int_eq(ftnio::default_buffer_size(false), 100);
  ck_assert_int_eq(ftnio::default_buffer_size(true), 1000);
  run_config(ftnio::default_buffer_size(false), 2000, 60);
  run_config(ftnio::default_buffer_size(true), 600, 60);
  unsetenv("GFORTRAN_FORMATTED_BUFFER_SIZE");
  unsetenv("GFORTRAN_UNFORMATTED_BUFFER_SIZE");
}
END_TEST

// Buffers that grow while the sequence runs, from 128 or 256 bytes up to
// 4 or 16 times that (smaller ones live in the object and never grow):
// every growth happens between two operations of a sequence whose results
// must not change.
START_TEST(eq_growing) {
  int grown128 = run_config(128, 3000, 80, {.grow_limit = 512});
  int grown256 = run_config(256, 1500, 120, {.grow_limit = 4096});
  // The sequences do make buffers grow (else this test checks nothing).
  ck_assert_int_gt(grown128, 100);
  ck_assert_int_gt(grown256, 100);
}
END_TEST

// Aligned write-back: buffers of 32 to 256 bytes aligning on 8 to 64,
// growing or not.  The default alignment needs 128 KiB buffers, too large
// for sequences this short to turn over often.
START_TEST(eq_aligned) {
  run_config(64, 4000, 60, {.write_align = 16});
  run_config(100, 2000, 80, {.write_align = 32});
  run_config(32, 2000, 60, {.write_align = 8});
  int grown =
      run_config(128, 2000, 100, {.grow_limit = 1024, .write_align = 64});
  ck_assert_int_gt(grown, 100);
}
END_TEST

// Read-ahead that starts below the capacity and doubles: 1 to 16 bytes
// after a jump, in buffers of 64 to 256, aligned or not, growing or not.
START_TEST(eq_read_ahead) {
  run_config(64, 3000, 60, {.min_fill = 4});
  run_config(100, 2000, 80, {.write_align = 16, .min_fill = 1});
  int grown = run_config(
      128, 2000, 100, {.grow_limit = 1024, .write_align = 32, .min_fill = 16});
  ck_assert_int_gt(grown, 100);
}
END_TEST

// A default size grows; a size the user chose does not.
START_TEST(eq_sizing) {
  unsetenv("GFORTRAN_FORMATTED_BUFFER_SIZE");
  unsetenv("GFORTRAN_UNFORMATTED_BUFFER_SIZE");
  ftnio::BufferSizing f = ftnio::buffer_sizing(false);
  ftnio::BufferSizing u = ftnio::buffer_sizing(true);
  ck_assert_uint_eq(f.initial, 8192);
  ck_assert_uint_eq(f.grow_limit, ftnio::kGrowLimit);
  ck_assert_uint_eq(u.initial, 131072);
  ck_assert_uint_eq(u.grow_limit, ftnio::kGrowLimit);
  setenv("GFORTRAN_UNFORMATTED_BUFFER_SIZE", "65536", 1);
  u = ftnio::buffer_sizing(true);
  ck_assert_uint_eq(u.initial, 65536);
  ck_assert_uint_eq(u.grow_limit, 65536);
  setenv("GFORTRAN_UNFORMATTED_BUFFER_SIZE", "-3", 1);  // the default
  u = ftnio::buffer_sizing(true);
  ck_assert_uint_eq(u.initial, 131072);
  ck_assert_uint_eq(u.grow_limit, ftnio::kGrowLimit);
  unsetenv("GFORTRAN_UNFORMATTED_BUFFER_SIZE");
}
END_TEST

static Suite* eq_suite() {
  Suite* s = suite_create("stream_equivalence");
  TCase* tc = tcase_create("raw_vs_buffered");
  tcase_set_timeout(tc, 120);
  tcase_add_test(tc, eq_buf16);
  tcase_add_test(tc, eq_buf64);
  tcase_add_test(tc, eq_buf1);
  tcase_add_test(tc, eq_formatted_default);
  tcase_add_test(tc, eq_unformatted_default);
  tcase_add_test(tc, eq_env_sizes);
  tcase_add_test(tc, eq_growing);
  tcase_add_test(tc, eq_sizing);
  tcase_add_test(tc, eq_aligned);
  tcase_add_test(tc, eq_read_ahead);
  suite_add_tcase(s, tc);
  return s;
}

int main() { return ftnio::test::run_suite(eq_suite()); }
