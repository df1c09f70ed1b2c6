// SPDX-License-Identifier: MIT
// The per-record format buffer: growth, tabbing, write-out, refill (L2).
#include "fbuf/fbuf.h"

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace ftnio {

namespace {
constexpr size_t kDefaultCapacity = 512;  // bytes; most records are short
constexpr size_t kMinRead = 80;           // least free space for a refill
constexpr size_t kReadAhead = 4096;       // peek(ahead): the buffer's size
}  // namespace

Fbuf::Fbuf(size_t initial_capacity) {
  reserve(initial_capacity ? initial_capacity : kDefaultCapacity);
}

Fbuf::~Fbuf() { std::free(buf_); }

// Grows geometrically so a long record costs O(length) copying in total.
bool Fbuf::reserve(size_t need) {
  if (need <= cap_) return true;
  size_t ncap = cap_ ? cap_ : kDefaultCapacity;
  while (ncap < need) {
    if (ncap > (static_cast<size_t>(-1) >> 1)) {
      ncap = need;
      break;
    }
    ncap *= 2;
  }
  if (ncap > static_cast<size_t>(-1) - kReadSlack) return false;
  char* p = static_cast<char*>(std::realloc(buf_, ncap + kReadSlack));
  if (!p) return false;
  // Defined bytes from the old end on (kReadSlack); growing is rare.
  std::memset(p + cap_, 0, ncap + kReadSlack - cap_);
  buf_ = p;
  cap_ = ncap;
  return true;
}

void Fbuf::compact() {
  if (base_ == 0) return;
  std::memmove(buf_, buf_ + base_, act_ - base_);
  act_ -= base_;
  pos_ = pos_ > base_ ? pos_ - base_ : 0;
  base_ = 0;
}

char* Fbuf::alloc_slow(size_t n) {
  compact();
  size_t end = pos_ + n;
  if (end < pos_ || !reserve(end)) return nullptr;
  // Skipped-over positions beyond the record's end become blanks only now
  // that something is written after them.
  if (pos_ > act_) std::memset(buf_ + act_, ' ', pos_ - act_);
  char* p = buf_ + pos_;
  pos_ = end;
  if (end > act_) act_ = end;
  return p;
}

int Fbuf::seek(ptrdiff_t off, int whence) {
  ptrdiff_t base;
  switch (whence) {
    case SEEK_SET: base = static_cast<ptrdiff_t>(base_); break;
    case SEEK_CUR: base = static_cast<ptrdiff_t>(pos_); break;
    case SEEK_END: base = static_cast<ptrdiff_t>(act_); break;
    default: return -EINVAL;
  }
  ptrdiff_t target;
  if (__builtin_add_overflow(base, off, &target))
    target = off < 0 ? 0 : PTRDIFF_MAX;
  pos_ = target < static_cast<ptrdiff_t>(base_) ? base_
                                                : static_cast<size_t>(target);
  return 0;
}

int Fbuf::flush_slow(Stream& s) {
  compact();
  Offset r = act_ > 0 ? s.write(buf_, static_cast<Offset>(act_)) : 0;
  pos_ = act_ = 0;
  return r < 0 ? static_cast<int>(r) : 0;
}

int Fbuf::flush_to_pos(Stream& s) {
  compact();
  if (pos_ > act_ && !alloc(0)) {  // materialise trailing X/TR blanks
    pos_ = act_;                   // out of memory: drop them
  }
  Offset r = pos_ > 0 ? s.write(buf_, static_cast<Offset>(pos_)) : 0;
  // Bytes right of the position (left by a final TL/T) stay for the next
  // statement, which may overwrite them or will write them out.
  std::memmove(buf_, buf_ + pos_, act_ - pos_);
  act_ -= pos_;
  pos_ = 0;
  return r < 0 ? static_cast<int>(r) : 0;
}

// Precondition: pos_ >= act_ (getc found nothing buffered).
int Fbuf::refill(Stream& s) {
  for (;;) {
    if (cap_ - act_ < kMinRead && base_ > 0) compact();
    if (cap_ - act_ < kMinRead && !reserve(act_ + kMinRead)) {
      error_ = -ENOMEM;
      return kError;
    }
    Offset got = s.read(buf_ + act_, static_cast<Offset>(cap_ - act_));
    if (got < 0) {
      error_ = static_cast<int>(got);
      return kError;
    }
    if (got == 0) return kEof;
    act_ += static_cast<size_t>(got);
    fetched_ += static_cast<uint64_t>(got);
    // pos_ > act_ only after seeking past the data on input: keep reading
    // until the position exists.
    if (pos_ < act_) return static_cast<unsigned char>(buf_[pos_++]);
  }
}

const char* Fbuf::peek(Stream& s, size_t* n, bool ahead) {
  size_t want = *n;
  if (pos_ + want > cap_ && base_ > 0) compact();
  size_t end = pos_ + want;
  if (end < pos_) end = static_cast<size_t>(-1);
  if (end > act_) {
    if (!reserve(ahead && end < kReadAhead ? kReadAhead : end)) {
      error_ = -ENOMEM;
      *n = 0;
      return nullptr;
    }
    size_t ask = ahead ? cap_ - act_ : end - act_;  // cap_ >= end
    Offset got = s.read(buf_ + act_, static_cast<Offset>(ask));
    if (got < 0) {
      error_ = static_cast<int>(got);
      *n = 0;
      return nullptr;
    }
    act_ += static_cast<size_t>(got);
    fetched_ += static_cast<uint64_t>(got);
  }
  size_t avail = act_ > pos_ ? act_ - pos_ : 0;
  *n = want < avail ? want : avail;
  return buf_ + (pos_ < act_ ? pos_ : act_);
}

const char* Fbuf::read(Stream& s, size_t* n) {
  const char* p = peek(s, n);
  if (p) pos_ += *n;
  return p;
}

}  // namespace ftnio
