// SPDX-License-Identifier: MIT
// Finding the start of the previous record for BACKSPACE, and truncating
// a file at the current position (L3).
#include "unit/record_scan.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <utility>

namespace ftnio {

namespace {

constexpr Offset kChunk = 4096;  // bytes read per step backwards

// Reads exactly n bytes at the current position.  0, -errno, or
// kShortRead (none of that can be behind the position, unless the
// position is past the end of the file).
int read_exactly(Stream& s, char* buf, Offset n) {
  Offset got = s.read(buf, n);
  if (got < 0) return static_cast<int>(got);
  return got == n ? 0 : kShortRead;
}

int seek_to(Stream& s, Offset where, int whence) {
  Offset rc = s.seek(where, whence);
  return rc < 0 ? static_cast<int>(rc) : 0;
}

}  // namespace

int backspace_formatted(Unit& u, bool* unterminated) {
  Stream& s = u.stream();
  Offset here = s.tell();
  if (here < 0) return static_cast<int>(here);
  if (unterminated != nullptr && here > 0) {
    char last = '\n';
    Offset got = s.read_at(here - 1, &last, 1);
    if (got < 0) return static_cast<int>(got);
    // (Only the file's last record can lack it: inside a record, where a
    // non-advancing or failed READ stopped, the byte is the record's own.
    // A pipe's end is not known (size() fails): there it is such a record.)
    const Offset size = s.size();
    *unterminated = last != '\n' && size >= 0 && here >= size;
  }
  // Skip the newline that ends the previous record, then look for the one
  // before it, a chunk at a time.
  Offset base = here - 1;
  char chunk[kChunk];
  while (base > 0) {
    Offset n = base < kChunk ? base : kChunk;
    base -= n;
    int rc = seek_to(s, base, SEEK_SET);
    if (rc == 0) rc = read_exactly(s, chunk, n);
    if (rc != 0) return rc;
    const void* nl = memrchr(chunk, '\n', static_cast<size_t>(n));
    if (nl != nullptr) {
      base += static_cast<const char*>(nl) - chunk + 1;
      break;
    }
  }
  if (base < 0) base = 0;
  int rc = seek_to(s, base, SEEK_SET);
  if (rc != 0) return rc;
  --u.record().last_record;
  u.record().endfile = EndfileState::kNoEndfile;
  return 0;
}

int backspace_unformatted(Unit& u) {
  Stream& s = u.stream();
  const Offset len = u.limits().marker_bytes;
  bool continued;
  do {
    unsigned char raw[8];
    int rc = seek_to(s, -len, SEEK_CUR);
    if (rc == 0) rc = read_exactly(s, reinterpret_cast<char*>(raw), len);
    if (rc != 0) return rc;
    if (u.modes().swap_bytes)
      for (Offset i = 0; i < len / 2; ++i) std::swap(raw[i], raw[len - 1 - i]);
    int64_t marker;
    if (len == 4) {
      int32_t m4;
      std::memcpy(&m4, raw, 4);
      marker = m4;
    } else {
      std::memcpy(&marker, raw, 8);
    }
    // A negative trailing marker: more sub-records of this record precede.
    continued = marker < 0;
    if (continued) marker = -marker;
    rc = seek_to(s, -marker - 2 * len, SEEK_CUR);
    if (rc != 0) return rc;
  } while (continued);
  --u.record().last_record;
  return 0;
}

int skip_to_record_end(Unit& u, bool* at_end) {
  *at_end = false;
  if (!u.stream().seekable() && u.record().mode == IoMode::kReading) {
    // A pipe cannot take read-ahead back: read on through the record
    // buffer, as libgfortran does (ENDFILE, the caller, then drops what
    // is left of its read-ahead).
    for (;;) {
      int c = u.fbuf().getc(u.stream());
      if (c == '\n') return 0;
      if (c == Fbuf::kError) return u.fbuf().error();
      if (c == Fbuf::kEof) {
        *at_end = true;
        return 0;
      }
    }
  }
  Offset ahead = 0;
  int rc = u.reset_record_buffer(&ahead);
  if (rc == 0 && ahead > 0) rc = seek_to(u.stream(), -ahead, SEEK_CUR);
  char chunk[kChunk];
  while (rc == 0) {
    Offset got = u.stream().read(chunk, kChunk);
    if (got < 0) return static_cast<int>(got);
    if (got == 0) {
      *at_end = true;
      return 0;
    }
    const void* nl = std::memchr(chunk, '\n', static_cast<size_t>(got));
    if (nl != nullptr) {
      Offset past = static_cast<const char*>(nl) - chunk + 1;
      return seek_to(u.stream(), past - got, SEEK_CUR);
    }
  }
  return rc;
}

Offset libgfortran_file_position(Unit& u) {
  Offset cur = u.stream().tell();
  const RecordState& r = u.record();
  if (cur < 0 || u.modes().form != Form::kFormatted ||
      r.mode != IoMode::kReading)
    return cur;
  constexpr Offset kRefill = 80;  // libgfortran's fbuf_getc_refill
  Offset logical = cur - static_cast<Offset>(u.fbuf().lookahead());
  Offset taken = logical - r.read_origin;
  if (taken <= 0) return logical;
  Offset filled = r.read_origin + (taken + kRefill - 1) / kRefill * kRefill;
  Offset size = u.stream().size();
  return size >= 0 && filled > size ? size : filled;
}

void drop_pipe_read_ahead(Unit& u) {
  constexpr uint64_t kRefill = 80;  // libgfortran's fbuf_getc_refill
  Fbuf& b = u.fbuf();
  RecordState& r = u.record();
  uint64_t fetched = b.fetched();
  uint64_t at = fetched - b.lookahead();
  uint64_t end = at;
  if (at > r.pipe_origin)
    end =
        r.pipe_origin + (at - r.pipe_origin + kRefill - 1) / kRefill * kRefill;
  // Where libgfortran's last read asked for more than ours got, it got
  // what the pipe held: that is all of it but from a slow writer or a
  // terminal, which a read here would wait for.
  if (end > fetched) end = fetched;
  b.skip(static_cast<size_t>(end - at));
  b.discard_consumed();
  r.pipe_origin = end;
  r.tab_origin = r.record_begin = 0;
}

int truncate_here(Unit& u) {
  // A file that cannot seek (a pipe, a terminal) cannot be cut either:
  // libgfortran goes past its failed tell, and ftruncate gives EINVAL,
  // also when a READ left read-ahead in its buffer.
  if (!u.stream().seekable()) {
    if (u.modes().form == Form::kFormatted &&
        u.record().mode == IoMode::kReading)
      drop_pipe_read_ahead(u);
    return -EINVAL;
  }
  Offset ahead = 0;
  int rc = 0;
  if (u.modes().form == Form::kFormatted) rc = u.reset_record_buffer(&ahead);
  Offset where = rc == 0 ? u.stream().tell() : 0;
  if (rc == 0 && where < 0) rc = static_cast<int>(where);
  if (rc == 0 && ahead > 0) {
    where -= ahead;
    rc = seek_to(u.stream(), where, SEEK_SET);
  }
  if (rc == 0) rc = u.stream().truncate(where);
  if (rc != 0) return rc;
  u.record().endfile = EndfileState::kAtEndfile;
  u.record().position = Position::kAppend;
  return 0;
}

}  // namespace ftnio
