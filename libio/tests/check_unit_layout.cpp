// SPDX-License-Identifier: MIT
// Unit tests of Unit::marker_layout (unit/unit.h): the record-marker layout
// a unit works out once per connection follows its limits, its CONVERT
// byte order and the compiler's -frecord-marker / -fmax-subrecord-length,
// and is worked out again after anything that changes them (tests).
#include <cstdint>
#include <memory>

#include "base/options.h"
#include "stream/memory_stream.h"
#include "unit/unit.h"
#include "test_util.h"

// Last: check.h defines macros (fail) that clash with C++ headers.
#include <check.h>

using ftnio::MarkerLayout;
using ftnio::Unit;

namespace {

char g_bytes[64];

void connect(Unit& u) {
  u.connect(std::make_unique<ftnio::MemoryStream>(g_bytes, sizeof g_bytes),
            "mem", ftnio::ConnectionModes{}, ftnio::FileId{});
}

}  // namespace

START_TEST(layout_defaults_and_limits) {
  ftnio::compile_options() = ftnio::CompileOptions{};
  Unit u(10);
  connect(u);
  MarkerLayout m = u.marker_layout();
  ck_assert_int_eq(m.bytes, 4);
  ck_assert(!m.swap);
  ck_assert_int_eq(m.max_piece, 2147483639);  // libgfortran's default
  // OPEN sets the limits after connecting: the layout follows.
  u.mutable_limits().subrecord = 1000;
  ck_assert_int_eq(u.marker_layout().max_piece, 1000);
  u.mutable_limits().marker_bytes = 8;
  m = u.marker_layout();
  ck_assert_int_eq(m.bytes, 8);
  // The connection's subrecord length holds for 8-byte markers too
  // (libgfortran: -fmax-subrecord-length with -frecord-marker=8) ...
  ck_assert_int_eq(m.max_piece, 1000);
  // ... and without one they need no subrecords.
  u.mutable_limits().subrecord = 0;
  ck_assert_int_eq(u.marker_layout().max_piece, INT64_MAX - 16);
  u.mutable_modes().swap_bytes = true;  // CONVERT='SWAP' at OPEN
  ck_assert(u.marker_layout().swap);
  // A new connection starts from its own limits again.
  connect(u);
  m = u.marker_layout();
  ck_assert_int_eq(m.bytes, 4);
  ck_assert(!m.swap);
}
END_TEST

START_TEST(layout_compile_options) {
  ftnio::compile_options() = ftnio::CompileOptions{};
  ftnio::compile_options().record_marker = 8;
  Unit u(11);
  connect(u);
  ck_assert_int_eq(u.marker_layout().bytes, 8);
  ftnio::compile_options() = ftnio::CompileOptions{};
  ftnio::compile_options().max_subrecord_length = 4096;
  connect(u);
  MarkerLayout m = u.marker_layout();
  ck_assert_int_eq(m.bytes, 4);
  ck_assert_int_eq(m.max_piece, 4096);
  ftnio::compile_options() = ftnio::CompileOptions{};
}
END_TEST

int main() {
  Suite* s = suite_create("unit_layout");
  TCase* tc = tcase_create("marker_layout");
  tcase_add_test(tc, layout_defaults_and_limits);
  tcase_add_test(tc, layout_compile_options);
  suite_add_tcase(s, tc);
  return ftnio::test::run_suite(s);
}
