// SPDX-License-Identifier: MIT
// I, B, O, Z and G editing of integers, and the B/O/Z digit writer shared with
// reals (L1, pure).
//
// F2018 13.7.2.2 as libgfortran 12 implements it (io/write.c): Iw.m gives
// at least m digits, "Iw.0" (and Bw.0 ...) of zero gives w blanks, w == 0
// selects the narrowest width, and a field too narrow for the digits is w
// asterisks.  G on an integer is Iw with m ignored.
#include <array>
#include <cstdint>
#include <cstring>

#include "base/copy_bytes.h"
#include "conv/edit_detail.h"
#include "conv/edit_out.h"
#include "conv/int_field.h"
#include "conv/int_out.h"

namespace ftnio::conv {
namespace detail {
namespace {

// Digits of v in base 2^bits_per_digit, written backwards to end[-1];
// returns the first digit ("0" for zero).
char* put_pow2_backward(char* end, uint128 v, int bits_per_digit) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  const unsigned mask = (1u << bits_per_digit) - 1;
  char* p = end;
  do {
    *--p = kHex[static_cast<unsigned>(v) & mask];
    v >>= bits_per_digit;
  } while (v != 0);
  return p;
}

// Places `digits` (ndig chars) after nzero zeros and an optional sign,
// right-justified in w columns; w asterisks when they do not fit.
size_t place_integer(char* out, int w, SignChar sign, int nzero,
                     const char* digits, int ndig) {
  const int nsign = sign == SignChar::kNone ? 0 : 1;
  const int nblank = w - (nsign + nzero + ndig);
  if (nblank < 0) return fill(out, '*', w);
  char* q = out + fill(out, ' ', nblank);
  if (nsign) *q++ = static_cast<char>(sign);
  q += fill(q, '0', nzero);
  std::memcpy(q, digits, static_cast<size_t>(ndig));
  return static_cast<size_t>(w);
}

template <class T>
T load(const void* p) {
  T v;
  std::memcpy(&v, p, sizeof v);
  return v;
}

// Sign-extended value of an INTEGER(kind); false for an unknown kind.
bool load_int(const void* p, int kind, int128* v) {
  switch (kind) {
    case 1: *v = load<int8_t>(p); return true;
    case 2: *v = load<int16_t>(p); return true;
    case 4: *v = load<int32_t>(p); return true;
    case 8: *v = load<int64_t>(p); return true;
    case 16: *v = load<int128>(p); return true;
    default: return false;
  }
}

// Iw[.m] / Gw: the special case, the sign, the minimum digits.
size_t edit_decimal(char* out, const EditSpec& spec, const EditModes& modes,
                    int128 v) {
  // G ignores any .m (libgfortran passes m = -1 for G).
  const int m = spec.kind == EditKind::kI && spec.m_given ? spec.m : -1;
  if (m == 0 && v == 0) return fill(out, ' ', spec.w == 0 ? 1 : spec.w);
  const SignChar sign = edit_sign(v < 0, modes);
  // Unsigned negation keeps -huge-1 exact.
  const uint128 mag =
      v < 0 ? uint128{0} - static_cast<uint128>(v) : static_cast<uint128>(v);
  char buf[48];
  char* const end = buf + sizeof buf;
  const char* first = put_uint_backward(end, mag);
  const int ndig = static_cast<int>(end - first);
  const int nzero = m > ndig ? m - ndig : 0;
  int w = spec.w;
  if (w == 0) w = ndig + nzero + (sign == SignChar::kNone ? 0 : 1);
  return place_integer(out, w, sign, nzero, first, ndig);
}

}  // namespace

size_t edit_boz(char* out, const EditSpec& given, uint128 v, bool whole_zero) {
  const EditSpec spec = clamp_edit_spec(given);  // I0.<huge>: fuzz_format
  const int m = spec.m_given ? spec.m : -1;
  // libgfortran hands the value to its B/O/Z writer as a C int, so the
  // ".0 of zero gives blanks" rule looks at the low 32 bits only.
  if (m == 0 && (whole_zero ? v == 0 : static_cast<uint32_t>(v) == 0))
    return fill(out, ' ', spec.w == 0 ? 1 : spec.w);
  char buf[136];  // 128 binary digits at most
  char* const end = buf + sizeof buf;
  const char* first;
  if (spec.kind == EditKind::kB) {
    first = put_pow2_backward(end, v, 1);
  } else if (spec.kind == EditKind::kO) {
    first = put_pow2_backward(end, v, 3);
  } else {
    first = put_pow2_backward(end, v, 4);
  }
  const int ndig = static_cast<int>(end - first);
  const int nzero = m > ndig ? m - ndig : 0;
  const int w = spec.w == 0 ? ndig + nzero : spec.w;
  return place_integer(out, w, SignChar::kNone, nzero, first, ndig);
}

}  // namespace detail

// A field has a few blanks and zeros: calls to memset cost more than
// storing them, so GCC must not turn the loops below into such calls
// (clang, used for the fuzzing build, has no such attribute).
#if defined(__clang__)
#define FTNIO_STORE_LOOPS
#else
#define FTNIO_STORE_LOOPS [[gnu::optimize("no-tree-loop-distribute-patterns")]]
#endif
namespace {
constexpr int kMaxBlankCopy = 64;  // copy_bytes' widest size class
constexpr auto kBlanks = [] {
  std::array<char, kMaxBlankCopy> a{};
  a.fill(' ');
  return a;
}();
}  // namespace

size_t edit_int_i0(char* out, const EditModes& modes, int64_t v) {
  // No blanks, zeros or asterisks: the digit count gives the width, and
  // the digits go straight to their place (no buffer, no second copy).
  const bool negative = v < 0;
  const uint64_t mag = negative ? uint64_t{0} - static_cast<uint64_t>(v)
                                : static_cast<uint64_t>(v);
  const bool plus =
      !negative && detail::edit_sign(false, modes) == SignChar::kPlus;
  const int nsign = negative || plus ? 1 : 0;
  const int n = nsign + count_digits(mag);
  put_uint_backward(out + n, mag);
  if (nsign != 0) out[0] = negative ? '-' : '+';
  return static_cast<size_t>(n);
}

FTNIO_STORE_LOOPS
size_t edit_int_iw(char* out, int w, int m, const EditModes& modes, int64_t v) {
  if (m == 0 && v == 0) return detail::fill(out, ' ', w == 0 ? 1 : w);
  const SignChar sign = detail::edit_sign(v < 0, modes);
  const int nsign = sign == SignChar::kNone ? 0 : 1;
  // Unsigned negation keeps -huge-1 exact.
  const uint64_t mag =
      v < 0 ? uint64_t{0} - static_cast<uint64_t>(v) : static_cast<uint64_t>(v);
  if (m < 0 && w >= 11 && w <= kMaxBlankCopy && v >= INT32_MIN &&
      v <= INT32_MAX) {
    // Iw of a value of 32 bits in a field wide enough for any of them:
    // the digit count needs no branch (conv/int_field.h).
    const char plus = sign == SignChar::kPlus ? '+' : ' ';
    copy_bytes(out, kBlanks.data(), static_cast<size_t>(w - 11));
    int32_field(out + w - 11, static_cast<int32_t>(v), plus);
    return static_cast<size_t>(w);
  }
  if (m < 0 && w > 0) {
    // Plain Iw, the usual case: whether the digits fit is one comparison,
    // and they are written before their count is known.
    const int room = w - nsign;  // for the digits; at least one is needed
    if (room <= 0 || (room < 20 && mag >= kPow10[room]))
      return detail::fill(out, '*', w);
    if (w <= kMaxBlankCopy) {
      // The whole field blank in a couple of stores of w's size class
      // (predictable: w comes from the format), then the digits over it.
      copy_bytes(out, kBlanks.data(), static_cast<size_t>(w));
      char* const first = put_uint_backward(out + w, mag);
      if (nsign != 0) first[-1] = static_cast<char>(sign);
      return static_cast<size_t>(w);
    }
    char* q = out;
    char* const first = put_uint_backward(out + w, mag) - nsign;
    for (; q < first; ++q) *q = ' ';
    if (nsign != 0) *q = static_cast<char>(sign);
    return static_cast<size_t>(w);
  }
  if (m < 0) {  // I0: the sign and the digits, no blank nor zero
    const int n = nsign + count_digits(mag);
    put_uint_backward(out + n, mag);
    if (nsign != 0) out[0] = static_cast<char>(sign);
    return static_cast<size_t>(n);
  }
  const int ndig = count_digits(mag);
  const int nzero = m > ndig ? m - ndig : 0;
  if (w == 0) w = nsign + nzero + ndig;
  const int nblank = w - (nsign + nzero + ndig);
  if (nblank < 0) return detail::fill(out, '*', w);
  // The field is right-justified: the digits go straight to its end, and
  // the few characters before them are stored one by one.
  put_uint_backward(out + w, mag);
  char* q = out;
  for (char* const e = out + nblank; q < e; ++q) *q = ' ';
  if (nsign != 0) *q++ = static_cast<char>(sign);
  for (char* const e = q + nzero; q < e; ++q) *q = '0';
  return static_cast<size_t>(w);
}

size_t edit_integer(char* out, const EditSpec& given, const EditModes& modes,
                    const void* p, int kind) {
  // I0.m with m near INT32_MAX wrote past the field buffer (fuzz_format).
  const EditSpec spec = clamp_edit_spec(given);
  int128 v;
  if (!detail::load_int(p, kind, &v) || spec.w < 0 ||
      (spec.m_given && spec.m < 0))
    return 0;
  switch (spec.kind) {
    case EditKind::kI:
    case EditKind::kG: return detail::edit_decimal(out, spec, modes, v);
    case EditKind::kB:
    case EditKind::kO:
    case EditKind::kZ: {
      // The kind's two's complement bits, zero-extended.
      const int bits = 8 * kind;
      uint128 u = static_cast<uint128>(v);
      if (bits < 128) u &= (uint128{1} << bits) - 1;
      return detail::edit_boz(out, spec, u, modes.boz_zero_whole);
    }
    default: return 0;
  }
}

}  // namespace ftnio::conv
