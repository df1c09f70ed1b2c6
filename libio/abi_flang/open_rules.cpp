// SPDX-License-Identifier: MIT
// flang 19's own rules for OPEN (L5, flang front door): open_rules.h.
#include "abi_flang/open_rules.h"

#include <atomic>
#include <bit>
#include <map>
#include <mutex>
#include <string>

#include "abi_flang/flang_api.h"
#include "abi_flang/quiet_status.h"
#include "base/iostat.h"
#include "base/options.h"
#include "stream/raw_stream.h"
#include "unit/close.h"
#include "unit/inquire.h"
#include "unit/unit.h"
#include "unit/unit_table.h"

namespace ftnio::flang {

namespace io = Fortran::runtime::io;

namespace {

// flang's keyword match: case does not matter, trailing blanks do not
// count, leading ones do.
bool matches(const char* p, size_t n, const char* word) {
  size_t i = 0;
  for (; i < n && word[i] != '\0'; ++i) {
    char c = p[i];
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
    if (c != word[i]) return false;
  }
  if (word[i] != '\0') return false;
  for (; i < n; ++i)
    if (p[i] != ' ') return false;
  return true;
}

bool one_of(const char* p, size_t n, const char* const* words) {
  for (; *words != nullptr; ++words)
    if (matches(p, n, *words)) return true;
  return false;
}

// The words flang's Set... call takes for a specifier, and whether the
// call goes on (returns true) after refusing a value.
struct KeywordRule {
  Spec spec;
  const char* name;
  const char* const* words;
  bool goes_on;
};

constexpr const char* kStatus[] = {"OLD",     "NEW",     "SCRATCH",
                                   "REPLACE", "UNKNOWN", nullptr};
constexpr const char* kAccess[] = {"SEQUENTIAL", "DIRECT", "STREAM", "APPEND",
                                   nullptr};
constexpr const char* kAction[] = {"READ", "WRITE", "READWRITE", nullptr};
constexpr const char* kForm[] = {"FORMATTED", "UNFORMATTED", nullptr};
constexpr const char* kPosition[] = {"ASIS", "REWIND", "APPEND", nullptr};
constexpr const char* kEncoding[] = {"UTF-8", "DEFAULT", nullptr};
constexpr const char* kBlank[] = {"NULL", "ZERO", nullptr};
constexpr const char* kDecimal[] = {"COMMA", "POINT", nullptr};
constexpr const char* kDelim[] = {"APOSTROPHE", "QUOTE", "NONE", nullptr};
constexpr const char* kYesNo[] = {"YES", "NO", nullptr};
constexpr const char* kRound[] = {"UP",      "DOWN",       "ZERO",
                                  "NEAREST", "COMPATIBLE", "PROCESSOR_DEFINED",
                                  nullptr};
constexpr const char* kSign[] = {"PLUS", "SUPPRESS", "PROCESSOR_DEFINED",
                                 nullptr};
constexpr const char* kConvert[] = {"UNKNOWN",    "NATIVE", "LITTLE_ENDIAN",
                                    "BIG_ENDIAN", "SWAP",   nullptr};

constexpr KeywordRule kRules[] = {
    {Spec::kStatus, "STATUS", kStatus, false},
    {Spec::kAccess, "ACCESS", kAccess, true},
    {Spec::kAction, "ACTION", kAction, false},
    {Spec::kForm, "FORM", kForm, true},
    {Spec::kPosition, "POSITION", kPosition, true},
    {Spec::kEncoding, "ENCODING", kEncoding, true},
    {Spec::kBlank, "BLANK", kBlank, false},
    {Spec::kDecimal, "DECIMAL", kDecimal, false},
    {Spec::kDelim, "DELIM", kDelim, false},
    {Spec::kPad, "PAD", kYesNo, false},
    {Spec::kRound, "ROUND", kRound, false},
    {Spec::kSign, "SIGN", kSign, false},
    {Spec::kAsynchronous, "ASYNCHRONOUS", kYesNo, false},
    {Spec::kConvert, "CONVERT", kConvert, false}};

// A unit a failed OPEN left behind: flang keeps it, not connected, with
// what the OPEN had set, until a CLOSE names it.  A later OPEN of it is
// one of an "existing" unit: its RECL=, ACCESS= and FORM= may not differ,
// FILE= is required, and its failure removes no file.
struct LeftUnit {
  int64_t recl = 0;  // RECL= taken (0: none)
  Access access = Access::kSequential;
  Form form = Form::kFormatted;
  Action action = Action::kReadWrite;  // what the file was opened for
  // Refused because the file is connected to another unit: flang's unit
  // can neither read nor write.
  bool no_transfers = false;
  // A WRITE went to the unit: its output waits in flang's buffer, which
  // has no file (left_unit_sink.h).
  bool written = false;
  // The bytes those WRITEs made (their sink is gone between statements);
  // -1 until a sink was closed after the first.
  int64_t sink_bytes = -1;
  // Its bytes would be swapped (INQUIRE's CONVERT=): by the CONVERT= the
  // OPEN took before it failed, else by the default (left_swaps).
  bool swaps = false;
};

struct LeftUnits {
  std::mutex mutex;
  std::map<int32_t, LeftUnit> units;
  std::map<int32_t, int64_t> negative_recl;  // (note_open_recl)
};
LeftUnits& left_units() {
  static LeftUnits* t = new LeftUnits;  // used until the process ends
  return *t;
}

// units_need_transfer_checks: set when a unit is left, opened with
// POSITION='APPEND' or direct without RECL=, read by every transfer
// statement; until it is set no unit is left (left_unit needs no lock).
std::atomic<bool> g_transfer_checks{false};

bool left_unit(int32_t unit, LeftUnit* out) {
  // (No unit left yet, the usual case: no lock, no look-up.)
  if (!g_transfer_checks.load(std::memory_order_relaxed)) return false;
  LeftUnits& t = left_units();
  std::lock_guard guard(t.mutex);
  auto it = t.units.find(unit);
  if (it == t.units.end()) return false;
  *out = it->second;
  return true;
}

const Unit* connected_unit(const Statement& s);

// An OPEN of a negative unit number no NEWUNIT= handed out: flang's
// runtime fails it as it begins ("Negative unit number is not allowed",
// the core's condition) and looks at none of its specifiers.
bool unit_refused_first(const Statement& s) {
  return !s.newunit && s.unit < 0 && connected_unit(s) == nullptr;
}

// The statement's first condition, kept until the OPEN runs.
void refuse(Statement& s, int iostat, std::string text) {
  if (s.pending_iostat != 0 || unit_refused_first(s)) return;
  s.pending_iostat = iostat;
  s.pending_text = std::move(text);
}

bool given(const Statement& s, Spec w) {
  return s.spec_given[static_cast<int>(w)];
}
const std::string& spec(const Statement& s, Spec w) {
  return s.spec[static_cast<int>(w)];
}
bool spec_is(const Statement& s, Spec w, const char* word) {
  return given(s, w) && matches(spec(s, w).data(), spec(s, w).size(), word);
}

// The unit the OPEN names when it is connected (flang's "extant" unit).
const Unit* connected_unit(const Statement& s) {
  if (s.newunit) return nullptr;
  const Unit* u = find_unit(s.unit);
  return u != nullptr && u->connected() ? u : nullptr;
}

std::string trimmed(const std::string& t) {
  size_t n = t.size();
  while (n > 0 && t[n - 1] == ' ') --n;
  return t.substr(0, n);
}

// FILE= names the file the unit is connected to (flang compares names).
bool same_file(const Statement& s, const Unit& u) {
  return given(s, Spec::kFile) &&
         trimmed(spec(s, Spec::kFile)) == u.file_name();
}

// The OPEN keeps the unit's connection: no FILE=, or the same file.
bool keeps_connection(const Statement& s, const Unit& u) {
  return !given(s, Spec::kFile) || same_file(s, u);
}

Action action_of(const Statement& s) {
  if (spec_is(s, Spec::kAction, "READ")) return Action::kRead;
  if (spec_is(s, Spec::kAction, "WRITE")) return Action::kWrite;
  return Action::kReadWrite;
}

// The file flang's OPEN names: FILE=, or fort.N without it; empty for a
// scratch file (flang forgets FILE= there) and NEWUNIT= without FILE=.
std::string path_of(const Statement& s) {
  if (spec_is(s, Spec::kStatus, "SCRATCH")) return std::string();
  if (given(s, Spec::kFile)) return trimmed(spec(s, Spec::kFile));
  if (s.newunit) return std::string();
  return "fort." + std::to_string(flang_unit(s.unit));
}

// Whether another unit is connected to the file path (flang refuses the
// OPEN before it takes the name).
bool connected_elsewhere(const std::string& path) {
  InquireQuery q;
  q.ask(InqValue::kOpened);
  InquireReply r;
  IoStatus quiet;
  quiet.init(ErrorTarget{}, Outcome::kOk);
  inquire_file(quiet, CharSpec{path.data(), path.size(), true}, q, &r);
  return r.value[static_cast<size_t>(InqValue::kOpened)] != 0;
}

// ACCESS= and FORM= of the OPEN against an existing unit's.
void same_access_and_form(Statement& s, Access access, Form form) {
  if ((spec_is(s, Spec::kAccess, "SEQUENTIAL") &&
       access != Access::kSequential) ||
      (spec_is(s, Spec::kAccess, "DIRECT") && access != Access::kDirect) ||
      (spec_is(s, Spec::kAccess, "STREAM") && access != Access::kStream))
    refuse(s, io::IostatGenericError,
           "ACCESS= may not be changed on an open unit");
  if ((spec_is(s, Spec::kForm, "FORMATTED") && form != Form::kFormatted) ||
      (spec_is(s, Spec::kForm, "UNFORMATTED") && form != Form::kUnformatted))
    refuse(s, io::IostatGenericError,
           "FORM= may not be changed on an open unit");
}

// The checks of flang's OPEN completion, in its order: the first failing
// one is the statement's condition.
void completion_checks(Statement& s) {
  const bool scratch = spec_is(s, Spec::kStatus, "SCRATCH");
  if (given(s, Spec::kPosition) && spec_is(s, Spec::kAccess, "DIRECT"))
    refuse(s, io::IostatGenericError,
           "POSITION= may not be set with ACCESS='DIRECT'");
  if ((spec_is(s, Spec::kStatus, "NEW") ||
       spec_is(s, Spec::kStatus, "REPLACE")) &&
      !given(s, Spec::kFile))
    refuse(s, io::IostatGenericError,
           "FILE= required on OPEN with STATUS='NEW' or 'REPLACE'");
  else if (scratch && given(s, Spec::kFile))
    refuse(s, io::IostatGenericError,
           "FILE= may not appear on OPEN with STATUS='SCRATCH'");
  LeftUnit left;
  if (!s.newunit && connected_unit(s) == nullptr && left_unit(s.unit, &left)) {
    if (!given(s, Spec::kFile) && !scratch)
      refuse(s, io::IostatGenericError, "FILE= is required");
    same_access_and_form(s, left.access, left.form);
    return;
  }
  const Unit* u = connected_unit(s);
  if (u == nullptr) return;
  if (given(s, Spec::kStatus) && !spec_is(s, Spec::kStatus, "OLD") &&
      same_file(s, *u))
    refuse(s, io::IostatGenericError,
           "OPEN statement for connected unit may not have explicit "
           "STATUS= other than 'OLD'");
  if (keeps_connection(s, *u))
    same_access_and_form(s, u->modes().access, u->modes().form);
}

// Whether a failed OPEN's unit swaps bytes: by a valid CONVERT= the OPEN
// took (flang takes none after its failure, entry_control.cpp set), else
// by -fconvert or FORT_CONVERT (CompileOptions::convert), as flang's
// unit was made with.
bool left_swaps(const Statement& s) {
  const bool little = std::endian::native == std::endian::little;
  if (spec_is(s, Spec::kConvert, "NATIVE")) return false;
  if (spec_is(s, Spec::kConvert, "SWAP")) return true;
  if (spec_is(s, Spec::kConvert, "BIG_ENDIAN")) return little;
  if (spec_is(s, Spec::kConvert, "LITTLE_ENDIAN")) return !little;
  const int convert = compile_options().convert;  // 1 swap, 2 big, 3 little
  return convert == 1 || convert == (little ? 2 : 3);
}

// What a failed OPEN of a unit that was not connected leaves.
LeftUnit left_by(const Statement& s) {
  LeftUnit left;
  left.swaps = left_swaps(s);
  if (s.has_recl && s.recl > 0) left.recl = s.recl;
  if (spec_is(s, Spec::kAccess, "DIRECT")) left.access = Access::kDirect;
  if (spec_is(s, Spec::kAccess, "STREAM")) left.access = Access::kStream;
  // (a FORM= flang refused, "Invalid FORM='binary'", sets nothing: the
  // access's default form stays)
  const bool form_taken = spec_is(s, Spec::kForm, "UNFORMATTED") ||
                          spec_is(s, Spec::kForm, "FORMATTED");
  const bool unformatted = form_taken ? spec_is(s, Spec::kForm, "UNFORMATTED")
                                      : left.access != Access::kSequential;
  left.form = unformatted ? Form::kUnformatted : Form::kFormatted;
  // A file flang could not open at all is left write-only (its runtime
  // falls back to WRITE when neither READWRITE nor READ opens it).
  if (given(s, Spec::kAction))
    left.action = action_of(s);
  else if (s.status.code() == kErrOs)
    left.action = Action::kWrite;
  return left;
}

// A connected unit whose OPEN names another file and fails: flang has
// closed the old connection already (and opens nothing).
void close_for_failed_reopen(const Statement& s) {
  CloseRequest r;
  r.unit = s.unit;
  QuietStatus quiet;
  close_statement(quiet.status, r);
}

}  // namespace

bool take_open_spec(Statement& s, Spec which, const char* p, size_t n) {
  if (which == Spec::kCarriagecontrol) {
    if (matches(p, n, "LIST")) return true;
    const bool known = matches(p, n, "FORTRAN") || matches(p, n, "NONE");
    refuse(s, io::IostatErrorInKeyword,
           std::string(known ? "Unimplemented" : "Invalid") +
               " CARRIAGECONTROL='" + std::string(p, n) + "'");
    return false;
  }
  for (const KeywordRule& k : kRules) {
    if (k.spec != which || one_of(p, n, k.words)) continue;
    refuse(s, io::IostatErrorInKeyword,
           std::string("Invalid ") + k.name + "='" + std::string(p, n) + "'");
    return k.goes_on;
  }
  // ACTION= may not change an existing unit's (the call goes on).
  if (which == Spec::kAction) {
    const Unit* u = connected_unit(s);
    LeftUnit left;
    const bool left_here =
        u == nullptr && !s.newunit && left_unit(s.unit, &left);
    if ((u != nullptr && u->modes().action != action_of(s)) ||
        (left_here && (left.no_transfers || left.action != action_of(s))))
      refuse(s, io::IostatGenericError,
             "ACTION= may not be changed on an open unit");
  }
  return true;
}

bool take_open_recl(Statement& s, int64_t recl) {
  // (flang takes RECL= as an unsigned value: only 0 is refused here; a
  // negative one is a huge length, note_open_recl.)
  if (recl == 0) {
    refuse(s, io::IostatGenericError, "RECL= must be greater than zero");
    return false;
  }
  const Unit* u = connected_unit(s);
  LeftUnit left;
  const bool changed =
      u != nullptr
          ? !u->limits().has_recl || u->limits().recl != recl
          : !s.newunit && left_unit(s.unit, &left) && left.recl != recl;
  if (changed) {
    refuse(s, io::IostatGenericError,
           "RECL= may not be changed for an open unit");
    return false;
  }
  return true;
}

bool open_refused(Statement& s) {
  if (s.pending_iostat == 0) completion_checks(s);
  return s.pending_iostat != 0;
}

void raise_refusal(Statement& s) {
  s.flang_code = s.pending_iostat;
  s.status.raise(s.pending_iostat == io::IostatErrorInKeyword
                     ? kErrBadOption
                     : kErrOptionConflict,
                 s.pending_text.c_str());
}

bool connects_all_the_same(const Statement& s, bool* keep_access,
                           bool* drop_recl) {
  if (s.newunit || s.pending_iostat != io::IostatGenericError ||
      connected_unit(s) != nullptr || !is_left_unit(s.unit))
    return false;
  const std::string& t = s.pending_text;
  *keep_access = t.rfind("ACCESS=", 0) == 0;
  *drop_recl = t.rfind("RECL= may", 0) == 0;
  return *keep_access || *drop_recl || t.rfind("ACTION=", 0) == 0 ||
         t.rfind("FORM=", 0) == 0;
}

const char* left_access_word(int32_t unit) {
  LeftUnit left;
  (void)left_unit(unit, &left);
  switch (left.access) {
    case Access::kDirect: return "DIRECT";
    case Access::kStream: return "STREAM";
    default: return "SEQUENTIAL";
  }
}

const char* open_position_word(const Statement& s) {
  if (spec_is(s, Spec::kPosition, "REWIND")) return "REWIND";
  if (spec_is(s, Spec::kPosition, "APPEND")) return "APPEND";
  // (a POSITION= after ACCESS='APPEND' wins: entry_control.cpp set)
  if (given(s, Spec::kPosition)) return "ASIS";
  return spec_is(s, Spec::kAccess, "APPEND") ? "APPEND" : "ASIS";
}

bool opens_unformatted(const Statement& s) {
  if (given(s, Spec::kForm)) return spec_is(s, Spec::kForm, "UNFORMATTED");
  const Unit* u = connected_unit(s);
  if (u != nullptr && keeps_connection(s, *u))
    return u->modes().form == Form::kUnformatted;
  return spec_is(s, Spec::kAccess, "DIRECT") ||
         spec_is(s, Spec::kAccess, "STREAM");
}

bool units_need_transfer_checks() {
  return g_transfer_checks.load(std::memory_order_relaxed);
}

void note_transfer_checks() {
  g_transfer_checks.store(true, std::memory_order_relaxed);
}

bool opens_direct(const Statement& s) {
  return spec_is(s, Spec::kAccess, "DIRECT");
}

bool opens_append(const Statement& s) {
  return spec_is(s, Spec::kAccess, "APPEND");
}

bool is_left_unit(int32_t unit) {
  LeftUnit left;
  return left_unit(unit, &left);
}

int left_unit_refusal(int32_t unit, TransferForm form, bool write) {
  LeftUnit left;
  if (!left_unit(unit, &left)) return 0;
  const bool unformatted = form == TransferForm::kUnformatted;
  if (left.form == Form::kUnformatted && !unformatted)
    return io::IostatFormattedIoOnUnformattedUnit;
  if (left.form == Form::kFormatted && unformatted)
    return io::IostatUnformattedIoOnFormattedUnit;
  if (left.access == Access::kDirect &&
      (form == TransferForm::kListDirected || form == TransferForm::kNamelist))
    return io::IostatListIoOnDirectAccessUnit;
  if (write && (left.no_transfers || left.action == Action::kRead))
    return io::IostatWriteToReadOnly;
  if (!write && (left.no_transfers || left.action == Action::kWrite))
    return io::IostatReadFromWriteOnly;
  return 0;
}

bool left_unit_written(int32_t unit) {
  LeftUnit left;
  return left_unit(unit, &left) && left.written;
}

bool note_left_unit_write(int32_t unit) {
  LeftUnits& t = left_units();
  std::lock_guard guard(t.mutex);
  auto it = t.units.find(unit);
  if (it == t.units.end() || it->second.access != Access::kSequential)
    return false;
  if (!it->second.written) it->second.sink_bytes = -1;
  it->second.written = true;
  return true;
}

void add_left_unit_bytes(int32_t unit, int64_t n) {
  LeftUnits& t = left_units();
  std::lock_guard guard(t.mutex);
  auto it = t.units.find(unit);
  if (it == t.units.end()) return;
  int64_t& bytes = it->second.sink_bytes;
  bytes = (bytes < 0 ? 0 : bytes) + (n > 0 ? n : 0);
}

int64_t left_unit_bytes(int32_t unit) {
  LeftUnit left;
  return left_unit(unit, &left) && left.written ? left.sink_bytes : -1;
}

bool left_unit_is_direct(int32_t unit) {
  LeftUnit left;
  return left_unit(unit, &left) && left.access == Access::kDirect;
}

bool left_unit_swaps(int32_t unit) {
  LeftUnit left;
  return left_unit(unit, &left) && left.swaps;
}

void forget_left_unit(int32_t unit) {
  // Every CLOSE comes here; until a unit is left there is none to forget.
  if (!g_transfer_checks.load(std::memory_order_relaxed)) return;
  LeftUnits& t = left_units();
  std::lock_guard guard(t.mutex);
  t.units.erase(unit);
  t.negative_recl.erase(unit);
}

void note_open_recl(int32_t unit, bool has_recl, int64_t recl) {
  LeftUnits& t = left_units();
  std::lock_guard guard(t.mutex);
  if (has_recl && recl < 0)
    t.negative_recl[unit] = recl;
  else
    t.negative_recl.erase(unit);
}

int64_t negative_open_recl(int32_t unit) {
  LeftUnits& t = left_units();
  std::lock_guard guard(t.mutex);
  auto it = t.negative_recl.find(unit);
  return it == t.negative_recl.end() ? 0 : it->second;
}

bool names_existing_file(const Statement& s) {
  const std::string path = path_of(s);
  FileInfo info;
  return !path.empty() && raw_stat_path(path.c_str(), &info) == 0;
}

void after_open(Statement& s, bool was_connected, bool file_existed) {
  const int32_t unit = s.newunit ? s.opened_unit : s.unit;
  LeftUnit left;
  const bool was_left = !s.newunit && left_unit(unit, &left);
  if (!s.status.failed()) {
    if (was_left) forget_left_unit(unit);
    return;
  }
  if (was_connected) {
    const Unit* u = connected_unit(s);
    if (u != nullptr && keeps_connection(s, *u)) return;
    // flang closed the old connection, opened the new file and closes it
    // with STATUS='DELETE' for the failure.  (The core may have closed it
    // already: another file connected to another unit.)
    if (u != nullptr) close_for_failed_reopen(s);
    {
      LeftUnits& t = left_units();
      std::lock_guard guard(t.mutex);
      t.units[unit] = left_by(s);
      g_transfer_checks.store(true, std::memory_order_relaxed);
    }
    const std::string path = path_of(s);
    if (!file_existed && !path.empty() && !connected_elsewhere(path))
      (void)raw_unlink(path.c_str());
    return;
  }
  if (was_left) return;  // flang's existing unit: nothing goes
  // flang's number stays with the unit it made for the OPEN, a unit left
  // as any other (a CLOSE of it checks STATUS=, INQUIRE finds it).
  const int32_t left_number = s.newunit ? allocate_newunit() : unit;
  // (also where another condition came first: flang's OPEN still meets
  // the file connected to another unit, and its unit gets no file)
  const std::string path = path_of(s);
  const bool elsewhere = s.status.code() == kErrAlreadyOpen ||
                         s.flang_code == io::IostatOpenAlreadyConnected ||
                         (!path.empty() && connected_elsewhere(path));
  {
    LeftUnit left = left_by(s);
    left.no_transfers = elsewhere;
    LeftUnits& t = left_units();
    std::lock_guard guard(t.mutex);
    t.units[left_number] = left;
    g_transfer_checks.store(true, std::memory_order_relaxed);
  }
  if (elsewhere) return;  // (that file stays, of course)
  if (file_existed || path.empty() || connected_elsewhere(path)) return;
  (void)raw_unlink(path.c_str());
}

}  // namespace ftnio::flang
