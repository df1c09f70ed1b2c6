// SPDX-License-Identifier: MIT
// The internal-unit stream over a CHARACTER variable (L1).
#include "stream/memory_stream.h"

#include <cerrno>
#include <cstdio>
#include <cstring>

namespace ftnio {

MemoryStream::MemoryStream(char* base, Offset length)
    : Stream(true, -1), base_(base), len_(length > 0 ? length : 0), pos_(0) {}

Offset MemoryStream::read(void* buf, Offset n, void* b, Offset nb) {
  if (nb != 0) return read_pair_default(buf, n, b, nb);
  if (closed_) return -EBADF;
  if (n < 0) return -EINVAL;
  Offset k = len_ - pos_ < n ? len_ - pos_ : n;
  if (k > 0) std::memcpy(buf, base_ + pos_, static_cast<size_t>(k));
  pos_ += k;
  return k;
}

Offset MemoryStream::write(const void* buf, Offset n, const void* b,
                           Offset nb) {
  if (nb != 0) return write_pair_default(buf, n, b, nb);
  if (closed_) return -EBADF;
  if (n < 0) return -EINVAL;
  if (n == 0) return 0;
  Offset k = len_ - pos_ < n ? len_ - pos_ : n;
  if (k == 0) return -ENOSPC;  // the variable is full
  std::memcpy(base_ + pos_, buf, static_cast<size_t>(k));
  pos_ += k;
  return k;
}

Offset MemoryStream::seek(Offset offset, int whence) {
  if (closed_) return -EBADF;
  Offset base;
  switch (whence) {
    case SEEK_SET: base = 0; break;
    case SEEK_CUR: base = pos_; break;
    case SEEK_END: base = len_; break;
    default: return -EINVAL;
  }
  Offset target;
  if (__builtin_add_overflow(base, offset, &target)) return -EINVAL;
  if (target < 0 || target > len_) return -EINVAL;
  pos_ = target;
  return target;
}

Offset MemoryStream::size() { return closed_ ? -EBADF : len_; }

int MemoryStream::truncate(Offset length) {
  if (closed_) return -EBADF;
  return length == len_ ? 0 : -EINVAL;
}

int MemoryStream::flush() { return closed_ ? -EBADF : 0; }

int MemoryStream::close() {
  if (closed_) return -EBADF;
  closed_ = true;
  return 0;
}

}  // namespace ftnio
