// SPDX-License-Identifier: MIT
// Check tests of libio/conv list-directed item text against libgfortran 12:
// fixed tables and a randomized gfortran oracle (tests).
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cmath>
#include <cstdint>
#include <string>

#include "conv/decimal.h"
#include "conv/list_items.h"
#include "test_util.h"

using ftnio::conv::ListOptions;

namespace {

// One value: the tag names the item type and kind ("R8", "C4", "I16",
// "L1", ...) with an optional mode suffix ('P' = SIGN='PLUS', 'M' =
// DECIMAL='COMMA'); hex is the storage as printed by Z editing (two
// space-separated fields for a complex); expected is the item's text.
struct Case {
  const char* tag;  // type letter, kind, optional mode letter
  const char* hex;  // big-endian hex digits of each part
  const char*
      expected;  // libgfortran's text, without the record's leading blank
};

// The tables below are gfortran 12.2 `print *` output of
// libio/tests/data/list_table.f90, converted mechanically: each pair of
// records "<tag> <hex>" / " <item>" became {tag, hex, item}.  kPlain is
// the plain run; kPlus holds the records that changed when the program ran
// with GFORTRAN_OPTIONAL_PLUS=y; kNoSignZero those that changed when it
// was compiled with -fno-sign-zero.  (REAL(10) hex includes the padding
// bytes of the 16-byte storage, which are garbage and must be ignored.)
const Case kPlain[] = {
    {"R4", "3F800000", "  1.00000000    "},
    {"R4", "3DCCCCCD", " 0.100000001    "},
    {"R4", "3DCCCCBF", "  9.99998972E-02"},
    {"R4", "3DCCCCCB", "  9.99999866E-02"},
    {"R4", "4E6E6B27", "  999999936.    "},
    {"R4", "4E6E6B28", "  1.00000000E+09"},
    {"R4", "4E6E6B28", "  1.00000000E+09"},
    {"R4", "501502F9", "  1.00000000E+10"},
    {"R4", "42F6E979", "  123.456001    "},
    {"R4", "3F2AAAAB", " 0.666666687    "},
    {"R4", "AEDBE6FF", " -1.00000001E-10"},
    {"R4", "7F7FFFFF", "  3.40282347E+38"},
    {"R4", "00800000", "  1.17549435E-38"},
    {"R4", "00000001", "  1.40129846E-45"},
    {"R4", "80000000", " -0.00000000    "},
    {"R4", "00000000", "  0.00000000    "},
    {"R4", "7F800000", "        Infinity"},
    {"R4", "FF800000", "       -Infinity"},
    {"R4", "FFC00000", "             NaN"},
    {"R4", "3727C5AC", "  9.99999975E-06"},
    {"R4", "7E967699", "  9.99999968E+37"},
    {"R4", "47C34FFF", "  99999.9922    "},
    {"R4", "3F000000", " 0.500000000    "},
    {"R4", "4CBEBC20", "  100000000.    "},
    {"R4", "40490FDB", "  3.14159274    "},
    {"R4", "00000002", "  2.80259693E-45"},
    {"R4", "42C80000", "  100.000000    "},
    {"R4", "3DCCCCCC", "  9.99999940E-02"},
    {"R4", "4996B438", "  1234567.00    "},
    {"R4", "4B3C614E", "  12345678.0    "},
    {"R8", "3FF0000000000000", "  1.0000000000000000     "},
    {"R8", "3FB999999999999A", " 0.10000000000000001     "},
    {"R8", "4376345785D89FFF", "  99999999999999984.     "},
    {"R8", "4376345785D8A000", "  1.0000000000000000E+017"},
    {"R8", "41CDCD64FF800000", "  999999999.00000000     "},
    {"R8", "54B249AD2594C37D", "  1.0000000000000000E+100"},
    {"R8", "2B2BFF2EE48E0530", "  1.0000000000000000E-100"},
    {"R8", "3EE4F8B588E368F1", "  1.0000000000000001E-005"},
    {"R8", "7FEFFFFFFFFFFFFF", "  1.7976931348623157E+308"},
    {"R8", "0010000000000000", "  2.2250738585072014E-308"},
    {"R8", "0000000000000001", "  4.9406564584124654E-324"},
    {"R8", "8000000000000000", " -0.0000000000000000     "},
    {"R8", "0000000000000000", "  0.0000000000000000     "},
    {"R8", "7FF0000000000000", "                 Infinity"},
    {"R8", "FFF0000000000000", "                -Infinity"},
    {"R8", "FFF8000000000000", "                      NaN"},
    {"R8", "4480F0CF064DD592", "  1.0000000000000000E+022"},
    {"R8", "40FE240C9FBE76C9", "  123456.78900000000     "},
    {"R8", "3FE5555555555555", " 0.66666666666666663     "},
    {"R8", "3FB9999999999999", "  9.9999999999999992E-002"},
    {"R8", "4341C37937E08000", "  10000000000000000.     "},
    {"R8", "430C6BF526340000", "  1000000000000000.0     "},
    {"R8", "3FB999999999999A", " 0.10000000000000001     "},
    {"R8", "7FE1CCF385EBC8A0", "  1.0000000000000000E+308"},
    {"R8", "000730D67819E8D2", "  9.9999999999999991E-309"},
    {"R8", "0000000000000001", "  4.9406564584124654E-324"},
    {"R8", "42D6BCC41E8FFFFF", "  99999999999999.984     "},
    {"R8", "BFF8000000000000", " -1.5000000000000000     "},
    {"R8", "4202A05F20000000", "  10000000000.000000     "},
    {"R8", "3DDB7CDFD9D7BDBB", "  1.0000000000000000E-010"},
    {"R8", "3FD3333333333333", " 0.29999999999999999     "},
    {"R8", "547D42AEA2879F2E", "  9.9999999999999997E+098"},
    {"R8", "2B617F7D4ED8C33E", "  1.0000000000000000E-099"},
    {"R8", "01A56E1FC2F8F359", "  1.0000000000000000E-300"},
    {"R10", "0000000000003FFF8000000000000000",
     "  1.00000000000000000000      "},
    {"R10", "0000000000003FFBCCCCCCCCCCCCCCCD",
     "  1.00000000000000000001E-0001"},
    {"R10", "8C78B9A38C373FFBCCCCCCCCCCCCD000",
     " 0.100000000000000005551      "},
    {"R10", "8C78B9A38C377FFEFFFFFFFFFFFFFFFF",
     "  1.18973149535723176502E+4932"},
    {"R10", "00007F19D7A500018000000000000000",
     "  3.36210314311209350626E-4932"},
    {"R10", "00000000010080000000000000000000",
     " -0.00000000000000000000      "},
    {"R10", "0000000000007FFF8000000000000000",
     "                      Infinity"},
    {"R10", "000000000000FFFFC000000000000000",
     "                           NaN"},
    {"R10", "0000000000003FFDAAAAAAAAAAAAAAAB",
     " 0.333333333333333333342      "},
    {"R10", "0000000000004044D8D726B7177A8000",
     "  1.00000000000000000000E+0021"},
    {"R10", "0000000000004044D8D726B7177A7FFF",
     "  999999999999999999936.      "},
    {"R10", "0000000000003FEEA7C5AC471B478423",
     "  9.99999999999999999995E-0006"},
    {"R16", "3FFF0000000000000000000000000000",
     "  1.00000000000000000000000000000000000      "},
    {"R16", "3FFB999999999999999999999999999A",
     "  1.00000000000000000000000000000000005E-0001"},
    {"R16", "3FFB999999999999A000000000000000",
     " 0.100000000000000005551115123125782702      "},
    {"R16", "7FFEFFFFFFFFFFFFFFFFFFFFFFFFFFFF",
     "  1.18973149535723176508575932662800702E+4932"},
    {"R16", "00010000000000000000000000000000",
     "  3.36210314311209350626267781732175260E-4932"},
    {"R16", "80000000000000000000000000000000",
     " -0.00000000000000000000000000000000000      "},
    {"R16", "7FFF0000000000000000000000000000",
     "                                     Infinity"},
    {"R16", "FFFF8000000000000000000000000000",
     "                                          NaN"},
    {"R16", "3FFD5555555555555555555555555555",
     " 0.333333333333333333333333333333333317      "},
    {"R16", "4076812F9CF7920E2B66973E20000000",
     "  1.00000000000000000000000000000000000E+0036"},
    {"R16", "4076812F9CF7920E2B66973E1FFFFFFF",
     "  999999999999999999999999999999999872.      "},
    {"R16", "3FEE4F8B588E368F08461F9F01B866E4",
     "  9.99999999999999999999999999999999966E-0006"},
    {"C4", "3F800000 C0200000", "           (1.00000000,-2.50000000)"},
    {"C4M", "3F800000 C0200000", "           (1,00000000;-2,50000000)"},
    {"C4", "60AD78EC 3F000000", "      (1.000000020E+20,0.500000000)"},
    {"C4M", "60AD78EC 3F000000", "      (1,000000020E+20;0,500000000)"},
    {"C4", "7F800000 FF800000", "                         (Inf,-Inf)"},
    {"C4M", "7F800000 FF800000", "                         (Inf;-Inf)"},
    {"C4", "FFC00000 00000000", "                   (NaN,0.00000000)"},
    {"C4M", "FFC00000 00000000", "                   (NaN;0,00000000)"},
    {"C4", "00000000 80000000", "           (0.00000000,-0.00000000)"},
    {"C4M", "00000000 80000000", "           (0,00000000;-0,00000000)"},
    {"C4", "1E3CE508 42F60000", "       (9.999999683E-21,123.000000)"},
    {"C4M", "1E3CE508 42F60000", "       (9,999999683E-21;123,000000)"},
    {"C8", "4415AF1D78B58C40 3FE0000000000000",
     "       (1.00000000000000000E+020,0.50000000000000000)"},
    {"C8", "3FF0000000000000 0000000000000000",
     "              (1.0000000000000000,0.0000000000000000)"},
    {"C8", "FFF0000000000000 FFF8000000000000",
     "                                           (-Inf,NaN)"},
    {"C8", "01A56E1FC2F8F359 BFE5555555555555",
     "      (1.00000000000000003E-300,-0.66666666666666663)"},
    {"C8", "419D6F3454000000 4376345785D8A000",
     "        (123456789.00000000,1.00000000000000000E+017)"},
    {"R4M", "4E6E6B27", "  999999936,    "},
    {"R8M", "41CDCD64FF800000", "  999999999,00000000     "},
    {"R4M", "3F2AAAAB", " 0,666666687    "},
    {"R8M", "0010000000000000", "  2,2250738585072014E-308"},
    {"R4M", "80000000", " -0,00000000    "},
    {"R8M", "FFF0000000000000", "                -Infinity"},
    {"R4M", "3727C5AC", "  9,99999975E-06"},
    {"R8M", "3FB9999999999999", "  9,9999999999999992E-002"},
    {"I1", "7F", " 127"},
    {"I1", "80", "-128"},
    {"I2", "8000", "-32768"},
    {"I4", "80000000", "-2147483648"},
    {"I4", "00000000", "          0"},
    {"I4", "0000002A", "         42"},
    {"I8", "8000000000000000", "-9223372036854775808"},
    {"I8", "7FFFFFFFFFFFFFFF", " 9223372036854775807"},
    {"I16", "80000000000000000000000000000000",
     "-170141183460469231731687303715884105728"},
    {"I16", "7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF",
     " 170141183460469231731687303715884105727"},
    {"I16", "00000000000000008AC7230489E80000",
     "                    10000000000000000000"},
    {"I16", "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF9",
     "                                      -7"},
    {"L1", "01", "T"},
    {"L4", "00000000", "F"},
    {"L16", "00000000000000000000000000000001", "T"},
};
const Case kPlus[] = {
    {"R4", "3F800000", " +1.00000000    "},
    {"R4", "3DCCCCCD", "+0.100000001    "},
    {"R4", "3DCCCCBF", " +9.99998972E-02"},
    {"R4", "3DCCCCCB", " +9.99999866E-02"},
    {"R4", "4E6E6B27", " +999999936.    "},
    {"R4", "4E6E6B28", " +1.00000000E+09"},
    {"R4", "4E6E6B28", " +1.00000000E+09"},
    {"R4", "501502F9", " +1.00000000E+10"},
    {"R4", "42F6E979", " +123.456001    "},
    {"R4", "3F2AAAAB", "+0.666666687    "},
    {"R4", "7F7FFFFF", " +3.40282347E+38"},
    {"R4", "00800000", " +1.17549435E-38"},
    {"R4", "00000001", " +1.40129846E-45"},
    {"R4", "00000000", " +0.00000000    "},
    {"R4", "7F800000", "       +Infinity"},
    {"R4", "3727C5AC", " +9.99999975E-06"},
    {"R4", "7E967699", " +9.99999968E+37"},
    {"R4", "47C34FFF", " +99999.9922    "},
    {"R4", "3F000000", "+0.500000000    "},
    {"R4", "4CBEBC20", " +100000000.    "},
    {"R4", "40490FDB", " +3.14159274    "},
    {"R4", "00000002", " +2.80259693E-45"},
    {"R4", "42C80000", " +100.000000    "},
    {"R4", "3DCCCCCC", " +9.99999940E-02"},
    {"R4", "4996B438", " +1234567.00    "},
    {"R4", "4B3C614E", " +12345678.0    "},
    {"R8", "3FF0000000000000", " +1.0000000000000000     "},
    {"R8", "3FB999999999999A", "+0.10000000000000001     "},
    {"R8", "4376345785D89FFF", " +99999999999999984.     "},
    {"R8", "4376345785D8A000", " +1.0000000000000000E+017"},
    {"R8", "41CDCD64FF800000", " +999999999.00000000     "},
    {"R8", "54B249AD2594C37D", " +1.0000000000000000E+100"},
    {"R8", "2B2BFF2EE48E0530", " +1.0000000000000000E-100"},
    {"R8", "3EE4F8B588E368F1", " +1.0000000000000001E-005"},
    {"R8", "7FEFFFFFFFFFFFFF", " +1.7976931348623157E+308"},
    {"R8", "0010000000000000", " +2.2250738585072014E-308"},
    {"R8", "0000000000000001", " +4.9406564584124654E-324"},
    {"R8", "0000000000000000", " +0.0000000000000000     "},
    {"R8", "7FF0000000000000", "                +Infinity"},
    {"R8", "4480F0CF064DD592", " +1.0000000000000000E+022"},
    {"R8", "40FE240C9FBE76C9", " +123456.78900000000     "},
    {"R8", "3FE5555555555555", "+0.66666666666666663     "},
    {"R8", "3FB9999999999999", " +9.9999999999999992E-002"},
    {"R8", "4341C37937E08000", " +10000000000000000.     "},
    {"R8", "430C6BF526340000", " +1000000000000000.0     "},
    {"R8", "3FB999999999999A", "+0.10000000000000001     "},
    {"R8", "7FE1CCF385EBC8A0", " +1.0000000000000000E+308"},
    {"R8", "000730D67819E8D2", " +9.9999999999999991E-309"},
    {"R8", "0000000000000001", " +4.9406564584124654E-324"},
    {"R8", "42D6BCC41E8FFFFF", " +99999999999999.984     "},
    {"R8", "4202A05F20000000", " +10000000000.000000     "},
    {"R8", "3DDB7CDFD9D7BDBB", " +1.0000000000000000E-010"},
    {"R8", "3FD3333333333333", "+0.29999999999999999     "},
    {"R8", "547D42AEA2879F2E", " +9.9999999999999997E+098"},
    {"R8", "2B617F7D4ED8C33E", " +1.0000000000000000E-099"},
    {"R8", "01A56E1FC2F8F359", " +1.0000000000000000E-300"},
    {"R10", "0000000000003FFF8000000000000000",
     " +1.00000000000000000000      "},
    {"R10", "0000000000003FFBCCCCCCCCCCCCCCCD",
     " +1.00000000000000000001E-0001"},
    {"R10", "B7E84FBA13BB3FFBCCCCCCCCCCCCD000",
     "+0.100000000000000005551      "},
    {"R10", "B7E84FBA13BB7FFEFFFFFFFFFFFFFFFF",
     " +1.18973149535723176502E+4932"},
    {"R10", "00007F5C1AC500018000000000000000",
     " +3.36210314311209350626E-4932"},
    {"R10", "0000000000007FFF8000000000000000",
     "                     +Infinity"},
    {"R10", "0000000000003FFDAAAAAAAAAAAAAAAB",
     "+0.333333333333333333342      "},
    {"R10", "0000000000004044D8D726B7177A8000",
     " +1.00000000000000000000E+0021"},
    {"R10", "0000000000004044D8D726B7177A7FFF",
     " +999999999999999999936.      "},
    {"R10", "0000000000003FEEA7C5AC471B478423",
     " +9.99999999999999999995E-0006"},
    {"R16", "3FFF0000000000000000000000000000",
     " +1.00000000000000000000000000000000000      "},
    {"R16", "3FFB999999999999999999999999999A",
     " +1.00000000000000000000000000000000005E-0001"},
    {"R16", "3FFB999999999999A000000000000000",
     "+0.100000000000000005551115123125782702      "},
    {"R16", "7FFEFFFFFFFFFFFFFFFFFFFFFFFFFFFF",
     " +1.18973149535723176508575932662800702E+4932"},
    {"R16", "00010000000000000000000000000000",
     " +3.36210314311209350626267781732175260E-4932"},
    {"R16", "7FFF0000000000000000000000000000",
     "                                    +Infinity"},
    {"R16", "3FFD5555555555555555555555555555",
     "+0.333333333333333333333333333333333317      "},
    {"R16", "4076812F9CF7920E2B66973E20000000",
     " +1.00000000000000000000000000000000000E+0036"},
    {"R16", "4076812F9CF7920E2B66973E1FFFFFFF",
     " +999999999999999999999999999999999872.      "},
    {"R16", "3FEE4F8B588E368F08461F9F01B866E4",
     " +9.99999999999999999999999999999999966E-0006"},
    {"C4", "3F800000 C0200000", "          (+1.00000000,-2.50000000)"},
    {"C4M", "3F800000 C0200000", "          (+1,00000000;-2,50000000)"},
    {"C4", "60AD78EC 3F000000", "    (+1.000000020E+20,+0.500000000)"},
    {"C4M", "60AD78EC 3F000000", "    (+1,000000020E+20;+0,500000000)"},
    {"C4", "7F800000 FF800000", "                        (+Inf,-Inf)"},
    {"C4M", "7F800000 FF800000", "                        (+Inf;-Inf)"},
    {"C4", "FFC00000 00000000", "                  (NaN,+0.00000000)"},
    {"C4M", "FFC00000 00000000", "                  (NaN;+0,00000000)"},
    {"C4", "00000000 80000000", "          (+0.00000000,-0.00000000)"},
    {"C4M", "00000000 80000000", "          (+0,00000000;-0,00000000)"},
    {"C4", "1E3CE508 42F60000", "     (+9.999999683E-21,+123.000000)"},
    {"C4M", "1E3CE508 42F60000", "     (+9,999999683E-21;+123,000000)"},
    {"C8", "4415AF1D78B58C40 3FE0000000000000",
     "     (+1.00000000000000000E+020,+0.50000000000000000)"},
    {"C8", "3FF0000000000000 0000000000000000",
     "            (+1.0000000000000000,+0.0000000000000000)"},
    {"C8", "01A56E1FC2F8F359 BFE5555555555555",
     "     (+1.00000000000000003E-300,-0.66666666666666663)"},
    {"C8", "419D6F3454000000 4376345785D8A000",
     "      (+123456789.00000000,+1.00000000000000000E+017)"},
    {"R4M", "4E6E6B27", " +999999936,    "},
    {"R8M", "41CDCD64FF800000", " +999999999,00000000     "},
    {"R4M", "3F2AAAAB", "+0,666666687    "},
    {"R8M", "0010000000000000", " +2,2250738585072014E-308"},
    {"R4M", "3727C5AC", " +9,99999975E-06"},
    {"R8M", "3FB9999999999999", " +9,9999999999999992E-002"},
    {"I1", "7F", "+127"},
    {"I4", "00000000", "         +0"},
    {"I4", "0000002A", "        +42"},
    {"I8", "7FFFFFFFFFFFFFFF", "+9223372036854775807"},
    {"I16", "7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF",
     "+170141183460469231731687303715884105727"},
    {"I16", "00000000000000008AC7230489E80000",
     "                   +10000000000000000000"},
};
const Case kNoSignZero[] = {
    {"R4", "80000000", "  0.00000000    "},
    {"R8", "8000000000000000", "  0.0000000000000000     "},
    {"R10", "00000000010080000000000000000000",
     "  0.00000000000000000000      "},
    {"R16", "80000000000000000000000000000000",
     "  0.00000000000000000000000000000000000      "},
    {"C4", "00000000 80000000", "            (0.00000000,0.00000000)"},
    {"C4M", "00000000 80000000", "            (0,00000000;0,00000000)"},
    {"R4M", "80000000", "  0,00000000    "},
};

// Decodes nhex big-endian hex digits into little-endian storage.
bool decode_hex(const char* s, size_t nhex, unsigned char* out) {
  if (nhex % 2 != 0) return false;
  const size_t bytes = nhex / 2;
  for (size_t i = 0; i < bytes; ++i) {
    unsigned v = 0;
    for (int k = 0; k < 2; ++k) {
      const char c = s[2 * i + k];
      unsigned d;
      if (c >= '0' && c <= '9')
        d = static_cast<unsigned>(c - '0');
      else if (c >= 'A' && c <= 'F')
        d = static_cast<unsigned>(c - 'A' + 10);
      else if (c >= 'a' && c <= 'f')
        d = static_cast<unsigned>(c - 'a' + 10);
      else
        return false;
      v = v * 16 + d;
    }
    out[bytes - 1 - i] = static_cast<unsigned char>(v);
  }
  return true;
}

// Converts one value with ftnio; returns false on a malformed tag or hex.
bool convert(const char* tag, const char* hex, const ListOptions& base,
             std::string* text) {
  const char type = tag[0];
  char* end = nullptr;
  const long kind = strtol(tag + 1, &end, 10);
  ListOptions opt = base;
  if (*end == 'P')
    opt.optional_plus = true;
  else if (*end == 'M')
    opt.decimal_comma = true;
  else if (*end != '\0')
    return false;
  alignas(16) unsigned char storage[64] = {};
  // Storage bytes of one part: real(10) occupies 16 like real(16).
  const size_t part = kind == 10 ? 16 : static_cast<size_t>(kind);
  const char* sp = strchr(hex, ' ');
  const size_t n1 = sp ? static_cast<size_t>(sp - hex) : strlen(hex);
  if (!decode_hex(hex, n1, storage)) return false;
  if (type == 'C') {
    if (!sp || !decode_hex(sp + 1, strlen(sp + 1), storage + part))
      return false;
  }
  char out[ftnio::conv::kListItemMax];
  size_t n = 0;
  const int k = static_cast<int>(kind);
  switch (type) {
    case 'R': n = ftnio::conv::list_real(out, storage, k, opt); break;
    case 'C': n = ftnio::conv::list_complex(out, storage, k, opt); break;
    case 'I': n = ftnio::conv::list_integer(out, storage, k, opt); break;
    case 'L': n = ftnio::conv::list_logical(out, storage, k); break;
    default: return false;
  }
  text->assign(out, n);
  return true;
}

// Runs a table; returns the number of mismatches (each one is printed).
int run_table(const Case* cases, size_t count, const ListOptions& opt,
              const char* name) {
  int bad = 0;
  for (size_t i = 0; i < count; ++i) {
    std::string got;
    if (!convert(cases[i].tag, cases[i].hex, opt, &got) ||
        got != cases[i].expected) {
      fprintf(stderr, "%s: %s %s: expected [%s] got [%s]\n", name, cases[i].tag,
              cases[i].hex, cases[i].expected, got.c_str());
      ++bad;
    }
  }
  return bad;
}

template <size_t N>
int run_table(const Case (&cases)[N], const ListOptions& opt,
              const char* name) {
  return run_table(cases, N, opt, name);
}

START_TEST(table_plain) {
  ck_assert_int_eq(run_table(kPlain, ListOptions{}, "plain"), 0);
}
END_TEST

START_TEST(table_optional_plus) {
  ListOptions opt;
  opt.optional_plus = true;
  ck_assert_int_eq(run_table(kPlus, opt, "optional_plus"), 0);
}
END_TEST

START_TEST(table_no_sign_zero) {
  ListOptions opt;
  opt.sign_zero = false;
  ck_assert_int_eq(run_table(kNoSignZero, opt, "no_sign_zero"), 0);
}
END_TEST

// The digit core against glibc's printf, which is exact: "%.*e" gives the
// significant digits, "%.*f" the fixed ones.  Values come from xorshift64
// bit patterns (finite ones only) plus a few hand-picked carries and zeros.
uint64_t xorshift(uint64_t* s) {
  *s ^= *s << 13;
  *s ^= *s >> 7;
  *s ^= *s << 17;
  return *s;
}

// Digits of printf's text, and the exponent of its first digit.
ftnio::conv::Digits printf_digits(const char* text, bool scientific, int nfrac,
                                  std::string* d) {
  d->clear();
  const char* p = text;
  for (; *p && *p != 'e'; ++p) {
    if (*p >= '0' && *p <= '9') d->push_back(*p);
  }
  if (scientific) return {static_cast<int>(d->size()), atoi(p + 1)};
  const size_t lead = d->find_first_not_of('0');
  d->erase(0, lead == std::string::npos ? d->size() : lead);
  const int count = static_cast<int>(d->size());
  return {count, count - 1 - nfrac};
}

// digits_significant(v, n) against printf's "%.{n-1}e": 1 if it differs.
int check_significant(double v, int n) {
  char buf[400];
  char ref[400];
  std::string want;
  const auto got = ftnio::conv::digits_significant(v, n, buf, sizeof buf);
  snprintf(ref, sizeof ref, "%.*e", n - 1, fabs(v));
  const auto exp = printf_digits(ref, true, 0, &want);
  const bool zero = v == 0;  // the core reports exponent 0 for zero
  if (got.count == exp.count && (zero || got.exp10 == exp.exp10) &&
      !want.compare(0, std::string::npos, buf,
                    static_cast<size_t>(got.count > 0 ? got.count : 0)))
    return 0;
  fprintf(stderr, "digits_significant(%a, %d) differs from %s\n", v, n, ref);
  return 1;
}

// digits_fixed(v, nfrac) against printf's "%.{nfrac}f": 1 if it differs.
int check_fixed(double v, int nfrac) {
  char buf[400];
  char ref[400];
  std::string want;
  const auto got = ftnio::conv::digits_fixed(v, nfrac, buf, sizeof buf);
  snprintf(ref, sizeof ref, "%.*f", nfrac, fabs(v));
  const auto exp = printf_digits(ref, false, nfrac, &want);
  if (got.count == exp.count && got.exp10 == exp.exp10 &&
      !want.compare(0, std::string::npos, buf, static_cast<size_t>(got.count)))
    return 0;
  fprintf(stderr, "digits_fixed(%a, %d) differs from %s\n", v, nfrac, ref);
  return 1;
}

// Checks both digit functions on |v| for several digit counts.
int check_core(double v) {
  int bad = 0;
  for (int n = 1; n <= 40; n += 13) bad += check_significant(v, n);
  // (from 1e60 the fixed text would not fit the buffer)
  for (int nfrac = 0; nfrac <= 30 && fabs(v) < 1e60; nfrac += 6)
    bad += check_fixed(v, nfrac);
  return bad;
}

// Every digit count the integer path serves (1..19 significant, 0..27
// after the point) on values where its two scalings and its rounding
// meet their edges: exact ties (k + 1/2, binary fractions with a last
// digit 5), carries into a new digit (9.99..), powers of ten and their
// neighbours, and the ends of the magnitude range it takes.
int check_scaled_edges(double v) {
  int bad = 0;
  for (int n = 1; n <= 20; ++n) bad += check_significant(v, n);
  for (int nfrac = 0; nfrac <= 28 && fabs(v) < 1e60; ++nfrac)
    bad += check_fixed(v, nfrac);
  return bad;
}

START_TEST(digit_scaled) {
  int bad = 0;
  const double edges[] = {0.5,       1.5,       2.5,
                          0.125,     0.375,     0.0625,
                          1e-5,      0.999999,  9.5,
                          99.5,      1e15,      1e16,
                          1e17,      1e19,      1e20,
                          1e22,      1e23,      1e38,
                          1e39,      1.7e38,    2e-15,
                          1e-16,     1e-20,     0x1p-60,
                          0x1p53,    0x1p63,    0x1p64,
                          0x1p-1022, 3.0 / 7.0, 0.1,
                          1e300,     1e-300,    9.9999999999999995e-5};
  for (double v : edges) {
    bad += check_scaled_edges(v);
    bad += check_scaled_edges(std::nextafter(v, 0.0));
    bad += check_scaled_edges(std::nextafter(v, 1e308));
  }
  // k + 1/2 and k + 1/4 for integers of every length: ties at every
  // digit count.
  for (double k = 1; k < 1e15; k = k * 10 + 3) {
    bad += check_scaled_edges(k + 0.5);
    bad += check_scaled_edges(k + 0.25);
    bad += check_scaled_edges(k * 10 + 5);
  }
  // Runs of nines: rounding carries into a new leading digit.
  for (double p = 1e-12; p < 1e25; p *= 10) {
    for (int j = 1; j <= 17; ++j)
      bad += check_scaled_edges(p * (10 - std::pow(10.0, 1 - j)));
    bad += check_scaled_edges(p * 9.9999999999);
    bad += check_scaled_edges(p * 0.99999999999999989);
  }
  uint64_t s = 0x9E3779B97F4A7C15ULL;
  for (int i = 0; i < 3000; ++i) {
    const uint64_t bits =
        (xorshift(&s) & 0x800FFFFFFFFFFFFFULL) |
        (static_cast<uint64_t>(1023 - 140 + xorshift(&s) % 280) << 52);
    double v;
    memcpy(&v, &bits, sizeof v);
    bad += check_scaled_edges(v);
  }
  // float goes the same way, through double.
  char buf[64];
  const auto f = ftnio::conv::digits_significant(0.1f, 12, buf, sizeof buf);
  ck_assert_int_eq(f.exp10, -1);
  ck_assert(memcmp(buf, "100000001490", 12) == 0);
  ck_assert_int_eq(bad, 0);
}
END_TEST

START_TEST(digit_core) {
  int bad = 0;
  const double fixed[] = {0.0, -0.0, 9.996,       0.0004, 0.5,
                          1.5, 2.5,  999.9999999, 1e-30,  123456789.0};
  for (double v : fixed) bad += check_core(v);
  uint64_t s = 88172645463325252ULL;
  for (int i = 0; i < 20000; ++i) {
    // Exponents around the decimal point, where fixed output is short.
    const uint64_t bits =
        (xorshift(&s) & 0x800FFFFFFFFFFFFFULL) |
        (static_cast<uint64_t>(1023 - 40 + xorshift(&s) % 120) << 52);
    double v;
    memcpy(&v, &bits, sizeof v);
    bad += check_core(v);
  }
  // The other kinds share the code; spot-check long double and float128.
  char buf[80];
  // 2^63 + 1 needs the full 64-bit significand of the x87 format.
  const long double big = 9223372036854775808.0L + 1;
  auto l = ftnio::conv::digits_significant(big, 21, buf, sizeof buf);
  ck_assert_int_eq(l.exp10, 18);
  ck_assert(memcmp(buf, "922337203685477580900", 21) == 0);
  l = ftnio::conv::digits_significant(-0x1p-10L, 21, buf, sizeof buf);
  ck_assert_int_eq(l.exp10, -4);
  ck_assert(memcmp(buf, "976562500000000000000", 21) == 0);
  ftnio::conv::float128 q = 1;  // 10^36 is exact in binary128 (5^36 < 2^113)
  for (int i = 0; i < 36; ++i) q *= 10;
  auto f = ftnio::conv::digits_fixed(q - 128, 1, buf, sizeof buf);
  ck_assert_int_eq(f.count, 37);
  ck_assert_int_eq(f.exp10, 35);
  ck_assert(memcmp(buf, "9999999999999999999999999999999998720", 37) == 0);
  ck_assert_int_eq(bad, 0);
}
END_TEST

// Kinds libgfortran has no list-directed conversion for give 0.
START_TEST(unsupported_kinds) {
  alignas(16) unsigned char storage[32] = {};
  char out[ftnio::conv::kListItemMax];
  ck_assert_uint_eq(ftnio::conv::list_integer(out, storage, 3, ListOptions{}),
                    0);
  ck_assert_uint_eq(ftnio::conv::list_logical(out, storage, 0), 0);
  ck_assert_uint_eq(ftnio::conv::list_real(out, storage, 2, ListOptions{}), 0);
  ck_assert_uint_eq(ftnio::conv::list_complex(out, storage, 17, ListOptions{}),
                    0);
}
END_TEST

using ftnio::test::remove_dir;

// Builds the oracle with gfortran into a fresh temp dir; returns the
// executable's path or "" (with a message) on failure.
std::string build_oracle(std::string* dir) {
  *dir = ftnio::test::make_temp_dir("oracle");
  if (dir->empty()) return "";
  return ftnio::test::build_oracle(*dir, "list_oracle.f90", "list_oracle");
}

// Per-type tallies of the oracle run, indexed by the tag's first letter.
struct Tally {
  long compared[4];  // R, C, I, L values compared
  long r4, r8;       // REAL(4) and REAL(8) items among compared[0]
  long bad;          // mismatches (the first few are printed)
};

// Reads the oracle's record pairs and compares every value.
void compare_stream(FILE* in, Tally* t) {
  char* head = nullptr;
  char* item = nullptr;
  size_t head_cap = 0;
  size_t item_cap = 0;
  std::string got;
  const char* const types = "RCIL";
  ssize_t hn;
  while ((hn = getline(&head, &head_cap, in)) > 0) {
    ssize_t in_len = getline(&item, &item_cap, in);
    if (in_len <= 0) break;
    if (head[hn - 1] == '\n') head[--hn] = '\0';
    if (item[in_len - 1] == '\n') item[--in_len] = '\0';
    char* sp = strchr(head, ' ');
    bool ok = sp != nullptr && item[0] == ' ';
    if (ok) {
      *sp = '\0';
      ok = convert(head, sp + 1, ListOptions{}, &got) && got == item + 1;
      const char* slot = strchr(types, head[0]);
      if (slot) ++t->compared[slot - types];
      if (strcmp(head, "R4") == 0) ++t->r4;
      if (strcmp(head, "R8") == 0) ++t->r8;
    }
    if (!ok) {
      if (++t->bad <= 20) {
        fprintf(stderr, "oracle: %s %s: expected [%s] got [%s]\n", head,
                sp ? sp + 1 : "", item + 1, got.c_str());
      }
    }
  }
  free(head);
  free(item);
}

// FTNIO_ORACLE_COUNT random REAL(4) and REAL(8) values each (plus the
// fixed cases and the smaller complex/integer/REAL(10)/REAL(16) sets the
// oracle derives from the count).
START_TEST(random_oracle) {
  const char* env = getenv("FTNIO_ORACLE_COUNT");
  const long count = env && *env ? atol(env) : 2000000;
  std::string dir;
  const std::string exe = build_oracle(&dir);
  if (exe.empty()) remove_dir(dir);
  ck_assert_msg(!exe.empty(), "cannot build the gfortran oracle");
  const std::string cmd = "'" + exe + "' " + std::to_string(count);
  FILE* in = popen(cmd.c_str(), "r");
  ck_assert_msg(in != nullptr, "cannot run %s", cmd.c_str());
  Tally t = {};
  compare_stream(in, &t);
  const int status = pclose(in);
  remove_dir(dir);
  printf(
      "list oracle: %ld real, %ld complex, %ld integer, %ld logical values "
      "compared "
      "(%ld REAL(4), %ld REAL(8)); %ld mismatches\n",
      t.compared[0], t.compared[1], t.compared[2], t.compared[3], t.r4, t.r8,
      t.bad);
  fflush(stdout);
  ck_assert_msg(status == 0, "oracle exited with status %d", status);
  ck_assert_int_ge(t.r8, count);
  ck_assert_int_ge(t.r4, count);
  ck_assert_int_eq(t.bad, 0);
}
END_TEST

Suite* conv_list_suite() {
  Suite* s = suite_create("conv_list");
  TCase* tables = tcase_create("tables");
  tcase_add_test(tables, table_plain);
  tcase_add_test(tables, table_optional_plus);
  tcase_add_test(tables, table_no_sign_zero);
  tcase_add_test(tables, unsupported_kinds);
  tcase_add_test(tables, digit_core);
  tcase_add_test(tables, digit_scaled);
  suite_add_tcase(s, tables);
  TCase* oracle = tcase_create("oracle");
  tcase_set_timeout(oracle, 600);
  tcase_add_test(oracle, random_oracle);
  suite_add_tcase(s, oracle);
  return s;
}

}  // namespace

int main() { return ftnio::test::run_suite(conv_list_suite()); }
