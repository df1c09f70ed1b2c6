// SPDX-License-Identifier: MIT
// Format text -> FormatProgram, accepting and rejecting exactly what
// libgfortran 12's run-time format parser does (L1).
//
// libgfortran parses with a recursive descent over four states per list:
// "format item", "data descriptor", "between descriptors" and "optional
// comma".  The same states drive this parser, but the recursion over
// parenthesised groups is an explicit stack, so nesting depth is limited by
// memory only.  Quirks kept on purpose (each is visible to programs):
//   * a missing width of F/E/EN/ES/D/G drops the token that follows it
//     ("(f,i5)" is F with w=0 then I5; "(e)" ends "unexpectedly");
//   * "seen a data descriptor" for '*' is the enclosing list's flag, which
//     an earlier group of that list may already have set;
//   * counts wrap modulo 2**32; a count that wraps to -2 makes a group
//     unlimited.
// Deviations, only where libgfortran crashes or never terminates: tokens
// re-read for ever at the end of a truncated text ("(e", "(s") end with
// "Unexpected end of format string"; a Hollerith count that wraps negative
// is "Hollerith constant extends past the end of the format"; more than 64
// DT v-list values are accepted.
#include <vector>

#include "base/options.h"
#include "format/format.h"
#include "format/format_lexer.h"
#include "format/program_builder.h"

namespace ftnio {

using detail::FormatLexer;
using detail::Tok;

Notification notification(const ParseOptions& o, uint16_t std) {
  if (!o.pedantic) return Notification::kSilent;
  bool warn = (o.warn_std & std) != 0;
  if ((o.allow_std & std) != 0 && !warn) return Notification::kSilent;
  return warn ? Notification::kWarning : Notification::kError;
}

namespace detail {
namespace {

// Maps a descriptor token to its op.
EditKind op_of(Tok t) {
  switch (t) {
    case Tok::kI: return EditKind::kI;
    case Tok::kB: return EditKind::kB;
    case Tok::kO: return EditKind::kO;
    case Tok::kZ: return EditKind::kZ;
    case Tok::kF: return EditKind::kF;
    case Tok::kE: return EditKind::kE;
    case Tok::kEN: return EditKind::kEN;
    case Tok::kES: return EditKind::kES;
    case Tok::kD: return EditKind::kD;
    case Tok::kG: return EditKind::kG;
    case Tok::kL: return EditKind::kL;
    case Tok::kA: return EditKind::kA;
    case Tok::kDT: return EditKind::kDT;
    case Tok::kX: return EditKind::kX;
    case Tok::kT: return EditKind::kT;
    case Tok::kTL: return EditKind::kTL;
    case Tok::kTR: return EditKind::kTR;
    case Tok::kSlash: return EditKind::kSlash;
    case Tok::kColon: return EditKind::kColon;
    case Tok::kP: return EditKind::kP;
    case Tok::kDollar: return EditKind::kDollar;
    default: return EditKind::kLiteral;
  }
}

// The op of a mode edit and the mode it puts in force (FormatOp::w).
struct ModeEdit {
  EditKind kind;
  int32_t mode;
};
ModeEdit mode_edit_of(Tok t) {
  auto v = [](auto m) { return static_cast<int32_t>(m); };
  switch (t) {
    case Tok::kS: return {EditKind::kSign, v(SignMode::kProcessorDefined)};
    case Tok::kSS: return {EditKind::kSign, v(SignMode::kSuppress)};
    case Tok::kSP: return {EditKind::kSign, v(SignMode::kPlus)};
    case Tok::kBN: return {EditKind::kBlank, v(BlankMode::kNull)};
    case Tok::kBZ: return {EditKind::kBlank, v(BlankMode::kZero)};
    case Tok::kRU: return {EditKind::kRound, v(RoundMode::kUp)};
    case Tok::kRD: return {EditKind::kRound, v(RoundMode::kDown)};
    case Tok::kRZ: return {EditKind::kRound, v(RoundMode::kZero)};
    case Tok::kRN: return {EditKind::kRound, v(RoundMode::kNearest)};
    case Tok::kRC: return {EditKind::kRound, v(RoundMode::kCompatible)};
    case Tok::kRP: return {EditKind::kRound, v(RoundMode::kProcessorDefined)};
    case Tok::kDC: return {EditKind::kDecimal, v(DecimalMode::kComma)};
    default: return {EditKind::kDecimal, v(DecimalMode::kPoint)};  // DP
  }
}

bool is_real_desc(Tok t) {
  return t == Tok::kF || t == Tok::kE || t == Tok::kEN || t == Tok::kES ||
         t == Tok::kD || t == Tok::kG;
}

// Where the state machine goes next.
enum class State : uint8_t {
  kItem,           // read a token, then dispatch it
  kItem1,          // dispatch token t_
  kDataDesc,       // descriptor t_ with repeat_
  kBetween,        // after a descriptor
  kOptionalComma,  // after '/', ':', P or a string
  kFinished,       // list done (error_ or a right parenthesis)
  kDone,           // whole format done
};

class Parser {
 public:
  Parser(std::string_view text, const ParseOptions& o, ProgramBuilder& b)
      : lex_(text.data(), static_cast<int32_t>(text.size())),
        len_(static_cast<int32_t>(text.size())),
        opts_(o),
        b_(b),
        levels_(b.levels()),
        vlist_(b.vlist()) {
    levels_.clear();
  }

  void run();

 private:
  State item1();
  State repeated_item();
  State control_item();
  State data_desc();
  State real_desc();
  State int_desc();
  State dt_desc();
  State between();
  State optional_comma();
  State finished();
  State end_of_text();
  State p_descriptor();
  State open_group(int32_t repeat, bool star);
  bool exponent(int32_t i);
  bool notify(NoticeCode code, uint16_t std);

  FormatOp& emit(EditKind k, int32_t repeat) {
    return b_.emit(k, repeat, lex_.pos());
  }
  void emit_mode_edit() {
    ModeEdit m = mode_edit_of(t_);
    emit(m.kind, 1).w = m.mode;
  }
  FormatOp& op(int32_t i) { return b_.op(i); }
  // A zero width parses, and fails only when an input item reaches it
  // ("Input field width is zero"; A0 writes nothing): flang checks each
  // edit as it runs.  A rule of flang's widths, so missing_width_is_zero
  // (the other one) tells it: ParseOptions::rules() has no free bit.
  bool zero_width_runs() const { return opts_.missing_width_is_zero; }
  void fail(FormatErrorCode c) { error_ = c; }
  bool failed() const {
    return error_ != FormatErrorCode::kNone ||
           lex_.lex_error() != FormatErrorCode::kNone;
  }
  // libgfortran's "*seen_dd = true" of the current list.
  void mark_seen() {
    if (levels_.size() >= 2) levels_[levels_.size() - 2].seen = true;
  }

  FormatLexer lex_;
  int32_t len_;                      // length of the text
  const ParseOptions& opts_;         // options of this parse
  ProgramBuilder& b_;                // receives ops, strings and notices
  std::vector<ParseLevel>& levels_;  // open lists, outermost first
  FormatErrorCode error_ = FormatErrorCode::kNone;  // parser's error
  bool fatal_ = false;           // a kError notice stopped the parse
  Tok t_ = Tok::kNone;           // current token
  int32_t repeat_ = 1;           // repeat count for kDataDesc
  std::vector<int32_t>& vlist_;  // DT v-list being read
};

// Records a nonstandard feature; false when it is fatal (parse stops).
bool Parser::notify(NoticeCode code, uint16_t std) {
  Notification n = notification(opts_, std);
  if (n == Notification::kSilent) return true;
  b_.notice(Notice{code, n});
  if (n == Notification::kError) fatal_ = true;
  return n != Notification::kError;
}

void Parser::run() {
  if (lex_.lex() != Tok::kLparen) {
    fail(FormatErrorCode::kMissingLparen);
  } else {
    levels_.push_back(ParseLevel{-1, false, false});
    // A text that keeps re-reading its last token never ends in
    // libgfortran; every real op consumes a character, so cap the count.
    const int64_t max_ops = 2 * int64_t(len_) + 16;
    const int64_t max_steps = 16 * int64_t(len_) + 64;
    int64_t steps = 0;
    State s = State::kItem;
    while (s != State::kDone) {
      if (fatal_) break;
      if (b_.op_count() > max_ops || ++steps > max_steps) {
        fail(FormatErrorCode::kUnexpectedEnd);
        break;
      }
      switch (s) {
        case State::kItem:
          t_ = lex_.lex();
          s = item1();
          break;
        case State::kItem1: s = item1(); break;
        case State::kDataDesc: s = data_desc(); break;
        case State::kBetween: s = between(); break;
        case State::kOptionalComma: s = optional_comma(); break;
        case State::kFinished: s = finished(); break;
        case State::kDone: break;
      }
    }
  }
  FormatErrorCode code = error_;
  if (code == FormatErrorCode::kNone) code = lex_.lex_error();
  if (!fatal_ && code != FormatErrorCode::kNone)
    b_.set_error(FormatError{code, lex_.last_char(), lex_.pos()});
  b_.set_tail_caret(lex_.pos());
}

// The text ended where an item or a ')' was due: an error, or under
// unclosed_runs the end of every open list (each then sees the end
// again), the program marked so.
State Parser::end_of_text() {
  if (opts_.unclosed_runs) {
    b_.set_unclosed();
    return State::kFinished;
  }
  fail(FormatErrorCode::kUnexpectedEnd);
  return State::kFinished;
}

// A '(' was read: open a nested list (libgfortran recurses here).
State Parser::open_group(int32_t repeat, bool star) {
  emit(EditKind::kGroupBegin, repeat);
  levels_.push_back(ParseLevel{b_.op_count() - 1, false, star});
  return State::kItem;
}

// The list on top ended (at its ')' or with an error): back in its parent.
State Parser::finished() {
  if (failed()) return State::kDone;  // errors unwind every level
  ParseLevel child = levels_.back();
  levels_.pop_back();
  if (levels_.empty()) return State::kDone;  // the outermost ')'
  int32_t end = b_.op_count();
  FormatOp& e = emit(EditKind::kGroupEnd, 1);
  e.aux = static_cast<uint32_t>(child.begin);
  op(child.begin).aux = static_cast<uint32_t>(end);
  // libgfortran: *seen_dd = seen_data_desc, in the parent's frame.
  if (levels_.back().seen)
    mark_seen();
  else if (levels_.size() >= 2)
    levels_[levels_.size() - 2].seen = false;
  if (child.star && !levels_.back().seen) {
    fail(FormatErrorCode::kStarNeedsData);
    return State::kFinished;
  }
  return State::kBetween;
}

// Dispatches token t_ at the start of a format item.
State Parser::item1() {
  if (t_ == Tok::kComma && opts_.extra_commas) return State::kItem;
  switch (t_) {
    case Tok::kStar:
      if (lex_.lex() != Tok::kLparen) {
        fail(FormatErrorCode::kStarNeedsLparen);
        return State::kFinished;
      }
      return open_group(kUnlimitedRepeat, true);
    case Tok::kPosint: return repeated_item();
    case Tok::kLparen: return open_group(1, false);
    case Tok::kSignedInt:
    case Tok::kZero: {
      Tok next = lex_.lex();
      if (next == Tok::kX && t_ == Tok::kZero && opts_.zero_positions) {
        emit(EditKind::kX, 1).w = 0;  // 0X
        return State::kBetween;
      }
      if (next != Tok::kP) {
        fail(FormatErrorCode::kExpectedP);
        return State::kFinished;
      }
      return p_descriptor();
    }
    case Tok::kP: fail(FormatErrorCode::kPNeedsScale); return State::kFinished;
    case Tok::kX:  // X without count: an extension read as 1X
      emit(EditKind::kX, 1).w = 1;
      return State::kBetween;
    case Tok::kString: {
      FormatOp& o = emit(EditKind::kLiteral, 1);
      b_.set_quoted_text(o, lex_.string_begin(), lex_.value());
      return State::kOptionalComma;
    }
    case Tok::kRC:
    case Tok::kRD:
    case Tok::kRN:
    case Tok::kRP:
    case Tok::kRU:
    case Tok::kRZ:
    case Tok::kDC:
    case Tok::kDP:
    case Tok::kS:
    case Tok::kSS:
    case Tok::kSP:
    case Tok::kBN:
    case Tok::kBZ:
    case Tok::kColon:
    case Tok::kSlash:
    case Tok::kDollar:
    case Tok::kT:
    case Tok::kTL:
    case Tok::kTR: return control_item();
    case Tok::kI:
    case Tok::kB:
    case Tok::kO:
    case Tok::kZ:
    case Tok::kE:
    case Tok::kEN:
    case Tok::kES:
    case Tok::kD:
    case Tok::kDT:
    case Tok::kL:
    case Tok::kA:
    case Tok::kF:
    case Tok::kG:
      repeat_ = 1;
      mark_seen();
      return State::kDataDesc;
    case Tok::kH: {  // H without count: one character of text
      FormatOp& o = emit(EditKind::kLiteral, 1);
      if (lex_.remaining() < 1) {
        fail(FormatErrorCode::kBadHollerith);
        return State::kFinished;
      }
      b_.set_text(o, b_.raw(lex_.pos()), 1);
      lex_.skip_raw(1);
      return State::kBetween;
    }
    case Tok::kEnd: return end_of_text();
    case Tok::kBadString:
    case Tok::kRparen: return State::kFinished;
    default: fail(FormatErrorCode::kUnexpectedElement); return State::kFinished;
  }
}

// A count before '(', '/', X, P or a data edit descriptor.
State Parser::repeated_item() {
  repeat_ = lex_.value();
  Tok t = lex_.lex();
  switch (t) {
    case Tok::kLparen: return open_group(repeat_, false);
    case Tok::kSlash:
      emit(EditKind::kSlash, repeat_);
      return State::kOptionalComma;
    case Tok::kX:
      emit(EditKind::kX, 1).w = lex_.value();
      return State::kBetween;
    case Tok::kP: return p_descriptor();
    case Tok::kRparen:
      if (opts_.empty_format_reverts) return State::kFinished;
      [[fallthrough]];
    default: t_ = t; return State::kDataDesc;
  }
}

// Non-data edit descriptors without a count.
State Parser::control_item() {
  switch (t_) {
    case Tok::kRC:
    case Tok::kRD:
    case Tok::kRN:
    case Tok::kRP:
    case Tok::kRU:
    case Tok::kRZ:
      if (!notify(NoticeCode::kRound, kStdF2003)) return State::kDone;
      emit_mode_edit();
      return State::kBetween;
    case Tok::kDC:
    case Tok::kDP:
      if (!notify(NoticeCode::kDecimal, kStdF2003)) return State::kDone;
      [[fallthrough]];
    case Tok::kS:
    case Tok::kSS:
    case Tok::kSP:
    case Tok::kBN:
    case Tok::kBZ: emit_mode_edit(); return State::kBetween;
    case Tok::kColon:
    case Tok::kSlash: emit(op_of(t_), 1); return State::kOptionalComma;
    case Tok::kDollar:
      emit(EditKind::kDollar, 1);
      if (!notify(NoticeCode::kDollar, kStdGnu)) return State::kDone;
      return State::kBetween;
    case Tok::kT:
    case Tok::kTL:
    case Tok::kTR: {
      Tok kind = t_;
      Tok n = lex_.lex();
      if (n == Tok::kZero && opts_.zero_positions) {
        emit(op_of(kind), 1).w = kind == Tok::kT ? 1 : 0;
        return State::kBetween;
      }
      if (n != Tok::kPosint) {
        fail(FormatErrorCode::kPosintRequired);
        return State::kFinished;
      }
      emit(op_of(kind), 1).w = lex_.value();
      return State::kBetween;
    }
    default: fail(FormatErrorCode::kUnexpectedElement); return State::kFinished;
  }
}

// kP: the scale factor is the last number read.
State Parser::p_descriptor() {
  emit(EditKind::kP, 1).w = lex_.value();
  Tok t = lex_.lex();
  if (is_real_desc(t)) {  // "2PF8.3": the descriptor needs no comma
    t_ = t;
    repeat_ = 1;
    return State::kDataDesc;
  }
  if (t != Tok::kComma && t != Tok::kRparen && t != Tok::kSlash &&
      t != Tok::kPosint) {
    fail(FormatErrorCode::kCommaAfterP);
    return State::kFinished;
  }
  lex_.save(t);
  return State::kOptionalComma;
}

// What may follow a descriptor t_ (width, digits, ...).
State Parser::data_desc() {
  switch (t_) {
    case Tok::kL: {
      mark_seen();
      Tok t = lex_.lex();
      int32_t w = lex_.value();
      if (t != Tok::kPosint && t != Tok::kZero && opts_.reading &&
          opts_.missing_width_is_zero) {  // flang_free_field.h
        lex_.save(t);
        emit(EditKind::kL, repeat_).w = kDefaultWidth;
        return State::kBetween;
      }
      if (t == Tok::kZero && opts_.reading && zero_width_runs()) {
        emit(EditKind::kL, repeat_).w = 0;
        return State::kBetween;
      }
      if (t != Tok::kPosint) {
        if (t == Tok::kZero) {
          if (notification(opts_, kStdGnu) == Notification::kError) {
            fail(FormatErrorCode::kZeroWidthL);
            return State::kFinished;
          }
          notify(NoticeCode::kZeroWidthL, kStdGnu);
        } else {
          lex_.save(t);
          if (!notify(NoticeCode::kWidthL, kStdGnu)) return State::kDone;
        }
        w = 1;
      }
      emit(EditKind::kL, repeat_).w = w;
      return State::kBetween;
    }
    case Tok::kA: {
      mark_seen();
      Tok t = lex_.lex();
      if (t == Tok::kZero && zero_width_runs()) {
        emit(EditKind::kA, repeat_).w = 0;  // writes nothing
        return State::kBetween;
      }
      if (t == Tok::kZero) {
        fail(FormatErrorCode::kZeroWidth);
        return State::kFinished;
      }
      int32_t w = lex_.value();
      if (t != Tok::kPosint) {
        lex_.save(t);
        w = -1;
      }
      emit(EditKind::kA, repeat_).w = w;
      return State::kBetween;
    }
    case Tok::kD:
    case Tok::kE:
    case Tok::kF:
    case Tok::kG:
    case Tok::kEN:
    case Tok::kES: return real_desc();
    case Tok::kDT: return dt_desc();
    case Tok::kH: {  // nH: n characters of text follow
      if (repeat_ < 0 || repeat_ > lex_.remaining()) {
        fail(FormatErrorCode::kBadHollerith);
        return State::kFinished;
      }
      FormatOp& o = emit(EditKind::kLiteral, 1);
      b_.set_text(o, b_.raw(lex_.pos()), static_cast<size_t>(repeat_));
      lex_.skip_raw(repeat_);
      return State::kBetween;
    }
    case Tok::kI:
    case Tok::kB:
    case Tok::kO:
    case Tok::kZ: return int_desc();
    default: fail(FormatErrorCode::kUnexpectedElement); return State::kFinished;
  }
}

// Optional "Ee" after a real descriptor's digits (E was just read).
bool Parser::exponent(int32_t i) {
  Tok u = lex_.lex();
  if (u != Tok::kPosint) {
    if (u != Tok::kZero) {
      fail(FormatErrorCode::kExponentWidth);
      return false;
    }
    if (!notify(NoticeCode::kExponentZero, kStdF2018)) return false;
  }
  op(i).e = lex_.value();
  return true;
}

// F, E, EN, ES, D, G: [w[.d[Ee]]] with libgfortran's defaults.
State Parser::real_desc() {
  mark_seen();
  const Tok t = t_;
  emit(op_of(t), repeat_);
  const int32_t i = b_.op_count() - 1;
  Tok u = lex_.lex();
  if (u == Tok::kZero) {  // F0.d, G0[.d], E0.d ... (output only)
    uint16_t std = t == Tok::kF   ? kStdF95
                   : t == Tok::kG ? kStdF2008
                                  : kStdF2018;
    if (notification(opts_, std) == Notification::kError ||
        (opts_.reading && !zero_width_runs())) {
      fail(FormatErrorCode::kZeroWidth);
      return State::kFinished;
    }
    // flang tells an omitted d or e from a zero one (E0 is E0 with the
    // fewest digits, not E0.0).
    if (opts_.zero_width_digits_omitted) op(i).d = op(i).e = -1;
    u = lex_.lex();
    if (u != Tok::kPeriod) {
      lex_.save(u);
      return State::kBetween;
    }
    u = lex_.lex();
    if (u != Tok::kZero && u != Tok::kPosint) {
      fail(FormatErrorCode::kNonnegRequired);
      return State::kFinished;
    }
    op(i).d = lex_.value();
    if (t == Tok::kD) return State::kBetween;
    u = lex_.lex();
    if (u != Tok::kE)
      lex_.save(u);
    else if (!exponent(i))
      return State::kFinished;
    return State::kBetween;
  }
  if (u == Tok::kPosint) {
    op(i).w = lex_.value();
    u = lex_.lex();
    if (u != Tok::kPeriod) {
      // Only -std=legacy (and flang) reads a missing ".d" as ".0".
      if (!opts_.legacy() &&
          !(opts_.digits_default_zero && (t == Tok::kF || t == Tok::kG))) {
        fail(FormatErrorCode::kPeriodRequired);
        return State::kFinished;
      }
      lex_.save(u);
      op(i).e = -1;
      return State::kBetween;
    }
    u = lex_.lex();
    if (u != Tok::kZero && u != Tok::kPosint) {
      fail(FormatErrorCode::kNonnegRequired);
      return State::kFinished;
    }
    op(i).d = lex_.value();
    op(i).e = -1;
    if (t == Tok::kD || t == Tok::kF) return State::kBetween;
    u = lex_.lex();
    if (u != Tok::kE)
      lex_.save(u);
    else if (!exponent(i))
      return State::kFinished;
    return State::kBetween;
  }
  // No width.  DEC output picks a default width; flang's output takes it
  // as w = 0 with d and e omitted; otherwise libgfortran leaves w = d = e
  // = 0 and forgets the token it just read.
  if (opts_.missing_width_is_zero && !opts_.dec_ext) {
    op(i).w = opts_.reading ? kDefaultWidth : 0;  // flang_free_field.h
    op(i).d = op(i).e = -1;
    lex_.save(u);
    return State::kBetween;
  }
  if (!opts_.reading && opts_.dec_ext) {
    op(i).w = kDefaultWidth;
    op(i).e = -1;
    lex_.save(u);
  }
  return State::kBetween;
}

// I, B, O, Z: w[.m]; reading needs w > 0.  flang's runtime writes them
// without a width as with w = 0.
State Parser::int_desc() {
  mark_seen();
  emit(op_of(t_), repeat_);
  const int32_t i = b_.op_count() - 1;
  Tok t = lex_.lex();
  bool ok = opts_.reading && !zero_width_runs()
                ? t == Tok::kPosint
                : (t == Tok::kZero || t == Tok::kPosint);
  if (!ok) {
    if (opts_.dec_ext) {
      op(i).w = kDefaultWidth;
      op(i).d = -1;
      lex_.save(t);
      return State::kBetween;
    }
    if (opts_.missing_width_is_zero) {
      op(i).w = opts_.reading ? kDefaultWidth : 0;  // flang_free_field.h
      op(i).d = -1;
      lex_.save(t);
      return State::kBetween;
    }
    fail(opts_.reading ? FormatErrorCode::kPosintRequired
                       : FormatErrorCode::kNonnegRequired);
    return State::kFinished;
  }
  op(i).w = lex_.value();
  op(i).d = -1;
  t = lex_.lex();
  if (t != Tok::kPeriod) {
    lex_.save(t);
  } else {
    t = lex_.lex();
    if (t != Tok::kZero && t != Tok::kPosint) {
      fail(FormatErrorCode::kNonnegRequired);
      return State::kFinished;
    }
    op(i).d = lex_.value();
  }
  if (op(i).w != 0 && op(i).d > op(i).w) {
    fail(FormatErrorCode::kMinDigits);
    return State::kFinished;
  }
  return State::kBetween;
}

// DT['iotype'][(v-list)].
State Parser::dt_desc() {
  mark_seen();
  emit(EditKind::kDT, repeat_);
  const int32_t i = b_.op_count() - 1;
  Tok t = lex_.lex();
  if (t == Tok::kString) {
    b_.set_quoted_text(op(i), lex_.string_begin(), lex_.value());
    t = lex_.lex();
  }
  if (t != Tok::kLparen) {
    lex_.save(t);
    return State::kBetween;
  }
  vlist_.clear();
  for (;;) {
    if (lex_.lex() != Tok::kPosint) {
      fail(FormatErrorCode::kPosintRequired);
      return State::kFinished;
    }
    vlist_.push_back(lex_.value());
    t = lex_.lex();
    if (t == Tok::kComma) continue;
    if (t == Tok::kRparen) break;
    fail(FormatErrorCode::kUnexpectedElement);
    return State::kFinished;
  }
  b_.set_vlist(op(i), vlist_);
  return State::kBetween;
}

// After a descriptor: a comma, the end of the list, '/' or ':', or
// (a GNU extension) directly the next item.
State Parser::between() {
  Tok t = lex_.lex();
  switch (t) {
    case Tok::kComma: return State::kItem;
    case Tok::kRparen: return State::kFinished;
    case Tok::kSlash:
    case Tok::kColon: emit(op_of(t), 1); return State::kOptionalComma;
    case Tok::kEnd: return end_of_text();
    default: t_ = t; return State::kItem1;
  }
}

// After '/', ':', P or a character constant a comma is optional.
State Parser::optional_comma() {
  Tok t = lex_.lex();
  if (t == Tok::kComma) return State::kItem;
  if (t == Tok::kRparen) return State::kFinished;
  lex_.save(t);
  return State::kItem;
}

}  // namespace

// The parse itself, on the builder's scratch space.
void parse_into(std::string_view text, const ParseOptions& opts,
                ProgramBuilder& b) {
  Parser p(text, opts, b);
  p.run();
}

}  // namespace detail
}  // namespace ftnio
