// SPDX-License-Identifier: MIT
// flang's IOSTAT values, IOMSG= texts and fatal-error termination for a
// statement's condition (L5, flang front door).  The texts are those
// flang 19's runtime prints, learnt by running programs under it.
#include "abi_flang/error_policy.h"

#include <cstring>
#include <string>
#include <string_view>

#include "abi_flang/format_texts.h"
#include "abi_flang/iostat_map.h"
#include "abi_flang/open_rules.h"
#include "base/iostat.h"
#include "base/os_error_text.h"
#include "conv/edit_in.h"
#include "conv/utf8.h"
#include "transfer/bad_input.h"
#include "unit/inquire.h"
#include "unit/runtime_error.h"
#include "unit/unit_table.h"

namespace ftnio::flang {

namespace io = Fortran::runtime::io;

namespace {

bool is_write(const Statement& s) {
  return s.kind == CookieKind::kTransfer &&
         s.req.direction == Direction::kWrite;
}

// The connection's modes, or null (internal files, unconnected units).
const ConnectionModes* modes_of(const Statement& s) {
  if (s.kind == CookieKind::kTransfer && s.req.internal_unit) return nullptr;
  const Unit* u = find_unit(s.unit);
  return u != nullptr ? &u->modes() : nullptr;
}

// A transfer whose form does not match the connection's: flang has codes
// of its own for these.
int form_conflict_iostat(const Statement& s) {
  const ConnectionModes* m = modes_of(s);
  if (m == nullptr) return 0;
  bool unformatted = s.req.form == TransferForm::kUnformatted;
  if (m->form == Form::kUnformatted && !unformatted)
    return io::IostatFormattedIoOnUnformattedUnit;
  if (m->form == Form::kFormatted && unformatted)
    return io::IostatUnformattedIoOnFormattedUnit;
  return 0;
}

// A direct-access unit flang opened without RECL= (refuse_without_recl).
bool without_recl(const Statement& s) {
  if (s.req.internal_unit) return false;
  const Unit* u = find_unit(s.unit);
  return u != nullptr && u->connected() &&
         u->modes().access == Access::kDirect &&
         u->limits().recl == kUnspecifiedRecl;
}

// ASYNCHRONOUS='YES' on a unit not opened so.
bool asynchronous_refused(const Statement& s) {
  const ConnectionModes* m = modes_of(s);
  return s.rare.asynchronous == 1 && m != nullptr && !m->asynchronous;
}

// The core's own IOMSG text, trailing blanks off.
std::string core_text(const Statement& s) {
  size_t n = Statement::kIomsgRoom;
  while (n > 0 && s.iomsg[n - 1] == ' ') --n;
  return std::string(s.iomsg, n);
}

// The type and kind of the item a value error is about: the latest item
// the program gave, or in a namelist READ the object the core's reader
// failed in (which the program never named item by item).
struct FailedItem {
  ItemType type;
  int32_t kind;
};
FailedItem failed_item(const Statement& s) {
  if (s.namelist != nullptr && s.namelist->failed_object >= 0) {
    const NmlObject& o =
        s.namelist->objects[static_cast<size_t>(s.namelist->failed_object)];
    return {o.type, o.kind};
  }
  return {s.item_type, s.item_kind};
}

bool is_real_or_complex(ItemType t) {
  return t == ItemType::kReal || t == ItemType::kComplex;
}

// A scale factor an E or D output edit refused: a format error in the
// core, worded as flang's (transfer/flang_edit_checks.cpp), an error of
// its own in flang.
bool bad_scale_factor(const Statement& s, int code) {
  return code == kErrFormat && core_text(s).rfind("Scale factor (kP) ", 0) == 0;
}

// A B, O or Z field too wide for its item, or a field whose bad character
// the core named in flang's words (transfer/flang_field_errors.cpp): the
// text stands, and a bad B, O or Z field is no bad real in flang.
bool boz_overflow(const Statement& s, int code) {
  return code == kErrReadOverflow &&
         core_text(s).rfind("B/O/Z input of ", 0) == 0;
}

// ADVANCE='NO' on a direct-access unit (flang takes 'YES' as no
// ADVANCE=: fill_rare), which the core refuses in libgfortran's words.
bool advance_on_direct_unit(const Statement& s) {
  return core_text(s) ==
         "ADVANCE specification conflicts with sequential access";
}

bool core_named_bad_field(const Statement& s) {
  const std::string core = core_text(s);
  return core.rfind("Bad character '", 0) == 0 ||
         core == "Empty LOGICAL input field" ||
         core == "Integer value absent from NAMELIST or list-directed input";
}

// The conditions the core reports by a code of wider meaning, which flang
// tells apart by the statement that met them.
// POS= on a connection that is no stream or below 1, REC= on one that is
// not direct or missing on one that is: errors of flang's own (IOSTAT
// 1001), their text or "".
std::string access_specifier_refused(Statement& s, int code) {
  if (s.kind != CookieKind::kTransfer) return {};
  const std::string core = core_text(s);
  if (code == kErrBadOption && s.rare.has_pos &&
      core.rfind("POS=specifier not allowed", 0) == 0)
    return "POS= may not appear unless ACCESS='STREAM'";
  if (code == kErrBadOption && s.rare.has_pos &&
      core.rfind("POS=specifier must be positive", 0) == 0)
    return "POS=" + std::to_string(s.rare.pos) + " is invalid";
  if (code == kErrOptionConflict && s.rare.has_rec &&
      core.rfind("Record number not allowed for ", 0) == 0)
    return "REC= may not appear unless ACCESS='DIRECT'";
  if (code == kErrMissingOption && !s.rare.has_rec &&
      core.rfind("Direct access data transfer requires record", 0) == 0)
    return "No REC= was specified for a data transfer with ACCESS='DIRECT'";
  return {};
}

int refined_iostat(Statement& s, int code) {
  const ConnectionModes* m = modes_of(s);
  // A formatted WRITE past an internal file's last record: an end of
  // file in libgfortran, an error of its own in flang.
  // (A defined output procedure's child WRITE is on its parent's internal
  // file too.)
  if (code == kIostatEnd && is_write(s) && s.kind == CookieKind::kTransfer &&
      (s.req.internal_unit || (s.started && internal_file(s.dt()))))
    return io::IostatInternalWriteOverrun;
  if (code == kErrOs || code == kIostatEnd || code == kIostatEor) return 0;
  // A negative number no OPEN(NEWUNIT=) handed out (flang numbers those
  // -2, -3, ...: a statement on one that is connected is not this case).
  if (s.unit < 0 && !s.newunit && m == nullptr && code == kErrBadOption &&
      (s.kind != CookieKind::kTransfer || !s.req.internal_unit))
    return io::IostatBadUnitNumber;
  switch (s.kind) {
    case CookieKind::kOpen:
      // RECL=0 is flang's error of its own.  (flang 19 takes a negative
      // RECL=, and so does the front door: open_rules.h note_open_recl.)
      if (code == kErrBadOption && s.has_recl && s.recl == 0)
        return io::IostatGenericError;
      return 0;
    case CookieKind::kEndfile:
      if (m != nullptr && m->access == Access::kDirect)
        return io::IostatEndfileDirect;
      return 0;
    case CookieKind::kBackspace:
      if (m != nullptr &&
          (m->access == Access::kDirect ||
           (m->access == Access::kStream && m->form == Form::kUnformatted)))
        return io::IostatBackspaceNonSequential;
      return 0;
    case CookieKind::kTransfer:
      if (code == kErrReadValue && core_text(s) == conv::kUtf8FlangMessage)
        return io::IostatUTF8Decoding;
      if (bad_scale_factor(s, code)) return io::IostatBadScaleFactor;
      if (!access_specifier_refused(s, code).empty())
        return io::IostatGenericError;
      if (boz_overflow(s, code)) return io::IostatBOZInputOverflow;
      if (code == kErrReadValue && core_named_bad_field(s))
        return io::IostatGenericError;
      // (the core's list-directed REAL scan as flang's: list_real_flang)
      if (code == kErrReadValue &&
          core_text(s).rfind("invalid character (0x", 0) == 0)
        return io::IostatBadListDirectedInputSeparator;
      // flang checks the statement's form before the unit's ACTION=.
      if (code == kErrBadAction)
        if (int f = form_conflict_iostat(s)) return f;
      if (code == kErrOptionConflict) {
        if (advance_on_direct_unit(s)) return io::IostatGenericError;
        if (int f = form_conflict_iostat(s)) return f;
        if (asynchronous_refused(s)) return io::IostatBadAsynchronous;
        const Unit* u = s.req.internal_unit ? nullptr : find_unit(s.unit);
        if (is_write(s) && u != nullptr &&
            u->endfile() != EndfileState::kNoEndfile)
          return io::IostatWriteAfterEndfile;
        // A READ after the end of file met it again in flang.
        if (!is_write(s) && u != nullptr &&
            u->endfile() == EndfileState::kAfterEndfile)
          return io::IostatEnd;
      }
      // flang refuses a record number below 1 as an error of its own.
      if (code == kErrBadOption && s.rare.has_rec && s.rare.rec < 1 &&
          m != nullptr && m->access == Access::kDirect)
        return io::IostatGenericError;
      // A direct-access READ of a record past the file's end is an end of
      // file in flang, not a bad record number.
      if (code == kErrBadOption && !is_write(s) && s.rare.has_rec &&
          s.rare.rec >= 1 && m != nullptr && m->access == Access::kDirect)
        return io::IostatEnd;
      // An integer beyond its kind, which list input reports as a bad
      // value of its own wording.
      if ((code == kErrReadOverflow ||
           (code == kErrReadValue &&
            core_text(s).find("overflow") != std::string::npos)) &&
          !is_write(s) && failed_item(s).type == ItemType::kInteger)
        return io::IostatIntegerInputOverflow;
      if (code == kErrReadValue && !is_write(s) &&
          is_real_or_complex(failed_item(s).type))
        return io::IostatBadRealInput;
      // (the core raises it for flang statements only: InModes::
      // flang_reals)
      if (code == kErrReadOverflow && !is_write(s) &&
          is_real_or_complex(failed_item(s).type))
        return io::IostatRealInputOverflow;
      return 0;
    default: return 0;
  }
}

std::string decimal(long long v) { return std::to_string(v); }

// flang's texts of some format errors (format_texts.h).
std::string format_error_text(const Statement& s) {
  const std::string core = core_text(s);
  if (s.kind != CookieKind::kTransfer || s.req.format == nullptr) return core;
  return flang_format_text(std::string_view(s.req.format, s.req.format_len),
                           core);
}

// flang names the specifier and the value it refused: "Invalid
// STATUS='OLDISH  '".  The core's text says which specifier ("Bad STATUS
// parameter in OPEN statement").
std::string keyword_text(const Statement& s) {
  static constexpr struct {
    const char* name;
    Spec spec;
  } kSpecs[] = {
      {"STATUS", Spec::kStatus},   {"ACCESS", Spec::kAccess},
      {"FORM", Spec::kForm},       {"POSITION", Spec::kPosition},
      {"ACTION", Spec::kAction},   {"BLANK", Spec::kBlank},
      {"DELIM", Spec::kDelim},     {"PAD", Spec::kPad},
      {"DECIMAL", Spec::kDecimal}, {"ENCODING", Spec::kEncoding},
      {"ROUND", Spec::kRound},     {"SIGN", Spec::kSign},
      {"CONVERT", Spec::kConvert}, {"ASYNCHRONOUS", Spec::kAsynchronous},
      {"ADVANCE", Spec::kAdvance}, {"CARRIAGECONTROL", Spec::kCarriagecontrol}};
  const std::string core = core_text(s);
  if (core.rfind("Bad ", 0) != 0) return core;
  for (const auto& k : kSpecs) {
    size_t n = std::strlen(k.name);
    if (core.compare(4, n, k.name) != 0 ||
        core.compare(4 + n, 11, " parameter ") != 0)
      continue;
    // The value as given, trailing blanks included.
    return std::string("Invalid ") + k.name + "='" +
           s.spec[static_cast<int>(k.spec)] + "'";
  }
  return core;
}

// The errno of an OPEN that could not open its file.  libgfortran's
// IOSTAT there, and so the core's, is errno after the message was looked
// up, often ENOENT whatever the failure; the core's text ("Cannot open
// file 'x': <text>") still names the real error, and flang's IOSTAT is
// its errno.
int open_errno(const Statement& s, int iostat) {
  if (s.kind != CookieKind::kOpen) return iostat;
  const std::string core = core_text(s);
  size_t at = core.rfind("': ");
  if (core.rfind("Cannot open file '", 0) != 0 || at == std::string::npos)
    return iostat;
  const std::string text = core.substr(at + 3);
  if (os_error_text(iostat) == text) return iostat;
  for (int e = 1; e < 200; ++e)
    if (os_error_text(e) == text) return e;
  return iostat;
}

// Whether flang's list-directed or namelist field ends before c without
// taking it (conv's flang_list_value_stops); a formatted field takes
// every character, bad ones too.
bool ends_list_field(const Statement& s, char c) {
  if (s.req.form == TransferForm::kFormatted) return false;
  const bool comma = s.started && s.dt().list_options.decimal_comma;
  return conv::flang_list_value_stops(c, comma, s.namelist != nullptr);
}

// "Bad character 'x' in INTEGER input field": the first character of the
// failed input that cannot continue an integer after blanks and a sign.
// In a formatted field blanks among the digits are skipped (BN) or zeros
// (BZ): flang names the character after them.
std::string bad_integer_text(const Statement& s) {
  std::string_view t = last_bad_input();
  const bool fixed = s.req.form == TransferForm::kFormatted;
  auto continues = [&](char c) {
    return (c >= '0' && c <= '9') || (fixed && (c == ' ' || c == '\t'));
  };
  size_t i = 0;
  while (i < t.size() && t[i] == ' ') ++i;
  if (i < t.size() && (t[i] == '+' || t[i] == '-')) ++i;
  const size_t digits = i;
  while (i < t.size() && continues(t[i])) ++i;
  if (i >= t.size()) return core_text(s);
  // A '*' ends flang's list-directed integer value: none was there ("0*5"
  // read the 0, the next item meets the '*'); so do a quote and a
  // namelist's '&' ("n='x'", "n= &end").
  if (i == digits && ends_list_field(s, t[i]))
    return "Integer value absent from NAMELIST or list-directed input";
  // flang prints the character with "%lc": a NUL (a never-written byte
  // of a direct-access record) ends the text there.
  if (t[i] == '\0') return "Bad character '";
  return std::string("Bad character '") + t[i] + "' in INTEGER input field";
}

// "Bad character 'q' in LOGICAL input field": the character after
// blanks, a repeat count and a '.' of the failed input.  In list-directed
// and namelist input flang's field ends before a quote or a '*' (and a
// namelist's '&'): "Empty LOGICAL input field".
std::string bad_logical_text(const Statement& s) {
  std::string_view t = last_bad_input();
  size_t i = 0;
  while (i < t.size() && t[i] == ' ') ++i;
  size_t d = i;
  int64_t count = 0;
  bool given_up = false;  // flang's limit: (INT_MAX - '9') / 10
  for (; d < t.size() && t[d] >= '0' && t[d] <= '9'; ++d) {
    given_up = given_up || count >= (2147483647 - '9') / 10;
    if (!given_up) count = count * 10 + (t[d] - '0');
  }
  // (a zero count is none: flang reads "0*" as the value's characters,
  // and a count it gave up as the digits are)
  if (d > i && d < t.size() && t[d] == '*' && count != 0 && !given_up)
    i = d + 1;
  if (i < t.size() && t[i] == '.') ++i;
  if (i >= t.size()) return core_text(s);
  if (ends_list_field(s, t[i])) return "Empty LOGICAL input field";
  return std::string("Bad character '") + t[i] + "' in LOGICAL input field";
}

// flang's text for a second qualifier after a namelist object's name
// (the core's "Qualifier for a scalar or non-character namelist object
// x"): a character object's is one more set of subscripts, any other's a
// substring of no character item (flang reads "v(3)" of a scalar v so).
std::string extra_qualifier_text(const NamelistGroup& g,
                                 const std::string& name) {
  for (const NmlObject& o : g.objects)
    if (o.name == name && o.type == ItemType::kCharacter)
      return "Multiple sets of subscripts for item '" + name +
             "' in NAMELIST group '" + g.name + "'";
  return "Substring reference to non-character item '" + name + "'";
}

// A namelist READ's error in flang's words: "'x' is not an item in
// NAMELIST group 'g'" for the core's "Cannot match namelist object name
// x" (a "name" that cannot start one, a value beyond the object's: x = 1
// 2 3 for two elements, is "NAMELIST input group 'g' was not terminated
// at '3'", with its first character), "No '/' found after NAMELIST group
// 'g'" for a group the end of the file cut short, "No '=' found after
// item 'x' in NAMELIST group 'g'" for the core's "Equal sign must follow
// namelist object name x", and a bad integer value's offending
// character.
std::string namelist_text(const Statement& s) {
  const std::string core = core_text(s);
  static constexpr char kPrefix[] = "Cannot match namelist object name ";
  if (s.namelist == nullptr) return core;
  if (core == "namelist not terminated with / or &end")
    return "No '/' found after NAMELIST group '" + s.namelist->name + "'";
  if (core.rfind("Bad integer for item ", 0) == 0) return bad_integer_text(s);
  static constexpr char kQualifier[] =
      "Qualifier for a scalar or non-character namelist object ";
  if (core.rfind(kQualifier, 0) == 0)
    return extra_qualifier_text(*s.namelist,
                                core.substr(sizeof kQualifier - 1));
  static constexpr char kNoEquals[] =
      "Equal sign must follow namelist object name ";
  if (core.rfind(kNoEquals, 0) == 0)
    return "No '=' found after item '" + core.substr(sizeof kNoEquals - 1) +
           "' in NAMELIST group '" + s.namelist->name + "'";
  if (core.rfind(kPrefix, 0) != 0) return core;
  const char first =
      core.size() > sizeof kPrefix - 1 ? core[sizeof kPrefix - 1] : ' ';
  const bool letter =
      (first >= 'a' && first <= 'z') || (first >= 'A' && first <= 'Z');
  if (!letter && first != '_') {
    std::string text("NAMELIST input group '");
    text.append(s.namelist->name);
    text.append("' was not terminated at '");
    text.push_back(first);
    text.push_back('\'');
    return text;
  }
  // (appended in place: GCC 12's -O3 -Wrestrict misreads "'" + substr)
  std::string text(1, '\'');
  text.append(core, sizeof kPrefix - 1, std::string::npos);
  text.append("' is not an item in NAMELIST group '");
  text.append(s.namelist->name);
  text.push_back('\'');
  return text;
}

// "OPEN(UNIT=23,FILE='x'): file is already connected to unit 21": the
// other unit is the one INQUIRE(FILE=) finds.
std::string already_connected_text(Statement& s) {
  const std::string& f = s.spec[static_cast<int>(Spec::kFile)];
  if (s.kind != CookieKind::kOpen ||
      !s.spec_given[static_cast<int>(Spec::kFile)])
    return core_text(s);
  InquireQuery q;
  q.ask(InqValue::kNumber);
  InquireReply r;
  IoStatus quiet;
  quiet.init(ErrorTarget{}, Outcome::kOk);
  inquire_file(quiet, CharSpec{f.data(), f.size(), true}, q, &r);
  const int64_t other = r.value[static_cast<size_t>(InqValue::kNumber)];
  if (other < 0 && other > -10) return core_text(s);
  size_t n = f.size();
  while (n > 0 && f[n - 1] == ' ') --n;
  // (NEWUNIT=: the number the core drew for the statement)
  const int32_t unit = s.newunit ? s.opened_unit : s.unit;
  return "OPEN(UNIT=" + decimal(flang_unit(unit)) + ",FILE='" + f.substr(0, n) +
         "'): file is already connected to unit " +
         decimal(flang_unit(static_cast<int32_t>(other)));
}

}  // namespace

// Conditions of libgfortran's that flang's runtime does not have: an
// ENDFILE on a sequential file already after its endfile record.
bool not_a_condition_in_flang(Statement& s, int code) {
  if (s.kind != CookieKind::kEndfile || code != kErrOptionConflict)
    return false;
  const Unit* u = find_unit(s.unit);
  return u != nullptr && u->modes().access == Access::kSequential &&
         u->endfile() == EndfileState::kAfterEndfile;
}

int flang_iostat_of_condition(Statement& s) {
  const IoStatus& st = status_of(s);
  if (!st.failed() || not_a_condition_in_flang(s, st.code())) return 0;
  if (s.flang_code != 0) return s.flang_code;
  if (int r = refined_iostat(s, st.code())) return r;
  int os_errno = st.code() == kErrOs ? open_errno(s, s.iostat_slot) : 0;
  return iostat_for_flang(st.code(), os_errno, is_write(s));
}

std::string flang_message(Statement& s, int iostat) {
  if (s.defined_io_message) return s.defined_io_text;
  if (iostat > 0 && iostat < 1000) return os_error_text(iostat);
  switch (iostat) {
    case io::IostatEnd: return "End of file during input";
    case io::IostatEor: return "End of record during non-advancing input";
    case io::IostatRecordWriteOverrun:
      if (s.kind == CookieKind::kTransfer &&
          (s.req.form == TransferForm::kUnformatted ||
           core_text(s).rfind("Attempt to write ", 0) == 0))
        return core_text(s);
      return "Excessive output to fixed-size record";
    case io::IostatErrorInKeyword: return keyword_text(s);
    case io::IostatEndfileDirect:
      return "ENDFILE(UNIT=" + decimal(flang_unit(s.unit)) +
             ") on direct-access file";
    case io::IostatWriteToReadOnly: return "Attempted output to read-only file";
    case io::IostatReadFromWriteOnly:
      return "Attempted input from write-only file";
    case io::IostatBackspaceNonSequential:
      return "BACKSPACE(UNIT=" + decimal(flang_unit(s.unit)) +
             ") on direct-access file or unformatted stream";
    case io::IostatWriteAfterEndfile: return "WRITE after ENDFILE";
    case io::IostatInternalWriteOverrun:
      return "Internal write overran available records";
    case io::IostatFormattedIoOnUnformattedUnit:
      return "Formatted I/O on unformatted file";
    case io::IostatUnformattedIoOnFormattedUnit:
      return "Unformatted I/O on formatted file";
    case io::IostatListIoOnDirectAccessUnit:
      return "List-directed or NAMELIST I/O on direct-access file";
    case io::IostatGenericError:
      if (s.kind == CookieKind::kTransfer && core_named_bad_field(s))
        return core_text(s);
      if (s.kind == CookieKind::kTransfer && !is_write(s) &&
          status_of(s).code() == kErrReadValue &&
          core_text(s).rfind("Bad logical value while reading item", 0) == 0)
        return bad_logical_text(s);
      if (s.kind == CookieKind::kTransfer && !is_write(s) &&
          failed_item(s).type == ItemType::kInteger &&
          status_of(s).code() == kErrReadValue)
        return bad_integer_text(s);
      if (s.kind == CookieKind::kTransfer && s.namelist != nullptr)
        return namelist_text(s);
      if (s.kind == CookieKind::kOpen && s.has_recl && s.recl == 0)
        return "RECL= must be greater than zero";
      if (std::string text = access_specifier_refused(s, status_of(s).code());
          !text.empty())
        return text;
      if (s.kind == CookieKind::kTransfer && s.rare.has_rec && s.rare.rec < 1)
        return "REC=" + decimal(s.rare.rec) + " is invalid";
      if (s.kind == CookieKind::kTransfer && advance_on_direct_unit(s))
        return "Non-advancing I/O attempted on direct access file";
      if (s.kind == CookieKind::kTransfer && without_recl(s))
        return "RECL= was not specified";
      return core_text(s);
    case io::IostatErrorInFormat: return format_error_text(s);
    case io::IostatBadUnitNumber: return "Negative unit number is not allowed";
    case io::IostatIntegerInputOverflow:
      return "Decimal input overflows INTEGER(" + decimal(failed_item(s).kind) +
             ") variable";
    case io::IostatBadAsynchronous:
      return "READ/WRITE(ASYNCHRONOUS='YES') on unit without "
             "OPEN(ASYNCHRONOUS='YES')";
    case io::IostatTooManyAsyncOps:
      return "Too many asynchronous operations pending on unit";
    case io::IostatOpenAlreadyConnected: return already_connected_text(s);
    default: return core_text(s);
  }
}

void check_uncaught_slow(Statement& s) {
  const IoStatus& st = status_of(s);
  if (!st.failed() || s.has_iostat) return;
  // By flang's condition, which may be an end of file where the core
  // raised an error.
  const int iostat = flang_iostat(s);
  if (iostat == 0) return;
  switch (iostat) {
    case io::IostatEnd:
      if (s.has_end) return;
      break;
    case io::IostatEor:
      if (s.has_eor) return;
      break;
    default:
      if (s.has_err) return;
      break;
  }
  std::string text = "\nfatal Fortran runtime error";
  if (s.source_file != nullptr)
    text += std::string("(") + s.source_file + ":" + decimal(s.line) + ")";
  text += ": ";
  // An operating-system error names its errno on this path only.
  if (iostat > 0 && iostat < 1000)
    text += "I/O error (errno=" + decimal(iostat) + "): ";
  text += flang_message(s, iostat) + "\n";
  abort_after_message(text);
}

}  // namespace ftnio::flang
