// SPDX-License-Identifier: MIT
// Walks a FormatProgram during one data-transfer statement: repeat counts,
// groups, unlimited groups, reversion and the ':' rule (L1).
//
// It returns what libgfortran's next_format() would, in the same order,
// and does its pushback of a data edit that has no item.  The transfer
// layer's loop for one item looks like libgfortran's formatted transfer:
//
//   for (;;) {
//     const FormatOp* op = cur.next(items_left > 0);
//     if (!op) {                     // statement pauses or ends here
//       if (cur.stop() == FormatCursor::Stop::kError) raise(cur.error());
//       return;                      // kNeedItem: wait for the next item
//     }
//     switch (op->kind) {            // data edits consume one item
//       case EditKind::kRevert: next_record(); break;
//       case EditKind::kColon: break;  // items remain: nothing to do
//       ...
//     }
//   }
//
// Reversion (F2018 13.4 p8): when the format is exhausted and a data edit
// was met since the start or the previous reversion, control goes back to
// the last top-level group (its repeat count included), else to the start.
// With an item waiting next() then returns the kRevert op: the record ends
// as if by '/', except that libgfortran does not clear pending X/T skips
// first (it returns a ':' node and advances the record at the top of its
// next loop iteration).  Without an item it stops (kColon) and returns
// kRevert at the next call that has an item.
#ifndef FTNIO_FORMAT_FORMAT_CURSOR_H
#define FTNIO_FORMAT_FORMAT_CURSOR_H

#include <cstdint>

#include "format/format.h"

namespace ftnio {

class FormatCursor {
 public:
  // Why next() returned null.
  enum class Stop : uint8_t {
    kNone,       // next() returned an op
    kNeedItem,   // a data edit needs an item; it is returned next time
    kColon,      // ':' (or reversion) with no item left: statement done
    kFormatEnd,  // format exhausted with no item left and no reversion
    kError,      // error(): no data edit for the waiting item, ...
  };

  // program must outlive the cursor (hold its ProgramRef) and be ok().
  explicit FormatCursor(const FormatProgram* program);
  ~FormatCursor();
  FormatCursor(const FormatCursor&) = delete;
  FormatCursor& operator=(const FormatCursor&) = delete;

  // The next op to execute, or null (see stop()).  have_item: a data item
  // (or the second half of a COMPLEX one) is waiting.  A data edit is only
  // returned when have_item; it then counts as used.  After kError every
  // call returns null.
  const FormatOp* next(bool have_item) {
    if (have_item) {
      if (const FormatOp* f = next_data_edit()) return f;
    }
    return next_slow(have_item);
  }
  // next() without its inline shortcuts (next_data_edit,
  // pauses_at_data_edit, ends_quietly): what they must agree with.  Out
  // of line, the cold half of next() (hot/cold rule: perf/README.md).
  const FormatOp* next_slow(bool have_item);

  // next(true) when the op to run is a data edit (pushed back, or the next
  // one in the program), the usual case, inline; else null, and nothing
  // changed: next() must then be called.
  const FormatOp* next_data_edit() {
    if (stop_ == Stop::kError || revert_pending_) return nullptr;
    const FormatOp* f = pending_;
    if (f != nullptr) {
      if (!is_data_edit(f->kind)) return nullptr;
      pending_ = nullptr;
      return took_data_edit(f);
    }
    f = take_next_data_leaf();
    return f != nullptr ? took_data_edit(f) : nullptr;
  }

  // Gives back the data edit f that next_data_edit() or next() just
  // returned: the next call returns it again (flang's intrinsic edit for
  // an item with defined I/O, which its components take instead).
  void push_back_data_edit(const FormatOp* f) { pending_ = f; }

  // next(false) when the op to run is a data edit (a statement's start,
  // usually): pushes it back and returns true; else false, and nothing
  // changed.
  bool pauses_at_data_edit() {
    if (stop_ == Stop::kError) return false;
    const FormatOp* f = pending_;
    if (f == nullptr) {
      f = take_next_data_leaf();
      if (f == nullptr) return false;
      pending_ = f;
    } else if (!is_data_edit(f->kind)) {
      return false;
    }
    took_data_edit(f);
    have_item_ = false;
    stop_ = Stop::kNeedItem;
    return true;
  }

  // Whether next(false) would run nothing and stop at a reversion: the
  // format ran out right after a data edit (a statement's end, usually),
  // and reversion would find an op at once.
  bool ends_quietly() const {
    if (stop_ == Stop::kError || pending_ != nullptr || revert_pending_ ||
        pc_ < count_ || !reversion_ok_)
      return false;
    return reversion_finds_op_;
  }

  // Back to the state of a new cursor over the same program, for the next
  // statement that runs it (keeps the frame storage).  Inline: every
  // formatted statement in a loop restarts its cursor.
  void restart() {
    pc_ = 0;
    leaf_done_ = 0;
    pending_ = nullptr;
    reversion_ok_ = false;
    revert_pending_ = false;
    stop_ = Stop::kNone;
    error_ = FormatError{};
    reversions_ = 0;
    idle_ops_ = 0;
    endless_idle_ = false;
    idle_pass_ended_ = false;
    depth_ = 0;
    // The constructor could not allocate frames for this program.
    if (frames_missing_) fail_for_memory();
  }

  // Whether format control completed a pass over an unlimited group that
  // holds no data edit since the last call (and clears the flag).  Such a
  // group, entered with an item waiting, never ends unless its passes lead
  // to an error: the caller, which knows where each pass left the record,
  // calls fail_endless() once a pass changed nothing (libgfortran loops
  // for ever there; fuzz_format met *(3('G',T..,'G',$,:,'...'))).
  bool take_idle_pass() {
    if (!idle_pass_ended_) return false;  // no store on the usual path
    idle_pass_ended_ = false;
    return true;
  }
  // Stops with kEndless: what next() reports after kMaxIdleOps.
  void fail_endless();

  Stop stop() const { return stop_; }
  // The error behind Stop::kError: kInsufficient (no caret lines),
  // kReversionExhausted, or ftnio's kEndless.
  const FormatError& error() const { return error_; }

  // libgfortran's caret column for an error raised against op at run time
  // (type mismatch, "Constant string in input format", ...).
  int32_t caret(const FormatOp& op) const {
    return reversion_ok_ ? op.caret : program_->tail_caret();
  }
  // The op just run ("n/") is not run again: its remaining repetitions
  // would change nothing (a '/' at the end of a scalar internal file).
  void skip_repeats() {
    if (leaf_done_ == 0) return;
    leaf_done_ = 0;
    ++pc_;
  }
  // Number of reversions so far.
  int32_t reversions() const { return reversions_; }

 private:
  struct Frame {
    int32_t begin;  // index of the group's kGroupBegin
    int32_t done;   // completed passes over the group
  };
  // One run of the op at pc_ when it is a data edit that runs (what
  // advance() does for it), else null and nothing changed.
  const FormatOp* take_next_data_leaf() {
    if (pc_ >= count_) return nullptr;
    const FormatOp* f = &ops_[pc_];
    if (!is_data_edit(f->kind) || f->repeat <= 0) return nullptr;
    if (++leaf_done_ >= f->repeat) {
      leaf_done_ = 0;
      ++pc_;
    }
    return f;
  }
  const FormatOp* took_data_edit(const FormatOp* f) {
    stop_ = Stop::kNone;
    have_item_ = true;
    reversion_ok_ = true;
    idle_ops_ = 0;
    return f;
  }
  const FormatOp* advance();
  int32_t never_run_end(int32_t i) const;
  bool holds_only(int32_t begin, bool colon_runs, bool moves) const;
  // A group of mode edits only (and colons that do not stop it): one pass
  // stands for any number of passes.
  bool idle_group(int32_t begin, bool colon_runs) const {
    return holds_only(begin, colon_runs, false);
  }
  // A group of mode and position edits only: an unlimited such group
  // never reaches a data edit and never transfers a character; libgfortran
  // spins in it for ever, and ftnio's answer (kEndless) is the one it
  // gave after kMaxIdleOps, given at once.
  bool only_moves(int32_t begin, bool colon_runs) const {
    return holds_only(begin, colon_runs, true);
  }
  const FormatOp* fail(FormatErrorCode code, int32_t offset);
  void fail_for_memory();  // out of line: restart() is inline
  void push(int32_t begin);

  const FormatProgram* program_;       // the program being run
  const FormatOp* ops_;                // program_->ops()
  int32_t count_;                      // program_->op_count()
  int32_t pc_ = 0;                     // index of the next op to visit
  int32_t leaf_done_ = 0;              // times ops_[pc_] (a non-group op) ran
  const FormatOp* pending_ = nullptr;  // pushed-back data edit
  bool reversion_ok_ = false;          // libgfortran's fmt->reversion_ok
  bool revert_pending_ = false;        // reverted; record not yet advanced
  Stop stop_ = Stop::kNone;            // see stop()
  FormatError error_;                  // see error()
  int32_t reversions_ = 0;             // see reversions()
  int64_t idle_ops_ = 0;               // ops since the last data edit (endless)
  bool have_item_ = false;             // the current next() call has an item
  bool endless_idle_ = false;     // entered *(...) of idle ops with items left
  bool idle_pass_ended_ = false;  // see take_idle_pass
  int32_t depth_ = 0;             // open groups in frames_
  int32_t capacity_;              // size of frames_
  // Facts of the program, kept here so that the inline shortcuts need not
  // load them through program_ at every statement:
  bool frames_missing_ = false;      // frames_ could not be allocated
  bool reversion_finds_op_ = false;  // the op reversion restarts at is
                                     // neither a group's begin nor end and runs
                                     // (and the format is not unclosed)
  Frame* frames_;                    // inline_ or a heap array for deep formats
  Frame inline_[16];                 // frames for the usual nesting depths
};

}  // namespace ftnio

#endif  // FTNIO_FORMAT_FORMAT_CURSOR_H
