// SPDX-License-Identifier: MIT
// Parsed Fortran formats: a flat, immutable program of edit operations built
// once per distinct format text and run by the transfer layer (L1).
//
// The parser accepts exactly what libgfortran 12 accepts at run time
// (io/format.c), including its quirks: optional commas, blanks ignored
// outside character constants, -std=legacy / -fdec relaxations, wrapped
// 32-bit counts, and the same error message and caret position.  (There is
// no Q descriptor at run time: "(q)" is "Unexpected element 'Q'".)  Fields of
// FormatOp carry the values libgfortran's format nodes would hold, so the
// edit routines can follow libgfortran's write.c / read.c rules unchanged.
//
// Layout of a program (one heap block, see FormatProgram):
//
//   [header][op 0]...[op n-1][notices][pool: literals, iotypes, v-lists]
//   [copy of the format text]
//
// Groups are bracketed by kGroupBegin/kGroupEnd ops that point at each
// other; the outermost parentheses of the format have no ops (the top-level
// list is ops [0, n)).  FormatCursor (format_cursor.h) walks a program.
#ifndef FTNIO_FORMAT_FORMAT_H
#define FTNIO_FORMAT_FORMAT_H

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "base/edit_kind.h"
#include "base/edit_modes.h"
#include "base/options.h"

namespace ftnio {

// repeat of a group written *( ... ) (libgfortran's marker value; a count
// that wraps to this value behaves the same way, as in libgfortran).
constexpr int32_t kUnlimitedRepeat = -2;
// w of a descriptor whose width was omitted under -fdec (flag bit 27):
// libgfortran's DEFAULT_WIDTH; the edit routine picks the DEC default.
// (Under flang's rules, an input edit's: ParseOptions::missing_width_is_zero.)
constexpr int32_t kDefaultWidth = -1;

// One edit operation, 28 bytes.  Meaning of w/d/e by kind (values exactly
// as in libgfortran's fnode, including its defaults):
//   kI kB kO kZ     w >= 0 or kDefaultWidth; d = m, -1 when absent
//   kF kE .. kG     w (0: zero width, kDefaultWidth: DEC), d, e (-1 absent;
//                   the zero-width forms leave d/e at 0 when omitted)
//   kL              w (1 when omitted)         kA  w (-1 when omitted)
//   kDT             text() = iotype after "DT" (may be empty; w = its
//                   length), d = number of v-list values, e = pool
//                   offset of the int32 v-list (vlist())
//   kLiteral        text() = the characters to write (quotes undoubled;
//                   w = their number)
//   kX kT kTL kTR   w = n                      kP  w = k
//   kSign kBlank kRound kDecimal  w = the mode (base/edit_modes.h) the
//                   edit puts in force, so no later layer translates it
//   kSlash          repeat = number of records ended (nn/)
//   kGroupBegin     repeat (kUnlimitedRepeat for *), partner = end index
//   kGroupEnd       partner = begin index
struct FormatOp {
  EditKind kind;      // what to do
  uint8_t flags;      // kOpFlag* bits
  uint16_t reserved;  // zero
  int32_t repeat;     // times the op runs in a row; <= 0: never
  int32_t w;          // width / count / scale factor, see above
  int32_t d;          // digits (d or m) / v-list count
  int32_t e;          // exponent digits / v-list pool offset
  uint32_t aux;       // text pool offset, or partner op index
  int32_t caret;      // 1-based caret column for run-time errors
                      // reported against this op (libgfortran's
                      // offset once a data edit has been seen)
};
static_assert(sizeof(FormatOp) == 28, "FormatOp must stay small");

// kOpFlag bits of FormatOp::flags.
constexpr uint8_t kOpFlagNoDataInside = 1;  // group: no data edit descendant
constexpr uint8_t kOpFlagEmpty = 2;         // group: no op descendant at all

// Compile-time and statement facts that change how a format parses.  They
// are part of the cache key.
struct ParseOptions {
  bool reading = false;   // READ statement: zero widths are errors
  bool dec_ext = false;   // dt flag bit 27 (-fdec): default widths
  bool pedantic = false;  // compile_options.pedantic
  // From the front door's policy (transfer/runtime_policy.h), for output.
  // E0, G0 ... without ".d": d and e stay omitted (-1), the fewest digits
  // (flang); libgfortran reads them as zero.
  bool zero_width_digits_omitted = false;
  // An output edit without a width is w = 0, the minimal field, and an
  // input one (I, B, O, Z, L, F, E ... G) w = kDefaultWidth, the field its
  // characters end (flang, transfer/flang_free_field.h).
  bool missing_width_is_zero = false;
  // Reversion to a top-level group written right after a parenthesis
  // (no repeat count, comma or blank before its '(') restarts inside the
  // group, whose ')' then ends the format (flang).
  bool revert_into_bare_group = false;
  // T0, TL0, TR0 and 0X are accepted: T0 is T1, the others move nowhere
  // (flang); libgfortran requires a positive count.
  bool zero_positions = false;
  // A comma where an item would start, "(,I5)" or "(I5,,I3)", is skipped
  // (flang); libgfortran's "Unexpected element ','".
  bool extra_commas = false;
  // A format whose closing ')' is missing runs up to its end, where it
  // then fails with kMissingRparen (flang parses as it runs); libgfortran
  // refuses it before the statement transfers anything.
  bool unclosed_runs = false;
  // Fw without ".d" is Fw.0 (flang), as under -std=legacy; libgfortran's
  // "Period required in format".  So is Gw (F2008 allows it): Iw, Lw and
  // Aw on integer, logical and character items, as flang writes them.
  // (flang's Ew without ".d", and its Fw and Gw of a REAL, follow no rule
  // found: not imitated.)
  bool digits_default_zero = false;
  // Formats without data edits as flang runs them: a count before ')'
  // is ignored ("(3)"), and a format that meets its end with an item
  // waiting and no data edit since the statement began reverts (the
  // record ends) before it fails with kInsufficient; libgfortran refuses
  // "(3)" and fails without reverting.
  bool empty_format_reverts = false;
  uint16_t warn_std = 0x44;    // GFC_STD bits that warn (0: -std=legacy)
  uint16_t allow_std = 0x1ff;  // GFC_STD bits allowed

  // -std=legacy: a missing ".d" after F/E/D/G width is read as ".0".
  bool legacy() const { return warn_std == 0; }
  // The other runtime's rules, one bit each (key_of's `rules`).
  uint8_t rules() const {
    return uint8_t(zero_width_digits_omitted | missing_width_is_zero << 1 |
                   revert_into_bare_group << 2 | zero_positions << 3 |
                   extra_commas << 4 | unclosed_runs << 5 |
                   digits_default_zero << 6 | empty_format_reverts << 7);
  }
  static constexpr uint8_t kAllRules = 0xff;
  // Packed form for hashing / comparison (all fields).
  uint64_t key() const {
    return key_of(reading, dec_ext, pedantic, rules(), warn_std, allow_std);
  }
  // key() from the values themselves, for the statement's lookup
  // (parse_key_of), which so never stores the fields to load them back:
  // built in memory byte by byte and read as one word, the options cost
  // a store-forwarding stall in every formatted statement.
  static constexpr uint64_t key_of(bool reading, bool dec_ext, bool pedantic,
                                   uint8_t rules, uint16_t warn_std,
                                   uint16_t allow_std) {
    return uint64_t(reading) | uint64_t(dec_ext) << 1 |
           uint64_t(pedantic) << 2 | uint64_t(rules) << 3 |
           uint64_t(warn_std) << 8 | uint64_t(allow_std) << 24;
  }
  // Inline: every formatted statement derives its options.
  // zero_width_digits_omitted and missing_width_is_zero are set by the
  // caller, from the statement's policy.
  static ParseOptions from(const CompileOptions& c, bool reading,
                           bool dec_ext) {
    ParseOptions o;
    o.reading = reading;
    o.dec_ext = dec_ext;
    o.pedantic = c.pedantic != 0;
    o.warn_std = static_cast<uint16_t>(c.warn_std);
    o.allow_std = static_cast<uint16_t>(c.allow_std);
    return o;
  }
};

// GFC_STD bits: kStd* in base/options.h.

// libgfortran's notification_std(): what a nonstandard feature provokes.
enum class Notification : uint8_t { kSilent, kWarning, kError };
Notification notification(const ParseOptions& o, uint16_t std);

// Every error a format can produce.  Texts: format_error_message().
enum class FormatErrorCode : uint8_t {
  kNone,
  kPosintRequired,      // Positive integer required in format
  kPeriodRequired,      // Period required in format
  kNonnegRequired,      // Nonnegative width required in format
  kUnexpectedElement,   // Unexpected element '%c' in format
  kUnexpectedEnd,       // Unexpected end of format string
  kBadString,           // Unterminated character constant in format
  kBadHollerith,        // Hollerith constant extends past the end ...
  kReversionExhausted,  // Exhausted data descriptors in format (run time)
  kZeroWidth,           // Zero width in format descriptor
  kStarNeedsLparen,     // Left parenthesis required after '*'
  kStarNeedsData,       // '*' requires at least one associated data ...
  kExpectedP,           // Expected P edit descriptor in format
  kCommaAfterP,         // Comma required after P descriptor
  kPNeedsScale,         // P descriptor requires leading scale factor
  kZeroWidthL,          // Extension: Zero width after L descriptor
  kExponentWidth,       // Positive exponent width required in format ...
  kMinDigits,           // Minimum digits exceeds field width
  kMissingLparen,       // Missing initial left parenthesis in format
  kInsufficient,        // Insufficient data descriptors in format after
                        // reversion (run time, no caret lines)
  kTooLong,             // ftnio: format longer than 2**31-2 characters
  kEndless,             // ftnio: *( ) group without data edit never ends
  kNoMemory,            // ftnio: memory allocation failed
  kMissingRparen,       // FORMAT missing at least one ')' (flang, run
                        // time: ParseOptions::unclosed_runs; no caret)
};

// A format error: libgfortran reports it with IOSTAT 5006 (LIBERROR_FORMAT).
struct FormatError {
  FormatErrorCode code = FormatErrorCode::kNone;  // kNone: no error
  char element = 0;    // kUnexpectedElement: the (upper-cased) char
  int32_t offset = 0;  // 1-based caret column (libgfortran offset)
};

// The message line of an error (no caret lines), e.g. "Period required in
// format"; kUnexpectedElement gets its character substituted.
std::string format_error_message(const FormatError& err);

// libgfortran's full text for IOMSG and "Fortran runtime error: ...":
// message, '\n', the first min(80, format.size()) bytes of the format,
// '\n', offset-1 blanks and '^' (kInsufficient: the message alone).  Like
// libgfortran the result ends at the first NUL byte.
std::string format_error_text(const FormatError& err, std::string_view format);
// The same display for an error found while running a format (e.g.
// "Expected INTEGER for item 1 in formatted transfer, got REAL"), offset
// from FormatCursor::caret().
std::string format_error_text(std::string_view message, int32_t offset,
                              std::string_view format);

// A nonstandard feature met while parsing (libgfortran's notify_std):
// silent unless compiled with -pedantic.  kWarning prints "Fortran runtime
// warning: <text>"; kError prints "Fortran runtime error: <text>" and exits
// with status 2 (it is not an IOSTAT condition).
enum class NoticeCode : uint8_t {
  kRound,         // F2003: "Fortran 2003: Round descriptor not allowed"
  kDecimal,       // F2003: "Fortran 2003: DC or DP descriptor not allowed"
  kDollar,        // GNU:   "Extension: $ descriptor"
  kZeroWidthL,    // GNU:   "Zero width after L descriptor"
  kWidthL,        // GNU:   "Positive width required with L descriptor"
  kExponentZero,  // F2018: "Positive exponent width required"
};
struct Notice {
  NoticeCode code;     // which feature
  Notification level;  // kWarning or kError (silent ones omitted)
};
const char* notice_text(NoticeCode code);

// A parsed format.  Immutable after parse_format(); shared between threads
// through ProgramRef.  Allocated as one block with its ops and pools.
class FormatProgram {
 public:
  // Ops of the top-level list (the outer parentheses have no op).
  const FormatOp* ops() const { return ops_; }
  int32_t op_count() const { return op_count_; }
  // Index where format reversion restarts: the kGroupBegin of the last
  // group at top level, else 0 (F2018 13.4 p8); under the option
  // revert_into_bare_group the op after a bare group's kGroupBegin (the
  // cursor then ends the format at the group's kGroupEnd).
  int32_t revert_index() const { return revert_index_; }
  // libgfortran's caret for errors raised at run time before any data edit
  // was met, or by reversion: format length minus the characters left
  // after the final right parenthesis.
  int32_t tail_caret() const { return tail_caret_; }
  // True when an unlimited group holds no data edit descriptor: such a
  // format loops forever in libgfortran once the group is reached.
  bool has_endless_group() const { return endless_; }
  // Deepest nesting of groups (0: no group).
  int32_t max_depth() const { return max_depth_; }
  // The text ended before its closing ')' (ParseOptions::unclosed_runs):
  // the cursor fails where it reaches the end.
  bool unclosed() const { return unclosed_; }
  // The program is a list of fields only: A and I edits (Iw, Iw.m, I0,
  // I0.m with w and m at most kMaxFieldsOnlyWidth), without groups or any
  // other edit.  Such a format writes each field right after the last
  // and nothing after the last item, which lets a formatted WRITE put
  // its fields straight into place (transfer/formatted_write_direct.h).
  // Decided once, when the text is parsed: a statement that cannot take
  // that path pays one test for it.
  bool fields_only() const { return fields_only_; }
  static constexpr int32_t kMaxFieldsOnlyWidth = 128;

  const FormatError& error() const { return error_; }
  bool ok() const { return error_.code == FormatErrorCode::kNone && !fatal(); }
  // Notices in parse order.  If the last one is kError the parse stopped
  // there (libgfortran exits at that point): the program must not run.
  const Notice* notices() const { return notices_; }
  int32_t notice_count() const { return notice_count_; }
  bool fatal() const {
    return notice_count_ > 0 &&
           notices_[notice_count_ - 1].level == Notification::kError;
  }

  // The exact format text this program was parsed from, and its options.
  std::string_view source() const { return {source_, source_len_}; }
  const ParseOptions& options() const { return options_; }
  // kLiteral: the characters; kDT: the iotype text after "DT".
  std::string_view text(const FormatOp& op) const {
    return {pool_ + op.aux, size_t(uint32_t(op.w))};
  }
  // kDT: the v-list values (d of them).
  const int32_t* vlist(const FormatOp& op) const {
    return reinterpret_cast<const int32_t*>(pool_ + op.e);
  }
  // Bytes of the whole block (for the cache's memory budget).
  size_t bytes() const { return bytes_; }
  uint64_t hash() const { return hash_; }

  // Reference counting, used by ProgramRef.
  void retain() const { refs_.fetch_add(1, std::memory_order_relaxed); }
  void release() const;

 private:
  friend class ProgramBuilder;
  FormatProgram() = default;
  ~FormatProgram() = default;

  mutable std::atomic<int32_t> refs_{1};  // owners; < 0: static, immortal
  int32_t op_count_ = 0;                  // number of ops
  int32_t revert_index_ = 0;              // see revert_index()
  int32_t tail_caret_ = 0;                // see tail_caret()
  int32_t notice_count_ = 0;              // entries in notices_
  int32_t max_depth_ = 0;                 // see max_depth()
  bool endless_ = false;                  // see has_endless_group()
  bool unclosed_ = false;                 // see unclosed()
  bool fields_only_ = false;              // see fields_only()
  FormatError error_;                     // parse error, code kNone if none
  ParseOptions options_;                  // options the text was parsed with
  uint64_t hash_ = 0;                // hash of (source, options), cache key
  size_t bytes_ = 0;                 // size of the whole block
  size_t source_len_ = 0;            // length of source_
  const FormatOp* ops_ = nullptr;    // op_count_ ops, inside this block
  const Notice* notices_ = nullptr;  // notice_count_ entries, inside block
  const char* pool_ = nullptr;       // literal / iotype / v-list bytes
  const char* source_ = nullptr;     // copy of the format text
};

// An owning handle to a FormatProgram (intrusive reference count).
class ProgramRef {
 public:
  ProgramRef() = default;
  explicit ProgramRef(const FormatProgram* p) : p_(p) {}  // adopts one ref
  ProgramRef(const ProgramRef& o) : p_(o.p_) {
    if (p_) p_->retain();
  }
  ProgramRef(ProgramRef&& o) noexcept : p_(o.p_) { o.p_ = nullptr; }
  ProgramRef& operator=(ProgramRef o) noexcept {
    const FormatProgram* t = p_;
    p_ = o.p_;
    o.p_ = t;
    return *this;
  }
  ~ProgramRef() {
    if (p_) p_->release();
  }
  const FormatProgram* get() const { return p_; }
  const FormatProgram* operator->() const { return p_; }
  const FormatProgram& operator*() const { return *p_; }
  explicit operator bool() const { return p_ != nullptr; }

 private:
  const FormatProgram* p_ = nullptr;  // owned reference, or null
};

// Parses a format text; never fails to return a program (errors are in
// program->error(); memory exhaustion gives a static kNoMemory program).
// One heap allocation per call once the per-thread scratch has grown.
ProgramRef parse_format(std::string_view text, const ParseOptions& opts);

// The hash parse_format stores in FormatProgram::hash() (cache key).
uint64_t format_hash(std::string_view text, const ParseOptions& opts);

}  // namespace ftnio

#endif  // FTNIO_FORMAT_FORMAT_H
