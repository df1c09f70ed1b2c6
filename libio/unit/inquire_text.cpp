// SPDX-License-Identifier: MIT
// What INQUIRE reports about a unit's connection, as keywords (L3).
#include "unit/inquire_text.h"

namespace ftnio {

namespace {

void put(InquireReply* r, InqText which, const char* s) {
  r->text[static_cast<size_t>(which)] = s;
}

const char* access_text(Access a) {
  switch (a) {
    case Access::kDirect: return "DIRECT";
    case Access::kStream: return "STREAM";
    default: return "SEQUENTIAL";
  }
}

const char* round_text(RoundMode m) {
  switch (m) {
    case RoundMode::kUp: return "UP";
    case RoundMode::kDown: return "DOWN";
    case RoundMode::kZero: return "ZERO";
    case RoundMode::kNearest: return "NEAREST";
    case RoundMode::kCompatible: return "COMPATIBLE";
    default: return "PROCESSOR_DEFINED";
  }
}

const char* sign_text(SignMode m) {
  switch (m) {
    case SignMode::kSuppress: return "SUPPRESS";
    case SignMode::kPlus: return "PLUS";
    default: return "PROCESSOR_DEFINED";
  }
}

const char* action_text(Action a) {
  switch (a) {
    case Action::kRead: return "READ";
    case Action::kWrite: return "WRITE";
    default: return "READWRITE";
  }
}

const char* delim_text(Delim d) {
  switch (d) {
    case Delim::kQuote: return "QUOTE";
    case Delim::kApostrophe: return "APOSTROPHE";
    default: return "NONE";
  }
}

const char* share_text(Share s) {
  switch (s) {
    case Share::kDenyRw: return "DENYRW";
    case Share::kDenyNone: return "DENYNONE";
    default: return "NODENY";
  }
}

const char* cc_text(CarriageControl c) {
  switch (c) {
    case CarriageControl::kFortran: return "FORTRAN";
    case CarriageControl::kNone: return "NONE";
    default: return "LIST";
  }
}

void describe_unconnected(InquireReply* r) {
  for (InqText t : {InqText::kAccess, InqText::kForm, InqText::kBlank,
                    InqText::kPad, InqText::kEncoding, InqText::kDecimal,
                    InqText::kAsynchronous, InqText::kSign, InqText::kRound,
                    InqText::kAction, InqText::kDelim, InqText::kConvert})
    put(r, t, kUndefined);
  for (InqText t :
       {InqText::kSequential, InqText::kDirect, InqText::kFormatted,
        InqText::kUnformatted, InqText::kStream, InqText::kShare, InqText::kCc})
    put(r, t, kUnknown);
  for (InqText t : {InqText::kRead, InqText::kWrite, InqText::kReadWrite})
    put(r, t, kNo);
}

// The specifiers only meaningful for formatted connections.
void describe_formatted(const ConnectionModes& m, InquireReply* r) {
  if (m.form != Form::kFormatted) {
    for (InqText t : {InqText::kBlank, InqText::kPad, InqText::kEncoding,
                      InqText::kDecimal, InqText::kDelim})
      put(r, t, kUndefined);
    return;
  }
  put(r, InqText::kBlank, m.blank == BlankMode::kZero ? "ZERO" : "NULL");
  put(r, InqText::kPad, m.pad == PadMode::kNo ? kNo : kYes);
  put(r, InqText::kEncoding,
      m.encoding == Encoding::kUtf8 ? "UTF-8" : kUnknown);
  put(r, InqText::kDecimal,
      m.decimal == DecimalMode::kComma ? "COMMA" : "POINT");
  put(r, InqText::kDelim, delim_text(m.delim));
}

}  // namespace

const char* position_text(Position p) {
  switch (p) {
    case Position::kRewind: return "REWIND";
    case Position::kAppend: return "APPEND";
    case Position::kAsIs: return "ASIS";
    default: return "UNSPECIFIED";
  }
}

void describe_modes(const NodeView& v, InquireReply* r) {
  if (v.kind == NodeView::kNone) {
    describe_unconnected(r);
    return;
  }
  const ConnectionModes& m = v.modes;
  put(r, InqText::kAccess, access_text(m.access));
  put(r, InqText::kSequential, m.access == Access::kSequential ? kYes : kNo);
  put(r, InqText::kDirect, m.access == Access::kDirect ? kYes : kNo);
  put(r, InqText::kStream, m.access == Access::kStream ? kYes : kNo);
  bool formatted = m.form == Form::kFormatted;
  put(r, InqText::kForm, formatted ? "FORMATTED" : "UNFORMATTED");
  put(r, InqText::kFormatted, formatted ? kYes : kNo);
  put(r, InqText::kUnformatted, formatted ? kNo : kYes);
  describe_formatted(m, r);
  put(r, InqText::kAsynchronous, m.asynchronous ? kYes : kNo);
  put(r, InqText::kSign, sign_text(m.sign));
  if (v.round_known) put(r, InqText::kRound, round_text(m.round));
  put(r, InqText::kShare, share_text(m.share));
  put(r, InqText::kCc, cc_text(m.cc));
  put(r, InqText::kAction, action_text(m.action));
  put(r, InqText::kRead, m.action == Action::kWrite ? kNo : kYes);
  put(r, InqText::kWrite, m.action == Action::kRead ? kNo : kYes);
  put(r, InqText::kReadWrite, m.action == Action::kReadWrite ? kYes : kNo);
  bool little = __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__;
  put(r, InqText::kConvert,
      m.swap_bytes == little ? "BIG_ENDIAN" : "LITTLE_ENDIAN");
}

}  // namespace ftnio
