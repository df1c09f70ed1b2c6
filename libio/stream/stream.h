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

class BufferedStream;
struct SyscallStats;

class Stream {
 public:
  virtual ~Stream() = default;

  // Reads up to n bytes at the current position.  Returns the number read
  // (0 at end of file, fewer than n at end of file or from a pipe or
  // terminal) or -errno.  EINTR is retried.
  virtual Offset read(void* buf, Offset n) = 0;

  // Writes all n bytes at the current position (retrying EINTR and short
  // writes).  Returns n or -errno; on error some prefix may have been
  // written, as with write(2).
  virtual Offset write(const void* buf, Offset n) = 0;

  // read(a, na), then, once a is full, read(b, nb): in one system call
  // where the stream has it (readv(2)), so that a large block lands in
  // the caller's memory and what follows it in a buffer at once.  Returns
  // the total (fewer than na + nb as read() would return fewer; bytes go
  // to b only when a is full) or -errno.  Only seekable streams read b
  // here: on a pipe or terminal a second read could block.
  virtual Offset read_pair(void* a, Offset na, void* b, Offset nb) {
    Offset r = read(a, na);
    if (r < na || nb == 0 || !seekable()) return r;
    Offset s = read(b, nb);
    return s < 0 ? r : r + s;
  }

  // lseek(2): whence is SEEK_SET, SEEK_CUR or SEEK_END.  Returns the new
  // position or -errno (-ESPIPE on pipes and terminals).
  virtual Offset seek(Offset offset, int whence) = 0;

  // The current position, or -errno.
  virtual Offset tell() = 0;

  // The size of the file in bytes, including data not yet written back, or
  // -errno.
  virtual Offset size() = 0;

  // ftruncate(2) to length bytes; the position is not changed.  0 or -errno.
  virtual int truncate(Offset length) = 0;

  // Pushes buffered data to the kernel (a no-op for raw and memory
  // streams).  0 or -errno.
  virtual int flush() = 0;

  // Flushes, then releases the descriptor or buffer.  0 or the first
  // -errno met.  The stream must not be used afterwards except to destroy it.
  virtual int close() = 0;

  // Whether seek/tell/size work (regular files, block devices, memory).
  virtual bool seekable() const = 0;

  // The POSIX descriptor, or -1 for memory streams.
  virtual int fileno() const = 0;

  // This stream as a BufferedStream, or null: a hot path holding one can
  // call its members directly, inlined (there is no RTTI to ask).
  virtual BufferedStream* buffered() { return nullptr; }

  // Where the descriptor stream under this one counts its system calls
  // for the I/O report (FTNIO_REPORT), or null to stop counting.  Memory
  // streams make none; a buffered stream passes it on.
  virtual void set_syscall_stats(SyscallStats*) {}

  // In-place output, for a caller that assembles bytes piecemeal (an
  // unformatted record and its markers) and would otherwise gather them
  // elsewhere and copy them in with write(): returns where the next byte
  // written at the current position would be buffered and sets *room to
  // how many bytes fit there with no I/O at all, or returns nullptr (room
  // 0) when the stream has no buffer or the position is not at the end of
  // the data it buffers.  Storing there changes nothing by itself.
  virtual char* append_window(size_t* room) {
    *room = 0;
    return nullptr;
  }

  // write(a, na) then write(b, nb), in one system call where the stream
  // has them (writev(2)), so that a large block need not be copied
  // behind a few buffered bytes.  Returns na + nb or -errno (some prefix
  // may have been written, as with write()).
  virtual Offset write_pair(const void* a, Offset na, const void* b,
                            Offset nb) {
    Offset r = write(a, na);
    if (r < 0) return r;
    r = write(b, nb);
    return r < 0 ? r : na + nb;
  }

  // Reads up to n bytes at file offset `at` and leaves the position
  // where it was (pread(2)).  Returns as read() does.  This default seeks
  // there and back; a descriptor does it in one system call.
  virtual Offset read_at(Offset at, void* buf, Offset n) {
    Offset here = tell();
    if (here < 0) return here;
    Offset r = seek(at, SEEK_SET);
    if (r < 0) return r;
    Offset got = read(buf, n);
    r = seek(here, SEEK_SET);
    return got < 0 ? got : r < 0 ? r : got;
  }

  // Writes n bytes at file offset `at` and leaves the position where it
  // was (pwrite(2)): a record's head marker, patched once the record's length is
  // known.  Returns n or -errno.  A buffered stream keeps its buffer when
  // the bytes lie outside it, where seek(), write(), seek() would write it
  // back first.
  virtual Offset write_at(Offset at, const void* buf, Offset n) {
    Offset here = tell();
    if (here < 0) return here;
    Offset r = seek(at, SEEK_SET);
    if (r < 0) return r;
    Offset w = write(buf, n);
    r = seek(here, SEEK_SET);
    return w < 0 ? w : r < 0 ? r : w;
  }

  // Makes the n bytes stored at `at` (a pointer append_window() returned)
  // part of the stream, exactly as write(at, n) would; n == 0 gives the
  // window back unused.  Returns false and does nothing when `at` is no
  // longer the append point or n exceeds its room (the stream was used in
  // between): the caller must then write the bytes itself, from a copy.
  // Cannot fail otherwise: there is no I/O.
  virtual bool append_commit(const char* at, size_t n) {
    (void)at;
    return n == 0;
  }
};

}  // namespace ftnio

#endif  // FTNIO_STREAM_STREAM_H
