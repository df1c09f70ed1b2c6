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
#include "unit/unit.h"

namespace ftnio {

enum class Direction : uint8_t { Read, Write };
enum class TransferForm : uint8_t { Unformatted, ListDirected, Formatted,
                                    Namelist };

// What the statement asks for, decoded from the parameter block.
struct TransferRequest {
  Direction direction;         // READ or WRITE/PRINT
  TransferForm form;           // kind of data transfer
  int32_t unit;                // external unit number
  bool internal_unit;          // internal file (CHARACTER variable)
  ErrorTarget errors;          // IOSTAT=, IOMSG=, labels, locus
  Outcome prior;               // condition raised before the start call
};

// The intrinsic type of one I/O list item (the BT codes of the ABI).
enum class ItemType : uint8_t { Integer = 1, Logical = 2, Real = 3,
                                Complex = 4, Derived = 5, Character = 6 };

struct DtState {
  IoStatus status;             // condition latch of the statement
  Unit* unit;                  // locked unit, or null (error or internal)
  TransferForm form;           // from the request
  bool first_item;             // no item written yet in this statement
  bool char_flag;              // previous item was an undelimited string
  conv::ListOptions list_options;  // sign/decimal modes for list items
};

}  // namespace ftnio

#endif  // FTNIO_TRANSFER_DT_STATE_H
