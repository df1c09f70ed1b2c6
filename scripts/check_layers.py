#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Checks the layer rule of libio/: a file includes headers of its own
folder or of lower layers only, and only stream/raw_stream.cpp includes the
POSIX I/O headers (so every system call can be fault-injected in one place).
Exit status 1 and one line per violation on failure."""
import pathlib
import re
import sys

# Folder -> folders it may include (besides itself).
ALLOWED = {
    "base": set(),
    "stream": {"base"},
    "conv": {"base"},
    "format": {"base"},
    "fbuf": {"base", "stream"},
    "unit": {"base", "stream", "fbuf"},
    "transfer": {"base", "stream", "fbuf", "unit", "conv", "format"},
    "abi": {"base", "stream", "fbuf", "unit", "conv", "format", "transfer"},
    # The LLVM flang front door: an ABI layer beside abi/, which it does
    # not include (nor does abi/ include it; no lower layer includes either).
    "abi_flang": {"base", "stream", "fbuf", "unit", "conv", "format",
                  "transfer"},
}
SYSCALL_HEADERS = {"unistd.h", "sys/stat.h", "sys/uio.h", "sys/types.h"}
SYSCALL_FILE = "stream/raw_stream.cpp"
INCLUDE = re.compile(r'^\s*#\s*include\s*([<"])([^>"]+)[>"]')


def check(root):
    errors = []
    for path in sorted(root.rglob("*")):
        if path.suffix not in (".h", ".cpp"):
            continue
        rel = path.relative_to(root).as_posix()
        folder = rel.split("/")[0]
        if folder not in ALLOWED:
            continue  # tests and helpers may include anything
        for lineno, line in enumerate(path.read_text().splitlines(), 1):
            m = INCLUDE.match(line)
            if not m:
                continue
            kind, name = m.groups()
            if kind == '"':
                target = name.split("/")[0]
                if target == "ftnio":
                    continue  # the public C headers are available everywhere
                if "/" in name and target != folder and target not in ALLOWED[folder]:
                    errors.append(f"{rel}:{lineno}: layer '{folder}' may not include {name}")
            elif name in SYSCALL_HEADERS and rel != SYSCALL_FILE:
                errors.append(f"{rel}:{lineno}: only {SYSCALL_FILE} may include <{name}>")
    return errors


def main():
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "libio")
    errors = check(root)
    for e in errors:
        print(e)
    print(f"layering: {len(errors)} violation(s)")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
