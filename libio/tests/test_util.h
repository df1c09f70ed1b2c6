// SPDX-License-Identifier: MIT
// Helpers shared by the Check unit tests: the main() of every test
// program (run_suite), the gfortran oracles (build_oracle and its temp
// folder), temp files, pipes, whole-file reads and mock streams (tests
// only).
#ifndef FTNIO_TESTS_TEST_UTIL_H
#define FTNIO_TESTS_TEST_UTIL_H

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <utility>
#include <vector>

#include "stream/stream.h"

// Last: check.h defines macros (fail) that clash with C++ headers.
#include <check.h>

namespace ftnio::test {

// Runs every test of s; the exit status of the test program (0: all
// passed).  Each check_*.cpp's main() is `return run_suite(its_suite());`.
inline int run_suite(Suite* s) {
  SRunner* sr = srunner_create(s);
  srunner_run_all(sr, CK_NORMAL);
  const int failed = srunner_ntests_failed(sr);
  srunner_free(sr);
  return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}

// The repository root: FTNIO_TEST_SRCDIR (set by CTest), else derived
// from this file's compile-time path (for running a test binary by hand).
inline std::string source_root() {
  const char* env = std::getenv("FTNIO_TEST_SRCDIR");
  if (env && *env) return env;
  std::string here = __FILE__;
  const size_t cut = here.rfind("/libio/tests/");
  return cut == std::string::npos ? std::string(".") : here.substr(0, cut);
}

// A fresh folder $TMPDIR/ftnio_<tag>_XXXXXX (else under /tmp); "" on
// failure.
inline std::string make_temp_dir(const char* tag) {
  const char* tmp = std::getenv("TMPDIR");
  std::string templ =
      std::string(tmp && *tmp ? tmp : "/tmp") + "/ftnio_" + tag + "_XXXXXX";
  if (!::mkdtemp(templ.data())) {
    std::perror("mkdtemp");
    return "";
  }
  return templ;
}

// Removes dir and everything in it (a make_temp_dir folder).
inline void remove_dir(const std::string& dir) {
  if (dir.empty()) return;
  const std::string cmd = "rm -rf '" + dir + "'";
  if (std::system(cmd.c_str()) != 0)
    std::fprintf(stderr, "could not remove %s\n", dir.c_str());
}

// Compiles the oracle libio/tests/data/<source> with gfortran (so that it
// runs on libgfortran 12) and the extra flags into dir/<exe_name>, its
// modules in dir too; the executable's path, or "" with a message.
inline std::string build_oracle(const std::string& dir, const char* source,
                                const char* exe_name, const char* flags = "") {
  const std::string src = source_root() + "/libio/tests/data/" + source;
  const std::string exe = dir + "/" + exe_name;
  const std::string cmd = "gfortran -O1 -w " + std::string(flags) + " -J '" +
                          dir + "' -o '" + exe + "' '" + src + "'";
  const int rc = std::system(cmd.c_str());
  if (rc != 0) {
    std::fprintf(stderr, "oracle build failed (%d): %s\n", rc, cmd.c_str());
    return "";
  }
  return exe;
}

// A fresh empty file, unlinked by the destructor.  It lives in $TMPDIR,
// else in /tmp, or with prefer_memory_fs in /dev/shm when that is usable:
// tests that rewrite files thousands of times would otherwise wait on the
// disk (ext4 forces truncated files' data out on close).
class TempFile {
 public:
  explicit TempFile(bool prefer_memory_fs = false) {
    const char* dir = std::getenv("TMPDIR");
    std::string d = dir && *dir ? dir : "/tmp";
    if ((!dir || !*dir) && prefer_memory_fs && ::access("/dev/shm", W_OK) == 0)
      d = "/dev/shm";
    path_ = d + "/ftnio_test_XXXXXX";
    int fd = ::mkstemp(path_.data());
    if (fd < 0) {
      std::perror("mkstemp");
      std::abort();
    }
    ::close(fd);
  }
  ~TempFile() { ::unlink(path_.c_str()); }
  TempFile(const TempFile&) = delete;
  TempFile& operator=(const TempFile&) = delete;

  const char* path() const { return path_.c_str(); }
  // Opens the file with flags (O_TRUNC etc. as given); aborts on failure.
  int open(int flags) const {
    int fd = ::open(path_.c_str(), flags, 0600);
    if (fd < 0) {
      std::perror("open");
      std::abort();
    }
    return fd;
  }

 private:
  std::string path_;  // absolute path of the file
};

// The whole content of the file at path, read through its own descriptor.
inline std::string slurp(const char* path) {
  std::string out;
  int fd = ::open(path, O_RDONLY);
  if (fd < 0) return "<open failed>";
  char buf[65536];
  for (;;) {
    ssize_t r = ::read(fd, buf, sizeof buf);
    if (r <= 0) break;
    out.append(buf, static_cast<size_t>(r));
  }
  ::close(fd);
  return out;
}

// A pipe whose ends are closed by the destructor unless taken.
struct Pipe {
  int rd = -1;  // read end
  int wr = -1;  // write end
  Pipe() {
    int p[2];
    if (::pipe(p) != 0) std::abort();
    rd = p[0];
    wr = p[1];
  }
  ~Pipe() {
    if (rd >= 0) ::close(rd);
    if (wr >= 0) ::close(wr);
  }
};

// An in-memory growable "file" with POSIX semantics, whose failures can be
// scripted, and which counts the calls made on it.  Used to check what a
// BufferedStream asks of the stream below it.
class MockStream final : public Stream {
 public:
  explicit MockStream(bool seekable = true)
      : Stream(seekable, -1), seekable_(seekable) {}

  using Stream::read;
  using Stream::write;
  // With a second buffer: two reads, counted and logged as one (as
  // readv(2) would be).
  Offset read(void* buf, Offset n, void* b, Offset nb) override {
    if (nb != 0) return read_pair(buf, n, b, nb);
    ++reads;
    read_sizes.push_back(n);
    if (fail_read) return fail_read;
    const std::string& src = seekable_ ? data : input;
    Offset from = seekable_ ? pos : rpos;
    Offset avail = static_cast<Offset>(src.size()) - from;
    if (avail < 0) avail = 0;
    Offset k = n < avail ? n : avail;
    if (max_read > 0 && k > max_read) k = max_read;
    std::memcpy(buf, src.data() + from, static_cast<size_t>(k));
    if (seekable_)
      pos += k;
    else
      rpos += k;
    return k;
  }
  // With a second buffer: two writes, logged as one (as writev(2)).
  Offset write(const void* buf, Offset n, const void* b, Offset nb) override {
    if (nb != 0) return write_pair(buf, n, b, nb);
    ++writes;
    if (fail_write) return fail_write;
    write_log.emplace_back(seekable_ ? pos : -1, n);
    bytes_written += n;
    if (!seekable_) {
      data.append(static_cast<const char*>(buf), static_cast<size_t>(n));
      return n;
    }
    if (static_cast<size_t>(pos + n) > data.size())
      data.resize(static_cast<size_t>(pos + n), '\0');
    std::memcpy(data.data() + pos, buf, static_cast<size_t>(n));
    pos += n;
    return n;
  }
  Offset read_pair(void* a, Offset na, void* b, Offset nb) {
    int calls = reads;
    Offset r = read_pair_default(a, na, b, nb);
    if (reads > calls + 1) {
      reads = calls + 1;
      read_sizes.resize(read_sizes.size() - 1);
    }
    read_sizes.back() = na + nb;
    return r;
  }
  Offset write_pair(const void* a, Offset na, const void* b, Offset nb) {
    Offset at = seekable_ ? pos : -1;
    Offset r = write_pair_default(a, na, b, nb);
    if (r < 0) return r;
    write_log.resize(write_log.size() - 2);
    write_log.emplace_back(at, na + nb);
    return r;
  }
  // pread(2) and pwrite(2): counted as reads and writes too, and the
  // position is left as it was.
  Offset read_at(Offset at, void* buf, Offset n) override {
    ++preads;
    Offset here = pos;
    pos = at;
    Offset r = read(buf, n);
    pos = here;
    return r;
  }
  Offset write_at(Offset at, const void* buf, Offset n) override {
    ++pwrites;
    if (!seekable_) return -ESPIPE;
    Offset here = pos;
    pos = at;
    Offset r = write(buf, n);
    pos = here;
    return r;
  }
  Offset seek(Offset off, int whence) override {
    if (whence != SEEK_CUR || off != 0) ++seeks;  // tell() is not counted
    if (!seekable_) return -ESPIPE;
    Offset base = whence == SEEK_SET   ? 0
                  : whence == SEEK_CUR ? pos
                                       : static_cast<Offset>(data.size());
    if (base + off < 0) return -EINVAL;
    pos = base + off;
    return pos;
  }
  Offset size() override {
    ++sizes;
    return static_cast<Offset>(data.size());
  }
  int truncate(Offset length) override {
    if (!seekable_) return -EINVAL;
    data.resize(static_cast<size_t>(length), '\0');
    return 0;
  }
  int flush() override { return 0; }
  int close() override {
    ++closes;
    return fail_close;
  }

  std::string data;       // the file content (or everything written)
  std::string input;      // what reads return when not seekable
  Offset pos = 0;         // file position (seekable)
  Offset rpos = 0;        // read cursor in input (non-seekable)
  Offset fail_read = 0;   // when negative, read returns it
  Offset fail_write = 0;  // when negative, write returns it
  int fail_close = 0;     // close() result
  Offset max_read = 0;    // when > 0, caps each read (a slow pipe)
  int reads = 0, writes = 0, seeks = 0, closes = 0;  // call counts
  int preads = 0, pwrites = 0, sizes = 0;            // (of them, at_ ones)
  Offset bytes_written = 0;                          // total accepted by write
  // (offset, bytes) of every write accepted, a write(a, na, b, nb) as one;
  // offset -1 when not seekable.
  std::vector<std::pair<Offset, Offset>> write_log;
  std::vector<Offset> read_sizes;  // bytes asked for by every read

 private:
  bool seekable_;  // whether seek works
};

// Unsigned 64-bit environment value, or dflt when unset/empty.
inline unsigned long long env_u64(const char* name, unsigned long long dflt) {
  const char* v = std::getenv(name);
  if (!v || !*v) return dflt;
  return std::strtoull(v, nullptr, 0);
}

}  // namespace ftnio::test

#endif  // FTNIO_TESTS_TEST_UTIL_H
