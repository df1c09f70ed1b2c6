// SPDX-License-Identifier: MIT
// Walks a FormatProgram during one data-transfer statement (L1).
#include "format/format_cursor.h"

#include <cstdlib>

namespace ftnio {

namespace {

// What next() returns when reversion must end the record.
constexpr FormatOp kRevertOp{EditKind::kRevert, 0, 0, 1, 0, 0, 0, 0, 0};

// Non-data ops returned in a row, in a program with an unlimited group that
// has no data edit, before the cursor gives up (libgfortran loops for ever;
// an internal unit fills its record long before this).  The cases known
// to loop are found at once (idle_group, only_moves, run_until_data_slow's
// passes that change nothing); this bounds the rest: 4 million edits, a tenth
// of a second (2**26 took one second, and over ten under fuzz_format's
// instrumentation, its time limit), and at most 8 MB of output on an
// external unit where libgfortran writes for ever.
constexpr int64_t kMaxIdleOps = int64_t(1) << 22;

}  // namespace

FormatCursor::FormatCursor(const FormatProgram* program)
    : program_(program),
      ops_(program->ops()),
      count_(program->op_count()),
      capacity_(16),
      frames_(inline_) {
  const int32_t depth = program->max_depth();
  if (depth > capacity_) {
    auto* heap = static_cast<Frame*>(
        std::malloc(sizeof(Frame) * static_cast<size_t>(depth)));
    if (heap != nullptr) {
      frames_ = heap;
      capacity_ = depth;
    } else {
      frames_missing_ = true;
      fail(FormatErrorCode::kNoMemory, 0);
    }
  }
  if (count_ > 0) {
    const FormatOp& r = ops_[program->revert_index()];
    // (An unclosed format fails at its end: never quietly.)
    reversion_finds_op_ = r.kind != EditKind::kGroupBegin &&
                          r.kind != EditKind::kGroupEnd && r.repeat > 0 &&
                          !program->unclosed();
  }
}

void FormatCursor::fail_for_memory() { fail(FormatErrorCode::kNoMemory, 0); }

FormatCursor::~FormatCursor() {
  if (frames_ != inline_) std::free(frames_);
}

const FormatOp* FormatCursor::fail(FormatErrorCode code, int32_t offset) {
  stop_ = Stop::kError;
  error_ = FormatError{code, 0, offset};
  return nullptr;
}

void FormatCursor::fail_endless() {
  fail(FormatErrorCode::kEndless, program_->tail_caret());
}

void FormatCursor::push(int32_t begin) { frames_[depth_++] = Frame{begin, 0}; }

namespace {

// Ops that set the same mode on every pass ($, P, S, BN, RU, DC, ...), and
// group bounds.
bool idle_group_op(EditKind k) {
  switch (k) {
    case EditKind::kDollar:
    case EditKind::kP:
    case EditKind::kSign:
    case EditKind::kBlank:
    case EditKind::kRound:
    case EditKind::kDecimal:
    case EditKind::kGroupBegin:
    case EditKind::kGroupEnd: return true;
    default: return false;
  }
}

}  // namespace

// The last index of ops_[i] when advance() always skips it (a leaf or
// group whose repeat count is zero or wrapped, an empty group), else -1.
// Such an op does nothing on any pass: fuzz_format's *(RZ,1112222222222A)
// spun through 2**26 passes before it failed as endless.
int32_t FormatCursor::never_run_end(int32_t i) const {
  const FormatOp& op = ops_[i];
  if (op.kind == EditKind::kGroupEnd) return -1;
  if (op.kind != EditKind::kGroupBegin) return op.repeat <= 0 ? i : -1;
  const bool runs = op.repeat > 0 || op.repeat == kUnlimitedRepeat;
  return !runs || (op.flags & kOpFlagEmpty) != 0 ? static_cast<int32_t>(op.aux)
                                                 : -1;
}

// Whether the group starting at ops_[begin] holds nothing but ops that
// set the same mode on every pass, colons when they do not stop the
// format (colon_runs: an item is waiting), with moves also position edits
// (X, TR, TL, T) and empty character constants of a WRITE, and groups of
// those; ops that never run do not count.  See idle_group and only_moves.
bool FormatCursor::holds_only(int32_t begin, bool colon_runs,
                              bool moves) const {
  const int32_t end = static_cast<int32_t>(ops_[begin].aux);
  for (int32_t i = begin + 1; i < end; ++i) {
    if (int32_t last = never_run_end(i); last >= 0) {
      i = last;
      continue;
    }
    switch (ops_[i].kind) {
      case EditKind::kX:
      case EditKind::kTR:
      case EditKind::kTL:
      case EditKind::kT:
        if (!moves) return false;
        break;
      case EditKind::kColon:
        if (!colon_runs) return false;
        break;
      case EditKind::kLiteral:  // '' writes nothing (and fails a READ)
        if (!moves || ops_[i].w != 0 || program_->options().reading)
          return false;
        break;
      default:
        if (!idle_group_op(ops_[i].kind)) return false;
    }
  }
  return true;
}

// The next non-group op in format order (libgfortran's next_format0 on the
// outermost list), or null once the top-level list is exhausted; the
// following call starts again from the beginning.
const FormatOp* FormatCursor::advance() {
  for (;;) {
    if (pc_ >= count_) {
      pc_ = 0;
      leaf_done_ = 0;
      return nullptr;
    }
    const FormatOp& op = ops_[pc_];
    if (op.kind == EditKind::kGroupBegin) {
      const bool runs = op.repeat > 0 || op.repeat == kUnlimitedRepeat;
      if (!runs || (op.flags & kOpFlagEmpty) != 0 || depth_ >= capacity_) {
        // Nothing inside can run: skipping is what libgfortran's output
        // amounts to (it spins for ever on an empty unlimited group).
        pc_ = static_cast<int32_t>(op.aux) + 1;
        continue;
      }
      push(pc_);
      // An idle group (see idle_group) needs one pass, however often it
      // repeats: 2000000000(:) costs nothing (libgfortran spins through
      // every repetition; found by fuzzing).
      if (op.repeat != 1 && idle_group(pc_, have_item_)) {
        if (op.repeat == kUnlimitedRepeat)
          endless_idle_ = true;
        else
          frames_[depth_ - 1].done = op.repeat - 1;
      } else if (op.repeat == kUnlimitedRepeat && only_moves(pc_, have_item_)) {
        endless_idle_ = true;
      }
      ++pc_;
      continue;
    }
    if (op.kind == EditKind::kGroupEnd) {
      if (depth_ == 0) {  // a bare group reversion entered (flang)
        pc_ = 0;
        leaf_done_ = 0;
        return nullptr;
      }
      Frame& f = frames_[depth_ - 1];
      const FormatOp& b = ops_[f.begin];
      ++f.done;
      if (b.repeat == kUnlimitedRepeat && (b.flags & kOpFlagNoDataInside)) {
        idle_pass_ended_ = true;  // see take_idle_pass
        // Entered with no item waiting, a colon did not stop the group
        // at entry; with one waiting now, it never will.
        if (have_item_ && only_moves(f.begin, true)) endless_idle_ = true;
      }
      if (b.repeat == kUnlimitedRepeat || f.done < b.repeat) {
        pc_ = f.begin + 1;
      } else {
        --depth_;
        ++pc_;
      }
      continue;
    }
    if (op.repeat <= 0) {  // a wrapped count: libgfortran never runs it
      ++pc_;
      continue;
    }
    if (++leaf_done_ >= op.repeat) {
      leaf_done_ = 0;
      ++pc_;
    }
    return &op;
  }
}

const FormatOp* FormatCursor::next_slow(bool have_item) {
  if (stop_ == Stop::kError) return nullptr;
  // A format that ran to its end without a data edit, an item now
  // waiting: flang reverts there (the record ends), where libgfortran
  // runs it again from its start.
  if (stop_ == Stop::kFormatEnd && have_item && reversions_ == 0 &&
      program_->options().empty_format_reverts) {
    ++reversions_;
    pc_ = program_->revert_index();
    depth_ = 0;
    leaf_done_ = 0;
    stop_ = Stop::kNone;
    have_item_ = true;
    return &kRevertOp;
  }
  stop_ = Stop::kNone;
  have_item_ = have_item;
  if (revert_pending_ && have_item) {
    revert_pending_ = false;
    return &kRevertOp;
  }
  const FormatOp* f = pending_;
  pending_ = nullptr;
  if (f == nullptr) {
    f = advance();
    if (f == nullptr) {
      if (program_->unclosed())  // its ')' would be due here
        return fail(FormatErrorCode::kMissingRparen, 0);
      if (!reversion_ok_) {  // no data edit since the (re)start
        if (have_item) return fail(FormatErrorCode::kInsufficient, 0);
        stop_ = Stop::kFormatEnd;
        return nullptr;
      }
      reversion_ok_ = false;
      ++reversions_;
      pc_ = program_->revert_index();
      depth_ = 0;
      leaf_done_ = 0;
      f = advance();
      if (f == nullptr)
        return fail(FormatErrorCode::kReversionExhausted,
                    program_->tail_caret());
      pending_ = f;
      if (!have_item) {  // libgfortran's ':' node at reversion
        revert_pending_ = true;
        stop_ = Stop::kColon;
        return nullptr;
      }
      return &kRevertOp;
    }
  }
  if (is_data_edit(f->kind)) {
    reversion_ok_ = true;
    idle_ops_ = 0;
    if (!have_item) {
      pending_ = f;
      stop_ = Stop::kNeedItem;
      return nullptr;
    }
    return f;
  }
  if (f->kind == EditKind::kColon && !have_item) {
    stop_ = Stop::kColon;
    return nullptr;
  }
  // An unlimited group that can never reach a data edit: the same error
  // as after kMaxIdleOps, without spinning first (fuzz_format: *($$)).
  if (endless_idle_ ||
      (program_->has_endless_group() && ++idle_ops_ > kMaxIdleOps))
    return fail(FormatErrorCode::kEndless, program_->tail_caret());
  return f;
}

}  // namespace ftnio
