// SPDX-License-Identifier: MIT
// A write-back, read-ahead buffer over another stream (L1).
//
// The buffer is one window of the file:
//
//   file:   ....|<------------- active_ ------------->|........
//               ^ win_start_                          ^ win_start_ + active_
//   buf_:       [ clean | dirty_lo_ .. dirty_hi_ | clean ]  capacity cap_
//
//   * buf_[0, active_) mirrors file bytes [win_start_, win_start_+active_)
//     and is authoritative for them (newer than the disk where dirty).
//   * [dirty_lo_, dirty_hi_) is the one range not yet written back
//     (empty when dirty_lo_ == dirty_hi_); it lies inside [0, active_).
//   * pos_ is the logical position; it may lie anywhere, even outside the
//     window or beyond the end of file (a later write makes a hole).
//   * phys_ is where the inner stream's position is known to be, or -1 when
//     unknown (after an error); the inner stream is only lseek'd when
//     phys_ differs from where the next transfer must happen.
#ifndef FTNIO_STREAM_BUFFERED_STREAM_H
#define FTNIO_STREAM_BUFFERED_STREAM_H

#include <cstddef>
#include <memory>

#include "stream/append_window.h"
#include "stream/stream.h"

namespace ftnio {

// GFORTRAN_UNFORMATTED_BUFFER_SIZE (default 131072) for unformatted units,
// GFORTRAN_FORMATTED_BUFFER_SIZE (default 8192) for formatted ones; a
// non-positive or malformed value gives the default.  Read on every call.
size_t default_buffer_size(bool unformatted);

// The buffer of a unit's regular file: default_buffer_size() to start
// with, and how far it may grow (BufferedStream's grow_limit): to
// kGrowLimit when the size is the default, not at all when the user chose
// it with the environment variable.
struct BufferSizing {
  size_t initial;
  size_t grow_limit;
};
// From the variable's value as read (env_int, 0 when unset or malformed):
// the units take it from EnvOptions, read once as libgfortran does at
// start-up, not from a getenv per OPEN.
BufferSizing buffer_sizing(bool unformatted, int chosen);
// The same from the environment as it is now.  Read on every call.
BufferSizing buffer_sizing(bool unformatted);
// Largest buffer a default-sized one grows to: the kernel takes a regular
// file's data about 13% faster in writes of 1 MiB than of 128 KiB (ext4,
// page cache), and reads fewer, larger blocks.
constexpr size_t kGrowLimit = size_t{1} << 20;

// The file offsets a sequential writer's write-backs start and end on.
// Linux page caches with large folios (ext4, xfs) take a write about 40%
// slower when it does not start and end on such a boundary: measured with
// plain write(2) loops of 64 KiB, at offsets 4 or 4096 bytes past one.
constexpr Offset kWriteAlign = Offset{1} << 16;

// Read-ahead of a seekable file after a random miss: it doubles while the
// reads go on sequentially, up to the capacity (BufferedStream::next_fill).
constexpr size_t kMinFill = 8192;

// How a BufferedStream's buffer behaves beyond its size.  The unit layer
// sets only grow_limit; tests set small values of the others, to reach
// every path with small buffers.
struct BufferTuning {
  size_t grow_limit = 0;             // may double up to this (0: never)
  Offset write_align = kWriteAlign;  // a power of two, or 0: no alignment
  size_t min_fill = kMinFill;        // read-ahead after a jump, >= 1
  // The file's size when the caller opened it (it has just fstat'd the
  // descriptor), or -1: the first size() asks the inner stream.
  Offset known_size = -1;
  // The descriptor's offset when the caller knows it without asking (0:
  // it has just opened the file), or -1: the stream asks the inner one
  // (an lseek(2) per OPEN, where libgfortran makes none).
  Offset known_position = -1;
};

// Behaviour (beyond the Stream contract):
//  * Small writes are coalesced.  A write of at least half the capacity
//    (or of kLargeWrite, when that is less) goes straight to the inner
//    stream, in one write(a, na, b, nb) with the dirty bytes that end where it
//    starts, else after writing them back.
//    On a seekable inner stream, the part a read of half the capacity (or
//    of kLargeRead) or more that the window does not hold lands directly
//    in the caller's memory, and the min_fill bytes after it come into
//    the buffer in the same read(a, na, b, nb) (read_large); on a pipe or
//    terminal a read of the capacity or more does.  A read that misses the
//    window refills it with kMinFill bytes, doubled at each miss that goes on
//    sequentially, up to the capacity (next_fill).
//  * On a seekable inner stream a read returns as many bytes as the inner
//    stream would (min(n, size - pos) on a regular file), so results equal
//    those of the inner stream used alone.  On a pipe or terminal a read
//    returns buffered bytes without blocking for more.
//  * Reads that miss the window first write back dirty data, so holes and
//    data beyond the old end of file read back exactly as from the kernel.
//  * truncate() writes back, truncates the inner stream, then drops the
//    window, so no buffered byte beyond the new length can come back.
//  * flush() failure: on a seekable inner stream the dirty range is kept
//    and the next flush()/close() rewrites all of it at its own offset
//    (idempotent).  On a pipe or terminal the data is dropped because an
//    unknown prefix may already have gone out and a retry would duplicate
//    it; the error is still returned.  Either way the error is reported.
//  * Descriptors opened with O_APPEND are not supported for positioning:
//    the position is tracked here, so open normally and seek to the end.
//  * After close() every operation returns -EBADF.
//  * size() of a seekable file is known, not asked: the size when opened
//    (BufferTuning::known_size, else one inner size() on first use),
//    raised by every write that ends past it and set by truncate().  A
//    direct-access READ asks for it on every statement, and one fstat(2)
//    each cost more than the READ itself.  Like libgfortran, which keeps
//    its file_length the same way, a file grown by another process (or
//    through the descriptor) is not seen to grow.  After a failed write,
//    which may have gone out in part, the inner stream is asked again.
//  * Aligned write-back (seekable inner stream, capacity at least twice
//    the alignment, kWriteAlign unless the constructor is told otherwise):
//    a sequential writer's window is turned over where it reaches a file
//    offset that is a multiple of the alignment (fill_end_, at most the
//    capacity), and a large write leaves its bytes past the last such
//    offset in the buffer.  After the first one, every write-back
//    of sequential output starts and ends on those offsets.
//  * Growth (grow_limit above buffer_size): after kGrowAfter turnovers
//    of the window in a row at its own end (sequential writing or
//    reading), the buffer doubles, up to grow_limit.  It grows only while
//    the window is empty, so no byte moves; a failed allocation keeps the
//    old buffer and stops growth.
class BufferedStream final : public Stream, public AppendWindow {
 public:
  // buffer_size 0 is treated as 1.  The initial position is inner->tell().
  // If the allocation fails, smaller sizes are tried (down to an internal
  // 64-byte buffer): the stream degrades, it never fails to construct.
  BufferedStream(std::unique_ptr<Stream> inner, size_t buffer_size,
                 BufferTuning tuning = {});
  ~BufferedStream() override;  // flushes (errors are lost: close() first)
  BufferedStream(const BufferedStream&) = delete;
  BufferedStream& operator=(const BufferedStream&) = delete;

  using Stream::read;
  using Stream::write;
  // A second buffer (nb > 0) is the contract's default: two calls.
  Offset read(void* buf, Offset n, void* b, Offset nb) override;
  Offset write(const void* buf, Offset n, const void* b, Offset nb) override;
  Offset seek(Offset offset, int whence) override;
  Offset write_at(Offset at, const void* buf, Offset n) override;
  Offset size() override;
  int truncate(Offset length) override;
  int flush() override;
  int close() override;
  // The append window (stream/append_window.h): the buffer's end.
  AppendWindow* append_window() override { return this; }
  void set_syscall_stats(SyscallStats* s) override {
    inner_->set_syscall_stats(s);
  }

  Stream* inner() { return inner_.get(); }  // the wrapped stream (tests)

 private:
  int write_back();              // writes [dirty_lo_, dirty_hi_)
  int sync_inner(Offset where);  // lseek inner to where if phys_ differs
  void drop_window();            // forget the window (must be clean)
  // An inner write ended at file offset `end` (>= 0), or failed (-1: a
  // prefix of unknown length may have gone out).
  void note_written(Offset end) {
    if (end < 0)
      file_len_ = -1;
    else if (file_len_ >= 0 && end > file_len_)
      file_len_ = end;
  }
  // read()/write() past the window, out of line (hot/cold rule:
  // perf/README.md).
  Offset read_slow(char* dst, Offset n, Offset done);
  Offset read_inner(char* dst, Offset n);  // read or pread at pos_
  Offset read_large(char* dst, Offset n, Offset done);
  size_t next_fill(bool had_window, size_t want);
  Offset write_through(const char* src, Offset n);
  Offset write_slow(const char* src, Offset n);
  Offset write_large(const char* src, Offset n);
  // A non-empty window was written back or consumed and dropped;
  // sequential: the next transfer starts at its end.  May grow the (now
  // empty) buffer.  Starting from an empty window counts for nothing.
  void note_turnover(bool sequential);
  void grow();
  // The bytes of a write of n at pos_ past its last alignment boundary,
  // which write_large() keeps in the buffer (0 when not aligning, or when
  // the write crosses no boundary).
  size_t unaligned_tail(Offset n) const {
    if (!aligning()) return 0;
    Offset t = (pos_ + n) & (align_ - 1);
    return t < n ? static_cast<size_t>(t) : 0;
  }
  Offset write_split(const char* src, Offset n);
  void store_at_end(const char* src, size_t n);
  // Adds buf_[lo, hi) to the dirty range.  Clean bytes between two dirty
  // runs are valid file data, so writing back the hull of both is correct.
  // Dirty bytes stay one contiguous range: a range with clean bytes inside
  // would write those back too, over what another process (or another
  // unit on the file) wrote there since they were read, as ranks writing
  // disjoint records of one direct-access file do.  libgfortran writes
  // back before a write that neither continues nor overlaps its dirty
  // bytes; so does this, before storing [lo, hi).
  int keep_dirty_contiguous(size_t lo, size_t hi) {
    if (dirty_lo_ == dirty_hi_ || (hi >= dirty_lo_ && lo <= dirty_hi_))
      return 0;
    return write_back();
  }
  void mark_dirty(size_t lo, size_t hi) {
    if (dirty_lo_ == dirty_hi_) {
      dirty_lo_ = lo;
      dirty_hi_ = hi;
      return;
    }
    if (lo < dirty_lo_) dirty_lo_ = lo;
    if (hi > dirty_hi_) dirty_hi_ = hi;
  }
  // (Whether a write is large: AppendWindow::is_large, which append()
  // shares.)
  // Whether a read of n bytes (all of it, including what the window
  // holds) takes the rest from the inner stream straight into the
  // caller's memory: half the buffer, or kLargeRead of a grown one.  A
  // system call costs about as much as copying 16 KiB out of the buffer
  // here (bench_stream: records of 16 KiB read at 6.5 GB/s either way,
  // of 32 KiB at 7.2 against 6.7, of 64 KiB at 7.9 against 6.7).
  static constexpr size_t kLargeRead = size_t{1} << 15;
  bool read_is_large(Offset n) const {
    size_t half = cap_ - cap_ / 2;
    return static_cast<size_t>(n) >= (half < kLargeRead ? half : kLargeRead);
  }

  // The window's state (buf_, cap_, win_start_, fill_end_, active_, the
  // dirty range, pos_, align_, closed_, window_out_) is AppendWindow's.
  std::unique_ptr<Stream> inner_;  // the stream written back to
  bool owns_buf_ = false;          // buf_ is heap memory (else fallback_)
  Offset phys_ = -1;               // inner position if known, else -1
  Offset file_len_ = -1;           // size of a seekable file as written
                                   // back, or -1: ask the inner stream
  size_t grow_limit_;              // cap_ may double up to this
  int streak_ = 0;                 // sequential turnovers in a row
  size_t min_fill_;                // read-ahead after a jump
  size_t fill_;                    // bytes the last read-ahead asked for
  char fallback_[64];              // used only if allocation fails
};

}  // namespace ftnio

#endif  // FTNIO_STREAM_BUFFERED_STREAM_H
