// SPDX-License-Identifier: MIT
// Unit tests of the per-thread pool of formatted-statement states
// (transfer/formatted_pool.cpp and the inline slot of formatted_state.h):
// a statement gets back a released state only when the format has the
// same address, length, bytes and parse options; the state comes back
// restarted; the two slots and the pool behind them keep several formats
// and drop the least recent beyond their capacity (tests).
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

#include "format/format_cache.h"
#include "transfer/formatted_state.h"
#include "test_util.h"

// Last: check.h defines macros (fail) that clash with C++ headers.
#include <check.h>

namespace {

using ftnio::FormattedState;

uint64_t key_of(bool reading) {
  ftnio::ParseOptions o;
  o.reading = reading;
  return o.key();
}

// A state for the format at text, as formatted_acquire makes one.
FormattedState* made_for(std::string_view text, bool reading) {
  ftnio::ParseOptions o;
  o.reading = reading;
  bool parsed = false;
  ftnio::ProgramRef p = ftnio::lookup_format(text, o, &parsed);
  ck_assert(p->ok());
  return ftnio::make_state(std::move(p), text.data());
}

// Takes the states of formats out of the slot and the pool and frees
// them, as the pool would.
void drain(const std::vector<std::string>& formats) {
  for (const std::string& f : formats)
    while (FormattedState* s = ftnio::take_warm_state(f, key_of(false))) {
      s->~FormattedState();
      ::operator delete(s);
    }
}

}  // namespace

START_TEST(same_format_same_state) {
  std::string fmt = "(a)";
  FormattedState* f = made_for(fmt, false);
  ftnio::return_state(f);
  ck_assert_ptr_eq(ftnio::take_warm_state(fmt, key_of(false)), f);
  ck_assert_ptr_null(ftnio::take_warm_state(fmt, key_of(false)));
  ftnio::return_state(f);
  drain({fmt});
}
END_TEST

START_TEST(changed_bytes_at_same_address_missed) {
  // A CHARACTER variable holding another format of the same length at the
  // same address: every byte position, lengths 1 to 20.
  for (size_t n = 3; n <= 20; ++n) {
    std::string fmt = "(" + std::string(n - 2, 'a') + ")";
    FormattedState* f = made_for(fmt, false);
    for (size_t at = 0; at < n; ++at) {
      ftnio::return_state(f);
      char keep = fmt[at];
      fmt[at] = 'x';
      ck_assert_msg(ftnio::take_warm_state(fmt, key_of(false)) == nullptr,
                    "n=%zu: change at %zu not seen", n, at);
      fmt[at] = keep;
      ck_assert_ptr_eq(ftnio::take_warm_state(fmt, key_of(false)), f);
    }
    ftnio::return_state(f);
    drain({fmt});
  }
}
END_TEST

START_TEST(other_length_or_options_missed) {
  std::string fmt = "(i4)(i2)";
  FormattedState* f = made_for(std::string_view(fmt.data(), 4), false);
  ftnio::return_state(f);
  ck_assert_ptr_null(ftnio::take_warm_state(fmt, key_of(false)));
  ck_assert_ptr_null(
      ftnio::take_warm_state(std::string_view(fmt.data(), 4), key_of(true)));
  ck_assert_ptr_eq(
      ftnio::take_warm_state(std::string_view(fmt.data(), 4), key_of(false)),
      f);
  ftnio::return_state(f);
  drain({fmt.substr(0, 4)});
}
END_TEST

START_TEST(state_comes_back_restarted) {
  std::string fmt = "(i3,i3)";
  FormattedState* f = made_for(fmt, false);
  const ftnio::FormatOp* first = f->cursor.next(true);
  ck_assert_ptr_nonnull(first);
  ck_assert_ptr_nonnull(f->cursor.next(true));
  f->item_count = 2;
  f->eof_pending = true;
  ftnio::return_state(f);
  FormattedState* g = ftnio::take_warm_state(fmt, key_of(false));
  ck_assert_ptr_eq(g, f);
  ck_assert_int_eq(g->item_count, 0);
  ck_assert(!g->eof_pending);
  ck_assert_ptr_eq(g->cursor.next(true), first);
  ftnio::return_state(g);
  drain({fmt});
}
END_TEST

START_TEST(several_formats_kept_least_recent_dropped) {
  // Released one after the other: the slots hold the last two, the pool
  // the others; each is found again whatever the order of the takes.
  std::vector<std::string> fmts;
  for (int i = 1; i <= 12; ++i) fmts.push_back("(i" + std::to_string(i) + ")");
  std::vector<FormattedState*> states;
  for (const std::string& f : fmts) states.push_back(made_for(f, false));
  for (size_t i = 0; i < 5; ++i) ftnio::return_state(states[i]);
  for (size_t i = 0; i < 5; ++i)
    ck_assert_ptr_eq(ftnio::take_warm_state(fmts[i], key_of(false)), states[i]);
  // More than the capacity (two slots and eight in the pool): the first
  // released are gone (freed), the last ten are there.
  for (size_t i = 0; i < 12; ++i) ftnio::return_state(states[i]);
  for (size_t i = 0; i < 2; ++i)
    ck_assert_ptr_null(ftnio::take_warm_state(fmts[i], key_of(false)));
  for (size_t i = 2; i < 12; ++i)
    ck_assert_ptr_eq(ftnio::take_warm_state(fmts[i], key_of(false)), states[i]);
  for (size_t i = 2; i < 12; ++i) ftnio::return_state(states[i]);
  drain(fmts);
}
END_TEST

START_TEST(two_alternating_formats_stay_in_the_slots) {
  // A loop body with two formatted statements: each takes back, inline,
  // the state it released a statement ago, and the pool is never asked.
  std::string a = "(i0)", b = "(es24.16)";
  FormattedState* fa = made_for(a, false);
  FormattedState* fb = made_for(b, false);
  ftnio::return_state(fa);
  ftnio::return_state(fb);
  for (int round = 0; round < 3; ++round) {
    FormattedState* got = ftnio::take_slotted_state(a, key_of(false));
    ck_assert_ptr_eq(got, fa);
    ftnio::return_state(got);
    got = ftnio::take_slotted_state(b, key_of(false));
    ck_assert_ptr_eq(got, fb);
    ftnio::return_state(got);
  }
  // A third format pushes the older of the two to the pool.
  std::string c = "(f8.3)";
  FormattedState* fc = made_for(c, false);
  ftnio::return_state(fc);
  ck_assert_ptr_null(ftnio::take_slotted_state(a, key_of(false)));
  ck_assert_ptr_eq(ftnio::take_warm_state(a, key_of(false)), fa);
  ftnio::return_state(fa);
  drain({a, b, c});
}
END_TEST

int main() {
  Suite* s = suite_create("formatted_pool");
  TCase* tc = tcase_create("pool");
  tcase_add_test(tc, same_format_same_state);
  tcase_add_test(tc, changed_bytes_at_same_address_missed);
  tcase_add_test(tc, other_length_or_options_missed);
  tcase_add_test(tc, state_comes_back_restarted);
  tcase_add_test(tc, several_formats_kept_least_recent_dropped);
  tcase_add_test(tc, two_alternating_formats_stay_in_the_slots);
  suite_add_tcase(s, tc);
  SRunner* r = srunner_create(s);
  srunner_set_fork_status(r, CK_NOFORK);
  srunner_run_all(r, CK_NORMAL);
  int failed = srunner_ntests_failed(r);
  srunner_free(r);
  return failed == 0 ? 0 : 1;
}
