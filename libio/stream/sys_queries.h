// SPDX-License-Identifier: MIT
// File-system queries and descriptor operations the unit layer needs
// beyond the stream API (L1; defined in raw_stream.cpp, the one file that
// makes system calls).
#ifndef FTNIO_STREAM_SYS_QUERIES_H
#define FTNIO_STREAM_SYS_QUERIES_H

#include <cstddef>
#include <cstdint>

namespace ftnio {

// access(2): whether path exists (mode 0) or is readable / writable.
enum AccessCheck : int { kAccessExists = 0, kAccessRead = 4, kAccessWrite = 2 };
bool sys_access(const char* path, int mode);

// ttyname_r(3) into buf (NUL-terminated).  0 or an errno value.
int sys_ttyname(int fd, char* buf, size_t len);

// The 13 values of the FSTAT intrinsic, in its order: device, inode, mode,
// links, uid, gid, rdev, size, atime, mtime, ctime, blksize, blocks.
struct FullStat {
  int64_t values[13];
};
// fstat(2).  0 or an errno value.
int sys_fstat(int fd, FullStat* out);

// libgfortran's fix_fd: a descriptor that landed on 0, 1 or 2 (because the
// program closed a standard stream) is moved above them, so that messages
// never go into the file.  The descriptor to use.
int sys_move_above_std(int fd);

// fcntl(2) F_SETLK of the whole file: a read lock (shared) or a write lock
// (exclusive), or release.  0 or an errno value.
enum class FileLock { kShared, kExclusive, kRelease };
int sys_lock_file(int fd, FileLock kind);

// Ends the process at once with status, after flushing C stdio: for an
// error found by an exit handler, where exit() may not be called again.
[[noreturn]] void sys_exit_now(int status);

// getpid(2): the process id the I/O report's file name may contain (%p).
long sys_getpid();

}  // namespace ftnio

#endif  // FTNIO_STREAM_SYS_QUERIES_H
