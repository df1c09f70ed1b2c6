// SPDX-License-Identifier: MIT
// Internal files: output records stored into a CHARACTER variable (L4).
#ifndef FTNIO_TRANSFER_INTERNAL_UNIT_H
#define FTNIO_TRANSFER_INTERNAL_UNIT_H

#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

#include "base/options.h"
#include "stream/memory_stream.h"
#include "transfer/dt_state.h"
#include "unit/unit_table.h"

namespace ftnio {

// A character above 127 written to a kind-4 record: the byte record
// holds '?' or its low byte at its column, and the record gets the
// character back when stored unless something else was written over it.
struct WideChar {
  int64_t column;
  uint32_t c;
  char byte;  // what the byte record holds for it
};

// The unit kind of internal files: a Unit whose stream is a MemoryStream
// over the statement's variable, and what the statement needs beside it.
// Every unit of an internal statement is one of these (internal_start), so
// the file's functions reach it from st.unit (of()).
class InternalUnit final : public Unit {
 public:
  InternalUnit() : InternalUnit(new MemoryStream(nullptr, 0)) {}

  static InternalUnit& of(const DtState& st) {
    return static_cast<InternalUnit&>(*st.unit);
  }
  // The statement borrowed this NEWUNIT number (begin_internal_unit):
  // number() answers it (the unit a defined I/O procedure is given).
  using Unit::renumber;

  MemoryStream& memory;        // the unit's stream
  bool one_stream = true;      // the records lie one after another in
                               // the stream (else: one element at a time)
  std::vector<WideChar> wide;  // the current record's kind-4 characters
  // READ: the current record's characters, st.internal.reclen of them, or
  // null past the last record.  A kind-1 record is read in place through
  // the memory stream's window (no copy); a kind-4 record is narrowed
  // into the record buffer (fbuf) first.
  const char* in_record = nullptr;

 private:
  explicit InternalUnit(MemoryStream* m)
      : Unit(kInternalUnit, std::unique_ptr<Stream>(m)), memory(*m) {}
};

// Borrows a per-thread unit object for the statement and positions at the
// first record.
void internal_start(DtState& st, const TransferRequest& req);
// internal_start from the statement's parts: the variable f, the
// direction and form, the FMT= text ("" without one) and whether BLANK=
// was given (the internal lane's start, which builds no request).
void internal_begin(DtState& st, const InternalFile& f, Direction d,
                    TransferForm form, std::string_view format,
                    bool blank_given);
// The length a READ of the scalar internal file f gives its record:
// libgfortran drops its trailing blanks unless the format has '/' or BZ
// anywhere in its text (is_trim_ok).
int64_t trimmed_read_reclen(const InternalFile& f, std::string_view format);
// A line end of a namelist WRITE on an internal array, as libgfortran's
// namelist_write_newline: the record is padded and the next one begins;
// after the last record nothing fits until the next line end, which goes
// on at the second record, with END (the first one is not written again).
void internal_namelist_newline(DtState& st);
// Stores what the statement wrote into the current record: blank-padded
// when the statement completed (pad), as written when it failed; the
// padding raises END where libgfortran's does.
void internal_finish(DtState& st, bool pad);
// A kind-4 file: character c (above 127) goes at `at`, a place in the
// current record where the field already wrote its byte ('?' above 255).
void internal_keep_wide(DtState& st, const char* at, uint32_t c);
// READ: makes record st.record_index the current input record
// (InternalUnit::in_record): in place, or narrowed into the record buffer
// for kind 4 (characters above 255 as '?'); null past the last record.
void internal_load_record(DtState& st);

// flang: bytes [from, to) of the output record being written (to <= its
// length) take what the variable holds there, as a field that overran the
// record left them (a kind-1 file; a kind-4 one keeps its blanks).
void internal_keep_old_bytes(DtState& st, size_t from, size_t to);
// READ: the current record's characters (internal_load_record), or null
// past the last record.
inline const char* internal_in_record(const DtState& st) {
  return InternalUnit::of(st).in_record;
}
// The current input record where scanners may take it in place: a
// kind-1 internal file's, in the variable (the memory stream's window),
// or null (past its last record, a kind-4 file, any other unit).  The one
// question of the in-place paths (in_window, internal_record_end_follows).
inline const char* in_place_record(const DtState& st) {
  return internal_file(st) && st.internal.kind == 1 ? internal_in_record(st)
                                                    : nullptr;
}
// READ from a kind-4 file: the character at `column` of the current
// record in full.
uint32_t internal_wide_char(const DtState& st, int64_t column);
// Ends a READ statement on an internal file.
void internal_finish_read(DtState& st);

// Under -std=legacy libgfortran reads the fields of a default-kind
// internal file one character at a time (read_sf_internal's "slow legacy
// way"): a comma ends any field early, and a scalar file's field past
// its only record is empty rather than the end of the file.
inline bool legacy_internal_read(const DtState& st) {
  return internal_file(st) && compile_options().warn_std == 0 &&
         st.internal.kind == 1;
}

}  // namespace ftnio

#endif  // FTNIO_TRANSFER_INTERNAL_UNIT_H
