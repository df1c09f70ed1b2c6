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
    case Access::Direct: return "DIRECT";
    case Access::Stream: return "STREAM";
    default: return "SEQUENTIAL";
  }
}

const char* round_text(RoundMode m) {
  switch (m) {
    case RoundMode::Up: return "UP";
    case RoundMode::Down: return "DOWN";
    case RoundMode::Zero: return "ZERO";
    case RoundMode::Nearest: return "NEAREST";
    case RoundMode::Compatible: return "COMPATIBLE";
    default: return "PROCESSOR_DEFINED";
  }
}

const char* sign_text(SignMode m) {
  switch (m) {
    case SignMode::Suppress: return "SUPPRESS";
    case SignMode::Plus: return "PLUS";
    default: return "PROCESSOR_DEFINED";
  }
}

const char* action_text(Action a) {
  switch (a) {
    case Action::Read: return "READ";
    case Action::Write: return "WRITE";
    default: return "READWRITE";
  }
}

const char* delim_text(Delim d) {
  switch (d) {
    case Delim::Quote: return "QUOTE";
    case Delim::Apostrophe: return "APOSTROPHE";
    default: return "NONE";
  }
}

const char* share_text(Share s) {
  switch (s) {
    case Share::DenyRw: return "DENYRW";
    case Share::DenyNone: return "DENYNONE";
    default: return "NODENY";
  }
}

const char* cc_text(CarriageControl c) {
  switch (c) {
    case CarriageControl::Fortran: return "FORTRAN";
    case CarriageControl::None: return "NONE";
    default: return "LIST";
  }
}

void describe_unconnected(InquireReply* r) {
  for (InqText t : {InqText::Access, InqText::Form, InqText::Blank,
                    InqText::Pad, InqText::Encoding, InqText::Decimal,
                    InqText::Asynchronous, InqText::Sign, InqText::Round,
                    InqText::Action, InqText::Delim, InqText::Convert})
    put(r, t, kUndefined);
  for (InqText t : {InqText::Sequential, InqText::Direct, InqText::Formatted,
                    InqText::Unformatted, InqText::Stream, InqText::Share,
                    InqText::Cc})
    put(r, t, kUnknown);
  for (InqText t : {InqText::Read, InqText::Write, InqText::ReadWrite})
    put(r, t, kNo);
}

// The specifiers only meaningful for formatted connections.
void describe_formatted(const ConnectionModes& m, InquireReply* r) {
  if (m.form != Form::Formatted) {
    for (InqText t : {InqText::Blank, InqText::Pad, InqText::Encoding,
                      InqText::Decimal, InqText::Delim})
      put(r, t, kUndefined);
    return;
  }
  put(r, InqText::Blank, m.blank == BlankMode::Zero ? "ZERO" : "NULL");
  put(r, InqText::Pad, m.pad == PadMode::No ? kNo : kYes);
  put(r, InqText::Encoding, m.encoding == Encoding::Utf8 ? "UTF-8"
                                                         : kUnknown);
  put(r, InqText::Decimal, m.decimal == DecimalMode::Comma ? "COMMA"
                                                           : "POINT");
  put(r, InqText::Delim, delim_text(m.delim));
}

}  // namespace

const char* position_text(Position p) {
  switch (p) {
    case Position::Rewind: return "REWIND";
    case Position::Append: return "APPEND";
    case Position::AsIs: return "ASIS";
    default: return "UNSPECIFIED";
  }
}

void describe_modes(const NodeView& v, InquireReply* r) {
  if (v.kind == NodeView::None) {
    describe_unconnected(r);
    return;
  }
  const ConnectionModes& m = v.modes;
  put(r, InqText::Access, access_text(m.access));
  put(r, InqText::Sequential, m.access == Access::Sequential ? kYes : kNo);
  put(r, InqText::Direct, m.access == Access::Direct ? kYes : kNo);
  put(r, InqText::Stream, m.access == Access::Stream ? kYes : kNo);
  bool formatted = m.form == Form::Formatted;
  put(r, InqText::Form, formatted ? "FORMATTED" : "UNFORMATTED");
  put(r, InqText::Formatted, formatted ? kYes : kNo);
  put(r, InqText::Unformatted, formatted ? kNo : kYes);
  describe_formatted(m, r);
  put(r, InqText::Asynchronous, m.asynchronous ? kYes : kNo);
  put(r, InqText::Sign, sign_text(m.sign));
  if (v.round_known) put(r, InqText::Round, round_text(m.round));
  put(r, InqText::Share, share_text(m.share));
  put(r, InqText::Cc, cc_text(m.cc));
  put(r, InqText::Action, action_text(m.action));
  put(r, InqText::Read, m.action == Action::Write ? kNo : kYes);
  put(r, InqText::Write, m.action == Action::Read ? kNo : kYes);
  put(r, InqText::ReadWrite, m.action == Action::ReadWrite ? kYes : kNo);
  bool little = __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__;
  put(r, InqText::Convert,
      m.swap_bytes == little ? "BIG_ENDIAN" : "LITTLE_ENDIAN");
}

}  // namespace ftnio
