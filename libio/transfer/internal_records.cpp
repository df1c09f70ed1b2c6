// SPDX-License-Identifier: MIT
// Reading an internal file's records (L4): RecordKind::kInternal's record
// functions (record_in.h).  The current record is read in place, through
// the memory stream's window (internal_load_record, internal_unit.h):
// reclen characters, counted by in_column; past the last record there is
// none (end of file).
#include <cstring>
#include <string_view>

#include "base/iostat.h"
#include "transfer/internal_unit.h"
#include "transfer/record_in.h"

namespace ftnio {

namespace {

int internal_getc(DtState& st) {
  const char* rec = internal_in_record(st);
  if (rec == nullptr) return kInEof;
  if (st.in_column >= st.internal.reclen) return kInEor;
  return static_cast<unsigned char>(rec[st.in_column++]);
}

void internal_ungetc(DtState& st) {
  if (st.in_column > 0) --st.in_column;
}

// libgfortran: a formatted READ from an internal file of no characters at
// all (zero-length elements) with PAD='NO' meets END at its first field
// (gfortran.dg/read_eof_all.f90), whose value is still stored (0,
// blanks); a record left empty by dropping its trailing blanks does not.
bool empty_internal_file_end(const DtState& st) {
  return st.form == TransferForm::kFormatted && st.internal.no_characters &&
         st.unit->modes().pad == PadMode::kNo;
}

// The field is viewed in the record where it lies; it ends after n
// characters, at the record's end, or at a comma when commas end fields
// (consumed).
std::string_view internal_field(DtState& st, size_t n, bool stop_at_comma,
                                bool /*formatted_edit*/, bool* at_eor,
                                bool* at_eof, bool* at_comma) {
  if (empty_internal_file_end(st)) {
    // libgfortran raises END and still stores the empty field's value.
    st.status.raise(kIostatEnd, nullptr);
    *at_eor = true;
    return {};
  }
  // A scalar file of no characters (or only blanks, dropped by the READ)
  // has records of length 0 in libgfortran: a field asks for nothing, so
  // it meets no end of file even after format reversion moved past the
  // only record; the field is empty, as in the first record.  (flang's
  // file is one record, past which is the end of the file.)
  if (!st.internal.is_array && st.internal.reclen == 0 &&
      !(st.policy.scalar_internal_file_one_record &&
        st.record_index >= st.internal.nrecords)) {
    *at_eor = true;
    return std::string_view();
  }
  if (n == 0) return std::string_view();
  const char* rec = internal_in_record(st);
  if (rec == nullptr) {
    // (a scalar's field past its only record, read the legacy way: no
    // character there, an empty field: legacy_internal_read)
    if (!st.internal.is_array && legacy_internal_read(st)) {
      *at_eor = true;
      return std::string_view();
    }
    *at_eof = true;
    return std::string_view();
  }
  const int64_t column = st.in_column;
  const char* p = rec + column;
  const int64_t reclen = st.internal.reclen;
  const auto left = static_cast<size_t>(column < reclen ? reclen - column : 0);
  size_t take = n < left ? n : left;
  if (stop_at_comma) {
    if (const void* comma = std::memchr(p, ',', take)) {
      const auto k = static_cast<size_t>(static_cast<const char*>(comma) - p);
      st.in_column = column + static_cast<int64_t>(k) + 1;
      *at_comma = true;
      return std::string_view(p, k);
    }
  }
  st.in_column = column + static_cast<int64_t>(take);
  *at_eor = take < n;
  return std::string_view(p, take);
}

void internal_seek_column(DtState& st, int64_t col) {
  st.in_column = col < st.internal.reclen ? col : st.internal.reclen;
}

bool internal_next_record(DtState& st) {
  ++st.record_index;
  st.in_column = 0;
  internal_load_record(st);
  return st.record_index < st.internal.nrecords;
}

bool internal_at_eof(DtState& st) {
  return st.record_index >= st.internal.nrecords;
}

}  // namespace

const RecordReader kInternalReader = {
    internal_getc,        internal_ungetc,      internal_field,
    internal_seek_column, internal_next_record, internal_at_eof,
};

}  // namespace ftnio
