// SPDX-License-Identifier: MIT
// flang's EnableHandlers, Set..., Get... and EndIoStatement calls
// (L5, flang front door).
#include <strings.h>

#include <algorithm>
#include <cstring>
#include <string>

#include "abi_flang/error_policy.h"
#include "abi_flang/flang_api.h"
#include "abi_flang/open_rules.h"
#include "abi_flang/statement.h"
#include "unit/runtime_error.h"

namespace ftnio::flang {

namespace {

// A specifier of the statement; true unless it already failed.
bool set(Cookie c, Spec which, const char* p, std::size_t n) {
  Statement& s = *statement_of(c);
  if (s.started || s.completed) return going_on(s);
  // An OPEN that failed takes no CONVERT= after that: the unit it leaves
  // keeps the default (open_rules.cpp left_swaps).
  if (which == Spec::kConvert && s.kind == CookieKind::kOpen &&
      s.status.failed())
    return going_on(s);
  // flang's ACCESS='APPEND' sets the position, over a POSITION= before it
  // (one after it wins).
  if (which == Spec::kAccess && s.kind == CookieKind::kOpen && n >= 6 &&
      strncasecmp(p, "APPEND", 6) == 0)
    s.spec_given[static_cast<int>(Spec::kPosition)] = false;
  set_spec(s, which, p, n);
  // An OPEN checks its specifiers as flang's runtime does, one by one.
  if (s.kind == CookieKind::kOpen) return take_open_spec(s, which, p, n);
  return true;
}

}  // namespace

}  // namespace ftnio::flang

using namespace ftnio::flang;

namespace Fortran::runtime::io {

void IONAME(EnableHandlers)(Cookie c, bool has_iostat, bool has_err,
                            bool has_end, bool has_eor, bool has_iomsg) {
  Statement& s = *statement_of(c);
  s.has_iostat = has_iostat;
  s.has_err = has_err;
  s.has_end = has_end;
  s.has_eor = has_eor;
  s.has_iomsg = has_iomsg;
}

bool IONAME(SetAdvance)(Cookie c, const char* p, std::size_t n) {
  return set(c, Spec::kAdvance, p, n);
}
bool IONAME(SetBlank)(Cookie c, const char* p, std::size_t n) {
  return set(c, Spec::kBlank, p, n);
}
bool IONAME(SetDecimal)(Cookie c, const char* p, std::size_t n) {
  return set(c, Spec::kDecimal, p, n);
}
bool IONAME(SetDelim)(Cookie c, const char* p, std::size_t n) {
  return set(c, Spec::kDelim, p, n);
}
bool IONAME(SetPad)(Cookie c, const char* p, std::size_t n) {
  return set(c, Spec::kPad, p, n);
}
bool IONAME(SetRound)(Cookie c, const char* p, std::size_t n) {
  return set(c, Spec::kRound, p, n);
}
bool IONAME(SetSign)(Cookie c, const char* p, std::size_t n) {
  return set(c, Spec::kSign, p, n);
}
bool IONAME(SetAsynchronous)(Cookie c, const char* p, std::size_t n) {
  return set(c, Spec::kAsynchronous, p, n);
}
bool IONAME(SetPos)(Cookie c, std::int64_t pos) {
  Statement& s = *statement_of(c);
  s.rare.has_pos = true;
  s.rare.pos = pos;
  return true;
}
bool IONAME(SetRec)(Cookie c, std::int64_t rec) {
  Statement& s = *statement_of(c);
  s.rare.has_rec = true;
  s.rare.rec = rec;
  return true;
}

bool IONAME(SetAccess)(Cookie c, const char* p, std::size_t n) {
  return set(c, Spec::kAccess, p, n);
}
bool IONAME(SetAction)(Cookie c, const char* p, std::size_t n) {
  return set(c, Spec::kAction, p, n);
}
bool IONAME(SetCarriagecontrol)(Cookie c, const char* p, std::size_t n) {
  return set(c, Spec::kCarriagecontrol, p, n);
}
bool IONAME(SetConvert)(Cookie c, const char* p, std::size_t n) {
  return set(c, Spec::kConvert, p, n);
}
bool IONAME(SetEncoding)(Cookie c, const char* p, std::size_t n) {
  return set(c, Spec::kEncoding, p, n);
}
bool IONAME(SetForm)(Cookie c, const char* p, std::size_t n) {
  return set(c, Spec::kForm, p, n);
}
bool IONAME(SetPosition)(Cookie c, const char* p, std::size_t n) {
  return set(c, Spec::kPosition, p, n);
}
bool IONAME(SetStatus)(Cookie c, const char* p, std::size_t n) {
  return set(c, Spec::kStatus, p, n);
}
bool IONAME(SetFile)(Cookie c, const char* p, std::size_t n) {
  return set(c, Spec::kFile, p, n);
}
bool IONAME(SetRecl)(Cookie c, std::size_t recl) {
  Statement& s = *statement_of(c);
  s.has_recl = true;
  s.recl = static_cast<std::int64_t>(recl);
  if (s.kind == CookieKind::kOpen) return take_open_recl(s, s.recl);
  return true;
}

// OPEN(NEWUNIT=): flang asks for the number before EndIoStatement, so
// the OPEN runs here.
bool IONAME(GetNewUnit)(Cookie c, int& unit, int kind) {
  Statement& s = *statement_of(c);
  complete(s);
  if (s.status.failed()) return false;
  std::int64_t v = flang_unit(s.opened_unit);
  switch (kind) {
    case 1: {
      std::int8_t x = static_cast<std::int8_t>(v);
      std::memcpy(&unit, &x, 1);
      break;
    }
    case 2: {
      std::int16_t x = static_cast<std::int16_t>(v);
      std::memcpy(&unit, &x, 2);
      break;
    }
    case 8: std::memcpy(&unit, &v, 8); break;
    default: unit = static_cast<int>(v); break;
  }
  return true;
}

std::size_t IONAME(GetSize)(Cookie c) {
  Statement& s = *statement_of(c);
  complete(s);
  return static_cast<std::size_t>(s.size_value);
}

// IOMSG= is defined only by a condition (F2018 12.11.6).
void IONAME(GetIoMsg)(Cookie c, char* msg, std::size_t len) {
  Statement& s = *statement_of(c);
  complete(s);
  const int iostat = flang_iostat(s);
  if (iostat == 0) return;
  const std::string text = flang_message(s, iostat);
  std::size_t n = std::min(len, text.size());
  std::memcpy(msg, text.data(), n);
  if (len > n) std::memset(msg + n, ' ', len - n);
}

enum Iostat IONAME(EndIoStatement)(Cookie c) {
  Statement* s = statement_of(c);
  complete(*s);
  int code = flang_iostat(*s);
  release(s);
  return static_cast<enum Iostat>(code);
}

}  // namespace Fortran::runtime::io
