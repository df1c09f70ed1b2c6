// SPDX-License-Identifier: MIT
// Input from a pipe that can be read again where it is still held (L1):
// replay_stream.h.
#include "stream/replay_stream.h"

#include <cerrno>
#include <cstring>
#include <utility>

namespace ftnio {

namespace {
constexpr Offset kChunk = 8192;  // asked of the inner stream at a time
}  // namespace

ReplayStream::ReplayStream(std::unique_ptr<Stream> inner)
    : Stream(true, inner->fileno()), inner_(std::move(inner)) {}

Offset ReplayStream::fetch() {
  // Forget what lies more than kKeep bytes behind the position, a large
  // block at a time (the copy is then rare).
  const Offset behind = pos_ - from_;
  if (behind > 2 * kKeep) {
    held_.erase(0, static_cast<size_t>(behind - kKeep));
    from_ += behind - kKeep;
  }
  const size_t old = held_.size();
  held_.resize(old + kChunk);
  Offset got = inner_->read(held_.data() + old, kChunk);
  held_.resize(old + static_cast<size_t>(got > 0 ? got : 0));
  return got;
}

Offset ReplayStream::read(void* a, Offset na, void* b, Offset nb) {
  if (closed_) return -EBADF;
  if (nb > 0) return read_pair_default(a, na, b, nb);
  if (na <= 0) return 0;
  Offset end = from_ + static_cast<Offset>(held_.size());
  if (pos_ == end) {
    Offset got = fetch();
    if (got <= 0) return got;
    end += got;
  }
  const Offset n = na < end - pos_ ? na : end - pos_;
  std::memcpy(a, held_.data() + (pos_ - from_), static_cast<size_t>(n));
  pos_ += n;
  return n;
}

Offset ReplayStream::write(const void* a, Offset na, const void* b, Offset nb) {
  if (closed_) return -EBADF;
  return inner_->write(a, na, b, nb);
}

Offset ReplayStream::seek(Offset offset, int whence) {
  if (closed_) return -EBADF;
  Offset target;
  if (whence == SEEK_SET)
    target = offset;
  else if (whence == SEEK_CUR)
    target = pos_ + offset;
  else
    return -ESPIPE;
  if (target < from_ || target > from_ + static_cast<Offset>(held_.size()))
    return -ESPIPE;
  pos_ = target;
  return pos_;
}

Offset ReplayStream::size() { return closed_ ? -EBADF : -ESPIPE; }

int ReplayStream::truncate(Offset length) {
  return closed_ ? -EBADF : inner_->truncate(length);
}

int ReplayStream::flush() { return closed_ ? -EBADF : 0; }

int ReplayStream::close() {
  if (closed_) return -EBADF;
  closed_ = true;
  held_.clear();
  set_closed();
  return inner_->close();
}

void ReplayStream::set_syscall_stats(SyscallStats* s) {
  inner_->set_syscall_stats(s);
}

}  // namespace ftnio
