// SPDX-License-Identifier: MIT
// List-directed output in LLVM flang's layout (L4): the statements a
// front door starts with conv::ListLayout::kFlang.
//
// flang writes each value with one blank before it (none between two
// undelimited strings, as libgfortran), in its minimal form
// (conv/list_items_flang.h), and keeps records to a line length: the
// record length of an internal file or of a connection with RECL=, else
// 79.  A number that does not fit goes to the next record; a string is
// never moved whole but split, filling each record to the line length,
// each continuation after a blank.
#include "transfer/list_write.h"

#include <algorithm>

#include "conv/list_items_flang.h"
#include "transfer/record_out.h"

namespace ftnio {

namespace {

constexpr int64_t kFlangLineLength = 79;

int64_t line_length(const DtState& st) {
  if (st.internal_unit) return st.internal.reclen;
  const RecordLimits& l = st.unit->limits();
  return l.has_recl && l.recl > 0 ? l.recl : kFlangLineLength;
}

int64_t column(const DtState& st) {
  return static_cast<int64_t>(st.unit->fbuf().pos());
}

size_t number_text(char* out, ItemType type, const void* p, int kind,
                   const conv::ListOptions& opt) {
  switch (type) {
    case ItemType::kInteger: return conv::list_integer_flang(out, p, kind, opt);
    case ItemType::kReal: return conv::list_real_flang(out, p, kind, opt);
    case ItemType::kComplex: return conv::list_complex_flang(out, p, kind, opt);
    case ItemType::kLogical:
      return conv::list_logical(out, p, kind);
    default: return 0;
  }
}

// A value that stays whole: on the next record when the blank and it do
// not fit in this one.
void put_whole(DtState& st, const char* text, size_t n) {
  if (!st.first_item && column(st) + 1 + static_cast<int64_t>(n) > line_length(st))
    record_end(st);
  record_put(st, " ", 1);
  record_put(st, text, n);
}

// An undelimited default-kind string, split across records as needed.
// A continuation starts after a blank; a string that finds its record
// already full starts the next one without it (as flang does).
void put_split_string(DtState& st, const char* s, size_t len) {
  if (st.first_item || !st.char_flag) record_put(st, " ", 1);
  const int64_t room_end = line_length(st);
  bool started = false;
  for (;;) {
    if (st.status.failed()) return;
    size_t take = static_cast<size_t>(std::max<int64_t>(room_end - column(st), 0));
    take = std::min(take, len);
    record_put(st, s, take);
    s += take;
    len -= take;
    if (len == 0) return;
    record_end(st);
    if (started || take > 0) record_put(st, " ", 1);
    started = true;
  }
}

}  // namespace

// Returns false for an item the flang layout leaves to the general path
// (derived types, wide or delimited strings, kinds without a flang form).
bool list_write_item_flang(DtState& st, ItemType type, const void* p,
                           int kind, size_t size) {
  if (type == ItemType::kCharacter) {
    if (kind != 1 || st.delim == Delim::kApostrophe ||
        st.delim == Delim::kQuote)
      return false;
    put_split_string(st, static_cast<const char*>(p), size);
  } else {
    char text[conv::kListItemMax];
    size_t n = number_text(text, type, p, kind, st.list_options);
    if (n == 0) return false;
    put_whole(st, text, n);
  }
  st.first_item = false;
  st.char_flag = type == ItemType::kCharacter;
  return true;
}

}  // namespace ftnio
