// SPDX-License-Identifier: MIT
// flang's overrun message for a formatted field, piece by piece (L4):
// flang_overrun.h.
#include "transfer/flang_overrun.h"

#include <algorithm>
#include <cfenv>
#include <cstring>
#include <string_view>

#include "conv/decimal.h"
#include "conv/edit_in.h"

#include "transfer/flang_record_texts.h"

namespace ftnio {

namespace {

bool is_digit(char c) { return c >= '0' && c <= '9'; }

template <class T>
bool abs_at_least(const void* a, const void* b, size_t bytes) {
  T x{}, y{};
  std::memcpy(&x, a, bytes);
  std::memcpy(&y, b, bytes);
  return (x < 0 ? -x : x) >= (y < 0 ? -y : y);
}

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

// |a| >= |b| for two values of REAL(kind) 4, 8, 10 or 16.
bool magnitude_at_least(const void* a, const void* b, int kind) {
  switch (kind) {
    case 4: return abs_at_least<float>(a, b, sizeof(float));
    case 8: return abs_at_least<double>(a, b, sizeof(double));
    case 10: return abs_at_least<long double>(a, b, 10);
    default: return abs_at_least<conv::float128>(a, b, 16);
  }
}

// Whether the trailing zeros of real field text f are padding, not
// digits of flang's conversion.  The conversion stops at the last
// nonzero digit when the value is exact or was rounded up (12.5 as
// "12.500", 1.05 in REAL(4) as "1.050"), and keeps the zeros of a value
// rounded down ("0.1250E-01" of 0.0125 in REAL(4), 0.01250000019; 0.1 in
// REAL(10) or REAL(16) as "0.10000000000"): padding unless the text shows
// less than the value.  The text is read back into the value's kind
// rounded toward zero, which is at least the value exactly when the text
// is; the exception flags that read raises are not the program's.  Other
// kinds (2, 3) count as padded.
bool zeros_are_padding(const FieldText& f, size_t n, const RealShape& shape) {
  if (f.value == nullptr ||
      (f.kind != 4 && f.kind != 8 && f.kind != 10 && f.kind != 16))
    return true;
  char text[128];
  size_t k = 0;
  for (size_t i = 0; i < n && k + 2 < sizeof text; ++i) {
    char c = f.text[i];
    if (c == ' ' || (c == '-' && k == 0)) continue;  // the magnitude
    if (i == shape.exponent && (c == '+' || c == '-')) text[k++] = 'E';
    if (c == 'D' || c == 'd' || c == 'Q' || c == 'q') c = 'E';
    if (c == ',') c = '.';  // DECIMAL='COMMA'
    text[k++] = c;
  }
  alignas(16) unsigned char shown[16] = {};
  conv::InModes modes;
  modes.round = RoundMode::kZero;
  std::fexcept_t flags;
  std::fegetexceptflag(&flags, FE_ALL_EXCEPT);
  const conv::InStatus st =
      conv::read_real_field(std::string_view(text, k), 0, f.kind, shown, modes);
  std::fesetexceptflag(&flags, FE_ALL_EXCEPT);
  return st != conv::InStatus::kOk ||
         magnitude_at_least(shown, f.value, f.kind);
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
    if (c == ' ' || c == '+' || c == '-' || c == '.' || c == ',' || c == '*')
      return 1;    // (',': the point under DECIMAL='COMMA')
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

}  // namespace

// Raises flang's error for field f of n chars that overruns the record:
// flang writes its pieces (overrun_piece) until one does not fit, and
// names that one.  Returns how many chars came before it.
size_t flang_first_piece(const FieldText& f, size_t n) {
  if (n == 0) return 0;
  RealShape shape = f.text != nullptr && f.pieces != FieldPieces::kText
                        ? real_shape(f.text, n)
                        : RealShape{n, n, 0};
  if (f.pieces == FieldPieces::kReal && !zeros_are_padding(f, n, shape))
    shape.last_sig = last_mantissa_digit(f.text, shape);
  return overrun_piece_signed(f, n, 0, shape);
}

size_t flang_field_overrun(DtState& st, const FieldText& f, size_t n) {
  const int64_t recl = std::max<int64_t>(st.record_limit, 0);
  const int64_t limit = recl + record_newline_slot(st);
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
                          pos + static_cast<int64_t>(i), recl);
      return i;
    }
    i += len;
  }
  raise_write_overrun(st, static_cast<int64_t>(n), pos, recl);
  return 0;
}

}  // namespace ftnio
