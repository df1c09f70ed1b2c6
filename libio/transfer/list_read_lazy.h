// SPDX-License-Identifier: MIT
// The lazy reader of a list-directed READ (L4, internal to the
// list_read*.cpp files): the word that stands for the statement's reader
// until one is needed, and the reader's side of it (list_read.cpp).
//
// A list-directed READ whose items all take the fast path needs no
// reader: list_read_start_plain leaves in st.list, instead of one, a
// tagged word (bit 0 set, never a reader's address) with what the fast
// items did: how many there were, the last one's type and size, and
// whether its separator stopped at the record's end or held a comma.  That is
// the whole of the difference between a fresh reader and the state those items
// leave it in (commit_plain_value), so the first call that needs the
// reader (another item, an unusual separator, the general end) takes
// one and sets it to that state (materialize): everything after is the
// general path's.  (A statement of one or three integers paid ~90
// instructions for taking, resetting and giving back its reader.)
// The items without a reader, the start and the short end of a lazy
// statement are list_read_lazy.cpp's; taking the reader (materialize),
// every other item and the general end are list_read.cpp's.
#ifndef FTNIO_TRANSFER_LIST_READ_LAZY_H
#define FTNIO_TRANSFER_LIST_READ_LAZY_H

#include <cstddef>
#include <cstdint>

#include "transfer/dt_state.h"
#include "transfer/list_read_state.h"

namespace ftnio::detail {

constexpr uintptr_t kLazy = 1;         // st.list is a lazy word
constexpr uintptr_t kLazyLineEnd = 2;  // the last separator ended the record
constexpr uintptr_t kLazyReal = 4;     // the last item was REAL
constexpr uintptr_t kLazyComma = 8;    // the last separator held a ','
constexpr int kLazySizeShift = 8;      // the last item's size, 8 bits
constexpr int kLazyItemsShift = 32;    // the items so far

inline uintptr_t lazy_word(const DtState& st) {
  return reinterpret_cast<uintptr_t>(st.list);
}
inline void set_lazy_word(DtState& st, uintptr_t word) {
  st.list = reinterpret_cast<ListRead*>(word);
}

// ---- the reader's side (list_read.cpp)

// The statement's reader, taken now for a lazy statement (set to the
// state its fast items left: see above).
ListRead* materialize(DtState& st);
// An item on the statement's reader (taken now for a lazy statement):
// the reader's fast number, flang's COMPLEX item, or the general value.
void reader_item(DtState& st, ItemType type, void* p, int kind, size_t size);

// The thread's free reader (the pool's usual case), and whether the pool
// exists and owns it: give_back, inline for the short end of both kinds
// of statement.
extern __thread ListRead* spare_reader;
extern __thread bool reader_pool_alive;
void give_back_slow(ListRead* r);

// Ends the statement's hold on its reader.
inline void give_back(DtState& st, ListRead* r) {
  st.list = nullptr;
  if (spare_reader == nullptr && reader_pool_alive) [[likely]] {
    spare_reader = r;
    return;
  }
  give_back_slow(r);
}

}  // namespace ftnio::detail

#endif  // FTNIO_TRANSFER_LIST_READ_LAZY_H
