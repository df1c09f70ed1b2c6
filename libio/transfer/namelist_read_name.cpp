// SPDX-License-Identifier: MIT
// Namelist READ: one object designator "name(qualifier)%comp(substring)",
// its '=' and then its values (L4), as libgfortran 12's nml_get_obj_data
// and nml_parse_qualifier read them, with their error texts.
#include <cstdio>
#include <string>

#include "base/options.h"
#include "transfer/namelist_query.h"
#include "transfer/namelist_read_state.h"

namespace ftnio::detail {

namespace {

char lower(int c) {
  return static_cast<char>(c >= 'A' && c <= 'Z' ? c + 32 : c);
}

bool is_digit(int c) { return c >= '0' && c <= '9'; }
// A Fortran name begins with a letter (flang also takes '_' as the start
// of a name, to report it as no item of the group).
bool is_name_start(int c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}

// libgfortran's convert_integer for an index: false on overflow.
bool index_value(const std::string& digits, bool neg, int64_t* out) {
  unsigned __int128 v = 0;
  const unsigned __int128 max =
      static_cast<unsigned __int128>(INT64_MAX) + (neg ? 1 : 0);
  for (char d : digits) {
    v = v * 10 + static_cast<unsigned>(d - '0');
    if (v > max) return false;
  }
  __int128 s = neg ? -static_cast<__int128>(v) : static_cast<__int128>(v);
  *out = static_cast<int64_t>(s);
  return true;
}

std::string index_message(const char* text, int dim) {
  char buf[64];
  std::snprintf(buf, sizeof buf, text, dim);
  return buf;
}

}  // namespace

// One field of a subscript triplet (or substring range): an optional
// sign and digits, ended by ':', ',' or ')'.  Returns false with msg_ set.
bool NamelistReader::qualifier_field(int dim, int rank, int indx, bool is_char,
                                     int* cp, std::string* digits,
                                     bool* null_field, bool* is_section) {
  int& c = *cp;
  for (;;) {
    c = next();
    switch (c) {
      case kListEof: eof_ = true; return true;
      case ':': *is_section = true; break;
      case ',':
      case ')':
        // A ',' or ')' ending the wrong dimension.
        if ((c == ',' && dim == rank - 1) || (c == ')' && dim < rank - 1)) {
          msg_ = is_char ? "Bad substring qualifier"
                         : "Bad number of index fields";
          return false;
        }
        break;
      case ' ':
      case '\t':
      case '\r':
      case '\n': L_.eat_spaces(); break;
      default:
        if (is_digit(c)) {
          digits->push_back(static_cast<char>(c));
          continue;
        }
        msg_ = is_char ? "Bad character in substring qualifier"
                       : "Bad character in index";
        return false;
    }
    if ((c == ',' || c == ')') && indx == 0 && digits->empty()) {
      msg_ = is_char ? "Null substring qualifier" : "Null index field";
      return false;
    }
    if ((c == ':' && indx == 1 && digits->empty()) ||
        (indx == 2 && digits->empty())) {
      msg_ = is_char ? "Bad substring qualifier" : "Bad index triplet";
      return false;
    }
    if (is_char && !*is_section) {
      msg_ = "Missing colon in substring qualifier";
      return false;
    }
    *null_field = (c == ':' && indx == 0 && digits->empty()) ||
                  (indx == 1 && digits->empty());
    return true;
  }
}

// libgfortran's nml_parse_qualifier: "(s1:e1:st1, s2, ...)" into the loop
// of each dimension; is_char: a substring "(lo:hi)".  *parsed_rank
// becomes 1 when a section selects more than one element.
bool NamelistReader::parse_qualifier(NmlDim* dims, int rank, bool is_char,
                                     ItemType type, int* parsed_rank) {
  bool is_section = false;
  expanded_read_ = 0;
  int c = next();  // the '('
  if (c == kListEof) {
    eof_ = true;
    return true;
  }
  int64_t value = 0;
  for (int dim = 0; dim < rank; ++dim) {
    NmlDim& d = dims[dim];
    for (int indx = 0; indx < 3; ++indx) {
      std::string digits;
      L_.eat_spaces();
      bool neg = false;
      c = next();
      if (c == kListEof) {
        eof_ = true;
        return true;
      }
      if (c == '-')
        neg = true;
      else if (c != '+')
        unget(c);
      bool null_field = false;
      if (!qualifier_field(dim, rank, indx, is_char, &c, &digits, &null_field,
                           &is_section))
        return false;
      if (eof_) return true;
      if (!null_field) {
        if (!index_value(digits, neg, &value)) {
          msg_ = is_char ? "Bad integer substring qualifier"
                         : "Bad integer in index";
          return false;
        }
        if (indx == 0) d.start = value;
        if (indx == 1) d.end = value;
        if (indx == 2) d.step = value;
      }
      if (c != ',' && c != ')') continue;
      if (indx == 0) {
        d.start = value;
        // A single subscript selects one element, unless GNU extensions
        // let the values run on through the rest of the array.
        if (is_section || (compile_options().allow_std & kStdGnu) == 0 ||
            type == ItemType::kDerived)
          d.end = d.start;
        else
          expanded_read_ = 1;
      }
      if (is_section && d.start != d.end) *parsed_rank = 1;
      break;
    }
    if (is_section && expanded_read_ == 1) {
      expanded_read_ = 0;
      for (int k = 0; k < dim; ++k) dims[k].end = dims[k].start;
    }
    if (d.start > d.ubound || d.start < d.lbound || d.end > d.ubound ||
        d.end < d.lbound) {
      msg_ = is_char ? std::string("Substring out of range")
                     : index_message("Index %d out of range", dim + 1);
      return false;
    }
    // libgfortran multiplies in a signed type that wraps on x86: a huge
    // step can make a good range look bad.  The same product, without
    // the undefined behaviour (found by fuzz_namelist_read).
    const auto span =
        static_cast<uint64_t>(d.end) - static_cast<uint64_t>(d.start);
    const auto product =
        static_cast<int64_t>(span * static_cast<uint64_t>(d.step));
    if (product < 0 || d.step == 0) {
      msg_ = index_message("Bad range in index %d", dim + 1);
      return false;
    }
    d.idx = d.start;
  }
  L_.eat_spaces();
  return true;
}

// The start of an object: '/', "&end", or a query.  Returns true when c
// was one of them (*done: the object is finished); false with msg_ set
// and *done on an error.
bool NamelistReader::special_start(int c, bool* done) {
  *done = true;
  switch (c) {
    case '=':
      c = next();
      if (end_of_input(c)) return true;
      if (c != '?') {
        if (st_.policy.namelist_input_flang)
          refuse_name_start('=');
        else
          msg_ = "namelist read: misplaced = sign";
        *done = false;
        return true;
      }
      namelist_query(st_, '=');
      return true;
    case '?': namelist_query(st_, '?'); return true;
    case '$':
    case '&':
      if (!match("end")) {
        msg_ = kNotTerminated;
        *done = false;
        return true;
      }
      L_.input_complete = true;
      return true;
    case '/': L_.input_complete = true; return true;
    default: return false;
  }
}

// The letters of a name up to '=', a blank, '(' or '%' (put back), in
// lower case.  False at the end of the file (reported).
bool NamelistReader::read_name(int* cp, std::string* name) {
  int& c = *cp;
  // flang's name is its letters, digits and '_' ("y8c/" is y8c; by
  // libgfortran's rule it ran to the end of a file).
  const bool flang = st_.policy.namelist_input_flang;
  name->clear();
  do {
    if (!L_.ends_value(c)) name->push_back(lower(c));
    c = next();
    // (flang: a name the file ends after has no '=': finish_object)
    if (c == kListEof && flang && !name->empty()) return true;
    if (end_of_input(c)) return false;
  } while (!(c == '=' || c == ' ' || c == '\t' || c == '(' || c == '%' ||
             (flang && !is_name_start(c) && !is_digit(c))));
  unget(c);
  return true;
}

// flang's namelist input stops where an object's name should start and
// something else does: a second separator after an object's values, or
// a character no name starts with ("3/" read to the end of the file as a
// name by libgfortran's rule).  The core's text names the character,
// and the front door words it ("... was not terminated at '3'").
bool NamelistReader::refuse_name_start(int c) {
  msg_ = "Cannot match namelist object name ";
  msg_.push_back(static_cast<char>(c));
  return false;
}

// flang looks ahead before each value of an array for a name, and when
// the last value read looked like one ("la = t,t,t" at the end of the
// file, or before blank or comment lines only) its look-ahead met the end
// of the file: END, where the end of the file in the place of the next
// name is otherwise flang's "No '/' found".  (A comma passed on a later
// line would have ended that look-ahead; finish_separator does not tell.)
bool NamelistReader::end_ahead_flang(int c) {
  const bool ahead = end_ahead_;
  end_ahead_ = false;
  if (!ahead || c != kListEof || L_.comma_flag) return false;
  L_.input_complete = true;
  L_.end_of_file();
  return true;
}

bool NamelistReader::get_obj_data() {
  const bool flang = st_.policy.namelist_input_flang;
  // (comma_flag: the values before ended with their separator)
  const bool separated = L_.comma_flag;
  L_.eat_separator();
  // flang looks past blanks and line ends for one comma after an object's
  // values; a value that stopped at its item's length, at a record's end,
  // has left both ("z= abc" then ",i=5" into CHARACTER(3) z).
  if (flang && !L_.comma_flag && !L_.input_complete) L_.eat_separator();
  if (flang && separated && L_.comma_flag)
    return refuse_name_start(L_.decimal_comma ? ';' : ',');
  if (L_.input_complete) return true;
  if (L_.at_eol) L_.finish_separator();
  if (L_.input_complete) return true;
  // flang passes '!' comments where a name is due, as where a value is:
  // after a pair's real part ("x=(1, ! note") its comma is taken already.
  if (flang) L_.pass_comments();  // (the end of the file: kListEof next)
  int c = next();
  if (end_ahead_flang(c) || end_of_input(c)) return true;
  bool done = false;
  if (special_start(c, &done)) return done;
  if (flang && !is_name_start(c)) return refuse_name_start(c);
  for (NmlObject& o : g_.objects) o.touched = false;
  bool component = false, qualified = false;
  int nonzero_rank = 0, first = -1, root = -1, nl = -1;
  std::string name;
  name_record_ = flang ? record_now() : -1;
  for (;;) {
    if (!read_name(&c, &name)) return true;
    std::string full = component ? g_.objects[root].name + name : name;
    nl = find(full);
    if (nl < 0) {
      if (L_.nml_read_error && prev_ >= 0)
        msg_ = "Bad data for namelist object " + g_.objects[prev_].name;
      else
        msg_ = "Cannot match namelist object name " + name;
      return false;
    }
    NmlObject& o = g_.objects[nl];
    for (int d = 0; d < o.rank; ++d) {
      o.dim[d].step = 1;
      o.dim[d].start = o.dim[d].idx = o.dim[d].lbound;
      o.dim[d].end = o.dim[d].ubound;
    }
    if (c == '(' && o.rank > 0) {
      int parsed_rank = 0;
      if (!parse_qualifier(o.dim, o.rank, false, o.type, &parsed_rank)) {
        msg_ += " for namelist variable " + o.name;
        return false;
      }
      if (eof_) return end_of_input(kListEof);
      if (parsed_rank > 0) ++nonzero_rank;
      qualified = true;
      c = next();
      if (end_of_input(c)) return true;
      unget(c);
    } else if (o.rank > 0) {
      ++nonzero_rank;
    }
    if (c != '%') break;
    if (o.type != ItemType::kDerived) {
      msg_ = "Attempt to get derived component for " + o.name;
      return false;
    }
    if ((prev_ < 0 && !qualified) || !component) first = nl;
    root = nl;
    component = true;
    c = next();  // the '%' again: it starts the component's name
    if (end_of_input(c)) return true;
  }
  Designator d{nl, first, component, qualified, nonzero_rank};
  return finish_object(c, d);
}

// flang: only blanks, line ends and comments may come between a name
// and its '=' (c: the character after the name, still to be read, or the
// end of the file); a '/', a separator or the end of the file is no '='.
bool NamelistReader::equals_follow_flang(int c) {
  if (c == kListEof) return false;
  for (;;) {
    c = next();
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r') continue;
    if (c != '!') return c == '=';
    if (!L_.eat_line()) return false;
  }
}

// After the name and its subscripts: a substring, the checks, the '='
// and the values.
bool NamelistReader::finish_object(int c, const Designator& d) {
  int nl = d.object;
  NmlObject& o = g_.objects[nl];
  int64_t clow = 1, chigh = 0;
  if (c == '(' && o.type == ItemType::kCharacter) {
    NmlDim chd{};
    chd.stride = 1;
    chd.lbound = chd.start = 1;
    chd.ubound = chd.end = o.string_length;
    chd.step = 1;
    int parsed_rank = 0;
    if (!parse_qualifier(&chd, 1, true, o.type, &parsed_rank)) {
      msg_ += " for namelist variable " + o.name;
      return false;
    }
    if (eof_) return end_of_input(kListEof);
    clow = chd.start;
    chigh = chd.end;
    if (chd.step != 1) {
      msg_ = "Step not allowed in substring qualifier for namelist object " +
             o.name;
      return false;
    }
    c = next();
    if (end_of_input(c)) return true;
    unget(c);
  }
  if (c == '(') {
    msg_ = "Qualifier for a scalar or non-character namelist object " + o.name;
    return false;
  }
  if (d.nonzero_rank > 1) {
    msg_ =
        "Multiple sub-objects with non-zero rank in namelist object " + o.name;
    return false;
  }
  if (st_.policy.namelist_input_flang) {
    if (!equals_follow_flang(c)) {
      msg_ = "Equal sign must follow namelist object name " + o.name;
      return false;
    }
  } else {
    // libgfortran lets separators, even comments and new lines, come
    // between the name and its '='.
    L_.eat_separator();
    if (L_.input_complete) return true;
    if (L_.at_eol) L_.finish_separator();
    if (L_.input_complete) return true;
    c = next();
    if (end_of_input(c)) return true;
    if (c != '=') {
      msg_ = "Equal sign must follow namelist object name " + o.name;
      return false;
    }
  }
  if (o.type == ItemType::kDerived && o.dtio == nullptr) touch_components(nl);
  if (d.first >= 0 &&
      (g_.objects[d.first].rank != 0 || (d.component && d.qualified)))
    nl = d.first;
  L_.nml_read_error = false;
  const NmlObject& named = g_.objects[static_cast<size_t>(nl)];
  sequence_ = named.rank > 0 || named.type == ItemType::kDerived;
  object_begun_ = false;
  // flang drops the imaginary part a pair left pending at the next name.
  if (st_.policy.namelist_input_flang) L_.pair_open = false;
  // flang's storage sequence from an element of a rank-1 array counts the
  // element's offset twice: as many values more than the array holds.
  flang_past_ = st_.policy.namelist_input_flang && expanded_read_ == 1 &&
                        named.rank == 1 && !d.component
                    ? 2 * (named.dim[0].start - named.dim[0].lbound)
                    : 0;
  return read_obj(static_cast<size_t>(nl), 0, clow, chigh);
}

}  // namespace ftnio::detail
