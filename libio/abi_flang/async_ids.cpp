// SPDX-License-Identifier: MIT
// The IDs of flang's asynchronous data transfers, per unit (L5, flang
// front door).
#include "abi_flang/async_ids.h"

#include <atomic>
#include <bitset>
#include <mutex>
#include <unordered_map>

namespace ftnio::flang {

namespace {

// flang's pool: IDs 1..kCount-1 (0 means "all" in WAIT).
constexpr int32_t kCount = 1024;

struct Pools {
  std::mutex lock;
  std::unordered_map<int32_t, std::bitset<kCount>> pending;  // by unit
};

Pools& pools() {
  static Pools* p = new Pools;  // never destroyed: used until exit
  return *p;
}

// Whether an ID was ever taken: until then a CLOSE has none to forget
// (and takes no lock for it).
std::atomic<bool> g_any_taken{false};

}  // namespace

int32_t take_async_id(int32_t unit) {
  g_any_taken.store(true, std::memory_order_relaxed);
  Pools& p = pools();
  std::lock_guard<std::mutex> g(p.lock);
  std::bitset<kCount>& taken = p.pending[unit];
  for (int32_t id = 1; id < kCount; ++id)
    if (!taken.test(static_cast<size_t>(id))) {
      taken.set(static_cast<size_t>(id));
      return id;
    }
  return -1;
}

bool give_back_async_id(int32_t unit, int32_t id) {
  if (id < 0 || id >= kCount) return false;
  Pools& p = pools();
  std::lock_guard<std::mutex> g(p.lock);
  auto it = p.pending.find(unit);
  if (id == 0) {
    if (it != p.pending.end()) it->second.reset();
    return true;
  }
  if (it == p.pending.end() || !it->second.test(static_cast<size_t>(id)))
    return false;
  it->second.reset(static_cast<size_t>(id));
  return true;
}

void forget_async_ids(int32_t unit) {
  if (!g_any_taken.load(std::memory_order_relaxed)) return;
  Pools& p = pools();
  std::lock_guard<std::mutex> g(p.lock);
  p.pending.erase(unit);
}

}  // namespace ftnio::flang
