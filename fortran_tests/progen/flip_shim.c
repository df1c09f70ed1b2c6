/* SPDX-License-Identifier: MIT
 * Negative control of the program generator's runner (run.py
 * --negative-control): preloaded into the ftnio runs only, it flips one
 * bit of the first byte of the first write(2) or writev(2) to fd 1, so a
 * runner that compares stdout must report every program as different.
 * No stdio: it must not call the functions it wraps through themselves.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <string.h>
#include <sys/types.h>
#include <sys/uio.h>
#include <unistd.h>

static int g_done;

typedef ssize_t (*write_fn)(int, const void*, size_t);
typedef ssize_t (*writev_fn)(int, const struct iovec*, int);

ssize_t write(int fd, const void* buf, size_t n) {
  write_fn real = (write_fn)dlsym(RTLD_NEXT, "write");
  if (fd != 1 || g_done || n == 0) return real(fd, buf, n);
  g_done = 1;
  char first = (char)(((const char*)buf)[0] ^ 1);
  if (real(fd, &first, 1) != 1) return -1;
  ssize_t r = n > 1 ? real(fd, (const char*)buf + 1, n - 1) : 0;
  return r < 0 ? 1 : r + 1;
}

ssize_t writev(int fd, const struct iovec* iov, int count) {
  writev_fn realv = (writev_fn)dlsym(RTLD_NEXT, "writev");
  if (fd != 1 || g_done) return realv(fd, iov, count);
  /* Hand the first non-empty piece to write(), which flips its byte. */
  for (int i = 0; i < count; ++i)
    if (iov[i].iov_len) return write(fd, iov[i].iov_base, iov[i].iov_len);
  return realv(fd, iov, count);
}
