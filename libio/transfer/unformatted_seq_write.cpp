// SPDX-License-Identifier: MIT
// Unformatted sequential WRITE: record markers and subrecords (L4).
//
// A plain record (no byte swapping, no RECL=) is assembled in place in
// the stream's buffer when that has room for it, markers included, and
// handed over with AppendWindow::commit() when the statement ends (the
// stream's append window, asked for once per connection).  Otherwise it
// is gathered in the unit's record buffer behind room for its head marker
// and written with both markers in one stream write at the end: one
// buffered write, no seek.  A record that grows beyond kStreamThreshold
// switches to streaming: its head marker is written as a placeholder,
// data goes straight to the stream, and the head is patched by seeking
// back when the piece is complete.
#include "transfer/unformatted_seq.h"

#include <cerrno>
#include <cstring>

#include "base/copy_bytes.h"
#include "base/iostat.h"
#include "stream/append_window.h"
#include "transfer/flang_record_texts.h"
#include "transfer/stream_io.h"

namespace ftnio {

namespace {

constexpr int64_t kStreamThreshold = int64_t{1} << 20;  // bytes
// An item this large is not copied into the record buffer: it goes
// straight to the stream behind a head marker that assumes it ends the
// record, and is patched only when more data follows (libgfortran always
// seeks back to patch it).  From about this size one copy less (into the
// stream's buffer, or none) costs more than the extra stream calls.
constexpr int64_t kDirectItem = int64_t{1} << 13;  // bytes

bool put_marker(DtState& st, const MarkerLayout& m, int64_t value) {
  unsigned char buf[8];
  encode_marker(m, value, buf);
  return check_io(st, st.unit->stream().write(buf, m.bytes));
}

// Completes the piece that started at head_pos: its head says whether more
// pieces follow, its tail whether pieces precede.
bool close_piece(DtState& st, const MarkerLayout& m, bool more) {
  Stream& s = st.unit->stream();
  UnformattedProgress& u = st.unf;
  int64_t len = u.piece_bytes;
  int64_t head = more ? -len : len;
  // Only a wrong head needs patching; the stream stays at the end.
  if (u.head_value != head) {
    unsigned char buf[8];
    encode_marker(m, head, buf);
    if (!check_io(st, s.write_at(u.head_pos, buf, m.bytes))) return false;
  }
  if (!put_marker(st, m, u.continued ? -len : len)) return false;
  u.continued = true;
  return true;
}

bool open_piece(DtState& st, const MarkerLayout& m) {
  Offset at = st.unit->stream().tell();
  if (!check_io(st, at)) return false;
  st.unf.head_pos = at;
  st.unf.piece_bytes = 0;
  st.unf.head_value = 0;
  return put_marker(st, m, 0);  // placeholder, patched by close_piece
}

// Writes data to the stream inside pieces of at most m.max_piece bytes.
bool stream_data(DtState& st, const MarkerLayout& m, const char* p, int64_t n) {
  UnformattedProgress& u = st.unf;
  while (n > 0) {
    if (u.piece_bytes == m.max_piece &&
        (!close_piece(st, m, true) || !open_piece(st, m)))
      return false;
    int64_t chunk = std::min(n, m.max_piece - u.piece_bytes);
    if (!check_io(st, st.unit->stream().write(p, chunk))) return false;
    u.piece_bytes += chunk;
    p += chunk;
    n -= chunk;
  }
  return true;
}

// The record buffer holds [head placeholder][data]: send it on and go on
// writing straight to the stream.  The head says the record ends after
// the next `coming` bytes, when that fits in one piece.
bool start_streaming(DtState& st, const MarkerLayout& m, int64_t coming) {
  Fbuf& record = st.unit->fbuf();
  Stream& s = st.unit->stream();
  Offset at = s.tell();
  bool ok = check_io(st, at);
  if (ok) {
    st.unf.head_pos = at;
    st.unf.piece_bytes = 0;
    int64_t guess = static_cast<int64_t>(record.active()) - m.bytes + coming;
    st.unf.head_value = guess <= m.max_piece ? guess : 0;
    encode_marker(m, st.unf.head_value,
                  reinterpret_cast<unsigned char*>(record.data()));
    ok = check_io(st, s.write(record.data(), m.bytes)) &&
         stream_data(st, m, record.data() + m.bytes,
                     static_cast<int64_t>(record.active()) - m.bytes);
  }
  record.reset();
  st.unf.streaming = ok;
  return ok;
}

// Writes a gathered record of n bytes with its markers, split into pieces
// when it is longer than the subrecord limit.
void write_gathered(DtState& st, const MarkerLayout& m, const char* data,
                    int64_t n) {
  Stream& s = st.unit->stream();
  bool first = true;
  do {
    int64_t len = std::min(n, m.max_piece);
    bool more = n > len;
    if (!put_marker(st, m, more ? -len : len) ||
        !check_io(st, s.write(data, len)) ||
        !put_marker(st, m, first ? len : -len))
      return;
    data += len;
    n -= len;
    first = false;
  } while (n > 0);
}

// A record cut short by RECL= (error 5016): libgfortran has written its
// head marker (still zero) and the data so far, and never ends the record.
void write_unfinished(DtState& st, const MarkerLayout& m) {
  Fbuf& record = st.unit->fbuf();
  if (!st.unf.streaming) {
    std::memset(record.data(), 0, m.bytes);
    check_io(st, st.unit->stream().write(record.data(),
                                         static_cast<Offset>(record.active())));
  }
  record.reset();
}

// flang 19 checks a sequential record against RECL= plus room for its
// head and tail markers (4 bytes each), at a position that already counts
// the head: the data may run 4 bytes past RECL=, and the tail marker then
// fails (end_past_recl_flang).
constexpr int64_t kFlangMarkerSlack = 4;

// The part of an item that fits in a record of RECL= bytes, counted off
// the unit's bytes_left (which goes below 0 under flang's slack).
// libgfortran resets bytes_left only when a record ends, so after a failed
// WRITE the next records have no room at all.
ItemBytes fitting_part(DtState& st, const ItemBytes& item, bool* cut) {
  ItemBytes part = item;
  *cut = false;
  if (!st.unit->limits().has_recl) return part;
  int64_t& left = st.unit->record().bytes_left;
  const int64_t room =
      left + (st.policy.failed_statement_ends_record ? kFlangMarkerSlack : 0);
  if (static_cast<int64_t>(item.size) > room) {
    part.size = room > 0 ? static_cast<size_t>(room) : 0;
    *cut = true;
  }
  left -= static_cast<int64_t>(part.size);
  return part;
}

// flang: an item that does not fit in RECL= is refused whole, with
// flang's text; the record ends with the items before it when the
// statement ends (ends_failed_record), where libgfortran writes the part
// that fits and leaves the record unfinished (write_unfinished).
[[gnu::cold]] void refuse_item_flang(DtState& st, const ItemBytes& whole,
                                     const ItemBytes& part) {
  int64_t& left = st.unit->record().bytes_left;
  left += static_cast<int64_t>(part.size);
  const int64_t recl = st.unit->limits().recl;
  raise_write_overrun(st, static_cast<int64_t>(whole.size), recl - left, recl);
}

// flang: a record under RECL= is gathered whole (it holds at most RECL+4
// bytes), as one that runs into kFlangMarkerSlack is written without
// markers (end_past_recl_flang), where streaming would have cut it into
// subrecords of RECL= bytes (the connection's subrecord length).
bool gathers_whole(const DtState& st) {
  return st.unit->limits().has_recl && st.policy.failed_statement_ends_record;
}

// Appends an item to the record (or streams it).
void append_item(DtState& st, const MarkerLayout& m, const ItemBytes& item) {
  Fbuf& record = st.unit->fbuf();
  int64_t size = static_cast<int64_t>(item.size);
  if (!st.unf.streaming && !gathers_whole(st) &&
      (static_cast<int64_t>(record.active()) + size > kStreamThreshold ||
       (size >= kDirectItem && !m.swap)) &&
      st.unit->stream().seekable() && !start_streaming(st, m, size))
    return;
  if (st.unf.streaming && !m.swap) {
    stream_data(st, m, static_cast<const char*>(item.p), size);
    return;
  }
  char* dst = record.alloc(item.size);
  if (dst == nullptr) {
    st.status.raise_errno(ENOMEM);
    return;
  }
  std::memcpy(dst, item.p, item.size);
  if (m.swap) swap_elements(dst, item.size, item.elem_size);
  if (st.unf.streaming) {  // swapped copy made above, now pass it on
    stream_data(st, m, record.data(), static_cast<int64_t>(record.active()));
    record.reset();
  }
}

// Moves the record assembled in the stream's buffer into the record
// buffer, where the general path goes on with it (an item too large for
// the room left, a record needing subrecords), and gives the window back
// to the stream, which may then move its buffer.  False on ENOMEM.
bool leave_window(DtState& st) {
  Unit::RecordWindow& w = st.unit->record_window();
  Fbuf& record = st.unit->fbuf();
  record.reset();
  char* dst = record.alloc(w.used);
  if (dst != nullptr) std::memcpy(dst, w.at, w.used);
  release_record_window(*st.unit);
  if (dst == nullptr) st.status.raise_errno(ENOMEM);
  return dst != nullptr;
}

// A record assembled in place that the stream no longer takes there (it
// was used meanwhile; the GNU intrinsics that could, called from the I/O
// list, now fail inside a statement on the unit, so this is a defence):
// written from a copy instead.
[[gnu::noinline]] void write_window_copy(DtState& st) {
  if (!leave_window(st)) return;
  Fbuf& record = st.unit->fbuf();
  check_io(st, st.unit->stream().write(record.data(),
                                       static_cast<Offset>(record.active())));
  record.reset();
}

// The general item path: the record buffer, streaming, RECL= limits.
[[gnu::noinline]] void gather_item(DtState& st, const MarkerLayout& m,
                                   const ItemBytes& whole) {
  Unit& u = *st.unit;
  if (u.record_window().at != nullptr && !leave_window(st)) return;
  // The usual item: gathered as it is into a record that stays small,
  // with no RECL= to count against and no byte swapping.
  if (!st.unf.streaming && !m.swap && !u.limits().has_recl &&
      whole.size < size_t{kDirectItem} &&
      u.fbuf().active() + whole.size <= size_t{kStreamThreshold}) {
    if (char* dst = u.fbuf().alloc(whole.size)) {
      copy_bytes(dst, whole.p, whole.size);
      return;
    }
  }
  bool cut;
  ItemBytes item = fitting_part(st, whole, &cut);
  if (cut && st.policy.failed_statement_ends_record) {
    refuse_item_flang(st, whole, item);
    return;
  }
  if (cut) {
    append_item(st, m, item);
    if (!st.status.failed()) st.status.raise(kErrShortRecord, nullptr);
    write_unfinished(st, m);
    return;
  }
  append_item(st, m, item);
}

// flang: a record whose data ran past RECL= (into kFlangMarkerSlack)
// fails at its tail marker, which is not written, nor is its head (left
// zero): flang's IOSTAT 1002 names the tail's 4 bytes at the data's end,
// unless an item refused before it failed the statement.
[[gnu::cold]] void end_past_recl_flang(DtState& st, const MarkerLayout& m) {
  Unit& u = *st.unit;
  const int64_t recl = u.limits().recl;
  if (!st.status.failed())
    raise_write_overrun(st, kFlangMarkerSlack, recl - u.record().bytes_left,
                        recl);
  write_unfinished(st, m);
  u.record().bytes_left = recl;
}

// Ends a record gathered in the record buffer or streamed.
[[gnu::noinline]] void finish_gathered(DtState& st, const MarkerLayout& m) {
  Fbuf& record = st.unit->fbuf();
  if (st.unit->record().bytes_left < 0 && st.unit->limits().has_recl &&
      st.policy.failed_statement_ends_record) {
    end_past_recl_flang(st, m);
    return;
  }
  if (st.unf.streaming) {
    close_piece(st, m, false);
    record.reset();
    if (st.unit->limits().has_recl)
      st.unit->record().bytes_left = st.unit->limits().recl;
    return;
  }
  int64_t n = static_cast<int64_t>(record.active()) - m.bytes;
  if (n > m.max_piece) {
    write_gathered(st, m, record.data() + m.bytes, n);
  } else if (unsigned char* tail =
                 reinterpret_cast<unsigned char*>(record.alloc(m.bytes))) {
    unsigned char* head = reinterpret_cast<unsigned char*>(record.data());
    encode_marker(m, n, head);
    encode_marker(m, n, tail);
    check_io(st, st.unit->stream().write(head,
                                         static_cast<Offset>(record.active())));
  } else {
    st.status.raise_errno(ENOMEM);
  }
  record.reset();
  if (st.unit->limits().has_recl)
    st.unit->record().bytes_left = st.unit->limits().recl;
}

}  // namespace

void release_record_window(Unit& u) {
  Unit::RecordWindow& w = u.record_window();
  if (w.at == nullptr) return;
  if (AppendWindow* a = u.append_window()) a->commit(w.at, 0);
  w.at = nullptr;
}

void seq_write_start(DtState& st, const MarkerLayout& m) {
  Unit& u = *st.unit;
  release_record_window(u);  // left by a statement that failed
  if (open_record_window(u, m)) return;
  Fbuf& record = u.fbuf();
  record.reset();
  if (record.alloc(m.bytes) == nullptr) st.status.raise_errno(ENOMEM);
}

void seq_write_item(DtState& st, const MarkerLayout& m, const ItemBytes& item) {
  if (!seq_write_in_place(*st.unit, item)) gather_item(st, m, item);
}

void seq_write_finish(DtState& st, const MarkerLayout& m) {
  Unit::RecordWindow& w = st.unit->record_window();
  if (w.at == nullptr) {
    finish_gathered(st, m);
    return;
  }
  // Markers around the data, and the stream takes the record as written.
  auto* head = reinterpret_cast<unsigned char*>(w.at);
  int64_t n = static_cast<int64_t>(w.used) - m.bytes;
  encode_marker(m, n, head);
  encode_marker(m, n, head + w.used);
  w.used += static_cast<size_t>(m.bytes);
  AppendWindow* a = st.unit->append_window();
  if (a == nullptr || !a->commit(w.at, w.used)) {
    write_window_copy(st);
    return;
  }
  w.at = nullptr;
}

}  // namespace ftnio
