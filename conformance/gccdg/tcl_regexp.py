# SPDX-License-Identifier: MIT
"""Translates Tcl advanced regular expressions (ARE) into Python `re`.

DejaGnu checks `dg-output` with `regexp -- $pattern $output`: an unanchored
search in which `.` and `[^x]` match newlines and `^`/`$` anchor only at the
ends of the whole string. The differences from Python handled here:

* `$` means end of string (Python's `$` also matches before a final "\\n");
* escapes `\\m \\M \\y \\Y` (word boundaries), `\\B` (a backslash),
  `\\b` (backspace, not a boundary), `\\e`, `\\xhhh...` (any number of hex
  digits), `\\uhhhh`, `\\Uhhhhhhhh`, `\\cX`, `\\0oo`;
* bracket expressions with POSIX classes (`[[:digit:]]`), backslash escapes
  and a leading `]`; characters Python would read as set operators are
  escaped;
* the `***=` (literal) and `***:` director prefixes.
"""

import re

_POSIX_CLASSES = {
    "alpha": "a-zA-Z", "upper": "A-Z", "lower": "a-z", "digit": "0-9",
    "xdigit": "0-9a-fA-F", "alnum": "0-9a-zA-Z", "word": "0-9a-zA-Z_",
    "space": " \\t\\n\\r\\f\\v", "blank": " \\t",
    "punct": "!-/:-@\\[-`{-~", "print": " -~", "graph": "!-~",
    "cntrl": "\\x00-\\x1f\\x7f",
}
_CHAR_ESCAPES = {
    "a": "\a", "b": "\b", "e": "\x1b", "f": "\f", "n": "\n", "r": "\r",
    "t": "\t", "v": "\v",
}
_HEX = "0123456789abcdefABCDEF"


class TclRegexpError(ValueError):
    """A pattern Tcl would reject, or one this translator cannot express."""


def _hex_escape(pattern, pos, max_digits):
    """Parse hex digits after \\x, \\u or \\U; return (char, new_pos)."""
    end = pos
    while end < len(pattern) and end - pos < max_digits and \
            pattern[end] in _HEX:
        end += 1
    if end == pos:
        raise TclRegexpError("invalid escape \\" + pattern[pos - 1])
    return chr(min(int(pattern[pos:end], 16), 0x10FFFF)), end


def _escape_char(pattern, pos, in_bracket):
    """Translate the escape at pattern[pos] == '\\'; return (python, pos)."""
    if pos + 1 >= len(pattern):
        raise TclRegexpError("trailing backslash")
    char = pattern[pos + 1]
    pos += 2
    if char in _CHAR_ESCAPES:
        return re.escape(_CHAR_ESCAPES[char]), pos
    if char == "B":
        return re.escape("\\"), pos
    if char == "x":
        value, pos = _hex_escape(pattern, pos, 64)
        return re.escape(value), pos
    if char in "uU":
        value, pos = _hex_escape(pattern, pos, 4 if char == "u" else 8)
        return re.escape(value), pos
    if char == "c" and pos < len(pattern):
        return re.escape(chr(ord(pattern[pos]) & 0x1F)), pos + 1
    if char == "0":
        end = pos
        while end < len(pattern) and end - pos < 2 and \
                pattern[end] in "01234567":
            end += 1
        return re.escape(chr(int("0" + pattern[pos:end], 8))), end
    if char in "dDsSwW":
        return "\\" + char, pos
    if not in_bracket:
        if char in "AZ":
            return "\\A" if char == "A" else "\\Z", pos
        if char == "m":
            return "\\b(?=\\w)", pos
        if char == "M":
            return "\\b(?<=\\w)", pos
        if char == "y":
            return "\\b", pos
        if char == "Y":
            return "\\B", pos
        if char in "123456789":
            return "\\" + char, pos
    if char.isalnum():
        raise TclRegexpError("invalid escape \\" + char)
    return re.escape(char), pos


def _bracket(pattern, pos):
    """Translate the bracket expression at pattern[pos] == '['."""
    pos += 1
    out = ["["]
    if pos < len(pattern) and pattern[pos] == "^":
        out.append("^")
        pos += 1
    first = True
    while pos < len(pattern):
        char = pattern[pos]
        if char == "]" and not first:
            out.append("]")
            return "".join(out), pos + 1
        first = False
        if char == "[" and pattern[pos + 1:pos + 2] in (":", ".", "="):
            kind = pattern[pos + 1]
            end = pattern.find(kind + "]", pos + 2)
            if end < 0:
                raise TclRegexpError("unterminated [%s" % kind)
            name = pattern[pos + 2:end]
            if kind == ":":
                if name not in _POSIX_CLASSES:
                    raise TclRegexpError("unknown class [:%s:]" % name)
                out.append(_POSIX_CLASSES[name])
            elif len(name) == 1:
                out.append(re.escape(name))
            else:
                raise TclRegexpError("collating element [%s%s%s]"
                                     % (kind, name, kind))
            pos = end + 2
            continue
        if char == "\\":
            value, pos = _escape_char(pattern, pos, in_bracket=True)
            out.append(value)
            continue
        if char == "-" and out[-1] not in ("[", "^") and \
                pattern[pos + 1:pos + 2] != "]":
            out.append("-")
        else:
            out.append(re.escape(char))
        pos += 1
    raise TclRegexpError("brackets [] not balanced")


def translate(pattern):
    """Return a Python regex source equivalent to the Tcl ARE `pattern`."""
    if pattern.startswith("***="):
        return re.escape(pattern[4:])
    if pattern.startswith("***:"):
        pattern = pattern[4:]
    out = []
    pos = 0
    while pos < len(pattern):
        char = pattern[pos]
        if char == "\\":
            value, pos = _escape_char(pattern, pos, in_bracket=False)
            out.append(value)
        elif char == "[":
            value, pos = _bracket(pattern, pos)
            out.append(value)
        elif char == "$":
            out.append("\\Z")
            pos += 1
        else:
            out.append(char)
            pos += 1
    return "".join(out)


def compile_tcl(pattern):
    """Compile a Tcl ARE into a Python pattern (DOTALL, no MULTILINE)."""
    try:
        return re.compile(translate(pattern), re.DOTALL)
    except re.error as err:
        raise TclRegexpError(str(err)) from err


def tcl_search(pattern, text):
    """Tcl `regexp -- pattern text`: True when pattern matches anywhere."""
    return compile_tcl(pattern).search(text) is not None
