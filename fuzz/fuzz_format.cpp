// SPDX-License-Identifier: MIT
// libFuzzer target: the format parser and interpreter.  The input is a
// format string; it drives one internal WRITE of an INTEGER, a REAL(8), a
// CHARACTER and a LOGICAL item (revisiting the format), then a READ of the
// same items from a fixed record with the same format.
#include <cstdint>
#include <string>
#include <vector>

#include "abi_driver.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string fmt(reinterpret_cast<const char*>(data), size);
  // DT editing is being implemented on another branch; until then ftnio
  // ends the program on it by design ("not implemented").
  for (size_t i = 0; i + 1 < size; ++i)
    if ((fmt[i] | 0x20) == 'd' && (fmt[i + 1] | 0x20) == 't') return 0;
  // Groups repeated millions of times in all (counts multiply when
  // nested) with X or / inside are real work (libgfortran takes longer),
  // not a hang: formats whose group counts, multiplied, times the
  // format's length pass 10^7 edits are skipped ("999(..999(70 X))"
  // takes 0.8 s in a release build, 1.1 s in libgfortran, 18 s here).
  // Blanks and tabs inside a count are skipped, as the format lexer does
  // ("0121420<tab>04(x)" is a group of 12142004).
  double product = 1, count = 0;
  const double length = static_cast<double>(size);
  for (char ch : fmt) {
    if (ch >= '0' && ch <= '9') {
      count = count * 10 + (ch - '0');
      continue;
    }
    if (ch == '(' && count > 1) product *= count;
    if (product * length > 1e7) return 0;
    if (ch != ' ' && ch != '\t') count = 0;
  }
  char out[512];
  {
    fuzz::Statement s(-1);
    s.internal(out, sizeof out);
    s.format(fmt);
    int32_t i = -12345;
    double r = 3.25e-7;
    char c[8] = {'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'};
    int32_t l = 1;
    _gfortran_st_write(&s.dt);
    for (int k = 0; k < 3 && !s.failed(); ++k) {
      _gfortran_transfer_integer_write(&s.dt, &i, 4);
      _gfortran_transfer_real_write(&s.dt, &r, 8);
      _gfortran_transfer_character_write(&s.dt, c, sizeof c);
      _gfortran_transfer_logical_write(&s.dt, &l, 4);
    }
    _gfortran_st_write_done(&s.dt);
  }
  {
    char in[] = "  12 3.5e1 T abcdefgh 0.25 -7 F xyz 1 2 3 4 5 6 7 8 9";
    fuzz::Statement s(-1);
    s.internal(in, sizeof in - 1);
    s.format(fmt);
    int32_t i;
    double r;
    char c[8];
    int32_t l;
    _gfortran_st_read(&s.dt);
    _gfortran_transfer_integer(&s.dt, &i, 4);
    _gfortran_transfer_real(&s.dt, &r, 8);
    _gfortran_transfer_character(&s.dt, c, sizeof c);
    _gfortran_transfer_logical(&s.dt, &l, 4);
    _gfortran_st_read_done(&s.dt);
  }
  return 0;
}
