// SPDX-License-Identifier: MIT
// The per-record buffer of formatted I/O on external units (L2).
//
// Formatted statements build (output) or scan (input) one record here, so
// that T, TL, TR and X can move backwards and forwards inside the record
// even on pipes and terminals.  Offset 0 is the left tab limit: the start
// of the record, or for non-advancing I/O the point where the current
// statement began.
//
//   data()                                       capacity
//   |<------------ active() ------------>|           |
//   [ r e c o r d   b y t e s . . . . . .]. . . . . .]
//   0              ^pos()                ^act        ^cap
//
//   Invariants:  0 <= act <= cap,  0 <= pos.
//   * Output: pos may exceed act after TR/X/T to the right.  Positions in
//     [act, pos) do not exist yet; the next alloc() fills them with blanks
//     (Fortran X/TR only produce blanks when data follows them), and
//     flush() drops them (trailing skips emit nothing).  Bytes in [0, act)
//     that a rightward move passes over keep their value.
//   * Input: bytes [act, ...) have not been read from the stream yet;
//     [pos, act) were read ahead and not consumed (lookahead()).  The unit
//     layer must seek the stream back by lookahead() before repositioning.
#ifndef FTNIO_FBUF_FBUF_H
#define FTNIO_FBUF_FBUF_H

#include <cstddef>
#include <cstdint>

#include "stream/append_window.h"
#include "stream/stream.h"

namespace ftnio {

class Fbuf {
 public:
  // Bytes past capacity() that are allocated and defined (zero or stale),
  // so that a scanner may read a fixed block from pos() (at most
  // active()) without a bounds check and ignore what lies past active().
  static constexpr size_t kReadSlack = 128;

  static constexpr int kEof = -1;    // getc/refill: end of file
  static constexpr int kError = -2;  // getc/refill: read error, see error()

  // initial_capacity 0 means 512 bytes; the buffer grows as needed.
  explicit Fbuf(size_t initial_capacity = 0);
  ~Fbuf();
  Fbuf(const Fbuf&) = delete;
  Fbuf& operator=(const Fbuf&) = delete;

  // ---- output -----------------------------------------------------------
  // Space for n chars at pos(); pos() advances by n and active() grows to
  // at least pos().  Pending blanks in [active(), pos()) are materialised
  // first.  nullptr only if memory runs out (the buffer is then unchanged).
  char* alloc(size_t n) {
    if (char* p = alloc_in_place(n)) return p;
    return alloc_slow(n);
  }
  // alloc()'s fast path alone: appending at the end of the record with
  // room to spare; nullptr (nothing done) when alloc() would have more to
  // do.  For callers that keep the rare case out of line.
  char* alloc_in_place(size_t n) {
    if (pos_ != act_ || n > cap_ - pos_) return nullptr;
    char* p = buf_ + pos_;
    pos_ += n;
    act_ = pos_;
    return p;
  }

  // Moves pos(): SEEK_SET from the left tab limit (T), SEEK_CUR relative
  // (TL with off < 0, TR/X with off > 0), SEEK_END relative to active().
  // A target left of 0 is set to 0 (F2018 13.8.1.2: excessive left tabbing
  // stops at the left tab limit).  Moving past active() is allowed (see the
  // diagram).  0, or -EINVAL for a bad whence.
  int seek(ptrdiff_t off, int whence);
  // seek(0, SEEK_END), inline: every output record ends with it.
  void seek_end() { pos_ = act_; }

  // Writes the record bytes [0, active()) to s and empties the buffer
  // (pending skips beyond active() are dropped).  0 or -errno; on error the
  // buffer is emptied all the same (the error belongs to the statement).
  int flush(Stream& s) {
    // Inline: once per output record.  An output record starts at the
    // buffer's start, so compact() has nothing to do on this path.
    if (base_ != 0 || act_ == 0) return flush_slow(s);
    const Offset r = s.write(buf_, static_cast<Offset>(act_));
    pos_ = act_ = 0;
    return r < 0 ? static_cast<int>(r) : 0;
  }

  // flush(s), where w is s's append window (null when s has none): a
  // short record is appended to the stream's buffer inline
  // (AppendWindow::append) instead of through the virtual write(), when
  // write() would buffer it too.
  int flush(Stream& s, AppendWindow* w) {
    if (w != nullptr && base_ == 0 && w->append(buf_, act_)) {
      pos_ = act_ = 0;
      return 0;
    }
    return flush(s);
  }

  // Non-advancing end of statement: materialises pending blanks, writes
  // [0, pos()) and keeps [pos(), active()) at the front (bytes left of a
  // final TL), so the next statement starts at the new left tab limit.
  // 0 or -errno (the buffer is advanced as on success).
  int flush_to_pos(Stream& s);

  // Forgets everything (pos = act = 0); keeps the allocation.  Inline:
  // every record of every statement starts with it.
  void reset() {
    pos_ = act_ = base_ = 0;
    error_ = 0;
  }

  size_t pos() const { return pos_ - base_; }     // position in the record
  size_t active() const { return act_ - base_; }  // bytes that exist
  char* data() { return buf_ + base_; }           // record start
  size_t capacity() const { return cap_; }        // allocated bytes

  // ---- input ------------------------------------------------------------
  // The next char as 0..255, kEof at end of file, kError on a read error
  // (error() then holds -errno).  Fast path: one compare and an index.
  int getc(Stream& s) {
    if (pos_ < act_) return static_cast<unsigned char>(buf_[pos_++]);
    return refill(s);
  }

  // Out-of-line half of getc().  Precondition: pos() >= active(), i.e. the
  // buffered bytes are exhausted.  Appends one read(2)'s worth from s at
  // active() (growing the buffer, never discarding the record so far, so
  // TL can still move back) and returns the char at pos() as getc() does.
  int refill(Stream& s);

  // Input: consumes n buffered chars (n <= lookahead()), as n getc() calls
  // would.
  void skip(size_t n) { pos_ += n; }

  // Steps back over the char just returned by getc().  Only valid right
  // after getc() returned a char (not kEof/kError); a no-op at pos() 0.
  void ungetc() {
    if (pos_ > base_) --pos_;
  }

  // Up to *n chars at pos(), reading from s once if fewer are buffered.
  // Sets *n to the number available (short at end of file or when a pipe
  // had less; 0 means end of file) and consumes them.  nullptr on a read
  // error (error() holds -errno, *n = 0) or when memory runs out (-ENOMEM).
  const char* read(Stream& s, size_t* n);
  // As read() but does not consume: pos() is unchanged.  With ahead, the
  // one read asks for all the free room of the buffer, not just the
  // missing chars, as refill() does: a record scanner then meets the end
  // of the buffer once per many short records instead of every few.
  const char* peek(Stream& s, size_t* n, bool ahead = false);

  // Input: empties the buffer and makes n bytes at position 0 the record
  // (active() == n, pos() == 0), for the caller to fill: a record of known
  // length taken whole from a memory stream's window.  nullptr (buffer
  // emptied) only if memory runs out.
  char* load(size_t n) {
    pos_ = base_ = 0;
    error_ = 0;
    if (n > cap_ && !reserve(n)) {
      act_ = 0;
      return nullptr;
    }
    act_ = n;
    return buf_;
  }

  // Input: whether the next char is buffered and is c (not consumed).
  bool next_is(char c) const { return pos_ < act_ && buf_[pos_] == c; }

  // Input: drops consumed bytes [0, pos()) keeping the lookahead, making
  // pos() the new left tab limit (the start of the next record).  Inline:
  // every record read ends with it.
  void discard_consumed() {
    if (pos_ >= act_) {
      pos_ = act_ = base_ = 0;
      return;
    }
    base_ = pos_;  // O(1): the bytes before it are reclaimed by compact()
  }
  // Input: drops the record's first n bytes (n <= pos()): position n
  // becomes the record's start, the new column 0.
  void drop_front(size_t n) { base_ += n; }
  // Input: bytes read from the stream but not consumed (act - pos, or 0).
  size_t lookahead() const { return act_ > pos_ ? act_ - pos_ : 0; }

  // Input: bytes read from streams since construction (reset() keeps the
  // count): where the position is in a stream that cannot tell(), a pipe.
  uint64_t fetched() const { return fetched_; }

  // -errno of the last failed read, 0 if none since reset()/clear_error().
  int error() const { return error_; }
  void clear_error() { error_ = 0; }

 private:
  bool reserve(size_t need);  // capacity >= need; false if out of memory
  void compact();             // moves the record to buf_[0]: base_ = 0
  // alloc() when the record must grow or pending blanks come first; out of
  // line, as flush_slow (hot/cold rule: perf/README.md).
  char* alloc_slow(size_t n);
  int flush_slow(Stream& s);  // flush() of an empty or offset record

  char* buf_ = nullptr;   // malloc'd storage, cap_ bytes
  size_t cap_ = 0;        // allocated bytes
  size_t act_ = 0;        // bytes that exist (output) / were read (input)
  size_t pos_ = 0;        // current position, may exceed act_ on output
  size_t base_ = 0;       // input: start of the current record in buf_;
                          // consumed records before it are dropped lazily
                          // (compact) instead of moving the read-ahead
                          // down at every record end
  int error_ = 0;         // -errno of the last read failure, or 0
  uint64_t fetched_ = 0;  // bytes read from streams, see fetched()
};

}  // namespace ftnio

#endif  // FTNIO_FBUF_FBUF_H
