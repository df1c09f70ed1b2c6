// SPDX-License-Identifier: MIT
// The INQUIRE statement entry point (not INQUIRE(IOLENGTH=)) (L5).
#include <array>
#include <bit>
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

// The specifiers present as one word (asked_bits): flags in bits 0..31,
// flags2 (when valid) in bits 32..63.
constexpr uint8_t word1(int bit) { return static_cast<uint8_t>(bit); }
constexpr uint8_t word2(int bit) { return static_cast<uint8_t>(32 + bit); }

// One CHARACTER specifier: which bit of asked_bits announces it.
struct TextSpec {
  uint8_t bit;                     // its bit
  InqText which;                   // the result
  OutText (*var)(const Inquire&);  // where it goes
};

#define FTNIO_TEXT(word, bit, which, field)           \
  {                                                   \
    word(bit), InqText::k##which,                     \
        [](const Inquire& q) { return out(q.field); } \
  }
constexpr TextSpec kTexts[] = {
    FTNIO_TEXT(word1, 15, Access, access),
    FTNIO_TEXT(word1, 16, Form, form),
    FTNIO_TEXT(word1, 17, Blank, blank),
    FTNIO_TEXT(word1, 18, Position, position),
    FTNIO_TEXT(word1, 19, Action, action),
    FTNIO_TEXT(word1, 20, Delim, delim),
    FTNIO_TEXT(word1, 21, Pad, pad),
    FTNIO_TEXT(word1, 23, Sequential, sequential),
    FTNIO_TEXT(word1, 24, Direct, direct),
    FTNIO_TEXT(word1, 25, Formatted, formatted),
    FTNIO_TEXT(word1, 26, Unformatted, unformatted),
    FTNIO_TEXT(word1, 27, Read, read),
    FTNIO_TEXT(word1, 28, Write, write),
    FTNIO_TEXT(word1, 29, ReadWrite, readwrite),
    FTNIO_TEXT(word1, 30, Convert, convert),
    FTNIO_TEXT(word2, 0, Asynchronous, asynchronous),
    FTNIO_TEXT(word2, 1, Decimal, decimal),
    FTNIO_TEXT(word2, 2, Encoding, encoding),
    FTNIO_TEXT(word2, 3, Round, round),
    FTNIO_TEXT(word2, 4, Sign, sign),
    FTNIO_TEXT(word2, 8, Stream, iqstream),
    FTNIO_TEXT(word2, 9, Share, share),
    FTNIO_TEXT(word2, 10, Cc, cc),
};
#undef FTNIO_TEXT

// One INTEGER or LOGICAL specifier.
struct ValueSpec {
  uint8_t bit;                   // its bit of asked_bits
  InqValue which;                // the result
  bool wide;                     // int64_t variable, else int32_t
  void* (*var)(const Inquire&);  // where it goes
};

#define FTNIO_VALUE(word, bit, which, wide, field)                   \
  {                                                                  \
    word(bit), InqValue::k##which, wide,                             \
        [](const Inquire& q) { return static_cast<void*>(q.field); } \
  }
constexpr ValueSpec kValues[] = {
    FTNIO_VALUE(word1, 7, Exist, false, exist),
    FTNIO_VALUE(word1, 8, Opened, false, opened),
    FTNIO_VALUE(word1, 9, Number, false, number),
    FTNIO_VALUE(word1, 10, Named, false, named),
    FTNIO_VALUE(word1, 11, Nextrec, true, nextrec),
    FTNIO_VALUE(word1, 12, Recl, true, recl_out),
    FTNIO_VALUE(word1, 13, Pos, true, strm_pos_out),
    FTNIO_VALUE(word2, 5, Pending, false, pending),
    FTNIO_VALUE(word2, 6, Size, true, size),
};
#undef FTNIO_VALUE

// Which entry of specs announces each bit (-1: none), and all their bits.
template <typename Spec, size_t N>
constexpr std::array<int8_t, 64> index_by_bit(const Spec (&specs)[N]) {
  std::array<int8_t, 64> at{};
  at.fill(-1);
  for (size_t i = 0; i < N; ++i) at[specs[i].bit] = static_cast<int8_t>(i);
  return at;
}
template <typename Spec, size_t N>
constexpr uint64_t bits_of(const Spec (&specs)[N]) {
  uint64_t m = 0;
  for (const Spec& s : specs) m |= uint64_t{1} << s.bit;
  return m;
}
constexpr auto kTextAt = index_by_bit(kTexts);
constexpr auto kValueAt = index_by_bit(kValues);
constexpr uint64_t kTextBits = bits_of(kTexts);
constexpr uint64_t kValueBits = bits_of(kValues);

uint64_t asked_bits(const Inquire& q) {
  uint64_t w = static_cast<uint32_t>(q.common.flags);
  if ((w & kInqFlags2) != 0)
    w |= uint64_t{static_cast<uint32_t>(q.flags2)} << 32;
  return w;
}

// The specifiers are visited by their bits: a statement has one or two of
// the 32 (INQUIRE(UNIT=u, OPENED=o) in a loop), not a walk of the tables.
template <typename Visit>
void each_bit(uint64_t bits, Visit visit) {
  for (; bits != 0; bits &= bits - 1) visit(std::countr_zero(bits));
}

// The query, and the reply's answers to it set to none (store reads no
// other: InquireReply::Unset).
ftnio::InquireQuery query_of(const Inquire& q, uint64_t asked,
                             ftnio::InquireReply& reply) {
  ftnio::InquireQuery query;
  each_bit(asked & kTextBits, [&](int b) {
    query.ask(kTexts[kTextAt[b]].which);
    reply.forget_answer(kTexts[kTextAt[b]].which);
  });
  each_bit(asked & kValueBits, [&](int b) {
    query.ask(kValues[kValueAt[b]].which);
    reply.forget_answer(kValues[kValueAt[b]].which);
  });
  if ((asked & (uint64_t{kInqId2} << 32)) != 0)
    query.id = q.id;  // for PENDING=
  query.name = (q.common.flags & kInqName) != 0;
  if (query.name) {
    query.name_len = q.name.len;
    query.name_to = q.name.ptr;  // (a unit's name: stored by the core)
  }
  return query;
}

void store(const Inquire& q, uint64_t asked, const ftnio::InquireReply& r) {
  each_bit(asked & kTextBits, [&](int b) {
    const TextSpec& t = kTexts[kTextAt[b]];
    const char* s = r.text[static_cast<size_t>(t.which)];
    if (s == nullptr) return;
    OutText o = t.var(q);
    ftnio::copy_to_fortran_string(o.ptr, o.len, s);
  });
  each_bit(asked & kValueBits, [&](int b) {
    const ValueSpec& v = kValues[kValueAt[b]];
    size_t i = static_cast<size_t>(v.which);
    if (!r.has_value[i]) return;
    if (v.wide)
      *static_cast<int64_t*>(v.var(q)) = r.value[i];
    else
      *static_cast<int32_t*>(v.var(q)) = static_cast<int32_t>(r.value[i]);
  });
  if (r.has_name && (q.common.flags & kInqName) != 0)
    ftnio::copy_to_fortran_string(q.name.ptr, q.name.len, r.name.c_str());
}

}  // namespace

FTNIO_EXPORT void FTNIO_ENTRY(st_inquire)(Inquire* q) {
  ftnio::ensure_runtime_initialised();
  ftnio::IoStatus status;
  init_status(status, q->common);
  const uint64_t asked = asked_bits(*q);
  ftnio::InquireReply reply{ftnio::InquireReply::Unset{}};
  ftnio::InquireQuery query = query_of(*q, asked, reply);
  if ((q->common.flags & kInqFile) != 0) {
    ftnio::CharSpec file = char_spec(q->common.flags, kInqFile, q->file);
    ftnio::inquire_file(status, file, query, &reply);
  } else {
    int32_t unit = q->common.unit;
    // The one error (an internal unit) names no file: no lookup for it.
    status.set_unit(unit, nullptr);
    ftnio::inquire_unit(status, unit, query, &reply);
    ftnio::report_statement(unit, ftnio::StatementKind::kInquire);
  }
  store(*q, asked, reply);
  set_libreturn(q->common, status.outcome());
}
