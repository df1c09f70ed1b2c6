// SPDX-License-Identifier: MIT
// Unit tests of RawStream, the raw_* syscall helpers, and BufferedStream's
// use of the stream below it (tests).
#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <memory>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "stream/buffered_stream.h"
#include "stream/memory_stream.h"
#include "stream/raw_stream.h"
#include "stream/replay_stream.h"
#include "test_util.h"

// Last: check.h defines macros (fail) that clash with C++ headers.
#include <check.h>

using ftnio::BufferedStream;
using ftnio::FileInfo;
using ftnio::Offset;
using ftnio::RawStream;
using ftnio::ReplayStream;
using ftnio::test::MockStream;
using ftnio::test::Pipe;
using ftnio::test::slurp;
using ftnio::test::TempFile;

START_TEST(raw_read_write_seek) {
  TempFile f;
  RawStream s(f.open(O_RDWR), true);
  ck_assert(s.seekable());
  ck_assert_int_eq(s.write("hello world", 11), 11);
  ck_assert_int_eq(s.tell(), 11);
  ck_assert_int_eq(s.size(), 11);
  ck_assert_int_eq(s.seek(6, SEEK_SET), 6);
  char buf[32] = {0};
  ck_assert_int_eq(s.read(buf, 32), 5);
  ck_assert_str_eq(buf, "world");
  ck_assert_int_eq(s.read(buf, 32), 0);  // EOF
  ck_assert_int_eq(s.seek(-5, SEEK_END), 6);
  ck_assert_int_eq(s.seek(-6, SEEK_CUR), 0);
  ck_assert_int_eq(s.write("J", 1), 1);
  ck_assert_int_eq(s.seek(-1, SEEK_SET), -EINVAL);
  ck_assert_int_eq(s.seek(0, 12345), -EINVAL);
  ck_assert_int_eq(s.flush(), 0);
  ck_assert_int_eq(s.close(), 0);
  ck_assert(slurp(f.path()) == "Jello world");
}
END_TEST

START_TEST(raw_hole_and_truncate) {
  TempFile f;
  RawStream s(f.open(O_RDWR), true);
  ck_assert_int_eq(s.seek(4, SEEK_SET), 4);
  ck_assert_int_eq(s.write("x", 1), 1);
  ck_assert_int_eq(s.size(), 5);
  ck_assert_int_eq(s.truncate(2), 0);
  ck_assert_int_eq(s.tell(), 5);  // position unchanged
  ck_assert_int_eq(s.size(), 2);
  ck_assert_int_eq(s.truncate(8), 0);
  ck_assert_int_eq(s.size(), 8);
  ck_assert_int_eq(s.truncate(-1), -EINVAL);
  ck_assert_int_eq(s.close(), 0);
  std::string c = slurp(f.path());
  ck_assert_int_eq(c.size(), 8);
  ck_assert(c == std::string(8, '\0'));
}
END_TEST

START_TEST(raw_close_semantics) {
  TempFile f;
  int fd = f.open(O_RDWR);
  RawStream s(fd, true);
  ck_assert_int_eq(s.fileno(), fd);
  ck_assert_int_eq(s.close(), 0);
  ck_assert_int_eq(fcntl(fd, F_GETFD), -1);  // really closed
  char c;
  ck_assert_int_eq(s.fileno(), -1);
  ck_assert_int_eq(s.read(&c, 1), -EBADF);
  ck_assert_int_eq(s.write("a", 1), -EBADF);
  ck_assert_int_eq(s.seek(0, SEEK_SET), -EBADF);
  ck_assert_int_eq(s.tell(), -EBADF);
  ck_assert_int_eq(s.size(), -EBADF);
  ck_assert_int_eq(s.truncate(0), -EBADF);
  ck_assert_int_eq(s.flush(), -EBADF);
  ck_assert_int_eq(s.close(), -EBADF);

  // A preconnected-style stream never closes its descriptor.
  int fd2 = f.open(O_RDWR);
  {
    RawStream p(fd2, false);
    ck_assert_int_eq(p.close(), 0);
    ck_assert_int_eq(p.write("a", 1), -EBADF);
  }
  ck_assert_int_ne(fcntl(fd2, F_GETFD), -1);
  { RawStream p(fd2, false); }  // destructor must not close either
  ck_assert_int_ne(fcntl(fd2, F_GETFD), -1);
  close(fd2);
}
END_TEST

START_TEST(raw_readonly_write_is_ebadf) {
  TempFile f;
  RawStream s(f.open(O_RDONLY), true);
  ck_assert_int_eq(s.write("abc", 3), -EBADF);
  RawStream w(f.open(O_WRONLY), true);
  char c;
  ck_assert_int_eq(w.read(&c, 1), -EBADF);
}
END_TEST

START_TEST(raw_pipe) {
  Pipe p;
  RawStream r(p.rd, true), w(p.wr, true);
  p.rd = p.wr = -1;  // owned by the streams now
  ck_assert(!r.seekable());
  ck_assert(!w.seekable());
  ck_assert_int_eq(r.seek(0, SEEK_SET), -ESPIPE);
  ck_assert_int_eq(r.tell(), -ESPIPE);
  ck_assert_int_eq(w.seek(0, SEEK_CUR), -ESPIPE);
  ck_assert_int_eq(w.truncate(0), -EINVAL);
  ck_assert_int_eq(w.write("abc", 3), 3);
  char buf[100];
  // One read(2): returns what is there instead of waiting for 100 bytes.
  ck_assert_int_eq(r.read(buf, 100), 3);
  ck_assert_int_eq(memcmp(buf, "abc", 3), 0);
  ck_assert_int_eq(w.close(), 0);
  ck_assert_int_eq(r.read(buf, 100), 0);  // EOF once the writer is gone
}
END_TEST

// A pipe read again inside the bytes it keeps (ReplayStream).
START_TEST(replay_pipe) {
  Pipe p;
  RawStream w(p.wr, true);
  ReplayStream r(std::make_unique<RawStream>(p.rd, true));
  p.rd = p.wr = -1;  // owned by the streams now
  ck_assert(r.seekable());
  ck_assert_int_eq(w.write("abcdef", 6), 6);
  char buf[100];
  ck_assert_int_eq(r.read(buf, 4), 4);
  ck_assert_int_eq(r.tell(), 4);
  ck_assert_int_eq(r.seek(-3, SEEK_CUR), 1);
  // Held bytes come first, without waiting for the pipe.
  ck_assert_int_eq(r.read(buf, 100), 5);
  ck_assert_int_eq(memcmp(buf, "bcdef", 5), 0);
  ck_assert_int_eq(r.seek(7, SEEK_SET), -ESPIPE);  // not read yet
  ck_assert_int_eq(r.seek(0, SEEK_END), -ESPIPE);
  ck_assert_int_eq(r.size(), -ESPIPE);
  ck_assert_int_eq(w.close(), 0);
  ck_assert_int_eq(r.read(buf, 100), 0);
  ck_assert_int_eq(r.seek(0, SEEK_SET), 0);
  ck_assert_int_eq(r.read(buf, 100), 6);
  ck_assert_int_eq(r.close(), 0);
  ck_assert_int_eq(r.read(buf, 1), -EBADF);
}
END_TEST

// A writer bigger than the pipe buffer must loop over short writes.
START_TEST(raw_pipe_large_write) {
  Pipe p;
  std::string data(1 << 20, 'a');
  for (size_t i = 0; i < data.size(); ++i) data[i] = static_cast<char>(i * 7);
  std::string got;
  std::thread reader([&] {
    char buf[4096];
    ssize_t r;
    while ((r = ::read(p.rd, buf, sizeof buf)) > 0) got.append(buf, r);
  });
  RawStream w(p.wr, true);
  p.wr = -1;
  ck_assert_int_eq(w.write(data.data(), data.size()), data.size());
  ck_assert_int_eq(w.close(), 0);
  reader.join();
  ck_assert(got == data);
}
END_TEST

// A descriptor someone made O_NONBLOCK: EAGAIN must wait, not fail.
START_TEST(raw_nonblocking_write_waits) {
  Pipe p;
  ck_assert_int_eq(fcntl(p.wr, F_SETFL, O_NONBLOCK), 0);
  std::string data(300000, 'z');
  std::string got;
  std::thread reader([&] {
    char buf[1000];
    ssize_t r;
    usleep(20000);  // let the writer fill the pipe first
    while ((r = ::read(p.rd, buf, sizeof buf)) > 0) got.append(buf, r);
  });
  RawStream w(p.wr, true);
  p.wr = -1;
  ck_assert_int_eq(w.write(data.data(), data.size()), data.size());
  ck_assert_int_eq(w.close(), 0);
  reader.join();
  ck_assert_int_eq(got.size(), data.size());
}
END_TEST

START_TEST(raw_write_epipe) {
  signal(SIGPIPE, SIG_IGN);
  Pipe p;
  close(p.rd);
  p.rd = -1;
  RawStream w(p.wr, true);
  p.wr = -1;
  ck_assert_int_eq(w.write("x", 1), -EPIPE);
}
END_TEST

START_TEST(raw_helpers) {
  TempFile f;
  ck_assert_int_eq(ftnio::raw_open("/nonexistent/dir/x", O_RDONLY, 0), -ENOENT);
  int fd = ftnio::raw_open(f.path(), O_RDWR, 0);
  ck_assert_int_ge(fd, 0);
  ck_assert(fcntl(fd, F_GETFD) & FD_CLOEXEC);
  ck_assert_int_eq(write(fd, "12345", 5), 5);
  FileInfo fi;
  ck_assert_int_eq(ftnio::raw_fstat(fd, &fi), 0);
  ck_assert(fi.regular);
  ck_assert(!fi.tty);
  ck_assert(fi.seekable);
  ck_assert_int_eq(fi.size, 5);
  struct stat st;
  ck_assert_int_eq(stat(f.path(), &st), 0);
  ck_assert(fi.ino == st.st_ino && fi.dev == st.st_dev);
  FileInfo fp;
  ck_assert_int_eq(ftnio::raw_stat_path(f.path(), &fp), 0);
  ck_assert(fp.regular && fp.seekable && fp.ino == fi.ino && fp.size == 5);
  ck_assert_int_eq(ftnio::raw_stat_path("/nonexistent/x", &fp), -ENOENT);
  ck_assert_int_eq(ftnio::raw_fsync(fd), 0);
  ck_assert_int_eq(ftnio::raw_close(fd), 0);
  ck_assert_int_eq(ftnio::raw_fstat(fd, &fi), -EBADF);
  ck_assert_int_eq(ftnio::raw_fsync(fd), -EBADF);
  ck_assert_int_eq(ftnio::raw_close(fd), -EBADF);

  Pipe p;
  ck_assert_int_eq(ftnio::raw_fstat(p.rd, &fi), 0);
  ck_assert(!fi.regular && !fi.seekable && !fi.tty);

  char templ[] = "/tmp/ftnio_scratch_XXXXXX";
  int sfd = ftnio::raw_mkstemp(templ);
  ck_assert_int_ge(sfd, 0);
  ck_assert(strcmp(templ, "/tmp/ftnio_scratch_XXXXXX") != 0);
  ck_assert(fcntl(sfd, F_GETFD) & FD_CLOEXEC);
  ck_assert_int_eq(ftnio::raw_unlink(templ), 0);
  ck_assert_int_eq(ftnio::raw_unlink(templ), -ENOENT);
  close(sfd);
  char bad[] = "/tmp/no_x_here";
  ck_assert_int_eq(ftnio::raw_mkstemp(bad), -EINVAL);
}
END_TEST

// ---- BufferedStream against a counting mock ------------------------------

START_TEST(buf_coalesces_without_seeks) {
  auto m = std::make_unique<MockStream>();
  MockStream* mp = m.get();
  BufferedStream b(std::move(m), 64);
  ck_assert_int_eq(b.capacity(), 64);
  int seeks0 = mp->seeks;
  for (int i = 0; i < 100; ++i) ck_assert_int_eq(b.write("0123456789", 10), 10);
  ck_assert_int_eq(b.tell(), 1000);
  ck_assert_int_eq(b.size(), 1000);
  ck_assert_int_eq(b.flush(), 0);
  // 1000 bytes through a 64-byte buffer: at most ceil(1000/60) writes and
  // no lseek at all for purely sequential output.
  ck_assert_int_le(mp->writes, 17);
  ck_assert_int_eq(mp->seeks, seeks0);
  ck_assert_int_eq(mp->bytes_written, 1000);
  ck_assert_int_eq(mp->data.size(), 1000);
}
END_TEST

START_TEST(buf_large_transfers_bypass) {
  auto m = std::make_unique<MockStream>();
  MockStream* mp = m.get();
  BufferedStream b(std::move(m), 16);
  std::string big(100, 'B');
  ck_assert_int_eq(b.write("ab", 2), 2);
  ck_assert_int_eq(b.write(big.data(), 100), 100);
  ck_assert_int_eq(mp->writes, 2);  // "ab" written back, then 100 direct
  ck_assert_int_eq(mp->data.size(), 102);
  ck_assert_int_eq(b.seek(0, SEEK_SET), 0);
  char buf[200];
  int r0 = mp->reads;
  ck_assert_int_eq(b.read(buf, 50), 50);
  ck_assert_int_eq(mp->reads, r0 + 1);  // straight into buf
  ck_assert_int_eq(memcmp(buf, "abBBB", 5), 0);
}
END_TEST

START_TEST(buf_flush_failure_keeps_data) {
  auto m = std::make_unique<MockStream>();
  MockStream* mp = m.get();
  BufferedStream b(std::move(m), 64);
  ck_assert_int_eq(b.write("hello", 5), 5);
  mp->fail_write = -ENOSPC;
  ck_assert_int_eq(b.flush(), -ENOSPC);
  ck_assert_int_eq(b.size(), 5);  // still counted
  mp->fail_write = 0;
  ck_assert_int_eq(b.flush(), 0);  // the retry writes it
  ck_assert_str_eq(mp->data.c_str(), "hello");
  ck_assert_int_eq(b.write("!", 1), 1);
  mp->fail_write = -EIO;
  mp->fail_close = 0;
  ck_assert_int_eq(b.close(), -EIO);  // first error wins
  ck_assert_int_eq(mp->closes, 1);    // but the inner stream is closed
  ck_assert_int_eq(b.write("x", 1), -EBADF);
  ck_assert_int_eq(b.close(), -EBADF);
}
END_TEST

START_TEST(buf_close_reports_inner_close_error) {
  auto m = std::make_unique<MockStream>();
  MockStream* mp = m.get();
  BufferedStream b(std::move(m), 8);
  ck_assert_int_eq(b.write("abc", 3), 3);
  mp->fail_close = -EIO;
  ck_assert_int_eq(b.close(), -EIO);
  ck_assert_str_eq(mp->data.c_str(), "abc");
}
END_TEST

START_TEST(buf_truncate_below_window) {
  auto m = std::make_unique<MockStream>();
  MockStream* mp = m.get();
  BufferedStream b(std::move(m), 64);
  ck_assert_int_eq(b.write("0123456789", 10), 10);
  ck_assert_int_eq(b.seek(0, SEEK_SET), 0);
  char buf[16];
  ck_assert_int_eq(b.read(buf, 4), 4);  // window now holds 0..9
  ck_assert_int_eq(b.truncate(2), 0);
  ck_assert_int_eq(b.size(), 2);
  ck_assert_int_eq(b.read(buf, 16), 0);  // pos 4 > size 2
  ck_assert_int_eq(b.seek(6, SEEK_SET), 6);
  ck_assert_int_eq(b.write("x", 1), 1);
  ck_assert_int_eq(b.flush(), 0);
  ck_assert_int_eq(mp->data.size(), 7);
  ck_assert(mp->data == std::string("01\0\0\0\0x", 7));
}
END_TEST

// On a pipe, buffered input does not wait for more than is available, and
// pending output (a prompt) goes out before a read blocks.
START_TEST(buf_over_pipe) {
  auto m = std::make_unique<MockStream>(false);
  MockStream* mp = m.get();
  mp->input = "line1\nline2\n";
  mp->max_read = 6;  // each read(2) yields one line, like a terminal
  BufferedStream b(std::move(m), 64);
  ck_assert(!b.seekable());
  ck_assert_int_eq(b.tell(), -ESPIPE);
  ck_assert_int_eq(b.seek(0, SEEK_SET), -ESPIPE);
  char buf[64];
  ck_assert_int_eq(b.read(buf, 64), 6);
  ck_assert_int_eq(b.read(buf, 3), 3);
  ck_assert_int_eq(memcmp(buf, "lin", 3), 0);
  ck_assert_int_eq(b.read(buf, 64), 3);  // rest of the window only
  ck_assert_int_eq(memcmp(buf, "e2\n", 3), 0);
  ck_assert_int_eq(b.read(buf, 64), 0);
}
END_TEST

START_TEST(buf_pipe_prompt_flushed_before_read) {
  auto m = std::make_unique<MockStream>(false);
  MockStream* mp = m.get();
  BufferedStream b(std::move(m), 64);
  ck_assert_int_eq(b.write("prompt> ", 8), 8);
  ck_assert_int_eq(mp->writes, 0);
  char c;
  ck_assert_int_eq(b.read(&c, 1), 0);
  ck_assert_int_eq(mp->writes, 1);
  ck_assert_str_eq(mp->data.c_str(), "prompt> ");
}
END_TEST

START_TEST(buf_pipe_failed_flush_not_repeated) {
  auto m = std::make_unique<MockStream>(false);
  MockStream* mp = m.get();
  BufferedStream b(std::move(m), 64);
  ck_assert_int_eq(b.write("abc", 3), 3);
  mp->fail_write = -EPIPE;
  ck_assert_int_eq(b.flush(), -EPIPE);
  mp->fail_write = 0;
  ck_assert_int_eq(b.flush(), 0);
  ck_assert_int_eq(mp->data.size(), 0);  // dropped, not retried
  ck_assert_int_eq(b.write("d", 1), 1);
  ck_assert_int_eq(b.close(), 0);
  ck_assert_str_eq(mp->data.c_str(), "d");
}
END_TEST

// Output to a read/write terminal while typed-ahead input sits in the
// buffer goes out directly; the input is still read afterwards.
START_TEST(buf_pipe_write_around_unread_input) {
  auto m = std::make_unique<MockStream>(false);
  MockStream* mp = m.get();
  mp->input = "abc\n";
  BufferedStream b(std::move(m), 64);
  char c;
  ck_assert_int_eq(b.read(&c, 1), 1);
  ck_assert_int_eq(c, 'a');
  ck_assert_int_eq(b.write("out", 3), 3);
  ck_assert_int_eq(mp->writes, 1);
  ck_assert_str_eq(mp->data.c_str(), "out");
  ck_assert_int_eq(b.read(&c, 1), 1);
  ck_assert_int_eq(c, 'b');
}
END_TEST

// A real pipe: a buffered read returns what is there without blocking.
START_TEST(buf_real_pipe_no_block) {
  Pipe p;
  BufferedStream b(std::make_unique<RawStream>(p.rd, true), 64);
  p.rd = -1;
  ck_assert_int_eq(write(p.wr, "abc", 3), 3);
  char buf[10];
  ck_assert_int_eq(b.read(buf, 10), 3);
  ck_assert_int_eq(write(p.wr, std::string(200, 'x').data(), 200), 200);
  ck_assert_int_eq(b.read(buf, 10), 10);  // from a 64-byte refill
  close(p.wr);
  p.wr = -1;
  Offset total = 10;
  Offset r;
  while ((r = b.read(buf, 10)) > 0) total += r;
  ck_assert_int_eq(r, 0);
  ck_assert_int_eq(total, 200);
}
END_TEST

START_TEST(buf_real_file_with_initial_offset) {
  TempFile f;
  int fd = f.open(O_RDWR);
  ck_assert_int_eq(write(fd, "abcdef", 6), 6);
  ck_assert_int_eq(lseek(fd, 2, SEEK_SET), 2);
  BufferedStream b(std::make_unique<RawStream>(fd, true), 4);
  ck_assert_int_eq(b.tell(), 2);
  ck_assert_int_eq(b.fileno(), fd);
  ck_assert_int_eq(b.write("XY", 2), 2);
  ck_assert_int_eq(b.close(), 0);
  ck_assert(slurp(f.path()) == "abXYef");
}
END_TEST

START_TEST(buf_default_sizes) {
  unsetenv("GFORTRAN_FORMATTED_BUFFER_SIZE");
  unsetenv("GFORTRAN_UNFORMATTED_BUFFER_SIZE");
  ck_assert_int_eq(ftnio::default_buffer_size(false), 8192);
  ck_assert_int_eq(ftnio::default_buffer_size(true), 131072);
  setenv("GFORTRAN_FORMATTED_BUFFER_SIZE", "1000", 1);
  setenv("GFORTRAN_UNFORMATTED_BUFFER_SIZE", "65536", 1);
  ck_assert_int_eq(ftnio::default_buffer_size(false), 1000);
  ck_assert_int_eq(ftnio::default_buffer_size(true), 65536);
  setenv("GFORTRAN_FORMATTED_BUFFER_SIZE", "0", 1);
  setenv("GFORTRAN_UNFORMATTED_BUFFER_SIZE", "-5", 1);
  ck_assert_int_eq(ftnio::default_buffer_size(false), 8192);
  ck_assert_int_eq(ftnio::default_buffer_size(true), 131072);
  setenv("GFORTRAN_FORMATTED_BUFFER_SIZE", "12abc", 1);
  ck_assert_int_eq(ftnio::default_buffer_size(false), 8192);
  unsetenv("GFORTRAN_FORMATTED_BUFFER_SIZE");
  unsetenv("GFORTRAN_UNFORMATTED_BUFFER_SIZE");
}
END_TEST

// write(a, na, b, nb) on a non-blocking pipe: EAGAIN waits and partial writes,
// which may end inside either vector, resume where they stopped.
START_TEST(raw_write_pair_partial) {
  Pipe p;
  ck_assert_int_eq(fcntl(p.wr, F_SETFL, O_NONBLOCK), 0);
  std::string a(70001, 'a'), b(250003, 'b');
  for (size_t i = 0; i < b.size(); ++i) b[i] = static_cast<char>(i * 13);
  std::string got;
  std::thread reader([&] {
    char buf[777];
    ssize_t r;
    usleep(20000);  // let the writer fill the pipe first
    while ((r = ::read(p.rd, buf, sizeof buf)) > 0) got.append(buf, r);
  });
  RawStream w(p.wr, true);
  p.wr = -1;
  ck_assert_int_eq(w.write(a.data(), a.size(), b.data(), b.size()),
                   a.size() + b.size());
  ck_assert_int_eq(w.write("", 0, "xy", 2), 2);
  ck_assert_int_eq(w.write("z", 1, "", 0), 1);
  ck_assert_int_eq(w.close(), 0);
  reader.join();
  ck_assert(got == a + b + "xyz");
  ck_assert_int_eq(w.write("a", 1, "b", 1), -EBADF);
}
END_TEST

// A large write after buffered bytes that end where it starts: both go
// out together, at the right offset, and the buffer starts afresh.
START_TEST(buf_large_write_joins_dirty_bytes) {
  TempFile f(true);
  int fd = f.open(O_RDWR | O_TRUNC);
  BufferedStream b(std::make_unique<RawStream>(fd, true), 16);
  std::string big(8, 'B'), huge(40, 'H');
  ck_assert_int_eq(b.write("ab", 2), 2);
  ck_assert_int_eq(b.write(big.data(), 8), 8);  // half the buffer
  ck_assert_int_eq(b.write("cd", 2), 2);
  ck_assert_int_eq(b.seek(1, SEEK_SET), 1);  // dirty bytes elsewhere
  ck_assert_int_eq(b.write(huge.data(), 40), 40);
  ck_assert_int_eq(b.write("e", 1), 1);
  ck_assert_int_eq(b.tell(), 42);
  ck_assert_int_eq(b.size(), 42);
  ck_assert_int_eq(b.close(), 0);
  ck_assert(slurp(f.path()) == "a" + huge + "e");
}
END_TEST

// A failed combined write keeps the dirty bytes of a seekable file for
// the next flush, like a failed write-back.
START_TEST(buf_large_write_failure_keeps_dirty) {
  auto m = std::make_unique<MockStream>();
  MockStream* mp = m.get();
  BufferedStream b(std::move(m), 16);
  ck_assert_int_eq(b.write("abc", 3), 3);
  mp->fail_write = -ENOSPC;
  std::string big(20, 'B');
  ck_assert_int_eq(b.write(big.data(), 20), -ENOSPC);
  mp->fail_write = 0;
  ck_assert_int_eq(b.flush(), 0);
  ck_assert_str_eq(mp->data.c_str(), "abc");
  ck_assert_int_eq(b.tell(), 3);
}
END_TEST

// ---- In-place appends (the append window: open / commit) -----------------

// Stores text at the append point and commits it; false if refused.
static bool append_in_place(ftnio::Stream& s, const char* text) {
  ftnio::AppendWindow* w = s.append_window();
  if (w == nullptr) return false;
  size_t n = strlen(text), room;
  char* at = w->open(&room);
  if (at == nullptr || room < n) return false;
  memcpy(at, text, n);
  return w->commit(at, n);
}

// Streams without a buffer do not offer the capability.
START_TEST(raw_append_window_refused) {
  TempFile f(true);
  RawStream r(f.open(O_RDWR | O_TRUNC), true);
  ck_assert_ptr_null(r.append_window());
  ck_assert(!append_in_place(r, "x"));
  ck_assert_int_eq(r.tell(), 0);
  char buf[4];
  ftnio::MemoryStream m(buf, 4);
  ck_assert_ptr_null(m.append_window());
}
END_TEST

// Appended bytes behave as written ones: position, size, write-back in
// one write(2) with the neighbouring writes, no seek.
START_TEST(buf_append_in_place) {
  auto m = std::make_unique<MockStream>();
  MockStream* mp = m.get();
  BufferedStream b(std::move(m), 16);
  size_t room;
  char* at = b.append_window()->open(&room);
  ck_assert_ptr_nonnull(at);
  ck_assert_uint_eq(room, 16);    // empty buffer: all of it
  ck_assert_int_eq(b.tell(), 0);  // nothing happens before the commit
  ck_assert(append_in_place(b, "abc"));
  ck_assert_int_eq(b.write("de", 2), 2);
  ck_assert(append_in_place(b, "fgh"));
  ck_assert_int_eq(b.tell(), 8);
  ck_assert_int_eq(b.size(), 8);
  ck_assert_ptr_nonnull(b.append_window()->open(&room));
  ck_assert_uint_eq(room, 8);
  ck_assert_int_eq(mp->writes, 0);
  int seeks0 = mp->seeks;
  ck_assert_int_eq(b.flush(), 0);
  ck_assert_int_eq(mp->writes, 1);
  ck_assert_int_eq(mp->seeks, seeks0);
  ck_assert_str_eq(mp->data.c_str(), "abcdefgh");
  // After the write-back the window is clean but still ends at the
  // position: appends go on behind it.
  ck_assert(append_in_place(b, "ij"));
  ck_assert_int_eq(b.close(), 0);
  ck_assert_str_eq(mp->data.c_str(), "abcdefghij");
}
END_TEST

// read_in_window takes bytes the buffer holds, as read() would, and
// refuses (nothing moved) a read the buffer does not hold entirely, a
// position outside the window, and a closed stream.
START_TEST(buf_read_in_window) {
  auto m = std::make_unique<MockStream>();
  MockStream* mp = m.get();
  mp->data = "0123456789abcdefghijklmnopqrstuvwxyz";
  BufferedStream b(std::move(m), 16);
  ftnio::AppendWindow* w = b.append_window();
  char x[16] = {};  // room for the 12 bytes the refused READ asks
  ck_assert(!w->read_in_window(x, 2));  // nothing buffered yet
  ck_assert_int_eq(b.read(x, 2), 2);    // fills the buffer
  ck_assert(w->read_in_window(x, 3));
  ck_assert_int_eq(std::memcmp(x, "234", 3), 0);
  ck_assert_int_eq(b.tell(), 5);
  ck_assert(!w->read_in_window(x, 12));  // crosses the buffer's end
  ck_assert_int_eq(b.tell(), 5);
  ck_assert(w->read_in_window(x, 0));
  ck_assert_int_eq(b.read(x, 4), 4);
  ck_assert_int_eq(std::memcmp(x, "5678", 4), 0);
  int reads = static_cast<int>(mp->read_sizes.size());
  ck_assert_int_eq(b.seek(40, SEEK_SET), 40);  // past the window
  ck_assert(!w->read_in_window(x, 1));
  ck_assert_int_eq(b.seek(14, SEEK_SET), 14);
  ck_assert(w->read_in_window(x, 2));
  ck_assert_int_eq(std::memcmp(x, "ef", 2), 0);
  ck_assert_int_eq(static_cast<int>(mp->read_sizes.size()), reads);
  ck_assert_int_eq(b.close(), 0);
  ck_assert(!w->read_in_window(x, 1));
}
END_TEST

// Growth: two turnovers in a row at the window's end double the buffer
// (up to the limit), but not while an append window is out: its caller
// may still read it (write_window_copy), so the buffer must not move.
START_TEST(buf_growth_waits_for_window) {
  auto m = std::make_unique<MockStream>();
  MockStream* mp = m.get();
  BufferedStream b(std::move(m), 128, {.grow_limit = 512});
  std::string chunk(50, 'a');  // buffered: less than half the buffer
  size_t room;
  char* at = b.append_window()->open(&room);
  ck_assert_ptr_nonnull(at);
  at[0] = 'w';                  // the caller writes into it...
  for (int i = 0; i < 12; ++i)  // ...and the stream is used meanwhile
    ck_assert_int_eq(b.write(chunk.data(), 50), 50);
  ck_assert_uint_eq(b.capacity(), 128);
  volatile char still = at[0];  // still the buffer's memory (ASan)
  (void)still;
  // Stale, refused; the window is given back.
  ck_assert(!b.append_window()->commit(at, 1));
  for (int i = 0; i < 12; ++i) ck_assert_int_eq(b.write(chunk.data(), 50), 50);
  ck_assert_uint_gt(b.capacity(), 128);
  for (int i = 0; i < 100; ++i) ck_assert_int_eq(b.write(chunk.data(), 50), 50);
  ck_assert_uint_eq(b.capacity(), 512);
  ck_assert_int_eq(b.close(), 0);
  ck_assert(mp->data == std::string(124 * 50, 'a'));
}
END_TEST

// append() takes a record exactly when write()'s fast path would: any
// record that is not large (AppendWindow::is_large: half the buffer, or
// kLargeWrite), continuing dirty bytes that end at the position.
START_TEST(buf_append_bound_is_is_large) {
  auto m = std::make_unique<MockStream>();
  MockStream* mp = m.get();
  BufferedStream b(std::move(m), 4096);
  ftnio::AppendWindow* w = b.append_window();
  std::string rec(2048, 'r');
  ck_assert(!w->append(rec.data(), 1));  // no dirty bytes yet
  ck_assert_int_eq(b.write("a", 1), 1);
  ck_assert(!w->append(rec.data(), 0));
  ck_assert(w->append(rec.data(), 300));  // longer than 256 bytes
  ck_assert(w->is_large(2048));
  ck_assert(!w->append(rec.data(), 2048));  // half the buffer
  ck_assert_int_eq(b.tell(), 301);
  ck_assert_int_eq(mp->writes, 0);
  ck_assert_int_eq(b.close(), 0);
  ck_assert(mp->data == "a" + std::string(300, 'r'));

  auto g = std::make_unique<MockStream>();
  BufferedStream big(std::move(g), size_t{1} << 20);
  ck_assert(
      !big.append_window()->is_large(ftnio::AppendWindow::kLargeWrite - 1));
  ck_assert(big.append_window()->is_large(ftnio::AppendWindow::kLargeWrite));
}
END_TEST

// More than the room, a stale pointer, or a stream used in between:
// the commit is refused and nothing changes.
START_TEST(buf_append_commit_refused) {
  auto m = std::make_unique<MockStream>();
  MockStream* mp = m.get();
  BufferedStream b(std::move(m), 8);
  ck_assert_int_eq(b.write("abc", 3), 3);
  ck_assert_int_eq(b.write("de", 2), 2);
  size_t room;
  char* at = b.append_window()->open(&room);
  ck_assert_uint_eq(room, 3);
  ck_assert(!b.append_window()->commit(at, 4));
  ck_assert_int_eq(b.write("f", 1), 1);  // the stream is used meanwhile
  ck_assert(!b.append_window()->commit(at, 1));
  ck_assert_int_eq(b.tell(), 6);
  ck_assert_int_eq(b.flush(), 0);
  ck_assert_str_eq(mp->data.c_str(), "abcdef");
}
END_TEST

// Not at the end of the buffered data (after a seek back, or in front
// of unread input on a pipe) there is no window; a seek to the end
// brings it back.
START_TEST(buf_append_window_needs_the_end) {
  auto m = std::make_unique<MockStream>();
  MockStream* mp = m.get();
  BufferedStream b(std::move(m), 16);
  ck_assert_int_eq(b.write("abcdef", 6), 6);
  size_t room;
  ck_assert_int_eq(b.seek(2, SEEK_SET), 2);
  ck_assert_ptr_null(b.append_window()->open(&room));
  ck_assert_int_eq(b.seek(0, SEEK_END), 6);
  ck_assert(append_in_place(b, "gh"));
  ck_assert_int_eq(b.close(), 0);
  ck_assert_str_eq(mp->data.c_str(), "abcdefgh");
  ck_assert_ptr_null(b.append_window()->open(&room));  // closed

  auto p = std::make_unique<MockStream>(false);
  MockStream* pp = p.get();
  pp->input = "abc\n";
  BufferedStream t(std::move(p), 64);
  char c;
  ck_assert_int_eq(t.read(&c, 1), 1);
  ck_assert_ptr_null(t.append_window()->open(&room));
  char rest[8];
  ck_assert_int_eq(t.read(rest, 8), 3);
  ck_assert(append_in_place(t, "out"));
  ck_assert_int_eq(t.flush(), 0);
  ck_assert_str_eq(pp->data.c_str(), "out");
}
END_TEST

// An append after a seek beyond the end of file leaves a hole, as a
// write there does.
START_TEST(buf_append_after_seek_makes_hole) {
  auto m = std::make_unique<MockStream>();
  MockStream* mp = m.get();
  BufferedStream b(std::move(m), 16);
  ck_assert_int_eq(b.write("ab", 2), 2);
  ck_assert_int_eq(b.flush(), 0);
  ck_assert_int_eq(b.seek(100, SEEK_SET), 100);  // window [0,2) stays
  size_t room;
  ck_assert_ptr_null(b.append_window()->open(&room));
  ck_assert_int_eq(b.truncate(2), 0);  // drops the window
  ck_assert_int_eq(b.seek(5, SEEK_SET), 5);
  ck_assert(append_in_place(b, "xy"));
  ck_assert_int_eq(b.tell(), 7);
  ck_assert_int_eq(b.close(), 0);
  ck_assert_int_eq(mp->data.size(), 7);
  ck_assert_int_eq(memcmp(mp->data.data(), "ab\0\0\0xy", 7), 0);
}
END_TEST

// A read that misses the window asks for kMinFill bytes (8 KiB) after a
// jump, and twice as many at each miss that goes on sequentially, up to
// the capacity; a large read still goes straight to the caller.
START_TEST(buf_read_ahead_ramps) {
  auto m = std::make_unique<MockStream>();
  MockStream* mp = m.get();
  mp->data.assign(4 << 20, 'd');
  BufferedStream b(std::move(m), 1 << 20);
  char buf[100];
  for (int i = 0; i < 3000; ++i) ck_assert_int_eq(b.read(buf, 100), 100);
  std::vector<Offset> want = {8192, 16384, 32768, 65536, 131072, 262144};
  ck_assert(mp->read_sizes == want);
  mp->read_sizes.clear();
  ck_assert_int_eq(b.seek(3 << 20, SEEK_SET), 3 << 20);  // a jump ahead
  ck_assert_int_eq(b.read(buf, 100), 100);
  ck_assert_int_eq(b.seek(5000, SEEK_SET), 5000);  // and back
  ck_assert_int_eq(b.read(buf, 100), 100);
  ck_assert_int_eq(b.seek(5000 + 8192 + 300, SEEK_SET), 13492);  // a skip
  ck_assert_int_eq(b.read(buf, 100), 100);
  want = {8192, 8192, 16384};
  ck_assert(mp->read_sizes == want);
  std::string big(20000, '\0');  // more than the fill: all of it, at once
  ck_assert_int_eq(b.seek(100, SEEK_SET), 100);
  mp->read_sizes.clear();
  ck_assert_int_eq(b.read(big.data(), 20000), 20000);
  ck_assert_int_eq(mp->read_sizes.size(), 1);
  ck_assert_int_ge(mp->read_sizes[0], 20000);
}
END_TEST

// A read of half the buffer or more takes what the window does not hold
// (however little) straight into the caller's memory, with the min_fill
// bytes after it in the buffer, in one read of the inner stream;
// positions, end of file and the window afterwards are as if it had been
// read through the buffer.
START_TEST(buf_large_read_bypass) {
  auto m = std::make_unique<MockStream>();
  MockStream* mp = m.get();
  for (int i = 0; i < 1000; ++i) mp->data += static_cast<char>('a' + i % 26);
  const std::string file = mp->data;
  ftnio::BufferTuning t;
  t.min_fill = 16;
  BufferedStream b(std::move(m), 64, t);  // large: 32 bytes or more
  char buf[200];
  ck_assert_int_eq(b.read(buf, 5), 5);    // fills [0, 16)
  ck_assert_int_eq(b.read(buf, 40), 40);  // 11 from the window, 29 direct
  ck_assert(std::string(buf, 40) == file.substr(5, 40));
  std::vector<Offset> want = {16, 29 + 16};
  ck_assert(mp->read_sizes == want);
  ck_assert_int_eq(b.tell(), 45);
  ck_assert_int_eq(b.read(buf, 16), 16);  // the read-ahead: no inner read
  ck_assert(std::string(buf, 16) == file.substr(45, 16));
  ck_assert_int_eq(mp->reads, 2);
  ck_assert_int_eq(b.read(buf, 3), 3);  // a miss after it: sequential
  ck_assert_int_eq(mp->read_sizes.back(), 32);
  // Partial at end of file: the rest of the file, then 0.
  ck_assert_int_eq(b.seek(980, SEEK_SET), 980);
  ck_assert_int_eq(b.read(buf, 100), 20);
  ck_assert(std::string(buf, 20) == file.substr(980));
  ck_assert_int_eq(b.tell(), 1000);
  ck_assert_int_eq(b.read(buf, 100), 0);
  // Ending exactly at end of file: nothing read ahead.
  ck_assert_int_eq(b.seek(960, SEEK_SET), 960);
  ck_assert_int_eq(b.read(buf, 40), 40);
  ck_assert_int_eq(b.read(buf, 1), 0);
  // Beyond end of file.
  ck_assert_int_eq(b.seek(2000, SEEK_SET), 2000);
  ck_assert_int_eq(b.read(buf, 50), 0);
  ck_assert_int_eq(b.tell(), 2000);
}
END_TEST

// Large reads among small buffered writes on a real file (readv(2)):
// dirty bytes are written back before the inner read, bytes written into
// the read-ahead are read back, and everything lands where it belongs.
START_TEST(buf_large_read_interleaved) {
  TempFile f;
  std::string want(300, '.');
  for (int i = 0; i < 300; ++i) want[i] = static_cast<char>('A' + i % 23);
  int fd = f.open(O_RDWR);
  ck_assert_int_eq(write(fd, want.data(), 300), 300);
  ck_assert_int_eq(lseek(fd, 0, SEEK_SET), 0);
  ftnio::BufferTuning t;
  t.min_fill = 16;
  BufferedStream b(std::make_unique<RawStream>(fd, true), 64, t);
  char buf[400];
  ck_assert_int_eq(b.seek(10, SEEK_SET), 10);
  ck_assert_int_eq(b.write("xyz", 3), 3);  // dirty, in the buffer
  want.replace(10, 3, "xyz");
  ck_assert_int_eq(b.seek(0, SEEK_SET), 0);
  ck_assert_int_eq(b.read(buf, 100), 100);  // written back, then direct
  ck_assert(std::string(buf, 100) == want.substr(0, 100));
  ck_assert_int_eq(b.write("12", 2), 2);  // into the read-ahead [100, 116)
  want.replace(100, 2, "12");
  ck_assert_int_eq(b.read(buf, 4), 4);  // the read-ahead after them
  ck_assert(std::string(buf, 4) == want.substr(102, 4));
  ck_assert_int_eq(b.seek(90, SEEK_SET), 90);
  ck_assert_int_eq(b.read(buf, 60), 60);  // over the dirty bytes
  ck_assert(std::string(buf, 60) == want.substr(90, 60));
  // A large write, then read back at once past the old end of file.
  std::string big(80, 'W');
  ck_assert_int_eq(b.seek(280, SEEK_SET), 280);
  ck_assert_int_eq(b.write(big.data(), 80), 80);
  ck_assert_int_eq(b.write("end", 3), 3);
  want.resize(280);
  want += big + "end";
  ck_assert_int_eq(b.seek(250, SEEK_SET), 250);
  ck_assert_int_eq(b.read(buf, 200), 113);
  ck_assert(std::string(buf, 113) == want.substr(250));
  ck_assert_int_eq(b.read(buf, 200), 0);
  ck_assert_int_eq(b.seek(0, SEEK_SET), 0);
  ck_assert_int_eq(b.read(buf, 363), 363);
  ck_assert(std::string(buf, 363) == want);
  ck_assert_int_eq(b.close(), 0);
  ck_assert(slurp(f.path()) == want);
}
END_TEST

// RawStream::read(a, na, b, nb) is one readv(2): a first, then b; short
// at end of file; only the first vector on a pipe when that is all there
// is.
START_TEST(raw_read_pair) {
  TempFile f;
  int fd = f.open(O_RDWR);
  ck_assert_int_eq(write(fd, "0123456789", 10), 10);
  ck_assert_int_eq(lseek(fd, 0, SEEK_SET), 0);
  RawStream r(fd, true);
  char a[4], b[8];
  ck_assert_int_eq(r.read(a, 4, b, 8), 10);
  ck_assert_int_eq(memcmp(a, "0123", 4), 0);
  ck_assert_int_eq(memcmp(b, "456789", 6), 0);
  ck_assert_int_eq(r.read(a, 4, b, 8), 0);
  ck_assert_int_eq(r.seek(8, SEEK_SET), 8);
  ck_assert_int_eq(r.read(a, 4, b, 8), 2);
  ck_assert_int_eq(memcmp(a, "89", 2), 0);
  ck_assert_int_eq(r.read(a, -1, b, 8), -EINVAL);
  ck_assert_int_eq(r.close(), 0);
  ck_assert_int_eq(r.read(a, 4, b, 8), -EBADF);
  Pipe p;
  ck_assert_int_eq(write(p.wr, "abc", 3), 3);
  RawStream pr(p.rd, false);
  ck_assert_int_eq(pr.read(a, 4, b, 8), 3);  // does not block
  ck_assert_int_eq(memcmp(a, "abc", 3), 0);
}
END_TEST

// ---- Aligned write-back (small alignments, to reach it with small buffers)

// Every write the mock got but the first starts, and every one but the
// last ends, on a multiple of `align`; writes wholly inside what was
// written before (patches) are left out.
static void ck_aligned_log(const MockStream& m, Offset align) {
  std::vector<std::pair<Offset, Offset>> grow;
  Offset end = -1;
  for (auto [at, n] : m.write_log)
    if (at + n > end) {
      grow.emplace_back(at, n);
      end = at + n;
    }
  ck_assert_uint_gt(grow.size(), 2);
  for (size_t i = 0; i < grow.size(); ++i) {
    if (i > 0)
      ck_assert_msg(grow[i].first % align == 0, "write %zu at %lld", i,
                    (long long)grow[i].first);
    if (i + 1 < grow.size())
      ck_assert_msg((grow[i].first + grow[i].second) % align == 0,
                    "write %zu ends at %lld", i,
                    (long long)(grow[i].first + grow[i].second));
  }
}

// Sequential writes of every size, some large, from an unaligned start:
// the write-backs after the first start and end on boundaries, and the
// file is what was written.
START_TEST(buf_aligned_sequential) {
  auto m = std::make_unique<MockStream>();
  MockStream* mp = m.get();
  mp->data = "12345";
  mp->pos = 5;
  BufferedStream b(std::move(m), 64, {.write_align = 16});
  std::string want = "12345";
  for (int i = 0; i < 300; ++i) {
    int n = i % 7 == 6 ? 32 + i % 41 : 1 + i % 13;  // 32 and more: large
    std::string piece(static_cast<size_t>(n), static_cast<char>('a' + i % 26));
    ck_assert_int_eq(b.write(piece.data(), n), n);
    want += piece;
  }
  ck_assert_int_eq(b.tell(), static_cast<Offset>(want.size()));
  ck_assert_int_eq(b.close(), 0);
  ck_assert(mp->data == want);
  ck_aligned_log(*mp, 16);
}
END_TEST

// Records assembled in place get room only up to the next boundary.
START_TEST(buf_aligned_append_window) {
  auto m = std::make_unique<MockStream>();
  MockStream* mp = m.get();
  mp->data = "xyz";
  mp->pos = 3;
  BufferedStream b(std::move(m), 64, {.write_align = 16});
  size_t room;
  char* at = b.append_window()->open(&room);
  ck_assert_uint_eq(room, 61);  // to offset 64, the last boundary in reach
  b.append_window()->commit(at, 0);
  std::string want = "xyz";
  for (int i = 0; i < 200; ++i) {
    size_t n = 1 + static_cast<size_t>(i % 11);
    std::string rec(n, static_cast<char>('A' + i % 26));
    at = b.append_window()->open(&room);
    if (at != nullptr && room >= n) {
      std::memcpy(at, rec.data(), n);
      ck_assert(b.append_window()->commit(at, n));
    } else {
      if (at != nullptr) b.append_window()->commit(at, 0);
      ck_assert_int_eq(b.write(rec.data(), static_cast<Offset>(n)),
                       static_cast<Offset>(n));
    }
    want += rec;
  }
  ck_assert_int_eq(b.close(), 0);
  ck_assert(mp->data == want);
  ck_aligned_log(*mp, 16);
}
END_TEST

// A write that completes the window fails: none of it is taken, the
// position stays, and the window's own bytes still reach the file.
START_TEST(buf_aligned_split_failure) {
  auto m = std::make_unique<MockStream>();
  MockStream* mp = m.get();
  BufferedStream b(std::move(m), 64, {.write_align = 16});
  std::string first(60, 'f');
  for (int i = 0; i < 6; ++i)  // small writes: buffered, up to offset 60
    ck_assert_int_eq(b.write(first.data(), 10), 10);
  ck_assert_int_eq(mp->writes, 0);
  mp->fail_write = -ENOSPC;
  ck_assert_int_eq(b.write("0123456789", 10), -ENOSPC);
  ck_assert_int_eq(b.tell(), 60);
  mp->fail_write = 0;
  ck_assert_int_eq(b.write("abc", 3), 3);
  char back[10];
  ck_assert_int_eq(b.seek(58, SEEK_SET), 58);
  ck_assert_int_eq(b.read(back, 10), 5);  // nothing of the failed write
  ck_assert(std::string(back, 5) == "ffabc");
  ck_assert_int_eq(b.close(), 0);
  ck_assert(mp->data == first + "abc");
}
END_TEST

// write_at() outside the window writes at once and keeps the window;
// inside it, stores; the position never moves.
START_TEST(buf_write_at) {
  auto m = std::make_unique<MockStream>();
  MockStream* mp = m.get();
  BufferedStream b(std::move(m), 64);
  std::string big(40, 'b');
  ck_assert_int_eq(b.write(big.data(), 40), 40);  // large: straight out
  ck_assert_int_eq(b.write("tail", 4), 4);        // the window: 40..44
  int writes = mp->writes;
  ck_assert_int_eq(b.write_at(2, "HD", 2), 2);  // before the window
  ck_assert_int_eq(mp->writes, writes + 1);
  ck_assert_int_eq(b.tell(), 44);
  ck_assert_int_eq(b.write_at(41, "A", 1), 1);  // inside it
  ck_assert_int_eq(mp->writes, writes + 1);
  ck_assert_int_eq(b.write("!", 1), 1);  // the window is still there
  ck_assert_int_eq(mp->writes, writes + 1);
  ck_assert_int_eq(b.write_at(42, "xyz", 3), 3);  // across its end
  ck_assert_int_eq(b.tell(), 45);
  ck_assert_int_eq(b.close(), 0);
  ck_assert(mp->data == "bbHD" + std::string(36, 'b') + "tAxyz");
}
END_TEST

START_TEST(raw_read_at_write_at) {
  TempFile f;
  RawStream s(f.open(O_RDWR), true);
  ck_assert_int_eq(s.write("0123456789", 10), 10);
  ck_assert_int_eq(s.seek(3, SEEK_SET), 3);
  char buf[8] = {};
  ck_assert_int_eq(s.read_at(6, buf, 8), 4);  // short at the end
  ck_assert(std::memcmp(buf, "6789", 4) == 0);
  ck_assert_int_eq(s.write_at(12, "AB", 2), 2);  // a hole before it
  ck_assert_int_eq(s.tell(), 3);                 // neither moved it
  ck_assert_int_eq(s.size(), 14);
  ck_assert_int_eq(s.read(buf, 2), 2);
  ck_assert(std::memcmp(buf, "34", 2) == 0);
  ck_assert_int_eq(s.read_at(-1, buf, 1), -EINVAL);
  ck_assert_int_eq(s.close(), 0);
  ck_assert_int_eq(s.read_at(0, buf, 1), -EBADF);
  ck_assert_int_eq(s.write_at(0, "x", 1), -EBADF);
}
END_TEST

// The size is known, not asked: given at construction, raised by writes,
// set by truncate; a change made around the stream is not seen (as in
// libgfortran), until a failed write makes it ask again.
START_TEST(buf_size_known) {
  auto m = std::make_unique<MockStream>();
  MockStream* mp = m.get();
  mp->data = "12345";
  BufferedStream b(std::move(m), 64, ftnio::BufferTuning{.known_size = 5});
  ck_assert_int_eq(b.size(), 5);
  ck_assert_int_eq(b.seek(0, SEEK_END), 5);
  ck_assert_int_eq(b.write("678", 3), 3);
  ck_assert_int_eq(b.size(), 8);  // buffered
  ck_assert_int_eq(b.flush(), 0);
  ck_assert_int_eq(b.size(), 8);  // written back
  std::string big(100, 'x');
  ck_assert_int_eq(b.write(big.data(), 100), 100);  // straight out
  ck_assert_int_eq(b.size(), 108);
  ck_assert_int_eq(b.write_at(150, "y", 1), 1);
  ck_assert_int_eq(b.size(), 151);
  ck_assert_int_eq(b.truncate(20), 0);
  ck_assert_int_eq(b.size(), 20);
  mp->data.append(30, 'z');  // grown by someone else
  ck_assert_int_eq(b.size(), 20);
  ck_assert_int_eq(mp->sizes, 0);
  mp->fail_write = -EIO;
  ck_assert_int_eq(b.write(big.data(), 100), -EIO);
  mp->fail_write = 0;
  ck_assert_int_eq(b.size(), 50);  // asked again
  ck_assert_int_eq(mp->sizes, 1);
  ck_assert_int_eq(b.size(), 50);
  ck_assert_int_eq(mp->sizes, 1);
  // Without a known size the first size() asks, once.
  auto m2 = std::make_unique<MockStream>();
  MockStream* mp2 = m2.get();
  mp2->data = "abc";
  BufferedStream c(std::move(m2), 64);
  ck_assert_int_eq(c.size(), 3);
  ck_assert_int_eq(c.size(), 3);
  ck_assert_int_eq(mp2->sizes, 1);
}
END_TEST

// A read or write-back away from the inner position is one pread/pwrite,
// with no seek; one at that position is a plain read or write.
START_TEST(buf_scattered_positioned_io) {
  auto m = std::make_unique<MockStream>();
  MockStream* mp = m.get();
  mp->data = std::string(100000, 'a');
  mp->data[70000] = 'B';
  mp->data[300] = 'C';
  BufferedStream b(std::move(m), 1024, ftnio::BufferTuning{.min_fill = 256});
  char c = 0;
  ck_assert_int_eq(b.seek(70000, SEEK_SET), 70000);
  ck_assert_int_eq(b.read(&c, 1), 1);
  ck_assert_int_eq(c, 'B');
  ck_assert_int_eq(b.seek(300, SEEK_SET), 300);
  ck_assert_int_eq(b.read(&c, 1), 1);
  ck_assert_int_eq(c, 'C');
  ck_assert_int_eq(mp->preads, 2);
  ck_assert_int_eq(b.seek(50000, SEEK_SET), 50000);
  ck_assert_int_eq(b.write("W", 1), 1);
  ck_assert_int_eq(b.seek(10, SEEK_SET), 10);
  ck_assert_int_eq(b.write("V", 1), 1);  // writes back W
  ck_assert_int_eq(mp->pwrites, 1);
  ck_assert_int_eq(b.flush(), 0);
  ck_assert_int_eq(mp->pwrites, 2);
  ck_assert_int_eq(mp->seeks, 0);
  ck_assert_int_eq(mp->pos, 0);  // never moved
  ck_assert_int_eq(mp->data[50000], 'W');
  ck_assert_int_eq(mp->data[10], 'V');
  // From where the inner stream stands, the plain calls.
  ck_assert_int_eq(b.seek(0, SEEK_SET), 0);
  int reads = mp->reads;
  ck_assert_int_eq(b.read(&c, 1), 1);
  ck_assert_int_eq(mp->reads, reads + 1);
  ck_assert_int_eq(mp->preads, 2);
}
END_TEST

static Suite* stream_suite() {
  Suite* s = suite_create("stream");
  TCase* raw = tcase_create("raw");
  tcase_add_test(raw, raw_read_write_seek);
  tcase_add_test(raw, raw_hole_and_truncate);
  tcase_add_test(raw, raw_close_semantics);
  tcase_add_test(raw, raw_readonly_write_is_ebadf);
  tcase_add_test(raw, raw_pipe);
  tcase_add_test(raw, replay_pipe);
  tcase_add_test(raw, raw_pipe_large_write);
  tcase_add_test(raw, raw_nonblocking_write_waits);
  tcase_add_test(raw, raw_write_epipe);
  tcase_add_test(raw, raw_helpers);
  tcase_add_test(raw, raw_append_window_refused);
  tcase_add_test(raw, raw_write_pair_partial);
  tcase_add_test(raw, raw_read_at_write_at);
  tcase_add_test(raw, raw_read_pair);
  suite_add_tcase(s, raw);
  TCase* buf = tcase_create("buffered");
  tcase_add_test(buf, buf_coalesces_without_seeks);
  tcase_add_test(buf, buf_large_transfers_bypass);
  tcase_add_test(buf, buf_flush_failure_keeps_data);
  tcase_add_test(buf, buf_close_reports_inner_close_error);
  tcase_add_test(buf, buf_truncate_below_window);
  tcase_add_test(buf, buf_over_pipe);
  tcase_add_test(buf, buf_pipe_prompt_flushed_before_read);
  tcase_add_test(buf, buf_pipe_failed_flush_not_repeated);
  tcase_add_test(buf, buf_pipe_write_around_unread_input);
  tcase_add_test(buf, buf_real_pipe_no_block);
  tcase_add_test(buf, buf_real_file_with_initial_offset);
  tcase_add_test(buf, buf_default_sizes);
  tcase_add_test(buf, buf_append_in_place);
  tcase_add_test(buf, buf_read_in_window);
  tcase_add_test(buf, buf_large_write_joins_dirty_bytes);
  tcase_add_test(buf, buf_large_write_failure_keeps_dirty);
  tcase_add_test(buf, buf_append_commit_refused);
  tcase_add_test(buf, buf_append_bound_is_is_large);
  tcase_add_test(buf, buf_growth_waits_for_window);
  tcase_add_test(buf, buf_append_window_needs_the_end);
  tcase_add_test(buf, buf_append_after_seek_makes_hole);
  tcase_add_test(buf, buf_aligned_sequential);
  tcase_add_test(buf, buf_aligned_append_window);
  tcase_add_test(buf, buf_aligned_split_failure);
  tcase_add_test(buf, buf_write_at);
  tcase_add_test(buf, buf_read_ahead_ramps);
  tcase_add_test(buf, buf_size_known);
  tcase_add_test(buf, buf_scattered_positioned_io);
  tcase_add_test(buf, buf_large_read_bypass);
  tcase_add_test(buf, buf_large_read_interleaved);
  suite_add_tcase(s, buf);
  return s;
}

int main() { return ftnio::test::run_suite(stream_suite()); }
