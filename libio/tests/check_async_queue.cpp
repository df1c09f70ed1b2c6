// SPDX-License-Identifier: MIT
// Unit tests of AsyncQueue (unit/async_queue.h): jobs run on the worker
// while the submitter goes on (shown deterministically with a job that
// blocks until the test releases it), in order; IDs; PENDING; WAIT(ID=)
// and WAIT reporting a failed job once; jobs after a failure are skipped;
// stop() runs what is queued, and jobs submitted after it run at once.
#include <atomic>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <vector>

#include "base/iostat.h"
#include "unit/async_queue.h"
#include "test_util.h"

// Last: check.h defines macros (fail) that clash with C++ headers.
#include <check.h>

using ftnio::AsyncFailure;
using ftnio::AsyncJob;
using ftnio::AsyncQueue;
using ftnio::IoStatus;

namespace {

// A job that blocks until released.
struct Gate {
  std::mutex m;
  std::condition_variable cv;
  bool open = false;
  bool entered = false;
  void release() {
    std::lock_guard<std::mutex> g(m);
    open = true;
    cv.notify_all();
  }
  void wait_entered() {
    std::unique_lock<std::mutex> l(m);
    cv.wait(l, [&] { return entered; });
  }
};

class GateJob : public AsyncJob {
 public:
  explicit GateJob(Gate* g) : g_(g) {}
  bool run(AsyncFailure*) override {
    std::unique_lock<std::mutex> l(g_->m);
    g_->entered = true;
    g_->cv.notify_all();
    g_->cv.wait(l, [&] { return g_->open; });
    return true;
  }

 private:
  Gate* g_;
};

// Appends its number to a log, or fails with code when code != 0.
class LogJob : public AsyncJob {
 public:
  LogJob(std::vector<int>* log, int n, int code = 0)
      : log_(log), n_(n), code_(code) {}
  bool run(AsyncFailure* f) override {
    log_->push_back(n_);
    if (code_ == 0) return true;
    f->code = code_;
    f->message = "End of file";
    return false;
  }

 private:
  std::vector<int>* log_;
  int n_, code_;
};

struct Status {
  int32_t iostat = 0;
  char msg[20];
  IoStatus st;
  Status() {
    ftnio::ErrorTarget t;
    t.iostat = &iostat;
    t.iomsg = msg;
    t.set_iomsg_len(sizeof msg);
    st.init(t, ftnio::Outcome::kOk);
  }
};

}  // namespace

START_TEST(async_queue_overlaps) {
  AsyncQueue q;
  q.start();
  Gate gate;
  std::vector<int> log;
  ck_assert_int_eq(q.submit(std::make_unique<GateJob>(&gate), true), 0);
  ck_assert_int_eq(q.submit(std::make_unique<LogJob>(&log, 1), true), 1);
  ck_assert_int_eq(q.submit(std::make_unique<LogJob>(&log, 2), false), -1);
  // submit() returned while the first job is still running: the worker
  // holds it, this thread goes on.
  gate.wait_entered();
  ck_assert(q.pending());
  ck_assert(q.pending_id(0));
  ck_assert(q.pending_id(1));
  ck_assert(log.empty());
  gate.release();
  Status s;
  ck_assert(!q.wait_id(s.st, 1));
  ck_assert(!q.pending_id(0));
  ck_assert(!q.pending_id(1));
  ck_assert(!q.wait_all(s.st));
  ck_assert(!q.pending());
  ck_assert_int_eq(log.size(), 2);
  ck_assert_int_eq(log[0], 1);
  ck_assert_int_eq(log[1], 2);
  q.stop();
}
END_TEST

START_TEST(async_queue_reports_failure_once) {
  AsyncQueue q;
  q.start();
  std::vector<int> log;
  q.submit(std::make_unique<LogJob>(&log, 1), true);                     // 0
  q.submit(std::make_unique<LogJob>(&log, 2, ftnio::kIostatEnd), true);  // 1
  q.submit(std::make_unique<LogJob>(&log, 3), true);                     // 2
  Status early;
  ck_assert(!q.wait_id(early.st, 0));  // before the failure: no report
  Status late;
  ck_assert(q.wait_id(late.st, 1));  // the failed one reports it
  ck_assert_int_eq(late.iostat, -1);
  ck_assert(late.st.outcome() == ftnio::Outcome::kEnd);
  Status again;
  ck_assert(!q.wait_all(again.st));  // reported once
  ck_assert_int_eq(log.size(), 2);   // job 3 skipped after failure
  Status bad;
  ck_assert(q.wait_id(bad.st, 7));  // never handed out
  ck_assert_int_eq(bad.iostat, ftnio::kErrBadWaitId);
  q.stop();
}
END_TEST

START_TEST(async_queue_stop_runs_everything) {
  AsyncQueue q;
  q.start();
  std::vector<int> log;
  for (int i = 0; i < 1000; ++i)
    q.submit(std::make_unique<LogJob>(&log, i), i % 2 == 0);
  q.stop();
  ck_assert_int_eq(log.size(), 1000);
  for (int i = 0; i < 1000; ++i) ck_assert_int_eq(log[i], i);
  // After stop() (the exit-time flush) a job runs at once, never lost.
  q.submit(std::make_unique<LogJob>(&log, 1000), false);
  ck_assert_int_eq(log.size(), 1001);
  ck_assert(!q.pending());
  // A new connection starts the IDs from 0 again.
  q.start();
  ck_assert_int_eq(q.submit(nullptr, true), 0);
  q.stop();
}
END_TEST

int main() {
  Suite* s = suite_create("async_queue");
  TCase* tc = tcase_create("core");
  tcase_add_test(tc, async_queue_overlaps);
  tcase_add_test(tc, async_queue_reports_failure_once);
  tcase_add_test(tc, async_queue_stop_runs_everything);
  suite_add_tcase(s, tc);
  return ftnio::test::run_suite(s);
}
