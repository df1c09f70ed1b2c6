// SPDX-License-Identifier: MIT
// flang's INQUIRE entry points: BeginInquireUnit/File/IoLength and the
// Inquire... calls that ask one specifier each, named by the base-26
// hash of its keyword (io-api.h's HashInquiryKeyword) (L5, flang front
// door).
#include <algorithm>
#include <cstdint>
#include <cstring>

#include "abi_flang/error_policy.h"
#include "abi_flang/flang_api.h"
#include "abi_flang/flang_policy.h"
#include "abi_flang/inquiry.h"
#include "abi_flang/position_model.h"
#include "abi_flang/statement.h"
#include "base/iostat.h"
#include "unit/inquire.h"
#include "unit/unit_table.h"

namespace ftnio::flang {

namespace {

namespace io = Fortran::runtime::io;

constexpr io::InquiryKeywordHash hash(const char* k) {
  return io::HashInquiryKeyword(k);
}

// The answers, made at the first Inquire... call (or at the first that
// needs them after complete_as_connected_unit); null when the statement
// failed.
InquireReply* answers(Cookie c) {
  Statement& s = *statement_of(c);
  complete(s);
  if (s.status.failed()) return nullptr;
  if (s.inquiry == nullptr && (s.kind == CookieKind::kInquireUnit ||
                               s.kind == CookieKind::kInquireFile))
    run_inquire(s);
  return s.inquiry.get();
}

// A keyword flang passes but the statement cannot answer: flang's
// runtime reports it as an error of the statement.
bool bad_keyword(Cookie c) {
  Statement& s = *statement_of(c);
  s.status.raise(kErrBadOption, "INQUIRE specifier not supported");
  check_uncaught(s);
  return false;
}

bool text_of(io::InquiryKeywordHash k, InqText* t) {
  static constexpr struct {
    io::InquiryKeywordHash key;
    InqText text;
  } kTexts[] = {{hash("ACCESS"), InqText::kAccess},
                {hash("ACTION"), InqText::kAction},
                {hash("ASYNCHRONOUS"), InqText::kAsynchronous},
                {hash("BLANK"), InqText::kBlank},
                {hash("CARRIAGECONTROL"), InqText::kCc},
                {hash("CONVERT"), InqText::kConvert},
                {hash("DECIMAL"), InqText::kDecimal},
                {hash("DELIM"), InqText::kDelim},
                {hash("DIRECT"), InqText::kDirect},
                {hash("ENCODING"), InqText::kEncoding},
                {hash("FORM"), InqText::kForm},
                {hash("FORMATTED"), InqText::kFormatted},
                {hash("PAD"), InqText::kPad},
                {hash("POSITION"), InqText::kPosition},
                {hash("READ"), InqText::kRead},
                {hash("READWRITE"), InqText::kReadWrite},
                {hash("ROUND"), InqText::kRound},
                {hash("SEQUENTIAL"), InqText::kSequential},
                {hash("SIGN"), InqText::kSign},
                {hash("STREAM"), InqText::kStream},
                {hash("UNFORMATTED"), InqText::kUnformatted},
                {hash("WRITE"), InqText::kWrite}};
  for (const auto& e : kTexts) {
    if (e.key == k) {
      *t = e.text;
      return true;
    }
  }
  return false;
}

bool value_of(io::InquiryKeywordHash k, InqValue* v) {
  static constexpr struct {
    io::InquiryKeywordHash key;
    InqValue value;
  } kValues[] = {{hash("EXIST"), InqValue::kExist},
                 {hash("NAMED"), InqValue::kNamed},
                 {hash("OPENED"), InqValue::kOpened},
                 {hash("PENDING"), InqValue::kPending},
                 {hash("NEXTREC"), InqValue::kNextrec},
                 {hash("NUMBER"), InqValue::kNumber},
                 {hash("POS"), InqValue::kPos},
                 {hash("RECL"), InqValue::kRecl},
                 {hash("SIZE"), InqValue::kSize}};
  for (const auto& e : kValues) {
    if (e.key == k) {
      *v = e.value;
      return true;
    }
  }
  return false;
}

void store_blank_padded(char* dst, size_t len, const char* src, size_t n) {
  n = std::min(n, len);
  std::memcpy(dst, src, n);
  std::memset(dst + n, ' ', len - n);
}

// An INTEGER of the given kind (bytes) at p.
void store_integer(void* p, int64_t v, int kind) {
  switch (kind) {
    case 1: {
      int8_t x = static_cast<int8_t>(v);
      std::memcpy(p, &x, 1);
      break;
    }
    case 2: {
      int16_t x = static_cast<int16_t>(v);
      std::memcpy(p, &x, 2);
      break;
    }
    case 4: {
      int32_t x = static_cast<int32_t>(v);
      std::memcpy(p, &x, 4);
      break;
    }
    default: std::memcpy(p, &v, 8); break;
  }
}

}  // namespace

}  // namespace ftnio::flang

using namespace ftnio::flang;
using ftnio::InqText;
using ftnio::InquireReply;
using ftnio::InqValue;

namespace Fortran::runtime::io {

Cookie IONAME(BeginInquireUnit)(ExternalUnit unit, const char* file, int line) {
  ftnio::ensure_runtime_initialised();
  Statement* s = new_statement(CookieKind::kInquireUnit, file, line);
  s->unit = core_unit(unit);
  return cookie_of(s);
}

Cookie IONAME(BeginInquireFile)(const char* path, std::size_t n,
                                const char* file, int line) {
  ftnio::ensure_runtime_initialised();
  Statement* s = new_statement(CookieKind::kInquireFile, file, line);
  set_spec(*s, Spec::kFile, path, n);
  return cookie_of(s);
}

// INQUIRE(IOLENGTH=): an unformatted WRITE that only counts its bytes.
Cookie IONAME(BeginInquireIoLength)(const char* file, int line) {
  ftnio::ensure_runtime_initialised();
  Statement* s = new_statement(CookieKind::kTransfer, file, line);
  ftnio::TransferRequest& r = s->req;
  r.direction = ftnio::Direction::kWrite;
  r.form = ftnio::TransferForm::kUnformatted;
  r.unit = 0;
  r.internal_unit = false;
  r.format = nullptr;
  r.format_len = 0;
  r.dec_ext = false;
  r.policy = &ftnio::kFlangPolicy;
  s->rare.iolength = &s->iolength;
  s->has_rare = true;
  return cookie_of(s);
}

std::size_t IONAME(GetIoLength)(Cookie c) {
  Statement& s = *statement_of(c);
  complete(s);
  return static_cast<std::size_t>(s.iolength);
}

bool IONAME(InquireCharacter)(Cookie c, InquiryKeywordHash k, char* p,
                              std::size_t n) {
  InquireReply* r = answers(c);
  if (r == nullptr) return false;
  if (k == HashInquiryKeyword("NAME")) {
    if (r->has_name) store_blank_padded(p, n, r->name.data(), r->name.size());
    return true;
  }
  // POSITION= as flang's model has it now: an earlier SIZE= of the same
  // INQUIRE may have flushed the unit.
  Statement& s = *statement_of(c);
  if (k == HashInquiryKeyword("POSITION") && s.position_modelled) {
    const char* v = flang_position(s.position_unit);
    store_blank_padded(p, n, v, std::strlen(v));
    return true;
  }
  InqText t;
  if (!text_of(k, &t)) return bad_keyword(c);
  const char* v = r->text[static_cast<size_t>(t)];
  if (v != nullptr) store_blank_padded(p, n, v, std::strlen(v));
  return true;
}

bool IONAME(InquireLogical)(Cookie c, InquiryKeywordHash k, bool& result) {
  if ((k == hash("OPENED") || k == hash("EXIST")) &&
      complete_as_connected(*statement_of(c))) {
    result = true;
    return true;
  }
  InquireReply* r = answers(c);
  if (r == nullptr) return false;
  InqValue v;
  if (!value_of(k, &v) || k == HashInquiryKeyword("NUMBER"))
    return bad_keyword(c);
  if (r->has_value[static_cast<size_t>(v)])
    result = r->value[static_cast<size_t>(v)] != 0;
  return true;
}

// PENDING= with ID=: asked of the core on its own, the ID being known
// only here.
bool IONAME(InquirePendingId)(Cookie c, AsynchronousId id, bool& result) {
  Statement& s = *statement_of(c);
  if (answers(c) == nullptr) return false;
  if (s.kind != CookieKind::kInquireUnit) {
    result = false;
    return true;
  }
  ftnio::InquireQuery q;
  q.ask(InqValue::kPending);
  int32_t wanted = id;
  q.id = &wanted;
  InquireReply r;
  ftnio::inquire_unit(s.status, s.unit, q, &r);
  result = r.value[static_cast<size_t>(InqValue::kPending)] != 0;
  check_uncaught(s);
  return !s.status.failed();
}

bool IONAME(InquireInteger64)(Cookie c, InquiryKeywordHash k,
                              std::int64_t& result, int kind) {
  InquireReply* r = answers(c);
  if (r == nullptr) return false;
  InqValue v;
  if (!value_of(k, &v)) return bad_keyword(c);
  // SIZE= writes flang's buffered output to the file.
  Statement& s = *statement_of(c);
  if (k == HashInquiryKeyword("SIZE") && s.position_modelled)
    position_flushed(s.position_unit);
  if (r->has_value[static_cast<size_t>(v)])
    store_integer(&result, r->value[static_cast<size_t>(v)], kind);
  return true;
}

}  // namespace Fortran::runtime::io
