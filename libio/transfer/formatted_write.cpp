// SPDX-License-Identifier: MIT
// Formatted WRITE: runs a parsed format against the I/O list (L4).
//
// The parsed program comes from the format cache; a FormatCursor walks it
// (repeat counts, groups, reversion).  Each data edit descriptor turns one
// item into a field through conv/edit_out.h; positioning edits move the
// record position in the unit's fbuf, whose skipped positions become
// blanks only when something is written after them (trailing X produce
// nothing, F2018 13.8.1.3).
#include "transfer/formatted_write.h"

#include <cstring>
#include <string>
#include <vector>

#include "base/iostat.h"
#include "base/options.h"
#include "conv/edit_out.h"
#include "format/format_cache.h"
#include "format/format_cursor.h"
#include "transfer/formatted_state.h"
#include "transfer/record_out.h"
#include "unit/runtime_error.h"

namespace ftnio {


namespace {

// "Expected REAL for item 2 in formatted transfer, got INTEGER", with the
// caret under the descriptor.
bool require(DtState& st, const FormatOp& op, ItemType want, ItemType got) {
  if (want == got) return true;
  FormattedState& f = *st.fmt;
  std::string msg = std::string("Expected ") + item_type_name(want) +
                    " for item " + std::to_string(f.item_count) +
                    " in formatted transfer, got " + item_type_name(got);
  raise_format_error(st, format_error_text(msg, f.cursor.caret(op),
                                           f.program->source()));
  return false;
}

conv::EditSpec spec_of(const FormatOp& op) {
  conv::EditSpec s{};
  switch (op.kind) {
    case OpKind::kI: s.kind = conv::EditKind::I; break;
    case OpKind::kB: s.kind = conv::EditKind::B; break;
    case OpKind::kO: s.kind = conv::EditKind::O; break;
    case OpKind::kZ: s.kind = conv::EditKind::Z; break;
    case OpKind::kF: s.kind = conv::EditKind::F; break;
    case OpKind::kE: s.kind = conv::EditKind::E; break;
    case OpKind::kEN: s.kind = conv::EditKind::EN; break;
    case OpKind::kES: s.kind = conv::EditKind::ES; break;
    case OpKind::kD: s.kind = conv::EditKind::D; break;
    case OpKind::kG: s.kind = conv::EditKind::G; break;
    case OpKind::kL: s.kind = conv::EditKind::L; break;
    default: s.kind = conv::EditKind::A; break;
  }
  bool integer_edit = op.kind <= OpKind::kZ;
  s.w = op.w < 0 ? 0 : op.w;
  s.w_given = op.w >= 0;
  if (integer_edit) {
    s.m = op.d < 0 ? 0 : op.d;
    s.m_given = op.d >= 0;
  } else {
    s.d = op.d < 0 ? 0 : op.d;
    s.d_given = op.d >= 0;
    s.e = op.e < 0 ? 0 : op.e;
    s.e_given = op.e >= 0;
  }
  return s;
}

// Whether a field of exactly w chars cannot fit the record: then it is an
// EOR before anything is produced, so that a huge width (I2000000000 on a
// short internal record, found by fuzzing) costs no huge buffer.
bool field_overflows_record(DtState& st, const conv::EditSpec& spec) {
  if (st.record_limit <= 0 || !spec.w_given || spec.w <= 0) return false;
  int64_t end = static_cast<int64_t>(st.unit->fbuf().pos()) + spec.w;
  return end > st.record_limit;
}

// Writes one field produced by a conv function into the record.
template <typename Produce>
void put_field(DtState& st, size_t max_width, Produce produce) {
  char local[256];
  static thread_local std::vector<char> big;
  char* out = local;
  if (max_width > sizeof local) {
    big.resize(max_width);
    out = big.data();
  }
  size_t n = produce(out);
  if (n == conv::kEditError) {
    raise_format_error(st, conv::kEditScaleMessage);
    return;
  }
  record_put(st, out, n);
}

// A (and G on characters): the leftmost w characters, or right-justified
// in w (F2018 13.7.4 p2).  Kind 4 characters become one byte each.
void put_text(DtState& st, const FormatOp& op, const void* p, int kind,
              size_t len) {
  size_t w = op.w < 0 || (op.kind == OpKind::kG && op.w == 0)
                 ? len : static_cast<size_t>(op.w);
  size_t pad = w > len ? w - len : 0;
  size_t take = w < len ? w : len;
  char* out = nullptr;
  if (kind != 4) {
    out = record_space(st, w);
    if (out == nullptr) return;
    std::memset(out, ' ', pad);
  }
  if (kind == 4) {
    // libgfortran writes kind-4 text by its own rules (every character
    // even when w is shorter); conv::edit_character4 reproduces them.
    (void)out;
    conv::EditSpec spec{};
    spec.kind = conv::EditKind::A;
    spec.w = static_cast<int32_t>(w);
    spec.w_given = true;
    size_t max = (w > len ? w : len) + 2;
    put_field(st, max, [&](char* dst) {
      return conv::edit_character4(dst, spec,
                                   static_cast<const char32_t*>(p), len, 0);
    });
    return;
  } else if (take > 0) {
    std::memcpy(out + pad, p, take);
  }
}

void edit_item(DtState& st, const FormatOp& op, ItemType type,
               const void* p, int kind, size_t size) {
  FormattedState& f = *st.fmt;
  conv::EditSpec spec = spec_of(op);
  switch (op.kind) {
    case OpKind::kI:
      if (!require(st, op, ItemType::Integer, type)) return;
      break;
    case OpKind::kF: case OpKind::kE: case OpKind::kEN: case OpKind::kES:
    case OpKind::kD:
      if (!require(st, op, ItemType::Real, type)) return;
      break;
    case OpKind::kA:
      put_text(st, op, p, type == ItemType::Character ? kind : 1,
               type == ItemType::Character ? size : size);
      return;
    case OpKind::kDT:
      not_implemented("the DT edit descriptor");
    default:
      break;
  }
  if (type == ItemType::Character) {
    put_text(st, op, p, kind, size);
    return;
  }
  size_t max = conv::edit_max_width(spec, f.modes, kind);
  if (max > 256 && field_overflows_record(st, spec)) {
    st.status.raise(kIostatEor, nullptr);
    return;
  }
  if (op.kind == OpKind::kL || type == ItemType::Logical) {
    put_field(st, max, [&](char* out) {
      return conv::edit_logical(out, spec, p, kind);
    });
  } else if (type == ItemType::Integer) {
    put_field(st, max, [&](char* out) {
      return conv::edit_integer(out, spec, f.modes, p, kind);
    });
  } else {
    put_field(st, max, [&](char* out) {
      return conv::edit_real(out, spec, f.modes, p, kind);
    });
  }
}

// Executes one non-data edit descriptor.
void control(DtState& st, const FormatOp& op) {
  FormattedState& f = *st.fmt;
  Fbuf& record = st.unit->fbuf();
  switch (op.kind) {
    case OpKind::kLiteral: {
      std::string_view text = f.program->text(op);
      record_put(st, text.data(), text.size());
      break;
    }
    case OpKind::kX: case OpKind::kTR: record.seek(op.w, SEEK_CUR); break;
    case OpKind::kTL: record.seek(-static_cast<ptrdiff_t>(op.w), SEEK_CUR); break;
    case OpKind::kT: record.seek(op.w - 1, SEEK_SET); break;
    case OpKind::kSlash:
      for (int32_t i = 0; i < op.repeat && !st.status.failed(); ++i)
        record_end(st);
      break;
    case OpKind::kRevert: record_end(st); break;
    case OpKind::kS: f.modes.sign = conv::Sign::ProcessorDefined; break;
    case OpKind::kSS: f.modes.sign = conv::Sign::Suppress; break;
    case OpKind::kSP: f.modes.sign = conv::Sign::Plus; break;
    case OpKind::kDollar: f.seen_dollar = true; break;
    default:  // BN, BZ (input only), ':' with items left
      apply_mode_edit(f, op);
      break;
  }
}

// Freed FormattedState blocks of this thread, reused by the next
// statement.  The slots are trivially destructible, so I/O from late
// destructors can still use them; a separate guard frees the blocks when
// the thread ends (a vector destroyed at thread exit leaked them).
struct StatePool {
  static constexpr int kSlots = 8;  // more nesting than I/O ever has
  void* slot[kSlots];
  int count;
  bool thread_ended;
};
thread_local StatePool t_pool;

struct StatePoolReleaser {
  bool armed = false;
  ~StatePoolReleaser() {
    while (t_pool.count > 0) ::operator delete(t_pool.slot[--t_pool.count]);
    t_pool.thread_ended = true;
  }
};
thread_local StatePoolReleaser t_pool_releaser;

void* take_state_block() {
  if (t_pool.count > 0) return t_pool.slot[--t_pool.count];
  return ::operator new(sizeof(FormattedState));
}

void give_back_state_block(void* mem) {
  if (t_pool.thread_ended || t_pool.count == StatePool::kSlots) {
    ::operator delete(mem);
    return;
  }
  t_pool_releaser.armed = true;  // first use constructs the guard
  t_pool.slot[t_pool.count++] = mem;
}

}  // namespace

void formatted_release(DtState& st) {
  if (st.fmt == nullptr) return;
  st.fmt->~FormattedState();
  give_back_state_block(st.fmt);
  st.fmt = nullptr;
}

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
    case OpKind::kP: f.modes.scale = op.w; return true;
    case OpKind::kRU: f.modes.round = conv::Round::Up; return true;
    case OpKind::kRD: f.modes.round = conv::Round::Down; return true;
    case OpKind::kRZ: f.modes.round = conv::Round::Zero; return true;
    case OpKind::kRN: f.modes.round = conv::Round::Nearest; return true;
    case OpKind::kRC: f.modes.round = conv::Round::Compatible; return true;
    case OpKind::kRP: f.modes.round = conv::Round::Unspecified; return true;
    case OpKind::kDC: f.modes.decimal_comma = true; return true;
    case OpKind::kDP: f.modes.decimal_comma = false; return true;
    default: return false;
  }
}

const FormatOp* run_until_data(DtState& st, bool have_item,
                               ControlEdit control) {
  FormattedState& f = *st.fmt;
  while (!st.status.failed()) {
    const FormatOp* op = f.cursor.next(have_item);
    if (op == nullptr) {
      f.paused = !have_item;
      if (f.cursor.stop() == FormatCursor::Stop::kError)
        raise_format_error(st, format_error_text(f.cursor.error(),
                                                 f.program->source()));
      return nullptr;
    }
    if (is_data_edit(op->kind)) return op;
    control(st, *op);
  }
  return nullptr;
}

bool formatted_acquire(DtState& st, std::string_view format, bool dec_ext,
                       bool reading) {
  ParseOptions opts = ParseOptions::from(compile_options(), reading, dec_ext);
  bool parsed = false;
  ProgramRef program = lookup_format(format, opts, &parsed);
  // -pedantic notices are printed when libgfortran parses the format: on
  // first use, and every time for internal files (it caches per unit).
  if (program->notice_count() > 0 && (parsed || st.internal_unit))
    print_notices(st, *program);
  if (!program->ok()) {
    raise_format_error(st, format_error_text(program->error(), format));
    return false;
  }
  st.fmt = new (take_state_block()) FormattedState(std::move(program));
  st.fmt->modes.sign_zero = compile_options().sign_zero != 0;
  st.fmt->modes.optional_plus = st.list_options.optional_plus;
  st.fmt->modes.decimal_comma = st.list_options.decimal_comma;
  return true;
}

void raise_format_error(DtState& st, const std::string& text) {
  st.status.raise(kErrFormat, text.c_str());
}

void formatted_write_start(DtState& st, std::string_view format,
                           bool dec_ext) {
  if (formatted_acquire(st, format, dec_ext, false))
    run_until_data(st, false, control);
}

void formatted_write_item(DtState& st, ItemType type, const void* p,
                          int kind, size_t size) {
  if (st.fmt == nullptr) return;
  // A complex item is two real items (F2018 13.7.2.1 p2).
  int parts = type == ItemType::Complex ? 2 : 1;
  if (parts == 2) {
    type = ItemType::Real;
    size /= 2;
  }
  const char* q = static_cast<const char*>(p);
  for (int i = 0; i < parts && !st.status.failed(); ++i, q += size) {
    ++st.fmt->item_count;
    st.fmt->paused = false;
    st.first_item = false;
    const FormatOp* op = run_until_data(st, true, control);
    if (op != nullptr) edit_item(st, *op, type, q, kind, size);
  }
}

bool formatted_write_finish(DtState& st) {
  if (st.fmt == nullptr) return true;
  // Without items since the format last paused there is nothing left to
  // run: running it again would start over (reversion).
  if (!st.fmt->paused) run_until_data(st, false, control);
  bool newline = !st.fmt->seen_dollar;
  formatted_release(st);
  return newline;
}

}  // namespace ftnio
