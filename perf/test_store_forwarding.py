#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Tests of perf/store_forwarding.py on hand-written listings: the
pattern the flang front door had (an ErrorTarget built on the stack with
narrow stores and copied with a 16-byte load), and loads it must not
report (contained in a store, another base register, after a call)."""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import store_forwarding  # noqa: E402

HEAD = "0000000000001000 <f(int)>:\n"


def listing(*insns):
    return HEAD + "".join(
        f"    {0x1000 + 4 * i:x}:\t{text}\n" for i, text in enumerate(insns))


class Candidates(unittest.TestCase):
    def test_wide_load_over_two_narrow_stores(self):
        found = store_forwarding.candidates(listing(
            "mov    %rcx,(%rsp)",
            "mov    %rcx,0x8(%rsp)",
            "movdqa (%rsp),%xmm1"))
        self.assertEqual(len(found), 2)
        self.assertEqual(found[0][0], "f(int)")
        self.assertEqual(found[0][2], "movdqa (%rsp),%xmm1")
        self.assertEqual(found[0][4], (0, 8))
        self.assertEqual(found[1][4], (8, 16))

    def test_load_past_a_byte_store(self):
        found = store_forwarding.candidates(listing(
            "movb   $0x1,0x20(%rdi)",
            "mov    0x20(%rdi),%eax"))
        self.assertEqual([f[4] for f in found], [(32, 33)])

    def test_read_modify_write_counts_as_a_load(self):
        found = store_forwarding.candidates(listing(
            "movb   $0x0,0xf7(%rbx)",
            "and    0xf0(%rbx),%rax"))
        self.assertEqual(len(found), 1)

    def test_contained_load_is_fine(self):
        self.assertEqual(store_forwarding.candidates(listing(
            "movups %xmm0,0x10(%rsp)",
            "movzbl 0x13(%rsp),%eax",
            "mov    0x18(%rsp),%rdx")), [])

    def test_other_base_register_is_not_compared(self):
        self.assertEqual(store_forwarding.candidates(listing(
            "movb   $0x1,0x20(%rdi)",
            "mov    0x20(%rsi),%eax")), [])

    def test_a_call_forgets_the_stores(self):
        self.assertEqual(store_forwarding.candidates(listing(
            "movb   $0x1,0x20(%rdi)",
            "call   2000 <g()>",
            "mov    0x20(%rdi),%eax")), [])

    def test_widths(self):
        w = store_forwarding.access_width
        self.assertEqual(w("movzwl", ["0x4(%rax)", "%eax"]), 2)
        self.assertEqual(w("mov", ["%r9w", "0xf8(%rbx)"]), 2)
        self.assertEqual(w("mov", ["%r9d", "0xfb(%rbx)"]), 4)
        self.assertEqual(w("mov", ["%al", "0xff(%rbx)"]), 1)
        self.assertEqual(w("vmovdqu", ["%ymm0", "(%rdi)"]), 32)


if __name__ == "__main__":
    unittest.main()
