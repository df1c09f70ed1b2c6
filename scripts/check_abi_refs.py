#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Checks that every citation `docs/abi.md §N.M` (and the further `§X` of a
list such as `docs/abi.md §4.3, §6.6`) in the given folders names a
numbered heading of docs/abi.md, and that no old-style "ABI doc N.M"
citation is left.  Exit status 1 and one line per bad citation on failure.
  scripts/check_abi_refs.py [REPO-ROOT]      default: this script's ../"""
import pathlib
import re
import sys

FOLDERS = ("libio", "fuzz", "fortran_tests", "perf", "include")
SUFFIXES = {".h", ".cpp", ".c", ".map", ".f90", ".py", ".txt", ".md"}
HEADING = re.compile(r"^#{2,4}\s+(\d+(?:\.\d+)*)\.?\s")
CITATION = re.compile(r"docs/abi\.md\s+(§[\d.]*\d(?:,\s*§[\d.]*\d)*)")
OLD = re.compile(r"\bABI doc\b")


def sections(abi_md):
    return {m.group(1) for line in abi_md.read_text().splitlines()
            if (m := HEADING.match(line))}


def check(root):
    known = sections(root / "docs" / "abi.md")
    errors, count = [], 0
    for folder in FOLDERS:
        for path in sorted((root / folder).rglob("*")):
            if path.suffix not in SUFFIXES or not path.is_file():
                continue
            rel = path.relative_to(root).as_posix()
            text = path.read_text(errors="replace")
            for lineno, line in enumerate(text.splitlines(), 1):
                if OLD.search(line):
                    errors.append(f"{rel}:{lineno}: old-style 'ABI doc' citation")
                for m in CITATION.finditer(line):
                    for ref in re.findall(r"§([\d.]*\d)", m.group(1)):
                        count += 1
                        if ref not in known:
                            errors.append(f"{rel}:{lineno}: docs/abi.md has no §{ref}")
    return errors, count


def main():
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1
                        else pathlib.Path(__file__).resolve().parent.parent)
    errors, count = check(root)
    for e in errors:
        print(e)
    print(f"abi citations: {count} checked, {len(errors)} bad")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
