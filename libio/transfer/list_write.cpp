// SPDX-License-Identifier: MIT
// List-directed output of one item into the current record (L4).
#include "transfer/list_write.h"

#include <cerrno>
#include <cstdint>
#include <cstring>
#include <string>

#include "base/iostat.h"
#include "base/options.h"
#include "conv/int_field.h"
#include "conv/list_items.h"
#include "conv/utf8.h"
#include "transfer/dtio.h"
#include "transfer/internal_unit.h"
#include "transfer/record_out.h"
#include "unit/runtime_error.h"

namespace ftnio {

namespace {

char delimiter_of(Delim d) {
  switch (d) {
    case Delim::kApostrophe: return '\'';
    case Delim::kQuote: return '"';
    default: return 0;
  }
}

// A string item: verbatim without DELIM=, else delimited with embedded
// delimiters doubled (F2018 13.10.4 p3-p4).
void put_character(DtState& st, const char* s, size_t len) {
  char d = delimiter_of(st.delim);
  if (d == 0) {
    record_put(st, s, len);
    return;
  }
  size_t extra = 2;
  for (size_t i = 0; i < len; ++i) extra += s[i] == d;
  char* p = record_space(st, len + extra);
  if (p == nullptr) return;
  *p++ = d;
  for (size_t i = 0; i < len; ++i) {
    *p++ = s[i];
    if (s[i] == d) *p++ = d;
  }
  *p = d;
}

// A CHARACTER(KIND=4) item on a unit with the default encoding: each
// character becomes one byte, '?' when it does not fit in one.
void put_character_wide(DtState& st, const uint32_t* s, size_t len) {
  char d = delimiter_of(st.delim);
  size_t extra = d == 0 ? 0 : 2;
  for (size_t i = 0; d != 0 && i < len; ++i) extra += s[i] == uint32_t(d);
  char* p = record_space(st, len + extra);
  if (p == nullptr) return;
  if (d != 0) *p++ = d;
  bool wide_file = internal_file(st) && st.internal.kind == 4;
  for (size_t i = 0; i < len; ++i) {
    if (d != 0 && s[i] == uint32_t(d)) *p++ = d;
    *p = kind4_byte(st, s[i]);
    if (s[i] > 127 && wide_file) internal_keep_wide(st, p, s[i]);
    ++p;
  }
  if (d != 0) *p = d;
}

// A CHARACTER(KIND=4) item on a UTF-8 unit: each character encoded,
// delimiters doubled (only ASCII characters can equal one).
void put_character_utf8(DtState& st, const uint32_t* s, size_t len) {
  char d = delimiter_of(st.unit->modes().delim);
  std::string text(conv::utf8_text_room(len, 0) + 2, '\0');
  char* p = text.data();
  size_t n = 0;
  if (d != 0) p[n++] = d;
  n += conv::utf8_text(p + n, s, len, 0, d);
  if (d != 0) p[n++] = d;
  record_put(st, p, n);
}

// Values are separated by the separator, except between two undelimited
// strings, which libgfortran runs together; the first item of a record is
// preceded by one blank (carriage control of list output).
void put_separator(DtState& st, ItemType type) {
  if (st.first_item) {
    st.first_item = false;
    record_put(st, " ", 1);
    return;
  }
  bool delimited = st.delim == Delim::kApostrophe || st.delim == Delim::kQuote;
  if (type != ItemType::kCharacter || !st.char_flag || delimited) {
    const EnvOptions& env = env_options();
    record_put(st, env.separator, env.separator_len);
  }
}

size_t format_number(char* out, ItemType type, const void* p, int kind,
                     const conv::ListOptions& opt) {
  switch (type) {
    case ItemType::kInteger: return conv::list_integer(out, p, kind, opt);
    case ItemType::kLogical: return conv::list_logical(out, p, kind);
    case ItemType::kReal: return conv::list_real(out, p, kind, opt);
    case ItemType::kComplex: return conv::list_complex(out, p, kind, opt);
    default: return 0;
  }
}

// A numeric or logical item, with the separator before it; false when
// format_number has no form for its kind.
bool list_write_number(DtState& st, ItemType type, const void* p, int kind) {
  // The separator and the value go into the record together.
  const char* sep = " ";
  size_t sep_len = 1;
  if (!st.first_item) {
    const EnvOptions& env = env_options();
    sep = env.separator;
    sep_len = env.separator_len;
  }
  if (type == ItemType::kInteger) {
    // A fixed width: edited in place in the record (a copy from a buffer
    // just written byte by byte would stall on store forwarding).
    const size_t width = conv::list_integer_width(kind);
    if (width == 0) return false;
    char* out = record_space(st, sep_len + width);
    if (out != nullptr) {
      copy_bytes(out, sep, sep_len);
      conv::list_integer(out + sep_len, p, kind, st.list_options);
    }
    st.first_item = false;
    st.char_flag = false;
    return true;
  }
  char text[conv::kListItemMax + sizeof(EnvOptions::separator)];
  if (sep_len == 1)
    text[0] = sep[0];  // not a call for the usual blank
  else
    std::memcpy(text, sep, sep_len);
  size_t n = format_number(text + sep_len, type, p, kind, st.list_options);
  if (n == 0) return false;
  st.first_item = false;
  st.char_flag = false;
  record_put(st, text, sep_len + n);
  return true;
}

}  // namespace

void list_put_complex(DtState& st, const char* text, size_t n) {
  const char sep = st.list_options.decimal_comma ? ';' : ',';
  const char* end = text + n;
  const char* open = static_cast<const char*>(std::memchr(text, '(', n));
  const char* mid =
      open == nullptr
          ? nullptr
          : static_cast<const char*>(std::memchr(open, sep, end - open));
  if (mid == nullptr || end - mid < 2 || end[-1] != ')') {
    record_put(st, text, n);  // not the expected shape: as one piece
    return;
  }
  record_put(st, text, static_cast<size_t>(open - text));
  record_put(st, open, 1);
  record_put(st, open + 1, static_cast<size_t>(mid - open - 1));
  record_put(st, mid, 1);
  record_put(st, mid + 1, static_cast<size_t>(end - mid - 2));
  record_put(st, end - 1, 1);
}

namespace {

// Where a record has no length limit (an external sequential file without
// RECL=), the separator and the value can go in together; elsewhere a
// value that does not fit must find the separator written.
bool unlimited_record(const DtState& st) {
  return st.record_limit == 0 && !fixed_records(st);
}

// Every item but the common integers of list_write_item.  Out of line so
// that the integer path does not pay for this one's stack frame (hot/cold
// rule: perf/README.md).
[[gnu::noinline]] void list_write_item_slow(DtState& st, ItemType type,
                                            const void* p, int kind,
                                            size_t size) {
  if (unlimited_record(st) &&
      (type == ItemType::kInteger || type == ItemType::kReal ||
       type == ItemType::kLogical || type == ItemType::kComplex) &&
      list_write_number(st, type, p, kind))
    return;
  put_separator(st, type);
  // After EOR libgfortran still writes each value that fits, as it writes
  // the pieces of a COMPLEX value that fit (list_put_complex): a later
  // element of an array can be shorter than the one that failed (a
  // CHARACTER value with fewer delimiters to double).  It converts a
  // value that does not fit all the same (a subnormal REAL raises the
  // denormal flag STOP reports).
  if (st.status.failed() &&
      (st.status.code() != kIostatEor || type == ItemType::kDerived))
    return;
  if (type == ItemType::kDerived) {
    dtio_formatted(st, *static_cast<const DtioItem*>(p), "LISTDIRECTED",
                   nullptr, 0);
  } else if (type == ItemType::kCharacter && kind == 4 &&
             kind4_written_utf8(st)) {
    put_character_utf8(st, static_cast<const uint32_t*>(p), size);
  } else if (type == ItemType::kCharacter && kind == 4) {
    put_character_wide(st, static_cast<const uint32_t*>(p), size);
  } else if (type == ItemType::kCharacter) {
    put_character(st, static_cast<const char*>(p), size);
  } else {
    char text[conv::kListItemMax];
    size_t n = format_number(text, type, p, kind, st.list_options);
    if (n == 0) not_implemented("list-directed WRITE of this type and kind");
    if (type == ItemType::kComplex)
      list_put_complex(st, text, n);
    else
      record_put(st, text, n);
  }
  st.char_flag = type == ItemType::kCharacter;
}

// An INTEGER(4) or INTEGER(8) with a one-char separator (the blank unless
// GFORTRAN_LIST_SEPARATOR says otherwise) into a record without a length
// limit: both go straight into the record, the field edited in place
// without a branch on its digit count; false (nothing done) otherwise.
inline bool put_integer_field(DtState& st, const void* p, bool wide) {
  char sep = ' ';
  if (!st.first_item) {
    // A reference kept here: a guard test instead of a call per item.
    static const EnvOptions& env = env_options();
    if (env.separator_len != 1) return false;
    sep = env.separator[0];
  }
  const size_t n = wide ? 21 : 12;  // the separator and the field
  // Growing the record (and running out of memory) is the general path's.
  char* out = st.unit->fbuf().alloc_in_place(n);
  if (out == nullptr) return false;
  st.unit->record().stream_pos += static_cast<int64_t>(n);  // INQUIRE(POS=)
  const char plus = st.list_options.optional_plus ? '+' : ' ';
  if (wide) {
    int64_t v;
    std::memcpy(&v, p, sizeof v);
    conv::int64_field(out + 1, v, plus);
  } else {
    int32_t v;
    std::memcpy(&v, p, sizeof v);
    conv::int32_field(out + 1, v, plus);
  }
  out[0] = sep;
  st.first_item = false;
  st.char_flag = false;
  return true;
}

}  // namespace

void list_write_item(DtState& st, ItemType type, const void* p, int kind,
                     size_t size) {
  if (st.policy.list_layout == conv::ListLayout::kFlang) [[unlikely]] {
    if (list_write_item_flang(st, type, p, kind, size)) return;
    list_write_item_slow(st, type, p, kind, size);
    return;
  }
  if (type == ItemType::kInteger && (kind == 4 || kind == 8) &&
      unlimited_record(st) && put_integer_field(st, p, kind == 8))
    return;
  list_write_item_slow(st, type, p, kind, size);
}

}  // namespace ftnio
