// SPDX-License-Identifier: MIT
// Unit tests of StatementLock (unit/statement_lock.h): mutual exclusion
// under contention (threads that sleep in the lock must all be woken and
// none may enter together), and the holder check the recursion test of
// every statement relies on.
#include <atomic>
#include <chrono>
#include <thread>
#include <vector>

#include "unit/statement_lock.h"
#include "test_util.h"

// Last: check.h defines macros (fail) that clash with C++ headers.
#include <check.h>

using ftnio::StatementLock;

START_TEST(statement_lock_excludes) {
  StatementLock lock;
  constexpr int kThreads = 8;
  constexpr int kRounds = 20000;
  long counter = 0;            // unprotected except by the lock
  std::atomic<int> inside{0};  // threads inside the critical section
  std::atomic<bool> overlap{false};
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t)
    threads.emplace_back([&] {
      for (int i = 0; i < kRounds; ++i) {
        lock.lock();
        if (inside.fetch_add(1) != 0) overlap = true;
        ++counter;
        if (i % 64 == 0) std::this_thread::yield();  // make waiters sleep
        inside.fetch_sub(1);
        lock.unlock();
      }
    });
  for (auto& th : threads) th.join();
  ck_assert(!overlap.load());
  ck_assert_int_eq(counter, static_cast<long>(kThreads) * kRounds);
}
END_TEST

START_TEST(statement_lock_knows_its_holder) {
  StatementLock lock;
  ck_assert(!lock.held_by_this_thread());
  lock.lock();
  ck_assert(lock.held_by_this_thread());
  bool seen_by_other = true;
  std::thread other([&] { seen_by_other = lock.held_by_this_thread(); });
  other.join();
  ck_assert(!seen_by_other);
  lock.unlock();
  ck_assert(!lock.held_by_this_thread());
  // Handed to another thread and back.
  std::thread taker([&] {
    lock.lock();
    seen_by_other = lock.held_by_this_thread();
    lock.unlock();
  });
  taker.join();
  ck_assert(seen_by_other);
  ck_assert(!lock.held_by_this_thread());
}
END_TEST

// Taken while the process has one thread (plain stores), then wanted by
// a thread started meanwhile: that thread must wait, and the unlock (now
// with two threads) must wake it.  Check runs each test in a fresh
// child process, which has one thread until this test starts one.
START_TEST(statement_lock_single_then_threaded) {
  ck_assert_msg(&__libc_single_threaded != nullptr && __libc_single_threaded,
                "the test process must start with one thread");
  StatementLock lock;
  lock.lock();
  ck_assert(lock.held_by_this_thread());
  std::atomic<int> stage{0};
  std::thread waiter([&] {
    stage = 1;
    lock.lock();
    stage = 2;
    lock.unlock();
  });
  while (stage.load() != 1) std::this_thread::yield();
  std::this_thread::sleep_for(std::chrono::milliseconds(50));
  ck_assert_int_eq(stage.load(), 1);  // still waiting for the lock
  ck_assert(!__libc_single_threaded);
  lock.unlock();
  waiter.join();
  ck_assert_int_eq(stage.load(), 2);
  ck_assert(!lock.held_by_this_thread());
}
END_TEST

static Suite* statement_lock_suite() {
  Suite* s = suite_create("statement_lock");
  TCase* t = tcase_create("lock");
  tcase_add_test(t, statement_lock_excludes);
  tcase_add_test(t, statement_lock_knows_its_holder);
  tcase_add_test(t, statement_lock_single_then_threaded);
  suite_add_tcase(s, t);
  return s;
}

int main() { return ftnio::test::run_suite(statement_lock_suite()); }
