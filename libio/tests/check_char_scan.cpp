// SPDX-License-Identifier: MIT
// Unit tests of find_first_of3 and find_first_of2 (base/char_scan.h) against a plain loop,
// for every length and hit position around the 16-byte steps (tests).
#include <cstring>
#include <string>

#include "base/char_scan.h"

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

int main() {
  Suite* s = suite_create("char_scan");
  TCase* tc = tcase_create("find_first_of3");
  tcase_add_test(tc, char_scan_all_positions);
  tcase_add_test(tc, char_scan_high_bytes);
  suite_add_tcase(s, tc);
  SRunner* sr = srunner_create(s);
  srunner_run_all(sr, CK_NORMAL);
  int failed = srunner_ntests_failed(sr);
  srunner_free(sr);
  return failed == 0 ? 0 : 1;
}
