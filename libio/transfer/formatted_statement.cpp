// SPDX-License-Identifier: MIT
// What formatted READ and WRITE share per statement: the pooled state and
// its format, the -pedantic notices, the walk to the next data edit and
// the changeable-mode edits (L4).
#include <string>

#include "base/iostat.h"
#include "base/options.h"
#include "format/format_cache.h"
#include "format/format_cursor.h"
#include "transfer/formatted_state.h"
#include "transfer/statement_modes.h"
#include "unit/runtime_error.h"

namespace ftnio {

// Prints the program's -pedantic notices as libgfortran's notify_std
// does; a final error notice ends the program (no IOSTAT catches it).
void print_notices(DtState& st, const FormatProgram& program) {
  const ErrorTarget& t = st.status.target();
  for (int32_t i = 0; i < program.notice_count(); ++i) {
    const Notice& n = program.notices()[i];
    FatalReport r{t.source_file, t.line, st.status.unit(),
                  st.status.unit_file(), notice_text(n.code)};
    if (n.level == Notification::kError) fatal_error(r);
    runtime_warning(r);
  }
}

bool apply_mode_edit(FormattedState& f, const FormatOp& op) {
  switch (op.kind) {
    case EditKind::kP: f.modes.scale = op.w; break;
    case EditKind::kRound: f.modes.round = RoundMode(op.w); break;
    case EditKind::kDecimal:
      f.modes.decimal_comma = DecimalMode(op.w) == DecimalMode::kComma;
      break;
    default: return false;
  }
  f.modes_changed();
  return true;
}

namespace {

// Whether the pass over an unlimited group without data edits that just
// ended left the statement where the one before it did.  The pass's edits
// then act the same way again from the same place, for ever: what they
// can change is the record buffer's position and length, the records
// done (/), an internal file's record and an input column.  (The bytes
// they overwrite, and INQUIRE(POS=)'s count of them, decide nothing.)
// A READ of an internal file past its last record is at the end however
// many more '/' it meets: only a data edit would raise END there, and
// such a group has none (fuzz_format: (*(/L0)) with L's count wrapped).
bool pass_changed_nothing(const DtState& st, FormattedState& f) {
  const Fbuf& b = st.unit->fbuf();
  int64_t record = st.record_index;
  int64_t records_done = st.unit->record().last_record;
  if (internal_file(st) && record >= st.internal.nrecords) {
    record = st.internal.nrecords;
    records_done = -1;
  }
  FormattedState::PassMark m{b.pos(), b.active(),   records_done,
                             record,  st.in_column, f.tabs};
  bool same = f.pass_marked && m == f.pass_mark;
  f.pass_mark = m;
  f.pass_marked = true;
  return same;
}

}  // namespace

const FormatOp* run_until_data_slow(DtState& st, bool have_item,
                                    ControlEdit control) {
  FormattedState& f = *st.fmt;
  while (!st.status.failed()) {
    const FormatOp* op = f.cursor.next(have_item);
    if (op != nullptr && f.cursor.take_idle_pass() &&
        pass_changed_nothing(st, f)) {
      f.cursor.fail_endless();
      op = nullptr;
    }
    if (op == nullptr) {
      f.paused = !have_item;
      if (f.cursor.stop() == FormatCursor::Stop::kError)
        raise_format_error(
            st, format_error_text(f.cursor.error(), f.program->source()));
      return nullptr;
    }
    if (is_data_edit(op->kind)) return op;
    control(st, *op);
  }
  return nullptr;
}

bool formatted_acquire_slow(DtState& st, std::string_view format, bool dec_ext,
                            bool reading) {
  ParseOptions opts = parse_options_of(st, reading, dec_ext);
  FormattedState* f = take_warm_state(format, opts.key());
  if (f != nullptr) {
    // Not parsed now: only internal files repeat the notices.
    if (f->program->notice_count() > 0 && internal_file(st))
      print_notices(st, *f->program);
  } else {
    bool parsed = false;
    ProgramRef program = lookup_format(format, opts, &parsed);
    // -pedantic notices are printed when libgfortran parses the format: on
    // first use, and every time for internal files (it caches per unit).
    if (program->notice_count() > 0 && (parsed || internal_file(st)))
      print_notices(st, *program);
    if (!program->ok()) {
      raise_format_error(st, format_error_text(program->error(), format));
      return false;
    }
    f = make_state(std::move(program), format.data());
  }
  st.fmt = f;
  if (reading)
    set_initial_read_modes(st, *f);
  else
    set_initial_modes(st, *f);
  return true;
}

}  // namespace ftnio
