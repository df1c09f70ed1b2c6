// SPDX-License-Identifier: MIT
// Unit tests of read_plain_decimal (conv/edit_in_detail.h), the one-scan
// reader of list-directed REAL values, against std::from_chars on the
// same texts: the same end and value whenever it reads one, nothing
// stored when it does not, no exponent of five significant digits (tests).
#include <charconv>
#include <cmath>
#include <cstring>
#include <random>
#include <string>

#include "conv/edit_in_detail.h"
#include "test_util.h"

// Last: check.h defines macros (fail) that clash with C++ headers.
#include <check.h>

namespace {

using ftnio::conv::detail::read_plain_decimal;

// Checks text as REAL(kind); returns whether read_plain_decimal read it.
template <typename T>
bool check_text(const std::string& t) {
  constexpr int kind = sizeof(T);
  T want;
  auto r = std::from_chars(t.data(), t.data() + t.size(), want);
  T got = -1;
  const char* end =
      read_plain_decimal(t.data(), t.data() + t.size(), false, kind, &got);
  if (end == nullptr) {
    ck_assert_msg(got == -1, "%s: stored although not read", t.c_str());
    return false;
  }
  ck_assert_msg(r.ec == std::errc(), "read %s", t.c_str());
  ck_assert_msg(end == r.ptr, "end of %s", t.c_str());
  ck_assert_msg(std::memcmp(&got, &want, sizeof got) == 0, "value of %s",
                t.c_str());
  return true;
}

}  // namespace

START_TEST(random_texts) {
  std::mt19937_64 rng(99);
  const char* pieces[] = {"0",
                          "00",
                          "1",
                          "12345678",
                          "9999999999",
                          "0000000000001",
                          "31415926535897932",
                          "18446744073709551616",
                          ""};
  const char* tails[] = {"",          "e5",     "E-30",    "e+308", "e-320",
                         "E00012",    "e12345", "e",       "e+",    "d5",
                         " ",         ",",      "x",       "5",     ".",
                         "E-0000004", "e99999", "E+10000", "e-45",  "e39"};
  long read = 0;
  for (int k = 0; k < 200000; ++k) {
    std::string t = pieces[rng() % 9];
    if (rng() % 3 != 0) t += std::string(".") + pieces[rng() % 9];
    t += tails[rng() % 20];
    read += check_text<double>(t);
    read += check_text<float>(t);
  }
  ck_assert_int_gt(read, 100000);
}
END_TEST

START_TEST(edge_texts) {
  // Exponents of five significant digits are left to the general scanner.
  ck_assert(!check_text<double>("1e10000"));
  ck_assert(!check_text<double>("0e12345"));
  ck_assert(check_text<double>("1e00000012"));
  ck_assert(check_text<double>("1.5E-0030"));
  ck_assert(check_text<double>("12345"));
  ck_assert(check_text<double>("1234567890123456789012345"));
  ck_assert(!check_text<double>("."));
  ck_assert(!check_text<double>("e5"));
  ck_assert(!check_text<double>("inf"));
  double v = 2;
  ck_assert_ptr_null(read_plain_decimal(nullptr, nullptr, false, 8, &v));
  const char* neg = "0.0";
  ck_assert_ptr_eq(read_plain_decimal(neg, neg + 3, true, 8, &v), neg + 3);
  ck_assert(v == 0 && std::signbit(v));
}
END_TEST

// plain_text_is_exact (flang's IEEE_INEXACT after input): exact decimal
// values of each kind against inexact ones.
START_TEST(exact_texts) {
  using ftnio::conv::detail::plain_text_is_exact;
  auto exact = [](const char* t, int kind) {
    return plain_text_is_exact(t, t + std::strlen(t), kind);
  };
  ck_assert(exact("0.5", 4) && exact("1.25e1", 4) && exact("3.000", 8));
  ck_assert(exact("16777216", 4) && !exact("16777217", 4));
  ck_assert(exact("16777217", 8) && exact("9007199254740992", 8));
  ck_assert(!exact("9007199254740993", 8) && exact("9007199254740993", 10));
  ck_assert(!exact("0.1", 16) && !exact("1e-10", 8) && exact("1e22", 8));
  ck_assert(!exact("1e23", 8) && exact("0.0078125", 4) && exact("000", 4));
  ck_assert(exact("2.98023223876953125e-8", 4));   // 2^-25
  ck_assert(!exact("2.98023223876953125e-8", 2));  // below its subnormals
  ck_assert(exact("5.9604644775390625e-8", 2) && !exact("2.98e-8", 2));
}
END_TEST

int main() {
  Suite* s = suite_create("plain_decimal");
  TCase* tc = tcase_create("read_plain_decimal");
  tcase_add_test(tc, random_texts);
  tcase_add_test(tc, edge_texts);
  tcase_add_test(tc, exact_texts);
  suite_add_tcase(s, tc);
  return ftnio::test::run_suite(s);
}
