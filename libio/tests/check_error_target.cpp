// SPDX-License-Identifier: MIT
// Unit tests of ErrorTarget::set_iomsg_len_and_labels (base/io_error.h):
// the one store of IOMSG='s length and the ERR=, END= and EOR= labels
// must give back what the accessors every condition reads return, and
// leave the fields around them alone.
#include <cstdint>

#include "base/io_error.h"
#include "test_util.h"

// Last: check.h defines macros (fail) that clash with C++ headers.
#include <check.h>

using ftnio::ErrorTarget;

START_TEST(error_target_word_sets_the_fields) {
  int32_t iostat = 0;
  ErrorTarget t;
  t.iostat = &iostat;
  t.line = -7;
  t.set_iomsg_len_and_labels(ErrorTarget::kIomsgMax, ErrorTarget::kEndLabel);
  ck_assert_uint_eq(t.iomsg_len(), ErrorTarget::kIomsgMax);
  ck_assert(!t.has_err() && t.has_end() && !t.has_eor());
  ck_assert_int_eq(t.line, -7);
  ck_assert_ptr_eq(t.iostat, &iostat);
  for (uint32_t labels = 0; labels < 8; ++labels) {
    t.set_iomsg_len_and_labels(5 + labels, labels);
    ck_assert_uint_eq(t.iomsg_len(), 5 + labels);
    ck_assert_uint_eq(t.has_err(), (labels & ErrorTarget::kErrLabel) != 0);
    ck_assert_uint_eq(t.has_end(), (labels & ErrorTarget::kEndLabel) != 0);
    ck_assert_uint_eq(t.has_eor(), (labels & ErrorTarget::kEorLabel) != 0);
  }
  ck_assert_int_eq(t.line, -7);
}
END_TEST

static Suite* error_target_suite() {
  Suite* s = suite_create("error_target");
  TCase* t = tcase_create("labels");
  tcase_add_test(t, error_target_word_sets_the_fields);
  suite_add_tcase(s, t);
  return s;
}

int main() { return ftnio::test::run_suite(error_target_suite()); }
