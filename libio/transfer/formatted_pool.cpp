// SPDX-License-Identifier: MIT
// The per-thread pool of formatted-statement states (L4).
//
// libgfortran keeps the last parsed format of each unit; ftnio's pool does
// the same per thread and for any unit: released states stay constructed
// with their program, and a statement whose format has the same address,
// length, bytes and parse options as a pooled one takes that state
// without looking the format up, retaining or releasing it.  The bytes are
// always compared: a CHARACTER variable at the same address may hold a
// different format by now.
#include <cstring>
#include <vector>

#include "base/copy_bytes.h"
#include "transfer/formatted_state.h"

namespace ftnio {

namespace pool_slot {
// Whoever sets the slots has made `pool` exist (pool_alive), whose
// destructor frees it.
__thread FormattedState* last_released = nullptr;
__thread FormattedState* before_last = nullptr;
__thread bool pool_alive = false;
}  // namespace pool_slot

namespace {

// Warm states kept per thread: enough for the formats of a loop body and
// for nested child statements; beyond it the least recent is dropped.
constexpr size_t kMaxWarm = 8;

// Set once the thread's pool is destroyed (thread exit, or exit() for the
// main thread): later statements allocate and free their states directly.
thread_local bool pool_gone = false;

struct StatePool {
  std::vector<FormattedState*> warm;  // most recently released last
  StatePool() { pool_slot::pool_alive = true; }
  ~StatePool() {
    for (FormattedState* f : warm) destroy(f);
    warm.clear();
    for (FormattedState** slot :
         {&pool_slot::last_released, &pool_slot::before_last}) {
      if (*slot != nullptr) destroy(*slot);
      *slot = nullptr;
    }
    pool_slot::pool_alive = false;
    pool_gone = true;
  }
  static void destroy(FormattedState* f) {
    f->~FormattedState();
    ::operator delete(f);
  }
};
thread_local StatePool pool;

}  // namespace

FormattedState* take_pooled_state(std::string_view format, uint64_t options) {
  if (pool_gone) return nullptr;
  std::vector<FormattedState*>& warm = pool.warm;
  for (size_t i = warm.size(); i-- > 0;) {
    FormattedState* f = warm[i];
    if (!f->runs(format, options)) continue;
    if (i + 1 == warm.size())
      warm.pop_back();  // the usual case: a loop
    else
      warm.erase(warm.begin() + static_cast<std::ptrdiff_t>(i));
    f->restart();
    return f;
  }
  return nullptr;
}

FormattedState* make_state(ProgramRef program, const char* format_address) {
  void* mem;
  if (!pool_gone && pool.warm.size() >= kMaxWarm) {
    // Reuse the storage of the least recently released state.
    FormattedState* old = pool.warm.front();
    pool.warm.erase(pool.warm.begin());
    old->~FormattedState();
    mem = old;
  } else {
    mem = ::operator new(sizeof(FormattedState));
  }
  auto* f = new (mem) FormattedState(std::move(program));
  f->format_address = format_address;
  f->format_len = f->program->source().size();
  f->options_key = f->program->options().key();
  f->source = f->program->source().data();
  return f;
}

void return_pooled_state(FormattedState* f) {
  if (pool_gone) {
    StatePool::destroy(f);
    return;
  }
  // Both slots are taken (return_state): the older goes to the vector.
  FormattedState*& older = pool_slot::before_last;
  if (older != nullptr) {
    if (pool.warm.size() >= kMaxWarm) {  // the least recent goes
      StatePool::destroy(pool.warm.front());
      pool.warm.erase(pool.warm.begin());
    }
    pool.warm.push_back(older);
  } else {
    (void)pool;  // exists from here on: its destructor frees the slots
  }
  older = pool_slot::last_released;
  pool_slot::last_released = f;
}

}  // namespace ftnio
