// SPDX-License-Identifier: MIT
// Drives ftnio through its gfortran entry points with hand-built parameter
// blocks, as compiled Fortran would, for the libFuzzer targets.  Every
// statement has IOSTAT= and IOMSG=, so any error must come back as a
// status: an exit (uncaught runtime error) is a finding too.
#ifndef FTNIO_FUZZ_ABI_DRIVER_H
#define FTNIO_FUZZ_ABI_DRIVER_H

#include <cstdint>
#include <cstring>
#include <string_view>

#include "abi/st_parameter.h"

extern "C" {
void _gfortran_st_read(ftnio::abi::Dt*);
void _gfortran_st_read_done(ftnio::abi::Dt*);
void _gfortran_st_write(ftnio::abi::Dt*);
void _gfortran_st_write_done(ftnio::abi::Dt*);
void _gfortran_transfer_integer(ftnio::abi::Dt*, void*, int);
void _gfortran_transfer_integer_write(ftnio::abi::Dt*, void*, int);
void _gfortran_transfer_real(ftnio::abi::Dt*, void*, int);
void _gfortran_transfer_real_write(ftnio::abi::Dt*, void*, int);
void _gfortran_transfer_real128(ftnio::abi::Dt*, void*, int);
void _gfortran_transfer_complex(ftnio::abi::Dt*, void*, int);
void _gfortran_transfer_logical(ftnio::abi::Dt*, void*, int);
void _gfortran_transfer_logical_write(ftnio::abi::Dt*, void*, int);
void _gfortran_transfer_character(ftnio::abi::Dt*, void*, size_t);
void _gfortran_transfer_character_write(ftnio::abi::Dt*, void*, size_t);
void _gfortran_st_open(ftnio::abi::Open*);
void _gfortran_st_close(ftnio::abi::Close*);
void _gfortran_st_backspace(ftnio::abi::Filepos*);
}

namespace fuzz {

// A data transfer statement with IOSTAT= and IOMSG=.
struct Statement {
  ftnio::abi::Dt dt;
  int32_t iostat = 0;
  char iomsg[256];

  explicit Statement(int32_t unit) {
    std::memset(&dt, 0xA5, sizeof dt);  // blocks are stack garbage
    dt.common.flags = ftnio::abi::kHasIostat | ftnio::abi::kHasIomsg;
    dt.common.unit = unit;
    dt.common.filename = "fuzz.f90";
    dt.common.line = 1;
    dt.common.iostat = &iostat;
    dt.common.iomsg = iomsg;
    dt.common.iomsg_len = sizeof iomsg;
  }
  // FMT=; the text must outlive the statement.
  void format(std::string_view f) {
    dt.common.flags |= ftnio::abi::kDtFormat;
    dt.format = {f.data(), f.size()};
  }
  void list_directed() { dt.common.flags |= ftnio::abi::kDtListFormat; }
  // A scalar CHARACTER(kind=1) internal unit.
  void internal(char* data, size_t len) {
    dt.common.unit = -1;
    dt.common.flags |= ftnio::abi::kDtInternalUnit;
    dt.internal_unit = {data, len};
    dt.internal_unit_desc = nullptr;
  }
  bool failed() const {
    return (dt.common.flags & ftnio::abi::kLibreturnMask) != 0;
  }
};

}  // namespace fuzz

#endif  // FTNIO_FUZZ_ABI_DRIVER_H
