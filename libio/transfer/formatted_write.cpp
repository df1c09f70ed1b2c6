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

#include <algorithm>
#include <cstring>
#include <string>
#include <vector>

#include "base/iostat.h"
#include "base/options.h"
#include "conv/edit_out.h"
#include "conv/edit_real_flang.h"
#include "conv/int_iw.h"
#include "conv/narrow_real.h"
#include "conv/real_format.h"
#include "conv/utf8.h"
#include "format/format_cache.h"
#include "format/format_cursor.h"
#include "transfer/data_transfer.h"
#include "transfer/dtio.h"
#include "transfer/formatted_state.h"
#include "transfer/statement_modes.h"
#include "transfer/internal_unit.h"
#include "transfer/record_out.h"
#include "transfer/write_tabs.h"
#include "unit/runtime_error.h"

namespace ftnio {

namespace {

bool require(DtState& st, const FormatOp& op, ItemType want, ItemType got) {
  return require_item_type(st, op, want, got);
}

// flang's refusal of an E or D edit's scale factor (and of G's, when the
// value takes its E form): false after raising it.
bool flang_scale_ok(DtState& st, EditKind k, int d) {
  if (d < 0) return true;
  std::string text = flang_scale_text(k, st.fmt->modes.scale, d);
  if (text.empty()) return true;
  raise_format_error(st, text);
  return false;
}

// flang edits an infinity or a NaN under G in the E form, whose scale
// factor it checks (flang_scale_ok), where a finite value in the F form's
// range is written whatever the scale factor.  The G field holds one when
// it has lower-case letters ("Inf", "NaN").  True after raising flang's
// refusal.
[[gnu::cold, gnu::noinline]] bool g_infnan_refused(DtState& st,
                                                   const FormatOp& op,
                                                   const char* out, size_t n) {
  return n != conv::kEditError &&
         (std::memchr(out, 'n', n) != nullptr ||
          std::memchr(out, 'a', n) != nullptr) &&
         !flang_scale_ok(st, op.kind, op.d);
}

// The bytes of the item whose bits an L output edit tests: flang's
// runtime tests the first byte of a REAL or COMPLEX item (2.0 is F),
// libgfortran all of its kind.
int flang_logical_bytes(const DtState& st, ItemType type, int kind) {
  const bool real = type == ItemType::kReal || type == ItemType::kComplex;
  return real && st.policy.item_bytes_as_flang ? 1 : kind;
}

// flang's runtime hands a LOGICAL item of any kind to an A output edit
// as a default LOGICAL: the four bytes of 1 or 0.
int32_t logical_as_default(const void* p, int kind) {
  return conv::logical_truth(p, kind) ? 1 : 0;
}

conv::EditSpec spec_of(const FormatOp& op) {
  conv::EditSpec s{};
  s.kind = op.kind;  // a data edit other than DT: conv knows its kind
  bool integer_edit = op.kind <= EditKind::kZ;
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

// libgfortran refuses an E or D edit's scale factor (G's, where the value
// takes the E form) before it looks for room in the record, so a field too
// wide for its record gets IOSTAT 5006 all the same (D1000.0 on a
// CHARACTER(200) internal file, found by fuzzing formats).  The refusal
// does not depend on the width: a narrow copy of the edit tells, without
// the huge buffer field_overflows_record avoids.
[[gnu::cold]] bool scale_refused(const conv::EditSpec& spec,
                                 const conv::EditModes& modes, const void* p,
                                 int kind) {
  conv::EditSpec narrow = spec;
  narrow.w = std::min(spec.w, int32_t{64});
  conv::EditModes scratch = modes;  // the probe must leave no trace
  char out[256];                    // a field of w <= 64 chars
  return conv::edit_real(out, narrow, scratch, p, kind) == conv::kEditError;
}

// Writes one field produced by a conv function into the record.
template <typename Produce>
void put_field(DtState& st, size_t max_width, Produce produce,
               FieldPieces pieces = FieldPieces::kText,
               const void* value = nullptr, int kind = 0) {
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
  record_put(st, out, n, pieces, value, kind);
}

// Kind-4 text into a kind-4 internal file: characters above 127 keep
// their value (the byte record has '?' or the low byte for them).
void put_wide_field(DtState& st, const conv::EditSpec& spec,
                    const char32_t* src, size_t len, size_t max) {
  static thread_local std::vector<char> text;
  text.resize(max);
  size_t n = conv::edit_character4(text.data(), spec, src, len, 0);
  char* out = record_space(st, n);
  if (out == nullptr) return;
  std::memcpy(out, text.data(), n);
  size_t blanks = n - len;  // edit_character4: blanks, then every char
  for (size_t i = 0; i < len; ++i)
    if (src[i] > 127) internal_keep_wide(st, out + blanks + i, src[i]);
}

// A (and G on characters): the leftmost w characters, or right-justified
// in w (F2018 13.7.4 p2).  Kind 4 characters become one byte each.
// CARRIAGECONTROL='FORTRAN' (DEC): libgfortran takes the first character
// of every A-edited string as a control character.  It is replaced by the
// line feeds or form feed it stands for, and it decides whether the
// record ends with a carriage return (cc_count, cc_end).
void put_text_fortran_cc(DtState& st, const char* s, size_t len, size_t w) {
  char start = '\n';
  size_t n = 1;
  bool end = true;
  switch (s[0]) {
    case '+': n = 0; break;
    case '0': n = 2; break;
    case '1': start = '\f'; break;
    case '$': end = false; break;
    case '\0':
      n = 0;
      end = false;
      break;
    default: break;  // '-' and anything else: one line feed
  }
  size_t rest = w - 1;  // the field less its control character
  char* out = record_space(st, n + rest);
  if (out == nullptr) return;
  std::memset(out, start, n);
  if (rest < len) {
    std::memcpy(out + n, s + 1, rest);
  } else {
    // libgfortran right-justifies len characters from s + 1 (the last
    // one beyond the string); a blank stands for that one.
    std::memset(out + n, ' ', rest);
    std::memcpy(out + n + rest - len, s + 1, len - 1);
  }
  st.cc_count = end ? 1 : 0;
  st.cc_end = end ? '\r' : '\0';
}

// flang's A edit of kind-4 text: w - len blanks, or the leftmost w
// characters; as UTF-8 where kind4_written_utf8, else (a default-kind
// internal file) each character as its low byte.
void put_text4_flang(DtState& st, const uint32_t* s, size_t take, size_t pad) {
  if (kind4_written_utf8(st)) {
    put_field(st, pad + conv::utf8_text_room(take, 0), [&](char* dst) {
      std::memset(dst, ' ', pad);
      return pad + conv::utf8_text(dst + pad, s, take, 0, 0);
    });
    return;
  }
  char* out = record_space(st, pad + take, pad);
  if (out == nullptr) return;
  std::memset(out, ' ', pad);
  for (size_t i = 0; i < take; ++i) out[pad + i] = kind4_byte(st, s[i]);
}

// A edit of kind-4 text in a field of w chars.
// (out of line: the default-kind A edit stays small)
[[gnu::noinline]] void put_text4(DtState& st, const void* p, size_t len,
                                 size_t w) {
  const auto* s = static_cast<const uint32_t*>(p);
  if (st.policy.kind4_text_flang &&
      (kind4_written_utf8(st) || st.internal.kind == 1)) {
    put_text4_flang(st, s, w < len ? w : len, w > len ? w - len : 0);
    return;
  }
  if (kind4_written_utf8(st)) {
    put_field(st, conv::utf8_text_room(len, w),
              [&](char* dst) { return conv::utf8_text(dst, s, len, w, 0); });
    return;
  }
  // libgfortran writes kind-4 text by its own rules (every character even
  // when w is shorter); conv::edit_character4 reproduces them.
  conv::EditSpec spec{};
  spec.kind = EditKind::kA;
  spec.w = static_cast<int32_t>(w);
  spec.w_given = true;
  size_t max = (w > len ? w : len) + 2;
  const auto* wide = static_cast<const char32_t*>(p);
  if (internal_file(st) && st.internal.kind == 4) {
    // (flang's w below len writes the leftmost w characters, as the
    // standard has it.)
    const bool cut = st.policy.kind4_text_flang && w < len;
    put_wide_field(st, spec, wide, cut ? w : len, max);
    return;
  }
  put_field(st, max, [&](char* dst) {
    return conv::edit_character4(dst, spec, wide, len, 0);
  });
}

// flang's A edit of default-kind text on a UTF-8 unit (latin1_written_utf8):
// its characters as the kind-4 ones of the same code points would be
// (put_text4_flang: w - len blanks, or the leftmost w characters).
[[gnu::noinline]] void put_text_latin1_utf8(DtState& st, const void* p,
                                            size_t len, size_t w) {
  const size_t take = w < len ? w : len, pad = w > len ? w - len : 0;
  put_field(st, pad + conv::latin1_utf8_room(take), [&](char* dst) {
    std::memset(dst, ' ', pad);
    return pad +
           conv::latin1_as_utf8(dst + pad, static_cast<const char*>(p), take);
  });
}

// The width of an A (or G) field of len characters.
size_t text_width(const FormatOp& op, size_t len) {
  return op.w < 0 || (op.kind == EditKind::kG && op.w == 0)
             ? len
             : static_cast<size_t>(op.w);
}

// flang's runtime writes encoded text (kind 4 as UTF-8, or default-kind
// text on a UTF-8 unit) of no characters as nothing at all: a pending X
// or TR is not discharged, and a record ending there has no blanks.
bool encoded_nothing(const DtState& st, const FormatOp& op, int kind,
                     size_t len) {
  if (!st.policy.kind4_text_flang || text_width(op, len) != 0) return false;
  return kind == 4 ? kind4_written_utf8(st) : latin1_written_utf8(st);
}

void put_text(DtState& st, const FormatOp& op, const void* p, int kind,
              size_t len) {
  size_t w = text_width(op, len);
  if (kind == 4) {
    put_text4(st, p, len, w);
    return;
  }
  if (st.unit->modes().encoding == Encoding::kUtf8 && latin1_written_utf8(st))
      [[unlikely]] {
    put_text_latin1_utf8(st, p, len, w);
    return;
  }
  if (st.unit->modes().cc == CarriageControl::kFortran && len > 0 && w > 0)
      [[unlikely]] {
    put_text_fortran_cc(st, static_cast<const char*>(p), len, w);
    return;
  }
  size_t pad = w > len ? w - len : 0;
  char* out = record_space(st, w, pad);
  if (out == nullptr) return;
  if (pad > 0) std::memset(out, ' ', pad);      // (no libc call for none)
  copy_bytes(out + pad, p, w < len ? w : len);  // short texts: no libc call
}

// DT: the item's defined output procedure writes the field (libgfortran's
// check first: an intrinsic item has no procedure to call).
void write_dt(DtState& st, const FormatOp& op, ItemType type, const void* p) {
  FormattedState& f = *st.fmt;
  if (type != ItemType::kDerived) {
    raise_format_error(
        st, format_error_text(
                "Missing DTIO procedure or intrinsic type passed for item " +
                    std::to_string(f.item_count) + " in formatted transfer",
                f.cursor.caret(op), f.program->source()));
    return;
  }
  dtio_dt_edit(st, *static_cast<const DtioItem*>(p), f.program->text(op),
               f.program->vlist(op), static_cast<size_t>(op.d));
}

// -fdec: a numeric edit written without a width (kDefaultWidth) takes
// the widths of the Oracle compiler, per kind, as libgfortran does: Iw with
// w = 7, 7, 12, 23, 44 for kinds 1..16; reals Fw.d with (15,7), (25,16),
// (42,33) for kinds 4, 8, 16, and none for kind 10.
void apply_dec_default_width(conv::EditSpec& spec, const FormatOp& op,
                             ItemType type, int kind) {
  if (op.w != kDefaultWidth || op.kind == EditKind::kA ||
      op.kind == EditKind::kL)
    return;
  spec.w_given = true;
  if (type == ItemType::kInteger) {
    spec.w = dec_default_int_width(kind);
    spec.m_given = false;
    return;
  }
  spec.w = kind == 4 ? 15 : kind == 8 ? 25 : kind == 16 ? 42 : 0;
  spec.d = kind == 4 ? 7 : kind == 8 ? 16 : kind == 16 ? 33 : 0;
  spec.d_given = true;
  spec.e_given = false;
}

// B, O, Z on a CHARACTER item: libgfortran edits the bits of its first
// character (kind bytes) as an integer (a GNU extension); flang all of its
// bytes, as one number.  Up to 16 bytes become the INTEGER(16) in chars
// (*p and *kind changed; false); a longer item is edited digit by digit
// here (true).
bool radix_character_as_flang(DtState& st, const conv::EditSpec& spec,
                              const void** p, int* kind, size_t size,
                              unsigned char (&chars)[16]) {
  const size_t bytes = size * static_cast<size_t>(*kind);
  if (bytes > sizeof chars) {
    const void* text = *p;
    put_field(
        st, conv::edit_boz_max_width(spec, bytes),
        [&](char* out) { return conv::edit_boz_bytes(out, spec, text, bytes); },
        FieldPieces::kDigits);
    return true;
  }
  std::memcpy(&chars, *p, bytes);
  *p = chars;
  *kind = 16;
  return false;
}

void edit_item(DtState& st, const FormatOp& op, ItemType type, const void* p,
               int kind, size_t size) {
  FormattedState& f = *st.fmt;
  conv::EditSpec spec = spec_of(op);
  bool radix = op.kind == EditKind::kB || op.kind == EditKind::kO ||
               op.kind == EditKind::kZ;
  // B, O, Z on a LOGICAL item: libgfortran edits its bits as an integer
  // of the same kind (a GNU extension), as for the DEC default width.
  ItemType edited =
      radix && type == ItemType::kLogical ? ItemType::kInteger : type;
  apply_dec_default_width(spec, op, edited, kind);
  switch (op.kind) {
    case EditKind::kI:
      if (!require(st, op, ItemType::kInteger, type)) return;
      break;
    case EditKind::kF:
    case EditKind::kE:
    case EditKind::kEN:
    case EditKind::kES:
    case EditKind::kD:
      if (!require(st, op, ItemType::kReal, type)) return;
      break;
    case EditKind::kB:
    case EditKind::kO:
    case EditKind::kZ:
      if (!radix_type_ok(st, op, type)) return;
      break;
    case EditKind::kA:
      if (type == ItemType::kDerived) {
        require(st, op, ItemType::kCharacter, type);
        return;
      }
      if (type == ItemType::kLogical && st.policy.item_bytes_as_flang) {
        const int32_t v = logical_as_default(p, kind);
        put_text(st, op, &v, 1, sizeof v);
        return;
      }
      put_text(st, op, p, type == ItemType::kCharacter ? kind : 1,
               type == ItemType::kCharacter ? size : size);
      return;
    case EditKind::kDT: write_dt(st, op, type, p); return;
    default: break;
  }
  if (type == ItemType::kDerived) {
    // An intrinsic edit for an item with defined output.
    require(st, op,
            op.kind == EditKind::kL ? ItemType::kLogical : ItemType::kInteger,
            type);
    return;
  }
  // (L on a CHARACTER item: libgfortran tests its first character's bits
  // as a LOGICAL of the character kind, below)
  if (type == ItemType::kCharacter && !radix && op.kind != EditKind::kL) {
    put_text(st, op, p, kind, size);
    return;
  }
  unsigned char chars[16] = {};  // an INTEGER(16), zero-extended
  if (radix && type == ItemType::kCharacter && st.policy.item_bytes_as_flang &&
      radix_character_as_flang(st, spec, &p, &kind, size, chars))
    return;
  if (radix) type = type == ItemType::kCharacter ? ItemType::kInteger : edited;
  // REAL(2) and REAL(3) are edited as floats (conv/narrow_real.h).
  const bool narrow =
      type == ItemType::kReal && conv::is_narrow_real_kind(kind);
  size_t max = conv::edit_max_width(spec, f.modes, narrow ? 4 : kind);
  if (max > 256 && field_overflows_record(st, spec)) {
    if (type == ItemType::kReal && !st.policy.scale_factor_range_checked &&
        scale_refused(spec, f.modes, p, kind))
      raise_format_error(st, conv::kEditScaleMessage);
    else
      st.status.raise(kIostatEor, nullptr);
    return;
  }
  if (op.kind == EditKind::kL || type == ItemType::kLogical) {
    const int l_kind = flang_logical_bytes(st, type, kind);
    put_field(st, max, [&](char* out) {
      return conv::edit_logical(out, spec, p, l_kind);
    });
  } else if (type == ItemType::kInteger) {
    put_field(
        st, max,
        [&](char* out) {
          return conv::edit_integer(out, spec, f.modes, p, kind);
        },
        radix ? FieldPieces::kDigits : FieldPieces::kInteger);
  } else {
    // flang's zero-width forms and Gw.0 are its own
    // (conv/edit_real_flang.h).
    const bool flang_form = spec.w == 0
                                ? st.policy.zero_width_real_fewest_digits
                                : st.policy.flang_real_output &&
                                      spec.kind == EditKind::kG &&
                                      spec.d_given && spec.d == 0;
    put_field(
        st, max,
        [&](char* out) {
          size_t n = flang_form
                         ? conv::edit_real_flang(out, spec, f.modes, p, kind)
                         : 0;
          if (n == conv::kEditError)
            return flang_scale_ok(st, op.kind, op.d < 0 ? 0 : op.d) ? n : 0;
          if (n == 0) n = conv::edit_real(out, spec, f.modes, p, kind);
          if (n == conv::kEditError && st.policy.scale_factor_range_checked &&
              !flang_scale_ok(st, op.kind, op.d))
            return size_t{0};
          if (spec.kind == EditKind::kG &&
              st.policy.scale_factor_range_checked &&
              g_infnan_refused(st, op, out, n))
            return size_t{0};
          return n;
        },
        radix ? FieldPieces::kDigits : FieldPieces::kReal, p, kind);
  }
}

// '/' and format reversion end the record, except that once '$' ran in
// the statement libgfortran writes no record end on an external unit: the
// record goes on (and the statement leaves it open).  INQUIRE(POSITION=)
// keeps its answer: libgfortran unspecifies it only where a statement
// ends its record, so not after a non-advancing WRITE (conn_fuzz.py).
void next_record(DtState& st) {
  if (st.fmt->seen_dollar && !internal_file(st)) return;
  record_end(st, PositionAfter::kKept);
}

// Executes one non-data edit descriptor.
void control(DtState& st, const FormatOp& op) {
  FormattedState& f = *st.fmt;
  switch (op.kind) {
    case EditKind::kLiteral: {
      if (!tabs_discharge(st, f.tabs)) break;
      std::string_view text = f.program->text(op);
      record_put(st, text.data(), text.size());
      break;
    }
    case EditKind::kX:
    case EditKind::kTR:
    case EditKind::kTL:
    case EditKind::kT: tabs_edit(st, op); break;
    // "n/" comes from the cursor n times, one record each.
    case EditKind::kSlash:
    case EditKind::kRevert:
      next_record(st);
      tabs_record_start(st);
      break;
    case EditKind::kSign:
      f.modes.sign = SignMode(op.w);
      f.modes_changed();
      break;
    case EditKind::kDollar: f.seen_dollar = true; break;
    default:  // BN, BZ (input only), ':' with items left
      apply_mode_edit(f, op);
      break;
  }
  f.tabs.item_run = true;  // (WriteTabs::item_run)
}

}  // namespace

void formatted_write_start(DtState& st, std::string_view format, bool dec_ext) {
  if (formatted_acquire(st, format, dec_ext, false)) {
    tabs_statement_start(st, st.fmt->tabs);
    run_until_data(st, false, control);
  }
}

void formatted_write_start_acquired(DtState& st) {
  set_initial_modes(st, *st.fmt);
  tabs_statement_start(st, st.fmt->tabs);
  run_until_data(st, false, control);
}

namespace {

// Iw / Iw.m of an INTEGER item of kind 8 or less (most integer output):
// edited straight into the record.  False when the general path must do
// it (another edit or kind, a DEC default width, a huge field).  Always
// inline: write_part_at has two callers, and GCC then made this a call.
[[gnu::always_inline]] inline bool put_small_integer(DtState& st,
                                                     const FormatOp& op,
                                                     const void* p, int kind) {
  constexpr int32_t kMaxFastWidth = 128;
  if (op.kind != EditKind::kI || op.w < 0 || op.w > kMaxFastWidth ||
      op.d > kMaxFastWidth)
    return false;
  int64_t v;
  if (!small_integer_value(p, kind, &v)) return false;
  if (op.w > 0) {
    // exactly w characters: edit them in place (a record with a limit
    // takes the field whole or raises: record_put)
    if (char* out = record_space_fast(st, static_cast<size_t>(op.w))) {
      if (op.d >= 0 || op.w > conv::kMaxIwInline ||
          !conv::edit_int_iw_fits(out, op.w, st.fmt->modes, v))
        conv::edit_int_iw(out, op.w, op.d, st.fmt->modes, v);
      return true;
    }
  }
  char field[kMaxFastWidth + 24];
  size_t n = conv::edit_int_iw(field, op.w, op.d, st.fmt->modes, v);
  record_put(st, field, n, FieldPieces::kInteger);
  return true;
}

// The real edits a REAL(4) or REAL(8) item takes in put_small_real.
constexpr bool small_real_edit(EditKind k) {
  return k == EditKind::kF || k == EditKind::kE || k == EditKind::kEN ||
         k == EditKind::kES || k == EditKind::kD || k == EditKind::kG;
}

// An E or D edit's scale factor refused by conv::edit_real (kEditError):
// flang's text when its runtime refuses it (scale_factor_range_checked),
// else libgfortran's.
[[gnu::cold, gnu::noinline]] void real_scale_refused(DtState& st,
                                                     const FormatOp& op) {
  if (st.policy.scale_factor_range_checked &&
      !flang_scale_ok(st, op.kind, op.d))
    return;
  raise_format_error(st, conv::kEditScaleMessage);
}

// Fw.d, Ew.d[Ee], ENw.d[Ee], ESw.d[Ee], Dw.d and Gw.d (d > 0 for G) of a
// REAL(4) or REAL(8) item, w at most kMaxFastWidth: edit_item's real
// branch with what the op alone decides (the width bounds the field, no
// DEC default width, no flang zero-width or Gw.0 form) decided here, so
// the item goes from its op to conv::edit_real with none of edit_item's
// per-item dispatch.  False, with nothing done, for any other item.
[[gnu::always_inline]] inline bool put_small_real(DtState& st,
                                                  const FormatOp& op,
                                                  const void* p, int kind) {
  constexpr int32_t kMaxFastWidth = 128;
  if ((kind != 8 && kind != 4) || op.w <= 0 || op.w > kMaxFastWidth ||
      !small_real_edit(op.kind) || op.d < (op.kind == EditKind::kG ? 1 : 0) ||
      op.d > kMaxFastWidth)
    return false;
  const conv::EditSpec spec = spec_of(op);  // (w > 0 and d >= 0 given)
  char field[kMaxFastWidth];                // every field with w > 0 is w wide
  const size_t n = conv::edit_real(field, spec, st.fmt->modes, p, kind);
  if (n == conv::kEditError) [[unlikely]] {
    real_scale_refused(st, op);
    return true;
  }
  if (op.kind == EditKind::kG && st.policy.scale_factor_range_checked &&
      g_infnan_refused(st, op, field, n))
    return true;
  record_put(st, field, n, FieldPieces::kReal, p, kind);
  return true;
}

}  // namespace

namespace {

// G on a REAL item whose E form flang refuses under the scale factor:
// an infinity or a NaN (always the E form there), or a finite value that
// G edits in the E form (a probe of the edit: scale_refused).
bool flang_g_refused(const DtState& st, const FormatOp& op, const void* p,
                     int kind) {
  // (flang_scale_text's range, without its text)
  const int k = st.fmt->modes.scale, d = op.d;
  if (d < 0 || !((k < 0 && k <= -d) || (k > 0 && k >= d + 2))) return false;
  if (conv::real_not_finite(p, kind)) return true;
  return op.w > 0 && op.d > 0 &&
         scale_refused(spec_of(op), st.fmt->modes, p, kind);
}

// flang's runtime checks an I, F, E or D edit against its item before a
// pending X or T skip writes its blanks: a record that a mismatch failed
// holds none of them (and is not written when it holds nothing else).
// So too the scale factor of G's E form (flang_g_refused).  For a door
// under the policy
// edit_checked_before_skip (out of line: the other door pays a test).
[[gnu::noinline]] bool flang_edit_suits_item(DtState& st, const FormatOp& op,
                                             ItemType type, const void* p,
                                             int kind) {
  if (type == ItemType::kDerived) return true;
  switch (op.kind) {
    case EditKind::kI: return require(st, op, ItemType::kInteger, type);
    case EditKind::kF:
    case EditKind::kEN:
    case EditKind::kES: return require(st, op, ItemType::kReal, type);
    case EditKind::kE:
    case EditKind::kD:
      return require(st, op, ItemType::kReal, type) &&
             flang_scale_ok(st, op.kind, op.d);
    case EditKind::kG:
      return type != ItemType::kReal || !flang_g_refused(st, op, p, kind) ||
             flang_scale_ok(st, op.kind, op.d);
    default: return true;
  }
}

// An item's data edit op: Iw of a small integer in place, A of a string,
// or the general editor.  Always inline: with two callers GCC made it a
// call of its own on every item (+64 instructions a '(3i12)' statement).
[[gnu::always_inline]] inline void write_part_at(DtState& st,
                                                 const FormatOp& op,
                                                 ItemType type, const void* p,
                                                 int kind, size_t size) {
  if (type == ItemType::kDerived && op.kind != EditKind::kDT &&
      dtio_components(st, &op, p))
    return;
  if (st.policy.edit_checked_before_skip &&
      !flang_edit_suits_item(st, op, type, p, kind))
    return;
  if (type == ItemType::kCharacter && size == 0 &&
      encoded_nothing(st, op, kind, size)) [[unlikely]]
    return;
  if (!tabs_discharge(st, st.fmt->tabs)) return;
  if (type == ItemType::kInteger && put_small_integer(st, op, p, kind)) return;
  if (type == ItemType::kReal && put_small_real(st, op, p, kind)) return;
  // A of a CHARACTER item: the text, without building an edit spec.
  if (type == ItemType::kCharacter && op.kind == EditKind::kA) {
    put_text(st, op, p, kind, size);
    return;
  }
  edit_item(st, op, type, p, kind, size);
}

// A character constant or position edit before the item's data edit
// failed (a constant past a RECL= record, EOR past an internal file's
// record): flang's runtime goes on to
// that data edit (its cue-up runs every edit before it, with no look at
// the error between) and runs it, so the field is written where it
// fits; the items after it are not.
[[gnu::noinline, gnu::cold]] void write_part_after_failed_control(
    DtState& st, ItemType type, const void* p, int kind, size_t size) {
  FormattedState* f = st.fmt;
  if (!st.policy.failed_edit_finishes_format ||
      (st.status.code() != kErrDirectEor && st.status.code() != kIostatEor) ||
      f->cursor.stop() == FormatCursor::Stop::kError)
    return;
  f->finishing_failed = true;  // record_space_slow lets it write
  while (const FormatOp* op = f->cursor.next(true)) {
    if (is_data_edit(op->kind)) {
      write_part_at(st, *op, type, p, kind, size);
      break;
    }
    control(st, *op);
  }
  f->finishing_failed = false;
}

// One item, or one half of a COMPLEX one: the next data edit, then
// write_part_at.  The caller
// counts the item (a COMPLEX one once, as libgfortran's messages number them).
inline void write_part(DtState& st, ItemType type, const void* p, int kind,
                       size_t size) {
  st.fmt->paused = false;
  st.first_item = false;
  const FormatOp* op = run_until_data(st, true, control);
  if (op == nullptr) {
    if (st.status.failed()) [[unlikely]]
      write_part_after_failed_control(st, type, p, kind, size);
    return;
  }
  write_part_at(st, *op, type, p, kind, size);
}

}  // namespace

void formatted_write_item(DtState& st, ItemType type, const void* p, int kind,
                          size_t size) {
  if (st.fmt == nullptr) return;
  ++st.fmt->item_count;
  if (type != ItemType::kComplex) {
    write_part(st, type, p, kind, size);
    return;
  }
  // A complex item is two real items (F2018 13.7.2.1 p2).
  const char* q = static_cast<const char*>(p);
  write_part(st, ItemType::kReal, q, kind, size / 2);
  if (!st.status.failed())
    write_part(st, ItemType::kReal, q + size / 2, kind, size / 2);
}

namespace {

// The failures after which flang's statement end still runs the format
// (its end runs it whatever failed): all but the system's (a write
// error, memory).  A character constant may fit where a field did not,
// a '/' goes on in an internal file's next record.
bool finishes_after(int code) {
  return code != kErrOs && code != kErrAllocation;
}

}  // namespace

void formatted_write_finish_failed(DtState& st) {
  FormattedState* f = st.fmt;
  // (a format that failed itself, or an error not an edit's, stops all)
  if (f == nullptr || !st.policy.failed_edit_finishes_format ||
      !finishes_after(st.status.code()) || f->paused ||
      f->cursor.stop() == FormatCursor::Stop::kError)
    return;
  f->finishing_failed = true;  // record_space_slow lets it write
  while (const FormatOp* op = f->cursor.next(false)) {
    if (is_data_edit(op->kind)) break;
    // A '/' there ends a record that holds something; it makes no empty
    // record, it only drops the pending X and T moves ("(I5,2X,/,'ab')"
    // failing on its item writes "ab" alone).
    if (op->kind == EditKind::kSlash && drops_empty_failed_record(st)) {
      st.unit->fbuf().reset();
      tabs_record_start(st);
      continue;
    }
    control(st, *op);
  }
  f->finishing_failed = false;
}

void formatted_write_run_tail(DtState& st) {
  if (st.fmt != nullptr && !st.fmt->paused && !st.status.failed())
    run_until_data(st, false, control);
}

bool formatted_write_finish(DtState& st) {
  if (st.fmt == nullptr) return true;
  // Without items since the format last paused there is nothing left to
  // run: running it again would start over (reversion).
  if (!st.fmt->paused) run_until_data(st, false, control);
  if (!st.status.failed()) tabs_statement_end(st, st.fmt->tabs);
  bool newline = !st.fmt->seen_dollar;
  if (!st.status.failed() && newline && st.dtio_parent == nullptr)
    st.unit->record().kept_max_pos = -1;
  formatted_release(st);
  return newline;
}

}  // namespace ftnio
