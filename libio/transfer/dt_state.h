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
#include "unit/unit.h"

namespace ftnio {

enum class Direction : uint8_t { Read, Write };
enum class TransferForm : uint8_t { Unformatted, ListDirected, Formatted,
                                    Namelist };

// An internal file: a CHARACTER scalar (one record) or array (one record
// per element, in array element order; F2018 12.4).
struct InternalFile {
  char* base;                  // first character of the first record
  int64_t reclen;              // characters per record
  int64_t nrecords;            // number of records
  int64_t stride;              // bytes from one record to the next
  int kind;                    // character kind: 1 or 4
  bool is_array;               // an array (even of one element)
};

// What the statement asks for, decoded from the parameter block.
struct TransferRequest {
  Direction direction;         // READ or WRITE/PRINT
  TransferForm form;           // kind of data transfer
  int32_t unit;                // external unit number
  bool internal_unit;          // internal file (CHARACTER variable)
  InternalFile internal;        // internal_unit: the variable
  const char* format;          // FMT= text (not NUL-terminated), or null
  size_t format_len;           // its length in characters
  bool dec_ext;                // compiled with -fdec: DEC format defaults
  bool has_rec;                // REC= given
  bool has_pos;                // POS= given
  int64_t rec;                 // REC= value (record number, from 1)
  int64_t pos;                 // POS= value (file position, from 1)
  int64_t* iolength;           // INQUIRE(IOLENGTH=) result, else null
  int advance;                 // ADVANCE=: 0 absent, 1 YES, 2 NO, -1 bad
  int64_t* size;               // SIZE= result, else null
  ErrorTarget errors;          // IOSTAT=, IOMSG=, labels, locus
  Outcome prior;               // condition raised before the start call
  int asynchronous = 0;        // ASYNCHRONOUS=: 0 absent, 1 YES, 2 NO,
                               // -1 anything else
  int32_t* id = nullptr;       // ID= variable, or null
  bool on_worker = false;      // run by the unit's asynchronous worker
};

// Progress through one unformatted record (F2018 12.3.3, ABI doc 9.6).
//
//   sequential:  [head][data ... ][tail] [head][data][tail] ...
//                 ^head_pos   piece_bytes counted from head_pos+marker
// A record longer than the subrecord limit is split into pieces; a
// negative head says "more pieces follow", a negative tail "pieces
// precede".
struct UnformattedProgress {
  int64_t head_pos;            // WRITE, streaming: offset of piece's head
  int64_t piece_bytes;         // WRITE: data bytes in the current piece
  int64_t bytes_left;          // READ: data bytes left in current piece;
                               // direct: bytes left in the record
  bool streaming;              // WRITE: data goes straight to the stream
  bool continued;              // a piece precedes (WRITE) / follows (READ)
  bool record_done;            // READ: the record was skipped already
};

// The intrinsic type of one I/O list item (the BT codes of the ABI).
enum class ItemType : uint8_t { Integer = 1, Logical = 2, Real = 3,
                                Complex = 4, Derived = 5, Character = 6 };

// The type's name in libgfortran's messages ("Expected INTEGER for ...").
inline const char* item_type_name(ItemType t) {
  switch (t) {
    case ItemType::Integer: return "INTEGER";
    case ItemType::Logical: return "LOGICAL";
    case ItemType::Character: return "CHARACTER";
    case ItemType::Real: return "REAL";
    case ItemType::Complex: return "COMPLEX";
    default: return "CLASS or DERIVED";
  }
}

struct FormattedState;  // formatted_write.cpp: format program and cursor
class AsyncRecording;   // async_transfer.cpp: a statement to run later


struct DtState {
  IoStatus status;             // condition latch of the statement
  Unit* unit;                  // locked unit, or null (error or internal)
  TransferForm form;           // from the request
  Direction direction;         // from the request
  bool advance_no;             // ADVANCE='NO': the record stays open
  bool eor_condition;          // non-advancing READ met the record end
  bool cr_ended_record;        // external READ: a field met a '\r' record
                               // end and consumed it (and a '\n' after it)
  bool first_item;             // no item written yet in this statement
  bool char_flag;              // previous item was an undelimited string
  int64_t* iolength;           // IOLENGTH accumulator, or null
  UnformattedProgress unf;     // unformatted statements only
  MarkerLayout markers;        // unformatted: the unit's record layout
  FormattedState* fmt;         // formatted: pooled per thread, or null
  int64_t record_limit;        // longest record in chars; 0: no limit
  InternalFile internal;       // internal files: the variable
  int64_t record_index;        // internal files: current record
  int32_t internal_number;     // internal files: borrowed unit number
  bool internal_unit;          // the statement is on an internal file
  bool internal_at_end;        // internal files: past the last record
  int64_t in_column;           // internal READ: column in the record
  int64_t* size_out;           // SIZE= variable, or null
  int64_t size_count;          // characters transferred by data edits
  conv::ListOptions list_options;  // sign/decimal modes for list items
  DtState* dtio_parent;        // child statement (DTIO): the parent, else null
  AsyncRecording* recording;   // ASYNCHRONOUS='YES' statement on an
                               // asynchronous unit: what the worker will
                               // do (queued at the done call), else null
};

}  // namespace ftnio

#endif  // FTNIO_TRANSFER_DT_STATE_H
