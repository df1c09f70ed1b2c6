// SPDX-License-Identifier: MIT
// Unit tests of the I/O report's sampled timing (unit/io_report.h): which
// data transfers TransferClock times (all of the first kAllTimed, then
// about one in kEvery at varying intervals, never two kinds of statement
// in lockstep), and estimated_ticks, which scales the timed ticks up to
// all transfers.
#include <algorithm>
#include <vector>

#include "unit/io_report.h"
#include "test_util.h"

// Last: check.h defines macros (fail) that clash with C++ headers.
#include <check.h>

using ftnio::TransferClock;
using ftnio::UnitStats;

namespace {

// Runs report_transfer_end's clock part over n statement ends of a new
// connection and returns, per statement, whether it was timed.
std::vector<bool> timed_statements(int n) {
  UnitStats s;
  std::vector<bool> timed(n, false);
  for (int i = 0; i < n; ++i) {
    timed[i] = (s.begin_work & UnitStats::kTimed) != 0;
    if (s.clock.end()) ftnio::report_clock_end(s);
  }
  // Every timed statement's end counted it.
  long n_timed = std::count(timed.begin(), timed.end(), true);
  ck_assert_uint_eq(s.timed, static_cast<uint64_t>(n_timed));
  return timed;
}

}  // namespace

START_TEST(report_clock_times_the_first_all) {
  std::vector<bool> t = timed_statements(TransferClock::kAllTimed);
  for (bool b : t) ck_assert(b);
}
END_TEST

START_TEST(report_clock_samples_then) {
  constexpr int kN = 1000000;
  std::vector<bool> t = timed_statements(kN);
  long timed = 0, even = 0;
  int gap = 0, longest = 0, shortest = kN;
  for (int i = TransferClock::kAllTimed; i < kN; ++i) {
    ++gap;
    if (!t[i]) continue;
    ++timed;
    if (i % 2 == 0) ++even;
    if (gap > longest) longest = gap;
    if (gap < shortest) shortest = gap;
    gap = 0;
  }
  long want = (kN - TransferClock::kAllTimed) / TransferClock::kEvery;
  ck_assert_int_gt(timed, want * 9 / 10);  // about one in kEvery
  ck_assert_int_lt(timed, want * 11 / 10);
  // A loop alternating two statements has both of them timed.
  ck_assert_int_gt(even, timed * 4 / 10);
  ck_assert_int_lt(even, timed * 6 / 10);
  ck_assert_int_eq(shortest, 1);
  ck_assert_int_le(longest, 2 * static_cast<int>(TransferClock::kEvery) - 1);
}
END_TEST

START_TEST(report_estimate_scales_timed_ticks) {
  UnitStats s;
  s.statements[0] = 300;  // reads
  s.statements[1] = 700;  // writes
  s.timed = 100;
  s.ticks = 5000;  // 50 a timed statement
  ck_assert_uint_eq(ftnio::estimated_ticks(s), 50000);
  s.timed = 1000;  // every one timed: exact
  ck_assert_uint_eq(ftnio::estimated_ticks(s), 5000);
  s.timed = 0;  // none (a report written before any transfer ended)
  ck_assert_uint_eq(ftnio::estimated_ticks(s), 5000);
}
END_TEST

static Suite* report_clock_suite() {
  Suite* s = suite_create("report_clock");
  TCase* t = tcase_create("clock");
  tcase_add_test(t, report_clock_times_the_first_all);
  tcase_add_test(t, report_clock_samples_then);
  tcase_add_test(t, report_estimate_scales_timed_ticks);
  suite_add_tcase(s, t);
  return s;
}

int main() { return ftnio::test::run_suite(report_clock_suite()); }
