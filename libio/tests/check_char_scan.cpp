// SPDX-License-Identifier: MIT
// Unit tests of find_first_of3, find_first_of2 and find_first_of2_window
// (base/char_scan.h) against a plain loop, for every length and hit
// position around the 16-byte steps and the window's two words (tests).
#include <cstring>
#include <string>

#include "base/char_scan.h"
#include "test_util.h"

// Last: check.h defines macros (fail) that clash with C++ headers.
#include <check.h>

namespace {

const char* reference(const char* p, size_t n, char a, char b, char c) {
  for (size_t i = 0; i < n; ++i)
    if (p[i] == a || p[i] == b || p[i] == c) return p + i;
  return nullptr;
}

}  // namespace

START_TEST(char_scan_all_positions) {
  const char stops[] = {'\n', '\r', ','};
  for (size_t n = 0; n <= 70; ++n) {
    for (size_t hit = 0; hit <= n; ++hit) {  // hit == n: none
      for (char stop : stops) {
        // The bytes after the range hold a stop that must not be found.
        std::string buf(n + 8, 'x');
        buf[n] = stop;
        if (hit < n) buf[hit] = stop;
        if (hit + 3 < n) buf[hit + 3] = '\n';  // a later stop changes nothing
        const char* got = ftnio::find_first_of3(buf.data(), n, '\n', '\r', ',');
        const char* want = reference(buf.data(), n, '\n', '\r', ',');
        ck_assert_ptr_eq(got, want);
        // Two stops only, the third passed again.
        got = ftnio::find_first_of3(buf.data(), n, '\n', '\r', '\n');
        want = reference(buf.data(), n, '\n', '\r', '\n');
        ck_assert_ptr_eq(got, want);
        got = ftnio::find_first_of2(buf.data(), n, '\n', '\r');
        ck_assert_ptr_eq(got, want);
      }
    }
  }
}
END_TEST

START_TEST(char_scan_high_bytes) {
  std::string buf(40, '\xff');
  buf[33] = '\r';
  ck_assert_ptr_eq(ftnio::find_first_of3(buf.data(), 40, '\n', '\r', ','),
                   buf.data() + 33);
  ck_assert_ptr_null(ftnio::find_first_of3(buf.data(), 33, '\n', '\r', ','));
  ck_assert_ptr_eq(ftnio::find_first_of2(buf.data(), 40, '\n', '\r'),
                   buf.data() + 33);
  ck_assert_ptr_null(ftnio::find_first_of2(buf.data(), 33, '\n', '\r'));
}
END_TEST

// The window reports the first hit among its 127 bytes wherever it lies
// (both 64-byte words, the sentinel's byte 127 excluded), whatever the
// bytes before and after it.
START_TEST(char_scan_window_positions) {
  using ftnio::kScanWindow;
  using ftnio::kScanWindowRead;
  for (char stop : {'\n', '\r'}) {
    for (size_t hit = 0; hit <= kScanWindowRead; ++hit) {
      std::string buf(kScanWindowRead + 16, 'x');
      buf[kScanWindowRead] = '\n';  // past what is read
      if (hit < buf.size()) buf[hit] = stop;
      if (hit + 1 < kScanWindowRead) buf[hit + 1] = '\r';  // later: ignored
      size_t want = hit < kScanWindow ? hit : kScanWindow;
      ck_assert_msg(
          ftnio::find_first_of2_window(buf.data(), '\n', '\r') == want,
          "hit at %zu", hit);
    }
  }
  std::string none(kScanWindowRead, '\xff');
  ck_assert_uint_eq(ftnio::find_first_of2_window(none.data(), '\n', '\r'),
                    kScanWindow);
  none[kScanWindow] = '\n';  // byte 127 is read but never reported
  ck_assert_uint_eq(ftnio::find_first_of2_window(none.data(), '\n', '\r'),
                    kScanWindow);
}
END_TEST

int main() {
  Suite* s = suite_create("char_scan");
  TCase* tc = tcase_create("find_first_of3");
  tcase_add_test(tc, char_scan_all_positions);
  tcase_add_test(tc, char_scan_high_bytes);
  tcase_add_test(tc, char_scan_window_positions);
  suite_add_tcase(s, tc);
  return ftnio::test::run_suite(s);
}
