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
#include "transfer/list_read_state.h"
#include "transfer/record_in.h"

namespace ftnio {

using detail::ListRead;

namespace {

// Readers are pooled per thread, as formatted states are
// (formatted_pool.cpp): a READ in a loop reuses one, its strings' storage
// included, instead of building and destroying it.  Nested statements (a
// child of defined input, a function in an I/O list that READs an
// internal file) take one each; a reader does not move while its
// statement runs, the statement's state points at it.
__thread ListRead* spare = nullptr;  // the usual case: one reader, free
__thread bool pool_alive = false;    // the pool exists and owns spare
// Set once the thread's pool is destroyed (thread exit, or exit() for the
// main thread): later statements allocate and free their readers.
thread_local bool pool_gone = false;

struct ReaderPool {
  std::vector<ListRead*> free;  // besides spare
  ReaderPool() { pool_alive = true; }
  ~ReaderPool() {
    for (ListRead* r : free) delete r;
    free.clear();
    delete spare;
    spare = nullptr;
    pool_alive = false;
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

[[gnu::noinline]] void give_back_slow(ListRead* r) {
  if (pool_gone)
    delete r;
  else
    pool.free.push_back(r);  // the first time: makes the pool
}

ListRead* take_reader() {
  if (ListRead* r = spare) [[likely]] {
    spare = nullptr;
    return r;
  }
  return take_reader_slow();
}

// Ends the statement's hold on its reader.
void give_back(DtState& st, ListRead* r) {
  st.list = nullptr;
  if (spare == nullptr && pool_alive) [[likely]] {
    spare = r;
    return;
  }
  give_back_slow(r);
}

ListRead* materialize(DtState& st);  // (the lazy reader, below)

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
  if (st.status.failed() &&
      !(L.decoding_failed && type == ItemType::kCharacter))
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

// A blank of list input (eat_spaces): ' ', '\t' or '\r', one test.
inline bool list_blank(char c) {
  constexpr uint64_t kBlanks = 1ULL << ' ' | 1ULL << '\t' | 1ULL << '\r';
  const auto u = static_cast<unsigned char>(c);
  return u <= ' ' && (kBlanks >> u & 1);
}

// The separator after a value that ends at w.p[end] when it is plain:
// blanks, then the record's end or the next value's first char, as
// eat_separator()'s window path (eat_plain_separator) passes them.
// Returns where it ends (*line_end: at the record's end), or 0 when
// eat_separator() must pass it.  An internal file's window ends where
// its record does.
inline size_t plain_separator_end(const InWindow& w, size_t end,
                                  bool* line_end) {
  size_t k = end;
  while (k < w.n && list_blank(w.p[k])) ++k;
  *line_end = true;
  bool plain = !w.newline_ends_record;  // (at the window's end)
  if (k < w.n) {
    const char c = w.p[k];
    *line_end = c == '\n';
    plain = *line_end ? w.newline_ends_record
                      : !(c == ',' || c == ';' || c == '/' || c == '!');
  }
  return plain ? k : 0;  // (a value took at least one char: k > 0)
}

// The separator after a value that ends at w.p[end], passed here where
// the window is at hand when it is plain; else by eat_separator().
[[gnu::always_inline]] inline void pass_separator(DtState& st, ListRead& L,
                                                  const InWindow& w,
                                                  size_t end) {
  bool line_end;
  if (const size_t k = plain_separator_end(w, end, &line_end)) {
    in_window_skip(st, k);
    L.note_plain_separator(line_end);
    return;
  }
  // (the state read_number's consume() leaves before its eat_separator())
  in_window_skip(st, end);
  L.replayed_last = L.folded_last = L.at_eol = L.ungot = false;
  L.last_bytes = 1;
  L.eat_separator();
}

// The value of the usual INTEGER or REAL item (kinds 1/2/4/8, 4/8) in
// the window w: blanks, then a value list_integer_plain or
// list_real_plain takes into v, ended by a separator inside the window.
// Returns where the value ends in w (0: not such a value; the general
// path reads it).
[[gnu::always_inline]] inline size_t plain_value_end(const DtState& st,
                                                     const InWindow& w,
                                                     ItemType type, int kind,
                                                     unsigned char* v) {
  if (w.newline_ends_record && st.record_limit > 0) return 0;  // in_field
  size_t i = 0;
  while (i < w.n && list_blank(w.p[i])) ++i;
  const std::string_view text(w.p + i, w.n - i);
  size_t used;
  if (type == ItemType::kInteger) {
    used = conv::list_integer_plain(text, kind, v);
  } else {
    if (st.list_options.decimal_comma) return 0;
    used = conv::list_real_plain(text, kind, v, st.list_options.round);
  }
  // An external record may go on past the window: its end must be seen.
  if (used == 0 || (w.newline_ends_record && used == text.size())) return 0;
  return i + used;
}

// Stores the value v of size bytes (1, 2, 4 or 8: plain_value_end's
// kinds) into the item, one store.
inline void store_plain_value(void* p, const unsigned char* v, size_t size) {
  if (size == 4)
    std::memcpy(p, v, 4);
  else if (size == 8)
    std::memcpy(p, v, 8);
  else if (size == 2)
    std::memcpy(p, v, 2);
  else
    std::memcpy(p, v, 1);
}

// The reader's state after a value plain_value_end found (the state the
// general path, item_value: start_first_item or start_next_item,
// eat_spaces, read_number, set_value, release_value, leaves for that
// text, which list_integer_token and list_real_token read the same), and
// then the separator passed as there.
[[gnu::always_inline]] inline void commit_plain_value(DtState& st, ListRead& L,
                                                      const InWindow& w,
                                                      ItemType type,
                                                      size_t size, size_t end) {
  L.first_item = L.input_complete = false;
  L.repeat_count = 0;
  L.saved_known = true;
  L.saved_type = type;
  L.saved_length = size;
  pass_separator(st, L, w, end);
  // (release_value's clears, where there is anything to clear: a number
  // leaves both strings as it found them)
  if (!L.text.empty()) L.text.clear();
  if (!L.repeat_text.empty()) L.repeat_text.clear();
  L.have_text = false;
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
  const size_t end = plain_value_end(st, w, type, kind, L.value);
  if (end == 0) return false;
  store_plain_value(p, L.value, size);
  commit_plain_value(st, L, w, type, size, end);
  return true;
}

// ---- the lazy reader
//
// A list-directed READ whose items all take the fast path needs no
// reader: list_read_start_plain leaves in st.list, instead of one, a
// tagged word (bit 0 set, never a reader's address) with what the fast
// items did: how many there were, the last one's type and size, and
// whether its separator stopped at the record's end.  That is the whole
// of the difference between a fresh reader and the state those items
// leave it in (commit_plain_value), so the first call that needs the
// reader (another item, an unusual separator, the general end) takes
// one and sets it to that state (materialize): everything after is the
// general path's.  (A statement of one or three integers paid ~90
// instructions for taking, resetting and giving back its reader.)
constexpr uintptr_t kLazy = 1;         // st.list is a lazy word
constexpr uintptr_t kLazyLineEnd = 2;  // the last separator ended the record
constexpr uintptr_t kLazyReal = 4;     // the last item was REAL
constexpr int kLazySizeShift = 8;      // the last item's size, 8 bits
constexpr int kLazyItemsShift = 32;    // the items so far

inline uintptr_t lazy_word(const DtState& st) {
  return reinterpret_cast<uintptr_t>(st.list);
}
inline void set_lazy_word(DtState& st, uintptr_t word) {
  st.list = reinterpret_cast<ListRead*>(word);
}

// Whether the statement's items may take the fast path at all
// (ListRead::plain_statement, as start() decides it).
bool plain_statement_of(const DtState& st) {
  const bool stays_in_record =
      st.dtio_parent != nullptr && st.policy.child_list_read_stays_in_record;
  return !(stays_in_record | utf8_unit(st) | st.policy.flang_numeric_input |
           st.policy.complex_item_as_two_reals);
}

// The statement's reader, taken now for a lazy statement (see above).
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
  return L;
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
  bool line_end;
  const size_t k = plain_separator_end(w, end, &line_end);
  if (k == 0) {
    ListRead& L = *materialize(st);
    ++L.item_count;
    commit_plain_value(st, L, w, type, size, end);
    return true;
  }
  in_window_skip(st, k);
  set_lazy_word(st, kLazy | (line_end ? kLazyLineEnd : 0) |
                        (type == ItemType::kReal ? kLazyReal : 0) |
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
  bool line_end;
  const size_t k = plain_separator_end(w, i + used, &line_end);
  if (k == 0) [[unlikely]] {
    uint64_t bits;
    std::memcpy(&bits, v, 8);
    commit_integer_to_reader(st, bits, p, i + used, size);
    return true;
  }
  store_plain_value(p, v, size);
  in_window_skip(st, k);
  set_lazy_word(st, kLazy | (line_end ? kLazyLineEnd : 0) |
                        size << kLazySizeShift |
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

// Every item but the lazy statement's usual integer (out of line: the
// frame of the general path is not paid by that one).
[[gnu::noinline]] void list_read_item_general(DtState& st, ItemType type,
                                              void* p, int kind, size_t size) {
  if (st.status.failed()) return;
  const uintptr_t word = lazy_word(st);
  if (word & kLazy) {
    if (lazy_item(st, word, type, p, kind, size)) return;
  } else if (word == 0) {
    return;  // (no reader: the statement failed at its start)
  }
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

}  // namespace

void list_read_item(DtState& st, ItemType type, void* p, int kind,
                    size_t size) {
  const uintptr_t word = lazy_word(st);
  if ((word & kLazy) && type == ItemType::kInteger && !st.status.failed() &&
      lazy_integer_item(st, word, p, kind, size))
    return;
  list_read_item_general(st, type, p, kind, size);
}

void list_read_finish(DtState& st) {
  if (list_part(st) == nullptr) return;
  ListRead* L = materialize(st);
  finish_position(st, *L);
  give_back(st, L);
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

void list_read_release(DtState& st) {
  ListRead* L = list_part(st);
  if (L == nullptr) return;
  if (lazy_word(st) & kLazy) {
    st.list = nullptr;
    return;
  }
  give_back(st, L);
}

}  // namespace ftnio
