// SPDX-License-Identifier: MIT
// Unit tests of put_uint_backward and count_digits (conv/int_out.h)
// against std::to_chars: every value below 2,000,000, every value within
// 1000 of a power of ten, and random values of every magnitude (tests).
#include <charconv>
#include <cstdint>
#include <cstring>
#include <string>

#include "conv/int_out.h"

// Last: check.h defines macros (fail) that clash with C++ headers.
#include <check.h>

namespace {

bool same_as_to_chars(uint64_t v) {
  char want[32];
  auto r = std::to_chars(want, want + sizeof want, v);
  size_t n = static_cast<size_t>(r.ptr - want);
  char buf[48];
  std::memset(buf, '#', sizeof buf);
  char* end = buf + 40;
  char* first = ftnio::conv::put_uint_backward(end, v);
  if (static_cast<size_t>(end - first) != n) return false;
  if (std::memcmp(first, want, n) != 0) return false;
  if (end[0] != '#' || first[-1] != '#') return false;  // nothing outside
  return ftnio::conv::count_digits(v) == static_cast<int>(n);
}

}  // namespace

START_TEST(small_values_all) {
  for (uint64_t v = 0; v < 2000000; ++v)
    ck_assert_msg(same_as_to_chars(v), "value %llu",
                  static_cast<unsigned long long>(v));
}
END_TEST

START_TEST(around_powers_of_ten) {
  uint64_t p = 1;
  for (int k = 0; k <= 19; ++k, p *= 10) {
    for (int64_t d = -1000; d <= 1000; ++d) {
      uint64_t v = p + static_cast<uint64_t>(d);
      if (d < 0 && static_cast<uint64_t>(-d) > p) continue;
      ck_assert_msg(same_as_to_chars(v), "value %llu",
                    static_cast<unsigned long long>(v));
    }
  }
  ck_assert(same_as_to_chars(UINT64_MAX));
}
END_TEST

START_TEST(random_magnitudes) {
  uint64_t x = 88172645463325252ULL;
  for (int i = 0; i < 2000000; ++i) {
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    uint64_t v = x >> (x % 64);
    ck_assert_msg(same_as_to_chars(v), "value %llu",
                  static_cast<unsigned long long>(v));
  }
}
END_TEST

int main() {
  Suite* s = suite_create("int_out");
  TCase* tc = tcase_create("digits");
  tcase_add_test(tc, small_values_all);
  tcase_add_test(tc, around_powers_of_ten);
  tcase_add_test(tc, random_magnitudes);
  suite_add_tcase(s, tc);
  SRunner* sr = srunner_create(s);
  srunner_run_all(sr, CK_NORMAL);
  int failed = srunner_ntests_failed(sr);
  srunner_free(sr);
  return failed == 0 ? 0 : 1;
}
