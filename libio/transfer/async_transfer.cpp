// SPDX-License-Identifier: MIT
// Data transfer statements with ASYNCHRONOUS='YES' (L4).
#include "transfer/async_transfer.h"

#include <cstring>
#include <deque>
#include <memory>
#include <string>
#include <vector>

#include "base/iostat.h"
#include "transfer/data_transfer.h"
#include "transfer/dtio.h"
#include "unit/async_unit.h"

namespace ftnio {

// A recorded statement, run by the unit's worker through the ordinary
// start/item/done path.
class AsyncRecording final : public AsyncJob {
 public:
  AsyncRecording(const TransferRequest& req, const ErrorTarget& errors,
                 AsyncQueue* queue)
      : req_(req),
        rare_(*req.rare),
        source_file_(errors.source_file),
        line_(errors.line),
        queue_(queue) {
    req_.rare = &rare_;  // the statement's copy lives on its stack
    // The format may be a CHARACTER variable the program changes after
    // the statement: keep its text.
    if (req.format != nullptr) format_.assign(req.format, req.format_len);
  }
  // req_.rare points into the object: it is never copied.
  AsyncRecording(const AsyncRecording&) = delete;
  AsyncRecording& operator=(const AsyncRecording&) = delete;

  AsyncQueue* queue() const { return queue_; }
  int32_t* id() const { return rare_.id; }

  void add(ItemType type, const void* p, int kind, size_t size, size_t count) {
    // A DTIO item is described by a temporary of the ABI layer.
    if (type == ItemType::kDerived) {
      DtioCopy& c = dtio_.emplace_back();
      c.item = *static_cast<const DtioItem*>(p);
      if (c.item.dtv_size <= sizeof c.container) {
        std::memcpy(c.container, c.item.dtv, c.item.dtv_size);
        c.item.dtv = c.container;
      }
      p = &c.item;
    }
    items_.push_back(Item{p, size, count, kind, type});
  }

  bool run(AsyncFailure* failure) override {
    TransferRequest req = req_;
    if (req.format != nullptr) req.format = format_.data();
    // Conditions go to the queue, which reports them at WAIT; the locus
    // stays the statement's.
    RareSpecifiers rare = rare_;
    rare.prior = Outcome::kOk;
    req.rare = &rare;
    req.on_worker = true;
    DtState st;
    ErrorTarget& errors = st.status.target_to_fill();
    errors = ErrorTarget{};
    errors.capture = failure;
    errors.source_file = source_file_;
    errors.line = line_;
    start_transfer(st, req);
    for (const Item& it : items_) {
      if (st.status.failed()) break;
      if (it.count == 1)
        transfer_item(st, it.type, it.p, it.kind, it.size);
      else
        transfer_run(st, it.type, it.p, it.kind, it.size, it.count);
    }
    finish_transfer(st);
    return st.status.ok();
  }

 private:
  struct Item {
    const void* p;  // first element
    size_t size;    // item size (characters for CHARACTER)
    size_t count;   // contiguous elements
    int kind;       // kind parameter
    ItemType type;  // intrinsic type
  };
  // A DTIO item and its CLASS container, which the compiled code reuses.
  struct DtioCopy {
    DtioItem item;
    alignas(16) unsigned char container[32];
  };

  TransferRequest req_;      // the statement as decoded
  RareSpecifiers rare_;      // what req_.rare points at
  const char* source_file_;  // its locus, for messages
  int32_t line_;
  AsyncQueue* queue_;          // the unit's queue
  std::string format_;         // copy of FMT=
  std::vector<Item> items_;    // the I/O list, in order
  std::deque<DtioCopy> dtio_;  // copies of DTIO items and containers
};

bool async_start(DtState& st, const TransferRequest& req) {
  Unit& u = *st.unit;
  if (req.rare->asynchronous < 0) {
    st.status.raise(kErrBadOption,
                    "Bad ASYNCHRONOUS in data transfer statement");
    return false;
  }
  bool async = req.rare->asynchronous == 1;
  if (async && !u.modes().asynchronous) {
    // [sic] libgfortran 12's text.
    st.status.raise(kErrOptionConflict,
                    "ASYNCHRONOUS transfer without ASYHCRONOUS='YES' in OPEN");
    return false;
  }
  AsyncQueue* q = u.async_queue();
  if (q == nullptr) return true;
  if (async) {
    // Created even if the statement fails now: its done call still
    // takes an ID, as in libgfortran.
    st.recording = new AsyncRecording(req, st.status.target(), q);
    return !q->collect(st.status);
  }
  // F2018 12.6.4.1: a synchronous statement waits for the pending ones.
  bool raised = false;
  if (!settle_async_locked(st.status, u, &raised)) {
    st.unit = nullptr;
    return false;
  }
  return !raised;
}

void async_record_item(DtState& st, ItemType type, const void* p, int kind,
                       size_t size, size_t count) {
  st.recording->add(type, p, kind, size, count);
}

void async_finish(DtState& st) {
  std::unique_ptr<AsyncRecording> r(st.recording);
  st.recording = nullptr;
  AsyncQueue* q = r->queue();
  int32_t* id = r->id();
  if (st.status.failed()) r.reset();
  // The worker takes the unit's lock for the job: release it first.
  if (st.unit != nullptr) st.unit->unlock();
  st.unit = nullptr;
  int32_t n = q->submit(std::move(r), id != nullptr);
  if (id != nullptr) *id = n;
}

}  // namespace ftnio
