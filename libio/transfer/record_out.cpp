// SPDX-License-Identifier: MIT
// Writing into the current output record of a formatted statement (L4).
#include "transfer/record_out.h"

#include <algorithm>
#include <cmath>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "base/iostat.h"
#include "transfer/flang_record_texts.h"
#include "transfer/formatted_access.h"
#include "transfer/formatted_state.h"
#include "transfer/internal_unit.h"

namespace ftnio {

namespace {

bool is_digit(char c) { return c >= '0' && c <= '9'; }

// Where a real field's mantissa ends (its exponent starts: a letter, or a
// sign after a digit), and its first and last significant digits.
struct RealShape {
  size_t exponent, first_sig, last_sig;  // first_sig > last_sig: none
};
RealShape real_shape(const char* s, size_t n) {
  RealShape r{n, n, 0};
  for (size_t i = 0; i < n; ++i) {
    const char c = s[i];
    const bool after_digit = i > 0 && is_digit(s[i - 1]);
    if (c == 'E' || c == 'D' || c == 'Q' || c == 'e' || c == 'd' ||
        ((c == '+' || c == '-') && after_digit)) {
      r.exponent = i;
      break;
    }
    if (c >= '1' && c <= '9') {
      if (r.first_sig == n) r.first_sig = i;
      r.last_sig = i;
    }
  }
  return r;
}

// Whether the trailing zeros of real field text f are padding, not
// digits of flang's conversion.  The conversion stops at the last
// nonzero digit when the value is exact or was rounded up (12.5 as
// "12.500", 1.05 in REAL(4) as "1.050"), and keeps the zeros of a value
// rounded down ("0.1250E-01" of 0.0125 in REAL(4), 0.01250000019):
// padding unless the text shows less than the value.  Compared in long
// double, exact for REAL(4) and REAL(8); other kinds count as padded.
bool zeros_are_padding(const FieldText& f, size_t n, const RealShape& shape) {
  long double v;
  if (f.value != nullptr && f.kind == 4) {
    float x;
    std::memcpy(&x, f.value, sizeof x);
    v = x;
  } else if (f.value != nullptr && f.kind == 8) {
    double x;
    std::memcpy(&x, f.value, sizeof x);
    v = x;
  } else {
    return true;
  }
  char text[128];
  size_t k = 0;
  for (size_t i = 0; i < n && k + 2 < sizeof text; ++i) {
    char c = f.text[i];
    if (c == ' ') continue;
    if (i == shape.exponent && (c == '+' || c == '-')) text[k++] = 'E';
    if (c == 'D' || c == 'd' || c == 'Q' || c == 'q') c = 'E';
    if (c == ',') c = '.';  // DECIMAL='COMMA'
    text[k++] = c;
  }
  text[k] = '\0';
  char* end = nullptr;
  const long double shown = std::strtold(text, &end);
  return end == text || *end != '\0' || std::fabs(shown) >= std::fabs(v);
}

// The last digit of a real field's mantissa.
size_t last_mantissa_digit(const char* s, const RealShape& shape) {
  size_t last = shape.last_sig;
  for (size_t i = shape.first_sig; i < shape.exponent; ++i)
    if (is_digit(s[i])) last = i;
  return last;
}

// The length of the piece of field text s that starts at s[i], as flang's
// runtime emits it (one call of its Emit): blanks, signs, '.', padding
// zeros and B/O/Z digits alone; a run of significant digits, an
// exponent and other text at once.  (Learnt from flang 19's overrun
// messages: F9.3 of -12.5 at column 3 of a 10-byte record fails with 1
// byte, its second trailing zero; E12.4 at column 1 with 4, "E+02".)
size_t overrun_piece(const FieldText& f, size_t n, size_t i,
                     const RealShape& shape);

// A real's sign is emitted with a run of significant digits right after
// it (F9.3 of -12.5: "-12"), alone before a padding zero ("-0.500"); an
// integer's alone.
size_t overrun_piece_signed(const FieldText& f, size_t n, size_t i,
                            const RealShape& shape) {
  const char c = f.text != nullptr ? f.text[i] : ' ';
  if ((c == '+' || c == '-') && i + 1 < n && i < shape.exponent &&
      f.pieces == FieldPieces::kReal && i + 1 >= shape.first_sig &&
      i + 1 <= shape.last_sig)
    return 1 + overrun_piece(f, n, i + 1, shape);
  return overrun_piece(f, n, i, shape);
}

size_t overrun_piece(const FieldText& f, size_t n, size_t i,
                     const RealShape& shape) {
  const char* s = f.text;
  if (s == nullptr) return i < f.blanks ? 1 : n - i;
  const char c = s[i];
  const bool leading = leading_blanks(s, i) == i;
  switch (f.pieces) {
    case FieldPieces::kDigits: return 1;
    case FieldPieces::kText: return c == ' ' && leading ? 1 : n - i;
    case FieldPieces::kInteger:
      if (c == ' ' || c == '+' || c == '-' || c == '*') return 1;
      if (c == '0' && !(i >= shape.first_sig)) return 1;
      return n - i;
    case FieldPieces::kReal: break;
  }
  if (i >= shape.exponent) {  // the exponent, up to a blank
    size_t k = i;
    while (k < n && s[k] != ' ') ++k;
    return k > i ? k - i : 1;
  }
  if (!is_digit(c)) {
    if (c == ' ' || c == '+' || c == '-' || c == '.' || c == '*') return 1;
    size_t k = i;  // "Inf", "NaN"
    while (k < n && s[k] != ' ') ++k;
    return k - i;
  }
  if (shape.first_sig > shape.last_sig || i < shape.first_sig ||
      i > shape.last_sig)
    return 1;  // a padding zero
  size_t k = i;
  while (k <= shape.last_sig && is_digit(s[k])) ++k;
  return k - i;
}

// Raises flang's error for field f of n chars that overruns the record:
// flang writes its pieces (overrun_piece) until one does not fit, and
// names that one.  Returns how many chars came before it.
size_t flang_field_overrun(DtState& st, const FieldText& f, size_t n) {
  const int64_t limit = std::max<int64_t>(st.record_limit, 0);
  const auto pos = static_cast<int64_t>(st.unit->fbuf().pos());
  RealShape shape = f.text != nullptr && f.pieces != FieldPieces::kText
                        ? real_shape(f.text, n)
                        : RealShape{n, n, 0};
  if (f.pieces == FieldPieces::kReal && !zeros_are_padding(f, n, shape))
    shape.last_sig = last_mantissa_digit(f.text, shape);
  for (size_t i = 0; i < n;) {
    const size_t len = overrun_piece_signed(f, n, i, shape);
    if (pos + static_cast<int64_t>(i + len) > limit) {
      raise_write_overrun(st, static_cast<int64_t>(len),
                          pos + static_cast<int64_t>(i), limit);
      return i;
    }
    i += len;
  }
  raise_write_overrun(st, static_cast<int64_t>(n), pos, limit);
  return 0;
}

// flang's runtime writes the part of a field that fits in an internal
// file's record (the rest falls off when the record is stored); in an
// external record, the pieces before the one that does not fit, which a
// formatted WRITE reports with its bytes and position.
char* flang_overrun_space(DtState& st, size_t n, const FieldText& f) {
  if (!st.internal_unit) {
    if (st.form != TransferForm::kFormatted) return nullptr;
    const size_t fits = flang_field_overrun(st, f, n);
    if (fits == 0) return nullptr;
    char* p = st.unit->fbuf().alloc(fits);
    if (p == nullptr) return nullptr;
    // (without text, the pieces that fit are leading blanks)
    if (f.text != nullptr)
      std::memcpy(p, f.text, fits);
    else
      std::memset(p, ' ', fits);
    st.unit->record().stream_pos += static_cast<int64_t>(fits);
    if (st.direct_records)
      st.in_column = static_cast<int64_t>(st.unit->fbuf().pos());
    return nullptr;
  }
  char* p = st.unit->fbuf().alloc(n);
  if (p == nullptr) st.status.raise_errno(ENOMEM);
  return p;
}

}  // namespace

void record_put_slow(DtState& st, const char* text, size_t n,
                     FieldPieces pieces, const void* value, int kind) {
  if (char* p =
          record_space_slow(st, n, FieldText{text, 0, pieces, value, kind}))
    copy_bytes(p, text, n);
}

char* record_space_slow(DtState& st, size_t n, FieldText field) {
  // Nor does flang's write anything after a formatted WRITE failed (a
  // field after an X that overran the record: libgfortran's goes on,
  // below).  A list-directed WRITE goes on in the next record after EOR.
  if (st.status.failed() && st.form == TransferForm::kFormatted &&
      st.policy.failed_formatted_write_stops &&
      !(st.fmt != nullptr && st.fmt->finishing_failed))
    return nullptr;
  Fbuf& record = st.unit->fbuf();
  int64_t limit = std::max<int64_t>(st.record_limit, 0);
  // A field that does not fit in the record is not written at all
  // (F2018 12.6.4.5.1: EOR on output to a record of fixed length).
  if ((st.record_limit != 0 || st.direct_records) &&
      static_cast<int64_t>(record.pos() + n) > limit) {
    if (st.policy.overrun_field_truncated) {
      if (st.internal_unit || st.form != TransferForm::kFormatted)
        st.status.raise(kIostatEor, nullptr);
      return flang_overrun_space(st, n, field);
    }
    st.status.raise(kIostatEor, nullptr);
    // libgfortran writes the blanks of a pending X/T skip as a field of
    // their own: when they fit they stay in the record; when they do not
    // they are dropped, and the field still goes where the record's data
    // ends if it fits there.
    if (record.pos() <= record.active()) return nullptr;
    if (static_cast<int64_t>(record.pos()) <= limit) {
      if (record.alloc(0) == nullptr) st.status.raise_errno(ENOMEM);
      return nullptr;
    }
    record.seek(0, SEEK_END);
    if (static_cast<int64_t>(record.pos() + n) > limit) return nullptr;
  }
  bool write_anyway = false;
  if (st.internal_unit && internal_past_end(st, n, &write_anyway)) {
    st.status.raise(kIostatEnd, nullptr);
    if (!write_anyway) return nullptr;
  }
  char* p = record.alloc(n);
  if (p == nullptr) st.status.raise_errno(ENOMEM);
  // libgfortran counts every byte placed in a record (not the record
  // ends) in the position INQUIRE(POS=) reports, on internal files too
  // (end_internal_unit).
  else
    st.unit->record().stream_pos += static_cast<int64_t>(n);
  // Direct access pads a record from where its last field ended.
  if (p != nullptr && st.direct_records)
    st.in_column = static_cast<int64_t>(record.pos());
  return p;
}

void record_end(DtState& st) {
  Unit& u = *st.unit;
  if (st.internal_unit) {
    // (a scalar file's record ends where the position is: libgfortran
    // writes its blank there, even after a T or TL moved left)
    if (st.internal.is_array) u.fbuf().seek_end();
    internal_record_end(st);
    return;
  }
  if (st.direct_records) {
    direct_write_record_end(st);
    u.note_record_end();
    return;
  }
  // The newline goes at the end of the record: not where a T or TL moved
  // left to, and not after trailing X/TR skips, which produce no blanks.
  u.fbuf().seek_end();
  // DEC CARRIAGECONTROL: 'NONE' ends records with nothing, 'FORTRAN' with
  // what the statement's last A edit chose.
  CarriageControl cc = u.modes().cc;
  size_t ends = cc == CarriageControl::kList      ? 1
                : cc == CarriageControl::kFortran ? st.cc_count
                                                  : 0;
  char* nl = u.fbuf().alloc(ends);  // not record_space: no RECL check
  if (nl == nullptr && ends > 0) {
    st.status.raise_errno(ENOMEM);
    return;
  }
  if (ends > 0) *nl = cc == CarriageControl::kList ? '\n' : st.cc_end;
  int rc = u.flush_record(u.flush_each_record());
  // The next record has all of RECL= (a WRITE that continued a failed
  // one's record may have had less).
  if (st.record_limit != 0 && u.modes().access == Access::kSequential)
    st.record_limit = u.limits().recl;
  if (rc < 0)
    st.status.raise_errno(-rc);
  else if (u.modes().access == Access::kStream)
    stream_record_written(st);
  u.note_record_end();
  u.record().pending_nonadvancing_write = false;
}

}  // namespace ftnio
