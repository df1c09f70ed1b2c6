# SPDX-License-Identifier: MIT
"""The slice of Tcl that DejaGnu directives need: words, lists, globs.

A directive such as `{ dg-output "At line 5\\[\\n\\r\\]+" { target x } }` is
evaluated by DejaGnu as a Tcl command, so its arguments follow Tcl's quoting
rules: a `{...}` word is taken literally (backslashes survive, for the regexp
engine to interpret), a `"..."` word or a bare word undergoes backslash,
variable and command substitution. Only backslash substitution is
implemented; `$name` and `[cmd]` raise TclError, which the caller reports as
an unresolved directive (DejaGnu would also fail on them: no variables or
commands of that kind exist in the directive's scope).
"""

import re

_SIMPLE_ESCAPES = {
    "a": "\a", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t",
    "v": "\v",
}
_HEX = "0123456789abcdefABCDEF"
_SPACE = " \t\n\r\f\v"


class TclError(ValueError):
    """A directive that Tcl would reject (or that needs a real interpreter)."""


def _take_hex(text, pos, max_digits):
    """Return (value, new_pos) for up to max_digits hex digits at pos."""
    end = pos
    while end < len(text) and end - pos < max_digits and text[end] in _HEX:
        end += 1
    if end == pos:
        return None, pos
    return int(text[pos:end], 16), end


def backslash_subst(text, pos):
    """Decode the backslash sequence starting at text[pos] == '\\'.

    Returns (replacement, position after the sequence), following Tcl 8.6's
    Tcl_UtfBackslash: \\xhh takes at most two hex digits, \\ooo up to three
    octal digits, backslash-newline plus following blanks becomes one space,
    and a backslash before any other character yields that character.
    """
    pos += 1
    if pos >= len(text):
        return "\\", pos
    char = text[pos]
    if char in _SIMPLE_ESCAPES:
        return _SIMPLE_ESCAPES[char], pos + 1
    if char == "\n":
        pos += 1
        while pos < len(text) and text[pos] in " \t":
            pos += 1
        return " ", pos
    if char in "xuU":
        width = {"x": 2, "u": 4, "U": 8}[char]
        value, end = _take_hex(text, pos + 1, width)
        if value is None:
            return char, pos + 1
        return chr(min(value, 0x10FFFF)), end
    if char in "01234567":
        end = pos
        while end < len(text) and end - pos < 3 and text[end] in "01234567":
            end += 1
        return chr(int(text[pos:end], 8) & 0xFF), end
    return char, pos + 1


def _subst_until(text, pos, stop_chars, allow_substitutions):
    """Copy text from pos with substitutions until a char in stop_chars.

    Returns (value, position of the stop char or len(text)).
    """
    out = []
    while pos < len(text) and text[pos] not in stop_chars:
        char = text[pos]
        if char == "\\":
            value, pos = backslash_subst(text, pos)
            out.append(value)
            continue
        if allow_substitutions and char == "[":
            raise TclError("command substitution is not supported: "
                           + text[pos:pos + 30])
        if allow_substitutions and char == "$":
            nxt = text[pos + 1] if pos + 1 < len(text) else ""
            if nxt.isalnum() or nxt in "_{:":
                raise TclError("variable substitution is not supported: "
                               + text[pos:pos + 30])
        out.append(char)
        pos += 1
    return "".join(out), pos


def _braced(text, pos):
    """Parse a {...} word starting at text[pos] == '{'; return (value, end).

    Nesting counts unescaped braces; backslash-newline becomes a space and
    every other backslash is kept verbatim (Tcl's rule for braced words).
    """
    depth = 1
    pos += 1
    out = []
    while pos < len(text):
        char = text[pos]
        if char == "\\" and pos + 1 < len(text):
            if text[pos + 1] == "\n":
                value, pos = backslash_subst(text, pos)
                out.append(value)
                continue
            out.append(text[pos:pos + 2])
            pos += 2
            continue
        if char == "{":
            depth += 1
        elif char == "}":
            depth -= 1
            if depth == 0:
                return "".join(out), pos + 1
        out.append(char)
        pos += 1
    raise TclError("missing close-brace")


def _split(text, allow_substitutions, stop_at_command_end):
    """Shared tokenizer of Tcl scripts (one command) and Tcl lists."""
    words = []
    pos = 0
    separators = " \t" if stop_at_command_end else _SPACE
    while True:
        while pos < len(text) and (text[pos] in separators or
                                   (text[pos] == "\\" and
                                    text[pos + 1:pos + 2] == "\n")):
            pos += 2 if text[pos] == "\\" else 1
        if pos >= len(text):
            return words
        if stop_at_command_end and text[pos] in "\n;":
            rest = text[pos + 1:].strip()
            if rest:
                raise TclError("more than one command: " + rest[:30])
            return words
        char = text[pos]
        if char == "{":
            value, pos = _braced(text, pos)
            kind = "brace"
        elif char == '"':
            value, pos = _subst_until(text, pos + 1, '"',
                                      allow_substitutions)
            if pos >= len(text):
                raise TclError("missing \"")
            pos += 1
            kind = "quote"
        else:
            stops = _SPACE + (";" if stop_at_command_end else "")
            value, pos = _subst_until(text, pos, stops, allow_substitutions)
            kind = "bare"
        if kind != "bare" and pos < len(text) and text[pos] not in _SPACE + (
                ";" if stop_at_command_end else ""):
            raise TclError("extra characters after close-%s"
                           % ("brace" if kind == "brace" else "quote"))
        words.append(value)


def split_command(text):
    """Split one Tcl command into its words, performing substitutions."""
    return _split(text, allow_substitutions=True, stop_at_command_end=True)


def split_list(text):
    """Split a Tcl list (as `lindex`/`llength` see it) into its elements."""
    return _split(text, allow_substitutions=False, stop_at_command_end=False)


def lindex(text, index):
    """Tcl `lindex $text $index` ("" when out of range)."""
    items = split_list(text)
    return items[index] if 0 <= index < len(items) else ""


def _glob_to_regex(pattern):
    """Translate a Tcl `string match` pattern into a Python regex."""
    out = []
    pos = 0
    while pos < len(pattern):
        char = pattern[pos]
        if char == "*":
            out.append(".*")
        elif char == "?":
            out.append(".")
        elif char == "\\" and pos + 1 < len(pattern):
            pos += 1
            out.append(re.escape(pattern[pos]))
        elif char == "[":
            end = pattern.find("]", pos + 1)
            if end < 0:
                out.append(re.escape(char))
            else:
                body = pattern[pos + 1:end]
                out.append("[" + "".join(
                    c if c == "-" else re.escape(c) for c in body) + "]")
                pos = end
        else:
            out.append(re.escape(char))
        pos += 1
    return "".join(out)


def string_match(pattern, text):
    """Tcl `string match pattern text` (whole-string glob match)."""
    return re.fullmatch(_glob_to_regex(pattern), text, re.DOTALL) is not None
