// SPDX-License-Identifier: MIT
// Unformatted sequential READ: record markers and subrecords (L4).
#include <cerrno>
#include <cstdint>
#include <cstring>

#include "base/iostat.h"
#include "base/options.h"
#include "stream/append_window.h"
#include "transfer/flang_record_texts.h"
#include "transfer/stream_io.h"
#include "transfer/end_of_file.h"
#include "transfer/unformatted_seq.h"

namespace ftnio {

namespace {

// skip_bytes when the stream's buffer does not hold the bytes: seek
// where possible, else read and discard.
[[gnu::noinline]] Offset skip_bytes_slow(Stream& s, Offset n) {
  if (s.seekable()) return s.seek(n, SEEK_CUR) < 0 ? -EIO : n;
  char scratch[4096];
  Offset done = 0;
  while (done < n) {
    Offset r =
        s.read_fully(scratch, std::min<Offset>(n - done, sizeof scratch));
    if (r <= 0) return r < 0 ? r : done;
    done += r;
  }
  return done;
}

// Moves forward n bytes: in the stream's buffer when it holds them (no
// virtual call for a tail marker).
inline Offset skip_bytes(Unit& u, Offset n) {
  AppendWindow* w = u.append_window();
  if (w != nullptr && n >= 0 && w->skip_in_window(static_cast<size_t>(n)))
    return n;
  return skip_bytes_slow(u.stream(), n);
}

// Reads n bytes (fewer at the end of the file): from the stream's buffer
// when it holds them, as read_fully would.
inline Offset read_bytes(Unit& u, void* p, Offset n) {
  AppendWindow* w = u.append_window();
  if (w != nullptr && n >= 0 && w->read_in_window(p, static_cast<size_t>(n)))
    return n;
  return u.stream().read_fully(p, n);
}

// Reads a head marker.  Returns false (with the condition raised) at end
// of file or on a damaged marker.
bool read_head(DtState& st, const MarkerLayout& m, bool first) {
  unsigned char buf[8];
  // (A constant size each way: the copy from the buffer is one move.)
  Offset r = m.bytes == 8 ? read_bytes(*st.unit, buf, 8)
                          : read_bytes(*st.unit, buf, 4);
  if (r == 0 && first) {
    hit_end_of_file(st);
    return false;
  }
  if (r < 0 && g_file_policy.read_errors_reported) {
    st.status.raise_errno(static_cast<int>(-r));  // flang; libgfortran: below
    return false;
  }
  if (r != m.bytes) {
    st.status.raise(kErrBadUs, nullptr);
    return false;
  }
  int64_t v = decode_marker(m, buf);
  st.unf.bytes_left = v < 0 ? -v : v;
  st.unf.piece_bytes = st.unf.bytes_left;
  st.unf.continued = v < 0;
  return true;
}

// Skips the rest of the current piece and its tail marker, and every
// further piece of the record.
bool skip_record(DtState& st, const MarkerLayout& m) {
  for (;;) {
    Offset want = st.unf.bytes_left + m.bytes;
    if (skip_bytes(*st.unit, want) != want) {
      st.status.raise(kErrCorruptFile, nullptr);
      return false;
    }
    st.unf.bytes_left = 0;
    if (!st.unf.continued) break;
    if (!read_head(st, m, false)) return false;
  }
  st.unf.record_done = true;
  return true;
}

// flang's runtime checks an item against its record before it reads it
// (ExternalFileUnit::Receive; it writes no record in pieces): one longer
// than the rest of the record stores nothing, the record is left and the
// text names the item's bytes and its position, which like the record's
// length count the head marker.  Returns false when it raised.
bool flang_item_fits(DtState& st, const MarkerLayout& m, int64_t bytes) {
  if (st.unf.continued || bytes <= st.unf.bytes_left) return true;
  const int64_t at = m.bytes + st.unf.piece_bytes - st.unf.bytes_left;
  const int64_t length = m.bytes + st.unf.piece_bytes;
  if (!skip_record(st, m)) return false;
  raise_read_overrun(st, bytes, at, length);
  return false;
}

// The item's bytes, through the sub-records of the record; stops at the
// first error.
void read_item_bytes(DtState& st, const MarkerLayout& m,
                     const ItemBytes& item) {
  auto* dst = static_cast<char*>(item.p);
  int64_t want = static_cast<int64_t>(item.size);
  // RECL= bounds the record whatever its markers say: what the unit's
  // bytes_left allows is read, then the READ fails inside the record,
  // which is not skipped (libgfortran's read_block_direct).
  bool has_recl = st.unit->limits().has_recl;
  int64_t& recl_left = st.unit->record().bytes_left;
  bool past_recl = has_recl && want > recl_left;
  if (past_recl) want = recl_left > 0 ? recl_left : 0;
  int64_t got = want;
  while (want > 0) {
    int64_t take = std::min(want, st.unf.bytes_left);
    Offset r = read_bytes(*st.unit, dst, take);
    if (r != take) {
      st.status.raise(kErrCorruptFile, nullptr);
      return;
    }
    st.unf.bytes_left -= take;
    dst += take;
    want -= take;
    if (want == 0) break;
    if (!st.unf.continued) {
      // The item is longer than the record: what fit was stored; the file
      // moves to the next record before the error is reported.
      skip_record(st, m);
      st.unf.left_short = true;
      st.status.raise(kErrShortRecord, nullptr);
      return;
    }
    if (skip_bytes(*st.unit, m.bytes) != m.bytes || !read_head(st, m, false)) {
      if (!st.status.failed()) st.status.raise(kErrCorruptFile, nullptr);
      return;
    }
  }
  // Counted only when the whole request was met (or cut by RECL=): the
  // errors above leave bytes_left as it was, as in libgfortran.
  if (has_recl) recl_left -= got;
  if (past_recl) st.status.raise(kErrShortRecord, nullptr);
}

}  // namespace

void seq_read_start(DtState& st, const MarkerLayout& m) {
  release_record_window(*st.unit);  // a DTIO child WRITE cannot use it
  st.unf.record_done = false;
  if (!read_head(st, m, true)) {
    st.unf.record_done = true;
    return;
  }
  st.unf.read_in_place = !st.unit->limits().has_recl && !m.swap;
  // The unit's bytes_left is shared with WRITE (see fitting_part): a
  // record that starts gets RECL= bytes, and keeps what its READ left
  // when that fails.
  const RecordLimits& lim = st.unit->limits();
  if (lim.has_recl) st.unit->record().bytes_left = lim.recl;
}

void seq_read_item(DtState& st, const MarkerLayout& m, const ItemBytes& item) {
  if (st.policy.flang_condition_texts &&
      !flang_item_fits(st, m, static_cast<int64_t>(item.size)))
    return;
  read_item_bytes(st, m, item);
  // libgfortran swaps the whole item even when its read stopped part way
  // (elements it did not reach included).
  if (m.swap) swap_elements(item.p, item.size, item.elem_size);
}

void seq_read_unreached(DtState& st, const MarkerLayout& m) {
  // libgfortran's read finds the record (already left) empty, and with no
  // piece following it skips a tail marker once more: the file moves on
  // by a marker's length, into the next record.
  if (st.unf.left_short) (void)skip_bytes(*st.unit, m.bytes);
}

void seq_read_finish(DtState& st, const MarkerLayout& m) {
  if (!st.unf.record_done) skip_record(st, m);
  const RecordLimits& lim = st.unit->limits();
  if (lim.has_recl && !st.status.failed())
    st.unit->record().bytes_left = lim.recl;
}

}  // namespace ftnio
