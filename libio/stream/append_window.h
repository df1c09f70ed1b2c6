// SPDX-License-Identifier: MIT
// The optional capability of the stream contract: in-place output at the
// end of a stream's buffer, and inline reads of bytes it holds (L1).
//
// A caller that assembles bytes piecemeal (an unformatted record and its
// markers) would otherwise gather them elsewhere and copy them in with
// write().  Stream::append_window() hands this out, or null when the
// stream has no buffer (raw and memory streams); the unit asks once per
// connection.  Its two calls are inline and not virtual: a record written
// in place makes both every time (perf/README.md, hot/cold rule).
//
// The class also holds the buffer state they read, which BufferedStream
// (the one stream that offers the capability) keeps here; see
// buffered_stream.h for what the fields mean.
#ifndef FTNIO_STREAM_APPEND_WINDOW_H
#define FTNIO_STREAM_APPEND_WINDOW_H

#include <cstddef>

#include "base/copy_bytes.h"

#include "stream/stream.h"

namespace ftnio {

class AppendWindow {
 public:
  AppendWindow(const AppendWindow&) = delete;
  AppendWindow& operator=(const AppendWindow&) = delete;

  size_t capacity() const { return cap_; }  // buffer size in bytes
  Offset position() const { return pos_; }  // the stream's, as tell()
  // Where position() is kept, for a reader that asks often (the I/O
  // report): valid as long as the stream.
  const Offset* position_source() const { return &pos_; }

  // Returns where the next byte written at the current position would be
  // buffered and sets *room to how many bytes fit there with no I/O at
  // all (the room ends where sequential writes turn the window over), or
  // returns nullptr (room 0) when the position is not at the end of the
  // buffered data (never in front of unread pipe input) or the stream is
  // closed.  Storing there changes nothing by itself; until commit() the
  // buffer does not move.  (Always inline: with a second caller in one
  // file, the lanes' starts, GCC made it a call of 27 instructions.)
  [[gnu::always_inline]] char* open(size_t* room) {
    if (closed_ ||
        (active_ > 0 && pos_ != win_start_ + static_cast<Offset>(active_)) ||
        (dirty_lo_ != dirty_hi_ && dirty_hi_ != active_)) {
      *room = 0;  // (the last: clean bytes between; write() writes back)
      return nullptr;
    }
    if (active_ == 0) start_window(pos_);  // an empty window starts here
    *room = fill_end_ > active_ ? fill_end_ - active_ : 0;
    window_out_ = true;
    return buf_ + active_;
  }

  // Makes the n bytes stored at `at` (a pointer open() returned) part of
  // the stream, exactly as write(at, n) would; n == 0 gives the window
  // back unused.  Returns false and does nothing when `at` is no longer
  // the append point or n exceeds its room (the stream was used in
  // between): the caller must then write the bytes itself, from a copy.
  // Cannot fail otherwise: there is no I/O.
  // The read counterpart, for a reader of many small pieces (the items of
  // an unformatted record): copies the n bytes at the position into dst
  // when the buffer holds them all, exactly as read(dst, n) would, and
  // returns true; false and nothing done otherwise (the caller then calls
  // read(), which refills).  Inline: no virtual call for a 4-byte item.
  bool read_in_window(void* dst, size_t n) {
    if (!holds(n)) return false;
    copy_bytes(dst, buf_ + (pos_ - win_start_), n);
    pos_ += static_cast<Offset>(n);
    return true;
  }
  // Where the buffer holds the n bytes at the position, for a reader that
  // copies them its own way (the unformatted lane's items of the usual
  // sizes), or null; advance_in_window(n) then moves past them, exactly
  // as reading them would.
  const char* peek_in_window(size_t n) const {
    return holds(n) ? buf_ + (pos_ - win_start_) : nullptr;
  }
  void advance_in_window(size_t n) { pos_ += static_cast<Offset>(n); }
  // Where the buffered bytes end, for a reader that keeps its own cursor
  // in them (from peek_in_window; the unformatted lane's READ, whose items
  // then test one pointer); advance_to(at) then moves the position to its
  // cursor at, exactly as reading up to it would.
  const char* window_end() const { return buf_ + active_; }
  void advance_to(const char* at) { pos_ = win_start_ + (at - buf_); }
  // seek(at, SEEK_SET) of a seekable stream (the caller asks
  // Stream::seekable() first), inline: BufferedStream's seek sets the
  // position only and moves its inner stream at the next transfer.  False
  // and nothing done when seek would fail (a closed stream, at < 0).  A
  // statement at REC= or POS= makes it every time (positioned_lane.h).
  bool set_position(Offset at) {
    if (closed_ || at < 0) return false;
    pos_ = at;
    return true;
  }
  // Whether the buffer holds the n bytes at file offset at (then the file
  // has them: its size is at least at + n).
  bool holds_at(Offset at, size_t n) const {
    const Offset off = at - win_start_;
    return !closed_ && off >= 0 && static_cast<size_t>(off) + n <= active_;
  }
  // Moves the position n bytes on when the buffer holds them, exactly as
  // reading them would (and as seek(n, SEEK_CUR) does then); false and
  // nothing done otherwise.  (A record's tail marker, skipped.)
  bool skip_in_window(size_t n) {
    if (!holds(n)) return false;
    pos_ += static_cast<Offset>(n);
    return true;
  }
  // Whether a write of n bytes bypasses the buffer: half of it, or
  // kLargeWrite of a grown one (the kernel takes aligned writes of 128 KiB
  // or more straight from the caller faster than their copy, written back
  // in 1 MiB, costs: 4.0 against 3.6 GB/s here).  Anything shorter is
  // coalesced, by write() and append() alike.
  static constexpr size_t kLargeWrite = size_t{1} << 17;
  bool is_large(size_t n) const { return n >= kLargeWrite || 2 * n >= cap_; }

  // write(src, n) of a record that is not large (is_large) when the
  // buffer takes it as it stands: BufferedStream::write's own fast path (a
  // dirty window ending at the position, with room), inline; false and
  // nothing done otherwise (the caller then calls write()).  A formatted
  // record's end makes it every time: no virtual call.
  bool append(const char* src, size_t n) {
    if (n == 0 || is_large(n) || !extends_dirty_end(n)) return false;
    store_at_dirty_end(src, n);
    return true;
  }
  // write(src, n) of a short item (at most 4 KiB, less than half the
  // buffer: never one write() would take past it)
  // when the buffer takes it as it stands, with no call (an unformatted
  // stream or direct-access item: write()'s slow path makes a call to
  // memcpy for a 4-byte item, perf/pattern_scan stream_pos_write): at the
  // end of a dirty window with room, as append(), or over the window's
  // valid bytes (an item at POS= or REC= that the buffer holds) where
  // they continue or overlap the dirty range (or it is empty), so that it
  // stays one range.  False and nothing done otherwise (the caller then
  // calls write()).  Only on a seekable stream: another's window may hold
  // unread terminal input, which output goes around (the caller checks
  // Stream::seekable()).
  bool store_in_window(const void* src, size_t n) {
    const Offset off = pos_ - win_start_;
    if (closed_ || off < 0 || n > 4096 || 2 * n >= cap_) return false;
    const size_t lo = static_cast<size_t>(off);
    const size_t hi = lo + n;
    if (lo == active_) {  // (append's case)
      if (dirty_lo_ == dirty_hi_ || dirty_hi_ != active_ || hi > fill_end_)
        return false;
      active_ = hi;
      dirty_hi_ = hi;
    } else if (hi <= active_) {
      if (dirty_lo_ == dirty_hi_) {
        dirty_lo_ = lo;
        dirty_hi_ = hi;
      } else if (hi >= dirty_lo_ && lo <= dirty_hi_) {
        if (lo < dirty_lo_) dirty_lo_ = lo;
        if (hi > dirty_hi_) dirty_hi_ = hi;
      } else {
        return false;
      }
    } else {
      return false;
    }
    copy_bytes(buf_ + lo, src, n);
    pos_ += static_cast<Offset>(n);
    return true;
  }
  // commit(at, n) of the window open() handed out, by a caller that held
  // the stream since (no other call on it) and stored at most its room
  // there, n > 0: what commit() tests holds, and is not tested again (the
  // unformatted lane's end of a record, each record).
  void commit_opened(size_t n) {
    window_out_ = false;
    if (dirty_lo_ == dirty_hi_) dirty_lo_ = active_;
    active_ += n;
    dirty_hi_ = active_;
    pos_ += static_cast<Offset>(n);
  }
  bool commit(const char* at, size_t n) {
    window_out_ = false;
    if (n == 0) return true;
    if (closed_ || at != buf_ + active_ || n > cap_ - active_) return false;
    if (active_ == 0) {
      start_window(pos_);
    } else if (pos_ != win_start_ + static_cast<Offset>(active_)) {
      return false;
    }
    // mark_dirty(active_, active_ + n), one compare shorter: the new
    // bytes end the window.
    if (dirty_lo_ == dirty_hi_) dirty_lo_ = active_;
    active_ += n;
    dirty_hi_ = active_;
    pos_ += static_cast<Offset>(n);
    return true;
  }

 protected:
  AppendWindow(size_t cap, Offset align) : cap_(cap), align_(align) {}
  ~AppendWindow() = default;

  // Whether n bytes written at the position would extend the dirty bytes
  // that end the window there, with room and no I/O: the common case of
  // sequential output (append, and BufferedStream::write's fast path).
  bool extends_dirty_end(size_t n) const {
    return dirty_lo_ < dirty_hi_ && dirty_hi_ == active_ &&
           pos_ == win_start_ + static_cast<Offset>(active_) &&
           active_ + n <= fill_end_;
  }
  // Stores them there (extends_dirty_end(n) holds).
  void store_at_dirty_end(const void* src, size_t n) {
    copy_bytes(buf_ + active_, src, n);
    active_ += n;
    dirty_hi_ = active_;
    pos_ += static_cast<Offset>(n);
  }

  // Whether the buffer holds the n bytes at the position.
  bool holds(size_t n) const {
    const Offset off = pos_ - win_start_;
    return !closed_ && off >= 0 && static_cast<size_t>(off) + n <= active_;
  }
  // Starts a window (empty or about to be filled) at file offset `at`.
  void start_window(Offset at) {
    win_start_ = at;
    fill_end_ = fill_limit(at);
  }
  // Where a window starting at `at` is turned over by sequential writes:
  // the last alignment boundary within its capacity, or the capacity
  // itself when the buffer is too small or there is no alignment.
  size_t fill_limit(Offset at) const {
    if (!aligning()) return cap_;
    Offset end = (at + static_cast<Offset>(cap_)) & ~(align_ - 1);
    return static_cast<size_t>(end - at);  // > cap_ - align_
  }
  bool aligning() const {
    return align_ > 0 && cap_ >= 2 * static_cast<size_t>(align_);
  }

  char* buf_ = nullptr;      // window storage, cap_ bytes
  size_t cap_;               // buffer capacity in bytes, >= 1
  Offset win_start_ = 0;     // file offset of buf_[0]
  size_t fill_end_ = 0;      // sequential writes turn the window
                             // over here (fill_limit(win_start_))
  size_t active_ = 0;        // valid bytes in buf_, <= cap_
  size_t dirty_lo_ = 0;      // dirty range start in buf_
  size_t dirty_hi_ = 0;      // dirty range end; == lo when clean
  Offset pos_ = 0;           // logical position (bytes from start)
  Offset align_;             // write-back alignment of a seekable
                             // file, a power of two; 0: none
  bool closed_ = false;      // close() was called
  bool window_out_ = false;  // open() and no commit() yet: its
                             // caller may still read the window,
                             // so the buffer must not move
};

}  // namespace ftnio

#endif  // FTNIO_STREAM_APPEND_WINDOW_H
