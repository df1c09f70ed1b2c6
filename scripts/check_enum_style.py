#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Checks the enumerator style of libio/: every enumerator is written
kName, like every other constant.  Exit status 1 and one line per enumerator
written otherwise.  --fix renames them, in their definition and at every
Enum::Name in libio/, perf/ and fuzz/ (run it from the repository root on a
branch that still has the old names); the compiler then points at the
uses it cannot see: unqualified names of an unscoped enum, names pasted
by a macro."""
import pathlib
import re
import sys

ENUM = re.compile(r"\benum\s+(?:class\s+)?(\w+)\s*(?::\s*[\w: ]+?)?\s*\{([^}]*)\}")
ROOTS = ("libio", "perf", "fuzz")


def sources(roots):
    for root in roots:
        for path in sorted(pathlib.Path(root).rglob("*")):
            if path.suffix in (".h", ".cpp"):
                yield path


def enumerators(body):
    body = re.sub(r"//[^\n]*", "", body)
    return [x.split("=")[0].strip() for x in body.split(",") if x.strip()]


def offenders(roots):
    """{enum name: set of enumerators not written kName}, and the report."""
    found, lines = {}, []
    for path in sources(roots):
        text = path.read_text()
        for m in ENUM.finditer(text):
            bad = [n for n in enumerators(m.group(2)) if not re.match(r"k[A-Z0-9]", n)]
            if bad:
                found.setdefault(m.group(1), set()).update(bad)
                line = text.count("\n", 0, m.start()) + 1
                lines.append(f"{path}:{line}: enum {m.group(1)}: {', '.join(bad)}")
    return found, lines


def fix(found):
    def body(m):
        names = found.get(m.group(1))
        if not names:
            return m.group(0)
        out = []
        for line in m.group(2).split("\n"):
            code, sep, comment = line.partition("//")
            code = re.sub(r"\b(\w+)\b(?=\s*(=|,|$))",
                          lambda t: "k" + t.group(1) if t.group(1) in names else t.group(1), code)
            out.append(code + sep + comment)
        return m.group(0)[: m.start(2) - m.start(0)] + "\n".join(out) + "}"

    for path in sources(ROOTS):
        text = old = path.read_text()
        text = ENUM.sub(body, text)
        for enum, names in found.items():
            alt = "|".join(sorted(names, key=len, reverse=True))
            text = re.sub(r"\b(%s)::(%s)\b" % (enum, alt), r"\1::k\2", text)
        if text != old:
            path.write_text(text)


def main():
    args = [a for a in sys.argv[1:] if a != "--fix"]
    found, lines = offenders(args or ["libio"])
    if "--fix" in sys.argv:
        fix(found)
        found, lines = offenders(args or ["libio"])
    for line in lines:
        print(line)
    print(f"enumerator style: {len(lines)} enum(s) with names other than kName")
    return 1 if lines else 0


if __name__ == "__main__":
    sys.exit(main())
