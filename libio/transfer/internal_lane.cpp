// SPDX-License-Identifier: MIT
// The internal lane (L4): see internal_lane.h.
#include "transfer/internal_lane.h"

#include <cstring>
#include <string_view>

#include "base/copy_bytes.h"
#include "conv/edit_out.h"
#include "transfer/form_ops.h"
#include "transfer/formatted_read.h"
#include "transfer/formatted_state.h"
#include "transfer/formatted_write.h"
#include "transfer/formatted_write_direct.h"
#include "transfer/internal_unit.h"
#include "transfer/record_out.h"
#include "transfer/write_tabs.h"

namespace ftnio {

namespace {

// The connection modes of every internal unit: it is never connected
// (InternalUnit), so they are the defaults.
const ConnectionModes kInternalModes{};

// The direct WRITE meets what it does not do: the statement becomes the
// general one it would have been (the unit borrowed, the fields written
// so far in its record buffer, the format where the direct items left
// it), which then takes the item.
[[gnu::noinline, gnu::cold]] void leave_direct(DtState& st, ItemType type,
                                               const void* p, int kind,
                                               size_t size) {
  FormattedState& f = *st.fmt;
  direct_catch_up(f);
  const auto written = static_cast<size_t>(st.in_column);
  const InternalFile file = st.internal;
  internal_begin(st, file, Direction::kWrite, TransferForm::kFormatted, {},
                 false);
  tabs_statement_start(st, f.tabs);
  f.tabs.item_run = f.item_count > 0;  // (tabs_discharge of each field)
  record_put(st, file.base, written);
  st.ops = &kFormOps[static_cast<int>(TransferForm::kFormatted)]
                    [static_cast<int>(Direction::kWrite)];
  st.ops->item(st, type, p, kind, size);
}

// The calls of a direct internal WRITE; its done call is
// finish_direct_internal_write (through finish_transfer_general).
constexpr FormOps kDirectWriteOps = [] {
  FormOps ops{};
  ops.item = direct_item<leave_direct>;
  ops.run = direct_run;
  return ops;
}();

// A formatted WRITE on the scalar, default-kind internal file f: false
// when the general start must run (st.fmt set when it took the format
// state already).
//
// Why: a format of I and A edits only (FormatProgram::fields_only)
// writes its fields one after the other from the record's start and
// nothing else; the variable is the record.  The fields go straight
// into it and the done call blank-fills the rest: no unit object, no
// record buffer, no copy, no record end (internal_write_i0: 1,117
// instructions a statement before).  libgfortran writes an internal
// file in place too.
bool start_direct_write(DtState& st, const InternalFile& f,
                        std::string_view text, bool dec_ext) {
  if (dec_ext || f.is_array || f.kind != 1) return false;
  st.status.set_unit(kInternalUnit, nullptr);  // (for -pedantic notices)
  FormattedState* fs = take_statement_state(st, text, false, false);
  if (fs == nullptr) {
    // Run recently, not in the last two statements: a loop body's
    // formats.  (Never run here: the general start parses it.)
    fs = take_pooled_state(text, parse_key_of(st, false, false));
    if (fs == nullptr) return false;
    if (fs->program->notice_count() > 0) print_notices(st, *fs->program);
    st.fmt = fs;
  }
  if (!fs->program->fields_only()) return false;
  st.internal = f;
  st.in_column = 0;
  st.unit = nullptr;
  set_initial_modes(st, kInternalModes, *fs);
  direct_begin(*fs);
  st.ops = &kDirectWriteOps;
  return true;
}

}  // namespace

bool direct_internal_write(const DtState& st) {
  return st.ops == &kDirectWriteOps;
}

void finish_direct_internal_write(DtState& st) {
  const InternalFile& f = st.internal;
  if (f.reclen > st.in_column)
    fill_blanks(f.base + st.in_column,
                static_cast<size_t>(f.reclen - st.in_column));
  formatted_release(st);
}

void start_internal_plain(DtState& st, Direction d, TransferForm form,
                          const InternalFile& f, const char* format,
                          size_t format_len, bool dec_ext,
                          const RuntimePolicy* policy) {
  reset_plain_statement(st, d, form, RecordKind::kInternal, dec_ext, policy);
  st.plain_lane = false;
  const std::string_view text(format == nullptr ? "" : format, format_len);
  const bool write_formatted =
      form == TransferForm::kFormatted && d == Direction::kWrite;
  if (write_formatted && start_direct_write(st, f, text, dec_ext)) return;
  internal_begin(st, f, d, form, text, false);
  if (form == TransferForm::kFormatted) {
    if (d == Direction::kWrite) {
      if (st.fmt != nullptr)  // (start_direct_write took it)
        formatted_write_start_acquired(st);
      else
        formatted_write_start(st, text, dec_ext);
    } else {
      formatted_read_start(st, text, dec_ext);
    }
  } else {
    kFormOps[static_cast<int>(form)][static_cast<int>(d)].start(st, kNoRequest);
  }
  st.ops = &kFormOps[static_cast<int>(form)][static_cast<int>(d)];
}

}  // namespace ftnio
