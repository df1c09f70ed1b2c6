// SPDX-License-Identifier: MIT
// Unformatted sequential WRITE: record markers and subrecords (L4).
//
// A record is first gathered in the unit's record buffer and written with
// its two markers when the statement ends, so a small record costs three
// buffered stream writes and no seek.  A record that grows beyond
// kStreamThreshold switches to streaming: its head marker is written as a
// placeholder, data goes straight to the stream, and the head is patched
// by seeking back when the piece is complete.
#include "transfer/unformatted_seq.h"

#include <cerrno>
#include <cstring>

#include "base/iostat.h"

namespace ftnio {

namespace {

constexpr int64_t kStreamThreshold = int64_t{1} << 20;  // bytes

bool check(DtState& st, Offset rc) {
  if (rc >= 0) return true;
  st.status.raise(kErrOs, std::strerror(static_cast<int>(-rc)),
                  static_cast<int>(-rc));
  return false;
}

bool put_marker(DtState& st, const MarkerLayout& m, int64_t value) {
  unsigned char buf[8];
  encode_marker(m, value, buf);
  return check(st, st.unit->stream().write(buf, m.bytes));
}

// Completes the piece that started at head_pos: its head says whether more
// pieces follow, its tail whether pieces precede.
bool close_piece(DtState& st, const MarkerLayout& m, bool more) {
  Stream& s = st.unit->stream();
  UnformattedProgress& u = st.unf;
  int64_t len = u.piece_bytes;
  Offset end = u.head_pos + m.bytes + len;
  if (!check(st, s.seek(u.head_pos, SEEK_SET)) ||
      !put_marker(st, m, more ? -len : len) ||
      !check(st, s.seek(end, SEEK_SET)) ||
      !put_marker(st, m, u.continued ? -len : len))
    return false;
  u.continued = true;
  return true;
}

bool open_piece(DtState& st, const MarkerLayout& m) {
  Offset at = st.unit->stream().tell();
  if (!check(st, at)) return false;
  st.unf.head_pos = at;
  st.unf.piece_bytes = 0;
  return put_marker(st, m, 0);  // placeholder, patched by close_piece
}

// Writes data to the stream inside pieces of at most m.max_piece bytes.
bool stream_data(DtState& st, const MarkerLayout& m, const char* p,
                 int64_t n) {
  UnformattedProgress& u = st.unf;
  while (n > 0) {
    if (u.piece_bytes == m.max_piece &&
        (!close_piece(st, m, true) || !open_piece(st, m)))
      return false;
    int64_t chunk = std::min(n, m.max_piece - u.piece_bytes);
    if (!check(st, st.unit->stream().write(p, chunk))) return false;
    u.piece_bytes += chunk;
    p += chunk;
    n -= chunk;
  }
  return true;
}

bool start_streaming(DtState& st, const MarkerLayout& m) {
  Fbuf& record = st.unit->fbuf();
  int64_t gathered = static_cast<int64_t>(record.active());
  bool ok = open_piece(st, m) && stream_data(st, m, record.data(), gathered);
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
        !check(st, s.write(data, len)) ||
        !put_marker(st, m, first ? len : -len))
      return;
    data += len;
    n -= len;
    first = false;
  } while (n > 0);
}

}  // namespace

void seq_write_item(DtState& st, const MarkerLayout& m,
                    const ItemBytes& item) {
  Fbuf& record = st.unit->fbuf();
  int64_t size = static_cast<int64_t>(item.size);
  if (!st.unf.streaming && st.unit->stream().seekable() &&
      static_cast<int64_t>(record.active()) + size > kStreamThreshold &&
      !start_streaming(st, m))
    return;
  if (st.unf.streaming && !m.swap) {
    stream_data(st, m, static_cast<const char*>(item.p), size);
    return;
  }
  char* dst = record.alloc(item.size);
  if (dst == nullptr) {
    st.status.raise(kErrOs, std::strerror(ENOMEM), ENOMEM);
    return;
  }
  std::memcpy(dst, item.p, item.size);
  if (m.swap) swap_elements(dst, item.size, item.elem_size);
  if (st.unf.streaming) {  // swapped copy made above, now pass it on
    stream_data(st, m, record.data(), static_cast<int64_t>(record.active()));
    record.reset();
  }
}

void seq_write_finish(DtState& st, const MarkerLayout& m) {
  Fbuf& record = st.unit->fbuf();
  if (st.unf.streaming) {
    close_piece(st, m, false);
  } else {
    write_gathered(st, m, record.data(),
                   static_cast<int64_t>(record.active()));
  }
  record.reset();
}

}  // namespace ftnio
