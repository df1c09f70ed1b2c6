// SPDX-License-Identifier: MIT
// The connection statements the whole-library microbenchmarks need
// (bench_unformatted, bench_read): OPEN, REWIND and CLOSE through the
// gfortran entry points, on hand-built parameter blocks (perf/).
#ifndef FTNIO_PERF_BENCH_UNITS_H
#define FTNIO_PERF_BENCH_UNITS_H

#include <string>

#include "abi/st_parameter.h"

extern "C" {
void _gfortran_st_open(ftnio::abi::Open*);
void _gfortran_st_close(ftnio::abi::Close*);
void _gfortran_st_rewind(ftnio::abi::Filepos*);
}

namespace bench {

// OPEN(unit, FILE=path, STATUS=status, FORM=form), IOSTAT= given.
inline void open_unit(int32_t unit, const std::string& path, const char* status,
                      const char* form) {
  ftnio::abi::Open op{};
  op.common.flags =
      ftnio::abi::kHasIostat | (1u << 8) | (1u << 9) | (1u << 11) | (1u << 24);
  int32_t ios = 0;
  op.common.iostat = &ios;
  op.common.unit = unit;
  op.common.filename = __FILE__;
  op.file = {path.size(), path.c_str()};
  op.status = {status, std::char_traits<char>::length(status)};
  op.form = {form, std::char_traits<char>::length(form)};
  _gfortran_st_open(&op);
}

inline void rewind_unit(int32_t unit) {
  ftnio::abi::Filepos fp{};
  fp.common.unit = unit;
  fp.common.filename = __FILE__;
  _gfortran_st_rewind(&fp);
}

inline void close_unit(int32_t unit) {
  ftnio::abi::Close c{};
  c.common.unit = unit;
  c.common.filename = __FILE__;
  _gfortran_st_close(&c);
}

}  // namespace bench

#endif  // FTNIO_PERF_BENCH_UNITS_H
