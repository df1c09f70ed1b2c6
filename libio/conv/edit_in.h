// SPDX-License-Identifier: MIT
// Input conversion of one formatted field or one list-directed value for READ,
// value-exact with libgfortran 12 (L1, pure).
//
// The reference is the libgfortran 5 that gfortran 12 installs (Debian
// 12.2.0-14, gcc-12 branch of 2023-01), checked by running it; it differs
// from the 12.2.0 release source in three places, followed here: a sign
// followed only by blanks is a bad integer (BN), blanks alone after an
// exponent sign are a bad exponent (BN), and L editing skips blanks past
// the end of its field.
//
// Formatted input (F2018 13.7): the caller cuts the field from the record
// (w chars; fewer when a ',' ends the field early in sequential formatted
// input, or at the end of the record under PAD='YES': pass what exists;
// an empty field reads as zero) and calls one read_*_field function.
// Which function serves which descriptor, as libgfortran's
// formatted_transfer_scalar_read dispatches:
//   Iw[.m], Gw.d on INTEGER         read_integer_field
//   Bw Ow Zw on INTEGER, REAL       read_radix_field (kind = storage bytes:
//                                   1 2 4 8 16, or 10 for REAL(10))
//   F E EN ES D, G on REAL/COMPLEX  read_real_field (each part of a COMPLEX
//                                   is one field)
//   Lw, G on LOGICAL                read_logical_field
// gfortran 12 rejects EX in a format (a compile or format error), so there
// is no hexadecimal real input.
//
// List-directed and namelist input: each list_* function scans ONE value
// starting at the first character of `text` (leading blanks already
// skipped by the caller, as libgfortran's eat_spaces does), including an
// optional repeat prefix "r*".  `text` may run past the value (e.g. the
// rest of the record): scanning stops before the separator that ends the
// value (blank, ',', '/', ';', tab, CR, LF, and '!' in namelist mode; under
// DECIMAL='COMMA' a ',' is the decimal symbol inside a real, not a
// separator) and never looks further.  After the end of `text` comes an
// end of record (like '\n') unless eof_after says the file ends there.
//
// Status -> libgfortran error, per function (IOSTAT values: 5010 is
// LIBERROR_READ_VALUE, 5011 LIBERROR_READ_OVERFLOW, -1 LIBERROR_END; "%d"
// is the item number, counted from 1 over the statement's items;
// in_error() below returns exactly this table):
//   read_integer_field, read_radix_field
//     BadValue  5010 "Bad value during integer read"
//     Overflow  5011 "Value overflowed during integer read"
//   read_real_field
//     BadValue  5010 "Bad value during floating point read"
//   read_logical_field
//     BadValue  5010 "Bad value on logical read"
//   list_integer_token
//     BadValue  5010 "Bad integer for item %d in list input"
//     Overflow  5010 "Integer overflow while reading item %d"
//   list_real_token
//     BadValue, BadExponent  5010 "Bad real number in item %d of list input"
//     FloatError 5010 "Error during floating point read" (no mantissa
//               digit, e.g. "." or "+.e5"; libgfortran has already stored
//               +0.0 in the item, and so has this function)
//   list_complex_part (one part between "(" and ")" of a complex value)
//     BadValue, BadExponent  5010 "Bad complex floating point number for item
//     %d" FloatError 5010 "Error during floating point read" (+0.0 stored)
//   list_logical_token
//     BadValue  5010 "Bad logical value while reading item %d"
//   every list function (repeat prefix)
//     BadRepeat 5010 "Bad repeat count in item %d of list input"
//                    (logical/complex/character only: for integers and
//                    reals a malformed prefix is a bad integer/real)
//     ZeroRepeat 5010 "Zero repeat count in item %d of list input"
//     RepeatOverflow 5010 "Repeat count overflow in item %d of list input"
//     End       -1  (libgfortran's hit_eof: the file ended inside the
//                    value; an END condition, not an error message)
//   read_real_field, list_real_token, list_complex_part under
//   InModes::flang_reals (flang's rule, not libgfortran's)
//     RealOverflow 5011 "Real or complex input value overflows type"
//   the caller's own complex syntax check (not produced here)
//     BadValue  5010 "Bad complex value in item %d of list input"
// After any of these errors libgfortran skips the rest of the record
// (formatted: next_record; list: eat_line unless the value ended at '\n').
// In namelist mode libgfortran reports neither BadValue nor NotAValue from
// a list_* function (nml_bad_return): it takes the text as the next object
// name; all other statuses are reported as in list-directed input.  So in
// namelist mode the list functions never return End where libgfortran
// would call nml_bad_return first: they return BadValue.
//
// Notes for the transfer layer (libgfortran behaviour outside these
// functions, seen while testing them):
// - COMPLEX: libgfortran's read_complex is list_repeat_prefix, then a
//   separator or EOF (a null value) or '(', blanks/CR/tab and newlines
//   skipped, list_complex_part, blanks, ',' (';' under DC), blanks,
//   list_complex_part, blanks, ')', then a separator or EOF; anything else
//   is "Bad complex value" (EOF there: END).  Each part is stored as soon
//   as it is read, so a failed second part leaves the first one stored.
// - A repeated REAL(10) or COMPLEX(10) value ("2*1.5") fails on its second
//   item with "Read kind 16 REAL where kind 10 is required for item %d"
//   (COMPLEX: "Read kind 16 COMPLEX ...": check_type compares the storage
//   size with the kind).
// - A logical value T/F followed by more name characters ("true/") makes
//   libgfortran consume the separator after it without acting on it (a
//   '/' does not end the READ); list_logical_token's used then counts it.
// - Internal units of CHARACTER(1) are read through a signed char: a byte
//   0xFF compares equal to EOF (set InModes::ff_is_eof).
// - "nan(" with no ')' before the end of an external file hangs or
//   crashes libgfortran (endless scan into a fixed buffer); End here.
// - L editing runs past a blank field (pass the rest of the record as
//   beyond); an E/D exponent letter ending a real field followed by a sign
//   in the record also makes libgfortran read past the field (not
//   emulated: the exponent is missing, so BadValue unless -fdec).
#ifndef FTNIO_CONV_EDIT_IN_H
#define FTNIO_CONV_EDIT_IN_H

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "conv/edit_out.h"  // EditModes

namespace ftnio::conv {

// Outcome of one input conversion; see the table above for the message
// and IOSTAT each one means in each function.
enum class InStatus : uint8_t {
  kOk,    // value stored in *dest
  kNull,  // list: null value (empty, or "r*" then a separator): *dest untouched
  kBadValue,  // malformed field or value: *dest untouched (but see FloatError)
  kBadExponent,  // list real/complex part: no digit after the exponent letter
                 // or sign; the same message as BadValue, but reported in
                 // namelist mode too
  kOverflow,     // integer out of range of the kind: *dest untouched
  kFloatError,   // list real without mantissa digits: +0.0 stored, as
                 // libgfortran does
  kBadRepeat,  // list: digits not followed by '*' where only a repeat count may
               // be
  kZeroRepeat,      // list: "0*"
  kRepeatOverflow,  // list: repeat count above 200000000
  kEnd,             // list: end of file inside the value (LIBERROR_END)
  kNotAValue,       // list logical: "t"/"f" followed within 63 chars by '=', or
               // (namelist) a real's inf/nan spelling that is in fact a name:
               // libgfortran assigns nothing, raises no error and re-reads the
               // text as a name
  kBadKind,  // unsupported kind: a caller bug (libgfortran: internal_error)
  kRealOverflow,  // real: a finite text beyond the kind's range, under
                  // InModes::flang_reals; the overflowed value
                  // (Infinity or HUGE per the rounding) is stored
};

// The changeable modes that affect input (F2018 12.5.2 / 13.8).
struct InModes {
  bool blank_zero =
      false;  // BZ: blanks in numeric fields are zeros (else BN: ignored)
  bool decimal_comma =
      false;      // DC / DECIMAL='COMMA': ',' is the decimal symbol
  int scale = 0;  // kP: value / 10^k when the field has no exponent
  RoundMode round =
      RoundMode::kProcessorDefined;  // RU RD RZ round directed; RN RC RP /
                                     // none: nearest-even
  bool dec_extensions =
      false;              // -fdec (IOPARM_DT_DEC_EXT): "1.5e" means "1.5e0"
  bool namelist = false;  // list functions: '!' ends a value (namelist comment)
  bool comma_is_text =
      false;  // list functions: ',' separates no values (flang under
              // DECIMAL='COMMA'; libgfortran's ',' always separates)
  bool semicolon_is_text =
      false;  // list functions: ';' separates no values (flang under
              // DECIMAL='POINT'; libgfortran's ';' always separates)
  bool flang_names =
      false;  // list functions, namelist: a value's text is the next
              // object's name only where name characters (and blanks)
              // end at '=', '(' or '%', as LLVM flang's runtime looks
              // for one (libgfortran: any characters before a '=')
  bool ff_is_eof =
      false;  // list functions: a 0xFF byte compares equal to EOF, as
              // when libgfortran reads a CHARACTER(1) internal unit
              // through a signed char (reading goes on after it)
  bool flang_reals =
      false;  // reals as LLVM flang's runtime reads them: a value
              // overflowing the kind is RealOverflow (libgfortran stores
              // it silently), an exponent beyond 9999 overflows or
              // underflows (libgfortran: BadValue), and an Infinity or
              // NaN field may have blanks after it under BZ, nothing else
  bool flang_integers =
      false;  // integer fields as LLVM flang 19's runtime reads them: a
              // sign alone (or with blanks) is zero, a NUL is a bad
              // character (libgfortran ends the digits there), and an O
              // value whose first digit straddles a byte boundary is
              // stored a byte too high (its EditBOZInput; read_radix_field)
};

// ---------------------------------------------------------------------------
// Formatted input.  dest receives kind bytes (REAL(10): 10 bytes, the x87
// format; the 6 padding bytes of its 16-byte storage are not touched).

// Iw / Gw on INTEGER(kind), kind 1, 2, 4, 8 or 16.  Leading blanks, an
// optional sign, digits; inner blanks are skipped (BN) or zeros (BZ); an
// all-blank field is 0; a sign alone, or followed only by blanks under BN,
// is BadValue (so also for read_radix_field; flang_integers: 0).  Overflow is
// tested digit by digit, so the first problem from the left decides.
InStatus read_integer_field(std::string_view field, int kind, void* dest,
                            const InModes& modes);
// The usual Iw field of INTEGER(1/2/4/8) under BN: blanks, an optional
// sign, 1 to 18 digits right after it, blanks to the field's end, the
// value in range.  Stores it as read_integer_field would and returns
// true; false, nothing stored, for every other field (inner blanks, BZ's
// concern, no digits, a bad character, an overflow), which
// read_integer_field then reads and reports.  For formatted READ's
// in-buffer path (formatted_read.cpp).
bool read_integer_field_plain(std::string_view field, int kind, void* dest);

// Bw, Ow, Zw (radix 2, 8, 16) into kind bytes (1, 2, 4, 8, 10, 16): an
// unsigned digit string up to 2^(8*kind)-1, negated when a '-' precedes it.
InStatus read_radix_field(std::string_view field, int radix, int kind,
                          void* dest, const InModes& modes);
// The same into nbytes bytes of any count, little-endian: flang reads B, O
// and Z into a CHARACTER item as into an integer of its length in bytes.
// Any count of bytes (a longer item's digits are shifted in one at a time).
InStatus read_radix_bytes(std::string_view field, int radix, size_t nbytes,
                          void* dest, const InModes& modes);

// How LLVM flang 19's B, O and Z input (its EditBOZInput) scans a field:
// leading blanks in the record (before index `record_chars`; the blanks
// PAD='YES' adds past the record's end are digits under BZ) and then
// leading zeros are skipped; each later character
// up to a `comma` (',' for flang, also under DECIMAL='COMMA') is a digit (a
// blank is skipped, or a zero digit under BZ); the first digit brings its own
// bits (a '0' one bit), every other log2(radix) bits.  flang overflows when
// those bits need more bytes than the item has, and leaves the position after
// the last digit.
struct FlangRadixScan {
  int digits = 0;                       // the digits counted
  int bits = 0;                         // flang's count of their bits
  int first_bits = 0;                   // the first digit's part of bits
  size_t stop = 0;                      // index after the last digit counted
  size_t bad = std::string_view::npos;  // index of a character that is
                                        // no digit of the radix
};
FlangRadixScan flang_radix_scan(std::string_view field, int radix,
                                bool blank_zero, char comma,
                                size_t record_chars = std::string_view::npos);

// Whether a REAL field has an exponent and no mantissa: no digit and no
// decimal symbol before its exponent letter or sign ("E+05", "+D2"),
// which libgfortran reads as zero with its -pedantic notice "REAL input
// of style 'E+NN'".  Leading and inner blanks are skipped.
bool real_field_exponent_only(std::string_view field, bool decimal_comma);

// F, E, EN, ES, D, G on REAL(kind), kind 4, 8, 10 or 16 (and flang's 2 and
// 3, conv/narrow_real.h), with d digits after
// the implied decimal point when the field has no '.' (or ',' under DC).
// Exponent forms "1.0E+5" "1.0e5" "1.0D5" "1.0Q5" "1.0+5" "1.0-5", blanks
// after the exponent letter; Infinity/NaN ("inf", "infinity", "nan",
// "nan(alnum)", any case).  Correctly rounded per modes.round exactly as
// glibc's strtof/strtod/strtold (and, for kind 16, libquadmath's
// strtoflt128, including its deviations: values >= 10^4933 written with a
// positive exponent give +-Infinity and values below 2^-16495 give +-0
// whatever the rounding mode; a NaN read into kind 16 is always
// positive).  An exponent sign followed only by blanks (BN) is BadValue
// unless -fdec.  Overflow gives
// Infinity (or HUGE under directed rounding away from it), an error only
// under modes.flang_reals;
// an exponent of 10000 or more in magnitude (after the scale factor and d
// are applied) is BadValue, as in libgfortran.
InStatus read_real_field(std::string_view field, int d, int kind, void* dest,
                         const InModes& modes);

// Lw / G on LOGICAL(kind), kind 1, 2, 4, 8 or 16: blanks, an optional '.',
// then T or F (any case); the rest of the field is ignored.  Stores 1 or 0.
// The installed libgfortran 12 skips leading blanks without looking at w:
// a field of blanks (or an empty one) goes on reading the record past its
// end, and a '.' there is accepted unless it sits exactly at position w
// (libgfortran's width count wraps).  beyond: the chars that follow the
// field in the record (libgfortran reads the buffer; past the record end
// it reads whatever memory follows, where this function reports BadValue).
InStatus read_logical_field(std::string_view field, int kind, void* dest,
                            std::string_view beyond = {});

// ---------------------------------------------------------------------------
// List-directed / namelist input.

// Result of scanning one list value.
struct ListResult {
  InStatus status;  // see InStatus; Null and Ok come with a repeat count
  uint32_t
      repeat;   // r of an "r*" prefix (1 when absent); 1 <= repeat <= 200000000
  size_t used;  // chars of text consumed: the value, not the separator after it
                // (except after a logical name, see the notes above)
  bool bad_in_text =
      false;  // BadValue: the offending char is text[used - 1] (else
              // the end of the record or file); namelist READ puts
              // it back and reads it as the start of a name
  bool bad_is_point = false;  // ... and that char is the decimal comma, read
                              // as '.': libgfortran puts back the '.'
};

// An INTEGER(kind) value: [r*][sign]digits.  Overflow for values outside
// the kind.  Null for an empty value or "r*" followed by a separator.
ListResult list_integer_token(std::string_view text, bool eof_after, int kind,
                              void* dest, const InModes& modes);

// The usual values of list_integer_token and list_real_token outside a
// namelist, [sign]digits (INTEGER(1/2/4/8), at most 18 digits, in range)
// and [sign]digits[.digits][(e|E)[sign]digits] (REAL(4/8) under
// DECIMAL='POINT' and the ROUND= mode round, when it rounds to nearest),
// followed by a separator or the end of
// text: stores the value as those do and returns the characters used;
// 0, nothing stored, for anything else (repeat counts, nulls, errors),
// which the caller gives to the token functions.  For list READ's fast
// item path (list_read.cpp).
size_t list_integer_plain(std::string_view text, int kind, void* dest);
size_t list_real_plain(std::string_view text, int kind, void* dest,
                       RoundMode round);

// A REAL(kind) value: [r*][sign]mantissa[exponent] or Infinity/NaN; uses
// modes.decimal_comma, modes.round, modes.dec_extensions, modes.namelist.
// Overflow gives Infinity (list READ of 1e999 into REAL(4) is +Inf, no
// error), rounding as read_real_field.
ListResult list_real_token(std::string_view text, bool eof_after, int kind,
                           void* dest, const InModes& modes);

// One part of a list-directed COMPLEX value (libgfortran's parse_real): the
// text after "(" (or after the ',' / ';') with blanks skipped.  Unlike
// list_real_token the number ends at any character that cannot continue it
// (used tells where), no repeat prefix is allowed, and a Null never
// occurs.  The caller checks the ',' / ';' and ')' around the parts.
ListResult list_complex_part(std::string_view text, bool eof_after, int kind,
                             void* dest, const InModes& modes);

// Whether LLVM flang 19's reading of a list-directed or namelist value
// stops before c without taking it (its NextInField): a blank, tab or
// newline, '/', a parenthesis, a quote or a '*', the value separator
// (',', or ';' under decimal_comma), and in a namelist the group's end
// '&' or '$'.
bool flang_list_value_stops(char c, bool decimal_comma, bool namelist);

// LLVM flang 19's list-directed INTEGER(kind) value (edit_in_list_flang.cpp
// tells how flang reads one; kind must be valid) at the start of text,
// the rest of the record; no "r*" prefix (the caller takes those the
// general way).
enum class FlangInt : uint8_t {
  kOk,        // stored; used: flang's position after the value
  kAbsent,    // no sign, no digit: "Integer value absent from NAMELIST or
              // list-directed input"
  kBadChar,   // text[used]: "Bad character 'c' in INTEGER input field"
  kOverflow,  // nothing stored: beyond INTEGER(kind)
};
struct FlangIntResult {
  FlangInt status;
  size_t used;
};
FlangIntResult list_integer_flang(std::string_view text, int kind, void* dest,
                                  const InModes& modes);
// Its usual case, digits (and a sign) ended by a separator, in one pass:
// the characters used, or 0 with nothing stored.  This case is no null
// value and no repeat count, which callers need not test for then.
size_t plain_integer_flang(std::string_view text, int kind, void* dest,
                           const InModes& modes);

// LLVM flang 19's list-directed REAL value (edit_in_list_flang.cpp
// tells how flang reads one), at the start of text, the rest of the
// record; no "r*" prefix (the caller takes those the general way).
enum class FlangReal : uint8_t {
  kOk,        // stored; used: flang's position after the value
  kNoValue,   // nothing stored: "Bad real input data at column C"
  kTrailing,  // nothing stored: "Trailing characters after real input
              // data at column C"
  kOverflow,  // +-Infinity stored; an error under flang_reals
  kStray,     // stored, but text[used] separates no values: an error
  kGeneral,   // nothing read: left to list_real_token (what the
              // caller does not scan)
};
struct FlangRealResult {
  FlangReal status;
  size_t used;  // chars taken; the column of an error is used + 1
  // The reading stopped at text[used] (a stop such as ')' or a
  // separator, or the end) rather than taking a character that ended
  // the value; flang's pair takes a ')' only then.
  bool stopped = false;
};
FlangRealResult list_real_flang(std::string_view text, int kind, void* dest,
                                const InModes& modes);

// A LOGICAL(kind) value: [r*] then T/F (followed by up to 62 more name
// characters) or .T/.F (followed by anything up to the separator).
// A T/F followed by name characters and then '=' is NotAValue (outside
// namelists too: libgfortran then assigns nothing and re-reads the text);
// in namelist mode the '=' may follow blanks ("tx = 1"), a look-ahead done
// here only within text.  A lone "t" followed by a separator is a value.
ListResult list_logical_token(std::string_view text, bool eof_after, int kind,
                              void* dest, const InModes& modes);

// The optional "r*" prefix of a logical, complex or character value
// (libgfortran's parse_repeat): Ok with repeat and used (0 when text does
// not start with a digit), Null when text starts with a separator (or is
// empty: then the end of record acts as one), or one of the repeat errors.
ListResult list_repeat_prefix(std::string_view text, bool eof_after,
                              const InModes& modes);

// ---------------------------------------------------------------------------
// Error reporting.

// Which function produced a status (selects the message wording).
enum class InItem : uint8_t {
  kFormattedInteger,  // read_integer_field, read_radix_field
  kFormattedReal,     // read_real_field
  kFormattedLogical,  // read_logical_field
  kListInteger,       // list_integer_token
  kListReal,          // list_real_token
  kListComplexPart,   // list_complex_part
  kListComplex,  // the caller's own "(", ",", ")" checks of a complex value
  kListLogical,  // list_logical_token
  kListRepeat,   // list_repeat_prefix (for logical, complex or character items)
};

// What libgfortran reports for status in item: iostat is 0 for Ok, Null
// and NotAValue (nothing reported), -1 for End (no message: the END
// condition's own text), else 5010/5011 with message, a printf format
// that may contain one "%d" for the item number.
struct InError {
  int iostat;  // LIBERROR_* code, 0 when nothing is reported
  const char*
      message;  // printf format with at most one %d; nullptr when iostat <= 0
};
InError in_error(InStatus status, InItem item);

// The list-directed value separators (libgfortran's CASE_SEPARATORS):
// blanks, tabs, CR, newline, '/', ',' and ';'.  Under flang's policy ','
// is text with DECIMAL='COMMA' (comma_is_text) and ';' with
// DECIMAL='POINT' (semicolon_is_text).  In a namelist '!' also ends a
// value; its callers add that.
constexpr bool is_list_separator(int c, bool comma_is_text,
                                 bool semicolon_is_text) {
  return c == ' ' || (c == ',' && !comma_is_text) || c == '/' || c == '\n' ||
         c == '\t' || c == '\r' || (c == ';' && !semicolon_is_text);
}

}  // namespace ftnio::conv

#endif  // FTNIO_CONV_EDIT_IN_H
