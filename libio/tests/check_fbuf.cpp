// SPDX-License-Identifier: MIT
// Unit tests of Fbuf, the formatted record buffer (tests).  Expected
// records for the tabbing cases were produced by libgfortran 12 from the
// Fortran statements quoted next to each case.
#include <fcntl.h>
#include <unistd.h>

#include <cstdio>
#include <cstring>
#include <memory>
#include <string>

#include "fbuf/fbuf.h"
#include "stream/memory_stream.h"
#include "stream/raw_stream.h"
#include "test_util.h"

// Last: check.h defines macros (fail) that clash with C++ headers.
#include <check.h>

using ftnio::Fbuf;
using ftnio::MemoryStream;
using ftnio::Offset;
using ftnio::RawStream;
using ftnio::test::MockStream;
using ftnio::test::Pipe;

namespace {

// Appends s at the current position, as an A edit descriptor would.
void put(Fbuf& f, const char* s) {
  size_t n = strlen(s);
  char* p = f.alloc(n);
  ck_assert_ptr_nonnull(p);
  memcpy(p, s, n);
}

// Ends an advancing record: position to the end, newline, write out.
void end_record(Fbuf& f, ftnio::Stream& s) {
  ck_assert_int_eq(f.seek(0, SEEK_END), 0);
  put(f, "\n");
  ck_assert_int_eq(f.flush(s), 0);
}

}  // namespace

START_TEST(fbuf_alloc_flush) {
  MockStream out;
  Fbuf f(4);
  put(f, "abc");
  put(f, "de");
  ck_assert_int_eq(f.pos(), 5);
  ck_assert_int_eq(f.active(), 5);
  ck_assert_int_eq(memcmp(f.data(), "abcde", 5), 0);
  ck_assert_int_eq(f.flush(out), 0);
  ck_assert_int_eq(f.pos(), 0);
  ck_assert_int_eq(f.active(), 0);
  ck_assert_str_eq(out.data.c_str(), "abcde");
  ck_assert_int_eq(f.flush(out), 0);  // empty: writes nothing
  ck_assert_int_eq(out.writes, 1);
  // Growth keeps what is already there.
  std::string big(100000, 'q');
  put(f, "head");
  put(f, big.c_str());
  ck_assert_int_ge(f.capacity(), 100004);
  ck_assert_int_eq(memcmp(f.data(), "headqq", 6), 0);
  f.reset();
  ck_assert_int_eq(f.pos(), 0);
  ck_assert_int_eq(f.active(), 0);
}
END_TEST

// write(*,'(a,3x)') 'de'  ->  "de"  (trailing X produces nothing)
START_TEST(fbuf_trailing_x_dropped) {
  MockStream out;
  Fbuf f;
  put(f, "de");
  ck_assert_int_eq(f.seek(3, SEEK_CUR), 0);
  ck_assert_int_eq(f.pos(), 5);
  ck_assert_int_eq(f.active(), 2);  // nothing materialised yet
  end_record(f, out);
  ck_assert_str_eq(out.data.c_str(), "de\n");
}
END_TEST

// write(*,'(a,t10,a,tl5,a)') 'abc', 'x', 'yy'  ->  "abc  yy  x"
START_TEST(fbuf_t_tl_blank_fill) {
  MockStream out;
  Fbuf f;
  put(f, "abc");
  ck_assert_int_eq(f.seek(9, SEEK_SET), 0);  // T10
  put(f, "x");
  ck_assert_int_eq(f.seek(-5, SEEK_CUR), 0);  // TL5
  put(f, "yy");
  end_record(f, out);
  ck_assert_str_eq(out.data.c_str(), "abc  yy  x\n");
}
END_TEST

// write(*,'(a,tr4,tl6,a)') 'abcdef', 'Z'  ->  "abcdZf"
START_TEST(fbuf_tr_then_tl) {
  MockStream out;
  Fbuf f;
  put(f, "abcdef");
  ck_assert_int_eq(f.seek(4, SEEK_CUR), 0);
  ck_assert_int_eq(f.seek(-6, SEEK_CUR), 0);
  put(f, "Z");
  end_record(f, out);
  ck_assert_str_eq(out.data.c_str(), "abcdZf\n");
}
END_TEST

// write(*,'(a,3x)',advance='no') 'ab'; write(*,'(a)') 'c'  ->  "ab   c"
START_TEST(fbuf_nonadvancing_trailing_x) {
  MockStream out;
  Fbuf f;
  put(f, "ab");
  ck_assert_int_eq(f.seek(3, SEEK_CUR), 0);
  ck_assert_int_eq(f.flush_to_pos(out), 0);
  ck_assert_str_eq(out.data.c_str(), "ab   ");
  put(f, "c");
  end_record(f, out);
  ck_assert_str_eq(out.data.c_str(), "ab   c\n");
}
END_TEST

// write(*,'(a,t3,a)',advance='no') 'abcdef','Q'; write(*,'(a)') 'R'
//   ->  "abQRef"
START_TEST(fbuf_nonadvancing_keeps_right_part) {
  MockStream out;
  Fbuf f;
  put(f, "abcdef");
  ck_assert_int_eq(f.seek(2, SEEK_SET), 0);
  put(f, "Q");
  ck_assert_int_eq(f.flush_to_pos(out), 0);
  ck_assert_str_eq(out.data.c_str(), "abQ");
  ck_assert_int_eq(f.pos(), 0);
  ck_assert_int_eq(f.active(), 3);  // "def" kept
  put(f, "R");
  end_record(f, out);
  ck_assert_str_eq(out.data.c_str(), "abQRef\n");
}
END_TEST

START_TEST(fbuf_left_tab_limit_and_errors) {
  MockStream out;
  Fbuf f;
  put(f, "abc");
  ck_assert_int_eq(f.seek(-10, SEEK_CUR), 0);  // stops at the left limit
  ck_assert_int_eq(f.pos(), 0);
  put(f, "X");
  ck_assert_int_eq(f.seek(9, SEEK_SET), 0);  // far right ...
  ck_assert_int_eq(f.seek(1, SEEK_SET), 0);  // ... and back: no blanks
  put(f, "Y");
  ck_assert_int_eq(f.active(), 3);
  ck_assert_int_eq(f.seek(0, 42), -EINVAL);
  ck_assert_int_eq(f.pos(), 2);
  ck_assert_int_eq(f.seek(-1, SEEK_END), 0);
  ck_assert_int_eq(f.pos(), 2);
  out.fail_write = -EIO;
  ck_assert_int_eq(f.flush(out), -EIO);
  ck_assert_int_eq(f.active(), 0);
  out.fail_write = 0;
  ck_assert_int_eq(f.flush(out), 0);
  ck_assert_str_eq(out.data.c_str(), "");
}
END_TEST

START_TEST(fbuf_getc_memory) {
  char text[] = "ab\ncd";
  MemoryStream s(text, 5);
  Fbuf f;
  ck_assert_int_eq(f.getc(s), 'a');
  ck_assert_int_eq(f.getc(s), 'b');
  f.ungetc();
  ck_assert_int_eq(f.getc(s), 'b');
  ck_assert_int_eq(f.getc(s), '\n');
  ck_assert_int_eq(f.getc(s), 'c');
  ck_assert_int_eq(f.getc(s), 'd');
  ck_assert_int_eq(f.getc(s), Fbuf::kEof);
  ck_assert_int_eq(f.getc(s), Fbuf::kEof);  // stays at end of file
  ck_assert_int_eq(f.error(), 0);
  // TL on input: the whole record is still in the buffer.
  ck_assert_int_eq(f.pos(), 5);  // kEof did not move
  ck_assert_int_eq(f.seek(-3, SEEK_CUR), 0);
  ck_assert_int_eq(f.getc(s), '\n');
}
END_TEST

// A record of known length put in whole (an internal file's): read from
// position 0, ungetc and TL work in it, and nothing past it is read from
// the stream.
START_TEST(fbuf_load_record) {
  char text[] = "zz";
  MemoryStream s(text, 2);
  Fbuf f;
  f.alloc(3);  // what an earlier record left
  char* p = f.load(4);
  ck_assert_ptr_nonnull(p);
  memcpy(p, "ab c", 4);
  ck_assert_int_eq(f.pos(), 0);
  ck_assert_int_eq(f.active(), 4);
  ck_assert_int_eq(f.getc(s), 'a');
  ck_assert_int_eq(f.getc(s), 'b');
  f.ungetc();
  ck_assert_int_eq(f.getc(s), 'b');
  ck_assert_int_eq(f.lookahead(), 2);
  ck_assert_int_eq(f.seek(0, SEEK_SET), 0);
  ck_assert_int_eq(f.getc(s), 'a');
  p = f.load(5000);  // longer than the buffer: it grows
  ck_assert_ptr_nonnull(p);
  ck_assert_int_eq(f.active(), 5000);
  ck_assert_uint_ge(f.capacity(), 5000);
  ck_assert_ptr_nonnull(f.load(0));
  ck_assert_int_eq(f.active(), 0);
}
END_TEST

START_TEST(fbuf_getc_high_bytes) {
  char text[] = "\xff\x80";
  MemoryStream s(text, 2);
  Fbuf f;
  ck_assert_int_eq(f.getc(s), 255);  // never confused with kEof
  ck_assert_int_eq(f.getc(s), 128);
  ck_assert_int_eq(f.getc(s), Fbuf::kEof);
}
END_TEST

START_TEST(fbuf_long_record_keeps_start) {
  std::string text;
  for (int i = 0; i < 10; ++i) text += "0123456789";
  MockStream s;
  s.data = text;
  s.max_read = 7;  // many small refills
  Fbuf f(16);
  for (int i = 0; i < 95; ++i) ck_assert_int_eq(f.getc(s), text[i]);
  ck_assert_int_eq(f.seek(0, SEEK_SET), 0);
  ck_assert_int_eq(f.getc(s), '0');
  ck_assert_int_eq(f.seek(57, SEEK_SET), 0);
  ck_assert_int_eq(f.getc(s), '7');
}
END_TEST

START_TEST(fbuf_records_and_lookahead) {
  char text[] = "line1\nline2\n";
  MemoryStream s(text, 12);
  Fbuf f;
  int c;
  std::string rec;
  while ((c = f.getc(s)) != '\n') rec += static_cast<char>(c);
  ck_assert_str_eq(rec.c_str(), "line1");
  ck_assert_int_eq(f.lookahead(), f.active() - f.pos());
  size_t ahead = f.lookahead();
  ck_assert_int_eq(s.tell(), 6 + static_cast<Offset>(ahead));
  f.discard_consumed();
  ck_assert_int_eq(f.pos(), 0);
  ck_assert_int_eq(f.active(), ahead);
  ck_assert_int_eq(f.getc(s), 'l');
  // Seeking past the read data on input reads up to it.
  Fbuf g;
  MemoryStream s2(text, 12);
  ck_assert_int_eq(g.seek(8, SEEK_SET), 0);
  ck_assert_int_eq(g.getc(s2), 'n');
}
END_TEST

// kReadSlack bytes past the capacity are allocated and defined, before and
// after the buffer grows: a fixed-size scan from any input position reads
// no byte outside the allocation (ASan) and sees the same bytes each time.
START_TEST(fbuf_read_slack) {
  std::string text(3000, 'a');
  for (size_t i = 0; i < text.size(); i += 37) text[i] = '\n';
  MockStream s;
  s.data = text;
  Fbuf f(64);
  for (size_t i = 0; i < text.size(); ++i) {
    ck_assert_int_eq(f.getc(s), static_cast<unsigned char>(text[i]));
    const char* q = f.data() + f.pos();
    const char* end = f.data() + f.capacity() + Fbuf::kReadSlack;
    ck_assert(q + Fbuf::kReadSlack <= end);
    unsigned sum = 0;
    for (size_t k = 0; k < Fbuf::kReadSlack; ++k)
      sum += static_cast<unsigned char>(q[k]);
    unsigned again = 0;
    for (size_t k = 0; k < Fbuf::kReadSlack; ++k)
      again += static_cast<unsigned char>(q[k]);
    ck_assert_uint_eq(sum, again);
    if (text[i] == '\n') f.discard_consumed();
  }
}
END_TEST

// Over a pipe, a refill returns what one read(2) yields: a line typed at a
// terminal is delivered without waiting for more input.
START_TEST(fbuf_getc_pipe) {
  Pipe p;
  RawStream in(p.rd, true);
  p.rd = -1;
  Fbuf f(8);
  ck_assert_int_eq(write(p.wr, "hello\n", 6), 6);
  std::string got;
  for (int i = 0; i < 6; ++i) got += static_cast<char>(f.getc(in));
  ck_assert_str_eq(got.c_str(), "hello\n");
  ck_assert_int_eq(f.lookahead(), 0);  // the pipe had nothing more
  ck_assert_int_eq(write(p.wr, "xy", 2), 2);
  close(p.wr);
  p.wr = -1;
  ck_assert_int_eq(f.getc(in), 'x');
  ck_assert_int_eq(f.getc(in), 'y');
  ck_assert_int_eq(f.getc(in), Fbuf::kEof);
}
END_TEST

START_TEST(fbuf_read_errors) {
  MockStream s;
  s.data = "abc";
  s.fail_read = -EIO;
  Fbuf f;
  ck_assert_int_eq(f.getc(s), Fbuf::kError);
  ck_assert_int_eq(f.error(), -EIO);
  f.clear_error();
  // EPERM is errno 1: -EPERM equals EOF's -1, so errors use kError.
  s.fail_read = -EPERM;
  ck_assert_int_eq(f.getc(s), Fbuf::kError);
  ck_assert_int_eq(f.error(), -EPERM);
  size_t n = 2;
  ck_assert_ptr_null(f.read(s, &n));
  ck_assert_int_eq(n, 0);
  s.fail_read = 0;
  f.reset();
  ck_assert_int_eq(f.error(), 0);
  ck_assert_int_eq(f.getc(s), 'a');
}
END_TEST

// read()/peek() serve A edit descriptors: up to n chars, short at the end.
START_TEST(fbuf_read_peek) {
  char text[] = "abcdefgh";
  MemoryStream s(text, 8);
  Fbuf f(4);
  size_t n = 3;
  const char* p = f.read(s, &n);
  ck_assert_int_eq(n, 3);
  ck_assert_int_eq(memcmp(p, "abc", 3), 0);
  ck_assert_int_eq(f.pos(), 3);
  n = 2;
  p = f.peek(s, &n);
  ck_assert_int_eq(n, 2);
  ck_assert_int_eq(memcmp(p, "de", 2), 0);
  ck_assert_int_eq(f.pos(), 3);
  ck_assert_int_eq(f.getc(s), 'd');
  n = 100;
  p = f.read(s, &n);
  ck_assert_int_eq(n, 4);
  ck_assert_int_eq(memcmp(p, "efgh", 4), 0);
  n = 5;
  ck_assert_ptr_nonnull(f.read(s, &n));
  ck_assert_int_eq(n, 0);  // end of file
  ck_assert_int_eq(f.getc(s), Fbuf::kEof);
  // TL back over data obtained through read().
  ck_assert_int_eq(f.seek(-2, SEEK_CUR), 0);
  ck_assert_int_eq(f.getc(s), 'g');
}
END_TEST

// peek(ahead) reads all the room there is (at least 4 KiB), not only the
// chars asked for; skip() consumes buffered chars as getc() would.
START_TEST(fbuf_peek_ahead_skip) {
  std::string text;
  for (int i = 0; i < 6000; ++i)
    text.push_back(static_cast<char>('a' + i % 26));
  MemoryStream s(text.data(), static_cast<Offset>(text.size()));
  Fbuf f(16);
  size_t n = 3;
  const char* p = f.peek(s, &n, true);
  ck_assert_int_eq(n, 3);
  ck_assert_int_eq(memcmp(p, "abc", 3), 0);
  ck_assert_int_eq(f.pos(), 0);
  ck_assert_uint_ge(f.lookahead(), 4096);
  ck_assert_uint_ge(f.capacity(), 4096);
  f.skip(27);
  ck_assert_int_eq(f.pos(), 27);
  ck_assert_int_eq(f.getc(s), 'b');
  // Without ahead only the missing chars are read.
  MemoryStream s2(text.data(), static_cast<Offset>(text.size()));
  Fbuf g(16);
  n = 5;
  ck_assert_ptr_nonnull(g.peek(s2, &n));
  ck_assert_int_eq(g.lookahead(), 5);
}
END_TEST

static Suite* fbuf_suite() {
  Suite* s = suite_create("fbuf");
  TCase* out = tcase_create("output");
  tcase_add_test(out, fbuf_alloc_flush);
  tcase_add_test(out, fbuf_trailing_x_dropped);
  tcase_add_test(out, fbuf_t_tl_blank_fill);
  tcase_add_test(out, fbuf_tr_then_tl);
  tcase_add_test(out, fbuf_nonadvancing_trailing_x);
  tcase_add_test(out, fbuf_nonadvancing_keeps_right_part);
  tcase_add_test(out, fbuf_left_tab_limit_and_errors);
  suite_add_tcase(s, out);
  TCase* in = tcase_create("input");
  tcase_add_test(in, fbuf_getc_memory);
  tcase_add_test(in, fbuf_load_record);
  tcase_add_test(in, fbuf_getc_high_bytes);
  tcase_add_test(in, fbuf_long_record_keeps_start);
  tcase_add_test(in, fbuf_records_and_lookahead);
  tcase_add_test(in, fbuf_getc_pipe);
  tcase_add_test(in, fbuf_read_errors);
  tcase_add_test(in, fbuf_read_peek);
  tcase_add_test(in, fbuf_peek_ahead_skip);
  tcase_add_test(in, fbuf_read_slack);
  suite_add_tcase(s, in);
  return s;
}

int main() { return ftnio::test::run_suite(fbuf_suite()); }
