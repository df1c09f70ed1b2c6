// SPDX-License-Identifier: MIT
// The queue of asynchronous data transfers of one unit (L3).
#include "unit/async_queue.h"

#include <utility>

#include "base/iostat.h"

namespace ftnio {

void AsyncQueue::start() {
  std::lock_guard<std::mutex> g(mutex_);
  if (running_) return;
  queue_.clear();
  busy_ = false;
  stopping_ = false;
  next_id_ = 0;
  done_ids_ = 0;
  has_error_ = false;
  last_good_id_ = -1;
  failure_ = AsyncFailure{};
  running_ = true;
  worker_ = std::thread([this] { worker_loop(); });
}

void AsyncQueue::stop() {
  {
    std::unique_lock<std::mutex> lock(mutex_);
    if (!running_) return;
    // exit() called from inside a job: the worker cannot join itself; the
    // process ends with it.
    if (std::this_thread::get_id() == worker_.get_id()) return;
    stopping_ = true;
    work_.notify_one();
  }
  worker_.join();
  std::lock_guard<std::mutex> g(mutex_);
  running_ = false;
}

bool AsyncQueue::running() const {
  std::lock_guard<std::mutex> g(mutex_);
  return running_;
}

int32_t AsyncQueue::submit(std::unique_ptr<AsyncJob> job, bool with_id) {
  std::unique_lock<std::mutex> lock(mutex_);
  int32_t id = with_id ? next_id_++ : -1;
  if (!running_) {
    // No worker any more (a statement after the exit-time flush stopped
    // it): run the job here rather than queue it for ever.
    Entry e{std::move(job), with_id};
    busy_ = true;
    run_entry(e, lock);
    busy_ = false;
    if (with_id) ++done_ids_;
    progress_.notify_all();
    return id;
  }
  queue_.push_back(Entry{std::move(job), with_id});
  work_.notify_one();
  return id;
}

// The worker: runs entries in order until stop() finds the queue empty.
void AsyncQueue::worker_loop() {
  std::unique_lock<std::mutex> lock(mutex_);
  for (;;) {
    work_.wait(lock, [this] { return !queue_.empty() || stopping_; });
    if (queue_.empty()) return;  // stopping, and everything ran
    Entry e = std::move(queue_.front());
    queue_.pop_front();
    busy_ = true;
    run_entry(e, lock);
    busy_ = false;
    if (e.has_id) ++done_ids_;
    progress_.notify_all();
  }
}

// Runs one entry without holding the queue mutex (the job takes the
// unit's lock, and submitters must not wait for it).  After a failure the
// following entries are skipped until the error is reported.
void AsyncQueue::run_entry(Entry& e, std::unique_lock<std::mutex>& lock) {
  if (e.job == nullptr || has_error_) return;
  lock.unlock();
  AsyncFailure f;
  bool ok = e.job->run(&f);
  e.job.reset();  // free the recording outside the mutex
  lock.lock();
  if (ok) return;
  has_error_ = true;
  failure_ = std::move(f);
  last_good_id_ = done_ids_ - 1;
}

// Takes the outstanding failure: it is reported once, and the next
// statements start afresh.
bool AsyncQueue::take_failure_locked(AsyncFailure* f) {
  if (!has_error_) return false;
  has_error_ = false;
  *f = std::move(failure_);
  failure_ = AsyncFailure{};
  return true;
}

// Raises f on st.  Never with the mutex held: an unhandled condition ends
// the program, and the exit-time flush stops this queue.
bool AsyncQueue::report(IoStatus& st, bool taken, const AsyncFailure& f) {
  if (taken) st.raise(f.code, f.message.c_str(), f.os_errno);
  return taken;
}

bool AsyncQueue::wait_all(IoStatus& st) {
  AsyncFailure f;
  bool taken;
  {
    std::unique_lock<std::mutex> lock(mutex_);
    progress_.wait(lock, [this] { return idle_locked(); });
    taken = take_failure_locked(&f);
  }
  return report(st, taken, f);
}

bool AsyncQueue::wait_id(IoStatus& st, int32_t id) {
  AsyncFailure f;
  bool taken = false;
  {
    std::unique_lock<std::mutex> lock(mutex_);
    if (!has_error_) {
      if (id > next_id_) {
        lock.unlock();
        st.raise(kErrBadWaitId, nullptr);
        return true;
      }
      progress_.wait(lock, [&] { return done_ids_ > id || idle_locked(); });
    }
    // An error of a later statement waits for a WAIT that covers it.
    if (!(has_error_ && id <= last_good_id_)) taken = take_failure_locked(&f);
  }
  return report(st, taken, f);
}

bool AsyncQueue::collect(IoStatus& st) {
  AsyncFailure f;
  bool taken;
  {
    std::lock_guard<std::mutex> g(mutex_);
    taken = take_failure_locked(&f);
  }
  return report(st, taken, f);
}

void AsyncQueue::drain() {
  std::unique_lock<std::mutex> lock(mutex_);
  progress_.wait(lock, [this] { return idle_locked(); });
}

bool AsyncQueue::pending() const {
  std::lock_guard<std::mutex> g(mutex_);
  return !idle_locked();
}

bool AsyncQueue::pending_id(int32_t id) const {
  std::lock_guard<std::mutex> g(mutex_);
  return id >= done_ids_ && id < next_id_ && !idle_locked();
}

}  // namespace ftnio
