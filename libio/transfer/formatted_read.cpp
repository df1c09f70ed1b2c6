// SPDX-License-Identifier: MIT
// Formatted READ: runs a parsed format against the input list (L4).
//
// Each data edit takes a field of w characters from the current record
// (fewer when the record ends first: PAD='YES' treats the rest as blanks,
// F2018 12.6.4.5.3) and converts it with conv/edit_in.h.
#include "transfer/formatted_read.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "base/char_scan.h"
#include "base/copy_bytes.h"
#include "base/iostat.h"
#include "base/options.h"
#include "conv/edit_in.h"
#include "conv/utf8.h"
#include "transfer/bad_input.h"
#include "transfer/data_transfer.h"
#include "transfer/end_of_file.h"
#include "transfer/flang_free_field.h"
#include "transfer/dtio.h"
#include "transfer/formatted_state.h"
#include "transfer/input_pos.h"
#include "transfer/internal_unit.h"
#include "transfer/record_in.h"
#include "unit/runtime_error.h"

namespace ftnio {

bool record_columns_taken(const DtState& st) {
  const RecordState& r = st.unit->record();
  int64_t at_start =
      formatted_part(st) != nullptr ? st.fmt->taken_at_record_start : 0;
  return in_column(st) != 0 || (r.in_record && r.carried_taken) ||
         st.size_count != at_start;
}

namespace {

// Every field named: an InModes whose defaults are stored first and then
// overwritten was zeroed by a `rep stosb` (every REAL field of
// read_real_in_buffer paid its start-up; perf/rep_strings.py).
conv::InModes in_modes(const DtState& st) {
  const FormattedState& f = *st.fmt;
  const bool flang = st.policy.flang_numeric_input;
  return conv::InModes{.blank_zero = f.blank_zero,
                       .decimal_comma = f.modes.decimal_comma,
                       .scale = f.modes.scale,
                       .round = f.modes.round,
                       .dec_extensions = st.dec_ext,
                       .namelist = false,
                       .comma_is_text = false,
                       .semicolon_is_text = false,
                       .flang_names = false,
                       .ff_is_eof = false,
                       .flang_reals = flang,
                       .flang_integers = flang};
}

// Reports a conversion failure the way libgfortran does.
void raise_in_error(DtState& st, conv::InStatus status, conv::InItem item) {
  conv::InError e = conv::in_error(status, item);
  if (e.iostat == 0) return;
  if (e.message == nullptr) {
    st.status.raise(e.iostat, nullptr);
    return;
  }
  char msg[160];
  std::snprintf(msg, sizeof msg, e.message, st.fmt->item_count);
  st.status.raise(e.iostat, msg);
}

// flang's texts for a field that does not convert name its bad character
// (flang_field_errors.cpp).
bool flang_names_bad_field(const DtState& st) {
  return st.policy.flang_condition_texts;
}

// flang's runtime ends a numeric field at a comma in internal files too.
bool flang_comma_ends_field(const DtState& st) {
  return st.policy.commas_as_flang;
}

// Whether flang's edit k on an item of type reads a field's commas as
// its characters: a REAL edit's under DC, where ',' is the decimal
// symbol (a COMPLEX item's parts come as REAL ones); an L edit's, which
// takes its T or F and skips the rest of the field unread.
bool flang_keeps_comma(const DtState& st, EditKind k, ItemType type) {
  switch (k) {
    case EditKind::kF:
    case EditKind::kE:
    case EditKind::kEN:
    case EditKind::kES:
    case EditKind::kEX:
    case EditKind::kD: return st.fmt->modes.decimal_comma;
    case EditKind::kG:
      return type == ItemType::kLogical ||
             (type == ItemType::kReal && st.fmt->modes.decimal_comma);
    case EditKind::kL: return true;
    default: return false;
  }
}

// Whether a comma ends the field of a data edit early (libgfortran): in
// external records every field but A's, unless the decimal symbol is the
// comma; in internal files only under -std=legacy, and then every field.
// flang's runtime ends every field but A's at a comma, under DC too, but
// those that keep their commas (flang_keeps_comma).
bool comma_ends_field(const DtState& st, bool text, bool keeps_comma) {
  if (flang_comma_ends_field(st)) return !text && !keeps_comma;
  if (internal_file(st)) return legacy_internal_read(st);
  return !text && !st.fmt->modes.decimal_comma;
}

// A stream file's end read as an empty (blank) field, END coming only at
// the end of the statement (libgfortran): on an advancing READ with
// PAD='YES', unless libgfortran's count of bytes left, 1 after OPEN and
// lowered by every field's characters read since, equals its RECL of a
// stream connection, -2 (so after exactly three characters read).
// flang's runtime meets END there at once, leaving the item as it was.
bool blank_at_stream_end(const DtState& st) {
  constexpr int64_t kStreamRecl = -2;  // F2018 12.10.2.26
  const Unit& u = *st.unit;
  return u.modes().access == Access::kStream && !st.advance_no &&
         !st.policy.stream_end_is_end_at_once &&
         u.modes().pad == PadMode::kYes && u.record().bytes_left != kStreamRecl;
}

// The same for a sequential file right after a READ stopped by EOR: the
// record is kept (RecordState::tab_origin) and libgfortran's count of its
// bytes goes on, so an advancing READ under PAD='YES' that finds the end
// of the file reads an empty record instead of END, unless that count is
// 0 (eor_record_has_data).  So after a list-directed READ that went on
// in such a record: it leaves the count alone (RecordState::carried_taken).
// (Only an external unit is left in a record: note_left_in_record.)
bool carried_taken(const DtState& st) {
  return st.unit->record().in_record && st.unit->record().carried_taken;
}
// Whether a '/' or format reversion that meets the end of a sequential
// file only ends a last record without a newline: libgfortran's
// next_record_r meets END there only under PAD='NO' or where the READ took
// nothing of the record (record_columns_taken), as at the statement's end
// (finish_read_record), so a later item's format error comes first.
// flang's runtime, too, finds the end only where a field reads.
bool last_record_unended(const DtState& st) {
  return st.records == RecordKind::kSequential &&
         st.unit->modes().access == Access::kSequential &&
         st.unit->modes().pad == PadMode::kYes && record_columns_taken(st);
}
bool blank_after_eor_at_end(const DtState& st) {
  return !st.advance_no && st.unit->modes().pad == PadMode::kYes &&
         (eor_record_has_data(st) || carried_taken(st));
}

// How a data edit's field ended, besides at its width.
struct FieldEnd {
  bool comma = false;  // a comma ended it
  int overrun = 0;     // flang: the condition after a field that the
                       // record's end cut short under PAD='NO'
};

// The 0-based column a field began at, as flang's messages count it.
int64_t flang_field_start(const DtState& st, std::string_view field,
                          const FieldEnd& end) {
  return in_column(st) - static_cast<int64_t>(field.size()) -
         (end.comma ? 1 : 0);
}

// flang's B, O and Z input leave the position after the field's last
// significant digit, where the next edit starts (flang_radix_field_stop).
void flang_radix_stop(DtState& st, std::string_view field,
                      const FieldEnd& end) {
  in_seek_column(st,
                 flang_field_start(st, field, end) +
                     static_cast<int64_t>(flang_radix_field_stop(st, field)));
}

// What follows a field's characters for flang's L edit (FieldTail).  An
// internal file's field may have lost trailing blanks of its record: a
// blank from beyond the record's end comes only when the field runs past
// it.
FieldTail flang_field_tail(const DtState& st, const FieldEnd& end,
                           std::string_view field, size_t w) {
  if (end.comma) return FieldTail::kComma;
  // (flang pads no field that the record's end cut short under PAD='NO')
  if (field.size() >= w || end.overrun != 0) return FieldTail::kNone;
  if (internal_file(st) &&
      flang_field_start(st, field, end) + static_cast<int64_t>(w) <=
          st.internal.full_reclen)
    return FieldTail::kTrailingBlanks;
  return FieldTail::kPadBlank;
}

// A field that did not convert, in flang's words where they are known
// (flang_field_errors.cpp): false when the core's text stands.
bool flang_bad_field(DtState& st, EditKind k, conv::InItem what,
                     std::string_view field, const FieldEnd& end, size_t w,
                     size_t bytes, size_t record_chars) {
  // (the field may be longer than the record held: flang_field_text)
  if (what == conv::InItem::kFormattedReal)
    return flang_real_field_error(
        st, field, flang_field_start(st, field.substr(0, record_chars), end),
        in_column(st), flang_record_number(st));
  return flang_field_error(st, k, what == conv::InItem::kFormattedLogical,
                           field, flang_field_tail(st, end, field, w), bytes);
}

// Edits after which flang reads on past the record's end when it met it
// in their field (FormattedState::read_on): B, O, Z, a REAL edit on a
// REAL item, I or G on an INTEGER one (those whose edit functions return
// success with the condition pending; A and L do not).
bool reads_on_after(EditKind k, ItemType type) {
  switch (k) {
    case EditKind::kB:
    case EditKind::kO:
    case EditKind::kZ: return type != ItemType::kLogical;
    case EditKind::kI: return type == ItemType::kInteger;
    case EditKind::kG:
      return type == ItemType::kInteger || type == ItemType::kReal;
    case EditKind::kF:
    case EditKind::kE:
    case EditKind::kEN:
    case EditKind::kES:
    case EditKind::kEX:
    case EditKind::kD: return type == ItemType::kReal;
    default: return false;
  }
}

// A field of an array item converted: when the record's end came in it,
// the rest of the array is read on (read_on_part).
void note_read_on(DtState& st, EditKind k, ItemType type, const FieldEnd& end) {
  FormattedState& f = *st.fmt;
  if (f.read_on == FormattedState::ReadOn::kArmed &&
      (end.overrun != 0 || st.record.eor_condition) && reads_on_after(k, type))
    f.read_on = FormattedState::ReadOn::kOn;
}

// Whether flang's scan refuses a real field that libgfortran takes:
// under DECIMAL='COMMA' flang's scan stops at a '.', which libgfortran
// takes for the decimal symbol too; a second sign where the digits
// should start ("-+1", "- -") is no value for flang, for libgfortran an
// exponent without digits before it.
bool flang_refuses_real(std::string_view field, const conv::InModes& m) {
  if (m.decimal_comma && field.find('.') != std::string_view::npos) return true;
  size_t i = field.find_first_not_of(" \t");
  if (i == std::string_view::npos || (field[i] != '+' && field[i] != '-'))
    return false;
  i = field.find_first_not_of(" \t", i + 1);
  return i != std::string_view::npos && (field[i] == '+' || field[i] == '-');
}

// flang's runtime converts the field that the record's end cut short
// under PAD='NO' and then ends the statement: an advancing READ fails
// with IOSTAT 1003, a non-advancing one meets the EOR condition.
// libgfortran raises the EOR condition in both, the item unchanged.
void short_record_overrun(DtState& st, const FieldEnd& end) {
  if (end.overrun == 0 || st.status.failed()) return;
  st.status.raise(end.overrun, end.overrun == kErrShortRecord
                                   ? "Excessive input from fixed-size record"
                                   : nullptr);
}

// flang meets the record's end inside such a field only when its scan
// gets there, not when it stops at a bad character first (whose error is
// then the statement's, with no overrun).  When it does, an advancing
// READ's overrun is the statement's error before whatever the conversion
// then finds (a non-advancing READ's EOR condition yields to a conversion
// error).  An I or G field on an INTEGER item that held only blanks
// stores nothing: flang's EditIntegerInput stores a value once it met a
// sign or a digit, or when no condition is pending.  So does one that a
// non-advancing READ's EOR cut short under PAD='YES' (`padded`), unless
// BZ makes its padding zeros.  True when the item keeps its value.
bool flang_short_field(DtState& st, FieldEnd* end, EditKind k, bool logical,
                       std::string_view field) {
  const bool padded =
      st.record.eor_condition && st.policy.pad_no_short_field_converts;
  if (end->overrun == 0 && !padded) return false;
  if (end->overrun != 0 && !flang_scan_reaches_end(st, k, logical, field)) {
    end->overrun = 0;
    return false;
  }
  if (end->overrun == kErrShortRecord) short_record_overrun(st, *end);
  if (k != EditKind::kI ||
      field.find_first_not_of(" \t") != std::string_view::npos ||
      (padded && st.fmt->blank_zero))
    return false;
  short_record_overrun(st, *end);
  return true;
}

// The field for a data edit: w characters, or the rest of the record when
// no width is given (A without w takes the variable's length).
std::string_view take_field(DtState& st, size_t w, bool text, bool keeps_comma,
                            bool converts_empty, bool* ok, FieldEnd* end) {
  bool eor = false, eof = false, comma = false;
  std::string_view field = in_edit_field(
      st, w, comma_ends_field(st, text, keeps_comma), &eor, &eof, &comma);
  *ok = true;
  end->comma = comma;
  if (comma && !internal_file(st)) {
    const ErrorTarget& t = st.status.target();
    notify_std(kStdGnu, FatalReport{t.source_file, t.line, st.status.unit(),
                                    st.status.unit_file(),
                                    "Comma in formatted numeric read."});
  }
  if (st.unit->modes().access == Access::kStream)
    st.unit->record().bytes_left -= static_cast<int64_t>(field.size());
  if (eof && field.empty() && !blank_at_stream_end(st) &&
      !blank_after_eor_at_end(st)) {
    hit_end_of_file(st);
    *ok = false;
    return field;
  }
  // (a field after a skip that met the record's end is empty, not short:
  // libgfortran's read_sf returns it before looking at PAD=)
  bool eor_no_pad = eor && field.size() < w && !internal_file(st) &&
                    !st.fmt->skip_met_eor &&
                    st.unit->modes().pad == PadMode::kNo;
  // A field that the end of the file cut short is no record end to
  // libgfortran's read_sf, under PAD='NO' too: an advancing READ takes
  // it (finish_read_record then meets END), a
  // non-advancing one meets END at once.  (flang: a record end.)
  if (eor_no_pad && !field.empty() && !st.policy.pad_no_short_field_converts &&
      field_met_file_end(st)) {
    if (st.advance_no) {
      hit_end_of_file(st);
      *ok = false;
      return field;
    }
    eor_no_pad = false;
  }
  // A field cut short under PAD='NO' counts in POS= as wide as it was
  // asked for (libgfortran adds the width it requested).
  count_input(st, eor_no_pad ? w : field.size(), eor);
  // (flang's non-advancing A edit gives such a field up, as libgfortran
  // does; a numeric one is converted and counts in SIZE=)
  if (eor_no_pad && st.policy.pad_no_short_field_converts &&
      !(text && st.advance_no)) {
    end->overrun = st.advance_no ? kIostatEor : kErrShortRecord;
    if (st.advance_no) {
      st.fmt->eor_unpadded = static_cast<int32_t>(field.size());
      st.size_count += static_cast<int64_t>(field.size());
    }
    // (a field the record's end left empty converts nothing: an INTEGER
    // item keeps its value; flang's L scan reports the empty field
    // instead, and its real scan reads it as zero: converts_empty)
    if (field.empty() && !converts_empty) {
      short_record_overrun(st, *end);
      *ok = false;
    }
    return field;
  }
  if (eor_no_pad) {
    // (libgfortran pads a short field of an internal file even then)
    // SIZE= leaves out the field given up, as libgfortran's read_sf does.
    st.status.raise(kIostatEor, nullptr);
    st.fmt->eor_unpadded = static_cast<int32_t>(field.size());
    *ok = false;
    return field;
  }
  st.size_count += static_cast<int64_t>(field.size());
  // (an internal file's short field is no EOR condition for libgfortran:
  // internal_child_at_end is its only one)
  if (eor && field.size() < w && st.advance_no &&
      (!internal_file(st) || st.policy.internal_short_field_is_eor)) {
    // The value is taken from the padded field; the rest of the statement
    // is skipped and ends with the EOR condition (F2018 12.11.4).
    st.record.eor_condition = true;
  }
  return field;
}

// A: the rightmost len characters of a wider field, or the field padded
// with blanks on the right (F2018 13.7.4 p3).  w is the field's width:
// its characters, or fewer, then blanks.
void store_text(void* p, int kind, size_t len, std::string_view field,
                size_t w) {
  // The field is w characters, its missing tail (short record) blanks.
  size_t take = w > len ? len : w;
  size_t from = w > len ? w - len : 0;
  auto char_at = [&](size_t i) -> unsigned char {
    return i < field.size() ? static_cast<unsigned char>(field[i]) : ' ';
  };
  if (kind == 4) {
    auto* d = static_cast<uint32_t*>(p);
    for (size_t i = 0; i < len; ++i) d[i] = i < take ? char_at(from + i) : ' ';
    return;
  }
  auto* d = static_cast<char*>(p);
  size_t avail = from < field.size() ? field.size() - from : 0;
  size_t copy = take < avail ? take : avail;
  // An empty field may have no data at all (memmove wants a pointer).
  // memmove: an internal file's field is read in place, and a program
  // may read it into the file itself (libgfortran copies as memmove does).
  if (copy > 0) std::memmove(d, field.data() + from, copy);
  std::memset(d + copy, ' ', len - copy);
}

// The width an A field of n characters cut short by the record's end
// (n < w) is stored with: libgfortran's as wide as what it holds, flang's
// the w of the blank-padded field (F2018 13.7.4 p3).
size_t short_text_width(const DtState& st, size_t n, size_t w) {
  return n < w && !st.policy.blank_zero_pads_short_field ? n : w;
}

// Whether A fields of the statement may be taken straight from the record
// buffer (read_text_in_buffer, read_a_in_buffer): a sequential external
// unit read in advancing mode under PAD='YES', whose records end at '\n'
// or '\r', bytes read as characters.  What can change during the
// statement is checked per item.
bool text_in_buffer_ok(const DtState& st) {
  if (fixed_records(st) || st.advance_no) return false;
  const ConnectionModes& m = st.unit->modes();
  return m.access != Access::kStream && m.pad == PadMode::kYes &&
         m.cc != CarriageControl::kNone && m.encoding != Encoding::kUtf8;
}

// The n characters at q as a field of width n into a CHARACTER variable
// of len: its rightmost len characters, or all of them blank padded.  q
// is in the format buffer, which can be read kReadSlack bytes past its
// data: a short field is copied as one fixed block (no branch on its
// length, which varies from line to line) and the blanks overwrite what
// the block brought beyond it.
inline void place_text(char* d, size_t len, const char* q, size_t n) {
  static_assert(Fbuf::kReadSlack >= 128);
  if (n >= len) {
    copy_bytes(d, q + (n - len), len);
    return;
  }
  if (len >= 128 && n <= 128)
    copy_block<128>(d, q);
  else if (len >= 64 && n <= 64)
    copy_block<64>(d, q);
  else
    copy_bytes(d, q, n);  // lines are short: no library call
  std::memset(d + n, ' ', len - n);
}

// The end of a field of at most lim characters at q (the format buffer's
// position): the first '\n' or '\r', or null.  Most lines end within the
// fixed window, found without a loop.
[[gnu::always_inline]] inline const char* field_end(const char* q, size_t lim) {
  static_assert(Fbuf::kReadSlack >= kScanWindowRead);
  size_t i = find_first_of2_window(q, '\n', '\r');
  if (i < kScanWindow) return i < lim ? q + i : nullptr;
  if (lim <= kScanWindow) return nullptr;
  return find_first_of2(q + kScanWindow, lim - kScanWindow, '\n', '\r');
}

// What the format buffer holds of a text field of width w at its position.
enum class BufferedField {
  kTaken,  // all of it, or up to the record's '\n': *q, *n
  kCr,     // a '\r' comes first: take_field consumes that record end
  kShort,  // the buffer ends first
};
// Inlined: the usual READ of a line is this and the copy.
[[gnu::always_inline]] inline BufferedField field_in_buffer(Fbuf& b, size_t w,
                                                            const char** q,
                                                            size_t* n) {
  size_t have = b.lookahead();
  *q = b.data() + b.pos();
  const char* stop = field_end(*q, have < w ? have : w);
  if (stop != nullptr) {
    if (*stop == '\r') return BufferedField::kCr;
    *n = static_cast<size_t>(stop - *q);
    return BufferedField::kTaken;
  }
  if (have < w) return BufferedField::kShort;
  *n = w;
  return BufferedField::kTaken;
}

// A (or G on a CHARACTER item) with the whole field, or the record end
// before it, in the buffer (text_in_buffer_ok), reading on once when the
// buffer ends first: one scan finds the record end and store_text copies
// and pads; no condition can arise.  False, consuming nothing, for every
// other case, which take_field handles.
bool read_text_in_buffer(DtState& st, void* p, int kind, size_t len, size_t w) {
  if (!text_in_buffer_ok(st) || st.record.cr_ended_record ||
      st.record_limit > 0)
    return false;
  Fbuf& b = st.unit->fbuf();
  const char* q;
  size_t n;
  BufferedField r = field_in_buffer(b, w, &q, &n);
  if (r == BufferedField::kShort) {
    size_t more = w;
    if (b.peek(st.unit->stream(), &more, true) == nullptr) {
      b.clear_error();  // take_field reads again and reports the error
      return false;
    }
    r = field_in_buffer(b, w, &q, &n);
  }
  if (r != BufferedField::kTaken) return false;
  b.skip(n);
  st.size_count += static_cast<int64_t>(n);
  // POS= (input_pos.h); a field cut short stopped at a '\n'.
  st.unit->record().stream_pos += static_cast<int64_t>(n + (n < w));
  if (n < w) st.record.field_met_eor = true;
  store_text(p, kind, len, std::string_view(q, n), short_text_width(st, n, w));
  return true;
}

// read_text_in_buffer for the usual READ of a line, inline: a
// CHARACTER(KIND=1) item, text_in_buffer_ok already known for the
// statement, the field in the buffer as it is.  As there, a field cut
// short by the record end is as wide as what it holds.
inline bool read_a_in_buffer(DtState& st, const FormatOp& op, void* p, int kind,
                             size_t len) {
  if (kind != 1 || op.w == 0 || st.record.cr_ended_record ||
      st.record_limit > 0)
    return false;
  size_t w = op.w > 0 ? static_cast<size_t>(op.w) : len;
  Fbuf& b = st.unit->fbuf();
  const char* q;
  size_t n;
  if (field_in_buffer(b, w, &q, &n) != BufferedField::kTaken) return false;
  b.skip(n);
  st.size_count += static_cast<int64_t>(n);
  st.unit->record().stream_pos += static_cast<int64_t>(n + (n < w));
  if (n < w) st.record.field_met_eor = true;
  if (n < w && w > len && st.policy.blank_zero_pads_short_field)
    store_text(p, 1, len, std::string_view(q, n), w);
  else
    place_text(static_cast<char*>(p), len, q, n);
  return true;
}

// flang's formatted READ takes fewer edits than libgfortran's (no L for an
// INTEGER item, no B, O, Z for a LOGICAL one, no I for a CHARACTER one).
bool flang_read_edit_checks(const DtState& st) {
  return st.policy.read_edits_match_item_type;
}

// The item types libgfortran's formatted READ accepts for each data edit
// (A, L and G take any); false after raising the format error.
bool read_type_ok(DtState& st, const FormatOp& op, ItemType type) {
  if (flang_read_edit_checks(st)) {
    if (flang_read_edit_allowed(op.kind, type)) return true;
    raise_format_error(st, flang_mismatch_text(op.kind, type, true));
    return false;
  }
  switch (op.kind) {
    case EditKind::kI:
      return require_item_type(st, op, ItemType::kInteger, type);
    case EditKind::kF:
    case EditKind::kE:
    case EditKind::kEN:
    case EditKind::kES:
    case EditKind::kD: return require_item_type(st, op, ItemType::kReal, type);
    case EditKind::kB:
    case EditKind::kO:
    case EditKind::kZ: return radix_type_ok(st, op, type);
    default: return true;
  }
}

// A into a kind-4 variable from a kind-4 internal file: the field's
// characters in full (the byte view has '?' above 255), as store_text
// places them.  The field (n chars) ends at the current column.
void store_wide_text(const DtState& st, uint32_t* d, size_t len, size_t n,
                     size_t w) {
  int64_t start = in_column(st) - static_cast<int64_t>(n);
  size_t take = w > len ? len : w;
  size_t from = w > len ? w - len : 0;
  for (size_t i = 0; i < len; ++i) {
    size_t at = from + i;
    uint32_t c = ' ';
    if (i < take && at < n)
      c = internal_wide_char(st, start + static_cast<int64_t>(at));
    d[i] = c;
  }
}

// Stores character c at position i of a kind-1 or kind-4 variable.
void store_char(void* p, int kind, size_t i, int64_t c) {
  if (kind == 4)
    static_cast<uint32_t*>(p)[i] = static_cast<uint32_t>(c);
  else
    static_cast<char*>(p)[i] = c > 255 ? '?' : static_cast<char>(c);
}

// An invalid sequence flang's A edit drops (utf8_flang_char).
constexpr int64_t kDroppedChar = -2;

// The next character of a flang A field on a UTF-8 unit: an invalid
// sequence is dropped silently (kDroppedChar), its bytes consumed, though
// it counts as one of the field's characters; one whose lead no sequence
// starts with is one byte, and while the field's leading characters are
// skipped not even that (flang's EditCharacterInput moves by the bytes
// the lead announces, 0 there).  *bytes counts the bytes taken.
template <class Next>
int64_t utf8_flang_char(DtState& st, Next& next, bool skipping,
                        int64_t* bytes) {
  bool valid;
  int length;
  const int64_t c = conv::utf8_decode_flang(next, &valid, &length);
  if (c < 0 || valid) return c;
  if (skipping && length == 0) {
    in_ungetc(st);
    --*bytes;
  }
  return kDroppedChar;
}

// A on a UTF-8 unit, as libgfortran reads it (read_utf8_char1/4, for an
// item of any type): the field counts characters, not bytes, and it takes
// max(w, len) of them (not the standard's w), storing the first len; the
// rest of a short record reads as blanks (PAD='NO': a NUL, then blanks,
// and EOR).  An invalid sequence reads as '?' (consuming every byte its
// lead announced) and raises "Invalid UTF-8 encoding" without skipping
// the rest of the record.  SIZE= counts bytes.
//
// Under kind4_text_flang the field is the standard's: w characters, of
// which a w above len keeps the last len (the blanks that pad a short
// record among them), as flang's runtime reads it, and an invalid
// sequence is dropped without a condition (utf8_flang_char).
void read_text_utf8(DtState& st, void* p, int kind, size_t len, size_t w) {
  const bool standard = st.policy.kind4_text_flang;
  const size_t count = standard || w > len ? w : len;
  const size_t skip = standard && w > len ? w - len : 0;  // leading chars
  bool invalid = false, eor = false, eof = false;
  int64_t bytes = 0;
  auto next = [&]() {
    if (eor || eof) return -1;  // a sequence cut short reads no further
    int c = in_getc(st);
    if (c < 0) {
      eor = c == kInEor;
      eof = c == kInEof;
    } else {
      ++bytes;
    }
    return c;
  };
  // (decoded first: flang's non-advancing READ gives a short field up)
  static thread_local std::vector<int64_t> got;
  got.clear();
  int64_t skipped_bytes = 0;  // of the leading characters the item drops
  while (got.size() < count) {
    bool valid;
    const int64_t before = bytes;
    int64_t c = standard ? utf8_flang_char(st, next, got.size() < skip, &bytes)
                         : conv::utf8_decode_block(next, &valid);
    if (c == -1) break;
    invalid = invalid || (!standard && !valid);
    if (got.size() < skip) skipped_bytes += bytes - before;
    got.push_back(c);
  }
  const size_t j = got.size();
  bool short_no_pad =
      eor && j < count && st.unit->modes().pad == PadMode::kNo && !invalid;
  // flang (as take_field): a non-advancing READ leaves the item and SIZE=
  // alone; an advancing one stores what there is and fails with 1003.
  const bool flang_short =
      short_no_pad && st.policy.pad_no_short_field_converts;
  size_t stored = 0;  // characters stored (flang drops invalid ones)
  if (!(flang_short && st.advance_no))
    for (size_t k = skip; k < j && stored < len; ++k)
      if (got[k] != kDroppedChar) store_char(p, kind, stored++, got[k]);
  const bool end_kept = eof && j == 0 && st.policy.end_keeps_item;
  for (size_t i = stored; i < len && !end_kept && !flang_short; ++i)
    store_char(p, kind, i, short_no_pad && i + skip == j ? 0 : ' ');
  if (!(flang_short && st.advance_no)) {
    st.size_count += bytes;
    // flang's SIZE= leaves them out, as in read_text_field.
    if (st.policy.input_skips_only_move) st.size_count -= skipped_bytes;
  }
  count_input(st, static_cast<size_t>(bytes) + (eof && j == 0), eor);
  if (invalid) {
    st.status.raise(kErrReadValue, conv::kUtf8InvalidMessage);
    st.record.stay_in_record = !eor;
  } else if (eof && j == 0) {
    hit_end_of_file(st);
  } else if (flang_short && !st.advance_no) {
    st.status.raise(kErrShortRecord, "Excessive input from fixed-size record");
  } else if (short_no_pad) {
    st.status.raise(kIostatEor, nullptr);
  } else if (eor && j < count && st.advance_no) {
    st.record.eor_condition = true;
  }
}

// A non-advancing READ of an internal file (a defined-input child) whose
// record has no character left for a data edit: libgfortran's
// read_block_form raises EOR and the item keeps its value; a field the
// record merely cuts short is read padded, with no EOR condition.
bool internal_child_at_end(DtState& st, size_t w) {
  if (!internal_file(st) || !st.advance_no || w == 0 ||
      st.in_column < st.internal.reclen)
    return false;
  st.status.raise(kIostatEor, nullptr);
  return true;
}

// An L field that finds the record of an internal array file used up:
// libgfortran's read_l skips blanks without counting them against the
// empty field and reads on through the array's following elements (its
// storage).  Past the last element lies memory of other variables: there
// the field stays empty, a bad value (README: deliberate differences).
std::string_view logical_run_on(const DtState& st, std::string_view field) {
  if (!field.empty() || !internal_file(st) || !st.internal.is_array ||
      st.internal.kind != 1 || st.record_index + 1 >= st.internal.nrecords)
    return {};
  const InternalFile& f = st.internal;
  const char* from = internal_record(f, st.record_index) + f.reclen;
  const char* to = internal_record(f, f.nrecords - 1) + f.reclen;
  if (to <= from) return {};
  return std::string_view(from, static_cast<size_t>(to - from));
}

// A numeric field that a record's end cut short, as flang's runtime reads
// it: with the blanks PAD='YES' supplies up to its width, which under BZ
// are zeros (F2018 12.6.4.5.3, 13.8.7): ' 12' by BZ,I6 is 12000, a short
// record of a direct-access or internal file alike.  libgfortran reads the
// short field as it is (12).  A field a comma ended keeps its length, and
// so does one cut short under PAD='NO'.
// flang's numeric scanner also takes a tab for a blank (skipped, or a
// zero under BZ), where libgfortran's is a bad character.
std::string_view flang_field_text(const DtState& st, std::string_view field,
                                  size_t w, const FieldEnd& end,
                                  std::string* padded) {
  const bool pads = !end.comma && end.overrun == 0 && field.size() < w &&
                    st.fmt->blank_zero && st.policy.blank_zero_pads_short_field;
  const bool tabs = st.policy.flang_numeric_input &&
                    field.find('\t') != std::string_view::npos;
  if (!pads && !tabs) return field;
  padded->assign(field);
  if (pads) padded->append(w - field.size(), ' ');
  if (tabs) std::replace(padded->begin(), padded->end(), '\t', ' ');
  return *padded;
}

// flang: an A field the record's end cut short under PAD='NO' in an
// advancing READ stores the characters there where a full field's would
// go; the rest of the item keeps its value.
void store_text_unpadded(void* p, int kind, size_t len, std::string_view field,
                         size_t w) {
  size_t from = w > len ? w - len : 0;
  for (size_t i = from; i < field.size(); ++i)
    store_char(p, kind, i - from, static_cast<unsigned char>(field[i]));
}

// A (or G on a CHARACTER item) with the field taken: stores it into the
// item of len characters.  flang's SIZE= leaves out the leading
// characters a field wider than its item drops.
void read_text_field(DtState& st, void* p, int kind, size_t len,
                     std::string_view field, size_t w, const FieldEnd& end) {
  if (end.overrun == kErrShortRecord)
    store_text_unpadded(p, kind, len, field, w);
  else
    store_text(p, kind, len, field, w);
  if (w > len && st.policy.input_skips_only_move) {
    size_t dropped = w - len < field.size() ? w - len : field.size();
    st.size_count -= static_cast<int64_t>(dropped);
  }
  short_record_overrun(st, end);
}

// libgfortran's -pedantic notice for a REAL field read as "E+NN" (an
// exponent without a mantissa, read as zero).
[[gnu::noinline]] void notify_real_exponent_only(const DtState& st) {
  const ErrorTarget& t = st.status.target();
  notify_std(kStdLegacy,
             FatalReport{t.source_file, t.line, st.status.unit(),
                         st.status.unit_file(), "REAL input of style 'E+NN'"});
}

// Whether flang converts a field that the record's end left empty under
// PAD='NO' (take_field): an L edit or LOGICAL item reports it, a real
// edit of a REAL or COMPLEX item reads it as zero.
bool empty_field_converts(EditKind k, ItemType type) {
  if (k == EditKind::kL || type == ItemType::kLogical) return true;
  return (type == ItemType::kReal || type == ItemType::kComplex) &&
         k != EditKind::kB && k != EditKind::kO && k != EditKind::kZ;
}

void read_value_field(DtState& st, const FormatOp& op, ItemType type, void* p,
                      int kind, size_t size, std::string_view field,
                      FieldEnd end, size_t w);

void read_item(DtState& st, const FormatOp& op, ItemType type, void* p,
               int kind, size_t size) {
  // A zero width parses only under flang's rules, which fail it here,
  // before the edit's type check (Parser::zero_width_runs).
  if (op.w == 0 && st.policy.formats_as_flang) [[unlikely]] {
    const FormatError e{FormatErrorCode::kZeroWidth, 0,
                        st.fmt->cursor.caret(op)};
    raise_format_error(st, format_error_text(e, st.fmt->program->source()));
    return;
  }
  if (!read_type_ok(st, op, type)) return;
  bool text = op.kind == EditKind::kA ||
              (op.kind == EditKind::kG && type == ItemType::kCharacter);
  // flang's A input into a REAL(10) (a COMPLEX(10) part) fills its ten
  // significant bytes, not the sixteen of its storage.
  if (text && type == ItemType::kReal && kind == 10 && size > 10 &&
      st.policy.item_bytes_as_flang)
    size = 10;
  size_t w = op.w < 0 || (text && op.w == 0) ? (text ? size : 0)
                                             : static_cast<size_t>(op.w);
  // -fdec: I, B, O, Z without a width read the default width of the kind;
  // flang's edits without one read the field their characters end.
  if (op.w == kDefaultWidth && !text && st.policy.formats_as_flang)
    w = flang_free_field_width(st, op.kind, type, st.fmt->blank_zero);
  else if (op.w == kDefaultWidth && !text && type == ItemType::kInteger)
    w = static_cast<size_t>(dec_default_int_width(kind));
  if (internal_child_at_end(st, w)) return;
  if (text && utf8_unit(st)) {
    read_text_utf8(st, p, type == ItemType::kCharacter ? kind : 1, size, w);
    return;
  }
  if (text && read_text_in_buffer(
                  st, p, type == ItemType::kCharacter ? kind : 1, size, w))
    return;
  bool ok;
  FieldEnd end;
  st.fmt->text_field = text;
  st.fmt->wrapped_field = false;
  std::string_view field =
      take_field(st, w, text, flang_keeps_comma(st, op.kind, type),
                 empty_field_converts(op.kind, type), &ok, &end);
  if (!ok) return;
  // A field cut short by the record's end (or a comma) is as wide as what
  // it holds: libgfortran takes the rightmost characters of that, not of
  // the blank-padded w.  So is one read with a wrapped width.
  if (text && st.fmt->wrapped_field) w = field.size();
  if (text) w = short_text_width(st, field.size(), w);
  if (text && kind == 4 && type == ItemType::kCharacter && internal_file(st) &&
      st.internal.kind == 4) {
    store_wide_text(st, static_cast<uint32_t*>(p), size, field.size(), w);
    short_record_overrun(st, end);
    return;
  }
  if (text) {
    read_text_field(st, p, type == ItemType::kCharacter ? kind : 1, size, field,
                    w, end);
    return;
  }
  read_value_field(st, op, type, p, kind, size, field, end, w);
}

// read_item's numeric and logical edits of a field taken: the conversion
// and its errors, in flang's words where the front door asks.
void read_value_field(DtState& st, const FormatOp& op, ItemType type, void* p,
                      int kind, size_t size, std::string_view field,
                      FieldEnd end, size_t w) {
  conv::InModes m = in_modes(st);
  conv::InStatus s;
  conv::InItem what;
  std::string padded;
  const size_t record_chars = field.size();  // (before the padding)
  if (op.kind != EditKind::kL && type != ItemType::kLogical)
    field = flang_field_text(st, field, w, end, &padded);
  bool radix = op.kind == EditKind::kB || op.kind == EditKind::kO ||
               op.kind == EditKind::kZ;
  // The item's bytes, for the conversion and flang's overflow text alike:
  // REAL(3) (bfloat16) has 2 of storage; flang reads a CHARACTER item
  // under B, O or Z as an integer of its length in bytes.
  const bool text_bytes =
      radix && type == ItemType::kCharacter && st.policy.item_bytes_as_flang;
  const size_t bytes = text_bytes                             ? size
                       : type == ItemType::kReal && kind == 3 ? 2
                                                              : kind;
  const bool logical = op.kind == EditKind::kL || type == ItemType::kLogical;
  if (flang_short_field(st, &end,
                        type == ItemType::kInteger && op.kind == EditKind::kG
                            ? EditKind::kI
                            : op.kind,
                        logical && !radix, field))
    return;
  // B, O, Z into a LOGICAL item store the bits read, as into an integer of
  // its kind (libgfortran's read_radix, a GNU extension).
  if (!radix && (op.kind == EditKind::kL || type == ItemType::kLogical)) {
    s = conv::read_logical_field(field, kind, p, logical_run_on(st, field));
    what = conv::InItem::kFormattedLogical;
  } else if (radix) {
    int base = op.kind == EditKind::kB ? 2 : op.kind == EditKind::kO ? 8 : 16;
    // (flang refuses a sign or a NUL there, which libgfortran takes)
    if (flang_names_bad_field(st) &&
        flang_field_error(st, op.kind, false, field, FieldTail::kNone, bytes,
                          record_chars)) {
      note_bad_input(field);
      return;
    }
    s = text_bytes ? conv::read_radix_bytes(field, base, bytes, p, m)
                   : conv::read_radix_field(field, base,
                                            static_cast<int>(bytes), p, m);
    what = conv::InItem::kFormattedInteger;
    if (s == conv::InStatus::kOk && flang_names_bad_field(st))
      flang_radix_stop(st, field, end);
  } else if (type == ItemType::kInteger) {
    s = conv::read_integer_field(field, kind, p, m);
    what = conv::InItem::kFormattedInteger;
  } else {
    if (flang_names_bad_field(st) &&
        (flang_refuses_real(field, m) || flang_real_word_refused(st, field)) &&
        flang_bad_field(st, op.kind, conv::InItem::kFormattedReal, field, end,
                        w, kind, record_chars)) {
      note_bad_input(field);
      return;
    }
    s = conv::read_real_field(field, op.d < 0 ? 0 : op.d, kind, p, m);
    what = conv::InItem::kFormattedReal;
    if (s == conv::InStatus::kOk && compile_options().pedantic &&
        conv::real_field_exponent_only(field, m.decimal_comma))
      notify_real_exponent_only(st);
  }
  if (s != conv::InStatus::kOk) {
    note_bad_input(field);
    if (!flang_names_bad_field(st) ||
        !flang_bad_field(st, op.kind, what, field, end, w, bytes, record_chars))
      raise_in_error(st, s, what);
  } else {
    note_read_on(st, op.kind, type, end);
  }
  short_record_overrun(st, end);
}

// DT, or an item with defined input met by another edit: the item's
// procedure reads the field, after libgfortran's checks.
void read_dt(DtState& st, const FormatOp& op, ItemType type, void* p) {
  FormattedState& f = *st.fmt;
  std::string msg;
  if (op.kind == EditKind::kDT && type != ItemType::kDerived)
    msg = "Missing DTIO procedure or intrinsic type passed for item " +
          std::to_string(f.item_count) + " in formatted transfer";
  else if (op.kind != EditKind::kDT)
    msg = std::string("Expected ") +
          item_type_name(op.kind == EditKind::kA   ? ItemType::kCharacter
                         : op.kind == EditKind::kL ? ItemType::kLogical
                         : op.kind <= EditKind::kZ ? ItemType::kInteger
                                                   : ItemType::kReal) +
          " for item " + std::to_string(f.item_count) +
          " in formatted transfer, got " + item_type_name(type);
  if (!msg.empty()) {
    raise_format_error(
        st, format_error_text(msg, f.cursor.caret(op), f.program->source()));
    return;
  }
  dtio_dt_edit(st, *static_cast<const DtioItem*>(p), f.program->text(op),
               f.program->vlist(op), static_cast<size_t>(op.d));
}

// libgfortran counts no columns in a formatted stream READ (its bytes
// used are 0): TL goes nowhere, T n skips n - 1 characters forward.  (An
// internal unit's access is sequential.)
bool stream_columns_unknown(const DtState& st) {
  return st.unit->modes().access == Access::kStream;
}

// X, TR and T: libgfortran counts what they skip forward in SIZE= and in
// POS= (input_pos.h); flang's runtime not in SIZE=.  A skip that meets the end
// of an external record consumes it there (read_x): the fields after it read as
// empty, with PAD='NO' too, until a move back or the next record; in a
// non-advancing READ it is the EOR condition, and the rest of the statement is
// skipped.
void move_to_column(DtState& st, int64_t col) {
  int64_t from = in_column(st);
  // (a carriage return ends the record there: in_skip_to_column; not in
  // flang's runtime, whose skips only move)
  int64_t before_cr = -1;
  if (col > from && !internal_file(st) && !st.policy.input_skips_only_move)
    before_cr = in_skip_to_column(st, col);
  else
    in_seek_column(st, col);
  int64_t to = before_cr >= 0 ? from + before_cr : in_column(st);
  if (to < from) st.fmt->skip_met_eor = st.record.field_met_eor = false;
  if (to > from || before_cr >= 0) {
    if (!st.policy.input_skips_only_move) st.size_count += to - from;
    count_input(st, static_cast<size_t>(to - from), before_cr >= 0);
    // libgfortran's read_x lowers the count blank_at_stream_end looks at
    // by what it skipped, as a field does.
    if (st.unit->modes().access == Access::kStream)
      st.unit->record().bytes_left -= to - from;
  }
  // (also on an empty record, where the skip moves nothing; flang's next
  // field meets the record's end as any field does)
  if (to < col && record_end_length(st) > 0 &&
      !st.policy.input_skips_only_move) {
    st.fmt->skip_met_eor = st.record.field_met_eor = true;
    if (st.advance_no) {
      st.record.eor_condition = true;
      st.fmt->eor_after_revert = st.fmt->reverted_in_run;
    }
  }
}

void control(DtState& st, const FormatOp& op) {
  FormattedState& f = *st.fmt;
  switch (op.kind) {
    case EditKind::kLiteral:
      raise_format_error(
          st, format_error_text("Constant string in input format",
                                f.cursor.caret(op), f.program->source()));
      break;
    case EditKind::kX:
    case EditKind::kTR: move_to_column(st, in_column(st) + op.w); break;
    case EditKind::kTL:
      if (stream_columns_unknown(st)) break;
      if (op.w > 0) st.fmt->skip_met_eor = false;
      {
        int64_t from = in_column(st);
        in_seek_column(st, from - op.w);
        if (in_column(st) < from) st.record.field_met_eor = false;
      }
      break;
    case EditKind::kT:
      if (!stream_columns_unknown(st))
        move_to_column(st, op.w - 1);
      else if (op.w > 1)
        move_to_column(st, in_column(st) + op.w - 1);
      break;
    // "n/" comes from the cursor n times, one record each.
    // Past the record of a scalar internal file libgfortran meets no end
    // of file before a field reads there.
    case EditKind::kSlash:
    case EditKind::kRevert: {
      st.fmt->skip_met_eor = st.record.field_met_eor = false;
      st.fmt->reverted_in_run = op.kind == EditKind::kRevert;
      ++st.fmt->records_passed;
      bool unended = last_record_unended(st);  // (asked before the step)
      if (!in_next_record(st)) {
        if (internal_file(st) && !st.internal.is_array)
          // Past a scalar internal file's end more slashes change nothing:
          // '(i1,999999999/)' must not take a billion steps.
          f.cursor.skip_repeats();
        else if (!unended)
          hit_end_of_file(st);
        else  // the next record's count starts at 0: a field there is END
          st.unit->record().carried_taken = false;
      } else {
        // libgfortran's count of the record's columns starts over in the
        // next record: a count a list-directed READ carried from a record
        // kept after EOR (RecordPosition::carried_taken) ends here.
        st.unit->record().carried_taken = false;
        st.unit->report_record_passed();  // (an internal unit has none)
        // flang counts the record in its messages' numbers, where
        // last_record (libgfortran's count) does not.
        if (!direct_records(st)) --st.unit->record().record_origin;
      }
      f.taken_at_record_start = st.size_count;
      break;
    }
    case EditKind::kBlank:
      f.blank_zero = BlankMode(op.w) == BlankMode::kZero;
      break;
    default:  // S/SP/SS, '$' and ':' do nothing on input
      apply_mode_edit(f, op);
      break;
  }
}

// libgfortran runs the edits that follow a field stopped by EOR up to the
// next data edit before the statement ends; of them only a T or TL that
// moves back into the record has an effect that lasts.
void tab_after_eor(DtState& st, const FormatOp& op) {
  if (stream_columns_unknown(st)) return;  // no move left there
  int64_t here = in_column(st);
  int64_t to = op.kind == EditKind::kTL  ? here - op.w
               : op.kind == EditKind::kT ? op.w - 1
                                         : here;
  if (to >= here) return;
  in_seek_column(st, to);
  st.record.eor_tabbed_back = true;
}

// The next data edit for an element read on past the record's end: the
// mode edits between run; skips move nothing that matters there; any
// other item (a '/', T, TL, reversion, a string) ends the reading on,
// which flang would do on another record or column (not followed here).
const FormatOp* read_on_edit(DtState& st) {
  FormattedState& f = *st.fmt;
  for (;;) {
    const FormatOp* op = f.cursor.next(true);
    if (op == nullptr || is_data_edit(op->kind)) return op;
    switch (op->kind) {
      case EditKind::kX:
      case EditKind::kTR:
      case EditKind::kColon:
      case EditKind::kGroupBegin:
      case EditKind::kGroupEnd: break;
      case EditKind::kP:
      case EditKind::kSign:
      case EditKind::kBlank:
      case EditKind::kRound:
      case EditKind::kDecimal: control(st, *op); break;
      default: return nullptr;
    }
  }
}

// Whether flang's edit k reads an empty field past the record's end into
// an item of type as zero and succeeds: B, O, Z; a REAL edit on a REAL
// item; I or G on an INTEGER one only where PAD='YES' gives it blanks
// that BZ makes zeros (else it has read nothing and fails).
bool zero_on_empty_field(const DtState& st, EditKind k, ItemType type) {
  if (k == EditKind::kI || (k == EditKind::kG && type == ItemType::kInteger))
    return type == ItemType::kInteger && st.fmt->blank_zero &&
           st.unit->modes().pad == PadMode::kYes;
  return reads_on_after(k, type);
}

// One element (or COMPLEX part) read on past the record's end: zero when
// its edit takes the empty field as zero, else the reading on ends.
bool read_on_part(DtState& st, ItemType type, void* p, int kind) {
  FormattedState& f = *st.fmt;
  if (f.read_on != FormattedState::ReadOn::kOn) return false;
  const FormatOp* op = read_on_edit(st);
  if (op == nullptr || !zero_on_empty_field(st, op->kind, type)) {
    // (an edit of the wrong type is still flang's error there)
    if (op != nullptr) read_type_ok(st, *op, type);
    f.read_on = FormattedState::ReadOn::kArmed;
    return false;
  }
  // The value's bytes: REAL(10)'s 10 of 16, bfloat16's 2.
  const int bytes = type == ItemType::kReal && kind == 10  ? 10
                    : type == ItemType::kReal && kind == 3 ? 2
                                                           : kind;
  std::memset(p, 0, static_cast<size_t>(bytes));
  return true;
}

}  // namespace

void formatted_read_start(DtState& st, std::string_view format, bool dec_ext) {
  if (!formatted_acquire_read(st, format, dec_ext)) return;
  st.fmt->blank_zero = st.unit->modes().blank == BlankMode::kZero;
  st.fmt->text_in_buffer = text_in_buffer_ok(st);
  st.fmt->read_origin = st.unit->fbuf().pos();
  // A READ that starts at the end of the file meets END even when its
  // format needs no field (F2018 12.11.3); libgfortran finds out only when
  // it reads, so a first item of the wrong type for its edit is the
  // format error instead.  On a stream file its fields may read blanks
  // first (blank_at_stream_end); after a READ stopped by EOR a T or TL
  // may move back into the record kept (RecordState::tab_origin).
  // Nor does libgfortran see the end without a field after a list-directed
  // READ that went on in a record kept after EOR (carried_taken).
  if (!blank_at_stream_end(st) && !eor_record_kept(st) && !carried_taken(st) &&
      in_at_eof(st)) {
    st.fmt->eof_pending = true;
    return;
  }
  run_until_data(st, false, control);
}

namespace {

// Whether the field of the first item of a READ that started at the end
// of the file meets the record's end before the file's: reading it lets
// external_field apply libgfortran's order (read_block_form checks the
// width against the room RECL= leaves in a sequential record first, so
// under PAD='NO' a wider field is EOR even at the end of the file).
// flang's runtime meets the end of the file first, as it leaves the item
// (end_keeps_item).
bool first_field_meets_eor(DtState& st, const FormatOp& op, size_t len,
                           bool text) {
  if (st.record_limit <= 0 || st.policy.end_keeps_item ||
      st.records != RecordKind::kSequential)
    return false;
  const int64_t w = text && op.w <= 0 ? static_cast<int64_t>(len) : op.w;
  bool at_eor = false, at_eof = false, at_comma = false;
  in_edit_field(st, static_cast<size_t>(w < 0 ? 0 : w), false, &at_eor, &at_eof,
                &at_comma);
  return at_eor;
}

// The first item of a READ that started at the end of the file: its edit's
// type checks (libgfortran), then END (or EOR: first_field_meets_eor).
void first_item_at_eof(DtState& st, ItemType type, void* p, int kind,
                       size_t len) {
  st.fmt->eof_pending = false;
  ++st.fmt->item_count;
  const FormatOp* op = run_until_data(st, true, control);
  if (op == nullptr || st.status.failed()) return;
  if (op->kind == EditKind::kDT && type == ItemType::kDerived) {
    // libgfortran has met END already when it calls the procedure: its
    // child READ then reads past the endfile record (an error).
    hit_end_of_file(st);
    read_dt(st, *op, type, p);
    return;
  }
  if (op->kind == EditKind::kDT || type == ItemType::kDerived) {
    read_dt(st, *op, type, p);  // the format error
    return;
  }
  // (flang meets the end before it looks at the edit: end_keeps_item)
  if (!st.policy.end_keeps_item && !read_type_ok(st, *op, type)) return;
  // On a UTF-8 unit libgfortran's A reads the end of the file as a short
  // field (read_utf8): the item is blank before END (not in flang).
  bool text = op->kind == EditKind::kA ||
              (op->kind == EditKind::kG && type == ItemType::kCharacter);
  if (text && utf8_unit(st) && !st.policy.end_keeps_item) {
    int k = type == ItemType::kCharacter ? kind : 1;
    for (size_t i = 0; i < len; ++i) store_char(p, k, i, ' ');
  }
  if (first_field_meets_eor(st, *op, len, text)) {
    st.status.raise(kIostatEor, nullptr);
    return;
  }
  hit_end_of_file(st);
}

}  // namespace

namespace {

// flang runs the edit the cue-up found after the end all the same: a
// REAL item's F, E, EN, ES, D or G edit gets no characters, which is its
// error "Bad real input data at column 1" (the other edits end quietly;
// so does every edit past a direct-access file's last record).
void real_edit_after_end(DtState& st, const FormatOp& op, ItemType type) {
  if (type != ItemType::kReal || !flang_read_edit_checks(st) ||
      direct_records(st))
    return;
  const EditKind k = op.kind;
  if (k != EditKind::kF && k != EditKind::kE && k != EditKind::kEN &&
      k != EditKind::kES && k != EditKind::kD && k != EditKind::kG)
    return;
  const std::string text = "Bad real input data at column 1 of record " +
                           std::to_string(flang_record_number(st));
  st.status.raise(kErrReadValue, text.c_str());
}

// Whether the EOR condition stops a COMPLEX item's imaginary part: in
// flang's runtime (which reads a pair on past the record's end instead:
// read_on_part), not in libgfortran (formatted_read_item).
bool pair_stops_at_eor(const DtState& st) {
  return st.policy.pad_no_short_field_converts;
}

// The format's run to an item's edit met END at a '/' or a reversion
// (a direct-access record the file does not hold): flang checks that
// edit against the item all the same, and a mismatch's error replaces
// END.  The control edits on the way do nothing more; at most one
// reversion is passed, so a format of no data edits cannot loop.  A
// reversion into a group without data edits fails the format there, and
// that error replaces END too ("((1X),F1.0)" for a second item past the
// last record: "Unlimited repetition in FORMAT lacks data edit
// descriptors").
void check_edit_after_end(DtState& st, ItemType type) {
  if (!flang_read_edit_checks(st) || st.status.outcome() != Outcome::kEnd ||
      type == ItemType::kDerived)
    return;
  FormatCursor& c = st.fmt->cursor;
  int reversions = 0;
  while (const FormatOp* op = c.next(true)) {
    if (op->kind == EditKind::kRevert && ++reversions > 1) return;
    if (!is_data_edit(op->kind)) continue;
    if (op->kind != EditKind::kDT && read_type_ok(st, *op, type))
      real_edit_after_end(st, *op, type);
    return;
  }
  if (c.stop() == FormatCursor::Stop::kError &&
      c.error().code == FormatErrorCode::kInsufficient)
    raise_format_error(st,
                       format_error_text(c.error(), st.fmt->program->source()));
}

// formatted_read_item() for every item the shortcut there does not take;
// out of line, so that the shortcut needs no frame of its own (hot/cold
// rule: perf/README.md).
[[gnu::noinline]] void formatted_read_item_slow(DtState& st, ItemType type,
                                                void* p, int kind,
                                                size_t size) {
  int parts = type == ItemType::kComplex ? 2 : 1;
  if (parts == 2) {
    type = ItemType::kReal;
    size /= 2;
  }
  if (st.fmt->eof_pending) {
    first_item_at_eof(st, type, p, kind, size);
    return;
  }
  char* q = static_cast<char*>(p);
  // A COMPLEX item counts once in messages, as in libgfortran.
  if (!st.record.eor_condition) ++st.fmt->item_count;
  // (flang reads a pair's imaginary part on past the record's end too)
  FormattedState::ReadOn& read_on = st.fmt->read_on;
  const bool pair = parts == 2 && read_on == FormattedState::ReadOn::kOff &&
                    st.policy.pad_no_short_field_converts;
  if (pair) read_on = FormattedState::ReadOn::kArmed;
  for (int i = 0; i < parts; ++i, q += size) {
    // libgfortran reads both parts of a COMPLEX item in one call, which
    // alone looks at the EOR condition at its start: the imaginary part's
    // edits run after the real part met the record's end.
    if (st.status.failed() ||
        (st.record.eor_condition && (i == 0 || pair_stops_at_eor(st)))) {
      if (read_on_part(st, type, q, kind)) continue;
      break;
    }
    st.fmt->paused = false;
    st.fmt->reverted_in_run = st.fmt->eor_after_revert = false;
    const int32_t passed = st.fmt->records_passed;
    const FormatOp* op = run_until_data(st, true, control);
    if (op == nullptr) check_edit_after_end(st, type);
    // (an X or T before the edit may have met the record's end; not
    // after a reversion: FormattedState::eor_after_revert)
    if (op == nullptr ||
        (st.record.eor_condition &&
         (i == 0 ? !st.fmt->eor_after_revert : pair_stops_at_eor(st))))
      break;
    // (an imaginary part read after EOR that finds the end of the file
    // is left alone: libgfortran reports the EOR)
    if (i == 1 && st.record.eor_condition && in_at_eof(st)) break;
    if (type == ItemType::kDerived && op->kind != EditKind::kDT &&
        dtio_components(st, op, q))
      break;
    if (op->kind == EditKind::kDT || type == ItemType::kDerived) {
      read_dt(st, *op, type, q);
      break;
    }
    read_item(st, *op, type, q, kind, size);
    // (a '/' or reversion before the edit passed the last record: the
    // field met the end, as flang's edit after its cue-up's END does)
    if (st.fmt->records_passed != passed &&
        st.status.outcome() == Outcome::kEnd) [[unlikely]]
      real_edit_after_end(st, *op, type);
  }
  if (pair) read_on = FormattedState::ReadOn::kOff;
}

// A CHARACTER, REAL or INTEGER item's edit, op, that read_a_in_buffer,
// read_real_in_buffer or read_integer_in_buffer did not take.
[[gnu::noinline]] void read_edit(DtState& st, const FormatOp& op, ItemType type,
                                 void* p, int kind, size_t size) {
  if (op.kind == EditKind::kDT)
    read_dt(st, op, type, p);
  else
    read_item(st, op, type, p, kind, size);
}

// An F, E, EN, ES or D edit of width w > 0 of a REAL(4)/REAL(8) item, its
// w characters in the buffer (text_in_buffer_ok known for the
// statement), converted in place: read_item's take_field would take the
// same w characters, count them and move on.  A record end in them (a
// '\n' or '\r', where take_field ends the field) or a comma (which ends
// it under DECIMAL='POINT', and is the decimal symbol under 'COMMA')
// makes read_real_field fail as any bad character does, so no scan looks
// for them.  False, consuming and storing nothing, for every other case
// and for a field that does not convert, which read_item then takes (and
// reports).
inline bool read_real_in_buffer(DtState& st, const FormatOp& op, void* p,
                                int kind) {
  switch (op.kind) {
    case EditKind::kF:
    case EditKind::kE:
    case EditKind::kEN:
    case EditKind::kES:
    case EditKind::kD: break;
    default: return false;
  }
  // (-pedantic: read_item gives the "E+NN" notice)
  if ((kind != 4 && kind != 8) || op.w <= 0 || st.record.cr_ended_record ||
      st.record_limit > 0 || flang_names_bad_field(st) ||
      flang_read_edit_checks(st) || compile_options().pedantic)
    return false;
  const auto w = static_cast<size_t>(op.w);
  Fbuf& b = st.unit->fbuf();
  const char* q = b.data() + b.pos();
  if (b.lookahead() < w) return false;
  alignas(8) unsigned char v[8];
  if (conv::read_real_field(std::string_view(q, w), op.d < 0 ? 0 : op.d, kind,
                            v, in_modes(st)) != conv::InStatus::kOk)
    return false;
  // Two fixed sizes: one store each (a size chosen at run time makes
  // GCC 12 copy through a loop).
  if (kind == 8)
    std::memcpy(p, v, 8);
  else
    std::memcpy(p, v, 4);
  b.skip(w);
  st.size_count += static_cast<int64_t>(w);
  st.unit->record().stream_pos += static_cast<int64_t>(w);  // count_input
  return true;
}

// An I (or G) edit of width w > 0 of an INTEGER(1/2/4/8) item under BN,
// its w characters in the buffer (text_in_buffer_ok known for the
// statement), converted in place when they are blanks, a sign and digits
// (conv::read_integer_field_plain): read_item's take_field would take the
// same w characters, count them and move on, as read_real_in_buffer has
// it.  A record end or a comma in them (where take_field ends the field)
// is no such character.  False, consuming and storing nothing, for every
// other case, which read_item then takes (and reports).
inline bool read_integer_in_buffer(DtState& st, const FormatOp& op, void* p,
                                   int kind) {
  if ((op.kind != EditKind::kI && op.kind != EditKind::kG) || op.w <= 0 ||
      st.fmt->blank_zero || st.record.cr_ended_record || st.record_limit > 0 ||
      st.policy.flang_numeric_input || flang_names_bad_field(st) ||
      flang_read_edit_checks(st))
    return false;
  const auto w = static_cast<size_t>(op.w);
  Fbuf& b = st.unit->fbuf();
  if (b.lookahead() < w ||
      !conv::read_integer_field_plain(std::string_view(b.data() + b.pos(), w),
                                      kind, p))
    return false;
  b.skip(w);
  st.size_count += static_cast<int64_t>(w);
  st.unit->record().stream_pos += static_cast<int64_t>(w);  // count_input
  return true;
}

// The data edit next in the format for an item that may be read
// straight from the record buffer (text_in_buffer, the statement going
// on normally), counted as formatted_read_item_slow counts it; null, with
// nothing changed, when the format has a control edit to run first or
// the item must take the general path.
inline const FormatOp* buffered_item_edit(DtState& st, FormattedState& f) {
  if (!f.text_in_buffer || f.eof_pending || st.record.eor_condition ||
      st.status.failed())
    return nullptr;
  const FormatOp* op = f.cursor.next_data_edit();
  if (op != nullptr) {
    ++f.item_count;
    f.paused = false;
  }
  return op;
}

}  // namespace

void formatted_read_item(DtState& st, ItemType type, void* p, int kind,
                         size_t size) {
  FormattedState* f = st.fmt;
  if (f == nullptr) return;
  // The usual CHARACTER item: its data edit is next in the format (no
  // control edit to run) and, being A, reads from the buffer at once.
  if (type == ItemType::kCharacter) {
    if (const FormatOp* op = buffered_item_edit(st, *f)) {
      if (op->kind == EditKind::kA && read_a_in_buffer(st, *op, p, kind, size))
        return;
      read_edit(st, *op, ItemType::kCharacter, p, kind, size);
      return;
    }
  }
  // The usual REAL item likewise, under an F, E, EN, ES or D edit.
  if (type == ItemType::kReal) {
    if (const FormatOp* op = buffered_item_edit(st, *f)) {
      if (!read_real_in_buffer(st, *op, p, kind))
        read_edit(st, *op, type, p, kind, size);
      return;
    }
  }
  // And the usual INTEGER item under I or G.
  if (type == ItemType::kInteger) {
    if (const FormatOp* op = buffered_item_edit(st, *f)) {
      if (!read_integer_in_buffer(st, *op, p, kind))
        read_edit(st, *op, type, p, kind, size);
      return;
    }
  }
  formatted_read_item_slow(st, type, p, kind, size);
}

namespace {

// flang's statement end runs the format up to its next data edit even
// after an item failed (its FormatControl::Finish): a '/' there passes a
// record, which the READ's end then skips too.  libgfortran runs nothing
// more.  An error of the format itself stops all.
void finish_failed_format(DtState& st) {
  FormattedState& f = *st.fmt;
  if (!st.policy.failed_edit_finishes_format ||
      st.status.outcome() != Outcome::kError || f.paused ||
      f.cursor.stop() == FormatCursor::Stop::kError)
    return;
  while (const FormatOp* op = f.cursor.next(false)) {
    if (is_data_edit(op->kind)) break;
    control(st, *op);
    // flang's '/' begins reading the next record at once: where there is
    // none it meets the end there, and a WRITE after the READ is "WRITE
    // after ENDFILE" (ftnio looks at a record when a field reads it).
    if (op->kind == EditKind::kSlash && !internal_file(st) &&
        !direct_records(st) && in_at_eof(st))
      hit_end_of_file(st);
  }
}

}  // namespace

void formatted_read_finish(DtState& st) {
  if (st.fmt == nullptr) return;
  if (st.fmt->eof_pending) {  // no item: END all the same
    st.fmt->eof_pending = false;
    if (!st.status.failed()) hit_end_of_file(st);
    return;
  }
  if (st.record.eor_condition && !st.fmt->paused && !st.status.failed()) {
    run_until_data(st, false, tab_after_eor);
    return;
  }
  if (st.status.failed()) finish_failed_format(st);
  if (st.fmt->paused || st.status.failed() || st.record.eor_condition) return;
  run_until_data(st, false, control);
}

void formatted_read_on(DtState& st, ItemType type, const void* p, int kind,
                       size_t size) {
  formatted_read_item_slow(st, type, const_cast<void*>(p), kind, size);
}

void array_item_begin(DtState& st) {
  if (st.form == TransferForm::kFormatted && st.direction == Direction::kRead &&
      st.fmt != nullptr && st.policy.pad_no_short_field_converts)
    st.fmt->read_on = FormattedState::ReadOn::kArmed;
}

void array_item_end(DtState& st) {
  if (st.form == TransferForm::kFormatted && st.direction == Direction::kRead &&
      st.fmt != nullptr)
    st.fmt->read_on = FormattedState::ReadOn::kOff;
}

bool formatted_read_continues(const DtState& st) {
  return st.form == TransferForm::kFormatted &&
         st.direction == Direction::kRead && st.fmt != nullptr &&
         st.fmt->read_on == FormattedState::ReadOn::kOn;
}

int64_t flang_record_number(const DtState& st) {
  if (internal_file(st)) return st.record_index + 1;
  // Direct access: the REC= record (the unit's count is the last
  // statement's until this one ends).
  const int64_t recl = st.unit->limits().recl;
  const RecordState& r = st.unit->record();
  if (!direct_records(st) || recl <= 0)  // (passed records move the origin)
    return r.last_record + 1 - r.record_origin;
  // (a list-directed READ's state is no FormattedState)
  return st.record_start / recl + 1 +
         (st.form == TransferForm::kFormatted && st.fmt != nullptr
              ? st.fmt->records_passed
              : 0);
}

}  // namespace ftnio
