// SPDX-License-Identifier: MIT
// Unit tests of MemoryStream, the internal-unit stream (tests).
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "stream/memory_stream.h"
#include "test_util.h"

// Last: check.h defines macros (fail) that clash with C++ headers.
#include <check.h>

using ftnio::MemoryStream;
using ftnio::Offset;

START_TEST(mem_basic) {
  char var[11] = "..........";
  MemoryStream s(var, 10);
  ck_assert(s.seekable());
  ck_assert_int_eq(s.fileno(), -1);
  ck_assert_int_eq(s.size(), 10);
  ck_assert_int_eq(s.write("hello", 5), 5);
  ck_assert_int_eq(s.tell(), 5);
  ck_assert_str_eq(var, "hello.....");  // the variable itself changed
  ck_assert_int_eq(s.seek(1, SEEK_SET), 1);
  char buf[16] = {0};
  ck_assert_int_eq(s.read(buf, 3), 3);
  ck_assert_str_eq(buf, "ell");
  ck_assert_int_eq(s.seek(-2, SEEK_END), 8);
  ck_assert_int_eq(s.read(buf, 16), 2);  // only what is left
  ck_assert_int_eq(s.read(buf, 16), 0);  // end of the variable
  ck_assert_int_eq(s.seek(-10, SEEK_CUR), 0);
  ck_assert_int_eq(s.flush(), 0);
  ck_assert_int_eq(s.size(), 10);  // never grows
}
END_TEST

START_TEST(mem_write_overflow) {
  char var[8];
  memset(var, '.', 8);
  MemoryStream s(var, 6);  // bytes 6,7 are outside the variable
  ck_assert_int_eq(s.seek(4, SEEK_SET), 4);
  ck_assert_int_eq(s.write("ABCD", 4), 2);  // what fits
  ck_assert_int_eq(memcmp(var, "....AB..", 8), 0);
  ck_assert_int_eq(s.tell(), 6);
  ck_assert_int_eq(s.write("X", 1), -ENOSPC);  // nothing fits
  ck_assert_int_eq(s.write("X", 0), 0);
  ck_assert_int_eq(memcmp(var, "....AB..", 8), 0);
  ck_assert_int_eq(s.size(), 6);
}
END_TEST

START_TEST(mem_seek_limits) {
  char var[4] = {'a', 'b', 'c', 'd'};
  MemoryStream s(var, 4);
  ck_assert_int_eq(s.seek(4, SEEK_SET), 4);        // the end is allowed
  ck_assert_int_eq(s.seek(5, SEEK_SET), -EINVAL);  // no growth, no holes
  ck_assert_int_eq(s.tell(), 4);                   // unchanged by the failure
  ck_assert_int_eq(s.seek(-1, SEEK_SET), -EINVAL);
  ck_assert_int_eq(s.seek(-5, SEEK_END), -EINVAL);
  ck_assert_int_eq(s.seek(1, SEEK_END), -EINVAL);
  ck_assert_int_eq(s.seek(0, 99), -EINVAL);
  ck_assert_int_eq(s.seek(INT64_MAX, SEEK_CUR), -EINVAL);
  ck_assert_int_eq(s.read(var, -1), -EINVAL);
}
END_TEST

START_TEST(mem_truncate_and_close) {
  char var[4] = {'a', 'b', 'c', 'd'};
  MemoryStream s(var, 4);
  ck_assert_int_eq(s.truncate(2), -EINVAL);
  ck_assert_int_eq(s.truncate(4), 0);
  ck_assert_int_eq(memcmp(var, "abcd", 4), 0);
  ck_assert_int_eq(s.close(), 0);
  char c;
  ck_assert_int_eq(s.read(&c, 1), -EBADF);
  ck_assert_int_eq(s.write("x", 1), -EBADF);
  ck_assert_int_eq(s.seek(0, SEEK_SET), -EBADF);
  ck_assert_int_eq(s.tell(), -EBADF);
  ck_assert_int_eq(s.size(), -EBADF);
  ck_assert_int_eq(s.truncate(4), -EBADF);
  ck_assert_int_eq(s.flush(), -EBADF);
  ck_assert_int_eq(s.close(), -EBADF);
  ck_assert_ptr_null(s.window(0, 1));
  ck_assert_int_eq(memcmp(var, "abcd", 4), 0);
}
END_TEST

START_TEST(mem_window) {
  char var[5] = {'v', 'w', 'x', 'y', 'z'};
  MemoryStream s(var, 5);
  ck_assert_ptr_eq(s.window(0, 5), var);
  ck_assert_ptr_eq(s.window(2, 3), var + 2);
  ck_assert_ptr_eq(s.window(5, 0), var + 5);
  ck_assert_ptr_null(s.window(3, 3));
  ck_assert_ptr_null(s.window(-1, 1));
  ck_assert_ptr_null(s.window(0, -1));
  ck_assert_ptr_null(s.window(6, 0));
  ck_assert_ptr_null(s.window(1, INT64_MAX));
  ck_assert_int_eq(s.tell(), 0);  // window() does not move
  s.window(1, 2)[0] = 'W';        // zero-copy writes land in the variable
  ck_assert_int_eq(var[1], 'W');
}
END_TEST

// An internal unit's stream is put over the next statement's variable:
// at position 0, open again, the old variable left alone.
START_TEST(mem_rebind) {
  char one[3] = {'a', 'b', 'c'};
  char two[5] = {'v', 'w', 'x', 'y', 'z'};
  MemoryStream s(one, 3);
  ck_assert_int_eq(s.seek(2, SEEK_SET), 2);
  ck_assert_int_eq(s.close(), 0);
  s.rebind(two, 5);
  ck_assert_int_eq(s.tell(), 0);
  ck_assert_int_eq(s.size(), 5);
  ck_assert_int_eq(s.write("AB", 2), 2);
  ck_assert_ptr_eq(s.window(4, 1), two + 4);
  ck_assert_ptr_null(s.window(4, 2));
  ck_assert_int_eq(memcmp(two, "ABxyz", 5), 0);
  ck_assert_int_eq(memcmp(one, "abc", 3), 0);
  s.rebind(nullptr, 0);  // a variable of no characters
  ck_assert_int_eq(s.size(), 0);
  ck_assert_int_eq(s.write("x", 1), -ENOSPC);
}
END_TEST

START_TEST(mem_zero_length) {
  MemoryStream s(nullptr, 0);  // a zero-length variable may have no address
  char c;
  ck_assert_int_eq(s.size(), 0);
  ck_assert_int_eq(s.read(&c, 1), 0);
  ck_assert_int_eq(s.write("a", 1), -ENOSPC);
  ck_assert_int_eq(s.seek(0, SEEK_END), 0);
  char var[1];
  MemoryStream z(var, 0);
  ck_assert_int_eq(z.size(), 0);
  ck_assert_int_eq(z.read(&c, 1), 0);
  ck_assert_int_eq(z.write("a", 1), -ENOSPC);
  ck_assert_ptr_eq(z.window(0, 0), var);
}
END_TEST

// Random operations against a simple model of a fixed-size file.
START_TEST(mem_random_model) {
  uint64_t st = ftnio::test::env_u64("FTNIO_EQ_SEED", 7);
  auto rnd = [&st](int64_t lo, int64_t hi) {
    st = st * 6364136223846793005ULL + 1442695040888963407ULL;
    return lo + static_cast<int64_t>((st >> 33) %
                                     static_cast<uint64_t>(hi - lo + 1));
  };
  for (int seq = 0; seq < 500; ++seq) {
    Offset len = rnd(0, 40);
    std::vector<char> var(static_cast<size_t>(len) + 8, '#');
    std::vector<char> model(var);
    MemoryStream s(var.data(), len);
    Offset pos = 0;
    for (int step = 0; step < 50; ++step) {
      int op = static_cast<int>(rnd(0, 3));
      Offset n = rnd(0, 50);
      char buf[64];
      if (op == 0) {  // write
        for (Offset i = 0; i < n; ++i)
          buf[i] = static_cast<char>('a' + (step + i) % 26);
        Offset fit = n < len - pos ? n : len - pos;
        Offset want = (n > 0 && fit == 0) ? -ENOSPC : fit;
        if (want > 0) {
          memcpy(model.data() + pos, buf, static_cast<size_t>(fit));
          pos += fit;
        }
        ck_assert_msg(s.write(buf, n) == want, "seq %d step %d write", seq,
                      step);
      } else if (op == 1) {  // read
        Offset want = n < len - pos ? n : len - pos;
        ck_assert_msg(s.read(buf, n) == want, "seq %d step %d read", seq, step);
        ck_assert(memcmp(buf, model.data() + pos, static_cast<size_t>(want)) ==
                  0);
        pos += want;
      } else if (op == 2) {  // seek
        int whence = static_cast<int>(rnd(0, 2));
        Offset off = rnd(-45, 45);
        Offset base = whence == SEEK_SET ? 0 : whence == SEEK_CUR ? pos : len;
        Offset t = base + off;
        Offset want = (t < 0 || t > len) ? -EINVAL : t;
        if (want >= 0) pos = t;
        ck_assert_msg(s.seek(off, whence) == want, "seq %d step %d seek", seq,
                      step);
      } else {
        ck_assert_int_eq(s.tell(), pos);
        ck_assert_int_eq(s.size(), len);
      }
    }
    // Bytes past the variable are never touched.
    ck_assert(var == model);
  }
}
END_TEST

static Suite* mem_suite() {
  Suite* s = suite_create("memory_stream");
  TCase* tc = tcase_create("memory");
  tcase_add_test(tc, mem_basic);
  tcase_add_test(tc, mem_write_overflow);
  tcase_add_test(tc, mem_seek_limits);
  tcase_add_test(tc, mem_truncate_and_close);
  tcase_add_test(tc, mem_window);
  tcase_add_test(tc, mem_rebind);
  tcase_add_test(tc, mem_zero_length);
  tcase_add_test(tc, mem_random_model);
  suite_add_tcase(s, tc);
  return s;
}

int main() { return ftnio::test::run_suite(mem_suite()); }
