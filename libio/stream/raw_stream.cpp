// SPDX-License-Identifier: MIT
// POSIX descriptor I/O: the only file with file syscalls in ftnio (L1).
#include "stream/raw_stream.h"
#include "stream/sys_queries.h"

#include <fcntl.h>
#include <poll.h>
#include <stdio_ext.h>
#include <sys/stat.h>
#include <sys/uio.h>
#include <unistd.h>

#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstdlib>

namespace ftnio {

namespace {

// Linux transfers at most this much per read/write call anyway; asking for
// less keeps the ssize_t result exact.
constexpr Offset kMaxChunk = 0x7ffff000;

// Waits until fd accepts output; used when a descriptor turned out to be
// non-blocking.  0, or -errno if poll itself fails.
int wait_writable(int fd) {
  struct pollfd p = {fd, POLLOUT, 0};
  for (;;) {
    int r = ::poll(&p, 1, -1);
    if (r >= 0) return 0;
    if (errno != EINTR) return -errno;
  }
}

// After a write(2) or writev(2) that moved nothing (r <= 0): 0 when the
// call is to be made again (EINTR, or EAGAIN once the descriptor is
// writable), else the error to report.
int after_stalled_write(int fd, ssize_t r) {
  if (r == 0) return -EIO;  // no progress and no error: do not spin
  if (errno == EINTR) return 0;
  if (errno == EAGAIN || errno == EWOULDBLOCK) return wait_writable(fd);
  return -errno;
}

void fill_info(const struct stat& st, FileInfo* out) {
  out->regular = S_ISREG(st.st_mode);
  out->tty = false;
  out->seekable = S_ISREG(st.st_mode) || S_ISBLK(st.st_mode);
  out->dev = static_cast<uint64_t>(st.st_dev);
  out->ino = static_cast<uint64_t>(st.st_ino);
  out->size = static_cast<Offset>(st.st_size);
}

}  // namespace

namespace {
// Only ESPIPE proves a descriptor unseekable: a transient failure of the
// probe (EIO...) must not turn a regular file into a "pipe", whose buffer
// would then let a later seek overtake unwritten data.
bool probe_seekable(int fd) {
  if (fd < 0) return false;
  if (::lseek(fd, 0, SEEK_CUR) >= 0) return true;
  return errno != ESPIPE && errno != EBADF;
}
}  // namespace

RawStream::RawStream(int fd, bool close_fd)
    : Stream(probe_seekable(fd), fd), fd_(fd), close_fd_(close_fd) {}

RawStream::~RawStream() { close(); }

Offset RawStream::read_one(void* buf, Offset n) {
  if (fd_ < 0) return -EBADF;
  if (n < 0) return -EINVAL;
  if (n > kMaxChunk) n = kMaxChunk;
  SyscallScope scope(stats_);
  for (;;) {
    scope.call(SyscallStats::kRead);
    ssize_t r = ::read(fd_, buf, static_cast<size_t>(n));
    scope.read(r);
    if (r >= 0) return r;
    if (errno != EINTR) return -errno;
  }
}

Offset RawStream::read(void* a, Offset na, void* b, Offset nb) {
  if (nb == 0) return read_one(a, na);
  if (fd_ < 0) return -EBADF;
  if (na < 0 || nb < 0) return -EINVAL;
  // Beyond one call's limit, read() returns its share of a alone.
  if (na > kMaxChunk - nb) return read_pair_default(a, na, b, nb);
  struct iovec v[2] = {{a, static_cast<size_t>(na)},
                       {b, static_cast<size_t>(nb)}};
  SyscallScope scope(stats_);
  for (;;) {
    scope.call(SyscallStats::kReadv);
    ssize_t r = ::readv(fd_, v, 2);
    scope.read(r);
    if (r >= 0) return r;
    if (errno != EINTR) return -errno;
  }
}

Offset RawStream::write_one(const void* buf, Offset n) {
  if (fd_ < 0) return -EBADF;
  if (n < 0) return -EINVAL;
  const char* p = static_cast<const char*>(buf);
  Offset left = n;
  SyscallScope scope(stats_);
  while (left > 0) {
    Offset chunk = left < kMaxChunk ? left : kMaxChunk;
    scope.call(SyscallStats::kWrite);
    ssize_t r = ::write(fd_, p, static_cast<size_t>(chunk));
    scope.wrote(r);
    if (r > 0) {
      p += r;
      left -= r;
      continue;
    }
    int e = after_stalled_write(fd_, r);
    if (e < 0) return e;
  }
  return n;
}

Offset RawStream::write(const void* a, Offset na, const void* b, Offset nb) {
  if (nb == 0) return write_one(a, na);
  if (fd_ < 0) return -EBADF;
  if (na < 0 || nb < 0) return -EINVAL;
  // Beyond one call's limit the two plain writes are as good.
  if (na > kMaxChunk - nb) return write_pair_default(a, na, b, nb);
  struct iovec v[2] = {{const_cast<void*>(a), static_cast<size_t>(na)},
                       {const_cast<void*>(b), static_cast<size_t>(nb)}};
  struct iovec* next = v;
  int count = 2;
  SyscallScope scope(stats_);
  while (count > 0) {
    if (next->iov_len == 0) {
      ++next;
      --count;
      continue;
    }
    scope.call(SyscallStats::kWritev);
    ssize_t r = ::writev(fd_, next, count);
    scope.wrote(r);
    if (r > 0) {
      // Step over what went out: whole vectors, then part of one.
      size_t done = static_cast<size_t>(r);
      while (count > 0 && done >= next->iov_len) {
        done -= next->iov_len;
        ++next;
        --count;
      }
      if (count > 0) {
        next->iov_base = static_cast<char*>(next->iov_base) + done;
        next->iov_len -= done;
      }
      continue;
    }
    int e = after_stalled_write(fd_, r);
    if (e < 0) return e;
  }
  return na + nb;
}

Offset RawStream::read_at(Offset at, void* buf, Offset n) {
  if (fd_ < 0) return -EBADF;
  if (n < 0 || at < 0) return -EINVAL;
  if (n > kMaxChunk) n = kMaxChunk;
  SyscallScope scope(stats_);
  for (;;) {
    scope.call(SyscallStats::kPread);
    ssize_t r =
        ::pread(fd_, buf, static_cast<size_t>(n), static_cast<off_t>(at));
    scope.read(r);
    if (r >= 0) return r;
    if (errno != EINTR) return -errno;
  }
}

Offset RawStream::write_at(Offset at, const void* buf, Offset n) {
  if (fd_ < 0) return -EBADF;
  if (n < 0 || at < 0) return -EINVAL;
  const char* p = static_cast<const char*>(buf);
  Offset done = 0;
  SyscallScope scope(stats_);
  while (done < n) {
    Offset left = n - done;
    Offset chunk = left < kMaxChunk ? left : kMaxChunk;
    scope.call(SyscallStats::kPwrite);
    ssize_t r = ::pwrite(fd_, p + done, static_cast<size_t>(chunk),
                         static_cast<off_t>(at + done));
    scope.wrote(r);
    if (r > 0) {
      done += r;
      continue;
    }
    int e = after_stalled_write(fd_, r);
    if (e < 0) return e;
  }
  return n;
}

Offset RawStream::seek(Offset offset, int whence) {
  if (fd_ < 0) return -EBADF;
  SyscallScope scope(stats_);
  scope.call(SyscallStats::kLseek);
  off_t r = ::lseek(fd_, static_cast<off_t>(offset), whence);
  return r < 0 ? -errno : static_cast<Offset>(r);
}

Offset RawStream::size() {
  if (fd_ < 0) return -EBADF;
  struct stat st;
  if (::fstat(fd_, &st) < 0) return -errno;
  return static_cast<Offset>(st.st_size);
}

int RawStream::truncate(Offset length) {
  if (fd_ < 0) return -EBADF;
  SyscallScope scope(stats_);
  for (;;) {
    scope.call(SyscallStats::kFtruncate);
    if (::ftruncate(fd_, static_cast<off_t>(length)) == 0) return 0;
    if (errno != EINTR) return -errno;
  }
}

int RawStream::flush() { return fd_ < 0 ? -EBADF : 0; }

int RawStream::close() {
  if (fd_ < 0) return -EBADF;
  int fd = fd_;
  fd_ = -1;
  set_closed();
  if (!close_fd_) return 0;
  return raw_close(fd);
}

int raw_open(const char* path, int flags, int mode) {
  for (;;) {
    int fd = ::open(path, flags | O_CLOEXEC, static_cast<mode_t>(mode));
    if (fd >= 0) return fd;
    if (errno != EINTR) return -errno;
  }
}

int raw_fstat(int fd, FileInfo* out, SyscallStats* stats) {
  struct stat st;
  if (::fstat(fd, &st) < 0) return -errno;
  fill_info(st, out);
  // Only a character device can be a terminal: no ioctl(2) per OPEN of
  // a file.
  out->tty = S_ISCHR(st.st_mode) && ::isatty(fd) == 1;
  // A regular file can always seek: no lseek(2) per OPEN of one.
  if (out->regular) return 0;
  SyscallScope scope(stats);
  scope.call(SyscallStats::kLseek);
  out->seekable = probe_seekable(fd);
  return 0;
}

int raw_stat_path(const char* path, FileInfo* out) {
  struct stat st;
  if (::stat(path, &st) < 0) return -errno;
  fill_info(st, out);
  return 0;
}

int raw_unlink(const char* path) { return ::unlink(path) == 0 ? 0 : -errno; }

int raw_remove(const char* path) {
  // remove(3): a directory is removed with rmdir.
  if (::unlink(path) == 0) return 0;
  if (errno != EISDIR) return -errno;
  return ::rmdir(path) == 0 ? 0 : -errno;
}

int raw_fsync(int fd) {
  for (;;) {
    if (::fsync(fd) == 0) return 0;
    if (errno != EINTR) return -errno;
  }
}

int raw_mkstemp(char* templ) {
  int fd = ::mkostemp(templ, O_CLOEXEC);
  return fd >= 0 ? fd : -errno;
}

// Called before every statement on units 0, 5 and 6: a C stream with no
// output waiting and no input read ahead has nothing to flush, and asking
// costs a few loads where fflush takes the stream's lock.
void raw_flush_c_stdio(int fd) {
  FILE* f = fd == STDIN_FILENO    ? stdin
            : fd == STDOUT_FILENO ? stdout
            : fd == STDERR_FILENO ? stderr
                                  : nullptr;
  if (f == nullptr || (__fpending(f) == 0 && !__freading(f))) return;
  std::fflush(f);
}

int raw_close(int fd) {
  // On Linux the descriptor is released even when close fails with EINTR,
  // so retrying could close a descriptor another thread just opened.
  if (::close(fd) == 0) return 0;
  return errno == EINTR ? 0 : -errno;
}

}  // namespace ftnio

// File-system queries and descriptor operations the unit layer needs
// beyond the stream API (sys_queries.h).  They live here so that every
// system call of the library is in this one file.
namespace ftnio {

bool sys_access(const char* path, int mode) {
  return access(path, mode == kAccessExists ? F_OK : mode) == 0;
}

int sys_ttyname(int fd, char* buf, size_t len) {
  return ttyname_r(fd, buf, len);
}

int sys_fstat(int fd, FullStat* out) {
  struct stat sb;
  int rc;
  do {
    rc = fstat(fd, &sb);
  } while (rc == -1 && errno == EINTR);
  if (rc != 0) return errno;
  int64_t* v = out->values;
  v[0] = static_cast<int64_t>(sb.st_dev);
  v[1] = static_cast<int64_t>(sb.st_ino);
  v[2] = sb.st_mode;
  v[3] = static_cast<int64_t>(sb.st_nlink);
  v[4] = sb.st_uid;
  v[5] = sb.st_gid;
  v[6] = static_cast<int64_t>(sb.st_rdev);
  v[7] = sb.st_size;
  v[8] = sb.st_atime;
  v[9] = sb.st_mtime;
  v[10] = sb.st_ctime;
  v[11] = sb.st_blksize;
  v[12] = sb.st_blocks;
  return 0;
}

int sys_move_above_std(int fd) {
  if (fd < 0 || fd > STDERR_FILENO) return fd;
  bool was[3] = {false, false, false};
  // Each dup takes the lowest free descriptor, so a second standard slot
  // may be hit before a free one above them.
  while (fd >= 0 && fd <= STDERR_FILENO) {
    was[fd] = true;
    fd = fcntl(fd, F_DUPFD_CLOEXEC, 0);
  }
  for (int i = 0; i <= STDERR_FILENO; ++i)
    if (was[i]) close(i);
  return fd;
}

void sys_exit_now(int status) {
  std::fflush(nullptr);
  ::_exit(status);
}

long sys_getpid() { return static_cast<long>(::getpid()); }

int sys_lock_file(int fd, FileLock kind) {
  struct flock f = {};
  f.l_whence = SEEK_SET;
  f.l_start = 0;
  f.l_len = 0;
  f.l_type = kind == FileLock::kShared      ? F_RDLCK
             : kind == FileLock::kExclusive ? F_WRLCK
                                            : F_UNLCK;
  return fcntl(fd, F_SETLK, &f) == 0 ? 0 : errno;
}

}  // namespace ftnio
