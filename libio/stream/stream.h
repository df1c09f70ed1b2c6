// SPDX-License-Identifier: MIT
// The stream contract shared by the raw, buffered and memory streams (L1).
//
// Every stream implements the same operations with POSIX meaning, so that a
// unit never knows which kind it holds and tests can run one operation
// sequence against all of them and compare.  Errors are returned, never kept
// in errno: a result below zero is -errno of the failing system call.  This
// keeps the error code intact across later calls that would clobber errno
// (message formatting, locale handling; docs/abi.md §7.3).
#ifndef FTNIO_STREAM_STREAM_H
#define FTNIO_STREAM_STREAM_H

#include <cstddef>
#include <cstdint>
#include <cstdio>  // SEEK_SET

namespace ftnio {

// A byte offset or a count; negative values returned by Stream are -errno.
using Offset = int64_t;

class AppendWindow;
struct SyscallStats;

// The contract has eleven virtual members: the nine operations every
// stream has (read, write, their positional forms, seek, size, truncate,
// flush, close: libgfortran's table has nine too, with tell and markeor
// where we have the positional pair), the optional append window, whose
// default says "not available", and where to count system calls for the
// I/O report (a no-op by default).  What does not vary while a stream lives
// (seekable, fileno) is a field of this base, read without a call, and
// the variations of one operation (tell, read and write without a second
// buffer, read_fully) are non-virtual members written with the others.
class Stream {
 public:
  virtual ~Stream() = default;

  // ---- transfer ---------------------------------------------------------
  // Reads up to n bytes at the current position.  Returns the number read
  // (0 at end of file, fewer than n at end of file or from a pipe or
  // terminal) or -errno.  EINTR is retried.
  Offset read(void* buf, Offset n) { return read(buf, n, nullptr, 0); }

  // read(a, na), then, once a is full, read(b, nb): in one system call
  // where the stream has it (readv(2)), so that a large block lands in
  // the caller's memory and what follows it in a buffer at once.  Returns
  // the total (fewer than na + nb as read() would return fewer; bytes go
  // to b only when a is full) or -errno.  Only seekable streams read b
  // here: on a pipe or terminal a second read could block.  nb == 0 is
  // the plain read above.
  virtual Offset read(void* a, Offset na, void* b, Offset nb) = 0;

  // Writes all n bytes at the current position (retrying EINTR and short
  // writes).  Returns n or -errno; on error some prefix may have been
  // written, as with write(2).
  Offset write(const void* buf, Offset n) { return write(buf, n, nullptr, 0); }

  // write(a, na) then write(b, nb), in one system call where the stream
  // has them (writev(2)), so that a large block need not be copied
  // behind a few buffered bytes.  Returns na + nb or -errno (some prefix
  // may have been written, as with write()).  nb == 0 is the plain write.
  virtual Offset write(const void* a, Offset na, const void* b, Offset nb) = 0;

  // Reads n bytes unless the file ends first (read() may return fewer
  // from a pipe or terminal).  The count read, or -errno.
  Offset read_fully(void* buf, Offset n) {
    auto* p = static_cast<char*>(buf);
    Offset done = 0;
    while (done < n) {
      Offset r = read(p + done, n - done);
      if (r < 0) return r;
      if (r == 0) break;
      done += r;
    }
    return done;
  }

  // Reads up to n bytes at file offset `at` and leaves the position
  // where it was (pread(2)).  Returns as read() does.  This default seeks
  // there and back; a descriptor does it in one system call.
  virtual Offset read_at(Offset at, void* buf, Offset n);

  // Writes n bytes at file offset `at` and leaves the position where it
  // was (pwrite(2)): a record's head marker, patched once the record's
  // length is known.  Returns n or -errno.  A buffered stream keeps its
  // buffer when the bytes lie outside it, where seek(), write(), seek()
  // would write it back first.
  virtual Offset write_at(Offset at, const void* buf, Offset n);

  // ---- position and file ------------------------------------------------
  // lseek(2): whence is SEEK_SET, SEEK_CUR or SEEK_END.  Returns the new
  // position or -errno (-ESPIPE on pipes and terminals).
  virtual Offset seek(Offset offset, int whence) = 0;

  // The current position, or -errno.
  Offset tell() { return seek(0, SEEK_CUR); }

  // The size of the file in bytes, including data not yet written back, or
  // -errno.
  virtual Offset size() = 0;

  // ftruncate(2) to length bytes; the position is not changed.  0 or -errno.
  virtual int truncate(Offset length) = 0;

  // Pushes buffered data to the kernel (a no-op for raw and memory
  // streams).  0 or -errno.
  virtual int flush() = 0;

  // Flushes, then releases the descriptor or buffer.  0 or the first
  // -errno met.  The stream must not be used afterwards except to destroy
  // it; fileno() is then -1.
  virtual int close() = 0;

  // ---- fixed at construction (no call) ------------------------------------
  // Whether seek/tell/size work (regular files, block devices, memory).
  bool seekable() const { return seekable_; }

  // The POSIX descriptor, or -1 for memory streams and after close().
  int fileno() const { return fd_; }

  // ---- optional capability -------------------------------------------
  // In-place output at the end of the stream's buffer
  // (stream/append_window.h), or null: this default, for streams without
  // a buffer (raw and memory).  The same object for the stream's life, so
  // a unit asks once per connection.
  virtual AppendWindow* append_window() { return nullptr; }

  // The size in bytes of the stream's buffer, 0 for streams without one
  // (raw and memory): what the I/O report shows of a connection.  Not a
  // virtual member: the buffer is the append window's.
  size_t buffer_size();

  // Where the descriptor stream under this one counts its system calls
  // for the I/O report (FTNIO_REPORT), or null to stop counting.  Memory
  // streams make none; a buffered stream passes it on.
  virtual void set_syscall_stats(SyscallStats*) {}

 protected:
  Stream(bool seekable, int fd) : seekable_(seekable), fd_(fd) {}
  // The defaults of read(a, na, b, nb) and write(a, na, b, nb) with a
  // second buffer, in terms of their plain forms (nb == 0).
  Offset read_pair_default(void* a, Offset na, void* b, Offset nb);
  Offset write_pair_default(const void* a, Offset na, const void* b, Offset nb);
  void set_closed() { fd_ = -1; }

 private:
  bool seekable_;  // seek/tell/size work
  int fd_;         // descriptor, or -1
};

}  // namespace ftnio

#endif  // FTNIO_STREAM_STREAM_H
