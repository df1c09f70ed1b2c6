// SPDX-License-Identifier: MIT
// Unit tests of copy_bytes, same_bytes and fill_blanks
// (base/copy_bytes.h): every
// length around their size classes; copies of exactly [0, n) at every
// alignment, touching nothing else; every single-byte difference seen
// (tests).
#include <cstring>
#include <string>

#include "base/copy_bytes.h"
#include "test_util.h"

// Last: check.h defines macros (fail) that clash with C++ headers.
#include <check.h>

START_TEST(copy_bytes_lengths_and_offsets) {
  std::string src(160, '\0');
  for (size_t i = 0; i < src.size(); ++i) src[i] = static_cast<char>(i * 7 + 1);
  for (size_t n = 0; n <= 80; ++n) {
    for (size_t soff = 0; soff < 8; ++soff) {
      for (size_t doff = 0; doff < 8; ++doff) {
        std::string dst(160, '#');
        ftnio::copy_bytes(&dst[16 + doff], &src[soff], n);
        for (size_t i = 0; i < dst.size(); ++i) {
          bool inside = i >= 16 + doff && i < 16 + doff + n;
          char want = inside ? src[soff + (i - 16 - doff)] : '#';
          ck_assert_msg(dst[i] == want, "n=%zu src+%zu dst+%zu: byte %zu", n,
                        soff, doff, i);
        }
      }
    }
  }
}
END_TEST

START_TEST(same_bytes_every_difference) {
  for (size_t n = 0; n <= 40; ++n) {
    std::string a(n + 8, 'x'), b(n + 8, 'x');
    for (size_t i = 0; i < n; ++i)
      a[i] = b[i] = static_cast<char>('a' + i % 26);
    b[n] = 'y';  // past the range: no difference
    ck_assert(ftnio::same_bytes(a.data(), b.data(), n));
    for (size_t at = 0; at < n; ++at) {
      std::string c = b;
      c[at] = static_cast<char>(c[at] ^ 0x20);
      ck_assert_msg(!ftnio::same_bytes(a.data(), c.data(), n),
                    "n=%zu difference at %zu not seen", n, at);
    }
  }
}
END_TEST

// fill_blanks blanks exactly [0, n) at every alignment.
START_TEST(fill_blanks_lengths_and_offsets) {
  for (size_t n = 0; n <= 80; ++n) {
    for (size_t off = 0; off < 8; ++off) {
      std::string dst(120, '#');
      ftnio::fill_blanks(&dst[16 + off], n);
      for (size_t i = 0; i < dst.size(); ++i) {
        bool inside = i >= 16 + off && i < 16 + off + n;
        ck_assert_msg(dst[i] == (inside ? ' ' : '#'), "n=%zu +%zu: byte %zu", n,
                      off, i);
      }
    }
  }
}
END_TEST

// copy_block<N> copies exactly N bytes at every alignment.
template <size_t N>
void check_block() {
  std::string src(N + 40, '\0');
  for (size_t i = 0; i < src.size(); ++i) src[i] = static_cast<char>(i * 5 + 3);
  for (size_t soff = 0; soff < 16; ++soff) {
    for (size_t doff = 0; doff < 16; ++doff) {
      std::string dst(N + 48, '#');
      ftnio::copy_block<N>(&dst[8 + doff], &src[soff]);
      for (size_t i = 0; i < dst.size(); ++i) {
        bool inside = i >= 8 + doff && i < 8 + doff + N;
        char want = inside ? src[soff + (i - 8 - doff)] : '#';
        ck_assert_msg(dst[i] == want, "N=%zu src+%zu dst+%zu: byte %zu", N,
                      soff, doff, i);
      }
    }
  }
}

START_TEST(copy_block_sizes) {
  check_block<16>();
  check_block<64>();
  check_block<128>();
}
END_TEST

int main() {
  Suite* s = suite_create("copy_bytes");
  TCase* tc = tcase_create("copy");
  tcase_add_test(tc, copy_bytes_lengths_and_offsets);
  tcase_add_test(tc, same_bytes_every_difference);
  tcase_add_test(tc, copy_block_sizes);
  tcase_add_test(tc, fill_blanks_lengths_and_offsets);
  suite_add_tcase(s, tc);
  return ftnio::test::run_suite(s);
}
