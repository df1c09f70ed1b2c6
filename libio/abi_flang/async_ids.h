// SPDX-License-Identifier: MIT
// The IDs of flang's asynchronous data transfers (L5, flang front door).
//
// flang 19's runtime performs an ASYNCHRONOUS='YES' transfer at once, as
// a synchronous one, but still hands it an ID: the lowest one of 1..1023
// its unit has not handed out since the unit was opened or the ID was
// last waited for.  WAIT gives IDs back and refuses one that is not
// pending; a statement with none left fails (IostatTooManyAsyncOps).
#ifndef FTNIO_ABI_FLANG_ASYNC_IDS_H
#define FTNIO_ABI_FLANG_ASYNC_IDS_H

#include <cstdint>

namespace ftnio::flang {

// A new ID of unit (the core's number), or -1 when all are pending.
int32_t take_async_id(int32_t unit);
// WAIT(ID=id) on unit: gives id back (all of them when id is 0); false
// when id is not pending (never for 0).
bool give_back_async_id(int32_t unit, int32_t id);
// CLOSE: the unit's IDs go with it.
void forget_async_ids(int32_t unit);

}  // namespace ftnio::flang

#endif  // FTNIO_ABI_FLANG_ASYNC_IDS_H
