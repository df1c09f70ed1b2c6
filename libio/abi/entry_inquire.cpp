// SPDX-License-Identifier: MIT
// The INQUIRE statement entry point (not INQUIRE(IOLENGTH=)) (L5).
#include <cstdint>

#include "abi/entry.h"
#include "abi/st_parameter.h"
#include "abi/unit_statement.h"
#include "unit/inquire.h"
#include "unit/io_report.h"
#include "unit/unit_table.h"

using namespace ftnio::abi;
using ftnio::InqText;
using ftnio::InqValue;

namespace {

constexpr uint32_t kInqFile = 1u << 14;    // FILE=: inquire by file
constexpr uint32_t kInqName = 1u << 22;    // NAME=
constexpr uint32_t kInqFlags2 = 1u << 31;  // flags2 is valid

struct OutText {
  char* ptr;    // the variable
  CharLen len;  // its length
};
OutText out(const OutPL& o) { return {o.ptr, o.len}; }
OutText out(const OutLP& o) { return {o.ptr, o.len}; }

// One CHARACTER specifier: which flag word and bit announce it.
struct TextSpec {
  bool second_word;                // bit is in flags2
  uint32_t bit;                    // its bit
  InqText which;                   // the result
  OutText (*var)(const Inquire&);  // where it goes
};

#define FTNIO_TEXT(word2, bit, which, field)          \
  {                                                   \
    word2, 1u << (bit), InqText::k##which,            \
        [](const Inquire& q) { return out(q.field); } \
  }
const TextSpec kTexts[] = {
    FTNIO_TEXT(false, 15, Access, access),
    FTNIO_TEXT(false, 16, Form, form),
    FTNIO_TEXT(false, 17, Blank, blank),
    FTNIO_TEXT(false, 18, Position, position),
    FTNIO_TEXT(false, 19, Action, action),
    FTNIO_TEXT(false, 20, Delim, delim),
    FTNIO_TEXT(false, 21, Pad, pad),
    FTNIO_TEXT(false, 23, Sequential, sequential),
    FTNIO_TEXT(false, 24, Direct, direct),
    FTNIO_TEXT(false, 25, Formatted, formatted),
    FTNIO_TEXT(false, 26, Unformatted, unformatted),
    FTNIO_TEXT(false, 27, Read, read),
    FTNIO_TEXT(false, 28, Write, write),
    FTNIO_TEXT(false, 29, ReadWrite, readwrite),
    FTNIO_TEXT(false, 30, Convert, convert),
    FTNIO_TEXT(true, 0, Asynchronous, asynchronous),
    FTNIO_TEXT(true, 1, Decimal, decimal),
    FTNIO_TEXT(true, 2, Encoding, encoding),
    FTNIO_TEXT(true, 3, Round, round),
    FTNIO_TEXT(true, 4, Sign, sign),
    FTNIO_TEXT(true, 8, Stream, iqstream),
    FTNIO_TEXT(true, 9, Share, share),
    FTNIO_TEXT(true, 10, Cc, cc),
};
#undef FTNIO_TEXT

// One INTEGER or LOGICAL specifier.
struct ValueSpec {
  bool second_word;              // bit is in flags2
  uint32_t bit;                  // its bit
  InqValue which;                // the result
  bool wide;                     // int64_t variable, else int32_t
  void* (*var)(const Inquire&);  // where it goes
};

#define FTNIO_VALUE(word2, bit, which, wide, field)                  \
  {                                                                  \
    word2, 1u << (bit), InqValue::k##which, wide,                    \
        [](const Inquire& q) { return static_cast<void*>(q.field); } \
  }
const ValueSpec kValues[] = {
    FTNIO_VALUE(false, 7, Exist, false, exist),
    FTNIO_VALUE(false, 8, Opened, false, opened),
    FTNIO_VALUE(false, 9, Number, false, number),
    FTNIO_VALUE(false, 10, Named, false, named),
    FTNIO_VALUE(false, 11, Nextrec, true, nextrec),
    FTNIO_VALUE(false, 12, Recl, true, recl_out),
    FTNIO_VALUE(false, 13, Pos, true, strm_pos_out),
    FTNIO_VALUE(true, 5, Pending, false, pending),
    FTNIO_VALUE(true, 6, Size, true, size),
};
#undef FTNIO_VALUE

bool present(const Inquire& q, bool second_word, uint32_t bit) {
  if (!second_word) return (q.common.flags & bit) != 0;
  return (q.common.flags & kInqFlags2) != 0 &&
         (static_cast<uint32_t>(q.flags2) & bit) != 0;
}

ftnio::InquireQuery query_of(const Inquire& q) {
  ftnio::InquireQuery query;
  for (const TextSpec& t : kTexts)
    query.text[static_cast<size_t>(t.which)] = present(q, t.second_word, t.bit);
  for (const ValueSpec& v : kValues)
    query.value[static_cast<size_t>(v.which)] =
        present(q, v.second_word, v.bit);
  if (present(q, true, kInqId2)) query.id = q.id;  // for PENDING=
  query.name = (q.common.flags & kInqName) != 0;
  if (query.name) query.name_len = q.name.len;
  return query;
}

void store(const Inquire& q, const ftnio::InquireReply& r) {
  for (const TextSpec& t : kTexts) {
    const char* s = r.text[static_cast<size_t>(t.which)];
    if (s == nullptr || !present(q, t.second_word, t.bit)) continue;
    OutText o = t.var(q);
    ftnio::copy_to_fortran_string(o.ptr, o.len, s);
  }
  for (const ValueSpec& v : kValues) {
    size_t i = static_cast<size_t>(v.which);
    if (!r.has_value[i] || !present(q, v.second_word, v.bit)) continue;
    if (v.wide)
      *static_cast<int64_t*>(v.var(q)) = r.value[i];
    else
      *static_cast<int32_t*>(v.var(q)) = static_cast<int32_t>(r.value[i]);
  }
  if (r.has_name && (q.common.flags & kInqName) != 0)
    ftnio::copy_to_fortran_string(q.name.ptr, q.name.len, r.name.c_str());
}

}  // namespace

FTNIO_EXPORT void FTNIO_ENTRY(st_inquire)(Inquire* q) {
  ftnio::ensure_runtime_initialised();
  ftnio::IoStatus status;
  init_status(status, q->common);
  ftnio::InquireQuery query = query_of(*q);
  ftnio::InquireReply reply;
  if ((q->common.flags & kInqFile) != 0) {
    ftnio::CharSpec file = char_spec(q->common.flags, kInqFile, q->file);
    ftnio::inquire_file(status, file, query, &reply);
  } else {
    int32_t unit = q->common.unit;
    ftnio::Unit* u = ftnio::find_unit(unit);
    status.set_unit(unit, u != nullptr ? u->file_name().c_str() : nullptr);
    ftnio::inquire_unit(status, unit, query, &reply);
    ftnio::report_statement(unit, ftnio::StatementKind::kInquire);
  }
  store(*q, reply);
  set_libreturn(q->common, status.outcome());
}
