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
#include <vector>

#include "base/copy_bytes.h"
#include "conv/edit_in.h"
#include "conv/list_integer_plain.h"
#include "base/iostat.h"
#include "transfer/dtio.h"
#include "transfer/formatted_state.h"
#include "transfer/input_window.h"
#include "transfer/list_read_flang.h"
#include "transfer/list_read_lazy.h"
#include "transfer/list_read_plain.h"
#include "transfer/list_read_state.h"
#include "transfer/record_in.h"

namespace ftnio {

using detail::ListRead;
using detail::materialize;

namespace detail {

// Readers are pooled per thread, as formatted states are
// (formatted_pool.cpp): a READ in a loop reuses one, its strings' storage
// included, instead of building and destroying it.  Nested statements (a
// child of defined input, a function in an I/O list that READs an
// internal file) take one each; a reader does not move while its
// statement runs, the statement's state points at it.
__thread ListRead* spare_reader = nullptr;  // the usual case: one reader
__thread bool reader_pool_alive = false;    // (list_read_lazy.h)

namespace {

// Set once the thread's pool is destroyed (thread exit, or exit() for the
// main thread): later statements allocate and free their readers.
thread_local bool pool_gone = false;

struct ReaderPool {
  std::vector<ListRead*> free;  // besides spare
  ReaderPool() { reader_pool_alive = true; }
  ~ReaderPool() {
    for (ListRead* r : free) delete r;
    free.clear();
    delete spare_reader;
    spare_reader = nullptr;
    reader_pool_alive = false;
    pool_gone = true;
  }
};
thread_local ReaderPool pool;

// take_reader() and give_back() when the spare is taken or absent: the
// pool's vector, allocation and the first use of the thread_local pool
// (hot/cold rule: perf/README.md).
[[gnu::noinline]] ListRead* take_reader_slow() {
  if (pool_gone || pool.free.empty()) return new ListRead;
  ListRead* r = pool.free.back();
  pool.free.pop_back();
  return r;
}

ListRead* take_reader() {
  if (ListRead* r = spare_reader) [[likely]] {
    spare_reader = nullptr;
    return r;
  }
  return take_reader_slow();
}

}  // namespace

// give_back() when the spare is taken or the pool is gone (take_reader_slow).
[[gnu::noinline]] void give_back_slow(ListRead* r) {
  if (pool_gone)
    delete r;
  else
    pool.free.push_back(r);  // the first time: makes the pool
}

}  // namespace detail

namespace {

using detail::give_back;
using detail::take_reader;

// A repeated value goes only to items of its type and (for numbers and
// logicals) byte size; libgfortran compares the saved item's size with the
// new item's kind, so REAL(10) values (16 bytes) cannot be repeated.
bool repeat_fits(DtState& st, ListRead& L, ItemType type, int kind) {
  char msg[160];
  if (L.saved_known && L.saved_type != type) {
    if (st.policy.repeat_counts_flang && L.saved_type == ItemType::kCharacter &&
        !L.namelist && type != ItemType::kDerived)
      return refuse_repeated_string(st, L, type), false;
    std::snprintf(
        msg, sizeof msg, "Read type %s where %s was expected for item %d",
        item_type_name(L.saved_type), item_type_name(type), L.item_count);
    st.status.raise(kErrReadValue, msg);
    return false;
  }
  if (!L.saved_known || L.saved_type == ItemType::kCharacter) return true;
  bool cplx = type == ItemType::kComplex;
  // (REAL(3), bfloat16, takes 2 bytes)
  const size_t bytes = static_cast<size_t>(kind == 3 ? 2 : kind);
  size_t want = cplx ? 2 * bytes : bytes;
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
// the value's length in characters and blanks after it.  flang stores
// each character's low byte (kind4_text_flang).
void store_wide_text(const ListRead& L, void* p, int kind, size_t len) {
  size_t n = L.have_text ? L.text.size() / 4 : 0;
  size_t m = len < n ? len : n;
  if (kind == 1) {
    const bool low_bytes = L.statement().policy.kind4_text_flang;
    auto* d = static_cast<char*>(p);
    for (size_t i = 0; i < len; ++i)
      d[i] = i >= m ? ' ' : L.text[low_bytes ? 4 * i : i];
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
    case ItemType::kLogical: copy_bytes(p, L.value, size); break;
    case ItemType::kCharacter: store_text(L, p, kind, size); break;
    default: break;
  }
}

// Before the first value: blank records and a leading null value.
// Returns false when the item is done (null, '/', END).
bool start_first_item(ListRead& L) {
  L.first_item = false;
  L.input_complete = false;
  L.repeat_count = 1;
  L.at_eol = false;
  int c = L.eat_spaces();
  if (c == detail::kListEof) {
    L.end_of_file();
    return false;
  }
  if (!L.is_separator(c)) return true;
  L.repeat_count = 0;
  L.eat_separator();
  if (c != '\n' && c != '\r') return false;  // ',' or '/': null value
  L.at_eol = true;
  if (!L.finish_separator()) {
    L.end_of_file();
    return false;
  }
  return true;
}

// Before a later value: the rest of the previous separator.
void start_next_item(ListRead& L) {
  if (L.at_eol) {
    L.finish_separator();
  } else {
    L.eat_spaces();
    if (L.at_eol) L.finish_separator();
  }
  L.saved_known = false;
  L.repeat_count = 1;
}

void read_value(ListRead& L, ItemType type, void* p, int kind, size_t size) {
  switch (type) {
    case ItemType::kInteger: L.read_integer(kind); break;
    case ItemType::kLogical: L.read_logical(kind); break;
    case ItemType::kCharacter:
      // (kind 1: flang's length rule, undelimited_strings_flang)
      L.undelimited_limit =
          L.statement().policy.undelimited_strings_flang && kind == 1
              ? static_cast<int64_t>(size)
              : 0;
      L.read_character();
      break;
    case ItemType::kReal:
      L.read_real(p, kind);
      if (L.repeat_count > 0) copy_bytes(L.value, p, size);
      break;
    case ItemType::kComplex:
      L.read_complex(p, kind, size);
      if (L.repeat_count > 0) copy_bytes(L.value, p, size);
      break;
    default: break;
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
  if (L.repeat_leaves_rest) L.leave_repeated_rest();
  L.text.clear();
  L.repeat_text.clear();
  L.have_text = false;
  L.repeated_pair = false;
}

// Where the next statement on an external unit starts (libgfortran's
// finish_list_read, which runs only when the statement succeeded).
void finish_position(DtState& st, ListRead& L) {
  bool failed = st.status.failed();
  // flang skips the record's rest without decoding it (eat_line).
  if (st.policy.kind4_text_flang) L.utf8 = false;
  if (!failed && !L.at_eol && !L.child_failed) {
    int c = L.next();
    if (c == detail::kListEof) {
      L.end_of_file();
      return;
    }
    if (c != '\n') L.eat_line();
  }
  if (st.status.outcome() == Outcome::kEnd) return;
  // A put-back char is forgotten at the end of a statement.
  if (L.ungot) L.next();
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

void ListRead::start(DtState& st) {
  st_ = &st;
  item_count = 0;
  repeat_count = 0;
  saved_length = 0;
  std::memset(value, 0, sizeof value);
  text.clear();
  repeat_text.clear();
  undelimited_limit = 0;
  // The constants, in the order of the fields (list_read_state.h).
  saved_known = false;
  saved_type = ItemType::kInteger;
  repeat_leaves_rest = false;
  have_text = false;
  first_item = true;
  input_complete = false;
  stopped_at_record_end = false;
  at_eol = false;
  comma_flag = false;
  passed_comment = false;
  fold_next = false;
  folded_last = false;
  eor_pending = false;
  at_eof = false;
  ungot = false;
  ungot_newline = false;
  child_failed = false;
  overrun_after_value = false;
  namelist = false;
  began_in_eor_record = false;
  name_ahead = NameAhead::kValue;
  nml_read_error = false;
  replayed_last = false;
  last_bytes = 1;
  decoding_failed = false;
  string_cut_by_end = false;
  pair_open = false;
  repeated_pair = false;
  pair_half = false;
  // What the statement decides.
  stays_in_record =
      st.dtio_parent != nullptr && st.policy.child_list_read_stays_in_record;
  decimal_comma = st.list_options.decimal_comma;
  comma_is_text = decimal_comma && st.policy.commas_as_flang;
  semicolon_is_text = !decimal_comma && st.policy.commas_as_flang;
  utf8 = utf8_unit(st);
  plain_statement = !(stays_in_record | utf8 | st.policy.flang_numeric_input |
                      st.policy.complex_item_as_two_reals);
  pushed.clear();
  replay.clear();
  replay_pos = 0;
}

}  // namespace detail

void list_read_start(DtState& st) {
  ListRead* L = take_reader();
  st.list = L;
  L->start(st);
}

void list_read_abandon(DtState& st) {
  if (list_part(st) == nullptr) return;
  ListRead* L = materialize(st);
  // A char put back at the end stays read for a formatted parent, which
  // goes on from the file (libgfortran keeps it in the unit's last_char,
  // which only list-directed and namelist input look at).
  bool formatted_parent = st.dtio_parent != nullptr &&
                          st.dtio_parent->form == TransferForm::kFormatted;
  if (L->ungot && !st.status.failed() && formatted_parent) L->next();
  // flang's runtime leaves the '/' that ended a child's list (input_complete)
  // for its list-directed or namelist parent, which then ends there too.
  if (L->input_complete && !st.status.failed() && st.dtio_parent != nullptr &&
      !formatted_parent && st.policy.child_slash_ends_parent)
    L->unget('/');
  // The record end the last value's separator met is passed: libgfortran's
  // list reader consumes a newline when it reads it.  So does the skip
  // of the record after a bad value, which a formatted parent does not
  // see: it reads the next record as the rest of its own.
  // (Not a child that stays in its record: the record end it met is the
  // parent's to pass, flang's.)
  if (L->eor_pending && !L->stays_in_record &&
      (!st.status.failed() || formatted_parent))
    in_next_record(st);
  give_back(st, L);
}

namespace {

// Whether a value is to be read for the item (after the separators before
// it): false when a repeated value or a null served it, or the input is
// complete.
bool new_value_due(DtState& st, ListRead& L, ItemType type, void* p, int kind,
                   size_t size) {
  if (L.first_item) return start_first_item(L);
  if (L.repeat_count > 0) {
    if (repeat_value_flang(st, L, type, p, kind, size)) {
      release_value(L);
      return false;
    }
    if (!repeat_fits(st, L, type, kind)) return false;
    set_value(L, p, kind, size);
    release_value(L);
    return false;
  }
  if (L.input_complete) return false;
  start_next_item(L);
  return true;
}

// The next char past blanks and record ends (put back), as flang looks
// for a value (its GetNextNonBlank); the end of the file there is END
// (raised, detail::kListEof returned).
int value_start_flang(ListRead& L) {
  for (;;) {
    const int c = L.eat_spaces();
    if (c == detail::kListEof) L.end_of_file();
    if (c != '\n' && c != '\r') return c;
    L.next();
  }
}

// flang looks for the imaginary part an item of another type refuses
// past blanks, record ends and the parts' separator: the end of the file
// there is END, and a null value ("(1,,") no part to refuse: the item
// takes it and keeps its own.  True when it was either (taken, with the
// separators around it; the parts' separator stays taken when it was
// not, before the refusal).
bool null_imaginary_part(ListRead& L) {
  const int separator = L.decimal_comma ? ';' : ',';
  int c = value_start_flang(L);
  if (c == separator) {
    L.next();
    c = value_start_flang(L);
  }
  if (c == detail::kListEof) return true;
  if (c != separator) return false;  // (the refusal follows)
  L.next();
  L.pair_open = false;
  return true;
}

// flang's list-directed READ keeps a parenthesized pair open across
// items: '(' gives the real part to the item it meets and the imaginary
// part to the next one ("(1.5,2.5)" fills two REAL items; a COMPLEX item
// is two of them, flang_complex_item).  An item of another type refuses
// either part with flang's text for its internal edit letter, 'r' for the
// real part, 'z' for the imaginary.  A repeated pair "r*(re,im)" goes on
// for r pairs of parts (repeated_pair).  Digits directly before '('
// ("6(") open a pair too for an item of another type
// (digits_open_pair_ahead).  True when the pair served the item.
bool flang_pair(DtState& st, ListRead& L, ItemType type, void* p, int kind) {
  bool repeated = false;
  if (!L.pair_open) {
    int c = L.next();
    L.unget(c);
    repeated = c != '(' && detail::repeated_pair_ahead(st, c);
    if (c != '(' && !repeated) {
      if (!detail::digits_open_pair_ahead(st, c)) return false;
      if (type == ItemType::kReal) {
        // flang reads the real part from after the first digit, where
        // the digits or the '(' stop the REAL value with its error.
        L.next();
        return false;
      }
    }
  }
  if (type != ItemType::kReal) {
    if (L.pair_open && null_imaginary_part(L)) return true;
    detail::refuse_pair_part(st, L, L.pair_open, type);
    return true;
  }
  if (repeated) {
    L.read_repeated_pair(p, kind);
    return true;
  }
  L.read_pair_part(p, kind);
  L.repeat_count = 1;  // the part is no value to repeat
  L.saved_known = false;
  release_value(L);
  return true;
}

// Whether the next item takes a part of a repeated pair.
bool repeated_pair_due(const DtState& st, const ListRead& L) {
  return L.repeated_pair && L.repeat_count > 0 && L.saved_known &&
         L.saved_type == ItemType::kComplex &&
         st.policy.complex_item_as_two_reals && !L.namelist;
}

// flang: the item takes the next part of the repeated pair, read again
// from its text; an item of another type refuses it as flang_pair does.
void serve_pair_part(DtState& st, ListRead& L, ItemType type, void* p,
                     int kind) {
  if (type != ItemType::kReal) {
    detail::refuse_pair_part(st, L, L.pair_half, type);
    return;
  }
  L.read_pair_part_again(p, kind);
  if (st.status.failed()) return;
  if (!L.pair_half) {
    L.pair_half = true;
    return;
  }
  L.pair_half = false;
  release_value(L);  // one pair served
}

// The value of one item (or of one part of a flang COMPLEX item).
void item_value(DtState& st, ListRead& L, ItemType type, void* p, int kind,
                size_t size) {
  if (L.pair_open) {  // (no separator before the imaginary part)
    flang_pair(st, L, type, p, kind);
    return;
  }
  if (repeated_pair_due(st, L) && type != ItemType::kDerived) {
    serve_pair_part(st, L, type, p, kind);
    return;
  }
  if (!new_value_due(st, L, type, p, kind, size)) return;
  if (st.policy.complex_item_as_two_reals && !L.namelist &&
      type != ItemType::kComplex && type != ItemType::kDerived &&
      flang_pair(st, L, type, p, kind))
    return;
  if (type == ItemType::kDerived) {
    read_derived(st, L, p);
    return;
  }
  read_value(L, type, p, kind, size);
  // (flang stores a CHARACTER value its decoding failed in, then fails)
  if (st.status.failed() && !((L.decoding_failed || L.string_cut_by_end) &&
                              type == ItemType::kCharacter))
    return;
  set_value(L, p, kind, size);
  if (L.overrun_after_value) [[unlikely]] {
    L.overrun_after_value = false;
    st.status.raise(kErrShortRecord, "Excessive input from fixed-size record");
  }
  release_value(L);
}

// LLVM flang reads a COMPLEX item as two real values: the real part's may
// open a parenthesized pair, which a repeat count repeats whole; else the
// imaginary part is the next value, and a repeat count runs on across
// parts and items ("3*1.5" gives z(1) = (1.5,1.5) and z(2)'s real part).
// A null real part leaves the whole item as it was.
void flang_complex_item(DtState& st, ListRead& L, void* p, int kind,
                        size_t size) {
  const size_t part = size / 2;
  char* imag = static_cast<char*>(p) + part;
  if (L.pair_open) {  // an earlier item took the pair's real part
    item_value(st, L, ItemType::kReal, p, kind, part);
    if (!st.status.failed())
      item_value(st, L, ItemType::kReal, imag, kind, part);
    return;
  }
  if (repeated_pair_due(st, L)) {  // a part each, by the item's kind
    item_value(st, L, ItemType::kReal, p, kind, part);
    if (!st.status.failed())
      item_value(st, L, ItemType::kReal, imag, kind, part);
    return;
  }
  if (L.repeat_count > 0 && L.saved_known &&
      L.saved_type == ItemType::kComplex) {
    item_value(st, L, ItemType::kComplex, p, kind, size);
    return;
  }
  if (!new_value_due(st, L, ItemType::kReal, p, kind, part)) {
    // A repeated real served the real part: the imaginary part is next.
    if (!st.status.failed() && L.saved_known)
      item_value(st, L, ItemType::kReal, imag, kind, part);
    return;
  }
  const int c = L.next();
  L.unget(c);
  if (detail::digits_open_pair_ahead(st, c)) {
    // "6(": the real part from after the first digit, which flang's REAL
    // scan refuses at the '(' or a digit before it; nothing follows.
    L.next();
    read_value(L, ItemType::kReal, p, kind, part);
    return;
  }
  if (L.read_flang_complex(p, kind, size)) {
    if (st.status.failed()) return;
    if (L.saved_known) {
      L.saved_length = size;
      if (L.repeat_count > 0) copy_bytes(L.value, p, size);
    }
    release_value(L);
    return;
  }
  if (st.status.failed()) return;
  if (L.saved_known) {
    L.saved_length = part;
    if (L.repeat_count > 0) copy_bytes(L.value, p, part);
  }
  const bool null_real = !L.saved_known;
  release_value(L);
  if (!null_real) item_value(st, L, ItemType::kReal, imag, kind, part);
}

// Whether the next item may take the fast path (plain_number_item): no
// value pending (a repeat count, '/', the separator of a record's end),
// nothing to replay, fold or decode before the record's characters, and
// none of the namelist, DTIO child or flang rules in force.
bool plain_item_due(const ListRead& L) {
  if (!L.plain_statement) return false;
  if (!L.first_item && (L.repeat_count > 0 || L.input_complete || L.at_eol))
    return false;
  return !(L.pair_open | L.repeated_pair | L.eor_pending | L.at_eof |
           L.fold_next | L.repeat_leaves_rest) &&
         L.replay_pos >= L.replay.size();
}

// The usual INTEGER or REAL item on a reader: plain_value_end's value,
// stored, and commit_plain_value.  False, nothing changed, for anything
// else (nulls, repeat counts, values that span the window's end,
// errors), which the general path then reads.
bool plain_number_item(DtState& st, ListRead& L, ItemType type, void* p,
                       int kind, size_t size) {
  if (!plain_item_due(L)) return false;
  const InWindow w = in_window(st);
  // (into the reader first: the item keeps its value if this fails)
  const size_t end = detail::plain_value_end(st, w, type, kind, L.value);
  if (end == 0) return false;
  detail::store_plain_value(p, L.value, size);
  detail::commit_plain_value(st, L, w, type, size, end);
  return true;
}

}  // namespace

namespace detail {

// The statement's reader, taken now for a lazy statement (list_read_lazy.h).
ListRead* materialize(DtState& st) {
  const uintptr_t word = lazy_word(st);
  if ((word & kLazy) == 0) return st.list;
  ListRead* L = take_reader();
  st.list = L;
  L->start(st);
  const auto items = static_cast<int>(word >> kLazyItemsShift);
  if (items == 0) return L;
  L->item_count = items;
  L->first_item = false;
  L->repeat_count = 0;
  L->saved_known = true;
  L->saved_type = word & kLazyReal ? ItemType::kReal : ItemType::kInteger;
  L->saved_length = (word >> kLazySizeShift) & 0xFF;
  L->note_plain_separator((word & kLazyLineEnd) != 0);
  L->comma_flag = (word & kLazyComma) != 0;
  return L;
}

void reader_item(DtState& st, ItemType type, void* p, int kind, size_t size) {
  ListRead* L = materialize(st);
  ++L->item_count;
  if ((type == ItemType::kInteger || type == ItemType::kReal) &&
      plain_number_item(st, *L, type, p, kind, size))
    return;
  if (type == ItemType::kComplex && !L->namelist &&
      st.policy.complex_item_as_two_reals) {
    flang_complex_item(st, *L, p, kind, size);
    return;
  }
  item_value(st, *L, type, p, kind, size);
}

}  // namespace detail

void list_read_finish(DtState& st) {
  if (list_part(st) == nullptr) return;
  ListRead* L = materialize(st);
  finish_position(st, *L);
  give_back(st, L);
}

void list_read_release(DtState& st) {
  ListRead* L = list_part(st);
  if (L == nullptr) return;
  if (detail::lazy_word(st) & detail::kLazy) {
    st.list = nullptr;
    return;
  }
  give_back(st, L);
}

}  // namespace ftnio
