// SPDX-License-Identifier: MIT
// The life of a flang statement: deferred start in the core, completion,
// release (L5, flang front door).
#include "abi_flang/statement.h"

#include <cctype>
#include <cstring>
#include <new>
#include <type_traits>

#include "abi_flang/async_ids.h"
#include "abi_flang/defined_io.h"
#include "abi_flang/error_policy.h"
#include "abi_flang/inquiry.h"
#include "abi_flang/left_unit_sink.h"
#include "abi_flang/open_rules.h"
#include "abi_flang/position_model.h"
#include "abi_flang/positioning_rules.h"
#include "abi_flang/quiet_status.h"
#include "base/copy_bytes.h"
#include "base/iostat.h"
#include "transfer/data_transfer.h"
#include "transfer/internal_lane.h"
#include "transfer/plain_lane.h"
#include "transfer/positioned_lane.h"
#include "transfer/unformatted_lane.h"
#include "unit/close.h"
#include "unit/file_pos.h"
#include "unit/open.h"
#include "unit/unit_statements.h"
#include "unit/unit_table.h"

namespace ftnio::flang {

namespace {

// ADVANCE= and ASYNCHRONOUS= as the core takes them: 1 YES, 2 NO, -1
// anything else (case and trailing blanks do not matter).
int yes_no_of(const std::string& text) {
  size_t n = text.size();
  while (n > 0 && text[n - 1] == ' ') --n;
  std::string word;
  for (size_t i = 0; i < n; ++i)
    word +=
        static_cast<char>(std::tolower(static_cast<unsigned char>(text[i])));
  return word == "yes" ? 1 : word == "no" ? 2 : -1;
}

SpecText text_of(const Statement& s, Spec which) {
  int i = static_cast<int>(which);
  if (!s.spec_given[i]) return SpecText{};
  return SpecText{s.spec[i].data(), s.spec[i].size()};
}

CharSpec char_spec_of(const Statement& s, Spec which) {
  int i = static_cast<int>(which);
  CharSpec c;
  if (!s.spec_given[i]) return c;
  c.ptr = s.spec[i].data();
  c.len = s.spec[i].size();
  c.present = true;
  return c;
}

// Fills the statement's delivery points into t in place: a target built
// on the stack and copied whole is read back wider than it was written,
// which stalls on store forwarding (io_error.h; perf/README.md "Layout
// stalls").
void fill_target(Statement& s, ErrorTarget& t) {
  // Always set: the core records every condition and unwinds, and the
  // front door decides whether flang would end the program
  // (check_uncaught).
  t.iostat = &s.iostat_slot;
  t.iomsg = s.iomsg;
  t.source_file = s.source_file;
  t.capture = nullptr;
  t.line = s.line;
  // (One store: the bit-fields one by one cost each statement ~14
  // instructions, perf/pattern_scan --flang unf_read_1item.)
  t.set_iomsg_len_and_labels(Statement::kIomsgRoom,
                             (s.has_err ? ErrorTarget::kErrLabel : 0) |
                                 (s.has_end ? ErrorTarget::kEndLabel : 0) |
                                 (s.has_eor ? ErrorTarget::kEorLabel : 0));
}

// flang runs an ASYNCHRONOUS='YES' transfer on a unit opened so at once,
// under an ID of its own (async_ids.h): the core sees a synchronous
// statement.  On any other unit the core refuses the specifier, as flang
// does (error_policy.cpp names flang's condition).
void take_flang_async_id(Statement& s, RareSpecifiers& r) {
  if (s.req.internal_unit) return;
  const Unit* u = find_unit(s.unit);
  if (u == nullptr || !u->connected() || !u->modes().asynchronous) return;
  s.async_id = take_async_id(s.unit);
  if (s.async_id > 0) {
    r.asynchronous = 2;
    return;
  }
  s.flang_code = Fortran::runtime::io::IostatTooManyAsyncOps;
  r.asynchronous = -1;  // the core refuses the statement before its data
}

// The rare specifiers collected by Set... calls, as the core reads them.
void fill_rare(Statement& s) {
  RareSpecifiers& r = s.rare;
  s.req.rare = &r;
  if (!s.has_rare) return;  // REC= or POS= alone: set by their calls
  // ADVANCE='YES' is the default to flang, even on a direct-access unit
  // (where libgfortran refuses any ADVANCE=).
  if (s.spec_given[static_cast<int>(Spec::kAdvance)])
    r.advance = yes_no_of(s.spec[static_cast<int>(Spec::kAdvance)]);
  if (r.advance == 1) r.advance = 0;
  if (s.spec_given[static_cast<int>(Spec::kAsynchronous)])
    r.asynchronous = yes_no_of(s.spec[static_cast<int>(Spec::kAsynchronous)]);
  if (r.asynchronous == 1) take_flang_async_id(s, r);
  r.modes.blank = text_of(s, Spec::kBlank);
  r.modes.decimal = text_of(s, Spec::kDecimal);
  r.modes.delim = text_of(s, Spec::kDelim);
  r.modes.pad = text_of(s, Spec::kPad);
  r.modes.round = text_of(s, Spec::kRound);
  r.modes.sign = text_of(s, Spec::kSign);
  // flang asks for SIZE= after the items (GetSize); it is only allowed
  // with ADVANCE='NO', so that is when the count is kept.
  if (s.req.direction == Direction::kRead && r.advance == 2)
    r.size = &s.size_value;
}

// The transfer fails with flang's code before it starts: the core sees a
// condition raised before its start call and does nothing.
void fail_before_start(Statement& s, int code) {
  s.flang_code = code;
  s.rare.prior = Outcome::kError;
  s.req.rare = &s.rare;
}

// A transfer on a unit a failed OPEN left behind that flang refuses
// (left_unit_refusal): flang's condition, before anything is opened (the
// core sees a condition raised before its start call and does nothing).
void refuse_on_left_unit(Statement& s) {
  const bool write = s.req.direction == Direction::kWrite;
  const int code = left_unit_refusal(s.unit, s.req.form, write);
  if (code != 0)
    fail_before_start(s, code);
  else if (write)
    open_left_sink(s);
}

// A READ flang's runtime finds at the end before it starts
// (reads_end_after_append): END, with nothing read, and the unit is
// after its endfile record as after any END (an ENDFILE does nothing).
void end_before_start(Statement& s) {
  if (Unit* u = lock_unit(s.unit)) {
    u->set_endfile(EndfileState::kAfterEndfile);
    u->unlock();
  }
  s.flang_code = Fortran::runtime::io::IostatEnd;
  s.rare.prior = Outcome::kEnd;
  s.req.rare = &s.rare;
}

// A transfer on a direct-access unit flang opened without RECL=: one of
// the other form fails on the form as usual (the core's check); flang's
// runtime fails one with REC= on "RECL= was not specified" and stops with
// an internal error on any other, where ftnio fails it the same way.
void refuse_without_recl(Statement& s, const Unit& u) {
  const bool unformatted = s.req.form == TransferForm::kUnformatted;
  if ((u.modes().form == Form::kUnformatted) != unformatted) return;
  fail_before_start(s, Fortran::runtime::io::IostatGenericError);
}

// The OPEN as the core takes it.  flang takes the formatted-only
// specifiers on an unformatted connection and ignores them; the core,
// as libgfortran, would refuse them.
OpenRequest open_request_of(const Statement& s) {
  OpenRequest r;
  r.unit = s.unit;
  r.newunit = s.newunit;
  // (a negative RECL= is flang's huge length: the core connects the unit
  // without one, note_open_recl)
  r.has_recl = s.has_recl && s.recl > 0;
  r.recl = s.recl;
  // flang opens a direct-access unit without RECL= (libgfortran refuses
  // the OPEN); its INQUIRE(RECL=) then answers the largest default
  // INTEGER, and its transfers fail (refuse_without_recl).
  if (!r.has_recl && opens_direct(s)) {
    r.has_recl = true;
    r.recl = kUnspecifiedRecl;
    note_transfer_checks();
  }
  r.file = char_spec_of(s, Spec::kFile);
  r.status = char_spec_of(s, Spec::kStatus);
  r.access = char_spec_of(s, Spec::kAccess);
  r.form = char_spec_of(s, Spec::kForm);
  // flang's ACCESS='APPEND' is sequential access at the file's end, unless
  // a POSITION= follows it (entry_control.cpp set forgets one before it);
  // libgfortran refuses a POSITION= other than APPEND with it.
  r.position = char_spec_of(s, Spec::kPosition);
  if (opens_append(s) && r.position.present)
    r.access = CharSpec{"SEQUENTIAL", 10, true};
  r.action = char_spec_of(s, Spec::kAction);
  r.convert = char_spec_of(s, Spec::kConvert);
  r.asynchronous = char_spec_of(s, Spec::kAsynchronous);
  r.cc = char_spec_of(s, Spec::kCarriagecontrol);
  r.source_file = s.source_file;
  r.line = s.line;
  if (opens_unformatted(s)) return r;
  r.blank = char_spec_of(s, Spec::kBlank);
  r.delim = char_spec_of(s, Spec::kDelim);
  r.pad = char_spec_of(s, Spec::kPad);
  r.decimal = char_spec_of(s, Spec::kDecimal);
  r.encoding = char_spec_of(s, Spec::kEncoding);
  r.round = char_spec_of(s, Spec::kRound);
  r.sign = char_spec_of(s, Spec::kSign);
  return r;
}

// A refused OPEN that flang's runtime carries out all the same
// (connects_all_the_same): the core opens the file, the statement keeps
// flang's condition.
void connect_all_the_same(Statement& s) {
  bool keep_access = false, drop_recl = false;
  if (!connects_all_the_same(s, &keep_access, &drop_recl)) return;
  OpenRequest r = open_request_of(s);
  const char* access = left_access_word(s.unit);
  if (keep_access) r.access = CharSpec{access, std::strlen(access), true};
  if (drop_recl) r.has_recl = false;
  QuietStatus quiet;
  (void)open_statement(quiet.status, r);
}

void run_open(Statement& s) {
  Unit* u = s.newunit ? nullptr : find_unit(s.unit);
  s.status.set_unit(s.newunit ? 0 : s.unit,
                    u != nullptr ? u->file_name().c_str() : nullptr);
  const bool was_connected = u != nullptr && u->connected();
  const std::string name_before = was_connected ? u->file_name() : "";
  const bool file_existed = names_existing_file(s);
  if (!open_refused(s)) {
    s.opened_unit = open_statement(s.status, open_request_of(s));
  } else {
    connect_all_the_same(s);
    raise_refusal(s);
  }
  // A new connection starts flang's position anew (position_model.h).
  const int32_t unit = s.newunit ? s.opened_unit : s.unit;
  const Unit* now = s.status.failed() ? nullptr : find_unit(unit);
  if (now != nullptr && now->connected() &&
      (!was_connected || now->file_name() != name_before)) {
    position_opened(unit, open_position_word(s));
    // (flang's unit keeps its RECL= over a re-OPEN without one)
    if (!was_connected || s.has_recl) note_open_recl(unit, s.has_recl, s.recl);
  }
  after_open(s, was_connected, file_existed);
}

// A CLOSE's STATUS= that flang's runtime ignores, closing as with none:
// DELETE of a preconnected unit, which has no file to remove (libgfortran
// tries to remove a file of the unit's name), and KEEP of a scratch file,
// which has no name to keep (libgfortran refuses: "Can't KEEP a scratch
// file on CLOSE").
bool status_ignored(const Statement& s, Unit& u) {
  std::string w = s.spec[static_cast<int>(Spec::kStatus)];
  while (!w.empty() && w.back() == ' ') w.pop_back();
  for (char& c : w) c = static_cast<char>(std::toupper(c));
  if (w == "KEEP") return u.modes().status == OpenStatus::kScratch;
  int fd = u.stream().fileno();
  return w == "DELETE" && fd >= 0 && fd <= 2;
}

// (Out of line: a CLOSE is rare, and its copies are no data transfer's
// business; perf/rep_strings.py checks complete() for block copies.)
[[gnu::noinline]] void run_close(Statement& s) {
  CloseRequest r;
  r.unit = s.unit;
  r.status = char_spec_of(s, Spec::kStatus);
  r.source_file = s.source_file;
  r.line = s.line;
  Unit* u = find_unit(r.unit);
  const bool left = is_left_unit(r.unit);
  forget_left_unit(r.unit);
  // CLOSE of a unit that is not connected does nothing in flang, not even
  // check its specifiers (libgfortran rejects a bad STATUS= or unit);
  // but a unit a failed OPEN left is one of flang's units, whose CLOSE
  // refuses a bad STATUS= (the core checks the word before the unit).
  if (u == nullptr || !u->connected()) {
    if (!left || !r.status.present) return;
    close_statement(s.status, r);
    // (a left NEWUNIT= number is no bad unit to flang)
    if (s.status.failed())
      s.flang_code = Fortran::runtime::io::IostatErrorInKeyword;
    return;
  }
  s.status.set_unit(r.unit, u->file_name().c_str());
  if (r.status.present && status_ignored(s, *u)) r.status = CharSpec{};
  position_closed(r.unit);
  close_statement(s.status, r);
  // A bad STATUS= is an error in flang too, but the unit is closed all
  // the same (with the default STATUS=).
  if (s.status.code() == kErrBadOption && u->connected()) {
    CloseRequest plain = r;
    plain.status = CharSpec{};
    QuietStatus quiet;  // caught: nothing more to report
    close_statement(quiet.status, plain);
  }
  if (!u->connected()) forget_async_ids(r.unit);
}

// A WAIT fails with flang's condition iostat and text.
void wait_fails(Statement& s, int iostat, int core_code, const char* text) {
  s.flang_code = iostat;
  s.status.raise(core_code, text);
}

// WAIT: every transfer has been done already (take_flang_async_id); the
// statement gives its IDs back.  flang accepts any ID on a unit it has
// not opened (or that was closed) only as "no ID".
void run_wait(Statement& s) {
  namespace io = Fortran::runtime::io;
  const Unit* u = find_unit(s.unit);
  if (u == nullptr || !u->connected()) {
    if (s.wait_id != 0)
      wait_fails(s, io::IostatBadWaitUnit, kErrBadUnit,
                 "WAIT(UNIT=) for a bad or unconnected unit number");
    return;
  }
  if (!give_back_async_id(s.unit, s.wait_id))
    wait_fails(
        s, io::IostatBadWaitId, kErrBadWaitId,
        "WAIT(ID=nonzero) for an ID value that is not a pending operation");
}

// BACKSPACE in the core.  flang's runtime backs over a record with no
// newline at its end (the file's last, written so under RECL=) all the
// same, but fails with IOSTAT 1026.
void backspace_as_flang(Statement& s) {
  bool unterminated = false;
  backspace_statement(s.status, s.unit, &unterminated);
  if (!unterminated || s.status.failed()) return;
  s.flang_code = Fortran::runtime::io::IostatMissingTerminator;
  s.status.raise(kErrReadValue, "Sequential record missing its terminator");
}

// REWIND, BACKSPACE, ENDFILE or FLUSH in the core, with flang's view of
// the unit's position kept (position_model.h).
void run_positioning(Statement& s) {
  const Unit* u = find_unit(s.unit);
  const bool connected = u != nullptr && u->connected();
  if (connected) position_before_statement(s);
  switch (s.kind) {
    case CookieKind::kRewind: rewind_statement(s.status, s.unit); break;
    case CookieKind::kBackspace: backspace_as_flang(s); break;
    case CookieKind::kEndfile:
      // (flang's stream stays at the cut: a second BACKSPACE after it
      // reads whole records, where libgfortran's reads short.)
      endfile_statement(s.status, s.unit, s.source_file, s.line, false);
      break;
    default: flush_statement(s.status, s.unit); break;
  }
  if (connected) position_after_statement(s);
}

// Every statement but a data transfer.
void run_unit_statement(Statement& s) {
  ensure_runtime_initialised();
  fill_target(s, s.status.target_to_fill());
  s.status.begin(Outcome::kOk);
  if (s.kind == CookieKind::kRewind || s.kind == CookieKind::kBackspace ||
      s.kind == CookieKind::kEndfile || s.kind == CookieKind::kFlush) {
    s.status.set_unit(s.unit, nullptr);
    if (positioning_as_flang(s)) return;
    run_positioning(s);
    return;
  }
  switch (s.kind) {
    case CookieKind::kOpen: run_open(s); return;
    case CookieKind::kClose: run_close(s); return;
    case CookieKind::kRewind:
    case CookieKind::kBackspace:
    case CookieKind::kEndfile:
    case CookieKind::kFlush: return;  // above
    case CookieKind::kInquireUnit:
    case CookieKind::kInquireFile: run_inquire(s); return;
    case CookieKind::kWait: run_wait(s); return;
    case CookieKind::kTransfer: return;
  }
}

}  // namespace

namespace {

// The thread's spare statement objects: as many as statements ran nested
// on it at once (a function in an I/O list doing I/O), up to kKeep.
struct SpareStatements {
  Statement* head = nullptr;
  int count = 0;
  static constexpr int kKeep = 4;
  ~SpareStatements() {
    while (head != nullptr) {
      Statement* s = head;
      head = s->next_free;
      delete s;
    }
  }
};
thread_local SpareStatements t_spare;

// A fresh head, copied over a reused statement's: a block copy costs
// half of building StatementHead{} field by field in place.
constinit const StatementHead kFreshHead{};

// The copy, by vector moves: GCC makes a plain assignment of this size a
// `rep movsq`, whose start-up costs more than the copy (copy_bytes.h).
void reset_head(StatementHead& to) {
  static_assert(std::is_trivially_copyable_v<StatementHead>);
  copy_by_vectors<sizeof(StatementHead)>(&to, &kFreshHead);
}

// A statement object for a thread that has no spare one (its first
// statements, or one nested deeper than before): out of line, so that
// the zeroing of a new object stays off the path of a reused one.
[[gnu::noinline]] Statement* allocate_statement() { return new Statement; }

}  // namespace

Statement* new_statement(CookieKind kind, const char* source_file,
                         int32_t line) {
  Statement* s = t_spare.head;
  if (s != nullptr) {
    t_spare.head = s->next_free;
    --t_spare.count;
    reset_head(*s);
  } else {
    s = allocate_statement();
  }
  s->kind = kind;
  s->source_file = source_file;
  s->line = line;
  s->status.init(ErrorTarget{}, Outcome::kOk);
  return s;
}

void release(Statement* s) {
  if (s->started) s->dt().~DtState();
  if (t_spare.count >= SpareStatements::kKeep) {
    delete s;
    return;
  }
  s->inquiry.reset();
  s->namelist.reset();
  s->next_free = t_spare.head;
  t_spare.head = s;
  ++t_spare.count;
}

void set_spec(Statement& s, Spec which, const char* p, size_t n) {
  int i = static_cast<int>(which);
  s.spec[i].assign(p, n);
  s.spec_given[i] = true;
  if (which <= Spec::kAsynchronous) s.has_rare = true;
}

namespace {
// A READ or WRITE without rare specifiers on an external unit, where no
// unit was left or opened in a way flang checks at each transfer:
// offered to the core's plain lane (transfer/plain_lane.h) first, after
// its early refusal (plain_lane_unit).  Its IOSTAT=, IOMSG=, ERR= and END=
// handlers are in the error target (fill_target), as on the general
// path: a condition met at the start or later is flang's to report
// (going_on_after_item, complete); a READ ends through the general end.
bool starts_plain(Statement& s, DtState& st) {
  const TransferRequest& r = s.req;
  if (r.internal_unit && r.form == TransferForm::kFormatted &&
      r.direction == Direction::kWrite && !r.dec_ext) {
    // The internal lane (internal_lane.h): the I and A fields of a WRITE
    // on a scalar go straight into the variable.
    start_internal_plain(st, Direction::kWrite, TransferForm::kFormatted,
                         r.internal, r.format, r.format_len, false, r.policy);
    going_on_after_item(s, st);
    return true;
  }
  if (r.internal_unit || r.dec_ext || r.form == TransferForm::kNamelist ||
      units_need_transfer_checks())
    return false;
  Unit* u = plain_lane_unit(r.unit);
  if (u == nullptr) return false;
  const bool write = r.direction == Direction::kWrite;
  bool taken;
  if (r.form == TransferForm::kUnformatted)  // (unformatted_lane.h)
    taken = write ? start_unformatted_write(st, *u, r.unit, r.policy)
                  : start_unformatted_read(st, *u, r.unit, r.policy);
  else
    taken = write ? start_plain_write(st, r.form, *u, r.unit, r.format,
                                      r.format_len, r.policy)
                  : start_plain_read(st, r.form, *u, r.unit, r.format,
                                     r.format_len, r.policy);
  if (!taken) return false;
  going_on_after_item(s, st);
  return true;
}

// An unformatted READ or WRITE on an external unit whose only rare
// specifier is REC= or POS= (not both), or none: offered to the core's
// positioned lane (transfer/positioned_lane.h), which takes those at
// REC= on a direct-access unit and on a stream unit.  As starts_plain.
bool starts_positioned(Statement& s, DtState& st) {
  const TransferRequest& r = s.req;
  if (s.has_rare || (s.rare.has_pos && s.rare.has_rec) || r.internal_unit ||
      r.form != TransferForm::kUnformatted || units_need_transfer_checks())
    return false;
  Unit* u = unit_table_detail::published_object(r.unit);
  if (u == nullptr) return false;
  const Placement where = s.rare.has_rec   ? Placement::kRec
                          : s.rare.has_pos ? Placement::kPos
                                           : Placement::kHere;
  const int64_t value = s.rare.has_rec   ? s.rare.rec
                        : s.rare.has_pos ? s.rare.pos
                                         : 0;
  const bool taken =
      r.direction == Direction::kWrite
          ? start_positioned_write(st, *u, r.unit, where, value, r.policy)
          : start_positioned_read(st, *u, r.unit, where, value, r.policy);
  if (!taken) return false;
  going_on_after_item(s, st);
  return true;
}
}  // namespace

DtState& ensure_started(Statement& s) {
  DtState& st = s.dt();
  if (s.started) return st;
  s.started = true;
  new (s.dt_storage) DtState;
  fill_target(s, st.status.target_to_fill());
  if (s.has_rare || s.rare.has_pos || s.rare.has_rec) {
    if (starts_positioned(s, st)) return st;
    fill_rare(s);
    s.req.checks = s.has_rare || st.status.target().has_eor();
  } else {
    s.req.plain = true;
    s.req.checks = false;
    if (starts_plain(s, st) || starts_positioned(s, st)) return st;
  }
  if (!s.req.internal_unit && units_need_transfer_checks()) {
    const Unit* u = find_unit(s.unit);
    if (u == nullptr || !u->connected())
      refuse_on_left_unit(s);
    else if (u->limits().recl == kUnspecifiedRecl &&
             u->modes().access == Access::kDirect)
      refuse_without_recl(s, *u);
    else if (s.req.direction == Direction::kRead &&
             reads_end_after_append(s.unit))
      end_before_start(s);
  }
  start_transfer(st, s.req);
  going_on_after_item(s, st);
  return st;
}

namespace {
// Whether the INQUIRE names a connected unit, or a file connected to one
// (by its name, as flang finds it: no system call).
bool inquires_connected(const Statement& s) {
  if (s.kind == CookieKind::kInquireUnit) return find_unit(s.unit) != nullptr;
  if (s.kind != CookieKind::kInquireFile) return false;
  const std::string& f = s.spec[static_cast<int>(Spec::kFile)];
  FileSpecPath path(CharSpec{f.data(), f.size(), true});
  bool locked = false;
  Unit* u = lock_unit_on_path(path.c_str(), path.size(), &locked);
  if (u != nullptr && locked) u->unlock();
  return u != nullptr;
}
}  // namespace

bool complete_as_connected(Statement& s) {
  if (s.completed || !inquires_connected(s)) return false;
  fill_target(s, s.status.target_to_fill());
  s.status.begin(Outcome::kOk);
  s.completed = true;
  return true;
}

void complete(Statement& s) {
  if (s.completed) return;
  s.completed = true;
  if (s.kind != CookieKind::kTransfer) {
    run_unit_statement(s);
  } else {
    DtState& st = ensure_started(s);
    // The unit the statement locked (the core forgets it at the finish):
    // Unit objects are never freed, and the position word is atomic.
    Unit* locked = st.unit;
    // flang stops the program at an error of the format's end (its
    // closing ')' missing) before the record ends, but at a reversion
    // into a group without data edits after (the reversion's record and
    // the one it began both end: two newlines).
    run_format_tail(st);
    if (st.status.failed() && !failed_after_reversion(st)) check_uncaught(s);
    finish_transfer(st);
    // (a READ after ENDFILE is an end of file in flang: flang_iostat; a
    // WRITE refused before it touched its record, WRITE after ENDFILE
    // say, leaves flang's buffer as it was; one that failed later, past
    // RECL= say, left its record's bytes there; a READ refused so, of
    // the other form say, read nothing of the file, but one that meets
    // the end, after ENDFILE say, moves flang's position)
    const bool write = s.req.direction == Direction::kWrite;
    const bool hit_end = st.status.failed() &&
                         flang_iostat(s) == Fortran::runtime::io::IostatEnd;
    const bool refused = st.status.failed() && st.record.record_untouched;
    if (!s.req.internal_unit && !(refused && (write || !hit_end)))
      position_after_transfer(locked != nullptr ? locked : find_unit(s.unit),
                              write, hit_end);
    if (s.left_sink) close_left_sink(s);
  }
  check_uncaught(s);
}

}  // namespace ftnio::flang
