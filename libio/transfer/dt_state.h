// SPDX-License-Identifier: MIT
// The state of one data transfer statement, from its start call to its
// done call (L4).
//
// The ABI layer places a DtState in the 256-byte private area of the
// compiler's parameter block, so a statement costs no allocation.  It is
// constructed by the start call and destroyed by the done call.
#ifndef FTNIO_TRANSFER_DT_STATE_H
#define FTNIO_TRANSFER_DT_STATE_H

#include <cstddef>
#include <cstdint>

#include "base/io_error.h"
#include "conv/list_items.h"
#include "transfer/record_marker.h"
#include "transfer/runtime_policy.h"
#include "unit/unit.h"
#include "transfer/item_type.h"

namespace ftnio {

struct NamelistGroup;  // namelist_items.h: the registered objects

enum class Direction : uint8_t { kRead, kWrite };
enum class TransferForm : uint8_t {
  kUnformatted,
  kListDirected,
  kFormatted,
  kNamelist
};

// One dimension of an array internal file, laid out as the compiler's
// array descriptor lays it out (abi/ checks that), so the descriptor's
// own dimensions serve without a copy: the statement's state has no room
// for fifteen of them.
struct ArrayDim {
  int64_t stride;  // in elements (negative: reversed section)
  int64_t lbound;
  int64_t ubound;
};

// An internal file: a CHARACTER scalar (one record) or array (one record
// per element, in array element order; F2018 12.4).  An array may be any
// section: its records are found through the dimensions' strides.
struct InternalFile {
  char* base;                  // first character of the first record
  int64_t reclen;              // characters per record
  int64_t nrecords;            // number of records
  const ArrayDim* dims;        // an array: its dimensions, else null
  int8_t rank;                 // an array: entries of dims
  int8_t kind;                 // character kind: 1 or 4
  bool is_array;               // an array (even of one element)
  bool no_characters = false;  // READ: the variable has none at all (set
                               // by internal_start, before reclen drops
                               // trailing blanks)
  int32_t full_reclen = 0;     // READ: reclen before internal_start
                               // dropped trailing blanks, at most
                               // INT32_MAX (flang pads a field only past
                               // the record's real end; fits padding)
};

// The first character of record `index` (from 0), in array element order:
// the first subscript varies fastest.
inline char* internal_record(const InternalFile& f, int64_t index) {
  if (f.dims == nullptr) return f.base;
  int64_t offset = 0;  // in elements
  for (int i = 0; i < f.rank; ++i) {
    int64_t extent = f.dims[i].ubound - f.dims[i].lbound + 1;
    if (extent <= 0) return f.base;
    offset += (index % extent) * f.dims[i].stride;
    index /= extent;
  }
  return f.base + offset * f.reclen * f.kind;
}

// A CHARACTER specifier of a statement; ptr is null when it is absent.
struct SpecText {
  const char* ptr = nullptr;
  size_t len = 0;
};

// The changeable-mode specifiers of a data transfer statement.
struct ModeSpecifiers {
  SpecText blank, decimal, delim, pad, round, sign;
};

// The specifiers only some statements have (and a condition raised before
// the start call).  Most statements name a unit, a format and the error
// specifiers only: their request points at kNoRareSpecifiers, so the
// start call fills no more than the common part.
struct RareSpecifiers {
  bool has_rec = false;               // REC= given
  bool has_pos = false;               // POS= given
  int64_t rec = 0;                    // REC= value (record number, from 1)
  int64_t pos = 0;                    // POS= value (file position, from 1)
  int64_t* iolength = nullptr;        // INQUIRE(IOLENGTH=) result, else null
  int advance = 0;                    // ADVANCE=: 0 absent, 1 YES, 2 NO, -1 bad
  int64_t* size = nullptr;            // SIZE= result, else null
  ModeSpecifiers modes;               // BLANK=, DECIMAL=, ... of the statement
  Outcome prior = Outcome::kOk;       // condition raised before the start call
  NamelistGroup* namelist = nullptr;  // namelist statements: the group
  int asynchronous = 0;               // ASYNCHRONOUS=: 0 absent, 1 YES, 2 NO,
                                      // -1 anything else
  int32_t* id = nullptr;              // ID= variable, or null
};
inline constexpr RareSpecifiers kNoRareSpecifiers{};

// What the statement asks for, decoded from the parameter block.  Its
// IOSTAT=, IOMSG=, labels and locus go straight into the statement's
// state (IoStatus::target_to_fill) before start_transfer.  A statement
// without rare specifiers is `plain`, which lets start_transfer skip
// their checks.
struct TransferRequest {
  // `plain` sits between direction and form: the two are stored one by
  // one and must be read back one by one (a load spanning both stores
  // stalls on store forwarding; start_transfer copies them at once when
  // they are neighbours).
  Direction direction;     // READ or WRITE/PRINT
  bool plain = false;      // rare points at kNoRareSpecifiers
  TransferForm form;       // kind of data transfer
  bool internal_unit;      // internal file (CHARACTER variable)
  int32_t unit;            // external unit number
  InternalFile internal;   // internal_unit: the variable
  const char* format;      // FMT= text (not NUL-terminated), or null
  size_t format_len;       // its length in characters
  bool dec_ext;            // compiled with -fdec: DEC format defaults
  bool on_worker = false;  // run by the unit's asynchronous worker
  // A specifier statement_checks checks: ASYNCHRONOUS=, ADVANCE=, SIZE=,
  // EOR=, ID= or a mode (BLANK= ... SIGN=).  False for every plain
  // statement, and for one whose only rare specifier is REC= or POS=
  // (direct and stream access), which then skips those checks.
  bool checks = true;
  // The front door's behaviour where runtimes differ (runtime_policy.h):
  // a constant of the front door, never null once it filled the request.
  const RuntimePolicy* policy = nullptr;
  const RareSpecifiers* rare = &kNoRareSpecifiers;  // never null
};

// What a statement's records are, decided once at its start; the record
// functions of each kind live in their own file (record_in.h dispatches
// input through RecordReader).
enum class RecordKind : uint8_t {
  // An external sequential or stream unit's: each ended by its own end
  // (a newline, unformatted record markers), or none (stream).
  kSequential,
  // A direct-access unit's, positioned at REC=: RECL= bytes each.
  // Formatted: without newlines; a READ holds the record (as much as the
  // file has) in fbuf and counts in_column (formatted_access.cpp).
  kDirect,
  // An internal file's: the variable's elements (F2018 12.4), held in
  // memory, a READ's in place; counts in_column (internal_records.cpp).
  kInternal,
};

// Progress through one unformatted record (F2018 12.3.3, docs/abi.md §8.4).
//
//   sequential:  [head][data ... ][tail] [head][data][tail] ...
//                 ^head_pos   piece_bytes counted from head_pos+marker
// A record longer than the subrecord limit is split into pieces; a
// negative head says "more pieces follow", a negative tail "pieces
// precede".
// A READ on the unformatted lane (unformatted_lane.h) keeps its place in
// the stream's buffer instead: lane_at, and lane_end, where the piece's
// data or the buffered bytes end (whichever is first).
struct UnformattedProgress {
  union {
    int64_t head_pos;     // WRITE, streaming: offset of piece's head
    const char* lane_at;  // READ on the lane: its next byte
  };
  int64_t piece_bytes;  // WRITE: data bytes in the current piece
  union {
    int64_t bytes_left;    // READ: data bytes left in current piece;
                           // direct: bytes left in the record
    int64_t head_value;    // sequential WRITE, streaming: the value
                           // the piece's head marker was written with
    const char* lane_end;  // READ on the lane: see above
  };
  bool streaming;      // WRITE: data goes straight to the stream
  bool continued;      // a piece precedes (WRITE) / follows (READ)
  bool record_done;    // READ: the record was skipped already
  bool left_short;     // READ: ... because an item was longer
  bool read_in_place;  // READ without RECL= (sequential) or byte swap:
                       // an item within bytes_left may be copied from
                       // the stream's buffer (unformatted_read_in_place)
};

struct FormOps;         // form_ops.h: the calls of a form and direction
struct FormattedState;  // formatted_state.h: format program and cursor
namespace detail {
class ListRead;  // list_read_state.h: the list-directed reader
}
class AsyncRecording;  // async_transfer.cpp: a statement to run later

// DtState::record_limit of a record with no room left (0 means none).
constexpr int64_t kNoRoomLeft = -1;

// Ordered by size so that the state fits the 256-byte private area of the
// compiler's parameter block (abi/dt_access.h asserts it).
struct DtState {
  IoStatus status;    // condition latch of the statement
  Unit* unit;         // locked unit, or null (error or internal)
  int64_t* iolength;  // IOLENGTH accumulator, or null
  // The form's own state, owned by its module; which member is live
  // follows from `form` (formatted_part, list_part).  The formatted and
  // list-directed states are taken from their module's per-thread pool
  // when the form starts and given back at the done call (null before).
  union {
    UnformattedProgress unf;  // kUnformatted (unformatted*.cpp)
    FormattedState* fmt;      // kFormatted (formatted_state.h)
    detail::ListRead* list;   // kListDirected and kNamelist READ
                              // (list_read_state.h)
  };
  const FormOps* ops;     // the form's calls (form_ops.h), chosen at
                          // the end of the start call
  MarkerLayout markers;   // unformatted: the unit's record layout
  int64_t record_limit;   // longest record in chars; 0: no limit,
                          // kNoRoomLeft: a limit of 0
  InternalFile internal;  // internal files: the variable
  union {
    int64_t record_index;  // internal files: current record
    int64_t record_start;  // formatted direct: file offset of the
                           // current record (never an internal file)
  };
  int64_t in_column;          // READ on an internal file or a formatted
                              // direct unit: column in the record
  int64_t* size_out;          // SIZE= variable, or null
  int64_t size_count;         // characters transferred by data edits
  DtState* dtio_parent;       // child statement (DTIO): the parent, else null
  NamelistGroup* namelist;    // namelist statements: the group, else null
  AsyncRecording* recording;  // ASYNCHRONOUS='YES' statement on an
                              // asynchronous unit: what the worker will
                              // do (queued at the done call), else null
  conv::ListOptions list_options;  // sign/decimal modes for list items
  TransferForm form;               // from the request
  Direction direction;             // from the request
  Delim delim;                     // DELIM mode of the statement
  RecordKind records;              // what the unit's records are
  bool dec_ext;                    // compiled with -fdec: DEC input extensions
                                   // ("8e" reads as 8e0) and format defaults
  bool internal_at_end;            // internal files: past the last record
  bool advance_no;                 // ADVANCE='NO': the record stays open
  bool first_item;                 // no item written yet in this statement
  bool plain_lane;                 // started by a plain lane
                                   // (plain_lane.h), whose done call
                                   // ends it: finish_plain_write, or a
                                   // READ from the gfortran door
                                   // finish_plain_read
  bool char_flag;                  // previous item was an undelimited string
  StatementPosition record;        // how the statement met its record's end
                                   // (unit/record_position.h)
  uint8_t cc_count;                // CARRIAGECONTROL='FORTRAN': how many
  char cc_end;                     // cc_end chars end the record (set by the
                                   // last A edit of the statement)
  RuntimePolicy policy;            // the front door's, copied at the start
};

// The per-statement fields every statement starts from, in the order
// both starts store them (start_statement, the plain WRITE lane).
inline void reset_statement_fields(DtState& st) {
  st.advance_no = false;
  st.record.eor_condition = false;
  st.record.field_met_eor = false;
  st.record.eor_tabbed_back = false;
  st.record.cr_ended_record = false;
  st.record.stay_in_record = false;
  st.record.record_untouched = false;
  st.record.nml_after_refusal = false;
  st.record.nml_failed_after_eor = false;
  st.record.eor_at_recl = false;
  st.record.child_output_ended = false;
  st.size_out = nullptr;
  st.size_count = 0;
  st.first_item = true;
  st.char_flag = false;
  st.dtio_parent = nullptr;
}

// What start_statement sets for a statement without rare specifiers,
// for the lanes that start one without it (plain_lane.h, internal_lane.h;
// the error target was filled by the caller).
inline void reset_plain_statement(DtState& st, Direction d, TransferForm form,
                                  RecordKind records, bool dec_ext,
                                  const RuntimePolicy* policy) {
  st.status.begin(Outcome::kOk);
  st.form = form;
  st.direction = d;
  st.iolength = nullptr;
  st.fmt = nullptr;
  st.record_limit = 0;
  st.records = records;
  st.dec_ext = dec_ext;
  st.policy = *policy;
  reset_statement_fields(st);
  st.namelist = nullptr;
  st.cc_count = 0;
  st.recording = nullptr;
}

// Whether the statement is on an internal file (a child statement: its
// parent's).
inline bool internal_file(const DtState& st) {
  return st.records == RecordKind::kInternal;
}
// Whether the statement is positioned at a direct-access record (REC=).
inline bool direct_records(const DtState& st) {
  return st.records == RecordKind::kDirect;
}
// Records of a fixed length, taken whole: an internal file's elements
// and a formatted direct-access unit's RECL= records.  Nothing ends them
// (no newline); a READ holds the current one whole and counts in_column.
// (Asked only of formatted and list-directed statements.)
inline bool fixed_records(const DtState& st) {
  return st.records != RecordKind::kSequential;
}

// The per-form state of a statement whose form may be any: null unless
// the statement is formatted (list-directed and namelist READ).
inline FormattedState* formatted_part(const DtState& st) {
  return st.form == TransferForm::kFormatted ? st.fmt : nullptr;
}
inline detail::ListRead* list_part(const DtState& st) {
  return st.form == TransferForm::kListDirected ||
                 st.form == TransferForm::kNamelist
             ? st.list
             : nullptr;
}

// Whether the statement's unit has ENCODING='UTF-8' (an internal unit's
// modes never say so: its kind decides the width of a character).
inline bool utf8_unit(const DtState& st) {
  return st.unit != nullptr && st.unit->modes().encoding == Encoding::kUtf8;
}

// Whether a CHARACTER(KIND=4) item is written as UTF-8: on a UTF-8 unit,
// and under kind4_text_flang on every external one.
inline bool kind4_written_utf8(const DtState& st) {
  return utf8_unit(st) || (st.policy.kind4_text_flang && !internal_file(st));
}

// The byte a CHARACTER(KIND=4) character c becomes where it is written
// one byte a character: its low byte (kind4_text_flang), else itself up
// to 255 and '?' above (libgfortran).
// flang writes a default-kind CHARACTER item to an ENCODING='UTF-8'
// unit as UTF-8, each byte a Latin-1 character (it reads such text back
// so); libgfortran writes the bytes as they are.  (The policy bit names
// flang's character encoding rules: kind4_text_flang.)
inline bool latin1_written_utf8(const DtState& st) {
  return st.policy.kind4_text_flang && utf8_unit(st) && !internal_file(st);
}

inline char kind4_byte(const DtState& st, uint32_t c) {
  if (st.policy.kind4_text_flang) return static_cast<char>(c & 0xFF);
  return c > 255 ? '?' : static_cast<char>(c);
}

}  // namespace ftnio

#endif  // FTNIO_TRANSFER_DT_STATE_H
