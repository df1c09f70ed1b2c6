// SPDX-License-Identifier: MIT
// Formatted direct and stream access on external units (L4).
#include "transfer/formatted_access.h"

#include <algorithm>
#include <cerrno>

#include "base/iostat.h"
#include "transfer/stream_io.h"
#include "transfer/unformatted_direct.h"

namespace ftnio {

namespace {

bool raise_rc(DtState& st, int rc) {
  if (rc >= 0) return true;
  st.status.raise_errno(-rc);
  return false;
}

// Reads the record at st.record_start into the emptied record buffer: RECL
// characters, fewer when the file ends inside it (record_avail).
bool load_record(DtState& st) {
  Unit& u = *st.unit;
  Fbuf& b = u.fbuf();
  b.reset();
  st.in_column = 0;
  if (!check_io(st, u.stream().seek(st.record_start, SEEK_SET))) return false;
  const size_t recl = static_cast<size_t>(u.limits().recl);
  size_t have = 0;
  for (;;) {  // a pipe or a signal may deliver less than asked
    size_t n = recl;
    if (b.peek(u.stream(), &n) == nullptr) {
      int e = -b.error();
      b.clear_error();
      st.status.raise_errno(e);
      return false;
    }
    bool done = n == recl || n == have;  // full, or no progress: end of file
    have = n;
    if (done) break;
  }
  return true;
}

// Where the current record ends for the file position.  libgfortran skips
// what is left of the record length after the characters the fields asked
// for, from where its reads stopped: fields that ran past the end of the
// file pull the end back.
Offset read_record_end(const DtState& st) {
  int64_t read = std::min(st.in_column, record_avail(st));
  return st.record_start + read + (st.record_limit - st.in_column);
}

bool start_direct_record(DtState& st, const TransferRequest& req) {
  Unit& u = *st.unit;
  // A record a failed WRITE left in the buffer goes out where it was.
  Offset ahead;
  if (!raise_rc(st, u.reset_record_buffer(&ahead))) return false;
  if (!seek_to_record(st, req.rare->rec)) return false;
  st.direct_records = true;
  st.fixed_records = true;
  st.record_start = (req.rare->rec - 1) * u.limits().recl;
  RecordState& r = u.record();
  st.record_limit = r.record_unfinished ? r.bytes_left : u.limits().recl;
  st.in_column = 0;
  if (st.direction == Direction::kWrite) return true;
  return load_record(st);
}

// A sequential record under RECL=.  libgfortran counts the room left in
// the record in the unit and sets it to RECL only when a statement starts
// outside a record: after a WRITE that failed, the next WRITE has what
// that one left, even where the record's text already went to the file
// (a READ between them flushed it) and the buffer starts empty.
int64_t sequential_record_limit(DtState& st) {
  const RecordState& r = st.unit->record();
  if (st.direction == Direction::kWrite && r.record_unfinished) {
    int64_t limit = static_cast<int64_t>(st.unit->fbuf().pos()) + r.bytes_left;
    return limit > 0 ? limit : kNoRoomLeft;
  }
  return st.unit->limits().recl;
}

bool start_at_pos(DtState& st, const TransferRequest& req) {
  Unit& u = *st.unit;
  RecordState& r = u.record();
  if (!req.rare->has_pos) return true;
  if (req.rare->pos <= 0) {
    st.status.raise(kErrBadOption, "POS=specifier must be positive");
    return false;
  }
  if (st.direction == Direction::kRead) u.set_endfile(EndfileState::kNoEndfile);
  // Already there: the statement continues from the record buffer.
  if (req.rare->pos == r.stream_pos) return true;
  Offset ahead;
  if (!raise_rc(st, u.reset_record_buffer(&ahead))) return false;
  if (!check_io(st, u.stream().seek(req.rare->pos - 1, SEEK_SET))) return false;
  r.stream_pos = req.rare->pos;
  return true;
}

}  // namespace

bool formatted_access_start(DtState& st, const TransferRequest& req) {
  switch (st.unit->modes().access) {
    case Access::kDirect: return start_direct_record(st, req);
    case Access::kStream: return start_at_pos(st, req);
    case Access::kSequential:
      // RECL= limits the records of a sequential file too, but not those
      // list-directed and namelist READ take: libgfortran's list reader
      // takes characters up to the newline whatever RECL says.
      if (st.unit->limits().has_recl &&
          (st.form == TransferForm::kFormatted ||
           st.direction == Direction::kWrite))
        st.record_limit = sequential_record_limit(st);
      break;
  }
  return true;
}

void direct_write_record_end(DtState& st) {
  Unit& u = *st.unit;
  Fbuf& b = u.fbuf();
  // libgfortran fills from where the last field ended (in_column): after
  // a T or TL back into the record, the blanks overrun RECL.
  int64_t blanks = st.record_limit - st.in_column;
  st.record_limit = u.limits().recl;  // for the next record ('/')
  st.in_column = 0;
  b.seek(0, SEEK_END);
  if (!raise_rc(st, u.flush_record(false))) return;
  static const std::string_view kBlanks(
      "                                                                ");
  Stream& s = u.stream();
  while (blanks > 0) {
    int64_t chunk = std::min<int64_t>(blanks, kBlanks.size());
    if (!check_io(st, s.write(kBlanks.data(), chunk))) return;
    blanks -= chunk;
  }
  if (u.flush_each_record()) raise_rc(st, s.flush());
}

std::string_view direct_field(DtState& st, size_t n, bool* at_eor,
                              bool* at_eof) {
  int64_t left = st.record_limit - st.in_column;
  if (n > 0 && left <= 0) {
    // Nothing left of the record: END, or EOR when PAD='NO'.
    if (st.unit->modes().pad == PadMode::kNo) *at_eor = true;
    else *at_eof = true;
    return {};
  }
  // The field asks for what is left of the record, and gets what of that
  // the file holds.
  size_t want = std::min<size_t>(n, static_cast<size_t>(left));
  int64_t from = std::min(st.in_column, record_avail(st));
  size_t held = static_cast<size_t>(record_avail(st) - from);
  size_t real = std::min(want, held);
  Fbuf& b = st.unit->fbuf();
  b.seek(static_cast<ptrdiff_t>(from + static_cast<int64_t>(real)), SEEK_SET);
  st.in_column += static_cast<int64_t>(want);
  *at_eor = real < n;
  return std::string_view(b.data() + from, real);
}

void direct_read_next_record(DtState& st) {
  st.record_start = read_record_end(st);
  st.record_limit = st.unit->limits().recl;
  load_record(st);
}

void direct_read_finish(DtState& st) {
  Unit& u = *st.unit;
  Offset end = read_record_end(st);
  u.fbuf().reset();
  check_io(st, u.stream().seek(end, SEEK_SET));
}

void direct_statement_end(DtState& st) {
  RecordState& r = st.unit->record();
  r.record_unfinished =
      st.status.failed() && st.status.outcome() != Outcome::kEnd;
  r.bytes_left = st.form == TransferForm::kUnformatted
                     ? st.unf.bytes_left
                     : st.record_limit - st.in_column;
}

void sequential_write_end(DtState& st) {
  RecordState& r = st.unit->record();
  r.record_unfinished = st.status.failed() && st.record_limit != 0;
  if (r.record_unfinished)
    r.bytes_left = std::max<int64_t>(st.record_limit, 0) -
                   static_cast<int64_t>(st.unit->fbuf().pos());
}

void stream_record_written(DtState& st) {
  Unit& u = *st.unit;
  // A pipe or terminal has no end to cut (and no size to ask for).
  if (!u.stream().seekable()) return;
  Offset where = u.stream().tell();
  Offset size = u.stream().size();
  // libgfortran compares its 1-based position with the size: a file one
  // byte longer than the record's end is left as it is.
  if (where < 0 || size < 0 || where + 1 >= size) return;
  if (!raise_rc(st, u.stream().truncate(where))) return;
  u.set_endfile(EndfileState::kAtEndfile);
  u.record().position = Position::kAppend;
}

void formatted_stream_finish(DtState& st) {
  Unit& u = *st.unit;
  Offset at = u.stream().tell();
  if (at < 0) return;
  Fbuf& b = u.fbuf();
  // Reading: the stream is ahead by what was read and not consumed;
  // writing: the record buffer holds what a non-advancing WRITE left.
  if (st.direction == Direction::kRead)
    at -= static_cast<Offset>(b.lookahead());
  else
    at += static_cast<Offset>(std::min(b.pos(), b.active()));
  u.record().stream_pos = at + 1;
}

}  // namespace ftnio
