// SPDX-License-Identifier: MIT
// The sleeping half of StatementLock (L3).
#include "unit/statement_lock.h"

namespace ftnio {

// Marks the word "held, waiters" before sleeping so that the holder's
// unlock wakes a sleeper; whoever swaps kFree out of the word owns it.
void StatementLock::lock_contended(uint32_t seen) {
  if (seen != kHeldWaiters)
    seen = word_.exchange(kHeldWaiters, std::memory_order_acquire);
  while (seen != kFree) {
    word_.wait(kHeldWaiters, std::memory_order_relaxed);
    seen = word_.exchange(kHeldWaiters, std::memory_order_acquire);
  }
}

}  // namespace ftnio
