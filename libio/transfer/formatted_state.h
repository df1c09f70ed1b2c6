// SPDX-License-Identifier: MIT
// The per-statement state of a formatted data transfer, shared by the
// WRITE and READ interpreters (L4).
#ifndef FTNIO_TRANSFER_FORMATTED_STATE_H
#define FTNIO_TRANSFER_FORMATTED_STATE_H

#include <string>
#include <string_view>

#include "base/copy_bytes.h"
#include "conv/edit_out.h"
#include "format/format.h"
#include "format/format_cursor.h"
#include "base/options.h"
#include "transfer/dt_state.h"
#include "transfer/statement_modes.h"
#include "transfer/write_tabs.h"

namespace ftnio {

struct FormattedState {
  explicit FormattedState(ProgramRef p)
      : program(std::move(p)), cursor(program.get()) {}
  // Ready to run the same program again in a new statement.
  // (The edit modes are set by formatted_acquire.)
  void restart() {
    cursor.restart();
    seen_dollar = paused = blank_zero = eof_pending = pass_marked = false;
    skip_met_eor = reverted_in_run = eor_after_revert = false;
    item_count = 0;
    eor_unpadded = -1;
    taken_at_record_start = 0;
    records_passed = 0;
    read_on = ReadOn::kOff;
  }
  ProgramRef program;             // the parsed format (shared, ref-counted)
  FormatCursor cursor;            // position in it
  conv::EditModes modes;          // P, S/SP/SS, RU.., DC/DP in force
  bool seen_dollar = false;       // '$': the statement ends without newline
  bool paused = false;            // the cursor stopped with no item waiting
  bool finishing_failed = false;  // formatted_write_finish_failed runs
  bool blank_zero = false;        // READ: BZ in force (else BN)
  bool eof_pending = false;       // READ started at the end of the file: END
                                  // once the first item passed the type checks
  bool skip_met_eor = false;      // READ: an X, TR or T met the end of the
                                  // external record; the fields after it read
                                  // as empty, PAD='NO' too (libgfortran)
  // READ: the run of control edits up to the current item's data edit
  // passed a format reversion, and a skip after it met EOR in a
  // non-advancing READ.  libgfortran runs the edits after a data edit in
  // that item's call, but a reversion only in the next item's, so this
  // item's edit still reads (an empty field) where the other EORs of
  // skips leave the item alone.
  bool reverted_in_run = false;
  bool eor_after_revert = false;
  bool text_field = false;     // READ: the field being taken is an A's
  bool wrapped_field = false;  // READ: it came after a skip past the end
                               // of a direct record (direct_field)
  int32_t item_count = 0;      // items transferred so far (for messages)
  int32_t eor_unpadded = -1;   // READ: a field cut short by the end of an
                               // external record under PAD='NO' raised
                               // EOR after taking that many chars, or -1
  int64_t taken_at_record_start = 0;  // READ: DtState::size_count when the
                                      // current record began ('/'
                                      // mid-statement): libgfortran's count of
                                      // the record's bytes starts over there
  int32_t records_passed = 0;         // READ: records a '/' or reversion left
                               // (the unit counts them at the statement's
                               // end; flang's messages number the record)
  const char* format_address = nullptr;  // where the statement's format was
  bool text_in_buffer = false;  // READ: the unit lets A fields be taken
                                // straight from the record buffer (set
                                // by formatted_read_start)
  // READ, flang: reading on past the record's end through the rest of an
  // array item (formatted_read.cpp, read_on_part): kOff outside an array
  // item, kArmed inside one, kOn once an element met the record's end.
  enum class ReadOn : uint8_t { kOff, kArmed, kOn };
  ReadOn read_on = ReadOn::kOff;
  // Where the last pass over an unlimited group without data edits left
  // the statement (run_until_data_slow): the next pass ending there too repeats
  // for ever.
  struct PassMark {
    size_t pos, active;              // in the record buffer
    int64_t records, index, column;  // records done, internal record
    WriteTabs tabs;                  // WRITE: the pending move
    bool operator==(const PassMark&) const = default;
  } pass_mark{};
  WriteTabs tabs;  // WRITE: libgfortran's counts of X, T, TL
  bool pass_marked = false;
  size_t format_len = 0;         // its length, the parse options' key and
  uint64_t options_key = 0;      // the program's copy of the text: kept
  const char* source = nullptr;  // here for runs() (one load less)
  // What `modes` were last set from by set_initial_modes (initial_modes_key),
  // or kModesChanged once anything else changed them (an edit: P, S, RU,
  // DC, ..., or a defined-I/O child's modes): a statement in a loop finds
  // them as it needs them and skips the set-up.
  static constexpr uint32_t kModesChanged = ~uint32_t{0};
  uint32_t modes_key = kModesChanged;
  void modes_changed() { modes_key = kModesChanged; }
  // READ of an external record: the record buffer's position where it
  // started (columns earlier READs took, under the policy
  // input_tabs_from_record_start).  Last: a field in the middle moved
  // the ones above onto other offsets and slowed every formatted WRITE
  // by a tenth (perf/run threads, same instruction count).
  size_t read_origin = 0;
  // The direct WRITE (formatted_write_direct.h): the op its next item
  // takes, and the runs of that op done.
  int32_t direct_op = 0;
  int32_t direct_rep = 0;

  // Whether this state runs the statement's format: same place, length,
  // parse options and bytes (a CHARACTER variable at the same address may
  // hold another format by now).
  bool runs(std::string_view format, uint64_t options) const {
    return format_address == format.data() && format_len == format.size() &&
           options_key == options &&
           same_bytes(source, format.data(), format.size());
  }
};

// Per-thread pool of FormattedStates (formatted_pool.cpp).  A released
// state keeps its program, so that a statement running the same format as
// a recent one (a READ or WRITE in a loop) skips the format lookup:
// take_warm_state() returns such a state, restarted, or null.
//
// The two states released last sit in slots of their own, reached inline:
// a statement in a loop takes back what it released, and of a loop body
// with two formatted statements (a header and a line, an I0 and an ES
// WRITE) each takes back the one it released a statement ago.  __thread
// rather than thread_local: a plain TLS word needs no initialisation
// wrapper call from other files.
namespace pool_slot {
extern __thread FormattedState* last_released;
extern __thread FormattedState* before_last;  // null while last_released is
extern __thread bool pool_alive;  // the pool exists and owns the slots
}  // namespace pool_slot
FormattedState* take_pooled_state(std::string_view format, uint64_t options);
// The slotted state running format, taken out of its slot, or null.
// (Always inline: the formatted lane's start, plain_lane_formatted.h,
// made it a call of its own.)
[[gnu::always_inline]] inline FormattedState* take_slotted_state(
    std::string_view format, uint64_t options) {
  using pool_slot::before_last;
  using pool_slot::last_released;
  FormattedState* f = last_released;
  if (f == nullptr) return nullptr;
  if (f->runs(format, options)) {
    last_released = before_last;
    before_last = nullptr;
    return f;
  }
  f = before_last;
  if (f == nullptr || !f->runs(format, options)) return nullptr;
  before_last = nullptr;
  return f;
}
inline FormattedState* take_warm_state(std::string_view format,
                                       uint64_t options) {
  if (FormattedState* f = take_slotted_state(format, options)) {
    f->restart();
    return f;
  }
  return take_pooled_state(format, options);
}
// A state for program, looked up with the text at format_address.
FormattedState* make_state(ProgramRef program, const char* format_address);
void return_pooled_state(FormattedState* f);
inline void return_state(FormattedState* f) {
  using pool_slot::before_last;
  using pool_slot::last_released;
  if (before_last == nullptr && pool_slot::pool_alive) {
    before_last = last_released;
    last_released = f;
    return;
  }
  return_pooled_state(f);
}
// Gives the statement's format state back to the pool (end of every
// formatted statement, failed or not).
inline void formatted_release(DtState& st) {
  if (st.form != TransferForm::kFormatted || st.fmt == nullptr) return;
  return_state(st.fmt);
  st.fmt = nullptr;
}

// A field cut short under PAD='NO' raised EOR on a sequential unit.
// Inline: every READ's done call asks (note_left_in_record).
inline bool eor_unpadded(const DtState& st) {
  return formatted_part(st) != nullptr && st.fmt->eor_unpadded >= 0 &&
         !direct_records(st);
}

// The edit modes a formatted statement starts with: the connection's (or
// the statement's) SIGN=, ROUND= and DECIMAL=, and the options.  S and RP
// lead back to the connection's SIGN= and ROUND= only under
// GFORTRAN_OPTIONAL_PLUS: SIGN='PLUS' followed by an S edit prints no '+'.
//
// What they depend on that may change between two statements of one
// state, as one word: the unit's SIGN=, ROUND= and DECIMAL= and
// -fno-sign-zero.  GFORTRAN_OPTIONAL_PLUS is read once per process, and
// the policy's two bits are the front door's, whose formats_as_flang is
// part of the state's parse key (FormattedState::runs): a state never
// serves another door's statements (each constant sets all or none of
// these bits; check_runtime_policy.cpp).  The policy bits in the key cost
// 15 instructions a WRITE.
inline uint32_t initial_modes_key(const ConnectionModes& c) {
  return static_cast<uint32_t>(c.round) | static_cast<uint32_t>(c.sign) << 8 |
         static_cast<uint32_t>(c.decimal) << 16 |
         static_cast<uint32_t>(compile_options().sign_zero != 0) << 24;
}
// (From the connection's modes c: the direct internal WRITE has no unit,
// and an internal unit's are the defaults: internal_lane.cpp.)
inline void set_initial_modes(const DtState& st, const ConnectionModes& c,
                              FormattedState& f) {
  // The state of a statement in a loop (the same format, taken back from
  // its slot) holds them already unless an edit changed them: about 20
  // instructions fewer a WRITE (issue 16).
  const uint32_t key = initial_modes_key(c);
  if (f.modes_key == key) return;
  f.modes_key = key;
  // (field by field, stored in place, as set_initial_read_modes: an
  // EditModes built whole is copied by loads that wait for its stores)
  conv::EditModes& m = f.modes;
  const bool flang = st.policy.flang_real_output;
  m.scale = 0;
  m.round = c.round;
  m.sign = c.sign;
  m.decimal_comma = c.decimal == DecimalMode::kComma;
  m.sign_zero = compile_options().sign_zero != 0;
  m.optional_plus = env_options().optional_plus;
  m.short_infinity = m.wide_exponent = m.quiet_fp_flags = flang;
  m.g_exact_choice = m.flang_small_fixed = flang;
  m.boz_zero_whole = st.policy.item_bytes_as_flang;
}
inline void set_initial_modes(const DtState& st, FormattedState& f) {
  set_initial_modes(st, st.unit->modes(), f);
}

// How the statement's format parses: the compile options, the direction,
// -fdec and the front door's policy.  Inline: every formatted statement
// derives its options.
inline ParseOptions parse_options_of(const DtState& st, bool reading,
                                     bool dec_ext) {
  ParseOptions o = ParseOptions::from(compile_options(), reading, dec_ext);
  o.zero_width_digits_omitted = st.policy.formats_as_flang;
  o.missing_width_is_zero = st.policy.formats_as_flang;
  o.revert_into_bare_group = st.policy.formats_as_flang;
  o.zero_positions = st.policy.formats_as_flang;
  o.extra_commas = st.policy.formats_as_flang;
  o.unclosed_runs = st.policy.formats_as_flang;
  o.digits_default_zero = st.policy.formats_as_flang;
  o.empty_format_reverts = st.policy.formats_as_flang;
  return o;
}

// parse_options_of(st, reading, dec_ext).key(), computed in registers,
// from the front door's policy (a constant there: its rules fold).
inline uint64_t parse_key_of(const RuntimePolicy& policy, bool reading,
                             bool dec_ext) {
  const CompileOptions& c = compile_options();
  return ParseOptions::key_of(
      reading, dec_ext, c.pedantic != 0,
      policy.formats_as_flang ? ParseOptions::kAllRules : 0,
      static_cast<uint16_t>(c.warn_std), static_cast<uint16_t>(c.allow_std));
}
inline uint64_t parse_key_of(const DtState& st, bool reading, bool dec_ext) {
  return parse_key_of(st.policy, reading, dec_ext);
}

// Prints the program's -pedantic notices (formatted_statement.cpp).
void print_notices(DtState& st, const FormatProgram& program);

// Looks the format up (parsing it on a miss) and gives the statement a
// pooled FormattedState; false after raising the format error.  The
// usual case inline: the statement runs the format it released last; the
// rest out of line (hot/cold rule: perf/README.md).
bool formatted_acquire_slow(DtState& st, std::string_view format, bool dec_ext,
                            bool reading);
// The usual case of both acquisitions: the slotted state running the
// statement's format, restarted and given to the statement, or null.
[[gnu::always_inline]] inline FormattedState* take_statement_state(
    DtState& st, std::string_view format, bool dec_ext, bool reading) {
  FormattedState* f =
      take_slotted_state(format, parse_key_of(st, reading, dec_ext));
  if (f == nullptr) return nullptr;
  f->restart();
  // Internal files repeat a format's -pedantic notices.
  if (internal_file(st) && f->program->notice_count() > 0) [[unlikely]]
    print_notices(st, *f->program);
  st.fmt = f;
  return f;
}
// Always inline, into its one caller (formatted_write_start), as
// formatted_acquire_read: a call of its own saved and restored six
// registers around a path of about 90 instructions (issue 16).
[[gnu::always_inline]] inline bool formatted_acquire(DtState& st,
                                                     std::string_view format,
                                                     bool dec_ext,
                                                     bool reading) {
  FormattedState* f = take_statement_state(st, format, dec_ext, reading);
  if (f == nullptr) return formatted_acquire_slow(st, format, dec_ext, reading);
  set_initial_modes(st, *f);
  return true;
}

// The edit modes a formatted READ starts with.  Input reads only the
// scale factor, ROUND= and DECIMAL= (formatted_read.cpp, in_modes); the
// sign and output settings keep their defaults: a READ's state never
// runs a WRITE (its parse key says reading).  Building all of them, as
// set_initial_modes does, cost every READ about 35 instructions.
//
// What they depend on, as one word (FormattedState::modes_key), as for a
// WRITE: the unit's ROUND= and DECIMAL=.  Bit 30 marks a READ's key,
// which no WRITE's key (initial_modes_key) nor kModesChanged equals: a
// READ in a loop finds its modes set (an edit that changed them, P, RU,
// DC ..., said so) and skips the stores, about 15 instructions a READ.
inline uint32_t initial_read_modes_key(const ConnectionModes& c) {
  return uint32_t{1} << 30 | static_cast<uint32_t>(c.round) |
         static_cast<uint32_t>(c.decimal) << 16;
}
inline void set_initial_read_modes(const DtState& st, FormattedState& f) {
  // (field by field, stored in place: an EditModes built on the stack,
  // even a constant one, is copied by overlapping loads that wait for its
  // stores)
  const Unit& u = *st.unit;
  const uint32_t key = initial_read_modes_key(u.modes());
  if (f.modes_key == key) return;
  f.modes_key = key;
  conv::EditModes& m = f.modes;
  m.scale = 0;
  m.round = u.modes().round;
  m.sign = SignMode::kProcessorDefined;
  m.decimal_comma = u.modes().decimal == DecimalMode::kComma;
  m.sign_zero = true;
  m.optional_plus = m.short_infinity = m.wide_exponent = false;
  m.quiet_fp_flags = m.g_exact_choice = m.flang_small_fixed = false;
}

// formatted_acquire for a READ statement, inline into its one caller
// (formatted_read_start): no call, and the READ's own modes.
[[gnu::always_inline]] inline bool formatted_acquire_read(
    DtState& st, std::string_view format, bool dec_ext) {
  FormattedState* f = take_statement_state(st, format, dec_ext, true);
  if (f == nullptr) return formatted_acquire_slow(st, format, dec_ext, true);
  set_initial_read_modes(st, *f);
  return true;
}

// Executes the changeable-mode edits shared by READ and WRITE (kP, RU..RP,
// DC, DP); false when op is none of them.
bool apply_mode_edit(FormattedState& f, const FormatOp& op);

// Runs the format until a data edit for the waiting item (have_item) or
// until it pauses or ends, handing every other edit to control.  Returns
// the data edit, or null.  The usual steps inline, the rest (control
// edits, reversion, errors) out of line (hot/cold rule: perf/README.md).
using ControlEdit = void (*)(DtState& st, const FormatOp& op);
const FormatOp* run_until_data_slow(DtState& st, bool have_item,
                                    ControlEdit control);
[[gnu::always_inline]] inline const FormatOp* run_until_data(
    DtState& st, bool have_item, ControlEdit control) {
  // The usual steps inline: a data edit for the item; without an item,
  // the pause at a statement's first data edit and its quiet end.
  if (!st.status.failed()) {
    FormatCursor& c = st.fmt->cursor;
    if (have_item) {
      if (const FormatOp* op = c.next_data_edit()) return op;
    } else if (c.pauses_at_data_edit() || c.ends_quietly()) {
      st.fmt->paused = true;
      return nullptr;
    }
  }
  return run_until_data_slow(st, have_item, control);
}

// libgfortran's type checks of a data edit against its item: "Expected
// REAL for item 2 in formatted transfer, got INTEGER" (and "numeric type")
// with the caret under the descriptor; false after raising.
bool require_item_type(DtState& st, const FormatOp& op, ItemType want,
                       ItemType got);
bool require_numeric_item(DtState& st, const FormatOp& op, ItemType got);
// B, O and Z: any numeric item with GNU extensions allowed, only INTEGER
// when the -std has neither them nor F2008's BOZ editing of reals.
bool radix_type_ok(DtState& st, const FormatOp& op, ItemType type);

// flang's runtime (flang_edit_checks.cpp): whether its formatted READ
// takes edit k for an item of the type, and its text for an edit that
// does not suit the item.
bool flang_read_edit_allowed(EditKind k, ItemType type);
std::string flang_mismatch_text(EditKind k, ItemType got, bool reading);
// The same for flang's internal edits of list-directed input ('r' and 'z'
// for the parts of a parenthesized pair, list_read.cpp flang_pair).
std::string flang_mismatch_text(char letter, ItemType got, bool reading);
// flang's text refusing the scale factor of an E, D (or G's E form) output
// edit with d digits, empty when it takes it: kP outside -d < k < d+2
// ("Scale factor (kP) -2 cannot be less than -d (-1)", which the front
// door reports as IOSTAT 1031), or d = 0 without one ("Output edit
// descriptor Ew.d must have d>0", G excepted).
std::string flang_scale_text(EditKind k, int scale, int d);
// What follows the characters of a formatted input field that the core
// took short of its width, as flang's L edit meets it: the comma that
// ended it (flang's L goes on into it), the blanks that pad an external
// record's end (characters there, not skipped), or an internal record's
// trailing blanks (skipped, but after a '.').
// A REAL field that did not convert, in flang's words when it tells
// where its scan stopped: "Bad real input data at column 7 of record 1",
// the field starting at 0-based column `start` of record `record`; or,
// for a word like Inf or NaN that is neither, "Trailing characters after
// real input data at column C", C the column after the field (0-based
// `after`, a comma that ended it included).
// Whether flang's scan refuses a REAL field whose value is a word (Inf,
// NaN) that the core converts: a character after the word and its blanks
// that is no ',' under DECIMAL='POINT' ("Inf;").
bool flang_real_word_refused(const DtState& st, std::string_view field);
bool flang_real_field_error(DtState& st, std::string_view field, int64_t start,
                            int64_t after, int64_t record);

// Where flang's B, O or Z input leaves the position in a field it
// converted: after the last significant digit (its second pass over the
// digits stops there; under BZ a blank is one), not at the field's end;
// past leading blanks and zeros when there is none.
size_t flang_radix_field_stop(const DtState& st, std::string_view field);

// The 1-based number of the record a READ is in, as flang's messages
// count records: of the internal file, of the direct-access file (the
// REC= record), or of the external file's records since it was opened
// (or since POS= left a record), with the records a format's '/' passed
// in this statement (formatted_read.cpp).
int64_t flang_record_number(const DtState& st);

// Whether flang's scan of a formatted input field runs to the field's end
// (and so meets the end of a record that cut the field short) rather than
// stopping at a bad character first; an L field (logical: an L edit or a
// LOGICAL item) stops after its T or F.  k is I for a G field on an
// INTEGER item, else the edit.
bool flang_scan_reaches_end(const DtState& st, EditKind k, bool logical,
                            std::string_view field);

enum class FieldTail : uint8_t { kNone, kComma, kPadBlank, kTrailingBlanks };

// A formatted input field that did not convert, in flang's words
// (flang_field_errors.cpp): an L field (logical), or a B, O or Z one of
// an item of `bytes` bytes, its first `record_chars` characters the
// record's (the rest PAD='YES' blanks, flang_field_text).  False when
// flang's text is not known here (the caller raises the core's).
bool flang_field_error(DtState& st, EditKind k, bool logical,
                       std::string_view field, FieldTail tail, size_t bytes,
                       size_t record_chars = std::string_view::npos);

// -fdec: the width of an integer edit written without one (libgfortran's
// default_width_for_integer, after the Oracle compiler).
inline int dec_default_int_width(int kind) {
  switch (kind) {
    case 1:
    case 2: return 7;
    case 4: return 12;
    case 8: return 23;
    case 16: return 44;
    default: return 0;
  }
}

// Raises IOSTAT 5006 with text as the message.
void raise_format_error(DtState& st, const std::string& text);

}  // namespace ftnio

#endif  // FTNIO_TRANSFER_FORMATTED_STATE_H
