// SPDX-License-Identifier: MIT
// Unit tests of the fast F/E/D/ES/EN fields (conv/edit_real_fast.h) and of
// the exact scaled digits under them (conv/scaled_round.h):
//  - scaled_significant and scaled_round give std::to_chars's digits
//    (correctly rounded, ties to even) for every digit count, on random
//    doubles, on decimal values and on exact halfway cases;
//  - edit_real of a REAL(8) or REAL(4), which takes the fast path where it
//    can, writes the same field as the general path of the same value as
//    a REAL(10) (which never takes it), over random descriptors and modes.
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <random>
#include <cstdlib>

#include "conv/edit_out.h"
#include "conv/scaled_round.h"
#include "test_util.h"

// Last: check.h defines macros (fail) that clash with C++ headers.
#include <check.h>

using ftnio::EditKind;
using ftnio::RoundMode;
using ftnio::SignMode;
using ftnio::conv::EditModes;
using ftnio::conv::EditSpec;

namespace {

// Random doubles: any finite bit pattern half the time, else a magnitude
// that fields show (10^-25 .. 10^25), else a short decimal or a
// halfway case k/2^j.
double random_value(std::mt19937_64& g) {
  const uint64_t bits = g();
  switch (bits % 4) {
    case 0: {
      double v;
      std::memcpy(&v, &bits, sizeof v);
      return std::isfinite(v) ? v : 1.5;
    }
    case 1: {
      const double f = static_cast<double>(g() >> 11) / 9007199254740992.0;
      return std::ldexp(0.5 + f, static_cast<int>(g() % 167) - 83);
    }
    case 2:
      return static_cast<double>(g() % 2000000) /
             std::pow(10.0, static_cast<double>(g() % 12));
    default:
      return std::ldexp(static_cast<double>(g() % 200000),
                        -static_cast<int>(g() % 20));
  }
}

// to_chars's n significant digits and exponent of v > 0.
void reference_significant(double v, int n, uint64_t* r, int* e) {
  char buf[64];
  const auto res = std::to_chars(buf, buf + sizeof buf, v,
                                 std::chars_format::scientific, n - 1);
  *r = 0;
  const char* p = buf;
  for (; *p != 'e'; ++p)
    if (*p != '.') *r = *r * 10 + static_cast<uint64_t>(*p - '0');
  *res.ptr = 0;
  *e = std::atoi(p + 1);
}

START_TEST(scaled_digits_match_to_chars) {
  std::mt19937_64 g(12345);
  long checked = 0;
  for (int i = 0; i < 400000; ++i) {
    const double v = std::fabs(random_value(g));
    if (v == 0) continue;
    for (int n = 1 + static_cast<int>(g() % 3); n <= 19; n += 3) {
      uint64_t r, want;
      int e, want_e;
      if (!ftnio::conv::scaled_significant(v, n, &r, &e)) continue;
      reference_significant(v, n, &want, &want_e);
      ck_assert_msg(r == want && e == want_e,
                    "%.17g n=%d: %llu e%d, want %llu e%d", v, n,
                    static_cast<unsigned long long>(r), e,
                    static_cast<unsigned long long>(want), want_e);
      ++checked;
    }
  }
  ck_assert_int_gt(checked, 1000000);
}
END_TEST

// Exact ties: (2k+1) x 5 x 10^-(n) is representable when it is k + 1/2
// scaled by a power of two; their roundings go to the even neighbour.
START_TEST(scaled_round_ties_to_even) {
  for (uint64_t k = 0; k < 100000; ++k) {
    for (int j = 1; j <= 10; ++j) {
      const double v = std::ldexp(static_cast<double>(2 * k + 1), -j);
      uint64_t r;
      ck_assert(ftnio::conv::scaled_round(v, 0, &r));
      const uint64_t lo = (2 * k + 1) >> j;  // floor(v)
      const bool tie = j == 1;
      const uint64_t want = tie ? (lo % 2 == 0 ? lo : lo + 1)
                                : (std::fmod(v, 1.0) > 0.5 ? lo + 1 : lo);
      ck_assert_msg(r == want, "%.17g: %llu want %llu", v,
                    static_cast<unsigned long long>(r),
                    static_cast<unsigned long long>(want));
    }
  }
}
END_TEST

EditSpec random_spec(std::mt19937_64& g) {
  static const EditKind kinds[] = {EditKind::kF, EditKind::kE, EditKind::kD,
                                   EditKind::kES, EditKind::kG};
  EditSpec s{};
  s.kind = kinds[g() % 5];
  s.w = 1 + static_cast<int32_t>(g() % 32);
  s.d = static_cast<int32_t>(g() % 20);
  s.d_given = true;
  s.w_given = true;
  if (g() % 3 == 0) {
    s.e_given = true;
    s.e = 1 + static_cast<int32_t>(g() % 4);
  }
  return s;
}

EditModes random_modes(std::mt19937_64& g) {
  static const SignMode signs[] = {SignMode::kProcessorDefined,
                                   SignMode::kSuppress, SignMode::kPlus};
  EditModes m;
  m.sign = signs[g() % 3];
  m.decimal_comma = g() % 4 == 0;
  m.sign_zero = g() % 4 != 0;
  m.optional_plus = g() % 8 == 0;
  if (g() % 8 == 0) m.round = RoundMode::kNearest;  // never the fast path
  return m;
}

// v's field as a REAL(kind) (4 or 8) and as the REAL(10) of the same value.
void expect_same_field(const EditSpec& spec, const EditModes& modes, double v,
                       int kind) {
  char fast[256], slow[256];
  EditModes m1 = modes, m2 = modes;
  const float f = static_cast<float>(v);
  const long double wide = kind == 4 ? static_cast<long double>(f) : v;
  const size_t a = kind == 4 ? ftnio::conv::edit_real(fast, spec, m1, &f, 4)
                             : ftnio::conv::edit_real(fast, spec, m1, &v, 8);
  const size_t b = ftnio::conv::edit_real(slow, spec, m2, &wide, 10);
  if (a == ftnio::conv::kEditError || b == ftnio::conv::kEditError) {
    ck_assert(a == b);  // Ew.0 with no scale factor
    return;
  }
  ck_assert_msg(a == b && std::memcmp(fast, slow, a) == 0,
                "%.17Lg %zu %zu kind %d kind %d w%d.%d e%d: [%.*s] want [%.*s]",
                wide, a, b, kind, static_cast<int>(spec.kind), spec.w, spec.d,
                spec.e_given ? spec.e : -1, static_cast<int>(a), fast,
                static_cast<int>(b), slow);
}

START_TEST(fast_fields_match_general_path) {
  std::mt19937_64 g(777);
  for (int i = 0; i < 600000; ++i) {
    EditSpec spec = random_spec(g);
    // G's choice between F and E differs between kinds near its bounds
    // (libgfortran's tests run in the value's kind): F and E forms only.
    if (spec.kind == EditKind::kG) spec.kind = EditKind::kF;
    const EditModes modes = random_modes(g);
    double v = random_value(g);
    if (g() % 2) v = -v;
    if (g() % 64 == 0) v = g() % 2 ? 0.0 : -0.0;
    expect_same_field(spec, modes, v, g() % 4 == 0 ? 4 : 8);
  }
}
END_TEST

// The perf line's fields and the digit counts where 64 bits end.
START_TEST(fast_fields_edges) {
  const double values[] = {1.0,
                           9.5,
                           0.95,
                           9.999999999999999e22,
                           1e23,
                           0.5,
                           0.125,
                           2.5,
                           1e-5,
                           123456.789,
                           1.7976931348623157e308,
                           2.2250738585072014e-308,
                           5e-324,
                           1e19,
                           9.99999999999999999e18};
  const int ds[] = {0, 1, 2, 5, 10, 16, 17, 18, 19};
  const EditKind kinds[] = {EditKind::kF, EditKind::kE, EditKind::kD,
                            EditKind::kES};
  for (const double v : values)
    for (const int d : ds)
      for (const EditKind k : kinds) {
        EditSpec spec{};
        spec.kind = k;
        spec.w = 40;
        spec.d = d;
        spec.d_given = spec.w_given = true;
        EditModes modes;
        expect_same_field(spec, modes, v, 8);
        expect_same_field(spec, modes, -v, 8);
        expect_same_field(spec, modes, v, 4);
      }
}
END_TEST

// EN's digits before the point come from a test libgfortran makes in the
// value's kind (1 - m x 10^-x > 0, edit_real.cpp's en_extra_before): near
// a power of ten a REAL(10) may decide it otherwise than the REAL(8) or
// REAL(4) of the same value, where the lit tests (libgfortran's own
// fields) check them instead.
bool near_power_of_ten(double v) {
  if (v == 0) return false;
  const double x = std::round(std::log10(std::fabs(v)));
  return std::fabs(std::fabs(v) / std::pow(10.0, x) - 1) < 1e-5;
}

START_TEST(fast_en_fields_match_general_path) {
  std::mt19937_64 g(4242);
  long checked = 0;
  for (int i = 0; i < 400000; ++i) {
    EditSpec spec = random_spec(g);
    spec.kind = EditKind::kEN;
    const EditModes modes = random_modes(g);
    double v = random_value(g);
    if (g() % 2) v = -v;
    if (g() % 64 == 0) v = g() % 2 ? 0.0 : -0.0;
    const int kind = g() % 4 == 0 ? 4 : 8;
    if (near_power_of_ten(kind == 4 ? static_cast<float>(v) : v)) continue;
    expect_same_field(spec, modes, v, kind);
    ++checked;
  }
  // Rounding carries into a new power of ten (9.9995 under EN10.2 has
  // one digit before the point by its one-digit rounding, two by its
  // three-digit one), exponents of every residue, every d the fast
  // field takes and the first it declines.
  const double values[] = {9.9995,     99.995,
                           999.95,     0.99995,
                           9.95e-4,    99.95e5,
                           1.0,        0.5,
                           123456.789, 7e22,
                           1e-5,       3.3e-7,
                           5e-324,     1.7976931348623157e308};
  for (const double v : values)
    for (int d = 0; d <= 17; ++d)
      for (int e = -1; e <= 3; ++e) {
        EditSpec spec{};
        spec.kind = EditKind::kEN;
        spec.w = 40;
        spec.d = d;
        spec.d_given = spec.w_given = true;
        spec.e_given = e >= 0;
        spec.e = e < 0 ? 0 : e;
        EditModes modes;
        if (!near_power_of_ten(v)) {
          expect_same_field(spec, modes, v, 8);
          expect_same_field(spec, modes, -v, 8);
        }
        if (!near_power_of_ten(static_cast<float>(v)))
          expect_same_field(spec, modes, v, 4);
      }
  ck_assert_int_gt(checked, 300000);
}
END_TEST

Suite* real_fast_suite() {
  Suite* s = suite_create("real_fast");
  TCase* tc = tcase_create("core");
  tcase_set_timeout(tc, 600);
  tcase_add_test(tc, scaled_digits_match_to_chars);
  tcase_add_test(tc, scaled_round_ties_to_even);
  tcase_add_test(tc, fast_fields_match_general_path);
  tcase_add_test(tc, fast_fields_edges);
  tcase_add_test(tc, fast_en_fields_match_general_path);
  suite_add_tcase(s, tc);
  return s;
}

}  // namespace

int main() { return ftnio::test::run_suite(real_fast_suite()); }
