// SPDX-License-Identifier: MIT
// Starting, feeding and finishing a data transfer statement (L4).
#include "transfer/data_transfer.h"

#include <cerrno>
#include <cstring>
#include <string>

#include "base/iostat.h"
#include "base/options.h"
#include "transfer/list_write.h"
#include "unit/runtime_error.h"
#include "unit/unit_table.h"

namespace ftnio {

namespace {

// Unit numbers -1 .. -9 are reserved (internal units, invalid unit); only
// numbers handed out by OPEN(NEWUNIT=) (-10 and below) may be negative.
constexpr int32_t kNewunitStart = -10;

void refuse_unimplemented(const TransferRequest& req) {
  if (req.direction == Direction::Read) not_implemented("READ");
  if (req.internal_unit) not_implemented("WRITE to an internal unit");
  switch (req.form) {
    case TransferForm::Unformatted: not_implemented("unformatted WRITE");
    case TransferForm::Formatted: not_implemented("formatted WRITE");
    case TransferForm::Namelist: not_implemented("namelist WRITE");
    case TransferForm::ListDirected: break;
  }
}

conv::ListOptions list_options_for(const Unit& u) {
  conv::ListOptions o;
  o.sign_zero = compile_options().sign_zero != 0;
  o.optional_plus = u.modes().sign == SignMode::Plus ||
                    (u.modes().sign == SignMode::ProcessorDefined &&
                     env_options().optional_plus);
  o.decimal_comma = u.modes().decimal == DecimalMode::Comma;
  return o;
}

// Finds the unit; raises the statement's error when there is none.
Unit* resolve_unit(DtState& st, const TransferRequest& req) {
  if (req.unit < 0) {
    Unit* u = req.unit <= kNewunitStart ? find_unit(req.unit) : nullptr;
    if (u == nullptr)
      st.status.raise(kErrBadOption,
                      "Unit number is negative and unit was not already "
                      "opened with OPEN(NEWUNIT=...)");
    return u;
  }
  Unit* u = find_unit(req.unit);
  if (u == nullptr) {
    st.status.set_unit(req.unit, nullptr);
    Form form = req.form == TransferForm::Unformatted ? Form::Unformatted
                                                      : Form::Formatted;
    u = connect_default_file(req.unit, form, st.status);
  }
  return u;
}

// A sequential WRITE leaves the file ending after the record it wrote
// (F2018 12.3.4.4: the written record becomes the last one).  Later
// writes are at the end already.
int truncate_after_first_write(Unit& u) {
  if (u.modes().access != Access::Sequential ||
      u.endfile() != EndfileState::NoEndfile)
    return 0;
  u.set_endfile(EndfileState::AtEndfile);
  Offset where = u.stream().tell();
  if (where < 0) return where == -ESPIPE ? 0 : static_cast<int>(where);
  int rc = u.stream().truncate(where);
  // Pipes, terminals and devices have no end to move.
  return rc == -EINVAL || rc == -ESPIPE ? 0 : rc;
}

}  // namespace

void start_transfer(DtState& st, const TransferRequest& req) {
  st.status.init(req.errors, req.prior);
  st.unit = nullptr;
  st.form = req.form;
  st.first_item = true;
  st.char_flag = false;
  // An error raised before the start call (an out-of-range INTEGER(8)
  // unit) makes the whole statement a no-op.
  if (st.status.failed()) return;
  refuse_unimplemented(req);
  Unit* u = resolve_unit(st, req);
  if (u == nullptr) return;
  u->lock();
  st.unit = u;
  st.status.set_unit(req.unit, u->file_name().c_str());
  if (u->modes().action == Action::Read) {
    st.status.raise(kErrBadAction, "Cannot write to file opened for READ");
    return;
  }
  st.list_options = list_options_for(*u);
}

void transfer_item(DtState& st, ItemType type, const void* p, int kind,
                   size_t size) {
  if (st.status.failed() || st.unit == nullptr) return;
  list_write_item(st, type, p, kind, size);
}

void finish_transfer(DtState& st) {
  Unit* u = st.unit;
  if (u == nullptr) return;
  if (!st.status.failed()) {
    char* nl = u->fbuf().alloc(1);
    if (nl != nullptr) *nl = '\n';
    int rc = u->flush_record(u->flush_each_record());
    if (rc == 0) rc = truncate_after_first_write(*u);
    if (rc < 0) st.status.raise(kErrOs, std::strerror(-rc), -rc);
  } else if (!st.first_item) {
    // The failed statement's partial record is not written.
    u->fbuf().reset();
  }
  st.unit = nullptr;
  u->unlock();
}

}  // namespace ftnio
