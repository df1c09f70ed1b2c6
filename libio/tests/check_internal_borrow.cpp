// SPDX-License-Identifier: MIT
// Unit tests of what OpenMP threads doing internal-file I/O share: after
// its first statement, a thread's internal-file statements borrow their
// NEWUNIT number without the unit table's mutex (unit/internal_borrow.h),
// while OPEN(NEWUNIT=), INQUIRE and nested statements still see the
// numbers as libgfortran hands them out.
#include <atomic>
#include <cstdint>
#include <thread>
#include <vector>

#include "unit/unit_table.h"
#include "test_util.h"

// Last: check.h defines macros (fail) that clash with C++ headers.
#include <check.h>

namespace {

// One internal-file statement's borrow, as internal_unit.cpp makes it.
int32_t statement() {
  int32_t n = ftnio::begin_internal_unit();
  ftnio::end_internal_unit(n, 24, 0);
  return n;
}

// Counts a thread in at a meeting point and waits for the other one.
void meet(std::atomic<int>& count) {
  ++count;
  while (count.load() < 2) std::this_thread::yield();
}

// Runs fn in two threads, each `rounds` times, both alive from the end of
// their first call to the end of their last; returns the numbers each
// thread's last call borrowed.
template <typename Fn>
std::vector<int32_t> in_two_threads(int rounds, Fn fn) {
  std::vector<int32_t> last(2, 0);
  std::atomic<int> started{0}, done{0};
  std::vector<std::thread> threads;
  for (int t = 0; t < 2; ++t)
    threads.emplace_back([&, t] {
      last[t] = fn();
      meet(started);
      for (int i = 1; i < rounds; ++i) {
        int32_t n = fn();
        if (n != last[t]) last[t] = 0;  // a thread keeps its number
      }
      meet(done);
    });
  for (auto& th : threads) th.join();
  return last;
}

}  // namespace

START_TEST(internal_borrow_takes_no_table_lock) {
  uint64_t before = ftnio::internal_unit_visits();
  std::vector<int32_t> last = in_two_threads(20000, statement);
  // One visit per thread: its first statement draws the number.
  ck_assert_uint_le(ftnio::internal_unit_visits() - before, 2);
  ck_assert_int_ne(last[0], last[1]);
  ck_assert(last[0] != 0 && last[1] != 0);
  ck_assert(last[0] <= ftnio::kNewunitStart && last[1] <= ftnio::kNewunitStart);
}
END_TEST

START_TEST(internal_borrow_single_thread_numbers) {
  // Between statements the number counts as free, as in libgfortran.
  ck_assert_int_eq(statement(), -10);
  ck_assert_int_eq(statement(), -10);
  uint64_t before = ftnio::internal_unit_visits();
  for (int i = 0; i < 1000; ++i) ck_assert_int_eq(statement(), -10);
  ck_assert_uint_eq(ftnio::internal_unit_visits(), before);
  // OPEN(NEWUNIT=) gets the number the statements keep.
  ck_assert_int_eq(ftnio::allocate_newunit(), -10);
  ck_assert_int_eq(statement(), -11);
  ck_assert_int_eq(statement(), -11);
  // A statement within a statement (a DTIO procedure) draws the next one.
  int32_t outer = ftnio::begin_internal_unit();
  ck_assert_int_eq(outer, -11);
  ck_assert(ftnio::internal_unit_active(-11));
  int32_t inner = ftnio::begin_internal_unit();
  ck_assert_int_eq(inner, -12);
  ck_assert(ftnio::internal_unit_active(-12));
  ftnio::end_internal_unit(inner, 10, 0);
  ck_assert(!ftnio::internal_unit_active(-12));
  ftnio::end_internal_unit(outer, 10, 0);
  // Idle, the kept number is not active (INQUIRE sees it free).
  ck_assert(!ftnio::internal_unit_active(-11));
  ck_assert_int_eq(ftnio::allocate_newunit(), -11);
  ck_assert_int_eq(ftnio::allocate_newunit(), -12);
}
END_TEST

START_TEST(internal_borrow_survives_thread_exit) {
  // A thread's kept number goes back when it ends.
  std::thread([] { ck_assert_int_eq(statement(), -10); }).join();
  std::thread([] { ck_assert_int_eq(statement(), -10); }).join();
  ck_assert_int_eq(ftnio::allocate_newunit(), -10);
}
END_TEST

static Suite* internal_borrow_suite() {
  Suite* s = suite_create("internal_borrow");
  TCase* t = tcase_create("sharing");
  tcase_add_test(t, internal_borrow_takes_no_table_lock);
  tcase_add_test(t, internal_borrow_single_thread_numbers);
  tcase_add_test(t, internal_borrow_survives_thread_exit);
  suite_add_tcase(s, t);
  return s;
}

int main() { return ftnio::test::run_suite(internal_borrow_suite()); }
