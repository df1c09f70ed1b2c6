// SPDX-License-Identifier: MIT
// Unit tests of put_uint_backward and count_digits (conv/int_out.h)
// against std::to_chars, and of the fixed-width fields int32_field and
// int64_field (conv/int_field.h) against snprintf: every value below
// 2,000,000, every value within 1000 of a power of ten, and random values
// of every magnitude (tests).
#include <charconv>
#include <cinttypes>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>

#include "conv/int_field.h"
#include "conv/int_out.h"
#include "test_util.h"

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

// The list-directed fields: "%11d" / "%20lld" (with '+' under plus), and
// not a byte written outside the field.
bool same_field32(int32_t v, bool plus) {
  char want[32];
  std::snprintf(want, sizeof want, plus ? "%+11" PRId32 : "%11" PRId32, v);
  char buf[32];
  std::memset(buf, '#', sizeof buf);
  ftnio::conv::int32_field(buf + 4, v, plus ? '+' : ' ');
  return std::memcmp(buf + 4, want, 11) == 0 && buf[3] == '#' && buf[15] == '#';
}

bool same_field64(int64_t v, bool plus) {
  char want[32];
  std::snprintf(want, sizeof want, plus ? "%+20" PRId64 : "%20" PRId64, v);
  char buf[32];
  std::memset(buf, '#', sizeof buf);
  ftnio::conv::int64_field(buf + 4, v, plus ? '+' : ' ');
  return std::memcmp(buf + 4, want, 20) == 0 && buf[3] == '#' && buf[24] == '#';
}

// Both fields, both signs, with and without '+', for a magnitude.
bool same_fields(uint64_t mag) {
  const auto v64 = static_cast<int64_t>(mag);
  for (bool plus : {false, true}) {
    if (!same_field64(v64, plus) || !same_field64(-v64, plus)) return false;
    if (mag <= INT32_MAX) {
      const auto v32 = static_cast<int32_t>(mag);
      if (!same_field32(v32, plus) || !same_field32(-v32, plus)) return false;
    }
  }
  return true;
}

}  // namespace

START_TEST(fields_small_values) {
  for (uint64_t v = 0; v < 2000000; ++v)
    ck_assert_msg(same_fields(v), "value %llu",
                  static_cast<unsigned long long>(v));
}
END_TEST

START_TEST(fields_around_powers_of_ten) {
  uint64_t p = 1;
  for (int k = 0; k <= 18; ++k, p *= 10) {
    for (int64_t d = -1000; d <= 1000; ++d) {
      uint64_t v = p + static_cast<uint64_t>(d);
      if (d < 0 && static_cast<uint64_t>(-d) > p) continue;
      ck_assert_msg(same_fields(v), "value %llu",
                    static_cast<unsigned long long>(v));
    }
  }
  for (bool plus : {false, true}) {
    ck_assert(same_field32(INT32_MAX, plus));
    ck_assert(same_field32(INT32_MIN, plus));
    ck_assert(same_field64(INT64_MAX, plus));
    ck_assert(same_field64(INT64_MIN, plus));
  }
}
END_TEST

START_TEST(fields_random_magnitudes) {
  uint64_t x = 2463534242ULL;
  for (int i = 0; i < 2000000; ++i) {
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    uint64_t v = (x >> 1) >> (x % 63);
    ck_assert_msg(same_fields(v), "value %llu",
                  static_cast<unsigned long long>(v));
  }
}
END_TEST

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
  tcase_add_test(tc, fields_small_values);
  tcase_add_test(tc, fields_around_powers_of_ten);
  tcase_add_test(tc, fields_random_magnitudes);
  suite_add_tcase(s, tc);
  return ftnio::test::run_suite(s);
}
