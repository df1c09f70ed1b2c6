// SPDX-License-Identifier: MIT
// Unit tests of the front doors' runtime policies (transfer/
// runtime_policy.h): libgfortran's has every flag off and its own list
// layout, flang's every flag on and its layout, and the policy reaches
// the format parser's options (tests).
#include <bit>
#include <cstdint>
#include <cstring>

#include "abi/gfortran_policy.h"
#include "abi_flang/flang_policy.h"
#include "transfer/formatted_state.h"
#include "test_util.h"

// Last: check.h defines macros (fail) that clash with C++ headers.
#include <check.h>

using ftnio::kFlangPolicy;
using ftnio::kLibgfortranPolicy;
using ftnio::RuntimePolicy;

namespace {

// Every behaviour flag, by name: a flag added to RuntimePolicy and not
// here fails policy_bytes below.
#define FTNIO_POLICY_FLAGS(X)            \
  X(formats_as_flang)                    \
  X(child_list_read_stays_in_record)     \
  X(internal_short_field_is_eor)         \
  X(zero_width_real_fewest_digits)       \
  X(flang_real_output)                   \
  X(failed_formatted_write_stops)        \
  X(failed_edit_finishes_format)         \
  X(overrun_field_truncated)             \
  X(internal_end_drops_field)            \
  X(item_bytes_as_flang)                 \
  X(kind4_text_flang)                    \
  X(scale_factor_range_checked)          \
  X(edit_checked_before_skip)            \
  X(stream_record_tabs)                  \
  X(flang_numeric_input)                 \
  X(stream_end_is_end_at_once)           \
  X(pad_no_short_field_converts)         \
  X(blank_zero_pads_short_field)         \
  X(input_skips_only_move)               \
  X(read_edits_match_item_type)          \
  X(commas_as_flang)                     \
  X(texts_name_edit_and_item)            \
  X(flang_condition_texts)               \
  X(statements_leave_no_record)          \
  X(pos_forgets_record_flang)            \
  X(end_keeps_item)                      \
  X(failed_statement_ends_record)        \
  X(refused_write_keeps_endfile)         \
  X(iolength_counts_character_bytes)     \
  X(failed_empty_record_dropped)         \
  X(failed_internal_record_blank_filled) \
  X(scalar_internal_file_one_record)     \
  X(child_slash_ends_parent)             \
  X(complex_item_as_two_reals)           \
  X(complex_value_loose)                 \
  X(repeat_counts_flang)                 \
  X(undelimited_strings_flang)           \
  X(namelist_input_flang)                \
  X(input_tabs_from_record_start)

#define FTNIO_COUNT_FLAG(name) +1
constexpr int kFlagCount = 0 FTNIO_POLICY_FLAGS(FTNIO_COUNT_FLAG);

// The policy's bytes (static constants: their padding bits are zero).
uint64_t bits_of(const RuntimePolicy& p) {
  uint64_t v = 0;
  std::memcpy(&v, &p, sizeof p);
  return v;
}

}  // namespace

START_TEST(libgfortran_policy_all_off) {
#define FTNIO_CHECK_OFF(name) \
  ck_assert_msg(!kLibgfortranPolicy.name, "libgfortran: " #name " is on");
  FTNIO_POLICY_FLAGS(FTNIO_CHECK_OFF)
#undef FTNIO_CHECK_OFF
  ck_assert(kLibgfortranPolicy.list_layout ==
            ftnio::conv::ListLayout::kGfortran);
}
END_TEST

START_TEST(flang_policy_all_on) {
#define FTNIO_CHECK_ON(name) \
  ck_assert_msg(kFlangPolicy.name, "flang: " #name " is off");
  FTNIO_POLICY_FLAGS(FTNIO_CHECK_ON)
#undef FTNIO_CHECK_ON
  ck_assert(kFlangPolicy.list_layout == ftnio::conv::ListLayout::kFlang);
}
END_TEST

// No flag escapes the lists above: libgfortran's policy is all zero bits,
// flang's has one bit set per flag and one for its layout.
START_TEST(policy_bytes) {
  ck_assert_uint_le(sizeof(RuntimePolicy), 5);
  ck_assert_uint_eq(bits_of(kLibgfortranPolicy), 0);
  ck_assert_int_eq(std::popcount(bits_of(kFlangPolicy)), kFlagCount + 1);
}
END_TEST

// The statement's copy of the policy decides how its format parses, and
// the two parse into different cache entries.
START_TEST(policy_reaches_parse_options) {
  ftnio::DtState st{};
  st.policy = kLibgfortranPolicy;
  ftnio::ParseOptions g = ftnio::parse_options_of(st, false, false);
  ck_assert(!g.zero_width_digits_omitted && !g.missing_width_is_zero);
  ck_assert(!g.revert_into_bare_group && !g.zero_positions);
  st.policy = kFlangPolicy;
  ftnio::ParseOptions f = ftnio::parse_options_of(st, false, false);
  ck_assert(f.zero_width_digits_omitted && f.missing_width_is_zero);
  ck_assert(f.revert_into_bare_group && f.zero_positions && f.extra_commas);
  ck_assert(f.key() != g.key());
  // The statement's lookup key is the same function of them.
  ck_assert_uint_eq(ftnio::parse_key_of(st, false, false), f.key());
  st.policy = kLibgfortranPolicy;
  ck_assert_uint_eq(ftnio::parse_key_of(st, true, true),
                    ftnio::parse_options_of(st, true, true).key());
}
END_TEST

static Suite* runtime_policy_suite() {
  Suite* s = suite_create("runtime_policy");
  TCase* tc = tcase_create("policy");
  tcase_add_test(tc, libgfortran_policy_all_off);
  tcase_add_test(tc, flang_policy_all_on);
  tcase_add_test(tc, policy_bytes);
  tcase_add_test(tc, policy_reaches_parse_options);
  suite_add_tcase(s, tc);
  return s;
}

int main() { return ftnio::test::run_suite(runtime_policy_suite()); }
