// SPDX-License-Identifier: MIT
// The queue of asynchronous data transfers of one unit and the worker
// thread that runs them (L3; F2018 12.6.2.5, 12.7).
//
// A unit opened with ASYNCHRONOUS='YES' gets a worker thread.  A data
// transfer statement with ASYNCHRONOUS='YES' only records what it has to
// do (the transfer layer builds an AsyncJob) and returns; the worker runs
// the jobs in order, taking the unit's statement lock for each, while the
// program goes on computing.  A job's error is kept here and reported by
// the next WAIT, CLOSE, file positioning or data transfer statement on the
// unit (F2018 12.7.1), as libgfortran 12 does; jobs queued after a failed
// one are dropped until the error has been reported.
//
// Waiting for the queue must never happen while holding the unit's lock:
// the worker needs it to make progress.
#ifndef FTNIO_UNIT_ASYNC_QUEUE_H
#define FTNIO_UNIT_ASYNC_QUEUE_H

#include <condition_variable>
#include <cstdint>
#include <deque>
#include <memory>
#include <mutex>
#include <string>
#include <thread>

#include "base/io_error.h"

namespace ftnio {

// A condition raised by a job, kept until a statement reports it.
using AsyncFailure = CapturedCondition;

// One queued piece of work (a recorded READ or WRITE).  run() returns
// false and fills *failure when the statement raised a condition.
class AsyncJob {
 public:
  virtual ~AsyncJob() = default;
  virtual bool run(AsyncFailure* failure) = 0;
};

class AsyncQueue {
 public:
  AsyncQueue() = default;
  AsyncQueue(const AsyncQueue&) = delete;
  AsyncQueue& operator=(const AsyncQueue&) = delete;

  // Starts the worker for a new connection: IDs count from 0 again and no
  // error is outstanding.
  void start();
  // Runs every queued job, then ends the worker (CLOSE, exit).  A no-op
  // when not running or when called by the worker itself.
  void stop();
  bool running() const;

  // Queues job (runs it at once when no worker runs: the caller must not
  // hold the unit's lock); with_id gives it the next ID (0, 1, 2 ... per
  // connection), which is returned; otherwise returns -1.  A null job only
  // takes an ID (a statement that failed before it was queued).
  int32_t submit(std::unique_ptr<AsyncJob> job, bool with_id);

  // WAIT without ID=, and the implicit wait of the other statements:
  // waits until the queue is empty, then reports an outstanding error on
  // st.  True when a condition was raised.
  bool wait_all(IoStatus& st);
  // WAIT(ID=id): waits until that statement has completed.  An error
  // raised by a later statement is not reported; an ID never handed out
  // raises "Bad ID in WAIT statement".
  bool wait_id(IoStatus& st, int32_t id);
  // Reports an outstanding error on st without waiting (an asynchronous
  // statement starts only when no error is outstanding).
  bool collect(IoStatus& st);
  // Waits until the queue is empty; errors stay outstanding.
  void drain();

  // INQUIRE(PENDING=): whether any job is queued or running, or whether
  // the statement with ID id has not completed yet.
  bool pending() const;
  bool pending_id(int32_t id) const;

 private:
  struct Entry {
    std::unique_ptr<AsyncJob> job;  // null: nothing to run
    bool has_id;                    // completes the next ID when done
  };

  void worker_loop();
  void run_entry(Entry& e, std::unique_lock<std::mutex>& lock);
  bool take_failure_locked(AsyncFailure* f);
  static bool report(IoStatus& st, bool taken, const AsyncFailure& f);
  bool idle_locked() const { return queue_.empty() && !busy_; }

  mutable std::mutex mutex_;
  std::condition_variable work_;      // the worker waits for entries
  std::condition_variable progress_;  // waiters wait for completions
  std::deque<Entry> queue_;           // entries not yet started
  bool busy_ = false;                 // the worker is running an entry
  bool stopping_ = false;             // stop() asked the worker to end
  bool running_ = false;              // a worker thread exists
  int32_t next_id_ = 0;               // the ID the next submit hands out
  int32_t done_ids_ = 0;              // entries with an ID completed
  bool has_error_ = false;            // failure_ not reported yet
  int32_t last_good_id_ = -1;         // IDs up to this one completed
                                      // before the failure
  AsyncFailure failure_;              // the outstanding condition
  std::thread worker_;
};

}  // namespace ftnio

#endif  // FTNIO_UNIT_ASYNC_QUEUE_H
