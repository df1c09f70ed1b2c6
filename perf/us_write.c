/* SPDX-License-Identifier: MIT */
/* Benchmark: us_perf's file written with plain write(2), no runtime (perf/).
 *
 * For every record size n = 4 B ... 512 KiB this writes the bytes us_perf.f90
 * writes (the same loops(n) = SCALE * 10e6 * log(n+1) / (4n+8) records of n
 * bytes between two 4-byte markers) to a fresh unlinked file in $TMPDIR and
 * closes it, timed with the same wall clock.  Two modes:
 *
 *   bulk    the whole file in 1 MiB write(2) calls from one prepared buffer:
 *           no copy, no per-record work, every write on a 64 KiB boundary.
 *           No runtime can hand these bytes to the kernel faster, so this is
 *           the ceiling of the us_perf curve.
 *   record  one write(2) per record (markers and data in one buffer): what
 *           a runtime without a buffer would get.
 *
 * Usage: us_write SCALE bulk|record
 * Output (stderr, the RESULT convention of perf/README.md):
 *   RESULT us_write_<mode> MB/s n= <n> <megabytes of record data per second>
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

enum { kMinLog2 = 2, kMaxLog2 = 19, kBlock = 1 << 20 };

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* A scratch file like status='scratch': created in $TMPDIR, unlinked. */
static int scratch_file(void) {
  const char* dir = getenv("TMPDIR");
  char path[4096];
  snprintf(path, sizeof path, "%s/us_writeXXXXXX", dir && *dir ? dir : "/tmp");
  int fd = mkstemp(path);
  if (fd < 0) {
    perror("us_write: mkstemp");
    exit(1);
  }
  unlink(path);
  return fd;
}

static void write_all(int fd, const unsigned char* p, size_t len) {
  while (len > 0) {
    ssize_t got = write(fd, p, len);
    if (got <= 0) {
      perror("us_write: write");
      exit(1);
    }
    p += got;
    len -= (size_t)got;
  }
}

/* One record as us_perf writes it: marker, data, marker. */
static void fill_record(unsigned char* rec, int64_t n, int k) {
  int32_t marker = (int32_t)n;
  memcpy(rec, &marker, 4);
  for (int64_t i = 1; i <= n; ++i)
    rec[3 + i] = (unsigned char)((i * 7 + k) % 127);
  memcpy(rec + 4 + n, &marker, 4);
}

/* Seconds to write `loops` records of n bytes in the given mode, with close. */
static double time_size(int bulk, int64_t n, int64_t loops, int k) {
  size_t reclen = (size_t)n + 8;
  size_t buflen = bulk ? kBlock : reclen;
  unsigned char* buf = malloc(buflen > reclen ? buflen : reclen);
  if (!buf) exit(1);
  fill_record(buf, n, k);
  /* The bulk buffer holds copies of the record end to end; its contents
     only have to be realistic, the kernel does not look at them. */
  for (size_t off = reclen; bulk && off < buflen; off += reclen)
    memcpy(buf + off, buf, off + reclen <= buflen ? reclen : buflen - off);
  int fd = scratch_file();
  double t0 = now();
  if (bulk) {
    uint64_t total = (uint64_t)reclen * (uint64_t)loops;
    for (uint64_t done = 0; done < total; done += buflen)
      write_all(fd, buf, total - done < buflen ? total - done : buflen);
  } else {
    for (int64_t i = 0; i < loops; ++i) write_all(fd, buf, reclen);
  }
  close(fd);
  double seconds = now() - t0;
  free(buf);
  return seconds > 1e-9 ? seconds : 1e-9;
}

int main(int argc, char** argv) {
  double scale = argc > 1 ? atof(argv[1]) : 1.0;
  if (!(scale > 0)) scale = 1.0;
  const char* mode = argc > 2 ? argv[2] : "bulk";
  int bulk = strcmp(mode, "bulk") == 0;
  if (!bulk && strcmp(mode, "record") != 0) {
    fprintf(stderr, "usage: us_write SCALE bulk|record\n");
    return 2;
  }
  for (int k = kMinLog2; k <= kMaxLog2; ++k) {
    int64_t n = (int64_t)1 << k;
    int64_t loops =
        (int64_t)(scale * 10.0e6 * log((double)(n + 1)) / (double)(4 * n + 8));
    if (loops < 1) loops = 1;
    double seconds = time_size(bulk, n, loops, k);
    fprintf(stderr, " RESULT us_write_%s MB/s n= %lld %.4f\n", mode,
            (long long)n, (double)n * (double)loops / 1.0e6 / seconds);
  }
  return 0;
}
