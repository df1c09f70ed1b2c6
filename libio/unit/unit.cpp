// SPDX-License-Identifier: MIT
// A connection between a unit number and a file (L3).
#include "unit/unit.h"

#include <utility>

namespace ftnio {

Unit::Unit(int32_t number, int32_t priority, std::unique_ptr<Stream> stream,
           std::string file_name, const ConnectionModes& modes)
    : number_(number),
      priority_(priority),
      stream_(std::move(stream)),
      file_name_(std::move(file_name)),
      modes_(modes) {
  pthread_mutex_init(&mutex_, nullptr);
}

Unit::~Unit() { pthread_mutex_destroy(&mutex_); }

void Unit::lock() {
  pthread_mutex_lock(&mutex_);
  owner_.store(pthread_self(), std::memory_order_relaxed);
  owned_.store(true, std::memory_order_release);
}

void Unit::unlock() {
  owned_.store(false, std::memory_order_release);
  pthread_mutex_unlock(&mutex_);
}

bool Unit::held_by_this_thread() const {
  return owned_.load(std::memory_order_acquire) &&
         pthread_equal(owner_.load(std::memory_order_relaxed), pthread_self());
}

int Unit::flush_record(bool flush_stream) {
  int rc = fbuf_.flush(*stream_);
  if (flush_stream) {
    int rc2 = stream_->flush();
    if (rc == 0) rc = rc2;
  }
  return rc;
}

int Unit::flush_all() { return flush_record(true); }

}  // namespace ftnio
