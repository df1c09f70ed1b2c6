// SPDX-License-Identifier: MIT
// The usual Iw field, inline (L1, pure): blanks, the sign, the digits.
//
// edit_int_iw (edit_out.h) is a call, decodes m and the zero and
// asterisk cases, and gives a field of 11 columns or more the
// branch-free form of list-directed output (int_field.h): about 150
// instructions for a '(3i12)' field.  A WRITE whose fields go straight
// into their record (transfer/formatted_write_direct.h) and the general
// WRITE's Iw in place take this one first: about 45 for a five-digit
// value.
#ifndef FTNIO_CONV_INT_IW_H
#define FTNIO_CONV_INT_IW_H

#include <cstdint>

#include "base/copy_bytes.h"
#include "conv/edit_detail.h"
#include "conv/int_out.h"

namespace ftnio::conv {

// The widest field edit_int_iw_fits writes (fill_blanks' word stores).
constexpr int kMaxIwInline = 32;

// Iw (no .m) of v in exactly w characters, 0 < w <= kMaxIwInline, what
// edit_int_iw(out, w, -1, modes, v) writes, when the sign and digits
// fit; false, nothing written, when they do not (the asterisks are
// edit_int_iw's).
[[gnu::always_inline]] inline bool edit_int_iw_fits(char* out, int w,
                                                    const EditModes& modes,
                                                    int64_t v) {
  // (the callers' check, said again for GCC: inlined under ASan it lost
  // w's range and warned of a huge memset below)
  if (w <= 0 || w > kMaxIwInline) __builtin_unreachable();
  const SignChar sign = detail::edit_sign(v < 0, modes);
  const int nsign = sign == SignChar::kNone ? 0 : 1;
  // Unsigned negation keeps -huge-1 exact.
  const uint64_t mag =
      v < 0 ? uint64_t{0} - static_cast<uint64_t>(v) : static_cast<uint64_t>(v);
  const int room = w - nsign;  // for the digits; at least one is needed
  if (room <= 0 || (room < 20 && mag >= kPow10[room])) return false;
  fill_blanks(out, static_cast<size_t>(w));
  // (only the digits' bytes are written: they fit in room)
  char* const first = put_uint_backward(out + w, mag);
  if (nsign != 0) first[-1] = static_cast<char>(sign);
  return true;
}

}  // namespace ftnio::conv

#endif  // FTNIO_CONV_INT_IW_H
