// SPDX-License-Identifier: MIT
// Opening the file of a new connection (L3).
#include "unit/file_open.h"

#include <fcntl.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <utility>

#include "base/options.h"
#include "stream/buffered_stream.h"
#include "stream/raw_stream.h"
#include "stream/sys_queries.h"
#include "unit/io_report.h"

namespace ftnio {

namespace {

// A new file's mode before the umask: libgfortran's, or flang's.
inline int create_mode() {
  return g_file_policy.creates_as_flang ? 0600 : 0666;
}

// One scratch-file attempt in dir (null: no attempt) with the name
// prefix.  fd or -errno.
int scratch_in(const char* dir, const char* prefix, std::string* path) {
  if (dir == nullptr) return -ENOENT;
  // Built in place in *path, its room reserved once: the name is longer
  // than a short string, and each growth was an allocation (OPEN cost).
  const size_t dir_len = std::strlen(dir), prefix_len = std::strlen(prefix);
  path->clear();
  path->reserve(dir_len + 1 + prefix_len + 6);
  path->append(dir, dir_len);
  // An empty TMPDIR means the current directory, as in libgfortran.
  if (dir_len > 0 && dir[dir_len - 1] != '/') path->push_back('/');
  path->append(prefix, prefix_len);
  path->append("XXXXXX");
  return raw_mkstemp(path->data());
}

// The name of this thread's last scratch file: it lives until the unit
// has copied it (OpenedFile::path), and its storage serves the next one.
thread_local std::string t_scratch_path;

int open_scratch(std::string* path) {
  int fd;
  if (g_file_policy.scratch_in_tmp_as_flang) {
    // flang 19: one attempt, in /tmp, TMPDIR not read.
    fd = scratch_in("/tmp", "Fortran-Scratch-", path);
  } else {
    fd = scratch_in(secure_getenv("TMPDIR"), "gfortrantmp", path);
    if (fd < 0) fd = scratch_in("/tmp", "gfortrantmp", path);
  }
  // The name disappears now; the data lives until the descriptor closes.
  if (fd >= 0) (void)raw_unlink(path->c_str());
  return fd;
}

// libgfortran's regular_file: without ACTION=, read-write first, then on
// a permission error read-only (without creating), then write-only.
// (flang's differs only in creating with ACTION='READ'.)
int open_named(const FileRequest& req, Action* action) {
  int create = 0;
  switch (req.status) {
    case OpenStatus::kNew: create = O_CREAT | O_EXCL; break;
    case OpenStatus::kOld: break;
    case OpenStatus::kReplace: create = O_CREAT | O_TRUNC; break;
    default:  // Unknown
      create = req.action_given && req.action == Action::kRead &&
                       !g_file_policy.creates_as_flang
                   ? 0
                   : O_CREAT;
      break;
  }
  const char* p = req.path.data();
  if (req.action_given) {
    *action = req.action;
    int rw = req.action == Action::kRead    ? O_RDONLY
             : req.action == Action::kWrite ? O_WRONLY
                                            : O_RDWR;
    return raw_open(p, rw | create, create_mode());
  }
  *action = Action::kReadWrite;
  int fd = raw_open(p, O_RDWR | create, create_mode());
  if (fd != -EACCES && fd != -EPERM && fd != -EROFS) return fd;
  int create_ro =
      req.status == OpenStatus::kUnknown ? create & ~O_CREAT : create;
  *action = Action::kRead;
  fd = raw_open(p, O_RDONLY | create_ro, create_mode());
  if (fd >= 0 || (fd != -EACCES && fd != -EPERM && fd != -ENOENT)) return fd;
  *action = Action::kWrite;
  return raw_open(p, O_WRONLY | create, create_mode());
}

// SHARE=: DENYNONE takes a shared lock, DENYRW an exclusive one.
int apply_share(int fd, Share share, Action action) {
  if (share == Share::kUnspecified) return 0;
  if (share == Share::kDenyRw && action == Action::kRead)
    return kShareNeedsWrite;
  int err = sys_lock_file(
      fd, share == Share::kDenyRw ? FileLock::kExclusive : FileLock::kShared);
  return err == 0 ? 0 : -err;
}

// libgfortran's fd_to_stream: regular files are buffered; otherwise
// formatted units write straight through and unformatted ones keep a
// buffer that is pushed out after every record.
void make_stream(int fd, bool unformatted, OpenedFile* out) {
  FileInfo info{};
  SyscallStats* counts = report_connecting();
  bool known = raw_fstat(fd, &info, counts) == 0;
  out->id = FileId{info.dev, info.ino, known};
  std::unique_ptr<Stream> s =
      known ? std::make_unique<RawStream>(fd, true, info.seekable)
            : std::make_unique<RawStream>(fd, true);
  s->set_syscall_stats(counts);
  bool buffer = known && info.regular && !env_options().all_unbuffered;
  out->flush_each_record = !buffer && unformatted;
  if (buffer || unformatted) {
    const EnvOptions& env = env_options();
    BufferSizing size =
        buffer_sizing(unformatted, unformatted ? env.unformatted_buffer_size
                                               : env.formatted_buffer_size);
    // The size just asked is the stream's to keep (no fstat per query),
    // and a file just opened is at its start (no lseek).
    Offset known = buffer ? info.size : -1;
    s = std::make_unique<BufferedStream>(
        std::move(s), size.initial,
        BufferTuning{.grow_limit = size.grow_limit,
                     .known_size = known,
                     .known_position = 0});
  }
  out->stream = std::move(s);
}

}  // namespace

int open_external(const FileRequest& req, OpenedFile* out) {
  int fd;
  if (req.status == OpenStatus::kScratch) {
    fd = open_scratch(&t_scratch_path);
    out->path = t_scratch_path;
    out->action = req.action_given ? req.action
                  : req.readonly   ? Action::kRead
                                   : Action::kReadWrite;
  } else {
    out->path = req.path;
    fd = open_named(req, &out->action);
  }
  if (fd < 0) return fd;
  fd = sys_move_above_std(fd);
  int rc = apply_share(fd, req.share, out->action);
  if (rc != 0) {
    (void)raw_close(fd);
    return rc;
  }
  make_stream(fd, req.unformatted, out);
  return 0;
}

}  // namespace ftnio
