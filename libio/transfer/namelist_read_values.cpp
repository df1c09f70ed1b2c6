// SPDX-License-Identifier: MIT
// Namelist READ: the values of one object, element by element in the
// order its loop (qualifier) selects, and of a derived-type object's
// components (L4), as libgfortran 12's nml_read_obj.
//
// Too few values are allowed: a text that is not a value ends the object
// (the reader reads it again as a name).  A repeat count larger than the
// elements left is an error.
#include <cstdio>
#include <cstring>
#include <string>
#include <utility>
#include <vector>

#include "base/iostat.h"
#include "base/options.h"
#include "conv/narrow_real.h"
#include "transfer/list_read_flang.h"
#include "transfer/list_read_scan.h"
#include "transfer/namelist_read_state.h"
#include "unit/runtime_error.h"

namespace ftnio::detail {

namespace {

// Bytes one value of o takes (chigh: end of a substring, 0 for none).
int64_t value_length(const NmlObject& o, int64_t clow, int64_t chigh) {
  switch (o.type) {
    case ItemType::kInteger:
    case ItemType::kLogical: return o.kind;
    case ItemType::kReal:
      return static_cast<int64_t>(conv::real_storage_bytes(o.kind));
    case ItemType::kComplex:
      return 2 * static_cast<int64_t>(conv::real_storage_bytes(o.kind));
    case ItemType::kCharacter:
      return chigh != 0 ? chigh - clow + 1 : o.string_length;
    default: return 0;
  }
}

char* element_address(const NmlObject& o, int64_t offset) {
  char* p = o.addr + offset;
  for (int d = 0; d < o.rank; ++d)
    p += (o.dim[d].idx - o.dim[d].lbound) * o.dim[d].stride * o.elem_size;
  return p;
}

// Steps the loop to the next element, first subscript fastest; true when
// it wrapped around (all elements done).
bool next_element(NmlObject& o) {
  for (int d = 0; d < o.rank; ++d) {
    NmlDim& m = o.dim[d];
    // A step that overflows the index has passed the end (libgfortran
    // wraps around and stores out of bounds).
    bool past = __builtin_add_overflow(m.idx, m.step, &m.idx);
    if (past || (m.step > 0 && m.idx > m.end) ||
        (m.step < 0 && m.idx < m.end)) {
      m.idx = m.start;
      continue;
    }
    return false;
  }
  return true;
}

}  // namespace

void NamelistReader::store(const NmlObject& o, char* p, int64_t dlen,
                           int64_t clow) {
  if (L_.saved_type != ItemType::kCharacter) {
    std::memcpy(p, L_.value, static_cast<size_t>(dlen));
    return;
  }
  // On a UTF-8 unit the text holds four bytes a character.
  int64_t step = L_.utf8 ? 4 : 1;
  int64_t m = L_.have_text ? static_cast<int64_t>(L_.text.size()) / step : 0;
  if (dlen < m) {
    if (compile_options().bounds_check != 0) {
      std::string text = "Namelist object '" + o.name + "' truncated on read.";
      const ErrorTarget& t = st_.status.target();
      runtime_warning(FatalReport{t.source_file, t.line, st_.status.unit(),
                                  st_.status.unit_file(), text.c_str()});
    }
    m = dlen;
  }
  if (L_.utf8) return store_wide(o, p, dlen, clow, m);
  // Bytes, as libgfortran does for any kind of a default-encoded unit.
  char* q = p + clow - 1;
  if (m > 0) std::memcpy(q, L_.text.data(), static_cast<size_t>(m));
  if (m < dlen) std::memset(q + m, ' ', static_cast<size_t>(dlen - m));
}

// The first m characters of a value read from a UTF-8 unit, then blanks,
// dlen characters from character clow of the object on.  libgfortran
// stores four-byte characters whatever the object's kind; into a kind-1
// object that runs past its end, so ftnio stores only the bytes that
// fall inside it.  flang stores each character's low byte there
// (kind4_text_flang), as in list-directed input.
void NamelistReader::store_wide(const NmlObject& o, char* p, int64_t dlen,
                                int64_t clow, int64_t m) {
  if (o.kind != 4 && st_.policy.kind4_text_flang) {
    char* q = p + clow - 1;
    for (int64_t i = 0; i < dlen; ++i)
      q[i] = i < m ? L_.text[static_cast<size_t>(4 * i)] : ' ';
    return;
  }
  std::string wide(static_cast<size_t>(4 * dlen), '\0');
  if (m > 0)
    std::memcpy(wide.data(), L_.text.data(), static_cast<size_t>(4 * m));
  for (int64_t i = m; i < dlen; ++i) wide[static_cast<size_t>(4 * i)] = ' ';
  if (o.kind == 4) {
    std::memcpy(p + 4 * (clow - 1), wide.data(), wide.size());
    return;
  }
  std::memcpy(p + clow - 1, wide.data(), static_cast<size_t>(dlen));
}

// An element with defined input: its procedure reads from where the
// value starts.  No value is left to store or repeat; the procedure's
// IOSTAT is remembered as for a list-directed item.
void NamelistReader::read_by_dtio(const NmlObject& o, char* p) {
  L_.repeat_count = 0;
  L_.child_failed = o.dtio_call(st_, o, p) != 0;
}

// flang reads a namelist object's values as list-directed items: a '('
// opens a pair whose parts go to REAL elements one each (list_read.cpp
// flang_pair), and an element of another type refuses a part, or digits
// directly before '(' (digits_open_pair_ahead), with flang's text for its
// edit letter.  True when that decided the element (the
// part stored and saved, or the error raised).
bool NamelistReader::flang_pair_value(const NmlObject& o, char* p,
                                      int64_t dlen) {
  if (!st_.policy.namelist_input_flang || o.type == ItemType::kComplex ||
      o.type == ItemType::kDerived)
    return false;
  if (!L_.pair_open) {
    const int c = L_.next();
    L_.unget(c);
    if (c != '(' &&
        (o.type == ItemType::kReal ||
         !(digits_open_pair_ahead(st_, c) || repeated_pair_ahead(st_, c))))
      return false;
  }
  if (o.type != ItemType::kReal) {
    refuse_pair_part(st_, L_, L_.pair_open, o.type);
    return true;
  }
  if (!L_.read_pair_part(p, o.kind)) return true;
  L_.saved_known = true;
  L_.saved_type = ItemType::kReal;
  std::memcpy(L_.value, p, static_cast<size_t>(dlen));
  return true;
}

// What a name (or the group's end) in the place of the next value is
// under flang's rules (ListRead::NameAhead).
ListRead::NameAhead NamelistReader::name_ahead() const {
  if (!sequence_) return ListRead::NameAhead::kValue;
  return object_begun_ ? ListRead::NameAhead::kEndsObject
                       : ListRead::NameAhead::kEndsStatement;
}

namespace {

// flang's look-ahead for a name in an array's values (IsNamelistNameOrSlash)
// takes a value that starts as a name does ("t", "false", "inf") for one,
// and looks past it, over blanks, record ends and '!' comments, for the
// '=' that would follow a name.  True when text (the rest of the record)
// is such a value with only blanks or a comment after it: the look-ahead
// goes on into the next records.
bool name_then_record_end(std::string_view text) {
  size_t i = 0;
  auto letter = [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
  };
  if (text.empty() || !letter(text[0])) return false;
  while (i < text.size() && (letter(text[i]) || is_digit(text[i]))) ++i;
  while (i < text.size() && (text[i] == ' ' || text[i] == '\t')) ++i;
  return i == text.size() || text[i] == '!';
}

}  // namespace

// Which record the reader is in: a count that grows by one per record
// passed (an external sequential unit counts them; an internal file's
// records are its elements).
int64_t NamelistReader::record_now() const {
  if (internal_file(st_)) return st_.record_index;
  return st_.unit->record().last_record;
}

// flang: an array's or a derived type's value is looked at before it is
// read; where the next object's name or the group's end '&' ('$') is
// (after blanks, new lines and comments), the object's values end.  In
// the place of its first value (null values are none) the reading of the
// item fails without an error, and the READ ends there, assigning
// nothing more ("a= b=1/" leaves b as it was); after a value the next
// object is read.  True when the object's values ended so.
// (L_.name_ahead is the value's: read_value sets it first.)
bool NamelistReader::object_ends_flang() {
  end_ahead_ = false;
  if (L_.name_ahead == ListRead::NameAhead::kValue ||
      L_.replay_pos < L_.replay.size())
    return false;
  ListText t;
  L_.rest_of_record(kTokenLimit, &t);
  end_ahead_ =
      !t.cut && record_now() == name_record_ && name_then_record_end(t.text);
  if (!name_ends_values(L_, t.text)) return false;
  if (L_.name_ahead == ListRead::NameAhead::kEndsStatement)
    L_.input_complete = true;
  return true;
}

// flang reads a COMPLEX object's parenthesized pair as a list-directed
// item's: its parts are scanned as REAL values, with flang's texts for a
// bad one (read_flang_complex).  True when that read the element's value
// (or raised the error).
bool NamelistReader::flang_pair_complex(const NmlObject& o, char* p,
                                        int64_t dlen) {
  if (!st_.policy.complex_item_as_two_reals) return false;
  const int c = L_.next();
  L_.unget(c);
  if (c != '(') return false;
  L_.read_flang_complex(p, o.kind, static_cast<size_t>(dlen));
  return true;
}

// Reads the value for the element at p unless a repeat count still
// supplies it (kValue: the value, if any, is to be stored), or the
// components of a derived-type element (kComponents).
NmlStep NamelistReader::read_value(size_t i, char* p, int64_t dlen,
                                   int64_t clow, int64_t chigh) {
  NmlObject& o = g_.objects[i];
  if (--L_.repeat_count > 0) return NmlStep::kValue;
  if (L_.input_complete) return NmlStep::kStop;
  if (!L_.pair_open && L_.at_eol) L_.finish_separator();
  if (L_.input_complete) return NmlStep::kStop;
  L_.saved_known = false;
  L_.text.clear();
  L_.have_text = false;
  if (st_.policy.namelist_input_flang) {
    if (!L_.pass_comments()) {  // the file ends where a value is due
      L_.end_of_file();
      return NmlStep::kStop;
    }
    L_.name_ahead = name_ahead();
    if (object_ends_flang()) return NmlStep::kStop;
  }
  if (flang_pair_value(o, p, dlen)) {
    object_begun_ = object_begun_ || L_.saved_known;
    if (st_.status.failed() && g_.failed_object < 0)
      g_.failed_object = static_cast<int>(i);
    return NmlStep::kValue;
  }
  switch (o.type) {
    case ItemType::kInteger: L_.read_integer(o.kind); break;
    case ItemType::kLogical: L_.read_logical(o.kind); break;
    case ItemType::kCharacter:
      L_.undelimited_limit = st_.policy.undelimited_strings_flang ? dlen : 0;
      L_.read_character();
      break;
    case ItemType::kReal:
      L_.read_real(p, o.kind);
      std::memcpy(L_.value, p, static_cast<size_t>(dlen));
      break;
    case ItemType::kComplex:
      if (!flang_pair_complex(o, p, dlen))
        L_.read_complex(p, o.kind, static_cast<size_t>(dlen));
      std::memcpy(L_.value, p, static_cast<size_t>(dlen));
      break;
    default: {                       // a derived type: its components, in order
      if (o.dtio_call != nullptr) {  // the procedure reads the value
        read_by_dtio(o, p);
        return NmlStep::kComponents;
      }
      std::string prefix = o.name + "%";
      expanded_read_ = 0;
      for (size_t k = i + 1; k < g_.objects.size(); ++k) {
        const std::string& n = g_.objects[k].name;
        if (n.compare(0, prefix.size(), prefix) != 0) break;
        if (n.find('%', prefix.size()) != std::string::npos) continue;
        if (!read_obj(k, p - o.addr, clow, chigh)) return NmlStep::kFailed;
        if (L_.input_complete) return NmlStep::kStop;
      }
      return NmlStep::kComponents;
    }
  }
  // (a value, not a null one, was read)
  object_begun_ = object_begun_ || L_.saved_known;
  if (st_.status.failed() && g_.failed_object < 0)
    g_.failed_object = static_cast<int>(i);
  return NmlStep::kValue;
}

// flang reads an object that starts at an element of a rank-1 array on
// for `past` values beyond the array's end (its extent counts the
// element's offset twice): ftnio reads them and drops them, where flang
// stores them past the array (README: deliberate), so that the values
// running out or the file ending there end the READ as in flang.
bool NamelistReader::read_past_array_flang(size_t i, int64_t past, int64_t dlen,
                                           int64_t clow, int64_t chigh) {
  std::vector<char> scratch(static_cast<size_t>(dlen > 0 ? dlen : 1));
  for (; past > 0; --past) {
    const NmlStep step = read_value(i, scratch.data(), dlen, clow, chigh);
    if (step == NmlStep::kFailed) return false;
    if (step == NmlStep::kStop || st_.status.failed() || L_.nml_read_error)
      break;
  }
  return true;
}

bool NamelistReader::read_obj(size_t i, int64_t offset, int64_t clow,
                              int64_t chigh) {
  NmlObject& o = g_.objects[i];
  const int64_t past = std::exchange(flang_past_, 0);  // (not components')
  if (L_.nml_read_error || !o.touched) return true;
  ++L_.item_count;
  L_.repeat_count = 0;
  L_.eat_spaces();
  const int64_t dlen = value_length(o, clow, chigh);
  for (;;) {
    char* p = element_address(o, offset);
    NmlStep step = read_value(i, p, dlen, clow, chigh);
    if (step == NmlStep::kFailed) return false;
    if (step == NmlStep::kStop) return true;
    if (step == NmlStep::kValue) {
      // Also for a derived-type element whose components' last value
      // still repeats: libgfortran then stores nothing (length 0).
      prev_ = static_cast<int>(i);
      if (L_.nml_read_error) {
        expanded_read_ = 0;
        return true;
      }
      if (!L_.saved_known) {
        expanded_read_ = 0;
      } else {
        store(o, p, dlen, clow);
        // libgfortran 12's source would give a -pedantic notice "Non-
        // standard expanded namelist read." at the second value here; the
        // library as shipped prints nothing, and neither does ftnio.
        if (o.rank == 0) break;
      }
    }
    // flang stops at the first error or END, after storing what it read
    // (libgfortran goes on, to report the first error when the group is
    // done); a CHARACTER value its UTF-8 decoding failed in is stored,
    // and the object's later values are read all the same.
    if (st_.status.failed() && st_.policy.namelist_input_flang &&
        !(L_.decoding_failed && o.type == ItemType::kCharacter))
      return true;
    if (next_element(o)) break;
  }
  if (past > 0 && !read_past_array_flang(i, past, dlen, clow, chigh))
    return false;
  if (L_.repeat_count > 1) {
    // LLVM flang drops the values a repeat count has beyond the object
    // (x = 5*1.0 for three elements): no error, the next name follows.
    if (st_.policy.namelist_input_flang) {
      L_.repeat_count = 0;
      L_.text.clear();
      L_.have_text = false;
      return true;
    }
    msg_ = "Repeat count too large for namelist object " + o.name;
    return false;
  }
  return true;
}

}  // namespace ftnio::detail
