// SPDX-License-Identifier: MIT
// Internal files: a unit whose stream is a memory stream over the
// CHARACTER variable (L4).
//
// A statement on an internal file gets a unit object from a per-thread
// pool (statements nest: a function in an I/O list may write to another
// internal file).  Its stream is a MemoryStream over the variable: an
// array whose elements lie one after another is one stream of records of
// reclen characters, like a direct-access file of RECL=reclen; any other
// section is seen one element at a time (the stream is put over the
// element the record is).  Output records are built in the format buffer
// (fbuf), as for external units, and stored through the stream's window
// when they end; output longer than the record raises EOR at the field
// that does not fit (record_out.cpp).  Input records are read in place,
// through the window (InternalUnit::in_record): a kind-4 record alone is
// narrowed into the fbuf first.
#include "transfer/internal_unit.h"

#include <algorithm>
#include <bit>
#include <cerrno>
#include <cstdint>
#include <cstring>
#include <memory>
#include <vector>

#include "base/copy_bytes.h"
#include "base/iostat.h"
#include "stream/memory_stream.h"
#include "transfer/record_out.h"
#include "unit/unit_table.h"

namespace ftnio {

namespace {

struct UnitPool {
  std::vector<std::unique_ptr<InternalUnit>> all;  // made by the thread
  size_t in_use = 0;                               // units [0, in_use) are busy
};

UnitPool& pool() {
  static thread_local UnitPool p;
  return p;
}

// Whether an array's elements follow one another in memory, in array
// element order, with no gaps: the file is then one stream of records.
bool records_adjacent(const InternalFile& f) {
  if (f.dims == nullptr) return true;
  int64_t expected = 1;  // in elements
  for (int i = 0; i < f.rank; ++i) {
    int64_t extent = f.dims[i].ubound - f.dims[i].lbound + 1;
    if (extent > 1 && f.dims[i].stride != expected) return false;
    expected *= extent > 0 ? extent : 0;
  }
  return true;
}

// A unit for the statement, numbered with the NEWUNIT number it borrowed.
Unit* borrow_unit(const InternalFile& f, int32_t number) {
  UnitPool& p = pool();
  if (p.in_use == p.all.size())
    p.all.push_back(std::make_unique<InternalUnit>());
  InternalUnit& e = *p.all[p.in_use++];
  e.renumber(number);
  e.wide.clear();
  e.one_stream = records_adjacent(f);
  const Offset bytes = f.reclen * f.kind;
  e.memory.rebind(f.base, e.one_stream ? bytes * f.nrecords : bytes);
  Unit* u = &e;
  u->fbuf().reset();
  // Each statement on an internal file starts afresh: no endfile state
  // carries over from the last statement that borrowed this object.
  u->set_endfile(EndfileState::kNoEndfile);
  u->record().stream_pos = 0;  // this statement's POS= count
  // Its records have the variable's length, as a direct-access file's
  // have RECL=.
  u->mutable_limits().recl = f.reclen;
  return u;
}

void give_back_unit() { --pool().in_use; }

// Record `index` (< nrecords) of the unit's memory stream, in place: its
// window over the record (reading or storing a whole record of known
// length needs no position and no copy through a call).
[[gnu::always_inline]] inline char* record_window(const DtState& st,
                                                  int64_t index) {
  InternalUnit& e = InternalUnit::of(st);
  const InternalFile& f = st.internal;
  const Offset bytes = f.reclen * f.kind;
  if (e.one_stream) return e.memory.window(index * bytes, bytes);
  e.memory.rebind(internal_record(f, index), bytes);
  return e.memory.window(0, bytes);
}

// A kind-4 record of n characters from the record buffer, blank-padded to
// `len`: bytes from kind-1 data widen as libgfortran widens them, as
// signed chars (0xC8 becomes 0xFFFFFFC8); kind-4 characters are noted
// apart (WideChar).
void widen_record(InternalUnit& e, uint32_t* d4, const char* src, int64_t n,
                  int64_t len) {
  for (int64_t i = 0; i < n; ++i)
    d4[i] = static_cast<uint32_t>(
        static_cast<int32_t>(static_cast<signed char>(src[i])));
  for (int64_t i = n; i < len; ++i) d4[i] = ' ';
  for (const WideChar& w : e.wide)
    if (w.column < n && src[w.column] == w.byte) d4[w.column] = w.c;
  e.wide.clear();
}

// Stores the record buffer into record st.record_index, in place in the
// memory stream's window over it.
void store_record(DtState& st, bool pad) {
  const InternalFile& f = st.internal;
  Fbuf& record = st.unit->fbuf();
  if (st.record_index >= f.nrecords) return;
  char* dst = record_window(st, st.record_index);
  int64_t n = static_cast<int64_t>(record.active());
  if (n > f.reclen) n = f.reclen;
  const char* src = record.data();
  const int64_t len = pad ? f.reclen : n;
  if (f.kind == 4) {
    widen_record(InternalUnit::of(st), reinterpret_cast<uint32_t*>(dst), src, n,
                 len);
  } else {
    copy_bytes(dst, src, static_cast<size_t>(n));
    if (len > n) fill_blanks(dst + n, static_cast<size_t>(len - n));
  }
  // libgfortran writes the padding as a field: POS= counts it.
  if (len > n) st.unit->record().stream_pos += len - n;
  record.reset();
}

// internal_load_record, inline here: internal_start reads the first
// record this way.  A kind-1 record is the window itself.
[[gnu::always_inline]] inline void load_record(DtState& st) {
  InternalUnit& e = InternalUnit::of(st);
  const InternalFile& f = st.internal;
  if (st.record_index >= f.nrecords) {
    e.in_record = nullptr;
    return;
  }
  const char* src = record_window(st, st.record_index);
  if (f.kind == 1) [[likely]] {
    // (a variable of no characters may have no address: "" stands for it)
    e.in_record = src != nullptr ? src : "";
    return;
  }
  // The byte view of a kind-4 record: characters above 255 read as '?'
  // (internal_wide_char gives them in full).
  const auto n = static_cast<size_t>(f.reclen);
  char* p = st.unit->fbuf().load(n);
  e.in_record = p;
  if (p == nullptr) {
    st.status.raise_errno(ENOMEM);
    return;
  }
  for (size_t i = 0; i < n; ++i) {
    uint32_t c;
    std::memcpy(&c, src + i * 4, 4);
    p[i] = static_cast<char>(c > 255 ? '?' : c);
  }
}

// The number of characters of unit width `width` (1 or 4) at p, n of
// them, left without the trailing blanks: eight bytes at a time (the
// blanks that end the first other word counted from its highest bytes:
// little-endian, the last characters), then one character at a time.
template <typename Char>
int64_t length_without_trailing_blanks(const char* p, int64_t n) {
  constexpr uint64_t kBlankWord =
      sizeof(Char) == 1 ? 0x2020202020202020u : 0x0000002000000020u;
  constexpr int64_t kPerWord = 8 / sizeof(Char);
  static_assert(std::endian::native == std::endian::little);
  while (n >= kPerWord) {
    uint64_t w;
    std::memcpy(&w, p + (n - kPerWord) * int64_t{sizeof(Char)}, 8);
    if (const uint64_t other = w ^ kBlankWord; other != 0)
      return n - std::countl_zero(other) / int{8 * sizeof(Char)};
    n -= kPerWord;
  }
  while (n > 0) {
    Char c;
    std::memcpy(&c, p + (n - 1) * int64_t{sizeof(Char)}, sizeof(Char));
    if (c != ' ') break;
    --n;
  }
  return n;
}

}  // namespace

void internal_load_record(DtState& st) { load_record(st); }

uint32_t internal_wide_char(const DtState& st, int64_t column) {
  const char* rec = record_window(st, st.record_index);
  uint32_t c;
  std::memcpy(&c, rec + column * 4, 4);
  return c;
}

void internal_keep_wide(DtState& st, const char* at, uint32_t c) {
  int64_t column = at - st.unit->fbuf().data();
  InternalUnit::of(st).wide.push_back(WideChar{column, c, *at});
}

int64_t trimmed_read_reclen(const InternalFile& f, std::string_view format) {
  for (size_t i = 0; i < format.size(); ++i) {
    if (format[i] == '/') return f.reclen;
    if ((format[i] == 'b' || format[i] == 'B') && i + 1 < format.size() &&
        (format[i + 1] == 'z' || format[i + 1] == 'Z'))
      return f.reclen;
  }
  return f.kind == 4
             ? length_without_trailing_blanks<uint32_t>(f.base, f.reclen)
             : length_without_trailing_blanks<char>(f.base, f.reclen);
}

void internal_begin(DtState& st, const InternalFile& f, Direction d,
                    TransferForm form, std::string_view format,
                    bool blank_given) {
  st.internal = f;
  st.internal.no_characters = f.reclen * f.nrecords == 0;
  st.internal.full_reclen =
      static_cast<int32_t>(f.reclen < INT32_MAX ? f.reclen : INT32_MAX);
  // A READ of a scalar file without BLANK= or namelist sees its record
  // without trailing blanks, as in libgfortran: A fields that run past
  // them are as short as what is left, PAD='NO' ends them with EOR.
  // (flang's scalar file is an array of one record, read whole.)
  if (d == Direction::kRead && !f.is_array &&
      !st.policy.scalar_internal_file_one_record && !blank_given &&
      form != TransferForm::kNamelist)
    st.internal.reclen = trimmed_read_reclen(f, format);
  st.record_index = 0;
  st.record_limit = st.internal.reclen;
  // An array of no elements is past its last record from the start:
  // libgfortran's WRITE meets END there (its READ does too, by
  // record_index).
  st.internal_at_end = f.is_array && f.nrecords == 0;
  st.in_column = 0;
  st.unit = borrow_unit(f, begin_internal_unit());
  st.status.set_unit(kInternalUnit, nullptr);
  if (d == Direction::kRead) load_record(st);
}

void internal_start(DtState& st, const TransferRequest& req) {
  internal_begin(st, req.internal, req.direction, req.form,
                 std::string_view(req.format == nullptr ? "" : req.format,
                                  req.format == nullptr ? 0 : req.format_len),
                 req.rare->modes.blank.ptr != nullptr);
}

namespace {

// flang's runtime has no scalar-file quirk: a scalar internal file is an
// array of one record, whose end is the end of the file; nor does it wrap
// to an array's first record after the last.
bool flang_scalar_is_one_record(const DtState& st) {
  return st.policy.scalar_internal_file_one_record;
}

void internal_record_end(DtState& st) {
  if (!st.internal.is_array && !flang_scalar_is_one_record(st)) {
    // libgfortran ends a record of a scalar internal file with a single
    // blank and writes the next record right after it, into the same
    // variable: its columns count from there (EOR past the record's
    // length), and what does not fit in the variable raises END
    // (internal_past_end).
    char* p = record_space(st, 1);
    if (p != nullptr) *p = ' ';
    st.record_limit =
        static_cast<int64_t>(st.unit->fbuf().pos()) + st.internal.reclen;
    st.internal_at_end = true;
    return;
  }
  bool wrapped = st.internal_at_end;
  // (flang's runtime stores nothing past the last record: the record
  // libgfortran wrapped to keeps what the statement wrote there.)
  if (!(wrapped && flang_scalar_is_one_record(st))) store_record(st, true);
  // A record end after output went past the last record still stores its
  // blanks, then raises END (libgfortran's write_block).
  if (wrapped) {
    st.status.raise(kIostatEnd, nullptr);
    return;
  }
  ++st.record_index;
  if (st.record_index >= st.internal.nrecords) {
    // libgfortran then goes back to the first record: what is written
    // next lands there, with the END condition.
    st.record_index = 0;
    st.internal_at_end = true;
  }
}

bool internal_past_end(DtState& st, size_t n, bool* write_anyway) {
  if (!st.internal.is_array && !flang_scalar_is_one_record(st)) {
    // After a '/' the record may reach past the variable: a field that
    // does not fit in it is not written, but, as in libgfortran's
    // write_block, it still uses up its room in the record: a field after
    // it meets EOR, which replaces the END.
    *write_anyway = false;
    if (static_cast<int64_t>(st.unit->fbuf().pos() + n) <= st.internal.reclen)
      return false;
    st.record_limit -= static_cast<int64_t>(n);
    return true;
  }
  if (!st.internal_at_end) return false;
  // F2018 12.4 p3: writing past the last record is an end-of-file
  // condition.  libgfortran still stores the field (see above), in the
  // first record it wrapped to; flang's runtime does not.
  *write_anyway = !st.policy.internal_end_drops_field;
  return true;
}

// record_end: a scalar file's record ends where the position is
// (libgfortran writes its blank there, even after a T or TL moved left),
// an array's where its data does.
void internal_end_record(DtState& st, PositionAfter /*no unit position*/) {
  if (st.internal.is_array) st.unit->fbuf().seek_end();
  internal_record_end(st);
}

// What libgfortran leaves at a column past the record's data that a
// move keeps: the variable's old character there (it writes in place).
char internal_left_over(const DtState& st, size_t at, char /*stale*/) {
  const InternalFile& f = st.internal;
  if (f.kind != 1 || st.record_index >= f.nrecords ||
      static_cast<int64_t>(at) >= f.reclen)
    return ' ';
  return record_window(st, st.record_index)[at];
}

}  // namespace

const RecordWriter kInternalWriter = {internal_end_record, internal_past_end,
                                      internal_left_over};

void internal_namelist_newline(DtState& st) {
  Fbuf& record = st.unit->fbuf();
  record.seek(0, SEEK_END);
  const int64_t nrecords = st.internal.nrecords;
  if (st.record_index >= nrecords) {
    // No room to pad (an empty write, still END), then libgfortran's
    // index of records, reset to the first one when it ran out, steps
    // to the second record: the first is never written again.
    st.status.raise(kIostatEnd, nullptr);
    if (nrecords < 2) return;
    record.reset();
    st.record_index = 1;
    return;
  }
  int64_t room = st.internal.reclen - static_cast<int64_t>(record.pos());
  size_t blanks = static_cast<size_t>(room > 0 ? room : 0);
  if (char* p = record_space(st, blanks)) std::memset(p, ' ', blanks);
  store_record(st, true);
  if (++st.record_index < nrecords) return;
  // Past the last record the file is at its end, and the position stays
  // at the end of the last record (libgfortran's bytes_left is 0): until
  // the next line end nothing fits (EOR).  record_index == nrecords marks
  // it; the record buffer holds a full record of blanks that is not
  // stored again.
  st.internal_at_end = true;
  if (char* p = record.alloc(static_cast<size_t>(st.internal.reclen)))
    std::memset(p, ' ', static_cast<size_t>(st.internal.reclen));
}

void internal_keep_old_bytes(DtState& st, size_t from, size_t to) {
  if (st.internal.kind != 1 || st.record_index >= st.internal.nrecords ||
      to <= from || to > st.unit->fbuf().active())
    return;
  const char* old = record_window(st, st.record_index);
  std::memcpy(st.unit->fbuf().data() + from, old + from, to - from);
}

void internal_finish_read(DtState& st) {
  end_internal_unit(st.unit->number(), st.internal.reclen,
                    st.unit->record().stream_pos);
  give_back_unit();
  st.unit = nullptr;
}

void internal_finish(DtState& st, bool pad) {
  // The statement's last record end (libgfortran's blank padding) meets
  // END after the output wrapped past an array's last record, and always
  // after a '/' in a scalar file: the padding would reach past the
  // variable, so a scalar keeps what it held there.
  if (pad && st.internal_at_end) {
    st.status.raise(kIostatEnd, nullptr);
    // (flang's runtime stores nothing after its last record: the record
    // libgfortran wrapped to keeps what it held)
    pad = st.internal.is_array && !flang_scalar_is_one_record(st);
  }
  store_record(st, pad);
  end_internal_unit(st.unit->number(), st.internal.reclen,
                    st.unit->record().stream_pos);
  give_back_unit();
  st.unit = nullptr;
}

}  // namespace ftnio
