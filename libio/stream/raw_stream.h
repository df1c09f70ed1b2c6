// SPDX-License-Identifier: MIT
// The unbuffered POSIX descriptor stream and the few file syscalls the upper
// layers need (L1).  raw_stream.cpp is the only file in ftnio that calls the
// POSIX file API, so fault injection can wrap exactly one translation unit.
#ifndef FTNIO_STREAM_RAW_STREAM_H
#define FTNIO_STREAM_RAW_STREAM_H

#include <cstdint>

#include "stream/io_stats.h"
#include "stream/stream.h"

namespace ftnio {

// A thin wrapper over one descriptor.  Every call maps to one syscall (plus
// EINTR retries), so RawStream is also the reference that BufferedStream is
// tested against.
//
//  * read: one read(2), retried on EINTR only.  It never loops to fill the
//    request, so reading a terminal or pipe returns what is available
//    instead of blocking for more.
//  * write: loops over short writes and EINTR.  EAGAIN (a descriptor some
//    other process made O_NONBLOCK, e.g. a shared terminal) waits with
//    poll(2) for POLLOUT and retries, so output is never dropped.  Any
//    other error returns -errno (a prefix may have been written).
//  * size: fstat(2) st_size whatever the file type (0 for pipes and
//    terminals on Linux); callers that care check seekable().
//  * After close() every operation returns -EBADF.
class RawStream final : public Stream {
 public:
  // close_fd=false for the preconnected descriptors 0, 1 and 2, which are
  // never closed (close() then only detaches).  seekable() is probed once
  // here with lseek(fd, 0, SEEK_CUR).
  RawStream(int fd, bool close_fd);
  // The same, for a descriptor raw_fstat() has just probed: seekable is
  // its answer (one lseek(2) fewer per OPEN).
  RawStream(int fd, bool close_fd, bool seekable)
      : Stream(fd >= 0 && seekable, fd), fd_(fd), close_fd_(close_fd) {}
  ~RawStream() override;
  RawStream(const RawStream&) = delete;
  RawStream& operator=(const RawStream&) = delete;

  using Stream::read;
  using Stream::write;
  // read(2), or with a second buffer readv(2), retried on EINTR only.
  Offset read(void* a, Offset na, void* b, Offset nb) override;
  // write(2), or with a second buffer writev(2), retried as described.
  Offset write(const void* a, Offset na, const void* b, Offset nb) override;
  // pread(2) and pwrite(2): one system call where seek, transfer and seek
  // back would be three, with the retries of read() and write().
  Offset read_at(Offset at, void* buf, Offset n) override;
  Offset write_at(Offset at, const void* buf, Offset n) override;
  Offset seek(Offset offset, int whence) override;
  Offset size() override;
  int truncate(Offset length) override;
  int flush() override;  // no-op, returns 0 (-EBADF after close)
  int close() override;
  void set_syscall_stats(SyscallStats* s) override { stats_ = s; }

 private:
  Offset read_one(void* buf, Offset n);         // read(2)
  Offset write_one(const void* buf, Offset n);  // write(2) until done
  int fd_;         // descriptor, -1 once closed (fileno() likewise)
  bool close_fd_;  // whether close() releases fd_ (false for 0/1/2)
  SyscallStats* stats_ = nullptr;  // the report's counters, or null
};

// open(2) with O_CLOEXEC added; EINTR retried.  The descriptor or -errno.
int raw_open(const char* path, int flags, int mode);

// What the unit layer needs to know about an open file or a path.
struct FileInfo {
  bool regular;   // S_ISREG
  bool tty;       // isatty(fd); always false from raw_stat_path
  bool seekable;  // lseek(fd, 0, SEEK_CUR) works; from a path: regular or
                  // block device
  uint64_t dev;   // st_dev, with ino identifies the file (OPEN of a file
                  // already connected to another unit)
  uint64_t ino;   // st_ino
  Offset size;    // st_size in bytes
};

// fstat(2) + isatty + lseek probe (not of a regular file, which can
// always seek).  0 or -errno.  The probe is counted in stats when given
// (the I/O report's figures of the connection to be).
int raw_fstat(int fd, FileInfo* out, SyscallStats* stats = nullptr);
// stat(2) of a path (follows symlinks).  0 or -errno.
int raw_stat_path(const char* path, FileInfo* out);
// unlink(2).  0 or -errno.
int raw_unlink(const char* path);
// remove(3): unlink(2), or rmdir(2) for a directory.  0 or -errno.
int raw_remove(const char* path);
// fsync(2), EINTR retried.  0 or -errno.
int raw_fsync(int fd);
// mkostemp(templ, O_CLOEXEC) for scratch files; templ ends in "XXXXXX" and
// is rewritten in place.  The descriptor or -errno.
int raw_mkstemp(char* templ);
// close(2) of a descriptor not owned by a RawStream (e.g. after a failed
// OPEN).  EINTR is not retried and counts as success: Linux has already
// released the descriptor.  0 or -errno.
int raw_close(int fd);
// fflush(3) of the C stream on descriptor fd when it is 0, 1 or 2 (stdin,
// stdout, stderr).  libgfortran does so before every data transfer on a
// unit using one of them, so that what C code printed without a newline
// comes first, and what C read ahead of a seekable input is given back.
void raw_flush_c_stdio(int fd);

}  // namespace ftnio

#endif  // FTNIO_STREAM_RAW_STREAM_H
