// SPDX-License-Identifier: MIT
// Reading the current input record of a formatted statement (L4).
#include "transfer/record_in.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <string>

#include "base/iostat.h"
#include "transfer/formatted_access.h"

namespace ftnio {

namespace {

int internal_getc(DtState& st) {
  const InternalFile& f = st.internal;
  if (st.record_index >= f.nrecords) return kInEof;
  if (st.in_column >= f.reclen) return kInEor;
  const char* rec = f.base + st.record_index * f.stride;
  int64_t col = st.in_column++;
  if (f.kind == 4) {
    uint32_t c;
    std::memcpy(&c, rec + col * 4, 4);
    return c > 255 ? '?' : static_cast<int>(c);
  }
  return static_cast<unsigned char>(rec[col]);
}

// Formatted direct access: the record is in the buffer, record_avail
// characters of it; a newline in it is just a character.
int direct_getc(DtState& st) {
  if (st.in_column >= record_avail(st)) return kInEor;
  ++st.in_column;
  return st.unit->fbuf().getc(st.unit->stream());
}

int external_getc(DtState& st) {
  if (st.direct_records) return direct_getc(st);
  if (st.cr_record_end) return kInEor;
  Fbuf& b = st.unit->fbuf();
  int c = b.getc(st.unit->stream());
  if (c == '\n') {
    b.ungetc();
    return kInEor;
  }
  if (c == Fbuf::kEof) {
    // A last record without its newline still ends normally; only a READ
    // that starts at the end of the file meets end of file.
    return b.pos() > 0 ? kInEor : kInEof;
  }
  if (c == Fbuf::kError) {
    int e = -b.error();
    b.clear_error();
    st.status.raise_errno(e);
    return kInError;
  }
  return c;
}

}  // namespace

int in_getc(DtState& st) {
  return st.internal_unit ? internal_getc(st) : external_getc(st);
}

void in_ungetc(DtState& st) {
  if (st.internal_unit) {
    if (st.in_column > 0) --st.in_column;
  } else {
    st.unit->fbuf().ungetc();
    if (st.direct_records && st.in_column > 0) --st.in_column;
  }
}

namespace {

// A formatted field ends at a carriage return as at a newline (unless
// CARRIAGECONTROL='NONE'); libgfortran consumes it, and the LF of a CRLF,
// there and then (cr_lf.f90, dos_eol.f).
bool cr_ends_fields(const DtState& st) {
  return st.form == TransferForm::Formatted &&
         st.unit->modes().cc != CarriageControl::None;
}

void consume_cr_end(DtState& st) {
  Fbuf& b = st.unit->fbuf();
  (void)b.getc(st.unit->stream());  // the '\r', known to be buffered
  int c = b.getc(st.unit->stream());
  if (c >= 0 && c != '\n') b.ungetc();
  if (c == Fbuf::kError) b.clear_error();
  st.cr_record_end = true;
}

// External units: the field is taken straight from the record buffer,
// found with memchr rather than character by character.
std::string_view external_field(DtState& st, size_t n, bool* at_eor,
                                bool* at_eof) {
  Fbuf& b = st.unit->fbuf();
  Stream& s = st.unit->stream();
  size_t start = b.pos();
  if (st.cr_record_end) {
    *at_eor = true;
    return {};
  }
  if (st.record_limit > 0) {
    // RECL= of a sequential file: a field stops at the record length;
    // none is left: END; PAD='NO': EOR (libgfortran).
    int64_t left = st.record_limit - static_cast<int64_t>(start);
    if (left < static_cast<int64_t>(n)) {
      if (st.unit->modes().pad == PadMode::No) *at_eor = true;
      else if (left <= 0) *at_eof = true;
      else n = static_cast<size_t>(left);
      if (*at_eor || *at_eof) return {};
    }
  }
  for (;;) {
    size_t have = b.lookahead();
    size_t got = b.pos() - start;
    size_t want = n - got;
    const char* p = b.data() + b.pos();
    size_t lim = have < want ? have : want;
    const void* nl = std::memchr(p, '\n', lim);
    size_t scan = nl != nullptr ? static_cast<const char*>(nl) - p : lim;
    const void* cr = cr_ends_fields(st) ? std::memchr(p, '\r', scan) : nullptr;
    if (cr != nullptr) {
      b.seek(static_cast<const char*>(cr) - p, SEEK_CUR);
      size_t end = b.pos();
      consume_cr_end(st);
      *at_eor = true;
      return std::string_view(b.data() + start, end - start);
    }
    if (nl != nullptr) {
      b.seek(static_cast<const char*>(nl) - p, SEEK_CUR);
      *at_eor = true;
      break;
    }
    if (have >= want) {
      b.seek(static_cast<ptrdiff_t>(want), SEEK_CUR);
      break;
    }
    b.seek(static_cast<ptrdiff_t>(have), SEEK_CUR);
    size_t more = want - have;
    const char* q = b.peek(s, &more);  // reads once from the stream
    if (q == nullptr) {
      int e = -b.error();
      b.clear_error();
      st.status.raise_errno(e);
      break;
    }
    if (more == 0) {  // end of file
      if (b.pos() == 0) *at_eof = true;
      else *at_eor = true;
      break;
    }
  }
  return std::string_view(b.data() + start, b.pos() - start);
}

}  // namespace

std::string_view in_field(DtState& st, size_t n, bool* at_eor, bool* at_eof) {
  *at_eor = *at_eof = false;
  if (st.direct_records) return direct_field(st, n, at_eor, at_eof);
  if (!st.internal_unit) return external_field(st, n, at_eor, at_eof);
  // libgfortran: a formatted READ from an internal file of no characters
  // at all (zero-length elements) with PAD='NO' meets END at its first
  // field (gfortran.dg/read_eof_all.f90).
  if (st.form == TransferForm::Formatted &&
      st.internal.reclen * st.internal.nrecords == 0 &&
      st.unit->modes().pad == PadMode::No) {
    *at_eof = true;
    return {};
  }
  static thread_local std::string field;
  field.clear();
  while (field.size() < n) {
    int c = in_getc(st);
    if (c >= 0) {
      field.push_back(static_cast<char>(c));
      continue;
    }
    *at_eor = c == kInEor;
    *at_eof = c == kInEof;
    break;
  }
  return field;
}

int64_t in_column(const DtState& st) {
  return st.internal_unit || st.direct_records
             ? st.in_column
                          : static_cast<int64_t>(st.unit->fbuf().pos());
}

void in_seek_column(DtState& st, int64_t col) {
  if (col < 0) col = 0;
  if (st.internal_unit) {
    st.in_column = col < st.internal.reclen ? col : st.internal.reclen;
    return;
  }
  Fbuf& b = st.unit->fbuf();
  if (st.direct_records) {
    st.in_column = std::min(col, st.unit->limits().recl);
    b.seek(static_cast<ptrdiff_t>(std::min(st.in_column, record_avail(st))),
           SEEK_SET);
    return;
  }
  if (static_cast<size_t>(col) <= b.pos()) {
    b.seek(col, SEEK_SET);
    return;
  }
  // Forward: consume characters, never past the end of the record.
  while (static_cast<int64_t>(b.pos()) < col) {
    int c = external_getc(st);
    if (c < 0) break;
  }
}

bool in_next_record(DtState& st) {
  if (st.internal_unit) {
    ++st.record_index;
    st.in_column = 0;
    return st.record_index < st.internal.nrecords;
  }
  if (st.direct_records) {  // direct access has no end of file here
    direct_read_next_record(st);
    return true;
  }
  if (st.cr_record_end) {  // the record end is consumed already
    st.cr_record_end = false;
    st.unit->fbuf().discard_consumed();
    return true;
  }
  Fbuf& b = st.unit->fbuf();
  Stream& s = st.unit->stream();
  for (;;) {
    int c = b.getc(s);
    if (c == '\n') break;
    if (c == Fbuf::kEof) {
      b.discard_consumed();
      return false;
    }
    if (c == Fbuf::kError) break;
  }
  b.discard_consumed();
  return true;
}

bool in_at_eof(DtState& st) {
  if (st.internal_unit) return st.record_index >= st.internal.nrecords;
  if (st.direct_records) return false;  // the record exists (REC= check)
  Fbuf& b = st.unit->fbuf();
  if (b.pos() > 0) return false;
  int c = b.getc(st.unit->stream());
  if (c == Fbuf::kEof) return true;
  if (c >= 0) b.ungetc();
  return false;
}

}  // namespace ftnio
