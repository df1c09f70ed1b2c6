// SPDX-License-Identifier: MIT
// Namelist output (F2018 13.11.4) byte for byte as libgfortran 12 lays it
// out (L4):
//
//   &GROUP
//    I=42         ,
//    A= 3*1.00000000      ,  2.50000000    ,
//    T%S="abc",
//    /
//
// Values are the list-directed texts, except that integers are padded on
// the right instead of the left, a repeated value ("3*") moves its
// leading blanks behind it, and complex values have no padding.  A line
// ends after about five values (libgfortran counts names and complex
// parts too).  Derived-type objects print their components, qualified by
// the element's subscripts for arrays.
#include "transfer/namelist_write.h"

#include <charconv>
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "conv/list_items.h"
#include "conv/narrow_real.h"
#include "conv/utf8.h"
#include "transfer/internal_unit.h"
#include "transfer/list_write.h"
#include "transfer/namelist_items.h"
#include "transfer/record_out.h"
#include "unit/runtime_error.h"

namespace ftnio {

namespace {

class NamelistWriter {
 public:
  NamelistWriter(DtState& st, NamelistGroup& g) : st_(st), g_(g) {
    switch (st.delim) {
      case Delim::kApostrophe: delim_ = '\''; break;
      case Delim::kNone: delim_ = 0; break;
      default: delim_ = '"'; break;  // namelist default: quotes
    }
    sep_ = st.list_options.decimal_comma ? ';' : ',';
    quote_ = delim_;
  }
  // Strings without delimiters; separators after them as if delimited.
  void set_query_style(bool string_separators) {
    quote_ = 0;
    delim_ = string_separators ? '"' : 0;
    query_style_ = true;
  }

  void run() {
    put("&");
    std::string name = g_.name;
    for (char& c : name) c = upper(c);
    put_each(name);
    size_t i = 0;
    while (i < g_.objects.size()) i = write_object(i, 0, nullptr, nullptr);
    newline();
    put(" /");
  }

 private:
  static char upper(char c) { return c >= 'a' && c <= 'z' ? c - 32 : c; }
  // After a child statement the strings that follow are delimited as the
  // connection's DELIM says (none when not given: the namelist default of
  // quotes is not the child's; take_child_modes made it None), while the
  // separators stay as the statement started (libgfortran's nml_delim).
  void take_child_delim() {
    if (query_style_) return;
    quote_ = st_.delim == Delim::kApostrophe ? '\''
             : st_.delim == Delim::kNone     ? 0
                                             : '"';
  }
  void put(std::string_view s) { record_put(st_, s.data(), s.size()); }
  // libgfortran writes names one character at a time: on a record of
  // fixed length (RECL=, internal) the characters that fit go in and the
  // rest are EOR one by one.
  void put_each(std::string_view s) {
    for (char c : s) record_put(st_, &c, 1);
  }

  // libgfortran's namelist_write_newline: a real record end only for
  // arrays of records; a newline character inside the record on external
  // units; a blank on a scalar internal file.
  void newline() {
    if (!internal_file(st_))
      put("\n");
    else if (!st_.internal.is_array)
      put(" ");
    else
      internal_namelist_newline(st_);
  }

  size_t write_object(size_t i, int64_t offset, const NmlObject* base,
                      const std::string* base_name);
  void write_name(const NmlObject& o, const NmlObject* base,
                  const std::string* base_name);
  void write_value(const NmlObject& o, const char* p, int* num);
  void write_character(const char* s, size_t len);
  void write_character_utf8(const char* s, size_t len);
  size_t write_derived(size_t i, const char* p, const NmlObject* base,
                       const std::string* base_name);
  int64_t value_size(const NmlObject& o) const;

  DtState& st_;
  NamelistGroup& g_;
  char delim_ = '"';  // libgfortran's nml_delim (separators)
  char quote_ = '"';  // the delimiter written around strings
  char sep_ = ',';
  bool no_leading_blank_ = false;
  bool query_style_ = false;
};

int64_t NamelistWriter::value_size(const NmlObject& o) const {
  if (o.rank > 0) return o.elem_size;
  switch (o.type) {
    case ItemType::kReal:
      return static_cast<int64_t>(conv::real_storage_bytes(o.kind));
    case ItemType::kComplex:
      return 2 * static_cast<int64_t>(conv::real_storage_bytes(o.kind));
    case ItemType::kCharacter: return o.string_length;
    default: return o.kind;
  }
}

void NamelistWriter::write_name(const NmlObject& o, const NmlObject* base,
                                const std::string* base_name) {
  newline();
  put(" ");
  std::string text;
  size_t from = 0;
  if (base != nullptr) {
    from = base->name.size();
    for (char c : *base_name) text += upper(c);
  }
  for (size_t k = from; k < o.name.size(); ++k)
    text += o.name[k] == '+' ? '%' : upper(o.name[k]);
  text += '=';
  put_each(text);
}

// A string value: delimited unless DELIM='NONE', the delimiter doubled.
void NamelistWriter::write_character(const char* s, size_t len) {
  if (quote_ == 0) {
    record_put(st_, s, len);
    return;
  }
  std::string text(1, quote_);
  for (size_t k = 0; k < len; ++k) {
    text += s[k];
    if (s[k] == quote_) text += quote_;
  }
  text += quote_;
  put(text);
}

// len kind-4 characters at s (any alignment), UTF-8 encoded between the
// delimiters; a delimiter inside is doubled.
void NamelistWriter::write_character_utf8(const char* s, size_t len) {
  std::vector<uint32_t> wide(len);
  if (len > 0) std::memcpy(wide.data(), s, len * sizeof(uint32_t));
  std::string text(conv::utf8_text_room(len, 0) + 2, '\0');
  size_t n = 0;
  if (quote_ != 0) text[n++] = quote_;
  n += conv::utf8_text(text.data() + n, wide.data(), len, 0, quote_);
  if (quote_ != 0) text[n++] = quote_;
  text.resize(n);
  put(text);
}

bool is_inf_or_nan(const char* text, size_t n) {
  std::string_view v(text, n);
  return v.find("Inf") != std::string_view::npos ||
         v.find("NaN") != std::string_view::npos;
}

// Moves the leading blanks of text[0, n) behind it.
size_t blanks_behind(char* text, size_t n) {
  size_t lead = 0;
  while (lead < n && text[lead] == ' ') ++lead;
  std::memmove(text, text + lead, n - lead);
  std::memset(text + n - lead, ' ', lead);
  return n;
}

void NamelistWriter::write_value(const NmlObject& o, const char* p, int* num) {
  char text[conv::kListItemMax];
  size_t n = 0;
  const conv::ListOptions& opt = st_.list_options;
  switch (o.type) {
    case ItemType::kInteger:
      n = blanks_behind(text, conv::list_integer(text, p, o.kind, opt));
      break;
    case ItemType::kLogical: n = conv::list_logical(text, p, o.kind); break;
    case ItemType::kReal:
      n = conv::list_real(text, p, o.kind, opt);
      // libgfortran pads Infinity and NaN on the left even after "r*".
      if (no_leading_blank_ && !is_inf_or_nan(text, n)) blanks_behind(text, n);
      break;
    case ItemType::kComplex: {
      ++*num;
      size_t m = conv::list_complex(text, p, o.kind, opt);
      size_t lead = 0;
      while (lead < m && text[lead] == ' ') ++lead;
      std::memmove(text, text + lead, m - lead);
      n = m - lead;
      break;
    }
    case ItemType::kCharacter:
      // On a UTF-8 unit a CHARACTER(KIND=4) object is encoded.  Elsewhere
      // libgfortran writes its bytes as if they were kind-1 characters,
      // string_length of them.  (libgfortran also encodes a kind-1 object
      // on a UTF-8 unit, reading 4 * string_length bytes of it: past its
      // end; ftnio writes its bytes instead.)
      if (o.kind == 4 && kind4_written_utf8(st_))
        write_character_utf8(p, static_cast<size_t>(o.string_length));
      else
        write_character(p, static_cast<size_t>(o.string_length));
      no_leading_blank_ = false;
      return;
    default: break;
  }
  if (n == 0) not_implemented("namelist WRITE of this type and kind");
  if (o.type == ItemType::kComplex)
    list_put_complex(st_, text, n);
  else
    record_put(st_, text, n);
  no_leading_blank_ = false;
}

// The components following the derived-type object at i, for the element
// at p; returns the index after the last one.
size_t NamelistWriter::write_derived(size_t i, const char* p,
                                     const NmlObject* base,
                                     const std::string* base_name) {
  const NmlObject& o = g_.objects[i];
  std::string ext = base_name != nullptr ? *base_name : std::string();
  size_t base_len = base != nullptr ? base->name.size() : 0;
  ext += o.name.substr(std::min(base_len, o.name.size()));
  for (int d = 0; d < o.rank; ++d) {
    ext += d == 0 ? '(' : ',';
    ext += std::to_string(o.dim[d].idx);
  }
  if (o.rank > 0) ext += ')';
  for (char& c : ext)
    if (c == '+') c = '%';
  std::string prefix = o.name + "%";
  size_t next = i + 1;
  int64_t offset = p - o.addr;
  while (next < g_.objects.size() &&
         g_.objects[next].name.compare(0, prefix.size(), prefix) == 0)
    next = write_object(next, offset, &o, &ext);
  return next;
}

// libgfortran's nml_write_obj: object i (plus offset, for components of
// an element of a derived-type array); returns the next object's index.
size_t NamelistWriter::write_object(size_t i, int64_t offset,
                                    const NmlObject* base,
                                    const std::string* base_name) {
  NmlObject& o = g_.objects[i];
  bool derived = o.type == ItemType::kDerived || o.type == ItemType::kClass;
  if (!derived || o.dtio != nullptr) write_name(o, base, base_name);
  int64_t size = value_size(o);
  int64_t nelem = 1;
  for (int d = 0; d < o.rank; ++d) {
    o.dim[d].idx = o.dim[d].lbound;
    int64_t extent = o.dim[d].ubound - o.dim[d].lbound + 1;
    nelem *= extent > 0 ? extent : 0;
  }
  size_t next = i + 1;
  int num = 1, rep = 1;
  // After an error (EOR at RECL=) libgfortran goes on: every later piece
  // that still fits is written.
  for (int64_t e = 0; e < nelem; ++e) {
    const char* p = o.addr + e * size + offset;
    if (e < nelem - 1 && !derived &&
        std::memcmp(p, p + size, static_cast<size_t>(size)) == 0) {
      ++rep;
    } else if (derived) {
      // The procedure writes the value itself, after "NAME=" and without
      // a separator (libgfortran's nml_write_obj).
      if (o.dtio_call != nullptr) {
        (void)o.dtio_call(st_, o, const_cast<char*>(p));
        take_child_delim();
      } else {
        next = write_derived(i, p, base, base_name);
      }
    } else {
      if (rep > 1) {
        // " 5*" (not snprintf: a thousand instructions a repeat).
        char buf[24];
        buf[0] = ' ';
        char* end = std::to_chars(buf + 1, buf + sizeof buf - 1, rep).ptr;
        *end++ = '*';
        // (the bound tells GCC's -O3 -Warray-bounds that copy_bytes()
        // stays inside buf)
        record_put(st_, buf,
                   std::min(static_cast<size_t>(end - buf), sizeof buf - 1));
        no_leading_blank_ = true;
      }
      ++num;
      write_value(o, p, &num);
      if (o.type != ItemType::kCharacter || delim_ != 0)
        record_put(st_, &sep_, 1);
      if (num > 5) {
        num = 0;
        if (delim_ == 0) record_put(st_, &sep_, 1);
        newline();
        put(" ");
      }
      rep = 1;
    }
    for (int d = 0; d < o.rank; ++d) {  // next index, first one fastest
      if (++o.dim[d].idx <= o.dim[d].ubound) break;
      o.dim[d].idx = o.dim[d].lbound;
    }
  }
  return next;
}

}  // namespace

void namelist_write(DtState& st) {
  if (st.namelist == nullptr) return;
  NamelistWriter(st, *st.namelist).run();
}

void namelist_write_query(DtState& st, bool string_separators) {
  if (st.namelist == nullptr) return;
  NamelistWriter w(st, *st.namelist);
  w.set_query_style(string_separators);
  w.run();
}

}  // namespace ftnio
