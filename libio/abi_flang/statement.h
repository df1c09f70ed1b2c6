// SPDX-License-Identifier: MIT
// One I/O statement of a flang-compiled program: what its cookie points
// at, from the Begin... call to EndIoStatement (L5, flang front door).
//
// flang passes a statement's specifiers and handlers in calls that follow
// the Begin... call (SetAdvance, EnableHandlers, ...), while the core takes
// them all at the start of the statement.  So a statement collects them
// here and starts in the core at its first data item, Get... call or
// EndIoStatement (ensure_started); it is completed (the core's finish or
// the OPEN/CLOSE/positioning statement run) at the first Get... call that
// needs the outcome, or at EndIoStatement.
#ifndef FTNIO_ABI_FLANG_STATEMENT_H
#define FTNIO_ABI_FLANG_STATEMENT_H

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "abi_flang/flang_api.h"
#include "base/io_error.h"
#include "transfer/dt_state.h"
#include "transfer/namelist_items.h"
#include "unit/inquire.h"
#include "unit/open.h"

namespace ftnio::flang {

// What a cookie stands for: which Begin... call made it, so which work
// EndIoStatement does (INQUIRE by unit and by file apart).  Not
// unit/io_report.h's StatementKind, the statements a report counts.
enum class CookieKind : uint8_t {
  kTransfer,
  kOpen,
  kClose,
  kRewind,
  kBackspace,
  kEndfile,
  kFlush,
  kInquireUnit,
  kInquireFile,
  kWait
};

// flang numbers NEWUNIT= units -2, -3, ...; the core, as libgfortran,
// -10, -11, ...  The front door takes flang's numbers in and gives them
// back out; the core sees only its own.
inline int32_t core_unit(int32_t flang_number) {
  return flang_number <= -2 ? flang_number - 8 : flang_number;
}
inline int32_t flang_unit(int32_t core_number) {
  return core_number <= -10 ? core_number + 8 : core_number;
}

// The CHARACTER specifiers a statement may set, each kept as a copy (the
// program may pass a temporary that is gone before EndIoStatement).
enum class Spec : uint8_t {
  kAdvance,
  kBlank,
  kDecimal,
  kDelim,
  kPad,
  kRound,
  kSign,
  kAsynchronous,
  kFile,
  kStatus,
  kAccess,
  kForm,
  kPosition,
  kAction,
  kConvert,
  kEncoding,
  kCarriagecontrol,
  kCount
};

struct Statement;

// A namelist READ object's defined input procedure (defined_io.cpp).
struct NamelistProcedure {
  Statement* statement;
  const Descriptor* item;  // the object
  void* proc;
  bool descriptor_dtv;  // the dtv is CLASS(t)
};

// The part of a statement that starts afresh with each statement: a
// statement object is reused (new_statement, release), and this part is
// reset as a whole.
struct StatementHead {
  CookieKind kind{};
  bool started = false;    // transfer: the core's start ran
  bool completed = false;  // the statement's work is done
  bool newunit = false;    // OPEN(NEWUNIT=)
  bool left_sink = false;  // transfer: WRITE to a left unit's sink
  bool has_iostat = false, has_err = false, has_end = false, has_eor = false,
       has_iomsg = false;   // EnableHandlers
  int32_t unit = 0;         // external unit, the core's number
                            // (OPEN with NEWUNIT=: 0)
  int32_t iostat_slot = 0;  // IOSTAT= as the core stores it
  // A condition the front door found where flang has an IOSTAT value of
  // its own (flang_iostat gives it; the core holds the condition).
  int flang_code = 0;
  // OPEN: the first condition flang's Set... calls found (open_rules.h),
  // raised when the statement runs; its text is pending_text.
  int pending_iostat = 0;
  // The condition is a defined I/O procedure's: its IOMSG's 100
  // characters are the text, trailing blanks included.
  bool defined_io_message = false;
  // A defined I/O procedure returned a nonzero IOSTAT: the statement
  // failed then, and takes no more items (defined_io.cpp).
  bool defined_io_failed = false;
  int32_t async_id = -1;  // ASYNCHRONOUS='YES': flang's ID (async_ids.h)
  int32_t wait_id = 0;    // WAIT: ID=, 0 without
  ItemType item_type{};   // the latest item's type (for messages)
  int32_t item_kind = 0;  // and its kind
  const char* source_file = nullptr;
  int32_t line = 0;
  // Data transfers.
  TransferRequest req{};
  RareSpecifiers rare;
  bool has_rare = false;   // a Set... call gave a rare specifier
  int64_t size_value = 0;  // SIZE=
  // Other statements.
  bool has_recl = false;
  int64_t recl = 0;
  int32_t opened_unit = 0;  // OPEN: the unit connected (NEWUNIT=)
  int64_t iolength = 0;     // INQUIRE(IOLENGTH=)
  // INQUIRE of a unit whose POSITION= follows flang's model
  // (position_model.h): its core number, asked at the POSITION= call.
  bool position_modelled = false;
  int32_t position_unit = 0;
  bool spec_given[static_cast<int>(Spec::kCount)] = {};
};

struct Statement : StatementHead {
  ArrayDim dims[15];  // an array internal file's dimensions
  alignas(DtState) unsigned char dt_storage[sizeof(DtState)];
  IoStatus status;  // statements other than data transfers
  // INQUIRE: the core's answers to every specifier, made at the first
  // Inquire... call.
  std::unique_ptr<InquireReply> inquiry;
  // Namelist READ: the group's objects as the core takes them.
  std::unique_ptr<NamelistGroup> namelist;
  // Its objects' defined input procedures (NmlObject::vtable points here).
  std::vector<NamelistProcedure> namelist_procs;
  // The CHARACTER specifiers given (spec_given); their storage is kept
  // from one statement to the next.
  std::string spec[static_cast<int>(Spec::kCount)];
  // FMT= given as a descriptor: the format's text (storage kept too).
  std::string format_text;
  // OPEN: the text of pending_iostat's condition.
  std::string pending_text;
  // The failed defined I/O procedure's IOMSG (defined_io_failed).
  std::string defined_io_text;
  // IOMSG= text as the core blank-pads it; GetIoMsg copies it out.
  static constexpr size_t kIomsgRoom = 512;
  char iomsg[kIomsgRoom];
  Statement* next_free = nullptr;  // in its thread's list of spare ones

  DtState& dt() { return *reinterpret_cast<DtState*>(dt_storage); }
  const DtState& dt() const {
    return *reinterpret_cast<const DtState*>(dt_storage);
  }
};

// A new statement (never null), given back by release().  Statement
// objects are kept for reuse per thread, so that a statement costs no
// heap allocation.
Statement* new_statement(CookieKind kind, const char* source_file,
                         int32_t line);
void release(Statement* s);

inline Statement* statement_of(Fortran::runtime::io::IoStatementState* c) {
  return reinterpret_cast<Statement*>(c);
}
inline Fortran::runtime::io::IoStatementState* cookie_of(Statement* s) {
  return reinterpret_cast<Fortran::runtime::io::IoStatementState*>(s);
}

// Records a CHARACTER specifier.
void set_spec(Statement& s, Spec which, const char* p, size_t n);

// Starts a data transfer in the core (once); returns its state.
DtState& ensure_started(Statement& s);

// Runs the rest of the statement (once): the core's finish of a data
// transfer, or the OPEN, CLOSE, positioning or FLUSH statement.
void complete(Statement& s);
// INQUIRE(UNIT=u) or INQUIRE(FILE=f) whose first keyword is OPENED= or
// EXIST=, as a loop asks it: when u, or a unit opened under the name f, is
// connected both are true, and the statement is completed without the
// whole inquiry (the core's answers to every keyword), which a later
// keyword then makes (entry_inquire.cpp).  False, nothing done, in every
// other case.
bool complete_as_connected(Statement& s);

// The statement's condition latch (after ensure_started for transfers).
// Inline: EndIoStatement asks it of every statement.
inline const IoStatus& status_of(Statement& s) {
  if (s.kind != CookieKind::kTransfer) return s.status;
  return s.started ? s.dt().status : ensure_started(s).status;
}

// Whether the statement may go on (the value of flang's Output.../Set...).
inline bool going_on(Statement& s) { return !status_of(s).failed(); }

}  // namespace ftnio::flang

#endif  // FTNIO_ABI_FLANG_STATEMENT_H
