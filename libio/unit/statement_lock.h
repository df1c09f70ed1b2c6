// SPDX-License-Identifier: MIT
// The per-unit statement lock (L3).
//
// Every data transfer statement takes its unit's lock at the start call and
// releases it at the done call, so the uncontended path is the one that
// matters: one compare-exchange to take it, one exchange to give it back.
// A pthread mutex costs about four times that in calls and bookkeeping,
// which is a measurable share of a small unformatted WRITE.  Contended
// waits sleep on the lock word (std::atomic::wait, a futex on Linux).
//
// The lock also records which thread holds it, so that a statement can
// tell that its own thread is already inside a statement on the unit (I/O
// from a function in an I/O list) and report it instead of deadlocking.
#ifndef FTNIO_UNIT_STATEMENT_LOCK_H
#define FTNIO_UNIT_STATEMENT_LOCK_H

#include <atomic>
#include <cstdint>

namespace ftnio {

class StatementLock {
 public:
  void lock() {
    uint32_t expected = kFree;
    if (!word_.compare_exchange_strong(expected, kHeld,
                                       std::memory_order_acquire,
                                       std::memory_order_relaxed))
      lock_contended(expected);
    owner_.store(this_thread(), std::memory_order_relaxed);
  }

  void unlock() {
    owner_.store(nullptr, std::memory_order_relaxed);
    if (word_.exchange(kFree, std::memory_order_release) == kHeldWaiters)
      word_.notify_one();
  }

  // Only the holder ever stores its own token, so a relaxed load cannot
  // show this thread's token unless this thread holds the lock.
  bool held_by_this_thread() const {
    return owner_.load(std::memory_order_relaxed) == this_thread();
  }

 private:
  static constexpr uint32_t kFree = 0;
  static constexpr uint32_t kHeld = 1;          // no thread waits
  static constexpr uint32_t kHeldWaiters = 2;   // a waiter may sleep

  // A per-thread address: cheaper than pthread_self() and never reused
  // while the thread lives.
  static const void* this_thread() {
    static thread_local const char token = 0;
    return &token;
  }

  void lock_contended(uint32_t seen);

  std::atomic<uint32_t> word_{kFree};
  std::atomic<const void*> owner_{nullptr};
};

}  // namespace ftnio

#endif  // FTNIO_UNIT_STATEMENT_LOCK_H
