// SPDX-License-Identifier: MIT
// The lazy reader of a list-directed READ (list_read_lazy.h): the usual
// INTEGER and REAL items of a statement read without taking a reader,
// the statement's start on the plain path and its short end.
#include <cstdint>
#include <cstring>
#include <string_view>

#include "conv/list_integer_plain.h"
#include "fbuf/fbuf.h"
#include "transfer/formatted_state.h"
#include "transfer/input_window.h"
#include "transfer/list_read.h"
#include "transfer/list_read_lazy.h"
#include "transfer/list_read_plain.h"
#include "transfer/list_read_state.h"
#include "transfer/record_in.h"

namespace ftnio {

using detail::commit_plain_value;
using detail::give_back;
using detail::kLazy;
using detail::kLazyComma;
using detail::kLazyItemsShift;
using detail::kLazyLineEnd;
using detail::kLazyReal;
using detail::kLazySizeShift;
using detail::lazy_word;
using detail::list_blank;
using detail::ListRead;
using detail::materialize;
using detail::plain_separator_end;
using detail::plain_value_end;
using detail::reader_item;
using detail::set_lazy_word;
using detail::store_plain_value;

namespace {

// plain_separator_end's bits are the lazy word's.
static_assert(detail::kSeparatorLineEnd == kLazyLineEnd &&
              detail::kSeparatorComma == kLazyComma);

// Whether the statement's items may take the fast path at all
// (ListRead::plain_statement, as start() decides it).
bool plain_statement_of(const DtState& st) {
  const bool stays_in_record =
      st.dtio_parent != nullptr && st.policy.child_list_read_stays_in_record;
  return !(stays_in_record | utf8_unit(st) | st.policy.flang_numeric_input |
           st.policy.complex_item_as_two_reals);
}

// An item of a lazy statement: the fast path without a reader (true), or
// false, nothing changed, when the reader is needed.
bool lazy_item(DtState& st, uintptr_t word, ItemType type, void* p, int kind,
               size_t size) {
  if (type != ItemType::kInteger && type != ItemType::kReal) return false;
  const uintptr_t items = word >> kLazyItemsShift;
  // (a record's end after the last value: start_next_item's work)
  if (items != 0 && (word & kLazyLineEnd) != 0) return false;
  const InWindow w = in_window(st);
  alignas(16) unsigned char v[sizeof(ListRead::value)];
  const size_t end = plain_value_end(st, w, type, kind, v);
  if (end == 0) return false;
  store_plain_value(p, v, size);
  // The separator: plain, or the reader passes it.
  unsigned how;
  const size_t k =
      plain_separator_end(w, end, !st.list_options.decimal_comma, &how);
  if (k == 0) {
    ListRead& L = *materialize(st);
    ++L.item_count;
    commit_plain_value(st, L, w, type, size, end);
    return true;
  }
  in_window_skip(st, k);
  set_lazy_word(st, kLazy | how | (type == ItemType::kReal ? kLazyReal : 0) |
                        size << kLazySizeShift |
                        (items + 1) << kLazyItemsShift);
  return true;
}

// An INTEGER value of a lazy statement that ends at window offset end,
// v its bytes, followed by a separator the reader passes (a comma, a
// slash ...): the value stored, the reader taken and the separator
// passed there, as lazy_item does.  Out of line and reached by a tail
// call (v by value, the window taken again: nothing moved it), so that
// lazy_integer_item's usual item pays no frame for it; before, such a
// value went on to lazy_item, which scanned it again (read_list_commas:
// every statement's first value).
// (The parameters in the registers of list_read_item's own: p and size
// stay where they are, and the REAL item's path pays no moves.)
[[gnu::noinline]] void commit_integer_to_reader(DtState& st, uint64_t v,
                                                void* p, size_t end,
                                                size_t size) {
  const InWindow w = in_window(st);
  unsigned char bytes[8];
  std::memcpy(bytes, &v, 8);
  store_plain_value(p, bytes, size);
  ListRead& L = *materialize(st);
  ++L.item_count;
  commit_plain_value(st, L, w, ItemType::kInteger, size, end);
}

// The usual INTEGER item of a lazy statement, all inline: digits (and a
// sign) in the window, straight from the record, and a plain separator
// after them, or one the reader passes (commit_integer_to_reader); false,
// nothing changed, for anything else (lazy_item and the general path
// then take it).
[[gnu::always_inline]] inline bool lazy_integer_item(DtState& st,
                                                     uintptr_t word, void* p,
                                                     int kind, size_t size) {
  const uintptr_t items = word >> kLazyItemsShift;
  // (kinds 1, 2, 4, 8; a record's end after the last value)
  if (kind > 8 || (0x116 >> kind & 1) == 0 ||
      (items != 0 && (word & kLazyLineEnd) != 0))
    return false;
  const InWindow w = in_window(st);
  if (w.newline_ends_record && st.record_limit > 0) return false;  // in_field
  size_t i = 0;
  while (i < w.n && list_blank(w.p[i])) ++i;
  alignas(8) unsigned char v[8];
  const size_t used = conv::detail::plain_list_integer(
      std::string_view(w.p + i, w.n - i), kind, v, false);
  // (an external record may go on past the window: its end must be seen)
  if (used == 0 || (w.newline_ends_record && i + used == w.n)) return false;
  unsigned how;
  const size_t k =
      plain_separator_end(w, i + used, !st.list_options.decimal_comma, &how);
  if (k == 0) [[unlikely]] {
    uint64_t bits;
    std::memcpy(&bits, v, 8);
    commit_integer_to_reader(st, bits, p, i + used, size);
    return true;
  }
  store_plain_value(p, v, size);
  in_window_skip(st, k);
  set_lazy_word(st, kLazy | how | size << kLazySizeShift |
                        (items + 1) << kLazyItemsShift);
  return true;
}

// The end of a statement whose last value's separator stopped at the
// record's '\n', in the buffer: that newline passed (true), as
// finish_position would; false, nothing changed, when it is not there
// plainly.
bool pass_plain_newline(DtState& st) {
  if (st.record.cr_ended_record || records_unended(st)) return false;
  Fbuf& b = st.unit->fbuf();
  if (!b.next_is('\n')) return false;
  b.skip(1);
  in_forget_kept_record(st);
  return true;
}

// list_read_finish_plain of a lazy statement: its last item's separator
// stopped at the record's '\n', in the buffer (the reader's at_eol and
// eor_pending, never ungot, at_eof, child_failed or input_complete).
bool lazy_finish_plain(DtState& st, uintptr_t word) {
  if ((word >> kLazyItemsShift) == 0 || (word & kLazyLineEnd) == 0 ||
      !pass_plain_newline(st))
    return false;
  st.list = nullptr;
  return true;
}

}  // namespace

void list_read_start_plain(DtState& st) {
  if (!plain_statement_of(st)) {
    list_read_start(st);
    return;
  }
  set_lazy_word(st, kLazy);
}

namespace {

// Reads on into the buffer of an external record whose window holds no
// record end (empty after a REWIND or BACKSPACE, or cut where the
// buffer's bytes end), once, as the line READ does (line_read.cpp):
// true when the window grew, for the value to take the fast path after
// all (read_list_int paid a reader on the first statement after each
// REWIND).  Only on a seekable file: at its end the general path reads
// again harmlessly, where a terminal would wait for a second end of file.
bool window_read_on(DtState& st) {
  if (fixed_records(st) || st.record.cr_ended_record || records_unended(st) ||
      !st.unit->stream().seekable())
    return false;
  Fbuf& b = st.unit->fbuf();
  const size_t have = b.lookahead();
  if (have > 0 && std::memchr(b.data() + b.pos(), '\n', have) != nullptr)
    return false;  // (the window was not what stopped the value)
  size_t more = have + 1;
  if (b.peek(st.unit->stream(), &more, true) == nullptr) {
    b.clear_error();  // (the general path meets the error itself)
    return false;
  }
  return b.lookahead() > have;
}

// An item of a lazy statement that is not its usual integer: the fast
// path without a reader (lazy_item, again after window_read_on where the
// window may have stopped it), else the reader's.
[[gnu::noinline]] void lazy_or_reader_item(DtState& st, uintptr_t word,
                                           ItemType type, void* p, int kind,
                                           size_t size) {
  if (lazy_item(st, word, type, p, kind, size)) return;
  // (only a number lazy_item takes; not after a record's end)
  const bool window_may_stop =
      (type == ItemType::kInteger || type == ItemType::kReal) &&
      ((word >> kLazyItemsShift) == 0 || (word & kLazyLineEnd) == 0);
  if (window_may_stop && window_read_on(st) &&
      lazy_item(st, word, type, p, kind, size))
    return;
  reader_item(st, type, p, kind, size);
}

// Every item but the lazy statement's usual integer (out of line: that
// one pays no frame for it).  Both ways on are tail calls: an item on
// the reader pays no frame here either.
[[gnu::noinline]] void list_read_item_general(DtState& st, ItemType type,
                                              void* p, int kind, size_t size) {
  if (st.status.failed()) return;
  const uintptr_t word = lazy_word(st);
  if (word & kLazy) {
    lazy_or_reader_item(st, word, type, p, kind, size);
  } else if (word != 0) {  // (0: no reader, the statement failed at its start)
    reader_item(st, type, p, kind, size);
  }
}

}  // namespace

void list_read_item(DtState& st, ItemType type, void* p, int kind,
                    size_t size) {
  const uintptr_t word = lazy_word(st);
  if ((word & kLazy) && type == ItemType::kInteger && !st.status.failed() &&
      lazy_integer_item(st, word, p, kind, size))
    return;
  list_read_item_general(st, type, p, kind, size);
}

bool list_read_finish_plain(DtState& st) {
  const uintptr_t word = lazy_word(st);
  if (word & kLazy) return lazy_finish_plain(st, word);
  ListRead* L = list_part(st);
  // The state a last value's separator leaves at the record's '\n' in
  // the buffer (note_plain_separator, eat_separator): finish_position
  // would pass that newline and nothing else.
  if (L == nullptr || !(L->at_eol & L->eor_pending) ||
      (L->ungot | L->at_eof | L->child_failed | L->input_complete) ||
      !pass_plain_newline(st))
    return false;
  give_back(st, L);
  return true;
}

}  // namespace ftnio
