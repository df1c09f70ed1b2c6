// SPDX-License-Identifier: MIT
// The INQUIRE statement by unit and by file (L3).
//
// Everything is described from a NodeView: what libgfortran would find for
// the unit number.  That is a connected unit, nothing, or one of two kinds
// of unconnected node libgfortran keeps and INQUIRE reports as OPENED: the
// internal-unit nodes -1 and -2 (all-zero settings) and a NEWUNIT number
// last borrowed by an internal-unit statement.  Where libgfortran would
// dereference a missing stream for such a node (NAME=, SIZE=, POSITION=,
// and ROUND= of -1/-2) the variable is left unchanged instead.
#include "unit/inquire.h"

#include <algorithm>

#include "base/iostat.h"
#include "base/options.h"
#include "stream/raw_stream.h"
#include "unit/async_unit.h"
#include "unit/inquire_text.h"
#include "unit/record_scan.h"
#include "stream/sys_queries.h"
#include "unit/unit_table.h"

namespace ftnio {

namespace {

void set_value(InquireReply* r, InqValue which, int64_t v) {
  r->has_value[static_cast<size_t>(which)] = true;
  r->value[static_cast<size_t>(which)] = v;
}

void set_text(InquireReply* r, InqText which, const char* s) {
  r->text[static_cast<size_t>(which)] = s;
}

bool wants(const InquireQuery& q, InqText t) { return q.wants(t); }
bool wants(const InquireQuery& q, InqValue v) { return q.wants(v); }

NodeView view_of_unit(int32_t number, Unit* u) {
  NodeView v;
  v.number = number;
  if (u != nullptr && u->connected()) {
    v.kind = NodeView::kConnected;
    v.unit = u;
    v.modes = u->modes();
    v.recl = u->limits().recl;
    v.pos = u->record().stream_pos;
    v.last_record = u->record().last_record;
    return v;
  }
  if (u == nullptr || !u->in_table()) return v;  // kind None
  // libgfortran's settings of an internal unit, or its zeroed node.
  v.kind = NodeView::kStale;
  bool internal = u->internal_node();
  v.modes.action = internal ? Action::kReadWrite : Action::kRead;
  v.modes.delim = internal ? Delim::kUnspecified : Delim::kNone;
  v.modes.encoding = internal ? Encoding::kDefault : Encoding::kUtf8;
  v.modes.asynchronous = !internal;
  v.modes.status = OpenStatus::kUnknown;
  v.modes.share = Share::kDenyRw;
  v.round_known = internal;
  // A node that has seen a statement has an unspecified position, which
  // libgfortran would look up in the missing stream.
  v.position_known = !internal;
  v.recl = internal ? u->internal_recl() : 0;
  return v;
}

// POSITION= of a connection whose position is unspecified: the start or
// the end of the file if that is where it stands (remembered, as in
// libgfortran).
Position settle_position(Unit& u) {
  RecordState& r = u.record();
  if (r.position != Position::kUnspecified) return r.position;
  Offset cur = libgfortran_file_position(u);
  if (cur == 0)
    r.position = Position::kRewind;
  else if (cur >= 0 && u.stream().size() == cur)
    r.position = Position::kAppend;
  return r.position;
}

// NAME= of a connected unit: the terminal's name for the standard units
// when it fits the variable, else the file name.
bool is_standard_unit(int32_t n) {
  const EnvOptions& env = env_options();
  return n == env.stdin_unit || n == env.stdout_unit || n == env.stderr_unit;
}
std::string name_of(Unit& u, size_t name_len) {
  if (is_standard_unit(u.number())) {
    std::string buf(name_len, '\0');
    if (name_len > 0 && u.stream().fileno() >= 0 &&
        sys_ttyname(u.stream().fileno(), buf.data(), name_len) == 0)
      return std::string(buf.c_str());
  }
  return u.file_name();
}

// NAME= of a connected unit, stored where the query says
// (InquireQuery::name_to).
void answer_name(Unit& u, const InquireQuery& q, InquireReply* r) {
  if (q.name_to == nullptr) {
    r->has_name = true;
    r->name = name_of(u, q.name_len);
  } else if (is_standard_unit(u.number())) {
    copy_to_fortran_string(q.name_to, q.name_len,
                           name_of(u, q.name_len).c_str());
  } else {
    copy_to_fortran_string(q.name_to, q.name_len, u.file_name().c_str());
  }
}

void describe_values(const NodeView& v, int32_t asked, const InquireQuery& q,
                     InquireReply* r) {
  bool exists = v.kind != NodeView::kNone;
  bool internal = asked == kInternalUnit || asked == kInternalUnit4;
  set_value(r, InqValue::kExist, (exists && !internal) || asked >= 0);
  set_value(r, InqValue::kOpened, exists);
  set_value(r, InqValue::kNumber, exists ? v.number : -1);
  set_value(r, InqValue::kNamed,
            exists && v.modes.status != OpenStatus::kScratch);
  set_value(r, InqValue::kRecl, exists ? v.recl : -1);
  set_value(r, InqValue::kPos, exists ? v.pos : 0);
  set_value(
      r, InqValue::kNextrec,
      exists && v.modes.access == Access::kDirect ? v.last_record + 1 : 0);
  set_value(r, InqValue::kPending,
            v.kind == NodeView::kConnected && async_pending(*v.unit, q.id));
  if (!exists) {
    set_value(r, InqValue::kSize, -1);
  } else if (v.kind == NodeView::kConnected && wants(q, InqValue::kSize)) {
    (void)v.unit->stream().flush();
    set_value(r, InqValue::kSize, v.unit->stream().size());
  }
}

// InquireReply::offset: where the unit's next byte lies for the program,
// not for the file descriptor.  A formatted READ leaves the record
// buffer ahead of it by the bytes read and not consumed; a non-advancing
// WRITE leaves its record's bytes in the buffer.  -1 when unknown.
Offset logical_offset(Unit& u) {
  Offset at = u.stream().tell();  // no system call when seekable
  if (at < 0) return -1;
  if (u.modes().form != Form::kFormatted) return at;
  const Fbuf& b = u.fbuf();
  if (u.record().mode == IoMode::kReading)
    return at - static_cast<Offset>(b.lookahead());
  return at + static_cast<Offset>(std::min(b.pos(), b.active()));
}

void describe(const NodeView& v, int32_t asked, const InquireQuery& q,
              InquireReply* r) {
  describe_values(v, asked, q, r);
  // (INQUIRE(UNIT=u, OPENED=o) in a loop asks no text.)
  if (q.any_text()) describe_modes(v, r);
  if (v.kind != NodeView::kConnected) {
    if (v.kind == NodeView::kNone)
      set_text(r, InqText::kPosition, kUndefined);
    else if (v.position_known)
      set_text(r, InqText::kPosition, position_text(v.modes.position));
    return;
  }
  if (wants(q, InqText::kPosition))
    set_text(r, InqText::kPosition,
             v.modes.access == Access::kDirect
                 ? kUndefined
                 : position_text(settle_position(*v.unit)));
  if (q.connection_facts) {
    int fd = v.unit->stream().fileno();
    r->standard_stream = fd >= 0 && fd <= 2;
    r->recl_given = v.unit->limits().has_recl;
    if (v.unit->stream().seekable()) r->offset = logical_offset(*v.unit);
    r->records = v.last_record;
  }
  if (q.name && v.modes.status != OpenStatus::kScratch)
    answer_name(*v.unit, q, r);
}

// libgfortran's inquire_via_filename: a file no unit is connected to.
// The file system is asked only what the statement asks: access(2) costs
// a system call per specifier (libgfortran's checks are per specifier
// too).
// seen: what the look-up of a unit on the file found of it (its stat(2)),
// which answers EXIST= as access(2) would: the usual INQUIRE(FILE=,
// EXIST=) of a file no unit is connected to makes one system call, not
// two (libgfortran makes two: perf/pattern_scan inquire_file_noexist).
void describe_file(const char* path, const CharSpec& file,
                   const InquireQuery& q, InquireReply* r, PathSeen seen) {
  if (wants(q, InqValue::kExist))
    set_value(r, InqValue::kExist,
              seen != PathSeen::kUnknown ? seen == PathSeen::kExists
                                         : sys_access(path, kAccessExists));
  set_value(r, InqValue::kOpened, 0);
  set_value(r, InqValue::kNumber, -1);
  set_value(r, InqValue::kNamed, 1);
  if (q.name) {
    r->has_name = true;
    r->name.assign(file.ptr, file.len);
  }
  set_value(r, InqValue::kRecl, -1);
  set_value(r, InqValue::kNextrec, 0);
  if (wants(q, InqValue::kSize)) {
    FileInfo info{};
    set_value(r, InqValue::kSize,
              raw_stat_path(path, &info) == 0 ? info.size : -1);
  }
  for (InqText t :
       {InqText::kAccess, InqText::kForm, InqText::kBlank, InqText::kPad,
        InqText::kEncoding, InqText::kDecimal, InqText::kPosition})
    set_text(r, t, kUndefined);
  for (InqText t :
       {InqText::kSequential, InqText::kDirect, InqText::kFormatted,
        InqText::kUnformatted, InqText::kStream, InqText::kShare, InqText::kCc})
    set_text(r, t, kUnknown);
  if (wants(q, InqText::kRead) || wants(q, InqText::kReadWrite)) {
    bool readable = sys_access(path, kAccessRead);
    set_text(r, InqText::kRead, readable ? kYes : kNo);
    // libgfortran answers READWRITE= with the READ= test.
    set_text(r, InqText::kReadWrite, readable ? kYes : kNo);
  }
  if (wants(q, InqText::kWrite))
    set_text(r, InqText::kWrite, sys_access(path, kAccessWrite) ? kYes : kNo);
}

}  // namespace

void inquire_unit(IoStatus& st, int32_t unit, const InquireQuery& q,
                  InquireReply* r) {
  // INQUIRE(UNIT=u, OPENED=o) in a loop: a connected unit's presence is
  // its connection flag, read without the unit's lock (libgfortran takes
  // it; no other thread can change the answer during the statement in a
  // conforming program either way).
  // (A connected unit is neither an internal unit nor one lent to an
  // internal statement: the checks below need not come first.)
  if (q.asks_presence_only()) {
    if (find_unit(unit) != nullptr) {
      set_value(r, InqValue::kExist, 1);
      set_value(r, InqValue::kOpened, 1);
      set_value(r, InqValue::kNumber, unit);
      return;
    }
  }
  // A connected unit that no statement of this thread holds: the
  // published unit, locked as a transfer statement locks it.
  bool recursive = false;
  if (Unit* u = lock_unit_unless_held(unit, &recursive)) {
    describe(view_of_unit(unit, u), unit, q, r);
    u->unlock();
    return;
  }
  if (unit == kInternalUnit || unit == kInternalUnit4 ||
      internal_unit_active(unit))
    st.raise(kErrInquireInternalUnit, nullptr);
  // Inside a statement on the same unit (a function in its I/O list) the
  // unit is read without taking its lock again.
  recursive = unit_held_by_this_thread(unit);
  Unit* u = recursive ? find_unit(unit) : lock_unit_node(unit, false);
  describe(view_of_unit(unit, u), unit, q, r);
  if (u != nullptr && !recursive) u->unlock();
}

void inquire_file(IoStatus&, const CharSpec& file, const InquireQuery& q,
                  InquireReply* r) {
  FileSpecPath path(file);
  bool locked = false;
  PathSeen seen;
  Unit* u = lock_unit_on_path(path.c_str(), path.size(), &locked, &seen);
  if (u == nullptr) {
    describe_file(path.c_str(), file, q, r, seen);
    return;
  }
  // common.unit is 0 for INQUIRE(FILE=), which is what EXIST= looks at.
  describe(view_of_unit(u->number(), u), 0, q, r);
  if (locked) u->unlock();
}

}  // namespace ftnio
