// SPDX-License-Identifier: MIT
// Defined derived-type I/O (F2018 12.6.4.8): calling the user's DTIO
// procedures for an item, and the child data transfer statements they
// issue (L4).
//
// The parent statement calls a procedure through dtio_formatted() or
// dtio_unformatted().  While the procedure runs, a per-thread frame says
// which unit number belongs to which parent statement; a statement that
// starts on that number is a child statement: it neither locks the unit
// nor starts or ends a record, but continues the parent's record where
// the parent is (always non-advancing), and hands its position back to
// the parent when it is done.  A child READ that meets the end of an
// external record passes it, as libgfortran's does, unknown to the
// parent, which reads on in the next record (child_finish).  I/O on a unit held
// by a statement of this thread that is not in such a frame is still recursive
// I/O.
#ifndef FTNIO_TRANSFER_DTIO_H
#define FTNIO_TRANSFER_DTIO_H

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "transfer/dt_state.h"

namespace ftnio {

struct FormatOp;

// The arguments of one call of a DTIO procedure, besides the item.
struct DtioArgs {
  int32_t unit;           // the unit the child statements use
  const char* iotype;     // "DT...", "LISTDIRECTED", "NAMELIST"
  size_t iotype_len;      // its length
  const int32_t* v_list;  // DT v-list values (may be null when empty)
  size_t v_count;         // number of v-list values
  int32_t* iostat;        // IOSTAT dummy: parent's variable or a temp
  char* iomsg;            // IOMSG dummy: parent's buffer or a temp
  size_t iomsg_len;       // its length
};

// Calls proc for the object dtv with the argument list of the procedure
// kind (formatted or unformatted); supplied by the ABI layer, which knows
// the CLASS container and array descriptor layouts.
using DtioInvoke = void (*)(void* dtv, void* proc, const DtioArgs& args);

// Transfers the components of the object dtv (flang: an item with
// defined formatted I/O under an intrinsic edit); supplied by the ABI
// layer.
using DtioComponents = void (*)(void* dtv, DtState& st);

// One I/O list item handled by a DTIO procedure (ItemType::kDerived; the
// item pointer of transfer_item points to a DtioItem).
struct DtioItem {
  void* dtv;               // the compiler's CLASS container of the item
  void* proc;              // the user's procedure for this direction/form
  DtioInvoke formatted;    // calls proc as a formatted procedure
  DtioInvoke unformatted;  // calls proc as an unformatted procedure
  size_t dtv_size;         // bytes of the container (an asynchronous
                           // statement keeps a copy: the compiler
                           // reuses the container for every element)
  DtioComponents components = nullptr;  // flang: see dtio_components
};

// Calls the formatted procedure of item for the statement st (the parent):
// iotype is the full dummy text ("DTxyz", "LISTDIRECTED", "NAMELIST"),
// v_list its values.  IOSTAT/IOMSG dummies are the parent's variables
// when it has them (libgfortran's rule); the parent goes on regardless of
// what the procedure returns.  Namelist code calls this for a group
// object that has a DTIO procedure, with iotype "NAMELIST".  Returns the
// IOSTAT value the procedure left.
int32_t dtio_formatted(DtState& st, const DtioItem& item,
                       std::string_view iotype, const int32_t* v_list,
                       size_t v_count);
// The DT edit descriptor: iotype "DT" followed by the descriptor's string.
void dtio_dt_edit(DtState& st, const DtioItem& item, std::string_view text,
                  const int32_t* v_list, size_t v_count);
// The same for an unformatted procedure.
int32_t dtio_unformatted(DtState& st, const DtioItem& item);

// A formatted item with a DTIO procedure met the intrinsic edit op (not
// DT): flang's runtime transfers its components instead, from that edit
// on.  True when the item has a components procedure and it ran (op is
// given back to the format first); false: the edit is an error, as in
// libgfortran.
bool dtio_components(DtState& st, const FormatOp* op, const void* item);

// The parent statement of a statement on unit number, when that statement
// is a child data transfer statement of this thread; else null.
DtState* dtio_parent_lookup(int32_t unit);
// Defined-I/O procedures running in this thread: while none is, no
// statement is a child and the lookup is skipped.  __thread: a plain TLS
// word, read without the initialisation-wrapper check of an extern
// thread_local.
extern __thread uint32_t dtio_active_calls;
inline DtState* dtio_parent_of(int32_t unit) {
  return dtio_active_calls == 0 ? nullptr : dtio_parent_lookup(unit);
}

// Starts / finishes a child statement on the parent's unit (called by
// start_transfer / finish_transfer).
void child_start(DtState& st, const TransferRequest& req, DtState& parent);
void child_finish(DtState& st);

}  // namespace ftnio

#endif  // FTNIO_TRANSFER_DTIO_H
