// SPDX-License-Identifier: MIT
// List-directed output text of one numeric or logical item, byte-identical to
// libgfortran 12 (L1, pure).
#ifndef FTNIO_CONV_LIST_ITEMS_H
#define FTNIO_CONV_LIST_ITEMS_H

#include <cstddef>
#include <cstdint>

#include "conv/edit_out.h"

namespace ftnio::conv {

// Whose list-directed output layout a statement follows: libgfortran's
// fixed-width fields, or LLVM flang's minimal ones (list_items_flang.cpp).
// Chosen by the front door that started the statement (its RuntimePolicy,
// transfer/runtime_policy.h).
enum class ListLayout : uint8_t { kGfortran, kFlang };

// Per-statement modes that change how list-directed items are spelled.
struct ListOptions {
  RoundMode round =
      RoundMode::kProcessorDefined;  // ROUND= of the connection or statement
  // Bit-fields: the statement state that holds these fits 256 bytes.
  bool optional_plus : 1 =
      false;  // GFORTRAN_OPTIONAL_PLUS / SIGN='PLUS': '+' on positive numbers
  bool sign_zero : 1 =
      true;  // set_options slot 4: -0.0 printed with a minus sign
  bool decimal_comma : 1 =
      false;  // DECIMAL='COMMA': ',' decimal point, ';' complex separator
};

// Minimum room the caller must give every function below, in chars.
inline constexpr size_t kListItemMax = 128;

// Each function writes the exact text libgfortran 12 produces for ONE
// list-directed item (leading blanks included, the separator that precedes
// the item excluded) into out, which has room for kListItemMax chars, and
// returns the number of chars written.  An unsupported kind returns 0.

// kind 1, 2, 4, 8 or 16 (16 = __int128).
size_t list_integer(char* out, const void* p, int kind, const ListOptions& opt);
// The width list_integer gives an INTEGER(kind), 0 for an unknown kind:
// room for -huge-1, so every value of the kind fills exactly this much.
inline size_t list_integer_width(int kind) {
  switch (kind) {
    case 1: return 4;
    case 2: return 6;
    case 4: return 11;
    case 8: return 20;
    case 16: return 40;
    default: return 0;
  }
}
// kind 1, 2, 4, 8 or 16: "T" or "F" (any nonzero value is true).
size_t list_logical(char* out, const void* p, int kind);
// kind 4, 8, 10 (x87 long double) or 16 (__float128).
size_t list_real(char* out, const void* p, int kind, const ListOptions& opt);
// "(re,im)" with libgfortran's padding; p points at two reals of the kind.
size_t list_complex(char* out, const void* p, int kind, const ListOptions& opt);

}  // namespace ftnio::conv

#endif  // FTNIO_CONV_LIST_ITEMS_H
