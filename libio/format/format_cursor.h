// SPDX-License-Identifier: MIT
// Walks a FormatProgram during one data-transfer statement: repeat counts,
// groups, unlimited groups, reversion and the ':' rule (format layer).
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
//       case OpKind::kRevert: next_record(); break;
//       case OpKind::kColon: break;  // items remain: nothing to do
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
  const FormatOp* next(bool have_item);

  // Back to the state of a new cursor over the same program, for the next
  // statement that runs it (keeps the frame storage).
  void restart();

  // True when every op of the program is a data edit that runs (no group,
  // no control edit): running such a format without an item can only
  // stop at a data edit, so a statement's end has nothing to execute.
  bool data_only() const { return data_only_; }

  // next(false) at the start of a data_only() program, inline: the first
  // op waits for its item (Stop::kNeedItem).  False, changing nothing,
  // anywhere else.
  bool start_data_only() {
    if (!data_only_ || pc_ != 0 || leaf_done_ != 0 || pending_ != nullptr ||
        revert_pending_ || stop_ == Stop::kError)
      return false;
    const FormatOp& op = ops_[0];
    if (++leaf_done_ >= op.repeat) {
      leaf_done_ = 0;
      ++pc_;
    }
    pending_ = &op;
    stop_ = Stop::kNeedItem;
    have_item_ = false;
    reversion_ok_ = true;
    idle_ops_ = 0;
    return true;
  }

  // next(true) when a data edit is pending (the usual first item), inline;
  // null, changing nothing, in every other state.
  const FormatOp* take_pending_data() {
    const FormatOp* f = pending_;
    if (f == nullptr || revert_pending_ || stop_ == Stop::kError ||
        !is_data_edit(f->kind))
      return nullptr;
    pending_ = nullptr;
    stop_ = Stop::kNone;
    have_item_ = true;
    reversion_ok_ = true;
    idle_ops_ = 0;
    return f;
  }

  Stop stop() const { return stop_; }
  // The error behind Stop::kError: kInsufficient (no caret lines),
  // kReversionExhausted, or ftnio's kEndless.
  const FormatError& error() const { return error_; }

  // libgfortran's caret column for an error raised against op at run time
  // (type mismatch, "Constant string in input format", ...).
  int32_t caret(const FormatOp& op) const {
    return reversion_ok_ ? op.caret : program_->tail_caret();
  }
  // True once a data edit was met since the start or the last reversion.
  bool reversion_ok() const { return reversion_ok_; }
  // Number of reversions so far.
  int32_t reversions() const { return reversions_; }

 private:
  struct Frame {
    int32_t begin;             // index of the group's kGroupBegin
    int32_t done;              // completed passes over the group
  };
  const FormatOp* advance();
  bool idle_group(int32_t begin) const;
  const FormatOp* fail(FormatErrorCode code, int32_t offset);
  void push(int32_t begin);

  const FormatProgram* program_;  // the program being run
  const FormatOp* ops_;        // program_->ops()
  int32_t count_;              // program_->op_count()
  int32_t pc_ = 0;             // index of the next op to visit
  int32_t leaf_done_ = 0;      // times ops_[pc_] (a non-group op) ran
  const FormatOp* pending_ = nullptr;  // pushed-back data edit
  bool reversion_ok_ = false;  // libgfortran's fmt->reversion_ok
  bool revert_pending_ = false;  // reverted; record not yet advanced
  Stop stop_ = Stop::kNone;    // see stop()
  FormatError error_;          // see error()
  int32_t reversions_ = 0;     // see reversions()
  int64_t idle_ops_ = 0;       // ops since the last data edit (endless)
  bool have_item_ = false;     // the current next() call has an item
  bool endless_idle_ = false;  // entered *(...) of idle ops with items left
  bool data_only_ = false;     // see data_only()
  int32_t depth_ = 0;          // open groups in frames_
  int32_t capacity_;           // size of frames_
  Frame* frames_;              // inline_ or a heap array for deep formats
  Frame inline_[16];           // frames for the usual nesting depths
};

}  // namespace ftnio

#endif  // FTNIO_FORMAT_FORMAT_CURSOR_H
