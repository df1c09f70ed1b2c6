// SPDX-License-Identifier: MIT
// The READ of a whole line on the plain READ lane (L4): see line_read.h.
//
// Before its format state exists the statement keeps what its first item
// took in fields an external statement does not use otherwise (it has no
// internal file, and only internal files and direct records count
// in_column):
//   st.internal.base    the item's variable
//   st.internal.reclen  its length
//   st.internal.kind    the format's letter, 'a' or 'A'
//   st.in_column        1 + the characters the line gave it (the field's
//                       width), 0 while no item took a line
// Nothing is consumed until the done call (or the format state, which
// reads the item again), so the general path always starts from the
// statement's start.
#include "transfer/line_read.h"

#include <cstddef>
#include <cstring>

#include "base/char_scan.h"
#include "transfer/data_transfer.h"
#include "transfer/form_ops.h"
#include "transfer/formatted_read.h"
#include "transfer/record_in.h"

namespace ftnio {

namespace {

const FormOps& general_ops() {
  return kFormOps[static_cast<int>(TransferForm::kFormatted)]
                 [static_cast<int>(Direction::kRead)];
}

// The statement's format state, as formatted_read_start makes it at the
// statement's start, and the general calls from here on; an item that
// took its line reads it again through the format.  (The text is the
// statement's own, spelled by its letter: FMT= of the READ is gone from
// the lane's reach, and the format cache keys on the text.)
void give_format_state(DtState& st) {
  st.ops = &general_ops();
  const bool taken = st.in_column > 0;
  st.in_column = 0;
  const char* text = st.internal.kind == 'A' ? "(A)" : "(a)";
  formatted_read_start(st, std::string_view(text, 3), false);
  if (taken && !st.status.failed())
    formatted_read_item(st, ItemType::kCharacter, st.internal.base, 1,
                        static_cast<size_t>(st.internal.reclen));
}

// Whether the A edit of a line takes it as bytes from the buffer
// (formatted_read.cpp's text_in_buffer_ok, on the lane's unit: sequential,
// advancing, no RECL=): PAD='YES', records ended by newlines, no UTF-8.
bool line_in_buffer_ok(const DtState& st) {
  const ConnectionModes& m = st.unit->modes();
  return m.pad == PadMode::kYes && m.cc != CarriageControl::kNone &&
         m.encoding != Encoding::kUtf8 && !eor_record_kept(st);
}

// Where the line at the buffer's position ends for a variable of len
// characters: the width of its field (the characters up to the newline,
// or len), or -1 when a '\r' ends it first or the buffer ends first.
inline ptrdiff_t line_width(const Fbuf& b, const char* q, size_t len) {
  const size_t have = b.lookahead();
  if (const char* stop = find_first_of2(q, have < len ? have : len, '\n', '\r'))
    return *stop == '\r' ? -1 : stop - q;
  return have < len ? -1 : static_cast<ptrdiff_t>(len);
}

// line_width after reading on once (out of line: the usual line is in
// the buffer); -1 also after a read error, which the general path meets
// again and reports.
[[gnu::noinline]] ptrdiff_t width_after_refill(DtState& st, size_t len) {
  Fbuf& b = st.unit->fbuf();
  size_t more = len;
  if (b.peek(st.unit->stream(), &more, true) == nullptr) {
    b.clear_error();
    return -1;
  }
  return line_width(b, b.data() + b.pos(), len);
}

// The first item, CHARACTER(len) of kind 1: the record up to its newline,
// or its first len characters, into the variable, blank padded, when the
// buffer holds them (read on once when it ends first: after a BACKSPACE
// or REWIND it is empty) without a '\r' (the A edit's other record end);
// what read_a_in_buffer stores for the field.  False, nothing stored,
// otherwise.
[[gnu::always_inline]] inline bool take_line(DtState& st, void* p, size_t len) {
  if (!line_in_buffer_ok(st)) return false;
  Fbuf& b = st.unit->fbuf();
  ptrdiff_t width = line_width(b, b.data() + b.pos(), len);
  if (width < 0) [[unlikely]] {
    width = width_after_refill(st, len);
    if (width < 0) return false;
  }
  const size_t n = static_cast<size_t>(width);
  char* d = static_cast<char*>(p);
  std::memcpy(d, b.data() + b.pos(), n);
  std::memset(d + n, ' ', len - n);
  st.internal.base = d;
  st.internal.reclen = static_cast<int64_t>(len);
  st.in_column = static_cast<int64_t>(n) + 1;
  return true;
}

// Any item but the first line, out of line: line_item's frame stays
// that of the copy (hot/cold rule: perf/README.md).
[[gnu::noinline]] void general_item(DtState& st, ItemType type, const void* p,
                                    int kind, size_t size) {
  give_format_state(st);
  transfer_item(st, type, p, kind, size);
}

void line_item(DtState& st, ItemType type, const void* p, int kind,
               size_t size) {
  if (type == ItemType::kCharacter && kind == 1 && size > 0 &&
      st.in_column == 0 && take_line(st, const_cast<void*>(p), size))
    return;
  general_item(st, type, p, kind, size);
}

void line_run(DtState& st, ItemType type, const void* p, int kind, size_t size,
              size_t count) {
  give_format_state(st);
  transfer_run(st, type, p, kind, size, count);
}

// The general end (finish_transfer_general): after the format state.
void line_end_input(DtState& st) {
  give_format_state(st);
  st.ops->end_input(st);
}

constexpr FormOps kLineReadOps{.start = nullptr,
                               .item = line_item,
                               .run = line_run,
                               .end_input = line_end_input,
                               .end_output = end_nothing,    // (never output,
                               .end_internal = end_nothing,  // nor internal)
                               .forgets_saved_pos = true};

}  // namespace

void line_read_start(DtState& st, const char* format) {
  st.internal.kind = static_cast<int8_t>(format[1]);
  st.in_column = 0;
  st.ops = &kLineReadOps;
}

bool line_read_finish(DtState& st) {
  if (st.ops != &kLineReadOps || st.in_column == 0 || st.status.failed())
    return false;
  // What read_a_in_buffer counts for the field (input_pos.h: POS=), then
  // finish_read_record's skip past the record's newline; a line as long
  // as the variable or longer may end past the buffer, or at the end of
  // the file without its newline (no END: the READ took characters).
  const size_t len = static_cast<size_t>(st.internal.reclen);
  const size_t n = static_cast<size_t>(st.in_column - 1);
  st.in_column = 0;
  st.unit->fbuf().skip(n);
  st.unit->record().stream_pos += static_cast<int64_t>(n + (n < len));
  in_next_record(st);
  // note_record_end and note_left_in_record as for a formatted READ that
  // did not fail: POSITION= unspecified, no record left open.
  Unit& u = *st.unit;
  u.note_record_end();
  u.record().in_record = false;
  u.record().in_record_end_raises = false;
  return true;
}

}  // namespace ftnio
