// SPDX-License-Identifier: MIT
// libFuzzer target: namelist READ from an internal unit.  The input is the
// text; the group holds scalars, arrays, a string and derived-type
// components, registered as compiled code does (docs/abi.md §6.5), so
// names, subscripts, sections, substrings, repeat counts, delimiters,
// comments and group ends all meet the reader.
#include <complex>
#include <cstdint>
#include <vector>

#include "abi_driver.h"

extern "C" {
void _gfortran_st_set_nml_var(ftnio::abi::Dt*, void*, char*, int32_t, size_t,
                              ftnio::abi::DType);
void _gfortran_st_set_nml_var_dim(ftnio::abi::Dt*, int32_t, ptrdiff_t,
                                  ptrdiff_t, ptrdiff_t);
}

namespace {

struct Group {
  int32_t n = 0;
  float v[6] = {};         // real v(2,3)
  char name[8] = {};       // character(8)
  int32_t flag = 0;        // logical
  std::complex<double> z;  // complex(8)
  struct {
    int32_t k;
    double r[2];
  } rec = {};  // type(t) :: rec with k, r(2)
};

ftnio::abi::DType dtype(size_t elem_len, int rank, int type) {
  return ftnio::abi::DType{elem_len, 0, static_cast<int8_t>(rank),
                           static_cast<int8_t>(type), 0};
}

void add(ftnio::abi::Dt* dt, void* p, const char* name, int kind, size_t slen,
         ftnio::abi::DType t) {
  _gfortran_st_set_nml_var(dt, p, const_cast<char*>(name), kind, slen, t);
}

void register_group(ftnio::abi::Dt* dt, Group& g) {
  add(dt, &g.n, "n", 4, 0, dtype(4, 0, 1));
  add(dt, g.v, "v", 4, 0, dtype(4, 2, 3));
  _gfortran_st_set_nml_var_dim(dt, 0, 1, 1, 2);
  _gfortran_st_set_nml_var_dim(dt, 1, 2, 1, 3);
  add(dt, g.name, "name", 1, 8, dtype(8, 0, 6));
  add(dt, &g.flag, "flag", 4, 0, dtype(4, 0, 2));
  add(dt, &g.z, "z", 8, 0, dtype(16, 0, 4));
  add(dt, &g.rec, "rec", 0, 0, dtype(sizeof g.rec, 0, 5));
  add(dt, &g.rec.k, "rec%k", 4, 0, dtype(4, 0, 1));
  add(dt, g.rec.r, "rec%r", 8, 0, dtype(8, 1, 3));
  _gfortran_st_set_nml_var_dim(dt, 0, 1, 1, 2);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::vector<char> rec(data, data + size);
  Group g;
  fuzz::Statement s(-1);
  s.internal(rec.data(), rec.size());
  s.dt.common.flags |=
      ftnio::abi::kDtNamelistName | ftnio::abi::kDtNamelistRead;
  static const char kName[] = "grp";
  s.dt.namelist_name = {3, kName};
  register_group(&s.dt, g);
  _gfortran_st_read(&s.dt);
  _gfortran_st_read_done(&s.dt);
  return 0;
}
