# SPDX-License-Identifier: MIT
"""Classifies a test by the I/O features its source uses (grep heuristics).

A test may fall in several categories. The regexps look at the Fortran
source with full-line comments removed; the undefined libgfortran symbols
of the test's objects (from `nm -u`) confirm a few categories whose
statements the compiler turns into dedicated entry points.
"""

import re

CATEGORIES = (
    "namelist", "unformatted", "direct", "stream", "internal units",
    "non-advancing", "DTIO", "asynchronous", "edit descriptors",
    "list-directed read", "UTF-8/kind 4", "real(10)/real(16)", "inquire",
    "backspace/endfile",
)

_F = re.IGNORECASE
_PATTERNS = {
    "namelist": re.compile(r"\bnamelist\b|\bnml\s*=", _F),
    "unformatted": re.compile(r"form\s*=\s*['\"]unformatted|"
                              r"\(\s*unformatted\s*\)", _F),
    "direct": re.compile(r"access\s*=\s*['\"]direct|[(,]\s*rec\s*=", _F),
    "stream": re.compile(r"access\s*=\s*['\"]stream|[(,]\s*pos\s*=", _F),
    "non-advancing": re.compile(r"advance\s*=\s*['\"]\s*no", _F),
    "DTIO": re.compile(r"\b(read|write)\s*\(\s*(formatted|unformatted)\s*\)"
                       r"|['\"(,]\s*dt\s*['\"(]", _F),
    "asynchronous": re.compile(r"asynchronous\s*=|^\s*wait\s*\(", _F | re.M),
    "edit descriptors": re.compile(
        r"^\s*\d+\s+format\s*\(|fmt\s*=\s*['\"(]|"
        r"\b(read|write)\s*\([^)]*?,\s*['\"]\s*\(|"
        r"\bprint\s*['\"]\s*\(|\bprint\s+\d+\s*,", _F | re.M),
    "list-directed read": re.compile(
        r"\bread\s*\(\s*[^,()]+(\([^)]*\))?\s*,\s*(fmt\s*=\s*)?\*\s*[,)]|"
        r"\bread\s*\*\s*,", _F),
    "UTF-8/kind 4": re.compile(
        r"encoding\s*=\s*['\"]utf-8|character\s*\(\s*(kind\s*=\s*)?4\b|"
        r"character\s*\(\s*len\s*=[^)]*,\s*kind\s*=\s*4\b|"
        r"selected_char_kind\s*\(\s*['\"]iso_10646|\bucs4\b", _F),
    "real(10)/real(16)": re.compile(
        r"(real|complex)\s*\(\s*(kind\s*=\s*)?(10|16)\b|"
        r"(real|complex)\s*\*\s*(10|16|32)\b|"
        r"selected_real_kind\s*\(\s*(1[89]|[23]\d)\b|\bqp\b|"
        r"\b(real|complex)\s*\(\s*(kind\s*=\s*)?"
        r"(c_long_double|c_float128|real128|real80|qp|wp|k16|k10)\b", _F),
    "inquire": re.compile(r"\binquire\s*\(", _F),
    "backspace/endfile": re.compile(r"\b(backspace|endfile|end\s+file)\b"
                                    r"\s*(\(|\d|[a-z])", _F),
}
_SYMBOL_CATEGORIES = {
    "_gfortran_st_set_nml_var": "namelist",
    "_gfortran_st_inquire": "inquire",
    "_gfortran_st_backspace": "backspace/endfile",
    "_gfortran_st_endfile": "backspace/endfile",
    "_gfortran_st_wait": "asynchronous",
    "_gfortran_st_wait_async": "asynchronous",
    "_gfortran_transfer_real128": "real(10)/real(16)",
    "_gfortran_transfer_real128_write": "real(10)/real(16)",
    "_gfortran_transfer_complex128": "real(10)/real(16)",
    "_gfortran_transfer_complex128_write": "real(10)/real(16)",
    "_gfortran_transfer_character_wide": "UTF-8/kind 4",
    "_gfortran_transfer_character_wide_write": "UTF-8/kind 4",
}
_COMMENT_LINE = re.compile(r"^\s*!.*$|^[cC*].*$", re.M)
_UNIT_NAME = re.compile(r"\b(?:read|write)\s*\(\s*(?:unit\s*=\s*)?"
                        r"([a-z_]\w*)\s*(?:\([^()]*\))?\s*[,)]", _F)


def _strip_comments(text, fixed_form):
    """Drop full-line comments (and fixed-form column-1 comments)."""
    if fixed_form:
        return _COMMENT_LINE.sub("", text)
    return re.sub(r"^\s*!.*$", "", text, flags=re.M)


def _has_internal_unit(text):
    """A READ/WRITE whose unit is a name declared CHARACTER in the file."""
    for match in _UNIT_NAME.finditer(text):
        name = re.escape(match.group(1))
        if re.search(r"^\s*character\b[^!\n]*\b%s\b" % name, text, _F | re.M):
            return True
    return False


def classify(sources, symbols=()):
    """Return the sorted category names for the given source texts.

    sources: iterable of (path, text); symbols: undefined symbol names.
    """
    found = set()
    for path, text in sources:
        fixed = bool(re.search(r"\.[fF]$", path))
        body = _strip_comments(text, fixed)
        for name, pattern in _PATTERNS.items():
            if name not in found and pattern.search(body):
                found.add(name)
        if "internal units" not in found and _has_internal_unit(body):
            found.add("internal units")
    for symbol in symbols:
        if symbol in _SYMBOL_CATEGORIES:
            found.add(_SYMBOL_CATEGORIES[symbol])
    return [name for name in CATEGORIES if name in found]
