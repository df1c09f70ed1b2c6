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

namespace {

// Warm states kept per thread: enough for the formats of a loop body and
// for nested child statements; beyond it the least recent is dropped.
constexpr size_t kMaxWarm = 8;

// Set once the thread's pool is destroyed (thread exit, or exit() for the
// main thread): later statements allocate and free their states directly.
thread_local bool pool_gone = false;

// The state released last, kept apart from the pool: a READ or WRITE in a
// loop takes back the state it released, and a trivial thread-local is
// reached without the initialisation check of `pool`.  Whoever sets it
// has made `pool` exist, whose destructor frees it.
thread_local FormattedState* last_released = nullptr;

struct StatePool {
  std::vector<FormattedState*> warm;  // most recently released last
  ~StatePool() {
    for (FormattedState* f : warm) destroy(f);
    warm.clear();
    if (last_released != nullptr) destroy(last_released);
    last_released = nullptr;
    pool_gone = true;
  }
  static void destroy(FormattedState* f) {
    f->~FormattedState();
    ::operator delete(f);
  }
};
thread_local StatePool pool;

bool runs(const FormattedState& f, std::string_view format,
          uint64_t options) {
  std::string_view src = f.program->source();
  return f.format_address == format.data() && src.size() == format.size() &&
         f.program->options().key() == options &&
         same_bytes(src.data(), format.data(), format.size());
}

}  // namespace

FormattedState* take_warm_state(std::string_view format, uint64_t options) {
  if (FormattedState* f = last_released; f != nullptr && runs(*f, format, options)) {
    last_released = nullptr;
    f->restart();
    return f;
  }
  if (pool_gone) return nullptr;
  std::vector<FormattedState*>& warm = pool.warm;
  for (size_t i = warm.size(); i-- > 0;) {
    FormattedState* f = warm[i];
    if (!runs(*f, format, options)) continue;
    if (i + 1 == warm.size()) warm.pop_back();  // the usual case: a loop
    else warm.erase(warm.begin() + static_cast<std::ptrdiff_t>(i));
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
  return f;
}

void return_state(FormattedState* f) {
  if (pool_gone) {
    StatePool::destroy(f);
    return;
  }
  if (last_released != nullptr) {
    if (pool.warm.size() >= kMaxWarm) {  // the least recent goes
      StatePool::destroy(pool.warm.front());
      pool.warm.erase(pool.warm.begin());
    }
    pool.warm.push_back(last_released);
  } else {
    (void)pool;  // exists from here on: its destructor frees the slot
  }
  last_released = f;
}

}  // namespace ftnio
