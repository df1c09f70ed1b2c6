// SPDX-License-Identifier: MIT
// List-directed READ (F2018 13.10.3): items, repeat counts, null values
// and '/', on external units and internal files, as libgfortran 12 (L4).
//
// Each item: the first one may start with separators (a leading ',' or
// '/' is a null value, blank records are skipped); later ones first pass
// the separator the previous value left unfinished at a record end.  A
// value "r*c" is kept in ListRead and handed to the next r-1 items, which
// must have the same type and kind (libgfortran's check_type).
#include "transfer/list_read.h"

#include <cstdio>
#include <cstring>
#include <deque>
#include <vector>

#include "base/copy_bytes.h"
#include "base/iostat.h"
#include "transfer/dtio.h"
#include "transfer/list_read_state.h"
#include "transfer/record_in.h"

namespace ftnio {

using detail::ListRead;

namespace {

// A deque: a child statement of defined input (DTIO) pushes its state
// while the parent's reader still holds a reference to its own, which a
// vector's reallocation would move (found by AddressSanitizer).  Frames
// past depth are kept, so that a READ in a loop reuses one (its strings'
// storage included) instead of building and destroying it.
struct ReadStack {
  std::deque<ListRead> frames;  // [0, depth) belong to active statements
  size_t depth = 0;
};

ReadStack& read_stack() {
  static thread_local ReadStack stack;
  return stack;
}

// frames[depth - 1] or null: the lookup of the usual, unnested statement
// without the guarded access to the stack.
thread_local ListRead* innermost = nullptr;

// Removes L, which is in the stack.
void erase_from_stack(const ListRead* L) {
  ReadStack& s = read_stack();
  if (L == innermost && s.depth == 1) {  // the usual case: no nesting
    s.depth = 0;
    innermost = nullptr;
    return;
  }
  if (L == innermost) {
    --s.depth;
  } else {
    for (size_t i = 0; i < s.depth; ++i) {
      if (&s.frames[i] == L) {
        s.frames.erase(s.frames.begin() + static_cast<ptrdiff_t>(i));
        --s.depth;
        break;
      }
    }
  }
  innermost = s.depth > 0 ? &s.frames[s.depth - 1] : nullptr;
}

// A repeated value goes only to items of its type and (for numbers and
// logicals) byte size; libgfortran compares the saved item's size with the
// new item's kind, so REAL(10) values (16 bytes) cannot be repeated.
bool repeat_fits(DtState& st, const ListRead& L, ItemType type, int kind) {
  char msg[160];
  if (L.saved_known && L.saved_type != type) {
    std::snprintf(msg, sizeof msg,
                  "Read type %s where %s was expected for item %d",
                  item_type_name(L.saved_type), item_type_name(type), L.item_count);
    st.status.raise(kErrReadValue, msg);
    return false;
  }
  if (!L.saved_known || L.saved_type == ItemType::kCharacter) return true;
  bool cplx = type == ItemType::kComplex;
  size_t want = static_cast<size_t>(cplx ? 2 * kind : kind);
  if (L.saved_length == want) return true;
  std::snprintf(msg, sizeof msg,
                "Read kind %d %s where kind %d is required for item %d",
                static_cast<int>(cplx ? L.saved_length / 2 : L.saved_length),
                item_type_name(L.saved_type), kind, L.item_count);
  st.status.raise(kErrReadValue, msg);
  return false;
}

// A CHARACTER value read from a UTF-8 unit (four bytes a character) into
// a variable of len characters.  libgfortran copies whole characters even
// into a kind-1 variable, which so receives the characters' bytes up to
// the value's length in characters and blanks after it.
void store_wide_text(const ListRead& L, void* p, int kind, size_t len) {
  size_t n = L.have_text ? L.text.size() / 4 : 0;
  size_t m = len < n ? len : n;
  if (kind == 1) {
    auto* d = static_cast<char*>(p);
    for (size_t i = 0; i < len; ++i) d[i] = i < m ? L.text[i] : ' ';
    return;
  }
  auto* d = static_cast<uint32_t*>(p);
  if (m > 0) std::memcpy(d, L.text.data(), 4 * m);
  for (size_t i = m; i < len; ++i) d[i] = ' ';
}

// A CHARACTER value into a variable of len characters: truncated or
// blank-padded.  A kind-4 variable receives the saved bytes four at a
// time, as libgfortran does for default-encoded input.
void store_text(const ListRead& L, void* p, int kind, size_t len) {
  if (L.utf8) return store_wide_text(L, p, kind, len);
  size_t n = L.have_text ? L.text.size() : 0;
  size_t m = len < n ? len : n;
  if (kind == 1) {
    auto* d = static_cast<char*>(p);
    if (m > 0) std::memcpy(d, L.text.data(), m);
    std::memset(d + m, ' ', len - m);
    return;
  }
  auto* d = static_cast<uint32_t*>(p);
  for (size_t i = 0; i < m; ++i) {
    uint32_t v = 0;
    for (size_t b = 0; b < 4; ++b) {
      size_t at = 4 * i + b;
      unsigned char byte = at < n ? static_cast<unsigned char>(L.text[at]) : 0;
      v |= static_cast<uint32_t>(byte) << (8 * b);
    }
    d[i] = v;
  }
  for (size_t i = m; i < len; ++i) d[i] = ' ';
}

// Gives the current value (read now or repeated) to the item.
void set_value(ListRead& L, void* p, int kind, size_t size) {
  if (!L.saved_known) return;  // null value: the item keeps its value
  switch (L.saved_type) {
    case ItemType::kReal:
    case ItemType::kComplex:
      if (L.repeat_count > 0) copy_bytes(p, L.value, size);
      break;
    case ItemType::kInteger:
    case ItemType::kLogical:
      copy_bytes(p, L.value, size);
      break;
    case ItemType::kCharacter:
      store_text(L, p, kind, size);
      break;
    default:
      break;
  }
}

// Before the first value: blank records and a leading null value.
// Returns false when the item is done (null, '/', END).
bool start_first_item(DtState& st, ListRead& L) {
  L.first_item = false;
  L.input_complete = false;
  L.repeat_count = 1;
  L.at_eol = false;
  int c = detail::lr_eat_spaces(st, L);
  if (c == detail::kListEof) {
    detail::lr_end_of_file(st);
    return false;
  }
  if (!detail::lr_is_separator(c)) return true;
  L.repeat_count = 0;
  detail::lr_eat_separator(st, L);
  if (c != '\n' && c != '\r') return false;  // ',' or '/': null value
  L.at_eol = true;
  if (!detail::lr_finish_separator(st, L)) {
    detail::lr_end_of_file(st);
    return false;
  }
  return true;
}

// Before a later value: the rest of the previous separator.
void start_next_item(DtState& st, ListRead& L) {
  if (L.at_eol) {
    detail::lr_finish_separator(st, L);
  } else {
    detail::lr_eat_spaces(st, L);
    if (L.at_eol) detail::lr_finish_separator(st, L);
  }
  L.saved_known = false;
  L.repeat_count = 1;
}

void read_value(DtState& st, ListRead& L, ItemType type, void* p, int kind,
                size_t size) {
  switch (type) {
    case ItemType::kInteger: detail::lr_read_integer(st, L, kind); break;
    case ItemType::kLogical: detail::lr_read_logical(st, L, kind); break;
    case ItemType::kCharacter: detail::lr_read_character(st, L); break;
    case ItemType::kReal:
      detail::lr_read_real(st, L, p, kind);
      if (L.repeat_count > 0) copy_bytes(L.value, p, size);
      break;
    case ItemType::kComplex:
      detail::lr_read_complex(st, L, p, kind, size);
      if (L.repeat_count > 0) copy_bytes(L.value, p, size);
      break;
    default:
      break;
  }
  if (L.saved_known && L.saved_type != ItemType::kCharacter)
    L.saved_length = size;
}

// An item with defined input: its procedure reads from where the value
// would start.  libgfortran remembers whether it succeeded: the statement
// then does not skip the rest of the record at its end.
void read_derived(DtState& st, ListRead& L, void* p) {
  L.saved_known = false;
  L.repeat_count = 0;
  L.child_failed = dtio_formatted(st, *static_cast<const DtioItem*>(p),
                                  "LISTDIRECTED", nullptr, 0) != 0;
}

void release_value(ListRead& L) {
  if (--L.repeat_count > 0) return;
  L.text.clear();
  L.have_text = false;
}

// Where the next statement on an external unit starts (libgfortran's
// finish_list_read, which runs only when the statement succeeded).
void finish_position(DtState& st, ListRead& L) {
  bool failed = st.status.failed();
  if (!failed && !L.at_eol && !L.child_failed) {
    int c = detail::lr_next(st, L);
    if (c == detail::kListEof) {
      detail::lr_end_of_file(st);
      return;
    }
    if (c != '\n') detail::lr_eat_line(st, L);
  }
  if (st.status.outcome() == Outcome::kEnd) return;
  // A put-back char is forgotten at the end of a statement.
  if (L.ungot) detail::lr_next(st, L);
  if (L.eor_pending) in_next_record(st);
  // The last record lacked its newline and the READ took it to the end
  // of the file: the next READ starts a record there, which meets END
  // (libgfortran: nothing read and all of the record length left).
  // After an error the unit stays inside the record, but libgfortran
  // counted none of its columns: a formatted READ's column 0 is there.
  if (L.at_eof || failed) in_forget_kept_record(st);
}

}  // namespace

namespace detail {

ListRead* list_read_lookup(const DtState& st) {
  ListRead* top = innermost;
  if (top == nullptr) return nullptr;
  if (top->owner == &st) return top;
  ReadStack& s = read_stack();
  for (size_t i = s.depth; i-- > 0;)
    if (s.frames[i].owner == &st) return &s.frames[i];
  return nullptr;
}

}  // namespace detail

void list_read_start(DtState& st) {
  ReadStack& s = read_stack();
  if (s.depth == s.frames.size()) s.frames.emplace_back();
  ListRead& L = s.depth == 0 ? s.frames.front() : s.frames[s.depth];
  ++s.depth;
  innermost = &L;
  L.owner = &st;
  L.item_count = 0;
  L.repeat_count = 0;
  L.saved_known = false;
  L.saved_type = ItemType::kInteger;
  L.saved_length = 0;
  std::memset(L.value, 0, sizeof L.value);
  L.text.clear();
  L.have_text = false;
  L.first_item = true;
  L.input_complete = false;
  L.at_eol = false;
  L.comma_flag = false;
  L.passed_comment = false;
  L.decimal_comma = st.list_options.decimal_comma;
  L.fold_next = false;
  L.folded_last = false;
  L.eor_pending = false;
  L.at_eof = false;
  L.ungot = false;
  L.child_failed = false;
  L.namelist = false;
  L.began_in_eor_record = false;
  L.nml_read_error = false;
  L.pushed.clear();
  L.replay.clear();
  L.replay_pos = 0;
  L.replayed_last = false;
  L.utf8 = utf8_unit(st);
  L.last_bytes = 1;
}

void list_read_abandon(DtState& st) {
  ListRead* L = detail::list_read_lookup(st);
  if (L == nullptr) return;
  // A char put back at the end stays read for a formatted parent, which
  // goes on from the file (libgfortran keeps it in the unit's last_char,
  // which only list-directed and namelist input look at).
  bool formatted_parent = st.dtio_parent != nullptr &&
                          st.dtio_parent->form == TransferForm::kFormatted;
  if (L->ungot && !st.status.failed() && formatted_parent)
    detail::lr_next(st, *L);
  // The record end the last value's separator met is passed: libgfortran's
  // list reader consumes a newline when it reads it.  So does the skip
  // of the record after a bad value, which a formatted parent does not
  // see: it reads the next record as the rest of its own.
  if (L->eor_pending && (!st.status.failed() || formatted_parent))
    in_next_record(st);
  erase_from_stack(L);
}

void list_read_item(DtState& st, ItemType type, void* p, int kind,
                    size_t size) {
  ListRead* L = detail::list_read_lookup(st);
  if (L == nullptr || st.status.failed()) return;
  ++L->item_count;
  if (L->first_item) {
    if (!start_first_item(st, *L)) return;
  } else if (L->repeat_count > 0) {
    if (!repeat_fits(st, *L, type, kind)) return;
    set_value(*L, p, kind, size);
    release_value(*L);
    return;
  } else {
    if (L->input_complete) return;
    start_next_item(st, *L);
  }
  if (type == ItemType::kDerived) {
    read_derived(st, *L, p);
    return;
  }
  read_value(st, *L, type, p, kind, size);
  if (st.status.failed()) return;
  set_value(*L, p, kind, size);
  release_value(*L);
}

void list_read_finish(DtState& st) {
  ListRead* L = detail::list_read_lookup(st);
  if (L == nullptr) return;
  if (!st.internal_unit) finish_position(st, *L);
  erase_from_stack(L);  // list_read_release without a second lookup
}

void list_read_release(DtState& st) {
  ListRead* L = detail::list_read_lookup(st);
  if (L == nullptr) return;
  erase_from_stack(L);
}

}  // namespace ftnio
