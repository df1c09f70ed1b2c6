// SPDX-License-Identifier: MIT
// How the statements of a unit wait for its asynchronous transfers (L3).
#include "unit/async_unit.h"

#include "unit/unit_table.h"

namespace ftnio {

bool settle_async_unit(IoStatus& st, int32_t number) {
  Unit* u = find_unit(number);
  if (u == nullptr || u->held_by_this_thread()) return false;
  AsyncQueue* q = u->async_queue();
  return q != nullptr && q->wait_all(st);
}

bool settle_async_locked(IoStatus& st, Unit& u, bool* raised) {
  *raised = false;
  AsyncQueue* q = u.async_queue();
  if (q == nullptr || !q->pending()) {
    *raised = q != nullptr && q->collect(st);
    return true;
  }
  u.unlock();
  *raised = q->wait_all(st);
  u.lock();
  if (u.connected()) return true;
  u.unlock();
  return false;
}

void drain_async_unit(int32_t number) {
  Unit* u = find_unit(number);
  if (u == nullptr || u->held_by_this_thread()) return;
  if (AsyncQueue* q = u->async_queue()) q->drain();
}

void wait_statement(IoStatus& st, int32_t number, const int32_t* id) {
  Unit* u = find_unit(number);
  if (u == nullptr || u->held_by_this_thread()) return;
  AsyncQueue* q = u->async_queue();
  if (q == nullptr) return;
  if (id != nullptr)
    q->wait_id(st, *id);
  else
    q->wait_all(st);
}

bool async_pending(const Unit& u, const int32_t* id) {
  AsyncQueue* q = u.async_queue();
  if (q == nullptr) return false;
  return id != nullptr ? q->pending_id(*id) : q->pending();
}

}  // namespace ftnio
