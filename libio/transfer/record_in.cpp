// SPDX-License-Identifier: MIT
// Reading the current input record of a formatted statement (L4).
#include "transfer/record_in.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <string>

#include "base/char_scan.h"
#include "base/iostat.h"
#include "base/options.h"

namespace ftnio {

namespace {

// After fbuf's read(2) failed under a READ of a sequential file: true when
// the READ is to meet the file's end there (libgfortran's fbuf_getc gives
// EOF for the error), else the error is raised (flang, and the other
// accesses: libgfortran reports them).
bool read_error_is_end(DtState& st) {
  Fbuf& b = st.unit->fbuf();
  int e = -b.error();
  b.clear_error();
  if (!g_file_policy.read_errors_reported &&
      st.unit->modes().access == Access::kSequential)
    return true;
  st.status.raise_errno(e);
  return false;
}

int sequential_getc(DtState& st) {
  if (st.record.cr_ended_record) return kInEor;
  Fbuf& b = st.unit->fbuf();
  int c = b.getc(st.unit->stream());
  if (c == '\n' && !records_unended(st)) {
    b.ungetc();
    return kInEor;
  }
  if (c == Fbuf::kError && !read_error_is_end(st)) return kInError;
  if (c < 0) {
    // A last record without its newline still ends normally; only a READ
    // that starts at the end of the file meets end of file.
    return static_cast<int64_t>(b.pos()) > st.unit->record().record_begin
               ? kInEor
               : kInEof;
  }
  return c;
}

void sequential_ungetc(DtState& st) { st.unit->fbuf().ungetc(); }

// How a field ends besides its width.
struct FieldStops {
  bool newline;  // a newline ends the record (all but CARRIAGECONTROL=
                 // 'NONE' under formatted edits)
  bool cr;       // a carriage return ends the record (formatted edits)
  bool comma;    // a comma ends the field
  bool recl;     // RECL= of a sequential file ends the record (formatted
                 // edits; libgfortran's list reader ignores RECL=)
};

// Where a field of at most lim characters at p ends: at a newline or, for
// formatted edits, a carriage return (the record end), at a comma when
// commas end fields, or after lim characters (null).
const char* field_stop(const char* p, size_t lim, FieldStops stops) {
  if (!stops.newline) {
    return stops.comma ? static_cast<const char*>(std::memchr(p, ',', lim))
                       : nullptr;
  }
  if (!stops.cr) {  // list input reads '\r' as a separator
    return static_cast<const char*>(std::memchr(p, '\n', lim));
  }
  return find_first_of3(p, lim, '\n', '\r', stops.comma ? ',' : '\n');
}

// A carriage return met inside a field ends the record as libgfortran's
// read_sf has it: the '\r', and a '\n' right after it, are consumed, and
// the next record starts after them (a lone '\r' included).
void consume_cr_record_end(DtState& st) {
  Fbuf& b = st.unit->fbuf();
  b.seek(1, SEEK_CUR);  // the '\r'
  int c = b.getc(st.unit->stream());
  if (c >= 0 && c != '\n') b.ungetc();
  st.record.cr_ended_record = true;
}

// Whether the '\r' at the buffer's position is a character of the record
// (lone_cr_is_data): no '\n' comes right after it.  The position stays.
bool cr_is_data(DtState& st) {
  if (!lone_cr_is_data(st.policy)) return false;
  Fbuf& b = st.unit->fbuf();
  b.skip(1);
  const int c = b.getc(st.unit->stream());  // reads on if it must
  if (c >= 0)
    b.ungetc();
  else if (c == Fbuf::kError)
    b.clear_error();  // the next read meets it again and reports it
  b.seek(-1, SEEK_CUR);
  return c != '\n';
}

// External units: the field is taken straight from the record buffer,
// found with memchr rather than character by character.
std::string_view external_field(DtState& st, size_t n, FieldStops stops,
                                bool* at_eor, bool* at_eof, bool* at_comma) {
  Fbuf& b = st.unit->fbuf();
  Stream& s = st.unit->stream();
  size_t start = b.pos();
  if (st.record.cr_ended_record) {  // the rest of the record is empty
    *at_eor = true;
    return std::string_view();
  }
  bool cut_no_pad = false;  // the field ends at RECL=, under PAD='NO'
  if (stops.recl && st.record_limit > 0) {
    // RECL= of a sequential file: a field stops at the record length;
    // none is left: END; PAD='NO': EOR (libgfortran), or the field up to
    // the record length, cut short there (flang, which converts it).
    int64_t left = st.record_limit - in_column(st);
    if (left < static_cast<int64_t>(n)) {
      const bool no_pad = st.unit->modes().pad == PadMode::kNo;
      if (no_pad && (left <= 0 || !st.policy.pad_no_short_field_converts))
        *at_eor = st.record.eor_at_recl = true;
      else if (left <= 0)
        *at_eof = true;
      else
        n = static_cast<size_t>(left), cut_no_pad = no_pad;
      if (*at_eor || *at_eof) return {};
    }
  }
  for (;;) {
    size_t have = b.lookahead();
    size_t got = b.pos() - start;
    size_t want = n - got;
    const char* p = b.data() + b.pos();
    size_t lim = have < want ? have : want;
    if (const char* stop = field_stop(p, lim, stops)) {
      b.skip(static_cast<size_t>(stop - p));
      if (*stop == ',') {
        *at_comma = true;  // consumed, not part of the field
        std::string_view field(b.data() + start, b.pos() - start);
        b.skip(1);
        return field;
      }
      if (*stop == '\r' && cr_is_data(st)) {
        b.skip(1);
        continue;
      }
      *at_eor = true;
      if (*stop == '\r') {
        std::string_view field(b.data() + start, b.pos() - start);
        consume_cr_record_end(st);
        return field;  // stays valid: the buffer keeps the record
      }
      break;
    }
    if (have >= want) {
      b.skip(want);
      break;
    }
    b.skip(have);
    size_t more = want - have;
    const char* q = b.peek(s, &more, true);  // reads once from the stream
    if (q == nullptr && !read_error_is_end(st)) break;
    if (q == nullptr || more == 0) {  // end of file
      if (static_cast<int64_t>(b.pos()) <= st.unit->record().record_begin)
        *at_eof = true;
      else
        *at_eor = true;
      break;
    }
  }
  if (cut_no_pad && b.pos() - start == n) *at_eor = true;
  return std::string_view(b.data() + start, b.pos() - start);
}

std::string_view sequential_field(DtState& st, size_t n, bool stop_at_comma,
                                  bool formatted_edit, bool* at_eor,
                                  bool* at_eof, bool* at_comma) {
  // A carriage return ends the record of a formatted edit, and a newline
  // that of any, unless CARRIAGECONTROL='NONE' makes both data of a
  // formatted edit; list input reads '\r' as a separator.
  bool unended = formatted_edit && records_unended(st);
  bool cr = formatted_edit && !unended;
  return external_field(st, n,
                        FieldStops{!unended, cr, stop_at_comma, formatted_edit},
                        at_eor, at_eof, at_comma);
}

void sequential_seek_column(DtState& st, int64_t col) {
  Fbuf& b = st.unit->fbuf();
  if (st.record.cr_ended_record) {
    // A field consumed a '\r' record end, out of the count of columns
    // (in_column): a move to where it began or further stays after it; one
    // back goes before it, and the record's end is to be met again.
    if (col >= in_column(st)) return;
    st.record.cr_ended_record = false;
  }
  col += st.unit->record().tab_origin;  // a buffer index from here on
  if (static_cast<size_t>(col) <= b.pos()) {
    b.seek(col, SEEK_SET);
    return;
  }
  // Forward: consume characters, never past the end of the record.  What
  // is buffered already is searched for the newline in one go (list input
  // steps over every value this way).
  if (!st.record.cr_ended_record) {
    size_t want = static_cast<size_t>(col) - b.pos();
    size_t have = b.lookahead();
    size_t scan = want < have ? want : have;
    const char* p = b.data() + b.pos();
    const void* nl = records_unended(st) ? nullptr : std::memchr(p, '\n', scan);
    if (nl != nullptr) {
      b.skip(static_cast<size_t>(static_cast<const char*>(nl) - p));
      return;
    }
    b.skip(scan);
  }
  while (static_cast<int64_t>(b.pos()) < col) {
    int c = sequential_getc(st);
    if (c < 0) break;
  }
}

bool sequential_next_record(DtState& st) {
  Fbuf& b = st.unit->fbuf();
  if (st.record.cr_ended_record || records_unended(st)) {
    // Already after the record's end, or records have none: the next
    // one starts here (libgfortran's next_record_r skips nothing for
    // CARRIAGECONTROL='NONE'; end of file shows at the next field).
    st.record.cr_ended_record = false;
    in_forget_kept_record(st);
    return true;
  }
  Stream& s = st.unit->stream();
  for (;;) {
    int c = b.getc(s);  // usually the fields ended at the newline
    if (c == '\n') break;
    if (c == Fbuf::kEof) {
      in_forget_kept_record(st);
      return false;
    }
    if (c == Fbuf::kError) {
      // Both runtimes report it here, past the record's data
      // (libgfortran's next_record_r looks at errno).
      int e = -b.error();
      b.clear_error();
      st.status.raise_errno(e);
      break;
    }
    // What is buffered of the rest of the record goes in one step.
    const char* p = b.data() + b.pos();
    if (const void* nl = std::memchr(p, '\n', b.lookahead())) {
      b.skip(static_cast<size_t>(static_cast<const char*>(nl) - p) + 1);
      break;
    }
    b.skip(b.lookahead());
  }
  in_forget_kept_record(st);
  return true;
}

bool sequential_at_eof(DtState& st) {
  Fbuf& b = st.unit->fbuf();
  if (static_cast<int64_t>(b.pos()) > st.unit->record().record_begin)
    return false;
  int c = b.getc(st.unit->stream());
  if (c == Fbuf::kEof) return true;
  if (c >= 0) b.ungetc();
  return false;
}

}  // namespace

const RecordReader kSequentialReader = {
    sequential_getc,        sequential_ungetc,      sequential_field,
    sequential_seek_column, sequential_next_record, sequential_at_eof,
};

int64_t in_skip_to_column(DtState& st, int64_t col) {
  if (st.records != RecordKind::kSequential || records_unended(st) ||
      st.record.cr_ended_record) {
    in_seek_column(st, col);
    return -1;
  }
  Fbuf& b = st.unit->fbuf();
  const size_t from = b.pos();
  const size_t to =
      static_cast<size_t>((col < 0 ? 0 : col) + st.unit->record().tab_origin);
  if (to <= from) {
    b.seek(static_cast<int64_t>(to), SEEK_SET);
    return -1;
  }
  // One scan for either record end over what is buffered, reading more
  // only when the skip goes past it.
  for (;;) {
    const size_t want = to - b.pos();
    const size_t have = b.lookahead();
    const size_t lim = want < have ? want : have;
    const char* p = b.data() + b.pos();
    if (const char* stop = find_first_of3(p, lim, '\n', '\r', '\n')) {
      b.skip(static_cast<size_t>(stop - p));
      if (*stop == '\n') return -1;
      if (cr_is_data(st)) {
        b.skip(1);
        continue;
      }
      const size_t at = b.pos();
      consume_cr_record_end(st);
      return static_cast<int64_t>(at - from);
    }
    b.skip(lim);
    if (b.pos() >= to) return -1;
    const int c = b.getc(st.unit->stream());  // reads once
    if (c == Fbuf::kError && !read_error_is_end(st)) return -1;
    if (c < 0) return -1;  // the end of the file ends the skip
    b.ungetc();
  }
}

void in_keep_eor_record(DtState& st) {
  RecordState& r = st.unit->record();
  Fbuf& b = st.unit->fbuf();
  // The field stopped at a '\n' (not consumed), or consumed a '\r' ending
  // (and a '\n' after it), or at the end of the file: libgfortran's count
  // of columns leaves that out, its position does not.  (A field RECL= had
  // no room for read nothing: a '\n' there is not its stop.)
  if (st.record.cr_ended_record) {
    r.tab_origin += consumed_cr_length(st);
  } else if (!st.record.eor_at_recl && b.next_is('\n')) {
    b.skip(1);
    r.tab_origin += 1;
  }
  st.record.cr_ended_record = false;
  r.record_begin = static_cast<int64_t>(b.pos());
}

}  // namespace ftnio
