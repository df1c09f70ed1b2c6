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
// While the process has a single thread (glibc's __libc_single_threaded,
// cleared for good when a second thread is created), nothing can contend:
// the lock and unlock are then plain stores.  The atomic instructions,
// which wait for every store before them to drain, were a sixth of the
// time of a small unformatted WRITE.  Thread creation publishes the word,
// so a thread started while a statement runs finds it held.
//
// The lock also records which thread holds it, so that a statement can
// tell that its own thread is already inside a statement on the unit (I/O
// from a function in an I/O list) and report it instead of deadlocking.
#ifndef FTNIO_UNIT_STATEMENT_LOCK_H
#define FTNIO_UNIT_STATEMENT_LOCK_H

#include <atomic>
#include <cstdint>

// glibc >= 2.32 (weak: an older C library leaves it null, and the lock
// stays atomic).
extern "C" char __libc_single_threaded __attribute__((weak));

namespace ftnio {

class StatementLock {
 public:
  void lock() {
    if (single_threaded() && word_.load(std::memory_order_relaxed) == kFree) {
      word_.store(kHeld, std::memory_order_relaxed);
      owner_.store(this_thread(), std::memory_order_relaxed);
      return;
    }
    uint32_t expected = kFree;
    if (!word_.compare_exchange_strong(expected, kHeld,
                                       std::memory_order_acquire,
                                       std::memory_order_relaxed))
      lock_contended(expected);
    owner_.store(this_thread(), std::memory_order_relaxed);
  }

  // lock() for a statement that must not start on a unit its own thread
  // holds (I/O from a function in an I/O list): false and nothing done
  // when this thread holds it.  One step for the lanes' start, which made
  // held_by_this_thread() and lock() one after the other: while the
  // process has a single thread, a word not free is this thread's, and a
  // free one is taken with plain stores.
  bool lock_unless_held_here() {
    if (single_threaded()) {
      if (word_.load(std::memory_order_relaxed) != kFree) return false;
      word_.store(kHeld, std::memory_order_relaxed);
      owner_.store(this_thread(), std::memory_order_relaxed);
      return true;
    }
    if (held_by_this_thread()) return false;
    lock();
    return true;
  }

  void unlock() {
    owner_.store(nullptr, std::memory_order_relaxed);
    if (single_threaded()) {  // then no thread can be waiting
      word_.store(kFree, std::memory_order_relaxed);
      return;
    }
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
  static constexpr uint32_t kHeld = 1;         // no thread waits
  static constexpr uint32_t kHeldWaiters = 2;  // a waiter may sleep

  // A per-thread address: cheaper than pthread_self() and never reused
  // while the thread lives.
  static const void* this_thread() {
    static thread_local const char token = 0;
    return &token;
  }

  static bool single_threaded() {
    return &__libc_single_threaded != nullptr && __libc_single_threaded != 0;
  }

  void lock_contended(uint32_t seen);

  std::atomic<uint32_t> word_{kFree};
  std::atomic<const void*> owner_{nullptr};
};

}  // namespace ftnio

#endif  // FTNIO_UNIT_STATEMENT_LOCK_H
