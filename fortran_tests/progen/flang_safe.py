# SPDX-License-Identifier: MIT
"""Programs of gen.py that flang-new-19 compiles (run.py --flang).

flang checks constant specifier values at compile time (STATUS='bogus',
FORM='binary', RECL=0, STATUS='SCRATCH' with FILE=, ACCESS='DIRECT'
without RECL=, ...), folded expressions included, and the edits of a
literal format (an L0 edit): such a program is a compile error, and a
campaign loses it.  The runtime gets the same values from a variable and
answers with IOSTAT=, which is what the campaign compares.  So, after
generation (no random draw: the program of a seed stays the same, its
gfortran text unchanged), the specifiers of OPEN and CLOSE other than
FILE= go through variables assigned just before the statement, and so do
the literal formats flang rejects.
"""

from __future__ import annotations

import re

# OPEN and CLOSE: every constant specifier but FILE= (its combinations with
# STATUS= are checked too: STATUS from a variable is never checked).
_OPEN_CLOSE_RE = re.compile(r"^\s*(open|close)\s*\(", re.I)
_CHAR_SPEC_RE = re.compile(r"\b(?!file\b)([a-z]+)\s*=\s*('(?:[^']|'')*')", re.I)
_RECL_RE = re.compile(r"\b(recl)\s*=\s*(-?\d+)(?=\s*[,)])", re.I)
# A data transfer statement, whose literal format flang parses.
_TRANSFER_RE = re.compile(r"^\s*(read|write|print)\b", re.I)
_LITERAL_RE = re.compile(r"\"(?:[^\"]|\"\")*\"|'(?:[^']|'')*'")
# Edits flang 19 rejects in a literal format: a zero-width L edit
# ("'L' edit descriptor 'w' value must be positive").
_REJECTED_EDIT_RE = re.compile(r"(?<![A-Za-z0-9.])\d*L0(?![0-9.])", re.I)


def unquote(literal: str) -> str:
    quote = literal[0]
    return literal[1:-1].replace(quote + quote, quote)


def rejected_format(literal: str) -> bool:
    """True when flang would reject this literal as a format: its edits
    outside nested character strings include one flang refuses."""
    text = unquote(literal)
    if not text.lstrip().startswith("("):
        return False
    bare = re.sub(r"'(?:[^']|'')*'|\"(?:[^\"]|\"\")*\"", "''", text)
    return bool(_REJECTED_EDIT_RE.search(bare))


class _Rewriter:
    """Variables of one snippet: declarations and assignments."""

    def __init__(self, snippet):
        self.snippet = snippet
        self.count = 0

    def variable(self, type_spec: str, value: str, sets: list[str]) -> str:
        self.count += 1
        name = "s%d_fv%d" % (self.snippet.index, self.count)
        self.snippet.decls.append("%s :: %s" % (type_spec, name))
        sets.append("%s = %s" % (name, value))
        return name

    def char(self, literal: str, sets: list[str]) -> str:
        length = max(1, len(unquote(literal)))
        return self.variable("character(len=%d)" % length, literal, sets)

    def line(self, line: str, sets: list[str]) -> str:
        if _OPEN_CLOSE_RE.match(line):
            line = _CHAR_SPEC_RE.sub(
                lambda m: "%s=%s" % (m.group(1), self.char(m.group(2), sets)),
                line)
            return _RECL_RE.sub(
                lambda m: "%s=%s" % (m.group(1), self.variable(
                    "integer", m.group(2), sets)), line)
        if _TRANSFER_RE.match(line):
            return _LITERAL_RE.sub(
                lambda m: self.char(m.group(0), sets)
                if rejected_format(m.group(0)) else m.group(0), line)
        return line


def rewrite(prog) -> None:
    """Rewrites prog (a gen.Program) in place for flang-new-19."""
    for snippet in prog.snippets:
        rw = _Rewriter(snippet)
        for st in snippet.stmts:
            lines = []
            for line in st.lines:
                sets: list[str] = []
                new = rw.line(line, sets)
                lines += sets + [new]
            st.lines = lines
