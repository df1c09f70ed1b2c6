// SPDX-License-Identifier: MIT
// Unformatted direct access (fixed-length records, no markers) and stream
// access (bytes addressed by POS=) (L4).
#include "transfer/unformatted_direct.h"

#include <cerrno>
#include <cstdint>
#include <cstring>

#include "base/iostat.h"
#include "stream/append_window.h"
#include "transfer/flang_record_texts.h"
#include "transfer/stream_io.h"
#include "transfer/end_of_file.h"
#include "unit/io_report_marks.h"

namespace ftnio {

namespace {

// Writes an item's bytes to the stream; with a foreign byte order a
// swapped copy is written in chunks, never the caller's variable.
bool write_item_bytes(DtState& st, const ItemBytes& item) {
  Stream& s = st.unit->stream();
  int64_t n = static_cast<int64_t>(item.size);
  if (!st.markers.swap || item.elem_size <= 1) {
    // An item the buffer takes with no call: after the bytes it holds (a
    // stream or record written on), or over them (at POS= or REC=).
    AppendWindow* w = st.unit->append_window();
    if (w != nullptr && s.seekable() && w->store_in_window(item.p, item.size))
      return true;
    return n == 0 || check_io(st, s.write(item.p, n));
  }
  char tmp[4096];
  const int64_t step = sizeof tmp / item.elem_size * item.elem_size;
  const char* p = static_cast<const char*>(item.p);
  for (int64_t at = 0; at < n; at += step) {
    int64_t chunk = std::min<int64_t>(n - at, step);
    std::memcpy(tmp, p + at, static_cast<size_t>(chunk));
    swap_elements(tmp, static_cast<size_t>(chunk), item.elem_size);
    if (!check_io(st, s.write(tmp, chunk))) return false;
  }
  return true;
}

}  // namespace

bool seek_to_record(DtState& st, int64_t rec) {
  Unit& u = *st.unit;
  int64_t recl = u.limits().recl;
  if (rec <= 0) {
    st.status.raise(kErrBadOption, "Record number must be positive");
    return false;
  }
  if (u.limits().max_record > 0 && rec >= u.limits().max_record) {
    st.status.raise(kErrBadOption, "Record number too large");
    return false;
  }
  Offset where = (rec - 1) * recl;
  if (st.direction == Direction::kRead) {
    Offset size = u.stream().size();
    if (!check_io(st, size)) return false;
    // Only a part of the record needs to exist to be read (flang: all).
    // flang counts the record it did not find as passed: NEXTREC is the
    // one after, also where the statement's end takes it from the
    // position.
    bool flang = st.policy.failed_statement_ends_record;
    if (where >= size || (flang && where + recl > size)) {
      if (flang) {
        u.record().last_record = rec;
        report_seek(u, where + recl);
        check_io(st, u.stream().seek(where + recl, SEEK_SET));
      }
      st.status.raise(kErrBadOption, "Non-existing record number");
      return false;
    }
  }
  report_seek(u, where);
  return check_io(st, u.stream().seek(where, SEEK_SET));
}

bool direct_start(DtState& st, const TransferRequest& req) {
  if (!seek_to_record(st, req.rare->rec)) return false;
  // After a failed statement libgfortran keeps that record's room.
  const RecordState& r = st.unit->record();
  st.unf.bytes_left =
      r.record_unfinished ? r.bytes_left : st.unit->limits().recl;
  st.unf.read_in_place = st.direction == Direction::kRead && !st.markers.swap;
  st.records = RecordKind::kDirect;
  return true;
}

void direct_item(DtState& st, const ItemBytes& item) {
  Stream& s = st.unit->stream();
  int64_t n = static_cast<int64_t>(item.size);
  if (st.direction == Direction::kWrite) {
    // F2018 12.6.4.5.2: the output list must fit the record.
    if (st.unf.bytes_left < n) {
      const int64_t recl = st.unit->limits().recl;
      if (st.policy.flang_condition_texts)
        raise_write_overrun(st, n, recl - st.unf.bytes_left, recl);
      else
        st.status.raise(kErrDirectEor, nullptr);
      return;
    }
    if (!write_item_bytes(st, item)) return;
    st.unf.bytes_left -= n;
    return;
  }
  bool short_record = st.unf.bytes_left < n;
  if (short_record && st.policy.flang_condition_texts) {
    // flang checks the item before it reads: nothing of it is stored.
    const int64_t recl = st.unit->limits().recl;
    raise_read_overrun(st, n, recl - st.unf.bytes_left, recl);
    return;
  }
  int64_t want = short_record ? st.unf.bytes_left : n;
  st.unf.bytes_left -= want;
  Offset r = s.read_fully(item.p, want);
  // libgfortran swaps the whole item whatever its read gave.
  if (st.markers.swap) swap_elements(item.p, item.size, item.elem_size);
  if (!check_io(st, r)) return;
  // A record that ends early at the end of the file reads as far as it
  // goes without a condition (libgfortran does the same).
  if (r != want) return;
  if (short_record) st.status.raise(kErrShortRecord, nullptr);
}

void direct_finish(DtState& st) {
  if (st.unf.bytes_left <= 0) return;
  if (st.direction == Direction::kRead) {
    // Past the rest of the record, so that NEXTREC counts it as done.
    check_io(st, st.unit->stream().seek(st.unf.bytes_left, SEEK_CUR));
    return;
  }
  // The rest of a record written short is filled with zero bytes.
  static const char zeros[4096] = {};
  Stream& s = st.unit->stream();
  for (int64_t left = st.unf.bytes_left; left > 0;) {
    int64_t chunk = std::min<int64_t>(left, sizeof zeros);
    if (!check_io(st, s.write(zeros, chunk))) return;
    left -= chunk;
  }
}

namespace {

// A stream statement's POS=, out of line: most statements go on from
// where the last one ended.
[[gnu::noinline]] bool stream_start_at_pos(DtState& st, int64_t pos) {
  Unit& u = *st.unit;
  if (pos <= 0) {
    st.status.raise(kErrBadOption, "POS=specifier must be positive");
    return false;
  }
  if (st.direction == Direction::kRead) u.set_endfile(EndfileState::kNoEndfile);
  report_seek(u, pos - 1);
  return check_io(st, u.stream().seek(pos - 1, SEEK_SET));
}

}  // namespace

bool stream_start(DtState& st, const TransferRequest& req) {
  if (req.rare->has_pos && !stream_start_at_pos(st, req.rare->pos))
    return false;
  // (bytes_left is unused by a stream READ otherwise.)
  if (st.direction == Direction::kRead && !st.markers.swap) {
    st.unf.bytes_left = kNoRecordBound;
    st.unf.read_in_place = true;
  }
  return true;
}

// Whether the file holds n more bytes from the position; if not, goes
// to its end (as far as a read would go) and raises END.  A file whose
// size is unknown (a pipe) is taken to hold them.
bool stream_holds(DtState& st, Offset n) {
  Stream& s = st.unit->stream();
  const Offset at = s.tell();
  const Offset size = s.size();
  if (at < 0 || size < 0 || at + n <= size) return true;
  if (at < size) s.seek(size, SEEK_SET);
  hit_end_of_file(st);
  return false;
}

void stream_item(DtState& st, const ItemBytes& item) {
  if (st.direction == Direction::kWrite) {
    write_item_bytes(st, item);
    return;
  }
  const auto n = static_cast<Offset>(item.size);
  // flang: an item (a whole array, in one piece) the file cannot fill is
  // left as it was.  A small one is read into a copy first; a larger one,
  // whose read costs more than a look at the file's size, is read only if
  // the file holds it.
  unsigned char copy[256];
  void* dest = item.p;
  if (st.policy.end_keeps_item) {
    if (item.size <= sizeof copy)
      dest = copy;
    else if (!stream_holds(st, n))
      return;
  }
  Offset r = st.unit->stream().read_fully(dest, n);
  const bool whole = r == n;
  if (dest == copy && whole) std::memcpy(item.p, copy, item.size);
  // libgfortran swaps the whole item whatever its read gave.
  if (st.markers.swap && (dest == item.p || whole))
    swap_elements(item.p, item.size, item.elem_size);
  if (!check_io(st, r)) return;
  if (!whole) hit_end_of_file(st);
}

void stream_finish(DtState& st) {
  // (The window knows the position without a virtual call.)
  const AppendWindow* w = st.unit->append_window();
  Offset at = w != nullptr ? w->position() : st.unit->stream().tell();
  if (at >= 0) st.unit->record().stream_pos = at + 1;
}

}  // namespace ftnio
