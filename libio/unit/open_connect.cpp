// SPDX-License-Identifier: MIT
// libgfortran's new_unit: connecting a file to an unconnected unit, shared
// by OPEN and the implicit connections (L3).
#include <cerrno>
#include <cstring>
#include <string>
#include <utility>

#include "base/iostat.h"
#include "base/options.h"
#include "base/os_error_text.h"
#include "stream/raw_stream.h"
#include "unit/file_open.h"
#include "unit/keywords.h"
#include "unit/open_flags.h"
#include "unit/runtime_error.h"
#include "unit/unit_table.h"

namespace ftnio {

namespace {

constexpr int64_t kMaxOffset = INT64_MAX;       // largest file offset
constexpr int64_t kMaxSubrecord4 = 2147483639;  // 2^31 - 9 (ABI 9.6)

template <typename E>
bool is(int v, E e) {
  return v == static_cast<int>(e);
}

// A changeable specifier of a formatted connection: its default when
// absent, an error when given for an unformatted one.
bool formatted_only(IoStatus& st, int* value, int dflt, bool unformatted,
                    const char* name) {
  if (*value == kUnset) {
    *value = dflt;
    return true;
  }
  if (!unformatted) return true;
  std::string msg = std::string(name) +
                    " parameter conflicts with UNFORMATTED form in OPEN "
                    "statement";
  st.raise(kErrOptionConflict, msg.c_str());
  return false;
}

// Defaults of the absent specifiers and the checks of new_unit, in
// libgfortran's order.  False after raising an error.
bool settle_flags(IoStatus& st, OpenFlags& f, const OpenTarget& t) {
  if (f.access == kUnset) f.access = static_cast<int>(Access::kSequential);
  if (f.form == kUnset)
    f.form = static_cast<int>(is(f.access, Access::kSequential)
                                  ? Form::kFormatted
                                  : Form::kUnformatted);
  if (f.async == kUnset) f.async = 0;
  if (f.status == kUnset) f.status = static_cast<int>(OpenStatus::kUnknown);
  bool unf = is(f.form, Form::kUnformatted);
  if (f.cc == kUnset) {
    f.cc =
        static_cast<int>(unf ? CarriageControl::kNone : CarriageControl::kList);
  } else if (unf && !is(f.cc, CarriageControl::kNone)) {
    st.raise(kErrOptionConflict,
             "CARRIAGECONTROL parameter conflicts with "
             "UNFORMATTED form in OPEN statement");
    return false;
  }
  if (f.delim != kUnset && unf) {
    st.raise(kErrOptionConflict,
             "DELIM parameter conflicts with "
             "UNFORMATTED form in OPEN statement");
    return false;
  }
  if (!formatted_only(st, &f.blank, 0, unf, "BLANK") ||
      !formatted_only(st, &f.pad, 0, unf, "PAD") ||
      !formatted_only(st, &f.decimal, 0, unf, "DECIMAL") ||
      !formatted_only(
          st, &f.encoding,
          static_cast<int>(g_environment_defaults.utf8 ? Encoding::kUtf8
                                                       : Encoding::kDefault),
          unf, "ENCODING") ||
      !formatted_only(st, &f.round,
                      static_cast<int>(RoundMode::kProcessorDefined), unf,
                      "ROUND") ||
      !formatted_only(st, &f.sign, 0, unf, "SIGN"))
    return false;
  if (!is(f.position, Position::kAsIs) && is(f.access, Access::kDirect)) {
    st.raise(kErrOptionConflict,
             "ACCESS parameter conflicts with SEQUENTIAL "
             "access in OPEN statement");
    return false;
  }
  if (is(f.access, Access::kDirect) && !t.has_recl) {
    st.raise(kErrMissingOption, "Missing RECL parameter in OPEN statement");
    return false;
  }
  if (t.has_recl && t.recl <= 0) {
    st.raise(kErrBadOption,
             "RECL parameter is non-positive in OPEN "
             "statement");
    return false;
  }
  if (is(f.status, OpenStatus::kScratch) && t.has_file) {
    st.raise(kErrBadOption,
             "FILE parameter must not be present in OPEN "
             "statement");
    return false;
  }
  return true;
}

bool is_standard_unit(int32_t number) {
  const EnvOptions& env = env_options();
  return (env.stdin_unit >= 0 && number == env.stdin_unit) ||
         (env.stdout_unit >= 0 && number == env.stdout_unit) ||
         (env.stderr_unit >= 0 && number == env.stderr_unit);
}

// Fortran 2008 and earlier forbid connecting one file to two units; the
// check is made only when F2018 is not allowed (-std=f2008 and older),
// and never against the preconnected units.
bool check_not_connected_elsewhere(IoStatus& st, const OpenTarget& t) {
  if (!t.has_file || (compile_options().allow_std & kStdF2018) != 0)
    return true;
  bool locked;
  Unit* other = lock_unit_on_path(t.file.c_str(), t.file.size(), &locked);
  if (other == nullptr) return true;
  bool standard = is_standard_unit(other->number());
  if (locked) other->unlock();
  if (standard) return true;
  st.raise(kErrAlreadyOpen, nullptr);
  return false;
}

ConnectionModes modes_of(const OpenFlags& f, Action action) {
  ConnectionModes m;
  m.access = static_cast<Access>(f.access);
  m.form = static_cast<Form>(f.form);
  m.action = action;
  m.delim =
      f.delim == kUnset ? Delim::kUnspecified : static_cast<Delim>(f.delim);
  m.decimal = static_cast<DecimalMode>(f.decimal);
  m.sign = static_cast<SignMode>(f.sign);
  m.blank = static_cast<BlankMode>(f.blank);
  m.pad = static_cast<PadMode>(f.pad);
  m.round = static_cast<RoundMode>(f.round);
  m.encoding = static_cast<Encoding>(f.encoding);
  m.asynchronous = f.async == 1;
  OpenStatus s = static_cast<OpenStatus>(f.status);
  // Once the file exists NEW and REPLACE read as OLD (a re-OPEN compares).
  m.status =
      s == OpenStatus::kNew || s == OpenStatus::kReplace ? OpenStatus::kOld : s;
  m.position = static_cast<Position>(f.position);
  m.share =
      f.share == kUnset ? Share::kUnspecified : static_cast<Share>(f.share);
  m.cc = static_cast<CarriageControl>(f.cc);
  m.swap_bytes = f.swap;
  m.readonly = f.readonly;
  return m;
}

}  // namespace

namespace {

// Opens the file; on failure raises libgfortran's "Cannot open file"
// error (or the SHARE= conflict) and returns false.
bool open_file(IoStatus& st, const OpenFlags& f, const OpenTarget& t,
               std::string* default_name, OpenedFile* out) {
  FileRequest req;
  req.status = static_cast<OpenStatus>(f.status);
  // (A scratch file has no name to build: open_external makes one.  The
  // default name outlives this call: out->path may view it.)
  if (!t.has_file && req.status != OpenStatus::kScratch)
    *default_name = "fort." + std::to_string(t.unit);
  req.path = t.has_file ? std::string_view(t.file) : *default_name;
  req.action_given = f.action != kUnset;
  req.action =
      req.action_given ? static_cast<Action>(f.action) : Action::kReadWrite;
  req.readonly = f.readonly;
  req.share =
      f.share == kUnset ? Share::kUnspecified : static_cast<Share>(f.share);
  req.unformatted = is(f.form, Form::kUnformatted);
  int rc = open_external(req, out);
  if (rc == 0) return true;
  if (rc == kShareNeedsWrite) {
    st.raise(kErrBadAction, "Cannot set write lock on file opened for READ");
    return false;
  }
  // libgfortran's IOSTAT here is errno after it looked up the text.
  int err = -rc;
  std::string msg = "Cannot open file '" + std::string(out->path) +
                    "': " + os_error_text(err, &err);
  st.raise(kErrOs, msg.c_str(), err);
  return false;
}

// RECL and the record-marker parameters of a new connection.
void set_limits(Unit& u, const OpenTarget& t) {
  RecordLimits& l = u.mutable_limits();
  RecordState& r = u.record();
  const CompileOptions& o = compile_options();
  l.marker_bytes = o.record_marker == 8 ? 8 : 4;
  if (t.has_recl) {
    l.has_recl = true;
    l.recl = t.recl;
    l.given_recl = t.recl;
    l.subrecord = t.recl;
    r.bytes_left = t.recl;
  } else if (o.max_subrecord_length != 0) {
    l.subrecord = o.max_subrecord_length;
  } else {
    l.subrecord = l.marker_bytes == 8 ? kMaxOffset - 16 : kMaxSubrecord4;
  }
  if (u.modes().access == Access::kDirect) l.max_record = kMaxOffset / l.recl;
  if (u.modes().access == Access::kStream) {
    l.max_record = kMaxOffset;
    l.recl = kStreamRecl;
    r.bytes_left = 1;
    Offset where = u.stream().tell();
    r.stream_pos = (where < 0 ? 0 : where) + 1;
    r.stream_pos_skew = 0;
  }
}

// A new connection is at its endfile when the file is empty or positioned
// at its end (libgfortran's test_endfile).
void note_endfile(Unit& u) {
  RecordState& r = u.record();
  if (r.endfile != EndfileState::kNoEndfile) return;
  Offset size = u.stream().size();
  if (size == 0 || size == u.stream().tell())
    r.endfile = EndfileState::kAtEndfile;
}

}  // namespace

FatalReport open_locus(const OpenTarget& t, const Unit* u,
                       const char* message) {
  const char* name =
      u != nullptr && u->connected() ? u->file_name().c_str() : nullptr;
  return FatalReport{t.source_file, t.line, t.unit, name, message};
}

bool new_unit(IoStatus& st, Unit& u, OpenFlags& f, const OpenTarget& t) {
  std::string default_name;  // fort.N, which file.path may view
  OpenedFile file;
  if (!settle_flags(st, f, t) || !check_not_connected_elsewhere(st, t) ||
      !open_file(st, f, t, &default_name, &file)) {
    (void)retire_unit(u);
    return false;
  }
  publish_connection(u, std::move(file.stream), file.path,
                     modes_of(f, file.action), file.id);
  u.set_flush_each_record(file.flush_each_record);
  if (is(f.position, Position::kAppend)) {
    Offset end = u.stream().seek(0, SEEK_END);
    if (end < 0) {
      st.raise(kErrOs, nullptr, static_cast<int>(-end));
      (void)retire_unit(u);
      return false;
    }
    u.record().endfile = EndfileState::kAtEndfile;
    u.record().read_origin = end;
  }
  set_limits(u, t);
  note_endfile(u);
  return true;
}

}  // namespace ftnio
