// SPDX-License-Identifier: MIT
// List-directed output in LLVM flang's layout (L4): the statements a
// front door starts with conv::ListLayout::kFlang.
//
// flang writes each value with one blank before it (none between two
// undelimited strings, as libgfortran), in its minimal form
// (conv/list_items_flang.h), and keeps records to a line length: the
// record length of an internal file or of a connection with RECL=, else
// 79 (FORT_FMT_RECL: base/options.h).  A number that does not fit goes to the
// next record; a string is never moved whole but split, filling each record to
// the line length, each continuation after a blank (a delimited string's
// without one). A complex value may be split after its separator.
#include "transfer/list_write.h"

#include <algorithm>
#include <cstring>
#include <vector>

#include "base/options.h"
#include "conv/list_items_flang.h"
#include "conv/narrow_real.h"
#include "conv/utf8.h"
#include "transfer/dtio.h"
#include "transfer/record_out.h"

namespace ftnio {

namespace {

int64_t line_length(const DtState& st) {
  if (internal_file(st)) return st.internal.reclen;
  const RecordLimits& l = st.unit->limits();
  return l.has_recl && l.recl > 0 ? l.recl
                                  : g_environment_defaults.list_line_length;
}

int64_t column(const DtState& st) {
  return static_cast<int64_t>(st.unit->fbuf().pos());
}

// The record is full: the next one takes what follows.  A child's
// list-directed WRITE has no next record in flang's runtime (its parent's
// record is all it has): its output ends there, without an error, and
// nothing more of it is written (StatementPosition::child_output_ended).
// False when nothing more may be written (output_stopped).
bool next_record(DtState& st) {
  if (st.dtio_parent != nullptr) {
    st.record.child_output_ended = true;
    return false;
  }
  record_end(st);
  return !output_stopped(st);
}

size_t number_text(char* out, ItemType type, const void* p, int kind,
                   const conv::ListOptions& opt) {
  switch (type) {
    case ItemType::kInteger: return conv::list_integer_flang(out, p, kind, opt);
    case ItemType::kReal: return conv::list_real_flang(out, p, kind, opt);
    case ItemType::kComplex: return conv::list_complex_flang(out, p, kind, opt);
    case ItemType::kLogical: return conv::list_logical(out, p, kind);
    default: return 0;
  }
}

// A value that stays whole: on the next record when the blank and it do
// not fit in this one.  There a LOGICAL value starts without the blank
// (flang's numbers keep theirs).  Past an internal file's last record
// nothing of it is written (IOSTAT 1004).
// `pieces`, value and kind: how flang writes the text, for its overrun
// message (FieldText).
void put_whole(DtState& st, const char* text, size_t n, bool logical = false,
               FieldPieces pieces = FieldPieces::kText,
               const void* value = nullptr, int kind = 0) {
  if (!st.first_item &&
      column(st) + 1 + static_cast<int64_t>(n) > line_length(st)) {
    if (!next_record(st)) return;
    if (logical) {
      record_put(st, text, n, pieces, value, kind);
      return;
    }
  }
  record_put(st, " ", 1);
  if (!output_stopped(st)) record_put(st, text, n, pieces, value, kind);
}

// An undelimited default-kind string, split across records as needed.
// A blank before it at the start of a record or after a value that is no
// undelimited string, where the record has room for the blank and the
// first character (else the string starts the next record without it); a
// continuation starts after a blank; a string that finds its record
// already full starts the next one without it (as flang does).
void put_split_string(DtState& st, const char* s, size_t len) {
  if (column(st) == 0 || !st.char_flag) {
    const int64_t need = len > 0 ? 2 : 1;
    if (column(st) > 0 && column(st) + need > line_length(st)) {
      if (!next_record(st)) return;
    } else {
      record_put(st, " ", 1);
    }
  }
  const int64_t room_end = line_length(st);
  bool started = false;
  for (;;) {
    if (output_stopped(st)) return;
    size_t take =
        static_cast<size_t>(std::max<int64_t>(room_end - column(st), 0));
    take = std::min(take, len);
    record_put(st, s, take);
    s += take;
    len -= take;
    if (len == 0 || !next_record(st)) return;
    if (started || take > 0) record_put(st, " ", 1);
    started = true;
  }
}

// Characters that fill each record to the line length and go on at the
// start of the next, without a blank.
void put_filling(DtState& st, const char* s, size_t n) {
  while (n > 0 && !output_stopped(st)) {
    int64_t room = line_length(st) - column(st);
    if (room <= 0) {
      if (!next_record(st)) return;
      continue;
    }
    size_t take = std::min(n, static_cast<size_t>(room));
    record_put(st, s, take);
    s += take;
    n -= take;
  }
}

// A delimited string (DELIM='APOSTROPHE' or 'QUOTE'), its delimiters
// doubled inside: the blank before it only where the record has room for
// it and one more character (else the string starts the next record),
// and the string split anywhere to fill records.
void put_delimited_string(DtState& st, const char* s, size_t len, char q) {
  if (column(st) == 0 || column(st) + 2 <= line_length(st))
    record_put(st, " ", 1);
  else if (!next_record(st))
    return;
  put_filling(st, &q, 1);
  while (len > 0) {
    const char* hit = static_cast<const char*>(std::memchr(s, q, len));
    size_t n = hit == nullptr ? len : static_cast<size_t>(hit - s) + 1;
    put_filling(st, s, n);
    if (hit != nullptr) put_filling(st, &q, 1);
    s += n;
    len -= n;
  }
  put_filling(st, &q, 1);
}

// Part of a complex value's text as flang emits it: the '(' before the
// real part, and the separator or ')' after it, alone; the real part in
// a real field's pieces (flang_overrun.h), so that a part that overruns
// a RECL= record names the piece that did not fit and leaves those
// before it written (flang's runtime).  `part` is the part's value.
void put_complex_part(DtState& st, const char* text, size_t n, const void* part,
                      int kind) {
  if (n > 0 && text[0] == '(') {
    record_put(st, text, 1);
    ++text;
    --n;
  }
  if (n == 0 || output_stopped(st)) return;
  record_put(st, text, n - 1, FieldPieces::kReal, part, kind);
  if (!output_stopped(st)) record_put(st, text + n - 1, 1);
}

// A complex value in two pieces: "(re," as a whole value is placed, then
// "im)" on the next record, without a blank, when it does not fit.
void put_complex(DtState& st, const char* text, size_t n, const void* p,
                 int kind, bool decimal_comma) {
  const char* sep =
      static_cast<const char*>(std::memchr(text, decimal_comma ? ';' : ',', n));
  size_t first = sep == nullptr ? n : static_cast<size_t>(sep - text) + 1;
  if (!st.first_item &&
      column(st) + 1 + static_cast<int64_t>(first) > line_length(st) &&
      !next_record(st))
    return;
  record_put(st, " ", 1);
  if (output_stopped(st)) return;
  put_complex_part(st, text, first, p, kind);
  size_t rest = n - first;
  if (rest == 0 || output_stopped(st)) return;
  if (column(st) + static_cast<int64_t>(rest) > line_length(st) &&
      !next_record(st))
    return;
  put_complex_part(st, text + first, rest,
                   static_cast<const char*>(p) + conv::real_storage_bytes(kind),
                   kind);
}

}  // namespace

// Returns false for an item the flang layout leaves to the general path
// (wide strings, kinds without a flang form).
bool list_write_item_flang(DtState& st, ItemType type, const void* p, int kind,
                           size_t size) {
  if (output_stopped(st)) return true;  // (dropped)
  if (type == ItemType::kDerived) {
    // flang's runtime calls the procedure where the record is: no
    // separator before, and the next item goes on as if this one had not
    // been there.
    dtio_formatted(st, *static_cast<const DtioItem*>(p), "LISTDIRECTED",
                   nullptr, 0);
    return true;
  }
  if (type == ItemType::kCharacter) {
    if (kind != 1) return false;
    if (latin1_written_utf8(st)) [[unlikely]] {
      // Latin-1 as UTF-8 bytes (dt_state.h), laid out as any string.
      static thread_local std::vector<char> text;
      if (text.size() < conv::latin1_utf8_room(size))
        text.resize(conv::latin1_utf8_room(size));
      size =
          conv::latin1_as_utf8(text.data(), static_cast<const char*>(p), size);
      p = text.data();
    }
    if (st.delim == Delim::kApostrophe || st.delim == Delim::kQuote)
      put_delimited_string(st, static_cast<const char*>(p), size,
                           st.delim == Delim::kQuote ? '"' : '\'');
    else
      put_split_string(st, static_cast<const char*>(p), size);
    st.first_item = false;
    // Only undelimited strings are written without a blank between them.
    st.char_flag = st.delim != Delim::kApostrophe && st.delim != Delim::kQuote;
    return true;
  } else if (type == ItemType::kComplex) {
    char text[conv::kListItemMax];
    size_t n = number_text(text, type, p, kind, st.list_options);
    if (n == 0) return false;
    put_complex(st, text, n, p, kind, st.list_options.decimal_comma);
  } else {
    char text[conv::kListItemMax];
    size_t n = number_text(text, type, p, kind, st.list_options);
    if (n == 0) return false;
    const FieldPieces pieces = type == ItemType::kInteger
                                   ? FieldPieces::kInteger
                               : type == ItemType::kReal ? FieldPieces::kReal
                                                         : FieldPieces::kText;
    put_whole(st, text, n, type == ItemType::kLogical, pieces, p, kind);
  }
  st.first_item = false;
  st.char_flag = type == ItemType::kCharacter;
  return true;
}

void list_write_text_flang(DtState& st, const char* text, size_t n) {
  if (output_stopped(st)) return;
  if (column(st) > 0 &&
      column(st) + static_cast<int64_t>(n) > line_length(st)) {
    if (!next_record(st)) return;
    record_put(st, " ", 1);
  }
  record_put(st, text, n);
  st.first_item = false;
  st.char_flag = false;
}

}  // namespace ftnio
