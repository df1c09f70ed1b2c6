// SPDX-License-Identifier: MIT
// The per-form tables of data transfer statements and the forms' parts of
// the done call (L4).
#include "transfer/form_ops.h"

#include "base/iostat.h"
#include "transfer/async_transfer.h"
#include "transfer/data_transfer.h"
#include "transfer/dtio.h"
#include "transfer/end_of_file.h"
#include "transfer/formatted_access.h"
#include "transfer/formatted_read.h"
#include "transfer/formatted_state.h"
#include "transfer/formatted_write.h"
#include "transfer/list_read.h"
#include "transfer/list_write.h"
#include "transfer/namelist_read.h"
#include "transfer/namelist_write.h"
#include "transfer/record_in.h"
#include "transfer/record_out.h"
#include "transfer/statement_end.h"
#include "transfer/statement_modes.h"
#include "transfer/unformatted.h"
#include "transfer/unformatted_seq.h"

namespace ftnio {

constinit const TransferRequest kNoRequest{};

void end_nothing(DtState&) {}

namespace {

// The record a formatted, list-directed or namelist WRITE leaves: ended
// (newline), or open for the next statement (ADVANCE='NO', '$': !newline).
void end_written_record(DtState& st, bool newline) {
  if (st.status.failed()) return;
  Unit& unit = *st.unit;
  const bool stream = unit.modes().access == Access::kStream;
  if (st.advance_no && stream && !st.policy.stream_record_tabs) {
    // libgfortran keeps a stream unit's open record in its buffer.
    unit.record().pending_nonadvancing_write = true;
    return;
  }
  if (st.advance_no) {
    // The record stays open: what was written goes out now (a prompt must
    // be visible before a READ), the next statement continues the record.
    int rc = unit.fbuf().flush_to_pos(unit.stream());
    if (rc == 0 && unit.flush_each_record()) rc = unit.stream().flush();
    if (rc < 0) st.status.raise_errno(-rc);
    // (flang ends no stream record at CLOSE, REWIND and the like: its
    // newline is a sequential file's)
    unit.record().pending_nonadvancing_write = !stream;
    return;
  }
  if (newline) {
    record_end(st);
    return;
  }
  // '$' leaves the record open: what was written up to the position goes
  // out now, bytes right of it (a final T or TL) wait for the next
  // statement, as after a non-advancing WRITE.  Only a non-advancing WRITE
  // gets its record ended by CLOSE or at exit.
  Unit& u = *st.unit;
  u.record().pending_nonadvancing_write = false;
  int rc = u.fbuf().flush_to_pos(u.stream());
  if (rc == 0 && u.flush_each_record()) rc = u.stream().flush();
  if (rc < 0) st.status.raise_errno(-rc);
}

// The unit of CONVERT= byte swapping: a REAL(10) is swapped as the 16
// bytes it occupies, padding included (libgfortran's bswap_array).
size_t swap_unit_of(ItemType type, int kind, size_t size) {
  switch (type) {
    case ItemType::kComplex: return size / 2;
    case ItemType::kCharacter: return static_cast<size_t>(kind);
    default: return size;
  }
}

// Under input_tabs_from_record_start the record buffer keeps the columns
// earlier non-advancing READs took; the EOR rules of finish_read_record
// count from where this READ started, as libgfortran's: drop them (a '/'
// in the statement dropped them already; a record kept after EOR counts
// its own).
void drop_columns_before_statement(DtState& st) {
  if (!st.policy.input_tabs_from_record_start || st.fmt->records_passed > 0 ||
      eor_record_kept(st))
    return;
  st.unit->fbuf().drop_front(st.fmt->read_origin);
}

// The end of a non-advancing READ that met the end of its record (the
// EOR condition, or a field PAD='NO' cut short): true when it was that.
bool finish_eor_record(DtState& st) {
  // (Not for the EOR condition: under the policy it leaves the record.)
  if (eor_unpadded(st)) drop_columns_before_statement(st);
  if (st.record.eor_condition) {
    // libgfortran keeps the record in its buffer and goes on counting its
    // columns (RecordState::tab_origin); after a T or TL back into it the
    // next statement starts there, else past its end.
    if (st.policy.input_tabs_from_record_start) {
      in_next_record(st);  // flang: the next READ starts a record
    } else if (st.unit->modes().access == Access::kStream) {
      if (st.record.eor_tabbed_back)
        in_forget_kept_record(st);
      else
        in_next_record(st);
    } else if (!st.record.eor_tabbed_back) {
      in_keep_eor_record(st);
    }
    st.status.raise(kIostatEor, nullptr);
    return true;
  }
  if (eor_unpadded(st) && st.unit->modes().access == Access::kSequential &&
      st.policy.input_tabs_from_record_start) {
    in_next_record(st);  // flang: the next READ starts a record
    return true;
  }
  if (eor_unpadded(st) && st.unit->modes().access == Access::kSequential) {
    // libgfortran gives up the field without counting its characters
    // and leaves the record in its buffer, as after the EOR condition:
    // the next statement's columns go on from before that field.
    in_keep_eor_record(st);
    st.unit->record().tab_origin += st.fmt->eor_unpadded;
    return true;
  }
  return false;
}

// Where a formatted READ leaves the file (F2018 12.3.4.2): after the record
// it read, even after an error; inside it when non-advancing; after it
// again when a non-advancing READ met its end (the EOR condition).  SIZE=
// counts the characters the data edits took.
void finish_read_record(DtState& st) {
  if (st.status.outcome() == Outcome::kEnd) return;
  // libgfortran moves past the record after a bad value, but not after a
  // format error: a READ from a terminal must not wait for a line then.
  // Only a field or skip that met the record's end (and no move back
  // since) already took its newline.  flang's READ ends its record after
  // any error.
  if (st.status.code() == kErrFormat &&
      !st.policy.failed_statement_ends_record) {
    // The count of the record's columns stays too (no record starts at the
    // next statement): at the end of the file a field of the next READ
    // reads blanks where this one took characters (blank_after_eor_at_end).
    // (A stream file's count is RecordPosition::bytes_left.)
    if (st.unit->modes().access == Access::kSequential)
      st.unit->record().carried_taken = record_columns_taken(st);
    if (st.record.field_met_eor && !direct_records(st) &&
        !st.record.eor_condition)
      in_next_record(st);
    return;
  }
  if (finish_eor_record(st)) return;
  if (st.advance_no && !st.status.failed() &&
      st.policy.input_tabs_from_record_start) {
    // The next READ starts here, the record's columns go on, from the
    // record's start (that of the record after one kept after EOR).
    if (eor_record_kept(st)) {
      RecordState& r = st.unit->record();
      st.unit->fbuf().drop_front(static_cast<size_t>(r.record_begin));
      r.tab_origin = r.record_begin = 0;
    }
    return;
  }
  if ((st.advance_no && !st.status.failed()) ||
      (st.record.stay_in_record && st.status.failed())) {
    in_forget_kept_record(st);  // the next READ starts here
    return;
  }
  if (direct_records(st)) {
    // After another error the file stays where the READ stopped (not in
    // flang, which ends the record after any).
    if (!st.status.failed() || value_error_ended_record(st) ||
        st.policy.failed_statement_ends_record)
      direct_read_finish(st);
    return;
  }
  // Where the skip to the record's end meets the end of the file instead,
  // libgfortran reports END on a stream file, under PAD='NO', and where
  // the statement took nothing from the record (no fields, or after '/'
  // or a defined-input child that passed the record's end); otherwise
  // the last record merely lacked its newline.
  const Unit& u = *st.unit;
  // (fields a defined-input child read count too: size_count is shared)
  // (or, after a list-directed READ, the READ before it: carried_taken)
  bool took_nothing = !record_columns_taken(st);
  if (in_next_record(st)) return;
  // (flang's stream file is as a sequential one here: its END is met at
  // once, where the READ starts)
  bool stream_end = u.modes().access == Access::kStream &&
                    !st.policy.stream_end_is_end_at_once;
  if (stream_end ||
      (!st.status.failed() && (took_nothing || u.modes().pad == PadMode::kNo)))
    hit_end_of_file(st);
}

// ---- items ------------------------------------------------------------------

void formatted_read_one(DtState& st, ItemType type, const void* p, int kind,
                        size_t size) {
  formatted_read_item(st, type, const_cast<void*>(p), kind, size);
}

// (a namelist statement has no items of its own: its group is read or
// written by its done call)
void list_read_one(DtState& st, ItemType type, const void* p, int kind,
                   size_t size) {
  list_read_item(st, type, const_cast<void*>(p), kind, size);
}

// The bytes of an unformatted item that is not of derived type.
ItemBytes item_bytes_of(ItemType type, const void* p, int kind, size_t size) {
  const size_t bytes = type == ItemType::kCharacter ? size * kind : size;
  return ItemBytes{const_cast<void*>(p), bytes,
                   swap_unit_of(type, kind, bytes)};
}

void unformatted_one(DtState& st, ItemType type, const void* p, int kind,
                     size_t size) {
  if (type == ItemType::kDerived) {
    dtio_unformatted(st, *static_cast<const DtioItem*>(p));
    return;
  }
  unformatted_item(st, item_bytes_of(type, p, kind, size));
}

// unformatted_item_slow for a READ's item passed in registers: handing
// the ItemBytes itself by reference made GCC store it to the stack
// before the in-place test, on every item (+16 instructions a statement
// of four items).
[[gnu::noinline]] void read_item_slow(DtState& st, void* p, size_t size,
                                      size_t elem_size) {
  unformatted_item_slow(st, ItemBytes{p, size, elem_size});
}

// A READ's item: the usual one of a sequential record copied from the
// stream's buffer first.  Its own entry, as the WRITE's inline path
// (unformatted_item) gets slower with this test beside it (+3
// instructions an item: spilled registers).  A READ has no record
// assembled in place (seq_read_start gave the window back): what the
// buffer cannot give goes to the general item.
void unformatted_read_one(DtState& st, ItemType type, const void* p, int kind,
                          size_t size) {
  if (type == ItemType::kDerived) {
    dtio_unformatted(st, *static_cast<const DtioItem*>(p));
    return;
  }
  const ItemBytes item = item_bytes_of(type, p, kind, size);
  if (!unformatted_read_in_place(st, item))
    read_item_slow(st, item.p, item.size, item.elem_size);
}

// INQUIRE(IOLENGTH=): libgfortran counts a CHARACTER item by its length in
// characters, whatever its kind (docs/abi.md §6.1).
void iolength_one(DtState& st, ItemType, const void*, int, size_t size) {
  *st.iolength += static_cast<int64_t>(size);
}

// flang's runtime counts the bytes an unformatted WRITE would write: a
// CHARACTER item's length times its kind.
void iolength_bytes_one(DtState& st, ItemType type, const void*, int kind,
                        size_t size) {
  const size_t bytes = type == ItemType::kCharacter ? size * kind : size;
  *st.iolength += static_cast<int64_t>(bytes);
}

// An ASYNCHRONOUS='YES' statement on an asynchronous unit: the worker
// transfers the items later.
void record_one(DtState& st, ItemType type, const void* p, int kind,
                size_t size) {
  async_record_item(st, type, p, kind, size, 1);
}

// A statement that failed before it had a unit: its items do nothing.
void no_item(DtState&, ItemType, const void*, int, size_t) {}

// ---- runs of items
// ------------------------------------------------------------

// One item after the other, out of line so that the one-call unformatted
// case does not pay for the loop's frame.
[[gnu::noinline]] void transfer_each(DtState& st, ItemType type, const void* p,
                                     int kind, size_t size, size_t count) {
  size_t step = type == ItemType::kCharacter ? size * kind : size;
  const char* q = static_cast<const char*>(p);
  size_t i = 0;
  for (; i < count && !st.status.failed(); ++i, q += step)
    transfer_item(st, type, q, kind, size);
  if (i < count && list_write_continues(st, type))
    for (; i < count; ++i, q += step) list_write_item(st, type, q, kind, size);
  for (; i < count && formatted_read_continues(st); ++i, q += step)
    formatted_read_on(st, type, q, kind, size);
}

// An unformatted run is one transfer of all its bytes; after a failed
// READ, the part the statement did not reach (unformatted_read_continues).
// flang's runtime transfers a run element by element where CONVERT=
// swaps bytes: an element past the record's end fails alone, after the
// ones before it were transferred, and its text names that element's
// bytes (flang_condition_texts: the check flang makes per transfer).
[[gnu::noinline]] void unformatted_elements(DtState& st, const ItemBytes& item,
                                            size_t bytes, size_t count) {
  char* q = static_cast<char*>(item.p);
  for (size_t i = 0; i < count && !st.status.failed(); ++i, q += bytes)
    unformatted_item(st, ItemBytes{q, bytes, item.elem_size});
}

// A run's bytes, once worked out, for either direction.  (Inline: the
// WRITE's run is one of the hottest paths, perf/us_perf.)
[[gnu::always_inline]] inline void unformatted_run_bytes(DtState& st,
                                                         ItemType type,
                                                         ItemBytes item,
                                                         size_t count) {
  if (!st.status.failed()) {
    if (st.markers.swap && st.policy.flang_condition_texts && count > 1)
      unformatted_elements(st, item, item.size / count, count);
    else
      unformatted_item(st, item);
  } else if (unformatted_read_continues(st, type)) {
    unformatted_unreached(st, item);
  }
}

[[gnu::always_inline]] inline ItemBytes run_bytes_of(ItemType type,
                                                     const void* p, int kind,
                                                     size_t size,
                                                     size_t count) {
  ItemBytes item = item_bytes_of(type, p, kind, size);
  item.size *= count;
  return item;
}

void unformatted_run(DtState& st, ItemType type, const void* p, int kind,
                     size_t size, size_t count) {
  unformatted_run_bytes(st, type, run_bytes_of(type, p, kind, size, count),
                        count);
}

// A READ's run: copied from the stream's buffer when that holds it all
// (the usual small array of a sequential record), as unformatted_read_one.
void unformatted_read_run(DtState& st, ItemType type, const void* p, int kind,
                          size_t size, size_t count) {
  const ItemBytes item = run_bytes_of(type, p, kind, size, count);
  if (!st.status.failed() && unformatted_read_in_place(st, item)) return;
  unformatted_run_bytes(st, type, item, count);
}

void record_run(DtState& st, ItemType type, const void* p, int kind,
                size_t size, size_t count) {
  if (!st.status.failed()) async_record_item(st, type, p, kind, size, count);
}

// ---- the start call
// -----------------------------------------------------------

std::string_view format_of(const TransferRequest& req) {
  return std::string_view(req.format, req.format_len);
}

void formatted_read_begin(DtState& st, const TransferRequest& req) {
  formatted_read_start(st, format_of(req), req.dec_ext);
}

void formatted_write_begin(DtState& st, const TransferRequest& req) {
  formatted_write_start(st, format_of(req), req.dec_ext);
}

// Only a formatted READ goes on in a record kept after EOR (namelist_read
// looks at that record first).
void list_read_begin(DtState& st, const TransferRequest&) {
  take_list_read_modes(st);
  if (internal_file(st)) namelist_internal_list_read_begins(st);
  RecordState& r = st.unit->record();
  bool kept = eor_record_kept(st);
  r.carried_taken =
      kept ? eor_record_has_data(st) : r.in_record && r.carried_taken;
  if (kept) in_forget_kept_record(st);
  list_read_start_plain(st);
}

// List-directed WRITE and namelist statements (whose group is read or
// written by the done call).
void modes_only_begin(DtState& st, const TransferRequest&) {
  take_statement_modes(st);
}

// ---- the done call
// ------------------------------------------------------------

void formatted_end_input(DtState& st) {
  formatted_read_finish(st);
  finish_read_record(st);
}

void namelist_end_input(DtState& st) {
  namelist_read(st);  // (nothing after an error)
  namelist_read_finish(st);
}

// An internal file keeps no position after the statement (its unit is
// lent for one statement): the read state is given back, nothing more.
void namelist_end_internal_input(DtState& st) {
  namelist_read(st);
  list_read_release(st);
}

void formatted_end_output(DtState& st) {
  end_written_record(st, formatted_write_finish(st));
}

void namelist_end_output(DtState& st) {
  namelist_write(st);
  end_written_record(st, true);
}

void list_end_output(DtState& st) { end_written_record(st, true); }

void formatted_end_internal_input(DtState& st) { formatted_read_finish(st); }

// '$' has no effect on an internal file.
void formatted_end_internal_output(DtState& st) {
  if (!st.status.failed())
    (void)formatted_write_finish(st);
  else
    formatted_write_finish_failed(st);
}

void namelist_end_internal_output(DtState& st) {
  if (!st.status.failed()) namelist_write(st);
}

// ---- the tables -------------------------------------------------------------

constexpr FormOps kUnformattedOps{// never on an internal file
                                  .start = nullptr,
                                  .item = unformatted_one,
                                  .run = unformatted_run,
                                  .end_input = nullptr,
                                  .end_output = unformatted_finish,
                                  .end_internal = end_nothing,
                                  .forgets_saved_pos = false};
constexpr FormOps kUnformattedReadOps = [] {
  FormOps ops = kUnformattedOps;
  ops.item = unformatted_read_one;
  ops.run = unformatted_read_run;
  return ops;
}();
constexpr FormOps kListReadOps{.start = list_read_begin,
                               .item = list_read_one,
                               .run = transfer_each,
                               .end_input = list_read_finish,
                               .end_output = end_nothing,
                               .end_internal = list_read_release,
                               .forgets_saved_pos = false};
constexpr FormOps kListWriteOps{.start = modes_only_begin,
                                .item = list_write_item,
                                .run = transfer_each,
                                .end_input = nullptr,
                                .end_output = list_end_output,
                                .end_internal = end_nothing,
                                .forgets_saved_pos = true};
constexpr FormOps kFormattedReadOps{
    .start = formatted_read_begin,
    .item = formatted_read_one,
    .run = transfer_each,
    .end_input = formatted_end_input,
    .end_output = end_nothing,
    .end_internal = formatted_end_internal_input,
    .forgets_saved_pos = true};
constexpr FormOps kFormattedWriteOps{
    .start = formatted_write_begin,
    .item = formatted_write_item,
    .run = transfer_each,
    .end_input = nullptr,
    .end_output = formatted_end_output,
    .end_internal = formatted_end_internal_output,
    .forgets_saved_pos = false};
// Namelist statements are list-directed ones whose group is read or
// written by the done call; only what differs is spelled out.
constexpr FormOps kNamelistReadOps = [] {
  FormOps ops = kListReadOps;
  ops.start = modes_only_begin;
  ops.end_input = namelist_end_input;
  ops.end_internal = namelist_end_internal_input;
  ops.forgets_saved_pos = true;
  return ops;
}();
constexpr FormOps kNamelistWriteOps = [] {
  FormOps ops = kListWriteOps;
  ops.end_output = namelist_end_output;
  ops.end_internal = namelist_end_internal_output;
  return ops;
}();

}  // namespace

// Indexed by TransferForm, then Direction.
constinit const FormOps kFormOps[4][2] = {
    {kUnformattedReadOps, kUnformattedOps},
    {kListReadOps, kListWriteOps},
    {kFormattedReadOps, kFormattedWriteOps},
    {kNamelistReadOps, kNamelistWriteOps},
};
static_assert(static_cast<int>(TransferForm::kUnformatted) == 0 &&
              static_cast<int>(TransferForm::kListDirected) == 1 &&
              static_cast<int>(TransferForm::kFormatted) == 2 &&
              static_cast<int>(TransferForm::kNamelist) == 3 &&
              static_cast<int>(Direction::kRead) == 0 &&
              static_cast<int>(Direction::kWrite) == 1);

namespace {

// Statements that transfer nothing themselves (the done call does not
// reach the form's parts: it returns before, see finish_transfer).
constexpr FormOps kIolength{.start = nullptr,
                            .item = iolength_one,
                            .run = transfer_each,
                            .end_input = nullptr,
                            .end_output = end_nothing,
                            .end_internal = end_nothing,
                            .forgets_saved_pos = false};
constexpr FormOps kIolengthFlang{.start = nullptr,
                                 .item = iolength_bytes_one,
                                 .run = transfer_each,
                                 .end_input = nullptr,
                                 .end_output = end_nothing,
                                 .end_internal = end_nothing,
                                 .forgets_saved_pos = false};
constexpr FormOps kRecording{.start = nullptr,
                             .item = record_one,
                             .run = record_run,
                             .end_input = nullptr,
                             .end_output = end_nothing,
                             .end_internal = end_nothing,
                             .forgets_saved_pos = false};
constexpr FormOps kNoUnit{.start = nullptr,
                          .item = no_item,
                          .run = transfer_each,
                          .end_input = nullptr,
                          .end_output = end_nothing,
                          .end_internal = end_nothing,
                          .forgets_saved_pos = false};

}  // namespace

const FormOps* select_form_ops_slow(const DtState& st) {
  if (st.recording != nullptr) return &kRecording;
  if (st.iolength != nullptr)
    return st.policy.iolength_counts_character_bytes ? &kIolengthFlang
                                                     : &kIolength;
  if (st.unit == nullptr) return &kNoUnit;
  return &kFormOps[static_cast<int>(st.form)][static_cast<int>(st.direction)];
}

}  // namespace ftnio
