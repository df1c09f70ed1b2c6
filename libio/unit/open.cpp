// SPDX-License-Identifier: MIT
// The OPEN statement and the implicit connections of READ, WRITE and
// ENDFILE on an unconnected unit (L3).
#include "unit/open.h"

#include <string>

#include "base/iostat.h"
#include "base/options.h"
#include "stream/raw_stream.h"
#include "unit/async_unit.h"
#include "unit/convert_env.h"
#include "unit/open_flags.h"
#include "unit/runtime_error.h"
#include "unit/unit_table.h"

namespace ftnio {

namespace {

template <typename E>
int v(E e) {
  return static_cast<int>(e);
}

// A re-OPEN may not change the fixed properties of the connection.
void check_unchangeable(IoStatus& st, const Unit& u, const OpenFlags& f,
                        const OpenTarget& t) {
  const ConnectionModes& m = u.modes();
  if (f.status != kUnset && f.status != v(OpenStatus::kOld) &&
      f.status != v(m.status))
    st.raise(kErrBadOption,
             "Cannot change STATUS parameter in OPEN "
             "statement");
  if (f.access != kUnset && f.access != v(m.access))
    st.raise(kErrBadOption,
             "Cannot change ACCESS parameter in OPEN "
             "statement");
  if (f.form != kUnset && f.form != v(m.form))
    st.raise(kErrBadOption, "Cannot change FORM parameter in OPEN statement");
  if (t.has_recl && t.recl != u.limits().recl)
    st.raise(kErrBadOption, "Cannot change RECL parameter in OPEN statement");
  if (f.action != kUnset && f.action != v(m.action))
    st.raise(kErrBadOption,
             "Cannot change ACTION parameter in OPEN "
             "statement");
  if (f.share != kUnset && f.share != v(m.share))
    st.raise(kErrBadOption,
             "Cannot change SHARE parameter in OPEN "
             "statement");
  if (f.cc != kUnset && f.cc != v(m.cc))
    st.raise(kErrBadOption,
             "Cannot change CARRIAGECONTROL parameter in "
             "OPEN statement");
}

void check_reopen_rules(IoStatus& st, const Unit& u, const OpenFlags& f,
                        const OpenTarget& t) {
  check_unchangeable(st, u, f, t);
  const char* status_msg =
      "OPEN statement must have a STATUS of OLD or "
      "UNKNOWN";
  if (f.status == v(OpenStatus::kScratch))
    notify_std(kStdGnu, open_locus(t, &u, status_msg));
  else if (f.status != kUnset && f.status != v(OpenStatus::kOld) &&
           f.status != v(OpenStatus::kUnknown))
    st.raise(kErrBadOption, status_msg);
  if (u.modes().form != Form::kUnformatted) return;
  const struct {
    int value;
    const char* name;
  } formatted_only[] = {{f.delim, "DELIM"},       {f.blank, "BLANK"},
                        {f.pad, "PAD"},           {f.decimal, "DECIMAL"},
                        {f.encoding, "ENCODING"}, {f.round, "ROUND"},
                        {f.sign, "SIGN"}};
  for (const auto& spec : formatted_only) {
    if (spec.value == kUnset) continue;
    std::string msg = std::string(spec.name) +
                      " parameter conflicts with "
                      "UNFORMATTED form in OPEN statement";
    st.raise(kErrOptionConflict, msg.c_str());
  }
}

// POSITION= of a re-OPEN moves the file (but, as in libgfortran, does not
// change what INQUIRE(POSITION=) reports).
void reposition(IoStatus& st, Unit& u, const OpenFlags& f) {
  if (f.position != v(Position::kRewind) && f.position != v(Position::kAppend))
    return;
  Offset ahead;
  (void)u.reset_record_buffer(&ahead);
  RecordState& r = u.record();
  bool rewind = f.position == v(Position::kRewind);
  Offset rc = u.stream().seek(0, rewind ? SEEK_SET : SEEK_END);
  if (rc < 0) {
    st.raise(kErrOs, nullptr, static_cast<int>(-rc));
    return;
  }
  r.read_origin = rc;
  if (rewind) {
    r.in_record = false;
    r.last_record = 0;
    r.record_origin = 0;
    if (r.endfile == EndfileState::kNoEndfile) {
      Offset size = u.stream().size();
      if (size == 0 || size == u.stream().tell())
        r.endfile = EndfileState::kAtEndfile;
    }
  } else {
    if (u.modes().access != Access::kStream) r.in_record = false;
    r.endfile = EndfileState::kAtEndfile;
  }
}

// libgfortran's edit_modes: a re-OPEN of the connected file.
void edit_modes(IoStatus& st, Unit& u, const OpenFlags& f,
                const OpenTarget& t) {
  check_reopen_rules(st, u, f, t);
  if (!st.ok()) return;
  ConnectionModes& m = u.mutable_modes();
  if (f.blank != kUnset) m.blank = static_cast<BlankMode>(f.blank);
  if (f.delim != kUnset) m.delim = static_cast<Delim>(f.delim);
  if (f.pad != kUnset) m.pad = static_cast<PadMode>(f.pad);
  if (f.decimal != kUnset) m.decimal = static_cast<DecimalMode>(f.decimal);
  if (f.encoding != kUnset) m.encoding = static_cast<Encoding>(f.encoding);
  if (f.async != kUnset) m.asynchronous = f.async == 1;
  if (f.round != kUnset) m.round = static_cast<RoundMode>(f.round);
  if (f.sign != kUnset) m.sign = static_cast<SignMode>(f.sign);
  reposition(st, u, f);
}

// Whether path names the file connected to u (same device and inode).
bool same_file(const Unit& u, const std::string& path) {
  FileInfo info{};
  if (raw_stat_path(path.c_str(), &info) != 0) return false;
  const FileId& id = u.file_id();
  return id.valid && id.dev == info.dev && id.ino == info.ino;
}

// libgfortran's already_open: OPEN of a connected unit.
void already_open(IoStatus& st, Unit& u, OpenFlags& f, const OpenTarget& t) {
  if (!t.has_file || same_file(u, t.file)) {
    edit_modes(st, u, f, t);
    return;
  }
  // Another file: the unit is closed and the new file connected.
  int rc = u.disconnect();
  if (rc != 0) {
    st.set_unit(t.unit, nullptr);
    st.raise(kErrOs, "Error closing file in OPEN statement", -rc);
    (void)retire_unit(u);
    return;
  }
  st.set_unit(t.unit, nullptr);
  (void)new_unit(st, u, f, t);
}

OpenTarget target_of(const OpenRequest& req, int32_t unit) {
  OpenTarget t;
  t.unit = unit;
  t.has_file = req.file.present;
  if (t.has_file) t.file = file_spec_name(req.file);
  t.has_recl = req.has_recl;
  t.recl = req.recl;
  t.source_file = req.source_file;
  t.line = req.line;
  return t;
}

}  // namespace

int32_t open_statement(IoStatus& st, const OpenRequest& req) {
  OpenFlags f;
  decode_open_flags(st, req, &f);
  if (!st.ok()) return 0;
  int32_t unit = req.unit;
  if (req.newunit) {
    unit = allocate_newunit();
    st.set_unit(unit, nullptr);
  } else if (unit < 0 && !unit_node_exists(unit)) {
    st.raise(kErrBadOption, "Bad unit number in OPEN statement");
    return unit;
  }
  if (unit_held_by_this_thread(unit)) {
    raise_recursive_io(st);
    return unit;
  }
  drain_async_unit(unit);  // a re-connection must not lose queued transfers
  Unit* u = lock_unit_node(unit, true);
  OpenTarget t = target_of(req, unit);
  if (u->connected()) {
    st.set_unit(unit, u->file_name().c_str());
    already_open(st, *u, f, t);
  } else {
    st.set_unit(unit, nullptr);
    (void)new_unit(st, *u, f, t);
  }
  u->unlock();
  return unit;
}

Unit* connect_default_file(int32_t number, Form form, IoStatus& st) {
  Unit* u = lock_unit_node(number, true);
  if (u->connected()) {  // another thread was first
    u->unlock();
    return u;
  }
  OpenFlags f;
  f.access = v(Access::kSequential);
  f.action = v(Action::kReadWrite);
  if (form == Form::kUnformatted) f.form = v(Form::kUnformatted);
  f.status = v(OpenStatus::kUnknown);
  f.position = v(Position::kAsIs);
  int conv = env_convert_for_unit(number);
  f.swap = convert_swaps(conv >= 0 ? conv : compile_options().convert);
  OpenTarget t;
  t.unit = number;
  bool ok = new_unit(st, *u, f, t);
  u->unlock();
  return ok ? u : nullptr;
}

void open_for_endfile(IoStatus& st, int32_t unit, const char* source_file,
                      int32_t line) {
  if (unit < 0) {
    st.raise(kErrBadOption, "Bad unit number in statement");
    return;
  }
  Unit* u = lock_unit_node(unit, true);
  if (!u->connected()) {
    // As libgfortran: unformatted, native byte order whatever the
    // environment says, and left after its endfile record.
    OpenFlags f;
    f.access = v(Access::kSequential);
    f.action = v(Action::kReadWrite);
    f.form = v(Form::kUnformatted);
    f.status = v(OpenStatus::kUnknown);
    f.position = v(Position::kAsIs);
    OpenTarget t;
    t.unit = unit;
    t.source_file = source_file;
    t.line = line;
    st.set_unit(unit, nullptr);
    if (new_unit(st, *u, f, t))
      u->record().endfile = EndfileState::kAfterEndfile;
  }
  u->unlock();
}

}  // namespace ftnio
