// SPDX-License-Identifier: MIT
// Generic IOSTAT messages, as libgfortran prints them (L0).
#include "base/iostat.h"

namespace ftnio {

const char* iostat_generic_message(int code) {
  switch (code) {
    case kIostatEor: return "End of record";
    case kIostatEnd: return "End of file";
    case kIostatOk: return "Successful return";
    case kErrOs: return "Operating system error";
    case kErrBadOption: return "Bad statement option";
    case kErrMissingOption: return "Missing statement option";
    case kErrOptionConflict: return "Conflicting statement options";
    case kErrAlreadyOpen: return "File already opened in another unit";
    case kErrBadUnit: return "Unattached unit";
    case kErrFormat: return "FORMAT error";
    case kErrBadAction: return "Incorrect ACTION specified";
    case kErrEndfile: return "Read past ENDFILE record";
    case kErrBadUs: return "Corrupt unformatted sequential file";
    case kErrReadValue: return "Bad value during read";
    case kErrReadOverflow: return "Numeric overflow on read";
    case kErrInternal: return "Internal error in run-time library";
    case kErrInternalUnit: return "Internal unit I/O error";
    case kErrDirectEor: return "Write exceeds length of DIRECT access record";
    case kErrShortRecord: return "I/O past end of record on unformatted file";
    case kErrCorruptFile:
      return "Unformatted file structure has been corrupted";
    case kErrInquireInternalUnit:
      return "Inquire statement identifies an internal file";
    case kErrBadWaitId: return "Bad ID in WAIT statement";
    default: return "Unknown error code";
  }
}

}  // namespace ftnio
