// SPDX-License-Identifier: MIT
// Check tests of the gfortran entry points on internal units, in process:
// hand-built parameter blocks (fuzz/abi_driver.h) drive st_write /
// transfer_*_write / st_write_done and st_read / transfer_* / st_read_done
// through abi/ and transfer/ as compiled Fortran would, with no gfortran
// at run time.  The table (data/entry_internal_table.inc) holds what
// libgfortran 12 did with the same statements: every edit descriptor
// written and read back, list-directed both ways, and IOSTAT/IOMSG of bad
// values and end of file (tests).
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>

#include "abi_driver.h"
#include "test_util.h"

namespace {

// One WRITE of one value to a CHARACTER(40) unit.
struct WriteRow {
  const char* fmt;       // format, or "*" for list-directed
  char type;             // 'i' integer, 'r' real, 'l' logical, 'a' character
  int kind;              // the value's kind (1 for character)
  uint64_t bits;         // the value's storage (low kind bytes)
  const char* text;      // the character value
  int iostat;            // IOSTAT= of the WRITE
  const char* expected;  // the record without trailing blanks (iostat 0)
};

// One READ of one value from a CHARACTER(40) unit (record blank padded).
struct ReadRow {
  const char* fmt;     // format, or "*" for list-directed
  const char* record;  // the record without trailing blanks
  char type;           // as WriteRow::type
  int kind;            // the variable's kind
  int iostat;          // IOSTAT= of the READ
  uint64_t bits;       // the value read (iostat 0), sign-extended integers
  const char* text;    // the CHARACTER(8) read, without trailing blanks
  const char* iomsg;   // IOMSG= (iostat != 0), without trailing blanks
};

#include "data/entry_internal_table.inc"

constexpr size_t kRecordLen = 40;

std::string rtrim(const char* p, size_t n) {
  while (n > 0 && p[n - 1] == ' ') --n;
  return std::string(p, n);
}

// Sets the statement's FMT= or list-directed form from a row's format.
void set_form(fuzz::Statement& s, const char* fmt) {
  if (std::strcmp(fmt, "*") == 0)
    s.list_directed();
  else
    s.format(fmt);
}

// The value of a row as the storage of its kind (little-endian: the low
// kind bytes of bits).
void transfer_write(fuzz::Statement& s, const WriteRow& r) {
  alignas(16) unsigned char v[16] = {};
  std::memcpy(v, &r.bits, sizeof r.bits);
  switch (r.type) {
    case 'i': _gfortran_transfer_integer_write(&s.dt, v, r.kind); break;
    case 'r': _gfortran_transfer_real_write(&s.dt, v, r.kind); break;
    case 'l': _gfortran_transfer_logical_write(&s.dt, v, r.kind); break;
    default: {
      std::string t = r.text;
      _gfortran_transfer_character_write(&s.dt, t.data(), t.size());
    }
  }
}

// Runs one write row; "" when it matched, else what differed.
std::string run_write(const WriteRow& r) {
  char rec[kRecordLen];
  std::memset(rec, '?', sizeof rec);
  fuzz::Statement s(-1);
  s.internal(rec, sizeof rec);
  set_form(s, r.fmt);
  _gfortran_st_write(&s.dt);
  transfer_write(s, r);
  _gfortran_st_write_done(&s.dt);
  if (s.iostat != r.iostat)
    return "iostat " + std::to_string(s.iostat) + ", expected " +
           std::to_string(r.iostat);
  if (r.iostat != 0) return "";
  std::string got = rtrim(rec, sizeof rec);
  if (got != r.expected)
    return "wrote '" + got + "', expected '" + r.expected + "'";
  return "";
}

// The value read, as ReadRow::bits holds it.
uint64_t value_bits(const unsigned char* v, const ReadRow& r) {
  uint64_t bits = 0;
  std::memcpy(&bits, v, static_cast<size_t>(r.kind));
  if (r.type == 'i' && r.kind < 8) {  // sign-extend
    const int shift = 64 - 8 * r.kind;
    bits = static_cast<uint64_t>(static_cast<int64_t>(bits << shift) >> shift);
  }
  return bits;
}

// Runs one read row; "" when it matched, else what differed.
std::string run_read(const ReadRow& r) {
  char rec[kRecordLen];
  std::memset(rec, ' ', sizeof rec);
  std::memcpy(rec, r.record, std::strlen(r.record));
  alignas(16) unsigned char v[16] = {};
  char text[8];
  std::memset(text, ' ', sizeof text);
  fuzz::Statement s(-1);
  s.internal(rec, sizeof rec);
  set_form(s, r.fmt);
  _gfortran_st_read(&s.dt);
  switch (r.type) {
    case 'i': _gfortran_transfer_integer(&s.dt, v, r.kind); break;
    case 'r': _gfortran_transfer_real(&s.dt, v, r.kind); break;
    case 'l': _gfortran_transfer_logical(&s.dt, v, r.kind); break;
    default: _gfortran_transfer_character(&s.dt, text, sizeof text);
  }
  _gfortran_st_read_done(&s.dt);
  if (s.iostat != r.iostat)
    return "iostat " + std::to_string(s.iostat) + ", expected " +
           std::to_string(r.iostat);
  if (r.iostat != 0) {
    std::string msg = rtrim(s.iomsg, strnlen(s.iomsg, sizeof s.iomsg));
    if (msg != r.iomsg)
      return "iomsg '" + msg + "', expected '" + r.iomsg + "'";
    return "";
  }
  if (r.type == 'a') {
    std::string got = rtrim(text, sizeof text);
    if (got != r.text) return "read '" + got + "', expected '" + r.text + "'";
    return "";
  }
  const uint64_t got = value_bits(v, r);
  if (got != r.bits) {
    char b[80];
    std::snprintf(b, sizeof b, "read %#llx, expected %#llx",
                  static_cast<unsigned long long>(got),
                  static_cast<unsigned long long>(r.bits));
    return b;
  }
  return "";
}

START_TEST(write_rows) {
  int failed = 0;
  for (const WriteRow& r : kWriteRows) {
    const std::string why = run_write(r);
    if (why.empty()) continue;
    ++failed;
    std::fprintf(stderr, "WRITE %s of %c%d %#llx '%s': %s\n", r.fmt, r.type,
                 r.kind, static_cast<unsigned long long>(r.bits), r.text,
                 why.c_str());
  }
  ck_assert_int_eq(failed, 0);
}
END_TEST

START_TEST(read_rows) {
  int failed = 0;
  for (const ReadRow& r : kReadRows) {
    const std::string why = run_read(r);
    if (why.empty()) continue;
    ++failed;
    std::fprintf(stderr, "READ %s of '%s' into %c%d: %s\n", r.fmt, r.record,
                 r.type, r.kind, why.c_str());
  }
  ck_assert_int_eq(failed, 0);
}
END_TEST

// The table is what its generator prints under libgfortran today: rebuilt
// with gfortran and compared line by line.
START_TEST(generated_table_is_current) {
  namespace t = ftnio::test;
  const std::string dir = t::make_temp_dir("entry_table");
  ck_assert(!dir.empty());
  const std::string exe =
      t::build_oracle(dir, "entry_internal_table.f90", "gen");
  ck_assert(!exe.empty());
  const std::string out = dir + "/table.inc";
  const std::string cmd = "'" + exe + "' > '" + out + "'";
  ck_assert_int_eq(std::system(cmd.c_str()), 0);
  const std::string want =
      t::slurp((t::source_root() + "/libio/tests/data/entry_internal_table.inc")
                   .c_str());
  const std::string got = t::slurp(out.c_str());
  t::remove_dir(dir);
  ck_assert_msg(got == want,
                "data/entry_internal_table.inc differs from what its "
                "generator prints: regenerate it (see the .f90)");
}
END_TEST

Suite* entry_internal_suite() {
  Suite* s = suite_create("entry_internal");
  TCase* tc = tcase_create("core");
  tcase_add_test(tc, write_rows);
  tcase_add_test(tc, read_rows);
  tcase_add_test(tc, generated_table_is_current);
  suite_add_tcase(s, tc);
  return s;
}

}  // namespace

int main() { return ftnio::test::run_suite(entry_internal_suite()); }
