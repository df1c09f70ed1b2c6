// SPDX-License-Identifier: MIT
// A stream over a caller-owned CHARACTER variable: internal units (L1).
//
// The "file" is the variable: its size is fixed at length bytes and its
// bytes are the variable's, so nothing is ever copied back.  Positions and
// sizes are in bytes; a kind=4 (UCS-4) internal unit is the same stream
// over 4*len bytes with the upper layer converting characters, so this
// class does not need to know the character kind.
#ifndef FTNIO_STREAM_MEMORY_STREAM_H
#define FTNIO_STREAM_MEMORY_STREAM_H

#include "stream/stream.h"

namespace ftnio {

//  * read: min(n, length - pos) bytes, 0 at the end.
//  * write: writes what fits; returns that count, or -ENOSPC when n > 0
//    and nothing fits (pos at the end).  Fortran's "End of record" on an
//    overflowing internal WRITE is decided above from the short count.
//  * seek: to any position in [0, length]; outside that -EINVAL (a fixed
//    size variable cannot grow, and there are no holes).
//  * size: length.  truncate: -EINVAL unless length equals the size (the
//    variable cannot shrink; blank padding is the record writer's job).
//  * flush: 0.  close: forgets the buffer, 0.  After close every other
//    operation returns -EBADF.  seekable; fileno: -1.
class MemoryStream final : public Stream {
 public:
  MemoryStream(char* base, Offset length);

  // Puts the stream over another variable, at position 0 and open again:
  // an internal unit's stream serves one statement, then the next.
  void rebind(char* base, Offset length) {
    base_ = base;
    len_ = length > 0 ? length : 0;
    pos_ = 0;
    closed_ = false;
  }

  using Stream::read;
  using Stream::write;
  // A second buffer (nb > 0) is the contract's default: two copies.
  Offset read(void* buf, Offset n, void* b, Offset nb) override;
  Offset write(const void* buf, Offset n, const void* b, Offset nb) override;
  Offset seek(Offset offset, int whence) override;
  Offset size() override;
  int truncate(Offset length) override;
  int flush() override;
  int close() override;

  // Zero-copy access: base + pos when [pos, pos+n) lies inside the
  // variable (n >= 0), else nullptr (also after close).  Does not move the
  // position.
  // Inline: an internal unit reaches its record this way once per record.
  char* window(Offset pos, Offset n) {
    if (closed_ || pos < 0 || n < 0 || pos > len_ || n > len_ - pos)
      return nullptr;
    return base_ + pos;
  }

 private:
  char* base_;           // first byte of the variable (may be null if
                         // len_ is 0)
  Offset len_;           // its length in bytes, >= 0
  Offset pos_;           // current position, 0 <= pos_ <= len_
  bool closed_ = false;  // close() was called
};

}  // namespace ftnio

#endif  // FTNIO_STREAM_MEMORY_STREAM_H
