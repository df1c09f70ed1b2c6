// SPDX-License-Identifier: MIT
// Unit tests of flang's shortest digits (conv/flang_digits.h): the fast
// paths, which decide most values from 19 (or 12) leading digits in
// integers, give the exact computation's digits and exponents, on
// random bit patterns of REAL(4) and REAL(8) and on the values near
// powers of two and ten where the gaps to the neighbours are uneven; and
// they leave the floating-point flags alone.
#include <cfenv>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <random>

#include "conv/flang_digits.h"
#include "test_util.h"

// Last: check.h defines macros (fail) that clash with C++ headers.
#include <check.h>

using ftnio::conv::binary_value_of;
using ftnio::conv::flang_min_digits;
using ftnio::conv::flang_min_digits_exact;
using ftnio::conv::kMinDigitsMax;
using ftnio::conv::MinDigits;

namespace {

template <class T>
void expect_exact(T v) {
  char fast[kMinDigitsMax], exact[kMinDigitsMax];
  const MinDigits a = flang_min_digits(v, fast);
  const MinDigits b = flang_min_digits_exact(binary_value_of(v), exact);
  ck_assert_msg(a.count == b.count && a.exp10 == b.exp10 &&
                    a.round1_exp10 == b.round1_exp10 &&
                    std::memcmp(fast, exact, static_cast<size_t>(a.count)) == 0,
                "%.17g: fast %d digits e%d, exact %d digits e%d",
                static_cast<double>(v), a.count, a.exp10, b.count, b.exp10);
}

template <class T, class Bits>
void random_values(int n, uint64_t seed) {
  std::mt19937_64 gen(seed);
  for (int i = 0; i < n; ++i) {
    Bits bits = static_cast<Bits>(gen());
    T v;
    std::memcpy(&v, &bits, sizeof v);
    if (!std::isfinite(v) || v == 0) continue;
    expect_exact(std::fabs(v));
  }
}

}  // namespace

START_TEST(flang_digits_random_doubles) {
  random_values<double, uint64_t>(300000, 1);
}
END_TEST

START_TEST(flang_digits_random_floats) {
  random_values<float, uint32_t>(300000, 2);
}
END_TEST

START_TEST(flang_digits_near_powers) {
  for (int e = -1070; e <= 1023; ++e) {
    const double p = std::ldexp(1.0, e);
    expect_exact(p);
    expect_exact(std::nextafter(p, 0.0));
    expect_exact(std::nextafter(p, INFINITY));
  }
  for (int e = -300; e <= 300; ++e) {
    const double p = std::pow(10.0, e);
    expect_exact(p);
    expect_exact(std::nextafter(p, 0.0));
    expect_exact(std::nextafter(p, INFINITY));
    expect_exact(static_cast<float>(p) > 0 &&
                         std::isfinite(static_cast<float>(p))
                     ? static_cast<float>(p)
                     : 1.0f);
  }
}
END_TEST

START_TEST(flang_digits_raise_no_flag) {
  std::feclearexcept(FE_ALL_EXCEPT);
  char d[kMinDigitsMax];
  for (double v : {0.1, 1.0 / 3, 2.5e-310, 1.7976931348623157e308, 123.456})
    (void)flang_min_digits(v, d);
  for (float v : {0.1f, 1.0f / 3, 1e-40f, 3.4e38f})
    (void)flang_min_digits(v, d);
  ck_assert_int_eq(std::fetestexcept(FE_ALL_EXCEPT), 0);
}
END_TEST

static Suite* flang_digits_suite() {
  Suite* s = suite_create("flang_digits");
  TCase* t = tcase_create("digits");
  tcase_set_timeout(t, 120);
  tcase_add_test(t, flang_digits_random_doubles);
  tcase_add_test(t, flang_digits_random_floats);
  tcase_add_test(t, flang_digits_near_powers);
  tcase_add_test(t, flang_digits_raise_no_flag);
  suite_add_tcase(s, t);
  return s;
}

int main() { return ftnio::test::run_suite(flang_digits_suite()); }
