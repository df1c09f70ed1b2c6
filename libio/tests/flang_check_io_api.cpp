// SPDX-License-Identifier: MIT
// In-process tests of the LLVM flang front door (libio/abi_flang/): the
// cookie-level calls a flang-compiled program makes, without a compiler,
// in the manner of flang's own runtime unit tests.  The expected texts
// and IOSTAT values are what flang 19's runtime produces for the same
// statements (fortran_tests/flang/ compares whole programs).  Built only
// when flang's runtime headers are installed (tests only).
#include <unistd.h>

#include <cstdint>
#include <cstring>
#include <string>

#include "abi_flang/descriptor_walk.h"
#include "abi_flang/flang_api.h"
#include "test_util.h"

// Last: check.h defines macros (fail) that clash with C++ headers.
#include <check.h>

namespace io = Fortran::runtime::io;
using namespace Fortran::runtime::io;
using Fortran::runtime::Descriptor;

namespace {

std::string text(const char* buf, size_t n) { return std::string(buf, n); }

// A flang descriptor of rank 1 over caller storage (flang's Establish is
// in its runtime, which these tests do not link).
struct Desc1 {
  alignas(Descriptor) unsigned char storage[sizeof(Descriptor) +
                                            sizeof(Fortran::ISO::CFI_dim_t)];
  Descriptor& d() { return *reinterpret_cast<Descriptor*>(storage); }
  Desc1(void* base, size_t elem_len, int type, int64_t extent,
        int64_t byte_stride) {
    std::memset(storage, 0, sizeof storage);
    auto& r = d().raw();
    r.base_addr = base;
    r.elem_len = elem_len;
    r.version = CFI_VERSION;
    r.rank = 1;
    r.type = static_cast<Fortran::ISO::CFI_type_t>(type);
    r.attribute = CFI_attribute_other;
    r.dim[0].lower_bound = 1;
    r.dim[0].extent = extent;
    r.dim[0].sm = byte_stride;
  }
};

// A flang descriptor of rank up to 3 over caller storage: extents and
// byte strides per dimension.
struct Desc3 {
  alignas(
      Descriptor) unsigned char storage[sizeof(Descriptor) +
                                        3 * sizeof(Fortran::ISO::CFI_dim_t)];
  Descriptor& d() { return *reinterpret_cast<Descriptor*>(storage); }
  Desc3(void* base, size_t elem_len, int rank, const int64_t* extent,
        const int64_t* byte_stride) {
    std::memset(storage, 0, sizeof storage);
    auto& r = d().raw();
    r.base_addr = base;
    r.elem_len = elem_len;
    r.version = CFI_VERSION;
    r.rank = static_cast<Fortran::ISO::CFI_rank_t>(rank);
    r.type = CFI_type_int32_t;
    r.attribute = CFI_attribute_other;
    for (int i = 0; i < rank && i < 3; ++i) {
      r.dim[i].lower_bound = 1;
      r.dim[i].extent = extent[i];
      r.dim[i].sm = byte_stride[i];
    }
  }
};

// The elements (as values) and run lengths a walk gives, "v/n v/n ...".
std::string walk_text(const Descriptor& d, bool runs, int stop_after,
                      ftnio::flang::WalkEnd* end) {
  std::string out;
  int calls = 0;
  *end = ftnio::flang::for_each_run(d, runs, [&](const char* p, size_t n) {
    int32_t v;
    std::memcpy(&v, p, sizeof v);
    out += std::to_string(v) + "/" + std::to_string(n) + " ";
    return ++calls != stop_after;
  });
  return out;
}

}  // namespace

START_TEST(descriptor_walk_order) {
  using ftnio::flang::WalkEnd;
  // a(3,2,2) = 1..12 in array element order.
  int32_t a[12];
  for (int i = 0; i < 12; ++i) a[i] = i + 1;
  WalkEnd end;
  const int64_t ext[3] = {3, 2, 2}, full[3] = {4, 12, 24};
  Desc3 whole(a, 4, 3, ext, full);
  // Contiguous rows come whole, and only when asked for.
  ck_assert(walk_text(whole.d(), true, 0, &end) == "1/3 4/3 7/3 10/3 ");
  ck_assert(end == WalkEnd::kDone);
  ck_assert(walk_text(whole.d(), false, 0, &end) ==
            "1/1 2/1 3/1 4/1 5/1 6/1 7/1 8/1 9/1 10/1 11/1 12/1 ");
  std::string each;
  end = ftnio::flang::for_each_element(whole.d(), [&](const char* p) {
    each += std::to_string(*reinterpret_cast<const int32_t*>(p)) + " ";
    return true;
  });
  ck_assert(each == "1 2 3 4 5 6 7 8 9 10 11 12 " && end == WalkEnd::kDone);
  // a(1:3:2, 2:1:-1, :): strided, a negative stride, element by element.
  const int64_t ext2[3] = {2, 2, 2}, sec[3] = {8, -12, 24};
  Desc3 section(a + 3, 4, 3, ext2, sec);
  ck_assert(walk_text(section.d(), true, 0, &end) ==
            "4/1 6/1 1/1 3/1 10/1 12/1 7/1 9/1 ");
  ck_assert(end == WalkEnd::kDone);
  // The callback stops the walk.
  ck_assert(walk_text(section.d(), false, 3, &end) == "4/1 6/1 1/1 ");
  ck_assert(end == WalkEnd::kStopped);
  ck_assert(walk_text(whole.d(), true, 1, &end) == "1/3 ");
  ck_assert(end == WalkEnd::kStopped);
  // An extent of 0 anywhere: no elements.
  const int64_t empty[3] = {3, 0, 2};
  Desc3 none(a, 4, 3, empty, full);
  ck_assert(walk_text(none.d(), true, 0, &end).empty());
  ck_assert(end == WalkEnd::kDone);
  // A scalar is one element.
  Desc3 scalar(a + 4, 4, 0, ext, full);
  ck_assert(walk_text(scalar.d(), true, 0, &end) == "5/1 ");
  ck_assert(end == WalkEnd::kDone);
  ck_assert(walk_text(scalar.d(), true, 1, &end) == "5/1 ");
  ck_assert(end == WalkEnd::kStopped);
  // Rank 16 is no flang descriptor: nothing given.
  Desc3 too_many(a, 4, 0, ext, full);
  too_many.d().raw().rank = 16;
  ck_assert(walk_text(too_many.d(), true, 0, &end).empty());
  ck_assert(end == WalkEnd::kTooManyDims);
}
END_TEST

START_TEST(list_output_layout) {
  char buf[40];
  io::Cookie c = IONAME(BeginInternalListOutput)(buf, sizeof buf);
  ck_assert(IONAME(OutputInteger32)(c, 42));
  ck_assert(IONAME(OutputReal64)(c, 0.1));
  ck_assert(IONAME(OutputReal32)(c, 1.0e7f));
  ck_assert(IONAME(OutputAscii)(c, "ab", 2));
  ck_assert(IONAME(OutputAscii)(c, "cd", 2));
  ck_assert(IONAME(OutputLogical)(c, true));
  ck_assert(IONAME(OutputComplex32)(c, 1.5f, -2.0f));
  ck_assert_int_eq(IONAME(EndIoStatement)(c), io::IostatOk);
  ck_assert(text(buf, sizeof buf) ==
            " 42 .1 1.E+07 abcd T (1.5,-2.)          ");
}
END_TEST

START_TEST(list_output_wraps_records) {
  char buf[2][10];
  std::memset(buf, '#', sizeof buf);
  Desc1 d(buf, 10, CFI_type_char, 2, 10);
  io::Cookie c = IONAME(BeginInternalArrayListOutput)(d.d());
  for (int i = 1000; i <= 1003; ++i) ck_assert(IONAME(OutputInteger64)(c, i));
  ck_assert_int_eq(IONAME(EndIoStatement)(c), io::IostatOk);
  ck_assert(text(buf[0], 10) == " 1000 1001");
  ck_assert(text(buf[1], 10) == " 1002 1003");
}
END_TEST

START_TEST(formatted_output) {
  char buf[16];
  const char fmt[] = "(I4,F7.2,A3)";
  io::Cookie c = IONAME(BeginInternalFormattedOutput)(buf, sizeof buf, fmt,
                                                      sizeof fmt - 1);
  ck_assert(IONAME(OutputInteger16)(c, -12));
  ck_assert(IONAME(OutputReal64)(c, 3.14159));
  ck_assert(IONAME(OutputAscii)(c, "xyz", 3));
  ck_assert_int_eq(IONAME(EndIoStatement)(c), io::IostatOk);
  ck_assert(text(buf, sizeof buf) == " -12   3.14xyz  ");
}
END_TEST

START_TEST(list_input) {
  const char in[] = "12, 3.5 T 'xyz' (1,2)";
  io::Cookie c = IONAME(BeginInternalListInput)(in, sizeof in - 1);
  std::int64_t n = 0;
  double x = 0;
  bool l = false;
  char s[4];
  float z[2];
  ck_assert(IONAME(InputInteger)(c, n, 4));
  ck_assert(IONAME(InputReal64)(c, x));
  ck_assert(IONAME(InputLogical)(c, l));
  ck_assert(IONAME(InputAscii)(c, s, sizeof s));
  ck_assert(IONAME(InputComplex32)(c, z));
  ck_assert_int_eq(IONAME(EndIoStatement)(c), io::IostatOk);
  std::int32_t n4;
  std::memcpy(&n4, &n, 4);  // kind 4: the first four bytes
  ck_assert_int_eq(n4, 12);
  ck_assert(x == 3.5 && l);
  ck_assert(text(s, 4) == "xyz ");
  ck_assert(z[0] == 1.0f && z[1] == 2.0f);
}
END_TEST

START_TEST(strided_descriptor_output) {
  std::int32_t a[6] = {1, 2, 3, 4, 5, 6};
  Desc1 d(a, 4, CFI_type_int32_t, 3, 8);  // a(1:6:2)
  char buf[12];
  io::Cookie c = IONAME(BeginInternalListOutput)(buf, sizeof buf);
  ck_assert(IONAME(OutputDescriptor)(c, d.d()));
  ck_assert_int_eq(IONAME(EndIoStatement)(c), io::IostatOk);
  ck_assert(text(buf, sizeof buf) == " 1 3 5      ");
}
END_TEST

START_TEST(strided_descriptor_input) {
  double v[4] = {0, 0, 0, 0};
  Desc1 d(v + 3, 8, CFI_type_double, 2, -16);  // v(4:1:-2)
  const char in[] = "1.5 -2";
  io::Cookie c = IONAME(BeginInternalListInput)(in, sizeof in - 1);
  ck_assert(IONAME(InputDescriptor)(c, d.d()));
  ck_assert_int_eq(IONAME(EndIoStatement)(c), io::IostatOk);
  ck_assert(v[3] == 1.5 && v[1] == -2.0 && v[0] == 0 && v[2] == 0);
}
END_TEST

START_TEST(end_of_file_with_handler) {
  const char in[] = "   ";
  io::Cookie c = IONAME(BeginInternalListInput)(in, sizeof in - 1);
  IONAME(EnableHandlers)(c, false, false, true, false, true);
  std::int64_t n = 0;
  ck_assert(!IONAME(InputInteger)(c, n, 8));
  char msg[30];
  std::memset(msg, '?', sizeof msg);
  IONAME(GetIoMsg)(c, msg, sizeof msg);
  ck_assert_int_eq(IONAME(EndIoStatement)(c), io::IostatEnd);
  ck_assert(msg[0] != '?');  // set by the condition
}
END_TEST

START_TEST(internal_overrun_iostat) {
  char buf[4];
  const char fmt[] = "(I6)";
  io::Cookie c = IONAME(BeginInternalFormattedOutput)(buf, sizeof buf, fmt,
                                                      sizeof fmt - 1);
  IONAME(EnableHandlers)(c, true);
  IONAME(OutputInteger32)(c, 12);
  ck_assert_int_eq(IONAME(EndIoStatement)(c), io::IostatRecordWriteOverrun);
}
END_TEST

START_TEST(bad_input_iostat) {
  const char in[] = "abc";
  io::Cookie c = IONAME(BeginInternalListInput)(in, sizeof in - 1);
  IONAME(EnableHandlers)(c, true);
  std::int64_t n = 0;
  ck_assert(!IONAME(InputInteger)(c, n, 4));
  ck_assert_int_eq(IONAME(EndIoStatement)(c), io::IostatGenericError);
}
END_TEST

START_TEST(open_write_read_close) {
  char dir[] = "/tmp/ftnio_flang_XXXXXX";
  ck_assert_ptr_nonnull(mkdtemp(dir));
  std::string path = std::string(dir) + "/f.txt";
  io::Cookie c = IONAME(BeginOpenNewUnit)();
  ck_assert(IONAME(SetFile)(c, path.data(), path.size()));
  ck_assert(IONAME(SetStatus)(c, "REPLACE", 7));
  int unit = 0;
  ck_assert(IONAME(GetNewUnit)(c, unit, 4));
  ck_assert_int_eq(IONAME(EndIoStatement)(c), io::IostatOk);
  ck_assert_int_lt(unit, 0);
  const char fmt[] = "(2I3)";
  c = IONAME(BeginExternalFormattedOutput)(fmt, sizeof fmt - 1, nullptr, unit);
  ck_assert(IONAME(OutputInteger32)(c, 7) && IONAME(OutputInteger32)(c, 8));
  ck_assert_int_eq(IONAME(EndIoStatement)(c), io::IostatOk);
  c = IONAME(BeginRewind)(unit);
  ck_assert_int_eq(IONAME(EndIoStatement)(c), io::IostatOk);
  c = IONAME(BeginExternalListInput)(unit);
  std::int64_t a = 0, b = 0;
  ck_assert(IONAME(InputInteger)(c, a, 8) && IONAME(InputInteger)(c, b, 8));
  ck_assert_int_eq(IONAME(EndIoStatement)(c), io::IostatOk);
  ck_assert(a == 7 && b == 8);
  c = IONAME(BeginClose)(unit);
  ck_assert(IONAME(SetStatus)(c, "DELETE", 6));
  ck_assert_int_eq(IONAME(EndIoStatement)(c), io::IostatOk);
  ck_assert_int_ne(access(path.c_str(), F_OK), 0);
  rmdir(dir);
}
END_TEST

START_TEST(open_missing_file_iostat) {
  io::Cookie c = IONAME(BeginOpenUnit)(77);
  IONAME(EnableHandlers)(c, true);
  ck_assert(IONAME(SetFile)(c, "/nonexistent/x", 14));
  ck_assert(IONAME(SetStatus)(c, "OLD", 3));
  ck_assert_int_eq(IONAME(EndIoStatement)(c), ENOENT);  // errno, as flang
}
END_TEST

START_TEST(keyword_hash_decode) {
  char buf[16];
  const char* s = io::InquiryKeywordHashDecode(buf, sizeof buf,
                                               io::HashInquiryKeyword("RECL"));
  ck_assert_str_eq(s, "RECL");
  ck_assert_ptr_null(
      io::InquiryKeywordHashDecode(buf, 3, io::HashInquiryKeyword("RECL")));
}
END_TEST

START_TEST(inquire_by_hash) {
  char path[] = "/tmp/ftnio_flang_inqXXXXXX";
  int fd = mkstemp(path);
  ck_assert(fd >= 0);
  close(fd);
  io::Cookie c = IONAME(BeginOpenUnit)(78);
  ck_assert(IONAME(SetFile)(c, path, std::strlen(path)));
  ck_assert_int_eq(IONAME(EndIoStatement)(c), io::IostatOk);
  c = IONAME(BeginExternalFormattedOutput)("(a)", 3, nullptr, 78);
  ck_assert(IONAME(OutputAscii)(c, "hello", 5));
  ck_assert_int_eq(IONAME(EndIoStatement)(c), io::IostatOk);
  c = IONAME(BeginInquireUnit)(78);
  char form[12];
  ck_assert(IONAME(InquireCharacter)(c, HashInquiryKeyword("FORM"), form,
                                     sizeof form));
  char enc[8];
  ck_assert(IONAME(InquireCharacter)(c, HashInquiryKeyword("ENCODING"), enc,
                                     sizeof enc));
  bool opened = false;
  ck_assert(IONAME(InquireLogical)(c, HashInquiryKeyword("OPENED"), opened));
  std::int64_t pos = 0;
  ck_assert(IONAME(InquireInteger64)(c, HashInquiryKeyword("POS"), pos, 8));
  ck_assert_int_eq(IONAME(EndIoStatement)(c), io::IostatOk);
  ck_assert(text(form, sizeof form) == "FORMATTED   ");
  ck_assert(text(enc, sizeof enc) == "ASCII   ");
  ck_assert(opened);
  ck_assert_int_eq(pos, 7);  // after "hello\n", as flang counts
  c = IONAME(BeginClose)(78);
  ck_assert(IONAME(SetStatus)(c, "DELETE", 6));
  ck_assert_int_eq(IONAME(EndIoStatement)(c), io::IostatOk);
  c = IONAME(BeginInquireUnit)(79);
  std::int64_t number = 0;
  ck_assert(
      IONAME(InquireInteger64)(c, HashInquiryKeyword("NUMBER"), number, 8));
  ck_assert_int_eq(IONAME(EndIoStatement)(c), io::IostatOk);
  ck_assert_int_eq(number, 79);  // flang: the unit asked, connected or not
}
END_TEST

START_TEST(inquire_iolength) {
  io::Cookie c = IONAME(BeginInquireIoLength)();
  ck_assert(IONAME(OutputInteger32)(c, 1));
  ck_assert(IONAME(OutputReal64)(c, 2.0));
  ck_assert(IONAME(OutputAscii)(c, "abc", 3));
  ck_assert_int_eq(IONAME(GetIoLength)(c), 15);
  ck_assert_int_eq(IONAME(EndIoStatement)(c), io::IostatOk);
}
END_TEST

START_TEST(iomsg_flang_text) {
  char buf[4] = {'1', '2', 'x', ' '};
  io::Cookie c = IONAME(BeginInternalListInput)(buf, sizeof buf);
  IONAME(EnableHandlers)(c, true, false, false, false, true);
  std::int64_t n = 0;
  ck_assert(!IONAME(InputInteger)(c, n, 4));
  char msg[48];
  IONAME(GetIoMsg)(c, msg, sizeof msg);
  ck_assert_int_eq(IONAME(EndIoStatement)(c), io::IostatGenericError);
  ck_assert(text(msg, 40) == "Bad character 'x' in INTEGER input field");
}
END_TEST

static Suite* flang_io_api_suite() {
  Suite* s = suite_create("flang_io_api");
  TCase* tc = tcase_create("core");
  tcase_add_test(tc, list_output_layout);
  tcase_add_test(tc, list_output_wraps_records);
  tcase_add_test(tc, formatted_output);
  tcase_add_test(tc, list_input);
  tcase_add_test(tc, strided_descriptor_output);
  tcase_add_test(tc, strided_descriptor_input);
  tcase_add_test(tc, end_of_file_with_handler);
  tcase_add_test(tc, internal_overrun_iostat);
  tcase_add_test(tc, bad_input_iostat);
  tcase_add_test(tc, open_write_read_close);
  tcase_add_test(tc, open_missing_file_iostat);
  tcase_add_test(tc, keyword_hash_decode);
  tcase_add_test(tc, inquire_by_hash);
  tcase_add_test(tc, inquire_iolength);
  tcase_add_test(tc, iomsg_flang_text);
  tcase_add_test(tc, descriptor_walk_order);
  suite_add_tcase(s, tc);
  return s;
}

int main() { return ftnio::test::run_suite(flang_io_api_suite()); }
