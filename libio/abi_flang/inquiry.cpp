// SPDX-License-Identifier: MIT
// INQUIRE for flang programs: the core's answers in flang's words (L5,
// flang front door).
#include "abi_flang/inquiry.h"

#include <algorithm>
#include <bit>
#include <cstring>

#include "abi_flang/left_unit_sink.h"
#include "abi_flang/open_rules.h"
#include "abi_flang/position_model.h"
#include "unit/inquire.h"

namespace ftnio::flang {

namespace {

constexpr const char* kUndefinedText = "UNDEFINED";
constexpr const char* kUnknownText = "UNKNOWN";

const char*& text(InquireReply& r, InqText t) {
  return r.text[static_cast<size_t>(t)];
}
void set(InquireReply& r, InqValue v, int64_t x) {
  r.has_value[static_cast<size_t>(v)] = true;
  r.value[static_cast<size_t>(v)] = x;
}
int64_t value(const InquireReply& r, InqValue v) {
  return r.value[static_cast<size_t>(v)];
}
bool is(const char* s, const char* word) {
  return s != nullptr && std::strcmp(s, word) == 0;
}

// The CONVERT= word of the core for byte-swapped units on this host.
constexpr const char* kForeignEndian =
    std::endian::native == std::endian::little ? "BIG_ENDIAN" : "LITTLE_ENDIAN";

// A connection: flang names the default modes where libgfortran says
// UNKNOWN or PROCESSOR_DEFINED, and POS= is the position for any access.
// Returns whether POSITION= is flang's model's (position_model.h).
bool connected_answers(InquireReply& r) {
  const auto unit = static_cast<int32_t>(value(r, InqValue::kNumber));
  set(r, InqValue::kNumber, flang_unit(unit));
  const bool formatted = is(text(r, InqText::kForm), "FORMATTED");
  if (is(text(r, InqText::kEncoding), kUnknownText))
    text(r, InqText::kEncoding) = formatted ? "ASCII" : kUndefinedText;
  if (is(text(r, InqText::kRound), "PROCESSOR_DEFINED"))
    text(r, InqText::kRound) = formatted ? "NEAREST" : kUndefinedText;
  if (is(text(r, InqText::kSign), "PROCESSOR_DEFINED"))
    text(r, InqText::kSign) = formatted ? "SUPPRESS" : kUndefinedText;
  if (r.offset >= 0) set(r, InqValue::kPos, r.offset + 1);
  // A sequential or stream connection with RECL= could be direct in
  // flang (its file may position).
  if ((is(text(r, InqText::kAccess), "SEQUENTIAL") ||
       is(text(r, InqText::kAccess), "STREAM")) &&
      r.recl_given)
    text(r, InqText::kDirect) = "YES";
  // Without RECL= a sequential connection's RECL= is the largest
  // INTEGER(4) in flang (libgfortran's default record length is larger).
  if (is(text(r, InqText::kAccess), "SEQUENTIAL") && !r.recl_given)
    set(r, InqValue::kRecl, 2147483647);
  if (const int64_t recl = negative_open_recl(unit); recl != 0) {
    set(r, InqValue::kRecl, recl);
    text(r, InqText::kDirect) = "YES";  // (as with any RECL=, above)
  }
  // CONVERT= says whether bytes are swapped, formatted units included.
  text(r, InqText::kConvert) =
      is(text(r, InqText::kConvert), kForeignEndian) ? "SWAP" : "NATIVE";
  // POSITION= by flang's rules, which look at its file descriptor.
  bool modelled = is(text(r, InqText::kAccess), "STREAM") ||
                  is(text(r, InqText::kAccess), "SEQUENTIAL");
  if (modelled) text(r, InqText::kPosition) = flang_position(unit);
  if (r.standard_stream) {
    // flang's POS= is one past the bytes it has moved over, newlines
    // included (without a file offset: the record bytes counted, and
    // one for each record end).
    set(r, InqValue::kPos,
        r.offset >= 0 ? r.offset + 1
                      : value(r, InqValue::kPos) + r.records + 1);
    // flang's preconnected units have no name and no size.
    set(r, InqValue::kNamed, 0);
    r.has_name = false;
    set(r, InqValue::kSize, -1);
    text(r, InqText::kPosition) = "ASIS";
    modelled = false;
  }
  return modelled;
}

// The modes of no connection, alike by unit and by file in flang.
void unconnected_modes(InquireReply& r) {
  set(r, InqValue::kNextrec, -1);
  set(r, InqValue::kPos, -1);
  set(r, InqValue::kRecl, -1);
  text(r, InqText::kAction) = kUndefinedText;
  text(r, InqText::kEncoding) = kUnknownText;
  text(r, InqText::kConvert) = kUndefinedText;
  for (InqText t :
       {InqText::kBlank, InqText::kDelim, InqText::kPad, InqText::kDecimal,
        InqText::kRound, InqText::kSign, InqText::kAsynchronous})
    text(r, t) = kUndefinedText;
}

void unconnected_unit_answers(Statement& s, InquireReply& r) {
  unconnected_modes(r);
  set(r, InqValue::kNumber, flang_unit(s.unit));
  r.has_name = true;
  r.name = kUndefinedText;
  set(r, InqValue::kSize, -1);
  for (InqText t : {InqText::kRead, InqText::kWrite, InqText::kReadWrite})
    text(r, t) = kUnknownText;
  if (!is_left_unit(s.unit)) return;
  // A unit a failed OPEN left in flang's table: a unit that exists and
  // is not connected, with no name (NAME= is left alone), at its first
  // record (POS=1; NEXTREC= 1 if the OPEN said ACCESS='DIRECT', else 0)
  // in no form (FORMATTED= UNDEFINED).
  r.has_name = false;
  set(r, InqValue::kNamed, 0);
  set(r, InqValue::kExist, 1);  // (a NEWUNIT= number too)
  // (after WRITEs, past the bytes they left in flang's buffer)
  set(r, InqValue::kPos, std::max<int64_t>(left_unit_bytes(s.unit) + 1, 1));
  set(r, InqValue::kNextrec, left_unit_is_direct(s.unit) ? 1 : 0);
  text(r, InqText::kFormatted) = kUndefinedText;
  text(r, InqText::kRead) = kUndefinedText;
  text(r, InqText::kReadWrite) = kUndefinedText;
  text(r, InqText::kConvert) = left_unit_swaps(s.unit) ? "SWAP" : "NATIVE";
}

void unconnected_file_answers(InquireReply& r) {
  unconnected_modes(r);
  if (value(r, InqValue::kExist) == 0) {
    for (InqText t : {InqText::kRead, InqText::kWrite, InqText::kReadWrite})
      text(r, t) = kUnknownText;
    return;
  }
  // READWRITE= is both tests in flang (libgfortran repeats READ='s).
  text(r, InqText::kReadWrite) =
      is(text(r, InqText::kRead), "YES") && is(text(r, InqText::kWrite), "YES")
          ? "YES"
          : "NO";
}

}  // namespace

void run_inquire(Statement& s) {
  InquireQuery q;
  q.ask_everything();
  q.name = true;
  q.name_len = 4096;
  q.connection_facts = true;
  s.inquiry = std::make_unique<InquireReply>();
  InquireReply& r = *s.inquiry;
  if (s.kind == CookieKind::kInquireUnit) {
    s.status.set_unit(s.unit, nullptr);
    inquire_unit(s.status, s.unit, q, &r);
  } else {
    const std::string& f = s.spec[static_cast<int>(Spec::kFile)];
    inquire_file(s.status, CharSpec{f.data(), f.size(), true}, q, &r);
  }
  if (s.status.failed()) return;
  if (value(r, InqValue::kOpened) != 0) {
    s.position_unit = static_cast<int32_t>(value(r, InqValue::kNumber));
    s.position_modelled = connected_answers(r);
  } else if (s.kind == CookieKind::kInquireUnit) {
    unconnected_unit_answers(s, r);
  } else {
    unconnected_file_answers(r);
  }
}

}  // namespace ftnio::flang
