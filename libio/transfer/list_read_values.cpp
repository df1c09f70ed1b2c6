// SPDX-License-Identifier: MIT
// One list-directed input value of each type, with its repeat count, null
// forms and errors as libgfortran 12 reports them (F2018 13.10.3) (L4).
//
// Numbers and logicals are scanned by the conv:: token functions over the
// rest of the record; complex and character values, which may span
// records, are read here character by character.  After a malformed
// value libgfortran skips the rest of the record (eat_line) before it
// reports the error; errors found after the value was scanned do not.
#include <cstdio>
#include <cstring>
#include <string>

#include "base/iostat.h"
#include "conv/narrow_real.h"
#include "transfer/bad_input.h"
#include "transfer/end_of_file.h"
#include "transfer/internal_unit.h"
#include "transfer/list_read_flang.h"
#include "transfer/list_read_scan.h"
#include "transfer/list_read_state.h"
#include "transfer/record_in.h"

namespace ftnio::detail {

using conv::InItem;
using conv::InStatus;
using conv::ListResult;

void ListRead::end_of_file() {
  if (st_->status.failed()) return;
  if (stopped_at_record_end) {  // the items left keep their values
    input_complete = true;
    return;
  }
  // An internal file has no endfile state (libgfortran: AT_ENDFILE).
  if (internal_file(*st_)) {
    st_->status.raise(kIostatEnd, nullptr);
    return;
  }
  // END can come after the characters of a last record without newline;
  // they leave the record buffer first, as every READ leaves it empty.
  if (st_->unit->fbuf().pos() > 0) in_next_record(*st_);
  hit_end_of_file(*st_);
}

void ListRead::raise(InStatus status, InItem item) {
  conv::InError e = conv::in_error(status, item);
  if (e.iostat == 0) return;
  if (e.iostat == kIostatEnd) {
    end_of_file();
    return;
  }
  char msg[160];
  std::snprintf(msg, sizeof msg, e.message, item_count);
  st_->status.raise(e.iostat, msg);
}

void ListRead::skip_record_after_float_error() {
  // Only a namelist reads on after the error, and only it needs the
  // position in an internal file.
  if (internal_file(*st_) && !namelist) return;
  const bool had_ungot = ungot;
  const int c = had_ungot ? next() : kListEof;
  if (eor_pending) {
    eor_pending = false;
    if (!in_next_record(*st_)) at_eof = true;
  }
  bool ended = at_eof || !in_next_record(*st_);
  if (ended && !at_eof && internal_file(*st_) && st_->internal.is_array) {
    // libgfortran's next_array_record wraps around: the skip off an
    // internal array's last record lands on its first.
    st_->record_index = 0;
    st_->in_column = 0;
    internal_load_record(*st_);
    ended = false;
  }
  if (ended) {
    at_eof = true;
    // The error stands; an external unit is at its end (an internal
    // file's skip raises nothing).
    if (!internal_file(*st_)) hit_end_of_file(*st_);
  }
  // The char put back stays in libgfortran's one-char buffer: a namelist
  // reads it first after the skip.
  if (namelist && c >= 0) {
    // (built in a fresh string: GCC 12's -O3 -Wrestrict misreads an
    // operator+ of a char string and a substr here)
    std::string rest(1, static_cast<char>(c));
    rest.append(replay, replay_pos, std::string::npos);
    replay.swap(rest);
    replay_pos = 0;
  }
}

namespace {

// The value after the separator-free checks: record a repeat count.
void note_repeat(ListRead& L, const ListResult& r) {
  if (r.repeat != 1) L.repeat_count = r.repeat;
}

// Whether a namelist takes what failed to read as a value for the start
// of the next object: libgfortran always, flang only when it is a name
// followed by '=' (or a qualifier) or the group's end ("&end", '$') in
// the values of an array or a derived type (a scalar's value it is);
// flang's other bad values are errors.
bool next_object_follows(const ListRead& L, const ListText& t,
                         const ListResult& r) {
  if (!L.namelist ||
      (r.status != InStatus::kBadValue && r.status != InStatus::kNotAValue))
    return false;
  if (!L.statement().policy.namelist_input_flang) return true;
  return name_ends_values(L, t.text);
}

// An "inf"/"nan" that turned out a name (kNotAValue) is read again from
// its start (0 returned: the chars to consume), except in an internal
// array: libgfortran replays the chars from its line buffer, and its
// eat_spaces, which comes first, seeks over the blanks behind them in
// the record (a fast path for character arrays, PR38199), so "Im (2)="
// reads as "Im(2)=".  (Not after "r*", nor after replayed chars.)
size_t unwound_name_skip(ListRead& L, const ListText& t, const ListResult& r) {
  const DtState& st = L.statement();
  if (!internal_file(st) || !st.internal.is_array || t.replayed > 0 ||
      repeat_prefix_length(t.text) > 0)
    return 0;
  L.replay.append(t.text.substr(0, r.used));
  size_t n = r.used;
  while (n < t.text.size() && t.text[n] == ' ') ++n;
  return n;
}

// A malformed value: libgfortran skips the rest of the record, then
// reports (an end of file inside the value is END instead).
void bad_value(ListRead& L, const ListText& t, const ListResult& r,
               InItem item) {
  if (L.namelist && L.statement().policy.namelist_input_flang && t.eof_after &&
      t.text.find_first_not_of(" \t") == std::string_view::npos) {
    // flang: the end of the file where an array's next value would be.
    L.consume(t, t.text.size());
    L.end_of_file();
    return;
  }
  if (next_object_follows(L, t, r)) {
    // libgfortran's nml_bad_return: the offending char is put back and
    // the namelist reader takes what follows as the next object name.
    size_t at = r.status == InStatus::kNotAValue ? 0
                : r.bad_in_text && r.used > 0    ? r.used - 1
                                                 : r.used;
    if (r.status == InStatus::kNotAValue) {  // replayed with the name
      L.replay = L.pushed;
      L.replay_pos = 0;
      L.pushed.clear();
      at = unwound_name_skip(L, t, r);
    }
    // A repeat count before the bad text was taken already.
    size_t prefix = repeat_prefix_length(t.text);
    if (prefix > 0 && at >= prefix) {
      int64_t count = 0;
      for (size_t k = 0; k + 1 < prefix; ++k)
        count = count * 10 + (t.text[k] - '0');
      L.repeat_count = count;
    }
    if (r.bad_is_point) {
      // The decimal comma read_real took for '.': the '.' is put back.
      L.consume(t, at + 1);
      L.replay.insert(L.replay_pos, 1, '.');
    } else {
      L.consume(t, at);
    }
    L.nml_read_error = true;
    return;
  }
  note_bad_input(t.text);
  L.consume(t, r.used);
  if (r.status != InStatus::kEnd) L.eat_line();
  L.raise(r.status, item);
}

// The repeat-prefix errors of logical and complex values (parse_repeat).
// Returns true when r ended the value (null or error).
bool repeat_prefix_done(ListRead& L, const ListText& t, const ListResult& r) {
  switch (r.status) {
    case InStatus::kOk:
      L.consume(t, r.used);
      note_repeat(L, r);
      return false;
    case InStatus::kNull:
      L.consume(t, r.used);
      L.eat_separator();
      return true;
    case InStatus::kBadRepeat:
      L.consume(t, r.used);
      // A digit run ended by the record's end: libgfortran has passed
      // that end already and its eat_line skips the next record too.
      if (r.used > 0 && r.used == t.text.size() &&
          is_digit(static_cast<unsigned char>(t.text[r.used - 1])))
        L.next();
      L.eat_line();
      L.raise(r.status, InItem::kListRepeat);
      return true;
    default:  // zero or too large a count, END
      L.consume(t, r.used);
      L.raise(r.status, InItem::kListRepeat);
      return true;
  }
}

}  // namespace

namespace {

// What distinguishes an integer from a real number value: its token
// scanner, the type a repeat count keeps, and the one error found after
// the value was scanned (then the separator is passed before reporting).
struct NumberValue {
  ItemType type;
  InItem item;
  InStatus late_error;  // Overflow (integer) or FloatError (real)
};

// flang reads no repeat count of zero: "0*5" is the integer 0, ended
// by the '*' (which the next item then meets).
bool flang_zero_before_star(ListRead& L, const ListText& t,
                            const NumberValue& v) {
  if (!L.statement().policy.repeat_counts_flang || v.type != ItemType::kInteger)
    return false;
  const size_t star = t.text.find('*');
  if (star == std::string_view::npos) return false;
  L.consume(t, star);
  std::memset(L.value, 0, sizeof L.value);
  L.saved_known = true;
  L.saved_type = ItemType::kInteger;
  return true;
}

template <typename Scan>
void read_number(DtState& st, ListRead& L, const NumberValue& v, Scan scan) {
  ListText t;
  ListResult r = scan_token(st, L, &t, scan);
  switch (r.status) {
    case InStatus::kOk:
    case InStatus::kNull:
      L.consume(t, r.used);
      L.eat_separator();
      note_repeat(L, r);
      if (r.status == InStatus::kOk) {
        L.saved_known = true;
        L.saved_type = v.type;
      }
      return;
    case InStatus::kZeroRepeat:
      if (flang_zero_before_star(L, t, v)) return;
      [[fallthrough]];
    case InStatus::kRepeatOverflow:
      L.consume(t, r.used);
      L.raise(r.status, v.item);
      return;
    case InStatus::kRealOverflow:  // (flang) the value was read and stored
      L.consume(t, r.used);
      L.eat_separator();
      // flang leaves the record, as after any failed value (fail_overflow)
      if (!L.namelist && !L.at_eol) L.eat_line();
      L.raise(r.status, v.item);
      return;
    default:
      if (r.status != v.late_error) {
        bad_value(L, t, r, v.item);
        return;
      }
      L.consume(t, r.used);
      L.eat_separator();
      // The repeat count was taken before the value failed: a namelist,
      // which goes on after the error, skips that many elements.
      note_repeat(L, r);
      L.raise(r.status, v.item);
      if (r.status == InStatus::kFloatError) L.skip_record_after_float_error();
      return;
  }
}

}  // namespace

void ListRead::read_integer(int kind) {
  conv::InModes m = modes_of(*this);
  if (st_->policy.flang_numeric_input &&
      read_integer_flang(*st_, *this, kind, m))
    return;
  read_number(*st_, *this,
              {ItemType::kInteger, InItem::kListInteger, InStatus::kOverflow},
              [&](std::string_view s, bool eof) {
                return conv::list_integer_token(s, eof, kind, value, m);
              });
}

namespace {

// The "inf"/"nan" (any spelling) token at the position, or "";
// *look_ahead: a blank or the record's end follows it, after which
// libgfortran looks for a '=' (a tab, a separator or the file's end: no).
std::string infnan_token(ListRead& L, bool* look_ahead) {
  ListText t;
  L.rest_of_record(64, &t);
  size_t i = 0;
  while (i < t.text.size() &&
         !L.ends_value(static_cast<unsigned char>(t.text[i])))
    ++i;
  int after = i < t.text.size() ? static_cast<unsigned char>(t.text[i])
              : t.eof_after     ? kListEof
                                : '\n';
  *look_ahead = after == ' ' || after == '\n' || after == '\r';
  std::string tok(t.text.substr(0, i));
  size_t k = tok.find_first_not_of("+-");
  if (k == std::string::npos) return "";
  int c = static_cast<unsigned char>(tok[k]) | 0x20;
  return c == 'i' || c == 'n' ? tok : "";
}

}  // namespace

void ListRead::read_real(void* dest, int kind) {
  conv::InModes m = modes_of(*this);
  if (st_->policy.flang_numeric_input &&
      read_real_flang(*st_, *this, dest, kind, m))
    return;
  // In a namelist "inf" or "nan" followed by blanks, new lines and '='
  // is an object's name: libgfortran looks across records for the '='
  // and reads the text again if it finds one.  Its look skips only
  // blanks and new lines: a '!' there makes it a value, whatever the
  // comment hides.
  bool look_ahead = false;
  std::string infnan =
      namelist ? infnan_token(*this, &look_ahead) : std::string();
  unsigned char old[32];
  const size_t bytes = conv::real_storage_bytes(kind);
  if (!infnan.empty()) std::memcpy(old, dest, bytes);
  read_number(*st_, *this,
              {ItemType::kReal, InItem::kListReal, InStatus::kFloatError},
              [&](std::string_view s, bool eof) {
                return conv::list_real_token(s, eof, kind, dest, m);
              });
  if (infnan.empty() || !saved_known || nml_read_error || input_complete ||
      comma_flag || st_->status.failed())
    return;
  if (!look_ahead || passed_comment) {
    pushed.clear();  // an inf/nan value clears libgfortran's line buffer
    return;
  }
  const bool was_at_eol = at_eol;  // the peek must not change it
  int c = next();
  unget(c);
  at_eol = was_at_eol;
  if (c == kListEof) {
    // libgfortran's look for the '=' meets the end of the file: END, and
    // the object keeps its value.
    std::memcpy(dest, old, bytes);
    return;
  }
  if (c != '=') {
    pushed.clear();  // an inf/nan value clears libgfortran's line buffer
    return;
  }
  std::memcpy(dest, old, bytes);
  saved_known = false;
  replay = pushed + infnan;
  pushed.clear();
  replay_pos = 0;
  nml_read_error = true;
}

namespace {

// "t"/"f" followed by more name characters: libgfortran's possible_name
// path, which takes the separator after the name as part of the value
// (a ',' or '/' there is not acted on) or, in a namelist, passes it and
// looks at the char after it for a '='.
bool logical_name_form(const ListRead& L, std::string_view s) {
  size_t p = repeat_prefix_length(s);
  if (p + 1 >= s.size()) return false;
  int c = static_cast<unsigned char>(s[p]) | 0x20;
  return (c == 't' || c == 'f') &&
         !L.ends_value(static_cast<unsigned char>(s[p + 1]));
}

}  // namespace

namespace {

// flang: a LOGICAL value with letters after its T or F ("Tru") ends at
// its separator as any value does (flang_numeric_input); libgfortran's
// look for a namelist name there passes a blank separator, so a ','
// after the blank is a null value.  True when it so ended the value.
bool flang_name_form_value(ListRead& L, const ListText& t,
                           const ListResult& r) {
  if (L.namelist || !L.statement().policy.flang_numeric_input ||
      !logical_name_form(L, t.text))
    return false;
  size_t used = r.used;
  if (used > 0 && L.is_separator(static_cast<unsigned char>(t.text[used - 1])))
    --used;
  L.consume(t, used);
  L.eat_separator();
  return true;
}

// libgfortran's read_logical pushes the value's first char into its line
// buffer and clears the buffer on most paths, but not for a null value
// whose first char (after "r*") is '!' or, after "r*", a separator.  The
// buffer's chars are replayed in front of a name read there later.
void note_pushed_logical(ListRead& L, const ListText& t, const ListResult& r) {
  if (r.status == InStatus::kNotAValue) {
    L.replay = L.pushed;
    L.replay_pos = 0;
    L.pushed.clear();
    return;
  }
  if (r.status != InStatus::kNull) {
    L.pushed.clear();
    return;
  }
  size_t prefix = repeat_prefix_length(t.text);
  int c = prefix < t.text.size() ? static_cast<unsigned char>(t.text[prefix])
          : t.eof_after          ? -1
                                 : '\n';
  if (c == '!' || (prefix > 0 && c != -1))
    L.pushed.push_back(static_cast<char>(c));
}

}  // namespace

void ListRead::read_logical(int kind) {
  ListText t;
  conv::InModes m = modes_of(*this);
  ListResult r = scan_token(*st_, *this, &t, [&](std::string_view s, bool eof) {
    return conv::list_logical_token(s, eof, kind, value, m);
  });
  if (namelist) note_pushed_logical(*this, t, r);
  switch (r.status) {
    case InStatus::kOk:
      note_repeat(*this, r);
      saved_known = true;
      saved_type = ItemType::kLogical;
      if (flang_name_form_value(*this, t, r)) return;
      consume(t, r.used);
      // In a namelist the scanner stops before the separator after a
      // name-like value; libgfortran then passes it as usual.
      if (namelist || !logical_name_form(*this, t.text)) {
        eat_separator();
        // libgfortran's possible_name then reads one more char to look
        // for a '=' and puts it back (a '\n' there stays passed).
        if (namelist && logical_name_form(*this, t.text)) unget(next());
      } else if (r.used == 0 || !is_separator(static_cast<unsigned char>(
                                    t.text[r.used - 1]))) {
        next();  // the separator taken was the record's end
      }
      return;
    case InStatus::kNull:
      consume(t, r.used);
      eat_separator();
      note_repeat(*this, r);
      return;
    case InStatus::kNotAValue:
      // "t...=": libgfortran assigns nothing and reads the text again
      // for the next item, its first letter in lower case.
      note_repeat(*this, r);
      consume(t, repeat_prefix_length(t.text));
      fold_next = true;
      if (namelist) nml_read_error = true;
      return;
    case InStatus::kBadRepeat:
    case InStatus::kZeroRepeat:
    case InStatus::kRepeatOverflow:
      // (flang gives up a count of more than nine digits or so: digits)
      if (st_->policy.repeat_counts_flang) {  // no count: bad characters
        bad_value(*this, t, {InStatus::kBadValue, 1, r.used},
                  InItem::kListLogical);
        return;
      }
      repeat_prefix_done(*this, t, r);
      return;
    default: bad_value(*this, t, r, InItem::kListLogical); return;
  }
}

namespace {

// libgfortran's eol_N loops: blanks and record ends before a part.
void skip_blanks_and_records(ListRead& L) {
  for (;;) {
    L.eat_spaces();
    int c = L.next();
    if (c != '\n' && c != '\r') {
      L.unget(c);
      return;
    }
  }
}

// A malformed complex value at char c.
void bad_complex(ListRead& L, int c) {
  if (L.namelist) {  // nml_bad_return
    L.unget(c);
    L.nml_read_error = true;
    return;
  }
  if (c == kListEof) {
    L.end_of_file();
    return;
  }
  if (c != '\n') L.eat_line();
  L.raise(InStatus::kBadValue, InItem::kListComplex);
}

// One part of a complex value; false when it failed (reported).
bool complex_part(DtState& st, ListRead& L, void* dest, int kind,
                  std::string* part_text = nullptr) {
  ListText t;
  conv::InModes m = modes_of(L);
  ListResult r = scan_token(st, L, &t, [&](std::string_view s, bool eof) {
    return conv::list_complex_part(s, eof, kind, dest, m);
  });
  if (r.status == InStatus::kOk) {
    if (part_text != nullptr) part_text->assign(t.text.substr(0, r.used));
    L.consume(t, r.used);
    return true;
  }
  if (r.status == InStatus::kRealOverflow) {  // (flang) the part is stored
    L.consume(t, r.used);
    // flang leaves the record, as after any failed value (fail_overflow)
    if (!L.namelist) L.eat_line();
    L.raise(r.status, InItem::kListComplexPart);
    return false;
  }
  if (r.status == InStatus::kFloatError) {
    L.consume(t, r.used);
    // libgfortran's parse_real read the char after the part and put it
    // back: a record end there is passed before its skip.
    if (r.used >= t.text.size() && !t.eof_after) L.next();
    L.raise(r.status, InItem::kListComplexPart);
    L.skip_record_after_float_error();
    return false;
  }
  bad_value(L, t, r, InItem::kListComplexPart);
  // In a namelist libgfortran puts the offending char back and goes on
  // with the rest of the complex value (the part keeps its old value).
  return L.namelist && r.status == InStatus::kBadValue;
}

// A part of flang's complex value without parentheses, and the separator
// after it: scanned as flang scans a REAL value (with its texts for a bad
// one) under flang_numeric_input.  False when it failed.
bool bare_part(DtState& st, ListRead& L, char* dest, int kind) {
  if (st.policy.flang_numeric_input &&
      read_real_flang(st, L, dest, kind, modes_of(L)))
    return !st.status.failed();
  if (!complex_part(st, L, dest, kind)) return false;
  L.eat_separator();
  return true;
}

// flang's complex value without parentheses: its parts are two real
// values.  A null value, a '/' or the end of the file (END) for the
// imaginary part leaves it as it was.
void flang_bare_complex(DtState& st, ListRead& L, char* dest, char* half,
                        int kind) {
  if (!bare_part(st, L, dest, kind)) return;
  if (!L.input_complete) {
    int c = L.next();
    if (c == kListEof) {
      L.end_of_file();
      return;
    }
    L.unget(c);
    if (L.is_separator(c)) {
      L.eat_separator();  // a null imaginary part
    } else if (!bare_part(st, L, half, kind)) {
      return;
    }
  }
  L.saved_known = true;
  L.saved_type = ItemType::kComplex;
}

}  // namespace

bool ListRead::read_flang_complex(void* dest, int kind, size_t size) {
  ListText t;
  conv::InModes m = modes_of(*this);
  // An "r*" prefix is the pair's only before a '(': else the real part's
  // own scan takes it.
  ListResult r = scan_token(*st_, *this, &t, [&](std::string_view s, bool eof) {
    const size_t n = repeat_prefix_length(s);
    if (n > 0 && n < s.size() && s[n] == '(')
      return conv::list_repeat_prefix(s, eof, m);
    return ListResult{InStatus::kOk, 1, 0};
  });
  if (repeat_prefix_done(*this, t, r)) return true;
  int c = next();
  unget(c);
  if (c != '(') {
    read_real(dest, kind);
    return false;
  }
  if (!read_pair_part(dest, kind, &pair_parts[0])) return true;
  if (!read_pair_part(static_cast<char*>(dest) + size / 2, kind,
                      &pair_parts[1]))
    return true;
  saved_known = true;
  saved_type = ItemType::kComplex;
  repeated_pair = true;  // (consulted while repeat_count > 0)
  pair_half = false;
  return true;
}

void ListRead::read_pair_part_again(void* dest, int kind) {
  const std::string& text = pair_parts[pair_half ? 1 : 0];
  const conv::InModes m = modes_of(*this);
  if (st_->policy.flang_numeric_input) {
    if (conv::list_real_flang(text, kind, dest, m).status ==
        conv::FlangReal::kOverflow)
      raise(InStatus::kRealOverflow, InItem::kListComplexPart);
    return;
  }
  // (the part as it was read, ended as it was: by what follows a part)
  std::string part = text;
  part.push_back(')');
  ListResult r = conv::list_complex_part(part, false, kind, dest, m);
  if (r.status != InStatus::kOk) raise(r.status, InItem::kListComplexPart);
}

bool ListRead::read_repeated_pair(void* dest, int kind) {
  ListText t;
  conv::InModes m = modes_of(*this);
  ListResult r = scan_token(*st_, *this, &t, [&](std::string_view s, bool eof) {
    return conv::list_repeat_prefix(s, eof, m);
  });
  if (repeat_prefix_done(*this, t, r)) return false;
  // The real part goes to the item; the imaginary part is read (and kept
  // as text) for the next one.
  alignas(16) unsigned char imag[32];
  if (!read_pair_part(dest, kind, &pair_parts[0])) return false;
  if (!read_pair_part(imag, kind, &pair_parts[1])) return false;
  saved_known = true;
  saved_type = ItemType::kComplex;
  repeated_pair = true;
  pair_half = true;
  return true;
}

// flang takes blanks for the comma and lets the ')' be missing.
// A part of a pair: as flang scans a REAL value under flang_numeric_input
// (read_pair_part_flang), else as libgfortran's parse_real.
bool pair_part(DtState& st, ListRead& L, void* dest, int kind, bool imaginary,
               std::string* part_text) {
  if (st.policy.flang_numeric_input)
    return read_pair_part_flang(st, L, dest, kind, imaginary, part_text);
  return complex_part(st, L, dest, kind, part_text);
}

bool ListRead::read_pair_part(void* dest, int kind, std::string* part_text) {
  if (!pair_open) {
    next();  // '('
    skip_blanks_and_records(*this);
    if (!pair_part(*st_, *this, dest, kind, false, part_text)) return false;
    pair_open = true;
    return true;
  }
  // The separator between the parts is looked for when the imaginary part
  // is read: a statement that ends after the real part stays in its
  // record (flang's next READ starts at the record after it).
  pair_open = false;
  skip_blanks_and_records(*this);
  int c = next();
  if (c == (decimal_comma ? ';' : ','))
    skip_blanks_and_records(*this);
  else
    unget(c);
  if (!pair_part(*st_, *this, dest, kind, true, part_text)) return false;
  c = eat_spaces();
  if (c == ')') next();
  c = next();
  unget(c);
  if (ends_value(c) || c == kListEof) eat_separator();
  return true;
}

void ListRead::read_complex(void* dest, int kind, size_t size) {
  ListText t;
  conv::InModes m = modes_of(*this);
  ListResult r = scan_token(*st_, *this, &t, [&](std::string_view s, bool eof) {
    return conv::list_repeat_prefix(s, eof, m);
  });
  const bool loose = st_->policy.complex_value_loose;
  char* half = static_cast<char*>(dest) + size / 2;
  // Digits that are no repeat count ("1.5"): flang's bare real part.
  if (loose && r.status == InStatus::kBadRepeat)
    return flang_bare_complex(*st_, *this, static_cast<char*>(dest), half,
                              kind);
  if (repeat_prefix_done(*this, t, r)) return;
  int c = next();
  if (c != '(') {
    if (ends_value(c) || c == kListEof) {  // null value
      unget(c);
      eat_separator();
    } else if (loose) {
      unget(c);
      flang_bare_complex(*st_, *this, static_cast<char*>(dest), half, kind);
    } else {
      bad_complex(*this, c);
    }
    return;
  }
  skip_blanks_and_records(*this);
  if (!complex_part(*st_, *this, dest, kind)) return;
  skip_blanks_and_records(*this);
  c = next();
  // flang also takes blanks alone between the parts.
  if (loose && c != (decimal_comma ? ';' : ','))
    unget(c);
  else if (c != (decimal_comma ? ';' : ','))
    return bad_complex(*this, c);
  skip_blanks_and_records(*this);
  if (!complex_part(*st_, *this, half, kind)) return;
  skip_blanks_and_records(*this);
  c = next();
  if (c != ')') return bad_complex(*this, c);
  c = next();
  if (!ends_value(c) && c != kListEof) return bad_complex(*this, c);
  unget(c);
  eat_separator();
  saved_known = true;
  saved_type = ItemType::kComplex;
}

}  // namespace ftnio::detail
