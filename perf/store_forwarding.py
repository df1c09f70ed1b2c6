#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Lists loads that may stall on store forwarding, from a disassembly.

A load that spans two earlier stores, or reaches past the one store it
overlaps, cannot take its value from the store buffer: it waits until the
stores have left it, some ten to twenty cycles on the machines ftnio is
measured on.  Per statement that is a tenth of a short WRITE (perf/README.md,
"Layout stalls").  This machine's virtual CPU has no performance counters,
so this scan of `objdump -d` output is how such loads are found: within one
function, a load (or read-modify-write) whose bytes overlap a store made
shortly before through the same base register without lying inside it.
Calls clear the list of stores.  It sees neither stores made by another
function nor registers that change between the two instructions, so it
finds candidates to read, not proofs.

Usage: perf/store_forwarding.py LIBRARY [NAME ...]
  Functions whose demangled name contains one of the NAMEs (all when none).
"""
import re
import subprocess
import sys

_REG64 = {"rax", "rbx", "rcx", "rdx", "rsi", "rdi", "rbp", "rsp"} | {
    f"r{i}" for i in range(8, 16)}
_BYTE_OPS = ("movzbl", "movzbw", "movzbq", "movsbl", "movsbq", "movsbw",
             "cmpb", "testb", "movb", "andb", "orb")
_WORD_OPS = ("movzwl", "movzwq", "movswl", "movswq", "cmpw", "testw", "movw",
             "andw", "orw")
_MEM = re.compile(r"(-?0x[0-9a-f]+|-?\d+)?\((%\w+)\)")
_FUNC = re.compile(r"^[0-9a-f]+ <(.*)>:$")
_INSN = re.compile(r"^\s+([0-9a-f]+):\s+(\S+)\s*(.*)$")
_KEEP = 60  # stores remembered per function


def register_width(reg):
    """Bytes of an AT&T register operand such as %eax or %xmm1."""
    r = reg.lstrip("%")
    if r.startswith("xmm"):
        return 16
    if r.startswith("ymm"):
        return 32
    if r in _REG64:
        return 8
    if r.startswith("e") or (r.startswith("r") and r.endswith("d")):
        return 4
    if r.endswith("w") or r in ("ax", "bx", "cx", "dx", "si", "di", "bp"):
        return 2
    return 1


def access_width(op, operands):
    """Bytes the instruction reads or writes in memory, or None."""
    if op in _BYTE_OPS:
        return 1
    if op in _WORD_OPS:
        return 2
    if op.endswith("l") and op[:-1] in ("mov", "cmp", "test", "and", "or"):
        return 4
    if op.endswith("q") and op[:-1] in ("mov", "cmp", "test", "and", "or"):
        return 8
    if op.startswith(("movup", "movdq", "movap", "vmovdq", "vmovup")):
        return 32 if any("ymm" in o for o in operands) else 16
    regs = [o for o in operands if o.startswith("%")]
    return register_width(regs[0]) if regs else None


def candidates(listing):
    """(function, address, instruction, store address, store bytes) for
    every load in an `objdump -d --no-show-raw-insn -C` listing that
    overlaps an earlier store of the same base register without lying
    inside it."""
    found = []
    func, stores = None, []
    for line in listing.splitlines():
        m = _FUNC.match(line)
        if m:
            func, stores = m.group(1), []
            continue
        m = _INSN.match(line)
        if func is None or not m:
            continue
        addr, op, args = m.groups()
        if op.startswith("call"):
            stores = []
            continue
        if op.startswith(("j", "ret", "lea", "nop", "prefetch")):
            continue
        mem = _MEM.search(args)
        if not mem:
            continue
        operands = [p.strip() for p in re.split(r",(?![^(]*\))", args)]
        width = access_width(op, operands)
        if width is None:
            continue
        start = int(mem.group(1), 0) if mem.group(1) else 0
        span = (start, start + width)
        base = mem.group(2)
        writes = "(" in operands[-1] and not op.startswith(("cmp", "test"))
        reads = not writes or op.startswith(("and", "or", "add", "sub"))
        if reads:
            for s_addr, s_base, (lo, hi) in stores:
                if s_base == base and lo < span[1] and span[0] < hi and not (
                        lo <= span[0] and span[1] <= hi):
                    found.append((func, addr, f"{op} {args}", s_addr,
                                  (lo, hi)))
        if writes:
            stores = (stores + [(addr, base, span)])[-_KEEP:]
    return found


def main(argv):
    if len(argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    listing = subprocess.run(
        ["objdump", "-d", "--no-show-raw-insn", "-C", argv[1]],
        capture_output=True, text=True, check=True).stdout
    names = argv[2:]
    for func, addr, insn, s_addr, (lo, hi) in candidates(listing):
        if names and not any(n in func for n in names):
            continue
        print(f"{func[:70]}: {addr} {insn} spans the store at {s_addr} "
              f"of bytes [{lo}, {hi})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
