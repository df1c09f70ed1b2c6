// SPDX-License-Identifier: MIT
// flang's IOSTAT values for the core's conditions (L5, flang front door).
#include "abi_flang/iostat_map.h"

#include "abi_flang/flang_api.h"
#include "base/iostat.h"

namespace ftnio::flang {

namespace io = Fortran::runtime::io;

int iostat_for_flang(int code, int os_errno, bool write) {
  switch (code) {
    case kIostatOk: return io::IostatOk;
    case kIostatEnd: return io::IostatEnd;
    case kIostatEor:
      return write ? io::IostatRecordWriteOverrun : io::IostatEor;
    case kErrOs: return os_errno > 0 ? os_errno : io::IostatGenericError;
    case kErrBadOption: return io::IostatErrorInKeyword;
    case kErrAlreadyOpen: return io::IostatOpenAlreadyConnected;
    case kErrBadUnit: return io::IostatBadUnitNumber;
    case kErrFormat: return io::IostatErrorInFormat;
    case kErrBadAction:
      return write ? io::IostatWriteToReadOnly : io::IostatReadFromWriteOnly;
    case kErrEndfile: return io::IostatEnd;
    case kErrBadUs:
    case kErrCorruptFile: return io::IostatBadUnformattedRecord;
    case kErrReadOverflow: return io::IostatIntegerInputOverflow;
    case kErrDirectEor: return io::IostatRecordWriteOverrun;
    case kErrShortRecord: return io::IostatRecordReadOverrun;
    case kErrInquireInternalUnit: return io::IostatInquireInternalUnit;
    case kErrBadWaitId: return io::IostatBadWaitId;
    default: return io::IostatGenericError;  // read value, conflicts, ...
  }
}

}  // namespace ftnio::flang
