// SPDX-License-Identifier: MIT
// System-call counters of one connection, for the I/O report (L1).
#ifndef FTNIO_STREAM_IO_STATS_H
#define FTNIO_STREAM_IO_STATS_H

#include <cstdint>

#include "base/report_flag.h"

namespace ftnio {

// What a RawStream did on behalf of one connection.  The unit owns it and
// hands the stream a pointer only while FTNIO_REPORT is set; a null
// pointer (the report off) costs the stream one test per call.
struct SyscallStats {
  enum Kind : int {
    kRead,
    kWrite,
    kLseek,
    kFtruncate,
    kFsync,
    kPread,
    kPwrite,
    kReadv,
    kWritev,
    kCount
  };
  uint64_t calls[kCount] = {};
  uint64_t ticks = 0;      // time inside the calls (report_ticks)
  uint64_t bytes_in = 0;   // bytes the calls read
  uint64_t bytes_out = 0;  // bytes the calls wrote
};

// Names of the kinds, in Kind order, as the report prints them.
inline constexpr const char* kSyscallNames[SyscallStats::kCount] = {
    "read",  "write",  "lseek", "ftruncate", "fsync",
    "pread", "pwrite", "readv", "writev"};

// Times one stream operation and counts the system calls it makes
// (retries included, as the kernel sees them).  Does nothing for null.
class SyscallScope {
 public:
  explicit SyscallScope(SyscallStats* s) : s_(s) {
    if (s_ != nullptr) [[unlikely]]
      start_ = report_ticks();
  }
  ~SyscallScope() {
    if (s_ != nullptr) [[unlikely]]
      s_->ticks += report_ticks() - start_;
  }
  SyscallScope(const SyscallScope&) = delete;
  SyscallScope& operator=(const SyscallScope&) = delete;
  void call(SyscallStats::Kind k) {
    if (s_ != nullptr) [[unlikely]]
      ++s_->calls[k];
  }
  void read(long n) {
    if (s_ != nullptr && n > 0) [[unlikely]]
      s_->bytes_in += static_cast<uint64_t>(n);
  }
  void wrote(long n) {
    if (s_ != nullptr && n > 0) [[unlikely]]
      s_->bytes_out += static_cast<uint64_t>(n);
  }

 private:
  SyscallStats* s_;
  uint64_t start_ = 0;
};

}  // namespace ftnio

#endif  // FTNIO_STREAM_IO_STATS_H
