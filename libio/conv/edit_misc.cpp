// SPDX-License-Identifier: MIT
// L, A and G editing of logicals and characters, and the field-size bound of
// every edit (L1, pure).
#include <cstdint>
#include <cstring>

#include "conv/edit_detail.h"
#include "conv/edit_out.h"

namespace ftnio::conv {
namespace {

// Decimal digits of the largest finite value of each REAL kind (FLT_MAX
// has 39, DBL_MAX 309, the x87 and binary128 maxima 4933).
int max_integer_digits(int kind) {
  switch (kind) {
    case 4: return 39;
    case 8: return 309;
    default: return 4933;
  }
}

// Significant digits of the kind's list-directed G, which G0 and E0 use
// when d is absent (libgfortran's set_fnode_default).
int default_digits(int kind) {
  switch (kind) {
    case 4: return 9;
    case 8: return 17;
    case 10: return 21;
    default: return 36;
  }
}

int64_t abs_int(int v) { return v < 0 ? -int64_t{v} : v; }

// Processor-chosen width of B0/O0/Z0/I0: all digits, a sign, m zeros.
size_t zero_width_integer(const EditSpec& spec, int kind) {
  const int bits = 8 * kind;
  int digits;
  switch (spec.kind) {
    case EditKind::kB: digits = bits; break;
    case EditKind::kO: digits = (bits + 2) / 3; break;
    case EditKind::kZ: digits = (bits + 3) / 4; break;
    default: digits = 40; break;  // 39 decimal digits of 2^127 and a sign
  }
  const int m = spec.m_given ? spec.m : 0;
  return static_cast<size_t>((m > digits ? m : digits) + 1);
}

}  // namespace

size_t edit_logical(char* out, const EditSpec& spec, const void* p, int kind) {
  // Any item's first kind bytes (an L edit of another type is a GNU
  // extension; libgfortran stops with an internal error for kind 10).
  if (kind != 1 && kind != 2 && kind != 4 && kind != 8 && kind != 10 &&
      kind != 16)
    return 0;
  const bool truth = logical_truth(p, kind);
  // L0 and a bare L are GNU extensions meaning L1; so is G0.
  const int w = !spec.w_given || spec.w <= 0 ? 1 : spec.w;
  detail::fill(out, ' ', w - 1);
  out[w - 1] = truth ? 'T' : 'F';
  return static_cast<size_t>(w);
}

size_t edit_character(char* out, const EditSpec& spec, const char* src,
                      size_t len) {
  // No width, or G0: the string as it is.
  const size_t w =
      !spec.w_given || spec.w <= 0 ? len : static_cast<size_t>(spec.w);
  if (w <= len) {
    // A narrower field takes the leftmost w characters.
    if (w > 0) std::memcpy(out, src, w);
    return w;
  }
  std::memset(out, ' ', w - len);
  if (len > 0) std::memcpy(out + (w - len), src, len);
  return w;
}

size_t edit_character4(char* out, const EditSpec& spec, const char32_t* src,
                       size_t len, char delim) {
  const size_t w =
      !spec.w_given || spec.w <= 0 ? len : static_cast<size_t>(spec.w);
  char* q = out;
  if (w > len) {
    std::memset(q, ' ', w - len);
    q += w - len;
  }
  for (size_t i = 0; i < len; ++i) {
    const char32_t c = src[i];
    if (delim != 0 && c == static_cast<unsigned char>(delim)) *q++ = delim;
    *q++ = c > 255 ? '?' : static_cast<char>(c);
  }
  return static_cast<size_t>(q - out);
}

size_t edit_max_width(const EditSpec& given, const EditModes& modes, int kind) {
  const EditSpec spec = clamp_edit_spec(given);
  switch (spec.kind) {
    case EditKind::kA:
      return spec.w_given && spec.w > 0 ? static_cast<size_t>(spec.w) : 0;
    case EditKind::kL:
      return spec.w_given && spec.w > 1 ? static_cast<size_t>(spec.w) : 1;
    default: break;
  }
  // Every other field is exactly w wide when w > 0 (asterisks included).
  if (spec.w > 0) return static_cast<size_t>(spec.w);
  switch (spec.kind) {
    case EditKind::kI:
    case EditKind::kB:
    case EditKind::kO:
    case EditKind::kZ: return zero_width_integer(spec, kind);
    case EditKind::kG:
      if (kind == 1 || kind == 2)
        return zero_width_integer(spec, kind);  // G0 on integers
      break;
    default: break;
  }
  // G0 on a logical needs 1; on an integer of kind 4/8/16 the real bound
  // below (>= 40) covers I0 too.  Reals: sign, the digits the scale factor
  // can move or add, the point, d digits, a leading zero, an exponent of
  // up to "E+dddd" or e digits, and for EX a 0X prefix.
  // 64-bit sums: d and e may each be near INT32_MAX (fuzz_format found
  // F0.<huge> overflowing an int here).
  const int64_t d = spec.d_given && spec.d > 0 ? spec.d : default_digits(kind);
  const int64_t e = spec.e_given ? spec.e : 0;
  const int64_t scale = abs_int(clamp_scale(modes.scale));
  int64_t body = d + scale + e + 16;
  if (spec.kind == EditKind::kF) body += max_integer_digits(kind);
  if (spec.kind == EditKind::kEX)
    body += 40;              // up to 28 hex digits of REAL(16)
  if (body < 48) body = 48;  // I0 on INTEGER(16) via G0
  return static_cast<size_t>(body);
}

EditSpec clamp_edit_spec(const EditSpec& spec) {
  EditSpec s = spec;
  if (s.w > kMaxEditWidth) s.w = kMaxEditWidth;
  if (s.d > kMaxEditDigits) s.d = kMaxEditDigits;
  if (s.e > kMaxEditDigits) s.e = kMaxEditDigits;
  if (s.m > kMaxEditDigits) s.m = kMaxEditDigits;
  return s;
}

int32_t clamp_scale(int32_t scale) {
  if (scale > kMaxEditDigits) return kMaxEditDigits;
  if (scale < -kMaxEditDigits) return -kMaxEditDigits;
  return scale;
}

}  // namespace ftnio::conv
