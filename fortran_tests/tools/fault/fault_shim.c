/* SPDX-License-Identifier: MIT
 * Fault-injection shim for tests (LD_PRELOAD): makes the Nth call of one
 * file system call fail, so that tools/faultrun.py can check that every
 * failure is either retried transparently or reported, and that no byte
 * already accepted is silently lost.
 *
 *   FTNIO_FAULT_CALL   read (readv too) | write (writev too) | lseek |
 *                      ftruncate | close | fsync | pread | pwrite | fstat
 *                      | access | stat (of a path)
 *   FTNIO_FAULT_NTH    1-based call number to fail (0 or unset: never)
 *   FTNIO_FAULT_KIND   ENOSPC | EIO | EINTR | EAGAIN | SHORT
 *                      (SHORT: read/write transfer half the bytes asked)
 *   FTNIO_FAULT_MINFD  only calls on descriptors >= this count (default 3:
 *                      the standard streams are left alone)
 *   FTNIO_FAULT_COUNTS file that receives the number of calls per function
 *                      ("read 12\n..."), rewritten after every counted call
 *                      so that it is right however the process ends.
 *                      The counts are also what the tests of system calls
 *                      per statement (syscalls/) check against a budget.
 *   FTNIO_FAULT_WRITELOG file that receives a line per write, writev or
 *                      pwrite ("write FD OFFSET BYTES", OFFSET the
 *                      descriptor's position before the call or pwrite's
 *                      offset, -1 on a pipe) and per
 *                      close ("close FD"), for tests of write patterns.
 *
 * It is deliberately tiny and uses no stdio: it must not itself call the
 * functions it intercepts through the interposed symbols.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/types.h>
#include <sys/uio.h>
#include <unistd.h>

enum {
  F_READ,
  F_WRITE,
  F_LSEEK,
  F_FTRUNCATE,
  F_CLOSE,
  F_FSYNC,
  F_PREAD,
  F_PWRITE,
  F_FSTAT,
  F_ACCESS,
  F_STAT,
  F_COUNT
};
static const char* const kNames[F_COUNT] = {
    "read",  "write",  "lseek", "ftruncate", "close", "fsync",
    "pread", "pwrite", "fstat", "access",    "stat"};

static int g_ready, g_call = -1, g_min_fd = 3, g_kind_errno;
static int g_short;
static long g_nth;
static long g_counts[F_COUNT];
static const char* g_count_path;
static long g_log_fd = -1;

static void setup(void) {
  if (g_ready) return;
  g_ready = 1;
  const char* call = getenv("FTNIO_FAULT_CALL");
  const char* nth = getenv("FTNIO_FAULT_NTH");
  const char* kind = getenv("FTNIO_FAULT_KIND");
  const char* minfd = getenv("FTNIO_FAULT_MINFD");
  g_count_path = getenv("FTNIO_FAULT_COUNTS");
  const char* log = getenv("FTNIO_FAULT_WRITELOG");
  if (log)
    g_log_fd =
        syscall(SYS_openat, AT_FDCWD, log,
                O_WRONLY | O_CREAT | O_TRUNC | O_APPEND | O_CLOEXEC, 0644);
  if (minfd) g_min_fd = atoi(minfd);
  if (call)
    for (int i = 0; i < F_COUNT; ++i)
      if (strcmp(call, kNames[i]) == 0) g_call = i;
  g_nth = nth ? atol(nth) : 0;
  if (!kind) return;
  if (strcmp(kind, "ENOSPC") == 0)
    g_kind_errno = ENOSPC;
  else if (strcmp(kind, "EIO") == 0)
    g_kind_errno = EIO;
  else if (strcmp(kind, "EINTR") == 0)
    g_kind_errno = EINTR;
  else if (strcmp(kind, "EAGAIN") == 0)
    g_kind_errno = EAGAIN;
  else if (strcmp(kind, "SHORT") == 0)
    g_short = 1;
}

/* Decimal of v into p; returns the end. */
static char* put_long(char* p, long v) {
  char tmp[24];
  int n = 0;
  do {
    tmp[n++] = (char)('0' + v % 10);
    v /= 10;
  } while (v > 0);
  while (n > 0) *p++ = tmp[--n];
  return p;
}

/* Raw system calls only: the file must not show up in its own counts. */
static void save_counts(void) {
  if (!g_count_path) return;
  char text[256], *p = text;
  for (int i = 0; i < F_COUNT; ++i) {
    size_t len = strlen(kNames[i]);
    memcpy(p, kNames[i], len);
    p += len;
    *p++ = ' ';
    p = put_long(p, g_counts[i]);
    *p++ = '\n';
  }
  int saved = errno;
  long fd = syscall(SYS_openat, AT_FDCWD, g_count_path,
                    O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd >= 0) {
    syscall(SYS_write, fd, text, (size_t)(p - text));
    syscall(SYS_close, fd);
  }
  errno = saved;
}

/* One line of the write log: "<what> <fd>[ <offset> <bytes>]", the
 * offset `at`, or where the descriptor stands when `at` is -1. */
static void log_call_at(const char* what, int fd, long bytes, long at) {
  setup();
  if (g_log_fd < 0 || fd < g_min_fd || fd == g_log_fd) return;
  int saved = errno;
  char line[96], *p = line;
  size_t len = strlen(what);
  memcpy(p, what, len);
  p += len;
  *p++ = ' ';
  p = put_long(p, fd);
  if (bytes >= 0) {
    if (at < 0) at = syscall(SYS_lseek, fd, 0L, SEEK_CUR);
    *p++ = ' ';
    if (at < 0) {
      *p++ = '-';
      *p++ = '1';
    } else {
      p = put_long(p, at);
    }
    *p++ = ' ';
    p = put_long(p, bytes);
  }
  *p++ = '\n';
  syscall(SYS_write, g_log_fd, line, (size_t)(p - line));
  errno = saved;
}

static void log_call(const char* what, int fd, long bytes) {
  log_call_at(what, fd, bytes, -1);
}

/* Counts a call on fd; 1 when this is the one to fail. */
static int hit(int which, int fd) {
  setup();
  if (fd < g_min_fd) return 0;
  long n = ++g_counts[which];
  save_counts();
  return which == g_call && n == g_nth;
}

/* Counts a call that is either made or fails as a whole (no SHORT form);
 * 1, with errno set, when it is to fail. */
static int fails(int which, int fd) {
  if (!hit(which, fd) || g_short) return 0;
  errno = g_kind_errno;
  return 1;
}

/* Counts a transfer of *n bytes (read, write, pread, pwrite); -1, with
 * errno set, when it is to fail, else 0 with *n halved when it is to be
 * SHORT. */
static int fault_transfer(int which, int fd, size_t* n) {
  if (!hit(which, fd)) return 0;
  if (!g_short) {
    errno = g_kind_errno;
    return -1;
  }
  if (*n > 1) *n /= 2;
  return 0;
}

/* fault_transfer for readv and writev: SHORT asks for half the bytes,
 * whole vectors first, through half[] (then *v points there). */
static int fault_vectors(int which, int fd, const struct iovec** v, int* count,
                         struct iovec half[16]) {
  if (!hit(which, fd)) return 0;
  if (!g_short) {
    errno = g_kind_errno;
    return -1;
  }
  size_t total = 0;
  for (int i = 0; i < *count; ++i) total += (*v)[i].iov_len;
  if (total > 1 && *count > 0 && *count <= 16) {
    size_t want = total / 2;
    int k = 0;
    for (; k < *count && want > 0; ++k) {
      half[k] = (*v)[k];
      if (half[k].iov_len > want) half[k].iov_len = want;
      want -= half[k].iov_len;
    }
    *v = half;
    *count = k;
  }
  return 0;
}

static void* real(const char* name) { return dlsym(RTLD_NEXT, name); }

#define REAL(type, name) ((type)real(#name))

typedef ssize_t (*rw_fn)(int, void*, size_t);
typedef ssize_t (*w_fn)(int, const void*, size_t);
typedef off_t (*lseek_fn)(int, off_t, int);
typedef int (*trunc_fn)(int, off_t);
typedef int (*fd_fn)(int);

__attribute__((visibility("default"))) ssize_t read(int fd, void* buf,
                                                    size_t n) {
  if (fault_transfer(F_READ, fd, &n) < 0) return -1;
  return REAL(rw_fn, read)(fd, buf, n);
}

__attribute__((visibility("default"))) ssize_t write(int fd, const void* buf,
                                                     size_t n) {
  log_call("write", fd, (long)n);
  if (fault_transfer(F_WRITE, fd, &n) < 0) return -1;
  return REAL(w_fn, write)(fd, buf, n);
}

/* readv counts as a read: the library reads a large block straight into
 * the program's array and what follows into its buffer in one readv.
 * SHORT reads half the bytes asked, whole vectors first. */
typedef ssize_t (*rv_fn)(int, const struct iovec*, int);

__attribute__((visibility("default"))) ssize_t readv(int fd,
                                                     const struct iovec* v,
                                                     int count) {
  struct iovec half[16];
  if (fault_vectors(F_READ, fd, &v, &count, half) < 0) return -1;
  return REAL(rv_fn, readv)(fd, v, count);
}

/* writev counts as a write: the library sends a large block and the
 * buffered bytes before it in one writev.  SHORT transfers half the
 * bytes asked, whole vectors first. */
typedef ssize_t (*wv_fn)(int, const struct iovec*, int);

__attribute__((visibility("default"))) ssize_t writev(int fd,
                                                      const struct iovec* v,
                                                      int count) {
  size_t all = 0;
  for (int i = 0; i < count; ++i) all += v[i].iov_len;
  log_call("write", fd, (long)all);
  struct iovec half[16];
  if (fault_vectors(F_WRITE, fd, &v, &count, half) < 0) return -1;
  return REAL(wv_fn, writev)(fd, v, count);
}

static off_t do_lseek(const char* name, int fd, off_t off, int whence) {
  if (fails(F_LSEEK, fd)) return -1;
  return ((lseek_fn)real(name))(fd, off, whence);
}

__attribute__((visibility("default"))) off_t lseek(int fd, off_t off,
                                                   int whence) {
  return do_lseek("lseek", fd, off, whence);
}

__attribute__((visibility("default"))) off_t lseek64(int fd, off_t off,
                                                     int whence) {
  return do_lseek("lseek64", fd, off, whence);
}

static int do_ftruncate(const char* name, int fd, off_t len) {
  if (fails(F_FTRUNCATE, fd)) return -1;
  return ((trunc_fn)real(name))(fd, len);
}

__attribute__((visibility("default"))) int ftruncate(int fd, off_t len) {
  return do_ftruncate("ftruncate", fd, len);
}

__attribute__((visibility("default"))) int ftruncate64(int fd, off_t len) {
  return do_ftruncate("ftruncate64", fd, len);
}

/* Like Linux, a failing close still releases the descriptor. */
__attribute__((visibility("default"))) int close(int fd) {
  log_call("close", fd, -1);
  int fail = hit(F_CLOSE, fd) && !g_short;
  int r = REAL(fd_fn, close)(fd);
  if (fail) {
    errno = g_kind_errno;
    return -1;
  }
  return r;
}

__attribute__((visibility("default"))) int fsync(int fd) {
  if (fails(F_FSYNC, fd)) return -1;
  return REAL(fd_fn, fsync)(fd);
}

/* pread and pwrite: EINTR, SHORT, EIO and the others as for read/write. */
typedef ssize_t (*pr_fn)(int, void*, size_t, off_t);
typedef ssize_t (*pw_fn)(int, const void*, size_t, off_t);

static ssize_t do_pread(const char* name, int fd, void* buf, size_t n,
                        off_t at) {
  if (fault_transfer(F_PREAD, fd, &n) < 0) return -1;
  return ((pr_fn)real(name))(fd, buf, n, at);
}

__attribute__((visibility("default"))) ssize_t pread(int fd, void* buf,
                                                     size_t n, off_t at) {
  return do_pread("pread", fd, buf, n, at);
}

__attribute__((visibility("default"))) ssize_t pread64(int fd, void* buf,
                                                       size_t n, off_t at) {
  return do_pread("pread64", fd, buf, n, at);
}

static ssize_t do_pwrite(const char* name, int fd, const void* buf, size_t n,
                         off_t at) {
  log_call_at("write", fd, (long)n, (long)at);
  if (fault_transfer(F_PWRITE, fd, &n) < 0) return -1;
  return ((pw_fn)real(name))(fd, buf, n, at);
}

__attribute__((visibility("default"))) ssize_t pwrite(int fd, const void* buf,
                                                      size_t n, off_t at) {
  return do_pwrite("pwrite", fd, buf, n, at);
}

__attribute__((visibility("default"))) ssize_t pwrite64(int fd, const void* buf,
                                                        size_t n, off_t at) {
  return do_pwrite("pwrite64", fd, buf, n, at);
}

/* fstat (fstat64 is the same function on 64-bit glibc): counted, and
 * made to fail with the chosen errno. */
struct stat;
typedef int (*fstat_fn)(int, struct stat*);

static int do_fstat(const char* name, int fd, struct stat* st) {
  if (fails(F_FSTAT, fd)) return -1;
  return ((fstat_fn)real(name))(fd, st);
}

__attribute__((visibility("default"))) int fstat(int fd, struct stat* st) {
  return do_fstat("fstat", fd, st);
}

__attribute__((visibility("default"))) int fstat64(int fd, struct stat* st) {
  return do_fstat("fstat64", fd, st);
}

/* access and stat of a path (INQUIRE(FILE=), OPEN): counted as calls on no
 * descriptor, whatever FTNIO_FAULT_MINFD says, and made to fail. */
enum { kPathCall = 1 << 30 };
typedef int (*access_fn)(const char*, int);
typedef int (*stat_fn)(const char*, struct stat*);

__attribute__((visibility("default"))) int access(const char* path, int mode) {
  if (fails(F_ACCESS, kPathCall)) return -1;
  return ((access_fn)real("access"))(path, mode);
}

static int do_stat(const char* name, const char* path, struct stat* st) {
  if (fails(F_STAT, kPathCall)) return -1;
  return ((stat_fn)real(name))(path, st);
}

__attribute__((visibility("default"))) int stat(const char* path,
                                                struct stat* st) {
  return do_stat("stat", path, st);
}

__attribute__((visibility("default"))) int stat64(const char* path,
                                                  struct stat* st) {
  return do_stat("stat64", path, st);
}
