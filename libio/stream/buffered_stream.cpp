// SPDX-License-Identifier: MIT
// Write-back, read-ahead buffering over another stream (L1).
#include "stream/buffered_stream.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <new>
#include <utility>

#include "base/copy_bytes.h"
#include "base/env.h"
#include "stream/buffer_pool.h"

namespace ftnio {

namespace {
constexpr int kFormattedDefault = 8192;      // libgfortran's default
constexpr int kUnformattedDefault = 131072;  // libgfortran's default

const char* buffer_size_variable(bool unformatted) {
  return unformatted ? "GFORTRAN_UNFORMATTED_BUFFER_SIZE"
                     : "GFORTRAN_FORMATTED_BUFFER_SIZE";
}

size_t chosen_or_default(bool unformatted, int chosen) {
  int dflt = unformatted ? kUnformattedDefault : kFormattedDefault;
  return static_cast<size_t>(chosen > 0 ? chosen : dflt);
}

}  // namespace

size_t default_buffer_size(bool unformatted) {
  return chosen_or_default(unformatted,
                           env_int(buffer_size_variable(unformatted), 0));
}

BufferSizing buffer_sizing(bool unformatted, int chosen) {
  size_t initial = chosen_or_default(unformatted, chosen);
  return {initial, chosen > 0 || initial >= kGrowLimit ? initial : kGrowLimit};
}

BufferSizing buffer_sizing(bool unformatted) {
  return buffer_sizing(unformatted,
                       env_int(buffer_size_variable(unformatted), 0));
}

BufferedStream::BufferedStream(std::unique_ptr<Stream> inner,
                               size_t buffer_size, BufferTuning tuning)
    : Stream(inner != nullptr && inner->seekable(),
             inner != nullptr ? inner->fileno() : -1),
      AppendWindow(buffer_size ? buffer_size : 1,
                   seekable() && tuning.write_align > 0 &&
                           (tuning.write_align & (tuning.write_align - 1)) == 0
                       ? tuning.write_align
                       : 0),
      inner_(std::move(inner)),
      grow_limit_(tuning.grow_limit),
      min_fill_(tuning.min_fill > 0 ? tuning.min_fill : 1),
      fill_(min_fill_) {
  // A buffer the last closed stream left (buffer_pool.h), else a new one.
  if (cap_ > sizeof fallback_) buf_ = take_pooled_buffer(cap_);
  // Without exceptions a failed new[] would terminate; degrade instead.
  while (buf_ == nullptr && cap_ > sizeof fallback_) {
    buf_ = new (std::nothrow) char[cap_];
    if (buf_) break;
    cap_ /= 2;
  }
  owns_buf_ = buf_ != nullptr;
  if (!buf_) {
    buf_ = fallback_;
    if (cap_ > sizeof fallback_) cap_ = sizeof fallback_;
  }
  if (seekable()) {
    Offset t =
        tuning.known_position >= 0 ? tuning.known_position : inner_->tell();
    pos_ = t >= 0 ? t : 0;
    phys_ = t >= 0 ? t : -1;
    file_len_ = tuning.known_size >= 0 ? tuning.known_size : -1;
  }
  start_window(pos_);
}

BufferedStream::~BufferedStream() {
  if (!closed_) close();
  if (owns_buf_ && !keep_pooled_buffer(buf_, cap_)) delete[] buf_;
}

namespace {
// Window turnovers in a row at its end before the buffer doubles: a file
// written or read through from start to end, not one touched in a few
// places.
constexpr int kGrowAfter = 2;
}  // namespace

void BufferedStream::note_turnover(bool sequential) {
  if (!sequential) {
    streak_ = 0;
    return;
  }
  if (++streak_ >= kGrowAfter && cap_ < grow_limit_ && owns_buf_ &&
      !window_out_)
    grow();
}

// Precondition: the window is empty (dropped), so nothing is copied.
void BufferedStream::grow() {
  size_t ncap = cap_ * 2 < grow_limit_ ? cap_ * 2 : grow_limit_;
  char* p = new (std::nothrow) char[ncap];
  if (p == nullptr) {
    grow_limit_ = cap_;  // stay as is
    return;
  }
  delete[] buf_;
  buf_ = p;
  cap_ = ncap;
  streak_ = 0;
}

// Positions the inner stream at `where` unless it is known to be there.
int BufferedStream::sync_inner(Offset where) {
  if (!seekable() || phys_ == where) return 0;
  Offset r = inner_->seek(where, SEEK_SET);
  if (r < 0) {
    phys_ = -1;
    return static_cast<int>(r);
  }
  phys_ = r;
  return 0;
}

void BufferedStream::drop_window() {
  active_ = 0;
  dirty_lo_ = dirty_hi_ = 0;
}

// Elsewhere than where the inner stream stands, one pwrite(2) does what
// lseek(2) and write(2) would, and leaves the inner position as it was:
// a program writing direct-access records in a scattered order makes one
// system call per record instead of two.
int BufferedStream::write_back() {
  if (dirty_lo_ == dirty_hi_) return 0;
  Offset at = win_start_ + static_cast<Offset>(dirty_lo_);
  Offset len = static_cast<Offset>(dirty_hi_ - dirty_lo_);
  Offset w;
  if (seekable() && phys_ != at) {
    w = inner_->write_at(at, buf_ + dirty_lo_, len);
    if (w >= 0) {
      note_written(at + len);
      dirty_lo_ = dirty_hi_ = 0;
      return 0;
    }
  } else {
    w = inner_->write(buf_ + dirty_lo_, len);
  }
  if (w < 0) {
    phys_ = -1;  // a prefix may have gone out
    note_written(-1);
    // A pipe cannot be rewound: a retry would repeat that prefix.
    if (!seekable()) dirty_lo_ = dirty_hi_ = 0;
    return static_cast<int>(w);
  }
  if (seekable()) phys_ = at + len;
  note_written(at + len);
  dirty_lo_ = dirty_hi_ = 0;
  return 0;
}

Offset BufferedStream::read(void* buf, Offset n, void* b, Offset nb) {
  if (nb != 0) [[unlikely]]
    return read_pair_default(buf, n, b, nb);
  if (closed_) return -EBADF;
  if (n < 0) return -EINVAL;
  if (n == 0) return 0;
  char* dst = static_cast<char*>(buf);
  Offset done = 0;
  Offset win_end = win_start_ + static_cast<Offset>(active_);
  if (pos_ >= win_start_ && pos_ < win_end) {
    Offset avail = win_end - pos_;
    done = n < avail ? n : avail;
    std::memcpy(dst, buf_ + (pos_ - win_start_), static_cast<size_t>(done));
    pos_ += done;
    // A pipe or terminal must not block for more once something is here.
    if (done == n || !seekable()) return done;
  }
  return read_slow(dst, n, done);
}

// How many bytes a read that misses the window (want of them still to
// come, fewer than the capacity) reads into it.  A file read from where
// the last window ended, or a little past it, gets twice the last fill,
// up to the capacity; any other miss (random access, a jump back, the
// first read) gets min_fill_ (kMinFill unless tuned).  libgfortran fills
// its whole buffer on every miss: 128 KiB from the page cache for each
// record read at random, and a grown buffer here would be 1 MiB.  A pipe
// or terminal is asked for the capacity: it returns what it has.
size_t BufferedStream::next_fill(bool had_window, size_t want) {
  if (!seekable()) return cap_;
  Offset win_end = win_start_ + static_cast<Offset>(active_);
  bool ahead = had_window && pos_ >= win_end &&
               pos_ - win_end < static_cast<Offset>(fill_);
  size_t next = ahead ? fill_ * 2 : min_fill_;
  fill_ = next < cap_ ? next : cap_;
  return want > fill_ ? want : fill_;
}

// The part of a read the window could not serve; `done` bytes are already
// in dst.  Returns the total, or -errno if nothing at all was read.
Offset BufferedStream::read_slow(char* dst, Offset n, Offset done) {
  int r = write_back();  // holes and appended data must be on disk
  if (r < 0) return done > 0 ? done : r;
  Offset want = n - done;
  if (seekable() && read_is_large(n)) return read_large(dst, n, done);
  bool had_window = active_ > 0;
  bool sequential = pos_ == win_start_ + static_cast<Offset>(active_);
  if (want >= static_cast<Offset>(cap_)) {
    Offset got = read_inner(dst + done, want);
    if (got < 0) return done > 0 ? done : got;
    pos_ += got;
    if (!seekable()) drop_window();  // fully consumed
    return done + got;
  }
  size_t fill = next_fill(had_window, static_cast<size_t>(want));
  drop_window();
  if (had_window) note_turnover(sequential);
  start_window(pos_);
  Offset got = read_inner(buf_, static_cast<Offset>(fill));
  if (got < 0) return done > 0 ? done : got;
  active_ = static_cast<size_t>(got);
  Offset k = want < got ? want : got;
  std::memcpy(dst + done, buf_, static_cast<size_t>(k));
  pos_ += k;
  return done + k;
}

// Reads up to n bytes at pos_ from the inner stream (pos_ not moved):
// read(2) where the inner position is pos_ already, else one pread(2),
// which leaves that position as it was (a scattered direct-access READ
// makes one system call, not lseek(2) and read(2)).
Offset BufferedStream::read_inner(char* dst, Offset n) {
  if (seekable() && phys_ != pos_) return inner_->read_at(pos_, dst, n);
  Offset got = inner_->read(dst, n);
  if (got < 0)
    phys_ = -1;
  else if (seekable())
    phys_ = pos_ + got;
  return got;
}

// A large read of a seekable file (read_is_large) that the window does
// not hold all of (the window is clean, `done` bytes in dst): the rest
// goes from the inner stream straight into dst, and the min_fill_ bytes
// after it into the buffer, in one read(a, na, b, nb) (readv(2)).  A
// sequential file of large records thus takes one system call and no
// copy of the record per READ: the buffer gets the record's end marker
// and the head of the next one.  The read-ahead starts over at min_fill_
// because a longer one would hold much of the next large read, whose
// bytes would then be copied.
Offset BufferedStream::read_large(char* dst, Offset n, Offset done) {
  int r = sync_inner(pos_);  // readv(2) reads at the inner position
  if (r < 0) return done > 0 ? done : r;
  Offset want = n - done;
  size_t ahead = min_fill_ < cap_ ? min_fill_ : cap_;
  drop_window();
  Offset got = inner_->read(dst + done, want, buf_, static_cast<Offset>(ahead));
  if (got < 0) {
    phys_ = -1;
    start_window(pos_);
    return done > 0 ? done : got;
  }
  Offset direct = got < want ? got : want;
  pos_ += direct;
  start_window(pos_);
  active_ = static_cast<size_t>(got - direct);
  phys_ = pos_ + got - direct;
  fill_ = ahead;  // sequential misses double it from here (next_fill)
  return done + direct;
}

// Writes src straight to the inner stream at pos_ (window already clean
// and dropped, or holding unread pipe input that must stay).
Offset BufferedStream::write_through(const char* src, Offset n) {
  int r = sync_inner(pos_);
  if (r < 0) return r;
  Offset w = inner_->write(src, n);
  if (w < 0) {
    phys_ = -1;
    note_written(-1);
    return w;
  }
  pos_ += w;
  if (seekable()) phys_ = pos_;
  note_written(pos_);
  return w;
}

Offset BufferedStream::write(const void* buf, Offset n, const void* b,
                             Offset nb) {
  if (nb != 0) [[unlikely]]
    return write_pair_default(buf, n, b, nb);
  // Fast path, the common case of sequential output: appending to a dirty
  // window that ends at the position and has room.
  if (append(static_cast<const char*>(buf), static_cast<size_t>(n))) return n;
  return write_slow(static_cast<const char*>(buf), n);
}

// Appends n bytes at the end of the window, which has room for them.
void BufferedStream::store_at_end(const char* src, size_t n) {
  std::memcpy(buf_ + active_, src, n);
  mark_dirty(active_, active_ + n);
  active_ += n;
  pos_ += static_cast<Offset>(n);
}

// Half a buffer (or kLargeWrite) or more goes straight to the file, never
// copied: a record of 64 KiB with its markers does not fit twice in 128
// KiB, so most such copies would be followed at once by a write-back.
// Dirty bytes that end where it starts (the markers around it) go out in
// the same system call.  Its bytes past the last alignment boundary
// (fewer than the alignment) stay in the (empty) buffer, so that the next
// write-back starts on that boundary.
Offset BufferedStream::write_large(const char* src, Offset n) {
  Offset win_end = win_start_ + static_cast<Offset>(active_);
  size_t tail = unaligned_tail(n);  // < n, and < the alignment
  Offset head = n - static_cast<Offset>(tail);
  if (dirty_lo_ == dirty_hi_ || dirty_hi_ != active_ || pos_ != win_end) {
    int r = write_back();
    if (r < 0) return r;
    if (active_ > 0) note_turnover(pos_ == win_end);
    drop_window();
    Offset w = write_through(src, head);
    if (w < 0 || tail == 0) return w;
  } else {
    int r = sync_inner(win_start_ + static_cast<Offset>(dirty_lo_));
    if (r < 0) return r;
    Offset len = static_cast<Offset>(dirty_hi_ - dirty_lo_);
    Offset w = inner_->write(buf_ + dirty_lo_, len, src, head);
    if (w < 0) {
      phys_ = -1;  // a prefix may have gone out
      note_written(-1);
      // As in write_back(): a seekable file keeps the dirty bytes for a
      // retry, a pipe cannot take them again.
      if (!seekable()) dirty_lo_ = dirty_hi_ = 0;
      return w;
    }
    drop_window();
    pos_ += head;
    if (seekable()) phys_ = pos_;
    note_written(pos_);
    note_turnover(true);  // appended at the window's end
    if (tail == 0) return n;
  }
  start_window(pos_);
  store_at_end(src + head, tail);
  return n;
}

// A sequential write that crosses fill_end_ of an aligning buffer: its
// part up to there completes the window, which is written back ending on
// an alignment boundary, and the rest (it fits) starts the next window.
// On failure nothing of src is taken, as if the window had been written
// back first (a prefix of that part may be in the file, as after a failed
// write(2)).
Offset BufferedStream::write_split(const char* src, Offset n) {
  size_t part = fill_end_ - active_;
  int r0 = keep_dirty_contiguous(active_, active_ + part);
  if (r0 < 0) return r0;
  size_t lo = dirty_lo_;
  size_t hi = dirty_hi_;
  store_at_end(src, part);
  int r = write_back();
  if (r < 0) {
    active_ -= part;
    pos_ -= static_cast<Offset>(part);
    dirty_lo_ = lo;  // kept for a retry: the inner stream is seekable
    dirty_hi_ = hi;
    return r;
  }
  drop_window();
  note_turnover(true);
  start_window(pos_);
  store_at_end(src + part, static_cast<size_t>(n) - part);
  return n;
}

// Every write the fast path of write() does not take.
Offset BufferedStream::write_slow(const char* src, Offset n) {
  if (closed_) return -EBADF;
  if (n < 0) return -EINVAL;
  if (n == 0) return 0;
  Offset win_end = win_start_ + static_cast<Offset>(active_);
  if (!seekable() && pos_ < win_end) {
    // Unread terminal/pipe input sits in the window: output goes around
    // it, and the read cursor pos_ stays where it is.
    Offset w = inner_->write(src, n);
    return w;
  }
  if (is_large(static_cast<size_t>(n))) return write_large(src, n);
  bool in_window = active_ > 0 && pos_ >= win_start_ && pos_ <= win_end;
  if (in_window && pos_ == win_end && aligning() && active_ < fill_end_ &&
      active_ + static_cast<size_t>(n) > fill_end_)
    return write_split(src, n);
  if (!in_window || pos_ - win_start_ + n > static_cast<Offset>(cap_)) {
    int r = write_back();
    if (r < 0) return r;
    bool had_window = active_ > 0;
    drop_window();
    if (had_window) note_turnover(in_window && pos_ == win_end);
    start_window(pos_);
    // The buffer may have grown: a write that is large for the old one
    // may not be for the new one, and the reverse cannot happen.
  }
  size_t off = static_cast<size_t>(pos_ - win_start_);
  size_t len = static_cast<size_t>(n);
  int rc = keep_dirty_contiguous(off, off + len);
  if (rc < 0) return rc;
  std::memcpy(buf_ + off, src, len);
  mark_dirty(off, off + len);
  if (off + len > active_) active_ = off + len;
  pos_ += n;
  return n;
}

Offset BufferedStream::seek(Offset offset, int whence) {
  if (closed_) return -EBADF;
  if (!seekable()) return inner_->seek(offset, whence);  // -ESPIPE
  Offset base;
  switch (whence) {
    case SEEK_SET: base = 0; break;
    case SEEK_CUR: base = pos_; break;
    case SEEK_END:
      base = size();
      if (base < 0) return base;
      break;
    default: return -EINVAL;
  }
  Offset target;
  if (__builtin_add_overflow(base, offset, &target)) return -EOVERFLOW;
  if (target < 0) return -EINVAL;
  pos_ = target;  // the inner stream is positioned lazily
  return target;
}

// Bytes wholly outside the window go straight to the file, which is where
// the window's own bytes will go too (disjoint ranges): the window, and the
// alignment of its next write-back, stay.  Bytes inside it are stored.
Offset BufferedStream::write_at(Offset at, const void* buf, Offset n) {
  if (closed_) return -EBADF;
  if (!seekable()) return -ESPIPE;
  if (n < 0 || at < 0) return -EINVAL;
  if (n == 0) return 0;
  Offset win_end = win_start_ + static_cast<Offset>(active_);
  Offset end;
  if (__builtin_add_overflow(at, n, &end)) return -EOVERFLOW;
  if (active_ == 0 || end <= win_start_ || at >= win_end) {
    // pwrite(2): the inner position stays where the next write-back
    // will most likely want it.
    Offset w = inner_->write_at(at, buf, n);
    note_written(w < 0 ? -1 : at + w);
    return w;
  }
  if (at < win_start_ || end > win_end) return Stream::write_at(at, buf, n);
  size_t off = static_cast<size_t>(at - win_start_);
  int rc = keep_dirty_contiguous(off, off + static_cast<size_t>(n));
  if (rc < 0) return rc;
  std::memcpy(buf_ + off, buf, static_cast<size_t>(n));
  mark_dirty(off, off + static_cast<size_t>(n));
  return n;
}

Offset BufferedStream::size() {
  if (closed_) return -EBADF;
  if (!seekable()) return inner_->size();
  if (file_len_ < 0) {  // not known yet, or lost with a failed write
    Offset s = inner_->size();
    if (s < 0) return s;
    file_len_ = s;
  }
  if (dirty_lo_ == dirty_hi_) return file_len_;
  Offset end = win_start_ + static_cast<Offset>(dirty_hi_);
  return end > file_len_ ? end : file_len_;
}

int BufferedStream::truncate(Offset length) {
  if (closed_) return -EBADF;
  int r = write_back();
  if (r < 0) return r;
  // Clean window bytes beyond `length` would otherwise be read back.
  drop_window();
  int t = inner_->truncate(length);
  file_len_ = t == 0 && seekable() ? length : -1;
  return t;
}

int BufferedStream::flush() {
  if (closed_) return -EBADF;
  int r = write_back();
  int f = inner_->flush();
  return r < 0 ? r : f;
}

int BufferedStream::close() {
  if (closed_) return -EBADF;
  int r = write_back();
  drop_window();
  closed_ = true;
  set_closed();
  int c = inner_->close();
  return r < 0 ? r : c;
}

}  // namespace ftnio
