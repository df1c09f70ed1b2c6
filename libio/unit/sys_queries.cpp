// SPDX-License-Identifier: MIT
// File-system queries and descriptor operations the unit layer needs
// beyond the stream API (L3; see sys_queries.h).
#include "unit/sys_queries.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>

namespace ftnio {

bool sys_access(const char* path, int mode) {
  return access(path, mode == kAccessExists ? F_OK : mode) == 0;
}

int sys_ttyname(int fd, char* buf, size_t len) {
  return ttyname_r(fd, buf, len);
}

int sys_fstat(int fd, FullStat* out) {
  struct stat sb;
  int rc;
  do {
    rc = fstat(fd, &sb);
  } while (rc == -1 && errno == EINTR);
  if (rc != 0) return errno;
  int64_t* v = out->values;
  v[0] = static_cast<int64_t>(sb.st_dev);
  v[1] = static_cast<int64_t>(sb.st_ino);
  v[2] = sb.st_mode;
  v[3] = static_cast<int64_t>(sb.st_nlink);
  v[4] = sb.st_uid;
  v[5] = sb.st_gid;
  v[6] = static_cast<int64_t>(sb.st_rdev);
  v[7] = sb.st_size;
  v[8] = sb.st_atime;
  v[9] = sb.st_mtime;
  v[10] = sb.st_ctime;
  v[11] = sb.st_blksize;
  v[12] = sb.st_blocks;
  return 0;
}

int sys_move_above_std(int fd) {
  if (fd < 0 || fd > STDERR_FILENO) return fd;
  bool was[3] = {false, false, false};
  // Each dup takes the lowest free descriptor, so a second standard slot
  // may be hit before a free one above them.
  while (fd >= 0 && fd <= STDERR_FILENO) {
    was[fd] = true;
    fd = fcntl(fd, F_DUPFD_CLOEXEC, 0);
  }
  for (int i = 0; i <= STDERR_FILENO; ++i)
    if (was[i]) close(i);
  return fd;
}

int sys_lock_file(int fd, FileLock kind) {
  struct flock f = {};
  f.l_whence = SEEK_SET;
  f.l_start = 0;
  f.l_len = 0;
  f.l_type = kind == FileLock::Shared      ? F_RDLCK
             : kind == FileLock::Exclusive ? F_WRLCK
                                           : F_UNLCK;
  return fcntl(fd, F_SETLK, &f) == 0 ? 0 : errno;
}

}  // namespace ftnio
