// SPDX-License-Identifier: MIT
// Formatted direct and stream access on external units (L4).
#include "transfer/formatted_access.h"

#include <algorithm>
#include <cerrno>
#include <cstring>

#include "base/iostat.h"
#include "transfer/end_of_file.h"
#include "transfer/formatted_state.h"
#include "transfer/record_in.h"
#include "transfer/record_out.h"
#include "transfer/stream_io.h"
#include "transfer/unformatted_direct.h"
#include "transfer/write_tabs.h"
#include "unit/io_report_marks.h"

namespace ftnio {

namespace {

bool raise_rc(DtState& st, int rc) {
  if (rc >= 0) return true;
  st.status.raise_errno(-rc);
  return false;
}

// A direct READ reads as libgfortran's does, through the record buffer
// (fbuf) with the file position after what the buffer holds: a field
// reads what it lacks of its width, exactly; an X, TR or T forward reads
// 80 characters ahead when the buffer is empty.  The next record ('/',
// format reversion, the statement's end) is where the file position is
// plus what is left of the record, and what was read ahead stays in the
// buffer for it: after a skip, the next record's fields begin with
// characters of the record before.  in_column is what libgfortran counts
// as used of the record (RECL minus its bytes left); it passes RECL after
// a skip past the record's end.

// Starts reading at st.record_start with an empty buffer.
bool start_read_record(DtState& st) {
  Unit& u = *st.unit;
  u.fbuf().reset();
  st.in_column = 0;
  return check_io(st, u.stream().seek(st.record_start, SEEK_SET));
}

// Where the current record ends for the file position: libgfortran skips
// what is left of the record from where its reads stopped.
Offset read_record_end(DtState& st) {
  Offset at = st.unit->stream().tell();
  return at + (std::max<int64_t>(st.record_limit, 0) - st.in_column);
}

// One character as libgfortran's fbuf_getc gives it: from the buffer, or
// after reading 80 characters ahead; Fbuf::kEof at the end of the file.
int getc_80(DtState& st) {
  Fbuf& b = st.unit->fbuf();
  if (b.lookahead() == 0) {
    size_t n = 80;
    if (b.peek(st.unit->stream(), &n) == nullptr) {
      int e = -b.error();
      b.clear_error();
      st.status.raise_errno(e);
      return Fbuf::kError;
    }
    if (n == 0) return Fbuf::kEof;
  }
  return b.getc(st.unit->stream());
}

bool start_direct_record(DtState& st, const TransferRequest& req) {
  Unit& u = *st.unit;
  // A record a failed WRITE left in the buffer goes out where it was.
  Offset ahead;
  if (!raise_rc(st, u.reset_record_buffer(&ahead))) return false;
  if (!seek_to_record(st, req.rare->rec)) return false;
  st.records = RecordKind::kDirect;
  st.record_start = (req.rare->rec - 1) * u.limits().recl;
  RecordState& r = u.record();
  // (a failed WRITE that left no room: kNoRoomLeft, not 0, no limit)
  st.record_limit = !r.record_unfinished ? u.limits().recl
                    : r.bytes_left > 0   ? r.bytes_left
                                         : kNoRoomLeft;
  st.in_column = 0;
  if (st.direction == Direction::kWrite) return true;
  return start_read_record(st);
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
  // (a WRITE too after a sequential end, which flang's formatted stream
  // file has)
  if (st.direction == Direction::kRead ||
      (u.endfile() == EndfileState::kAfterEndfile &&
       has_sequential_end(st.policy, u.modes())))
    u.set_endfile(EndfileState::kNoEndfile);
  if (st.policy.pos_forgets_record_flang)
    r.record_origin = r.last_record + 2;  // the record there is -1
  // Already there: the statement continues from the record buffer.
  if (req.rare->pos == r.stream_pos) return true;
  report_seek(u, req.rare->pos - 1);
  Offset ahead;
  if (!raise_rc(st, u.reset_record_buffer(&ahead))) return false;
  if (!check_io(st, u.stream().seek(req.rare->pos - 1, SEEK_SET))) return false;
  r.stream_pos = req.rare->pos;
  r.stream_pos_skew = 0;
  return true;
}

}  // namespace

bool formatted_access_start(DtState& st, const TransferRequest& req) {
  switch (st.unit->modes().access) {
    case Access::kDirect: return start_direct_record(st, req);
    case Access::kStream:
      // flang's runtime holds a formatted stream WRITE's records to RECL=
      // too (its newline included: record_out.cpp newline_fits).
      if (st.unit->limits().has_recl && st.direction == Direction::kWrite &&
          st.policy.overrun_field_truncated)
        st.record_limit = st.unit->limits().given_recl;
      return start_at_pos(st, req);
    case Access::kSequential:
      // RECL= limits the records of a sequential file too, but not those
      // list-directed and namelist READ take: libgfortran's list reader
      // takes characters up to the newline whatever RECL says (flang cuts
      // them too: list_records_cut_at_recl).
      if (st.unit->limits().has_recl && (st.form == TransferForm::kFormatted ||
                                         st.direction == Direction::kWrite ||
                                         list_records_cut_at_recl(st.policy)))
        st.record_limit = sequential_record_limit(st);
      break;
  }
  return true;
}

namespace {

// Writes the current record out, blank-filled to RECL.
void write_direct_record(DtState& st) {
  Unit& u = *st.unit;
  Fbuf& b = u.fbuf();
  // libgfortran fills from where the last field ended (in_column): after
  // a T or TL back into the record, the blanks overrun RECL.  flang's
  // record is RECL bytes, whatever the tabs did.
  int64_t blanks = st.policy.overrun_field_truncated
                       ? st.record_limit - static_cast<int64_t>(b.active())
                       : st.record_limit - st.in_column;
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

void direct_write_record_end(DtState& st, PositionAfter after) {
  write_direct_record(st);
  st.unit->note_record_end(after);  // (a record that failed counts too)
}

}  // namespace

const RecordWriter kDirectWriter = {direct_write_record_end, external_past_end,
                                    external_left_over};

namespace {

// A field after an X or TR that passed the end of the record (PAD='YES'):
// libgfortran takes the negative count of bytes left as the width, which
// wraps to about 2^64, sets the count to 0, and moves its buffer back by
// what the skip passed; an A edit takes the item's length of characters
// that end there (the field's rightmost ones), the other edits read on
// from where the skip stopped.  Past what the buffer holds libgfortran
// reads stale or foreign memory: ftnio ends the field there.  False
// (left as END) where the buffer does not reach back that far: there
// libgfortran fails to allocate the width.
bool wrapped_field(DtState& st, int64_t over, std::string_view* field) {
  Fbuf& b = st.unit->fbuf();
  size_t pos = b.pos();
  if (st.fmt == nullptr || static_cast<int64_t>(pos) < over) return false;
  st.in_column = std::max<int64_t>(st.record_limit, 0);
  size_t back = pos - static_cast<size_t>(over);
  b.seek(static_cast<ptrdiff_t>(back), SEEK_SET);
  st.fmt->wrapped_field = true;
  if (st.fmt->text_field)
    *field = std::string_view(b.data(), back);
  else
    *field = std::string_view(b.data() + pos, b.active() - pos);
  return true;
}

}  // namespace

namespace {

// Up to n characters of the current record (in_field).
std::string_view direct_field(DtState& st, size_t n, bool stop_at_comma,
                              bool /*formatted_edit*/, bool* at_eor,
                              bool* at_eof, bool* at_comma) {
  int64_t left = std::max<int64_t>(st.record_limit, 0) - st.in_column;
  std::string_view wrapped;
  const bool pad = st.unit->modes().pad == PadMode::kYes;
  const bool flang_pad = st.policy.blank_zero_pads_short_field;
  if (n > 0 && left < 0 && pad && !flang_pad &&
      wrapped_field(st, -left, &wrapped))
    return wrapped;
  if (n > 0 && left <= 0) {
    // Nothing left of the record: END, or EOR when PAD='NO'; for flang
    // a field cut short to nothing, padded with blanks.
    if (!pad || flang_pad)
      *at_eor = true;
    else
      *at_eof = true;
    return {};
  }
  // The field asks for what is left of the record, and gets what of that
  // the buffer and the file hold.
  size_t want = std::min<size_t>(n, static_cast<size_t>(left));
  st.in_column += static_cast<int64_t>(want);
  Fbuf& b = st.unit->fbuf();
  const char* p = b.read(st.unit->stream(), &want);
  if (p == nullptr) {
    int e = -b.error();
    b.clear_error();
    st.status.raise_errno(e);
    *at_eof = true;
    return {};
  }
  // flang ends a numeric field at a comma in a direct-access record too
  // (consumed, not part of the field); libgfortran reads it as data.
  if (stop_at_comma && st.policy.commas_as_flang) {
    if (const void* c = std::memchr(p, ',', want)) {
      size_t k = static_cast<size_t>(static_cast<const char*>(c) - p);
      size_t back = want - k - 1;
      b.seek(-static_cast<ptrdiff_t>(back), SEEK_CUR);
      st.in_column -= static_cast<int64_t>(back);
      *at_comma = true;
      return std::string_view(p, k);
    }
  }
  *at_eor = want < n;
  return std::string_view(p, want);
}

// The next character (in_getc), kInEor at the record's end or the
// file's, kInError (raised).
int direct_getc(DtState& st) {
  if (st.in_column >= st.record_limit) return kInEor;
  // One character read exactly, as libgfortran's UTF-8 A edit does.
  Fbuf& b = st.unit->fbuf();
  size_t n = 1;
  const char* p = b.read(st.unit->stream(), &n);
  if (p == nullptr) {
    int e = -b.error();
    b.clear_error();
    st.status.raise_errno(e);
    return kInError;
  }
  if (n == 0) return kInEor;  // the file ends inside the record
  ++st.in_column;
  return static_cast<unsigned char>(*p);
}

// Moves to column col of the record (X, TR, T, TL).
void direct_move(DtState& st, int64_t col) {
  int64_t delta = col - st.in_column;
  Fbuf& b = st.unit->fbuf();
  if (delta < 0) {
    // libgfortran moves its buffer back, or not at all where the buffer
    // does not reach that far; its count of the record moves all the same.
    if (static_cast<int64_t>(b.pos()) + delta >= 0) b.seek(delta, SEEK_CUR);
    st.in_column = col;
    return;
  }
  // Forward: characters are consumed (read_x), past the record's end too
  // unless PAD='NO', and not past the end of the file.
  if (st.unit->modes().pad == PadMode::kNo)
    delta =
        std::min(delta, std::max<int64_t>(st.record_limit - st.in_column, 0));
  for (; delta > 0; --delta) {
    if (getc_80(st) < 0) break;
    ++st.in_column;
  }
}

// Moves to the following record ('/', format reversion); direct access
// has no end of file here for libgfortran, which reads blanks past it.
// flang reads the whole record or meets END (false), and counts that
// record as passed all the same: NEXTREC is the one after it.
bool direct_read_next_record(DtState& st) {
  Unit& u = *st.unit;
  Offset end = read_record_end(st);
  if (st.policy.stream_end_is_end_at_once) {
    // flang: the end of the record passed, counted from REC= (the stream's
    // position is past what the buffer read ahead); the record after it
    // is read from the file.
    if (st.fmt != nullptr)
      end = st.record_start + st.fmt->records_passed * u.limits().recl;
    Offset size = u.stream().size();
    u.fbuf().reset();
    if (size >= 0 && end + u.limits().recl > size) {
      check_io(st, u.stream().seek(end + u.limits().recl, SEEK_SET));
      return false;
    }
    st.record_limit = u.limits().recl;
    st.in_column = 0;
    check_io(st, u.stream().seek(end, SEEK_SET));
    return true;
  }
  st.record_limit = u.limits().recl;
  st.in_column = 0;
  // What was read ahead stays, at the start of the next record.
  u.fbuf().discard_consumed();
  check_io(st, u.stream().seek(end, SEEK_SET));
  return true;
}

void direct_ungetc(DtState& st) {
  st.unit->fbuf().ungetc();
  if (st.in_column > 0) --st.in_column;
}

// The record exists (the REC= check): no end of file at its start.
bool direct_at_eof(DtState&) { return false; }

}  // namespace

const RecordReader kDirectReader = {
    direct_getc, direct_ungetc,           direct_field,
    direct_move, direct_read_next_record, direct_at_eof,
};

void direct_read_finish(DtState& st) {
  Unit& u = *st.unit;
  Offset end = read_record_end(st);
  u.fbuf().reset();
  check_io(st, u.stream().seek(end, SEEK_SET));
}

void direct_statement_end(DtState& st, bool record_ended) {
  RecordState& r = st.unit->record();
  r.record_unfinished = st.status.failed() && !record_ended &&
                        st.status.outcome() != Outcome::kEnd;
  // A formatted WRITE: RECL less libgfortran's count of the record's
  // bytes, which moves back at a TL or T even where the buffer did not.
  r.bytes_left = st.form == TransferForm::kUnformatted ? st.unf.bytes_left
                 : st.direction == Direction::kWrite && st.fmt != nullptr
                     ? st.unit->limits().recl - tabs_bytes_used(st)
                     : st.record_limit - st.in_column;
}

void sequential_write_end(DtState& st) {
  RecordState& r = st.unit->record();
  r.failed_write_open = st.status.failed();
  r.record_unfinished = st.status.failed() && st.record_limit != 0;
  if (r.record_unfinished)
    r.bytes_left = std::max<int64_t>(st.record_limit, 0) -
                   static_cast<int64_t>(st.unit->fbuf().pos());
}

namespace {

// How far libgfortran's POS= count is ahead of the file position after
// a BACKSPACE; flang counts the file position.
Offset libgfortran_skew(const DtState& st) {
  return st.policy.stream_record_tabs ? 0 : st.unit->record().stream_pos_skew;
}

// Cuts the stream file after where, what a formatted WRITE wrote last.
// libgfortran compares its 1-based position with the size: a file one
// byte longer is left as it is.  flang cuts whatever follows (at its
// implied ENDFILE, before the unit's next READ, positioning or CLOSE).
void stream_cut_after_write(DtState& st, Offset where) {
  Unit& u = *st.unit;
  // A pipe or terminal has no end to cut (and no size to ask for).
  if (!u.stream().seekable()) return;
  Offset size = u.stream().size();
  Offset slack = st.policy.stream_record_tabs ? 0 : 1;
  if (where < 0 || size < 0 || where + slack >= size) return;
  if (!raise_rc(st, u.stream().truncate(where))) return;
  u.set_endfile(EndfileState::kAtEndfile);
  u.record().position = Position::kAppend;
}

}  // namespace

// libgfortran's count of POS= decides where (stream_pos_skew).
void stream_record_written(DtState& st) {
  stream_cut_after_write(st, st.unit->stream().tell() + libgfortran_skew(st));
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
  u.record().stream_pos = at + 1 + libgfortran_skew(st);
  // libgfortran's formatted stream statement leaves its record current:
  // only the end of the file, REWIND and BACKSPACE reset current_record.
  // ENDFILE then reads on to the end of the record after the position,
  // and meets END when the file ends first (statements_leave_no_record).
  if (!st.policy.statements_leave_no_record &&
      st.status.outcome() != Outcome::kEnd) {
    u.record().in_record = true;
    u.record().in_record_end_raises = true;
  }
  // flang cuts the file after a non-advancing WRITE's part too (its
  // implied ENDFILE); libgfortran only at a record's end.
  if (st.direction == Direction::kWrite && st.advance_no &&
      !st.status.failed() && st.policy.stream_record_tabs)
    stream_cut_after_write(st, at);
}

}  // namespace ftnio
