// SPDX-License-Identifier: MIT
// The per-statement condition latch: IOSTAT, IOMSG, ERR/END/EOR (L0).
//
// Every statement owns one IoStatus.  The ABI layer fills its target from
// the compiler's parameter block; lower layers call raise() and never look
// at the block.  The rules are the Fortran standard's (F2018 12.11) as
// libgfortran applies them (docs/abi.md §7.1): the first error wins, END/EOR
// may be replaced by a later error, a condition is "handled" when a matching
// label or IOSTAT= is present, and an unhandled one terminates the program
// with libgfortran's message and exit status 2.
#ifndef FTNIO_BASE_IO_ERROR_H
#define FTNIO_BASE_IO_ERROR_H

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>

namespace ftnio {

// A condition kept for delivery by a later statement: an asynchronous
// transfer's condition is reported by WAIT (F2018 12.7.1).
struct CapturedCondition {
  int code = 0;         // IOSTAT code (kErrOs: see os_errno)
  int os_errno = 0;     // errno of an operating-system error
  std::string message;  // the IOMSG text
};

// What the statement returns to compiled code in flags bits 0-1.
enum class Outcome : uint8_t { kOk = 0, kError = 1, kEnd = 2, kEor = 3 };

// Where a condition is delivered; copied from the parameter block.
// Packed to 40 bytes: the statement state that holds it must fit the
// compiler's 256-byte private area (abi/dt_access.h).
struct ErrorTarget {
  int32_t* iostat = nullptr;          // IOSTAT= variable, or null
  char* iomsg = nullptr;              // IOMSG= buffer (blank padded), or null
  const char* source_file = nullptr;  // program source path, for the locus
  // Non-null: conditions are recorded here and count as handled (the
  // worker of an asynchronous unit runs statements with this target).
  CapturedCondition* capture = nullptr;
  int32_t line = 0;  // source line of the statement
  static constexpr uint32_t kIomsgMax = (1u << 24) - 1;
  // The labels given as bits (bit 0 ERR=, 1 END=, 2 EOR=).
  static constexpr uint32_t kErrLabel = 1, kEndLabel = 2, kEorLabel = 4;

  // Length of iomsg in characters; a buffer over 16 Mi characters has
  // only its first kIomsgMax blank-padded (the message is far shorter).
  uint32_t iomsg_len() const { return word_ & kIomsgMax; }
  bool has_err() const { return (word_ >> 24 & kErrLabel) != 0; }
  bool has_end() const { return (word_ >> 24 & kEndLabel) != 0; }
  bool has_eor() const { return (word_ >> 24 & kEorLabel) != 0; }

  // Sets the length (at most kIomsgMax) and the labels: one word, set in
  // one store, as a front door fills them at every statement with
  // IOSTAT= (one by one they cost ~17 instructions there:
  // perf/pattern_scan unf_read_1item).
  void set_iomsg_len_and_labels(uint32_t len, uint32_t labels) {
    word_ = len | labels << 24;
  }
  void set_iomsg_len(uint32_t len) { word_ = (word_ & ~kIomsgMax) | len; }

 private:
  uint32_t word_ = 0;  // bits 0-23 iomsg_len, 24-26 the labels
};
static_assert(sizeof(ErrorTarget) == 40);

// The text printed before an unhandled error terminates the program.
struct FatalReport {
  const char* source_file;  // null: no locus line
  int32_t line;             // source line
  int32_t unit;             // statement's unit, <= 0: no unit part
  const char* unit_file;    // file connected to unit, or null
  const char* message;      // full message (may contain newlines)
};

// Prints a FatalReport and ends the process; installed by the unit layer,
// which owns stderr and the exit-time flush.
using FatalHandler = void (*)(const FatalReport&);
void set_fatal_handler(FatalHandler handler);

class IoStatus {
 public:
  void init(const ErrorTarget& target, Outcome prior) {
    target_ = target;
    begin(prior);
  }

  // A data transfer statement's state is filled in place: its starter
  // fills target_to_fill(), then start_transfer calls begin().  (Copying
  // a target just built field by field stalled every statement on store
  // forwarding.)
  ErrorTarget& target_to_fill() { return target_; }
  void begin(Outcome prior) {
    outcome_ = prior;
    code_ = 0;
    unit_ = 0;
    unit_file_ = nullptr;
  }

  // Records a condition.  Returns normally when the statement must unwind
  // and return to the program (condition handled); never returns when the
  // program must terminate.  msg null means the generic text of the code,
  // for kErrOs the text of os_errno, which is stored in IOSTAT.
  void raise(int code, const char* msg, int os_errno = 0);

  // An operating-system error err (an errno value): IOSTAT = err, the
  // message is its text, os_error_text (libgfortran's LIBERROR_OS).
  void raise_errno(int err);

  // Locus information used if the program terminates.
  void set_unit(int32_t unit, const char* unit_file) {
    unit_ = unit;
    unit_file_ = unit_file;
  }

  Outcome outcome() const { return outcome_; }
  // The code of the condition in force (kErrOs for OS errors), 0 if none.
  int code() const { return code_; }
  const ErrorTarget& target() const { return target_; }
  int32_t unit() const { return unit_; }
  const char* unit_file() const { return unit_file_; }
  bool ok() const { return outcome_ == Outcome::kOk; }
  // True once an error, END or EOR was raised: later transfers do nothing.
  bool failed() const { return outcome_ != Outcome::kOk; }

 private:
  ErrorTarget target_;     // delivery points of the statement
  Outcome outcome_;        // what compiled code will branch on
  int16_t code_;           // see code(); fits the padding, and
                           // every code is within -2 .. 5999
  int32_t unit_;           // unit for the locus line, 0 if none
  const char* unit_file_;  // its connected file name, or null
};

// Copies msg into a blank-padded Fortran CHARACTER buffer of length len.
void copy_to_fortran_string(char* dst, size_t len, const char* msg);

}  // namespace ftnio

#endif  // FTNIO_BASE_IO_ERROR_H
