// SPDX-License-Identifier: MIT
// A thread's hold on the NEWUNIT number its internal-file statements
// borrow (L3).
//
// libgfortran gives every statement on an internal file the lowest free
// NEWUNIT number for its duration (newunit_alloc, then newunit_free), under
// its global unit lock, and ftnio does the same (unit_table.cpp).  Taken
// and given back under the table mutex, that made every internal WRITE of
// every OpenMP thread take one process-wide lock twice: two threads ran
// slower than one (futex sleeps and a cache line written by both).
//
// Instead a thread keeps its number between statements (kIdle): the next
// statement takes it back with one compare-exchange on a cache line of the
// thread's own (kBusy), and gives it back with one store.  Whatever else
// looks at the NEWUNIT numbers (OPEN(NEWUNIT=), CLOSE, INQUIRE of an
// active internal unit) first makes every idle slot let go of its number
// under the table mutex (UnitTable::release_idle_borrows), so it sees the
// numbers as libgfortran would have them between two statements.  A
// second thread starting a statement meanwhile draws the next number, as
// in libgfortran when the two statements overlap.
#ifndef FTNIO_UNIT_INTERNAL_BORROW_H
#define FTNIO_UNIT_INTERNAL_BORROW_H

#include <atomic>
#include <cstdint>

#include "unit/statement_lock.h"

namespace ftnio {

class alignas(64) InternalBorrow {
 public:
  // state(): 0 (no number), or the number's index (-10 is index 0) plus
  // one, shifted left once, with kBusyBit while a statement runs.
  static constexpr uint64_t kNone = 0;
  static constexpr uint64_t kBusyBit = 1;
  static uint64_t idle(uint32_t index) { return uint64_t{index + 1} << 1; }
  static uint64_t busy(uint32_t index) { return idle(index) | kBusyBit; }
  static uint32_t index_of(uint64_t state) {
    return static_cast<uint32_t>((state >> 1) - 1);
  }

  // The owner starts a statement with its kept number: true and *index
  // set, or false when it keeps none (the table decides).
  bool try_resume(uint32_t* index) {
    uint64_t s = state_.load(std::memory_order_relaxed);
    if (s == kNone || (s & kBusyBit) != 0) return false;
    if (single_threaded()) {  // no other thread can release it meanwhile
      state_.store(s | kBusyBit, std::memory_order_relaxed);
    } else if (!state_.compare_exchange_strong(s, s | kBusyBit,
                                               std::memory_order_acquire,
                                               std::memory_order_relaxed)) {
      return false;  // released under the table mutex just now
    }
    *index = index_of(s);
    return true;
  }
  // The owner's statement on index ended: the number stays kept.  Only
  // the owner changes a busy state, so a store will do.
  void park(uint32_t index) {
    state_.store(idle(index), std::memory_order_release);
  }
  // The owner took index from the table (mutex held) for a statement.
  void take(uint32_t index) {
    state_.store(busy(index), std::memory_order_relaxed);
  }
  bool busy() const {
    return (state_.load(std::memory_order_relaxed) & kBusyBit) != 0;
  }
  bool busy_with(uint32_t index) const {
    return state_.load(std::memory_order_relaxed) == busy(index);
  }
  // Table mutex held: lets go of an idle number; true and *index set when
  // there was one (the caller frees it).  A busy number stays taken.
  bool release_idle(uint32_t* index) {
    uint64_t s = state_.load(std::memory_order_acquire);
    if (s == kNone || (s & kBusyBit) != 0) return false;
    if (!state_.compare_exchange_strong(s, kNone, std::memory_order_acq_rel,
                                        std::memory_order_acquire))
      return false;  // the owner resumed it
    *index = index_of(s);
    return true;
  }

  // Whether a thread owns the slot (slots outlive their threads and are
  // handed to new ones); changed under the table mutex only.
  bool owned = false;

 private:
  static bool single_threaded() {
    return &__libc_single_threaded != nullptr && __libc_single_threaded != 0;
  }
  std::atomic<uint64_t> state_{kNone};
};

}  // namespace ftnio

#endif  // FTNIO_UNIT_INTERNAL_BORROW_H
