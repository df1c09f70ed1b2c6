// SPDX-License-Identifier: MIT
// How the statements of a unit wait for its asynchronous transfers (L3).
//
// F2018 12.6.4.1 and 12.7: a synchronous data transfer, CLOSE, BACKSPACE,
// ENDFILE, REWIND and FLUSH on a unit with pending asynchronous transfers
// first wait for them, and report an error one of them raised; OPEN and
// the exit-time flush wait as well (nothing queued may be lost).  None of
// these may hold the unit's lock while waiting: the worker needs it.
#ifndef FTNIO_UNIT_ASYNC_UNIT_H
#define FTNIO_UNIT_ASYNC_UNIT_H

#include <cstdint>

#include "base/io_error.h"
#include "unit/unit.h"

namespace ftnio {

// The implicit wait of a statement on unit number: waits until its queue
// is empty, then reports an outstanding error on st.  True when a
// condition was raised (the statement must stop).  Does nothing for a
// synchronous or unconnected unit, or when this thread holds the unit
// (waiting would deadlock; the statement reports recursive I/O).
bool settle_async_unit(IoStatus& st, int32_t number);

// settle_async_unit() for a statement that already holds u's lock: the
// lock is given up while waiting and taken again.  False when u was closed
// meanwhile (the lock is then not held) or a condition was raised (held).
bool settle_async_locked(IoStatus& st, Unit& u, bool* raised);

// Waits until unit number's queue is empty, keeping any error outstanding
// (OPEN of a connected unit).
void drain_async_unit(int32_t number);

// The WAIT statement (F2018 12.7.1): waits for all pending transfers of
// unit number, or with id for the one with that ID, and reports an error
// raised by them.  Does nothing for a synchronous or unconnected unit.
void wait_statement(IoStatus& st, int32_t number, const int32_t* id);

// INQUIRE(PENDING=) of a connected unit u, with ID= when id is non-null.
bool async_pending(const Unit& u, const int32_t* id);

}  // namespace ftnio

#endif  // FTNIO_UNIT_ASYNC_UNIT_H
