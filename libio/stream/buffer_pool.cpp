// SPDX-License-Identifier: MIT
// Window buffers kept for the next BufferedStream (L1): buffer_pool.h.
#include "stream/buffer_pool.h"

#include <atomic>

namespace ftnio {

namespace {

// A spin lock: the critical sections are a few loads and stores, and a
// pthread mutex would cost more than the buffers save.  Trivially
// destructible, so streams destroyed at exit still find it.
std::atomic_flag g_lock = ATOMIC_FLAG_INIT;
char* g_buf[kPooledBuffers] = {};
size_t g_cap[kPooledBuffers] = {};

class PoolGuard {
 public:
  PoolGuard() {
    while (g_lock.test_and_set(std::memory_order_acquire)) {
      while (g_lock.test(std::memory_order_relaxed)) {
      }
    }
  }
  ~PoolGuard() { g_lock.clear(std::memory_order_release); }
  PoolGuard(const PoolGuard&) = delete;
  PoolGuard& operator=(const PoolGuard&) = delete;
};

}  // namespace

char* take_pooled_buffer(size_t cap) {
  PoolGuard guard;
  for (size_t i = 0; i < kPooledBuffers; ++i) {
    if (g_buf[i] != nullptr && g_cap[i] == cap) {
      char* p = g_buf[i];
      g_buf[i] = nullptr;
      return p;
    }
  }
  return nullptr;
}

bool keep_pooled_buffer(char* p, size_t cap) {
  if (cap > kMaxPooledBuffer) return false;
  PoolGuard guard;
  for (size_t i = 0; i < kPooledBuffers; ++i) {
    if (g_buf[i] == nullptr) {
      g_buf[i] = p;
      g_cap[i] = cap;
      return true;
    }
  }
  return false;
}

}  // namespace ftnio
