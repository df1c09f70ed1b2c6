// SPDX-License-Identifier: MIT
// Check tests of the record functions a statement's RecordKind picks
// (transfer/record_in.h RecordReader, transfer/record_out.h RecordWriter),
// in process on internal files: a formatted statement is started through
// the transfer layer as a front door would, and its record is read or
// written through the in_* and record_* calls the edits use.  Expected
// values are what libgfortran 12 does with the same statements (noted at
// each test).
#include <cstring>
#include <string>
#include <string_view>

#include "abi/gfortran_policy.h"
#include "base/iostat.h"
#include "transfer/data_transfer.h"
#include "transfer/record_in.h"
#include "transfer/record_out.h"
#include "test_util.h"

namespace {

using namespace ftnio;

// A formatted statement on the CHARACTER(reclen) array `cells` of n
// elements, with format `fmt`.
TransferRequest internal_request(Direction dir, char* cells, int64_t reclen,
                                 int64_t n, const char* fmt) {
  TransferRequest req{};
  req.direction = dir;
  req.plain = true;
  req.form = TransferForm::kFormatted;
  req.internal_unit = true;
  req.internal = InternalFile{cells, reclen, n, nullptr, 0, 1, true};
  req.format = fmt;
  req.format_len = std::strlen(fmt);
  req.checks = false;
  req.policy = &kLibgfortranPolicy;
  return req;
}

}  // namespace

START_TEST(each_kind_has_its_functions) {
  DtState st{};
  st.records = RecordKind::kSequential;
  ck_assert_ptr_eq(&reader_of(st), &kSequentialReader);
  ck_assert_ptr_eq(&writer_of(st), &kSequentialWriter);
  st.records = RecordKind::kDirect;
  ck_assert_ptr_eq(&reader_of(st), &kDirectReader);
  ck_assert_ptr_eq(&writer_of(st), &kDirectWriter);
  st.records = RecordKind::kInternal;
  ck_assert_ptr_eq(&reader_of(st), &kInternalReader);
  ck_assert_ptr_eq(&writer_of(st), &kInternalWriter);
}
END_TEST

// character(4) :: c(2) = ['ab,c', 'xyz ']; read(c, '(a)') ...: the
// records are the elements, read in place, each 4 characters long.
START_TEST(internal_reader_walks_the_elements) {
  char cells[] = "ab,cxyz ";
  TransferRequest req = internal_request(Direction::kRead, cells, 4, 2, "(a)");
  DtState st{};
  int32_t ios = 0;
  st.status.target_to_fill().iostat = &ios;
  start_transfer(st, req);
  ck_assert(!st.status.failed());
  ck_assert(st.records == RecordKind::kInternal);
  ck_assert_int_eq(in_getc(st), 'a');
  ck_assert_int_eq(in_getc(st), 'b');
  in_ungetc(st);
  ck_assert_int_eq(in_getc(st), 'b');
  bool eor = false, eof = false, comma = false;
  // A field that stops at a comma: empty, the comma consumed.
  std::string_view f = in_edit_field(st, 5, true, &eor, &eof, &comma);
  ck_assert_uint_eq(f.size(), 0);
  ck_assert(comma && !eor && !eof);
  // The rest of the record is shorter than the field: EOR.
  f = in_field(st, 5, &eor, &eof);
  ck_assert(f == "c");
  ck_assert(eor && !eof);
  ck_assert_int_eq(in_getc(st), kInEor);
  in_seek_column(st, 1);
  ck_assert_int_eq(in_getc(st), 'b');
  in_seek_column(st, 99);  // stops at the record's end
  ck_assert_int_eq(in_column(st), 4);
  ck_assert_int_eq(in_getc(st), kInEor);
  ck_assert(in_next_record(st));
  ck_assert(!in_at_eof(st));
  ck_assert_int_eq(in_getc(st), 'x');
  ck_assert(!in_next_record(st));  // past the last element
  ck_assert(in_at_eof(st));
  ck_assert_int_eq(in_getc(st), kInEof);
  f = in_field(st, 3, &eor, &eof);
  ck_assert(eof);
  finish_transfer(st);
  ck_assert_int_eq(ios, 0);
}
END_TEST

// character(3) :: c(2) = '###'; write(c, '(a,/,a,/,a)', iostat=ios)
// 'ab', 'cd', 'e': libgfortran 12 gives ios = -1 and c = ['eb ', 'cd ']:
// each record end stores the element blank-padded; past the last one the
// output wraps to the first element with END, where the last field is
// stored all the same and not padded.
START_TEST(internal_writer_ends_records_and_the_file) {
  char cells[] = "######";
  TransferRequest req = internal_request(Direction::kWrite, cells, 3, 2, "(a)");
  DtState st{};
  int32_t ios = 0;
  st.status.target_to_fill().iostat = &ios;
  start_transfer(st, req);
  ck_assert(!st.status.failed());
  record_put(st, "ab", 2);
  record_end(st);
  ck_assert(std::string(cells, 6) == "ab ###");
  record_put(st, "cd", 2);
  record_end(st);
  ck_assert(std::string(cells, 6) == "ab cd ");
  ck_assert(!st.status.failed());
  record_put(st, "e", 1);
  ck_assert(st.status.outcome() == Outcome::kEnd);
  finish_transfer(st);
  ck_assert_int_eq(ios, kIostatEnd);
  ck_assert(std::string(cells, 6) == "eb cd ");
}
END_TEST

static Suite* record_kind_suite() {
  Suite* s = suite_create("record_kind");
  TCase* t = tcase_create("internal");
  tcase_add_test(t, each_kind_has_its_functions);
  tcase_add_test(t, internal_reader_walks_the_elements);
  tcase_add_test(t, internal_writer_ends_records_and_the_file);
  suite_add_tcase(s, t);
  return s;
}

int main() { return ftnio::test::run_suite(record_kind_suite()); }
