// SPDX-License-Identifier: MIT
// IOSTAT values and their generic messages, fixed by the gfortran ABI (L0).
#ifndef FTNIO_BASE_IOSTAT_H
#define FTNIO_BASE_IOSTAT_H

#include "ftnio/iostat.h"

namespace ftnio {

// The codes libgfortran reports through IOSTAT= (docs/abi.md §7.2).  The
// numeric values are ABI: compiled programs compare against them.
enum Iostat : int {
  kIostatEor = FTNIO_IOSTAT_EOR,  // -2, end of record
  kIostatEnd = FTNIO_IOSTAT_END,  // -1, end of file
  kIostatOk = 0,
  kErrOs = FTNIO_ERR_OS,  // IOSTAT receives errno instead
  kErrOptionConflict = FTNIO_ERR_OPTION_CONFLICT,
  kErrBadOption = FTNIO_ERR_BAD_OPTION,
  kErrMissingOption = FTNIO_ERR_MISSING_OPTION,
  kErrAlreadyOpen = FTNIO_ERR_ALREADY_OPEN,
  kErrBadUnit = FTNIO_ERR_BAD_UNIT,
  kErrFormat = FTNIO_ERR_FORMAT,
  kErrBadAction = FTNIO_ERR_BAD_ACTION,
  kErrEndfile = FTNIO_ERR_ENDFILE,
  kErrBadUs = FTNIO_ERR_BAD_US,
  kErrReadValue = FTNIO_ERR_READ_VALUE,
  kErrReadOverflow = FTNIO_ERR_READ_OVERFLOW,
  kErrInternal = FTNIO_ERR_INTERNAL,
  kErrInternalUnit = FTNIO_ERR_INTERNAL_UNIT,
  kErrAllocation = FTNIO_ERR_ALLOCATION,
  kErrDirectEor = FTNIO_ERR_DIRECT_EOR,
  kErrShortRecord = FTNIO_ERR_SHORT_RECORD,
  kErrCorruptFile = FTNIO_ERR_CORRUPT_FILE,
  kErrInquireInternalUnit = FTNIO_ERR_INQUIRE_INTERNAL_UNIT,
  kErrBadWaitId = FTNIO_ERR_BAD_WAIT_ID,
};

// The text libgfortran prints for a code when no specific message is given.
const char* iostat_generic_message(int code);

}  // namespace ftnio

#endif  // FTNIO_BASE_IOSTAT_H
