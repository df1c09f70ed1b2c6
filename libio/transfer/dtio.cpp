// SPDX-License-Identifier: MIT
// Defined derived-type I/O: calling the user's procedures and running
// their child data transfer statements inside the parent's record (L4).
#include "transfer/dtio.h"

#include <string>
#include <vector>

#include "base/iostat.h"
#include "transfer/formatted_read.h"
#include "transfer/formatted_state.h"
#include "transfer/formatted_write.h"
#include "transfer/internal_unit.h"
#include "transfer/list_read.h"
#include "transfer/record_in.h"
#include "transfer/statement_modes.h"
#include "transfer/stream_io.h"
#include "transfer/unformatted.h"

namespace ftnio {

namespace {

// A DTIO procedure running for a parent statement: statements on number
// are its child statements.
struct DtioFrame {
  int32_t number;   // the unit number passed to the procedure
  DtState* parent;  // the statement that called the procedure
};

}  // namespace

__thread uint32_t dtio_active_calls = 0;

namespace {

std::vector<DtioFrame>& frames() {
  static thread_local std::vector<DtioFrame> stack;
  return stack;
}

// libgfortran's IOMSG temporary when the parent has no IOMSG= (IOMSG_LEN).
constexpr size_t kIomsgTempLen = 256;

// The unit number the procedure receives: the external unit's, or the
// number an internal file borrowed for the statement (its unit's number).
int32_t number_for_child(const DtState& st) { return st.unit->number(); }

// Runs the procedure in a frame.  The parent's IOSTAT and IOMSG variables
// are the dummies when present, else temporaries (the procedure's values
// are then lost, as with libgfortran).
int32_t call_in_frame(DtState& st, const DtioItem& item, DtioInvoke invoke,
                      DtioArgs& args) {
  const ErrorTarget& t = st.status.target();
  // 8 bytes: a procedure compiled with -fdefault-integer-8 stores its
  // INTEGER iostat as 8 (the value is in the low half, the ABI's int32).
  int64_t no_iostat_slot = 0;
  auto* no_iostat = reinterpret_cast<int32_t*>(&no_iostat_slot);
  char no_iomsg[kIomsgTempLen];
  for (char& c : no_iomsg) c = ' ';
  args.unit = number_for_child(st);
  args.iostat = t.iostat != nullptr ? t.iostat : no_iostat;
  args.iomsg = t.iomsg != nullptr ? t.iomsg : no_iomsg;
  args.iomsg_len = t.iomsg != nullptr ? t.iomsg_len() : kIomsgTempLen;
  frames().push_back(DtioFrame{args.unit, &st});
  ++dtio_active_calls;
  invoke(item.dtv, item.proc, args);
  --dtio_active_calls;
  frames().pop_back();
  return *args.iostat;
}

// What a child shares with its parent: the position in an internal file
// or a formatted direct record and the progress through an unformatted
// record.  Copied into the child at its start and back at its end; only
// the fields the parent's own start set (the others are not initialised).
void share_position(DtState& to, const DtState& from, const DtState& parent) {
  to.record_limit = from.record_limit;
  to.size_count = from.size_count;  // SIZE= counts the child's fields too
  if (parent.records != RecordKind::kSequential) {
    to.record_index = from.record_index;  // or record_start (direct)
    to.in_column = from.in_column;
  }
  if (internal_file(parent)) to.internal_at_end = from.internal_at_end;
  if (parent.form == TransferForm::kUnformatted) {
    to.unf = from.unf;
    to.markers = from.markers;
  }
}

// The statement's form against the parent's unit (libgfortran checks the
// child as any statement; the other checks cannot fail for a child).
// libgfortran reads a scalar internal file without its trailing blanks
// unless the parent's format has '/' or BZ (its is_trim_ok): the
// non-advancing child meets the end of that shorter record.
int64_t trimmed_reclen(const DtState& parent) {
  const InternalFile& f = parent.internal;
  if (parent.direction != Direction::kRead || f.is_array ||
      parent.policy.scalar_internal_file_one_record)  // (flang: read whole)
    return f.reclen;
  return trimmed_read_reclen(f, formatted_part(parent) != nullptr
                                    ? parent.fmt->program->source()
                                    : "");
}

// An internal unit's form is FORMATTED (its modes are the defaults).
bool check_child_form(DtState& st, const TransferRequest& req) {
  Form form = st.unit->modes().form;
  bool formatted = req.form != TransferForm::kUnformatted;
  if (form == Form::kUnformatted && formatted) {
    st.status.raise(kErrOptionConflict,
                    "Format present for UNFORMATTED data transfer");
    return false;
  }
  if (form == Form::kFormatted && !formatted) {
    st.status.raise(kErrOptionConflict,
                    "Missing format for FORMATTED data transfer");
    return false;
  }
  return true;
}

}  // namespace

int32_t dtio_formatted(DtState& st, const DtioItem& item,
                       std::string_view iotype, const int32_t* v_list,
                       size_t v_count) {
  DtioArgs args{};
  args.iotype = iotype.data();
  args.iotype_len = iotype.size();
  args.v_list = v_list;
  args.v_count = v_count;
  return call_in_frame(st, item, item.formatted, args);
}

void dtio_dt_edit(DtState& st, const DtioItem& item, std::string_view text,
                  const int32_t* v_list, size_t v_count) {
  std::string iotype = "DT";
  iotype.append(text);
  (void)dtio_formatted(st, item, iotype, v_list, v_count);
}

int32_t dtio_unformatted(DtState& st, const DtioItem& item) {
  DtioArgs args{};
  return call_in_frame(st, item, item.unformatted, args);
}

bool dtio_components(DtState& st, const FormatOp* op, const void* item) {
  const DtioItem& it = *static_cast<const DtioItem*>(item);
  if (it.components == nullptr) return false;
  st.fmt->cursor.push_back_data_edit(op);
  --st.fmt->item_count;  // each component counts as an item
  it.components(it.dtv, st);
  return true;
}

DtState* dtio_parent_lookup(int32_t unit) {
  std::vector<DtioFrame>& s = frames();
  for (size_t i = s.size(); i-- > 0;)
    if (s[i].number == unit) return s[i].parent;
  return nullptr;
}

void child_start(DtState& st, const TransferRequest& req, DtState& parent) {
  st.dtio_parent = &parent;
  st.unit = parent.unit;
  // (a child of a direct-access statement reads its parent's record as a
  // sequential one: only an internal file's records stay fixed)
  st.records =
      internal_file(parent) ? RecordKind::kInternal : RecordKind::kSequential;
  st.internal = parent.internal;
  if (internal_file(st)) st.internal.reclen = trimmed_reclen(parent);
  share_position(st, parent, parent);
  flush_c_stdio(*st.unit);  // as any data transfer
  // The child works with the connection's modes, not the ones its
  // parent's specifiers set (libgfortran 12), and derives its own list
  // options from them (a formatted parent takes none).
  st.unit->suspend_statement_modes();
  take_statement_modes(st);
  st.status.set_unit(parent.status.unit(), parent.status.unit_file());
  // A child statement is non-advancing whatever it says (F2018 12.6.4.8.3).
  st.advance_no = true;
  st.size_out = req.direction == Direction::kRead ? req.rare->size : nullptr;
  if (!check_child_form(st, req)) return;
  bool read = req.direction == Direction::kRead;
  switch (req.form) {
    case TransferForm::kFormatted: {
      std::string_view format(req.format, req.format_len);
      if (read)
        formatted_read_start(st, format, req.dec_ext);
      else
        formatted_write_start(st, format, req.dec_ext);
      break;
    }
    case TransferForm::kListDirected:
      if (read) list_read_start(st);
      break;
    default: break;
  }
}

namespace {

// The parent goes on with the DELIM, ROUND, PAD and DECIMAL modes the
// child statement worked with, the connection's (libgfortran 12 keeps
// these in the unit).
void take_child_modes(DtState& parent, const DtState& child) {
  // (a child's unspecified DELIM writes strings undelimited)
  parent.delim =
      child.delim == Delim::kUnspecified ? Delim::kNone : child.delim;
  parent.list_options.round = child.list_options.round;
  parent.list_options.decimal_comma = child.list_options.decimal_comma;
  if (formatted_part(parent) != nullptr) {
    parent.fmt->modes.round = child.list_options.round;
    parent.fmt->modes.decimal_comma = child.list_options.decimal_comma;
    parent.fmt->modes_changed();
  }
  parent.unit->take_child_modes();
}

// A child READ stopped by EOR: libgfortran's child has consumed the
// record's end, and its parent, which knows nothing of it, goes on reading
// the next record as the rest of its own (and skips that one at its end,
// or meets END where the file ends and no statement took anything since
// the record began).  The kept record (RecordState::tab_origin) lets the
// parent count columns on from the child's.
// The same after a field that PAD='NO' gave up at the record's end
// (eor_unpadded, EOR raised already): libgfortran counted none of its
// characters, so the parent's columns go on from before it.
void child_passes_record_end(DtState& st) {
  if (!fixed_records(st) && !st.record.eor_tabbed_back) {
    in_keep_eor_record(st);
    if (formatted_part(st) != nullptr && st.fmt->eor_unpadded > 0)
      st.unit->record().tab_origin += st.fmt->eor_unpadded;
  }
  if (!st.status.failed()) st.status.raise(kIostatEor, nullptr);
}

}  // namespace

void child_finish(DtState& st) {
  DtState& parent = *st.dtio_parent;
  bool read = st.direction == Direction::kRead;
  switch (st.form) {
    case TransferForm::kFormatted:
      if (read) {
        formatted_read_finish(st);
        if (st.size_out != nullptr) *st.size_out = st.size_count;
        if (st.record.eor_condition ||
            (formatted_part(st) != nullptr && st.fmt->eor_unpadded >= 0))
          child_passes_record_end(st);
      } else if (!st.status.failed()) {
        formatted_write_finish(st);
      }
      formatted_release(st);
      break;
    case TransferForm::kListDirected:
      if (read) list_read_abandon(st);
      break;
    default: break;
  }
  share_position(parent, st, parent);
  st.unit->resume_statement_modes();
  take_child_modes(parent, st);
  st.unit = nullptr;
}

}  // namespace ftnio
