// SPDX-License-Identifier: MIT
// List-directed output text of one item as LLVM flang's runtime writes it
// (L1, pure): the ListLayout::kFlang forms behind list_items.h.
#ifndef FTNIO_CONV_LIST_ITEMS_FLANG_H
#define FTNIO_CONV_LIST_ITEMS_FLANG_H

#include <cstddef>

#include "conv/flang_digits.h"
#include "conv/list_items.h"

namespace ftnio::conv {

// Same contract as list_integer/list_real/list_complex (out has room for
// kListItemMax chars, the separator excluded), but flang's minimal forms:
// an integer is its digits, a real the shortest digits that read back to
// the same value (conv/flang_digits.h), as F when its decimal exponent is
// within the kind's precision (".1", "100000.", "1.5") and as 1PE
// otherwise ("1.E+07", "1.5E-05"), with no leading or trailing blanks; a
// complex is "(re,im)" of two such reals.  Every kind: 1, 2, 4, 8, 16
// for integers, 2, 3 (bfloat16), 4, 8, 10, 16 for reals; 0 for another.
size_t list_integer_flang(char* out, const void* p, int kind,
                          const ListOptions& opt);
size_t list_real_flang(char* out, const void* p, int kind,
                       const ListOptions& opt);
size_t list_complex_flang(char* out, const void* p, int kind,
                          const ListOptions& opt);

// flang's fewest digits of the REAL(kind) at p, the digits above (flang's
// Minimize conversion, which ROUND= does not change): for a finite
// nonzero value md and digits[0..md.count), else md.count == 0.  False
// for a kind without them.
struct FlangRealClass {
  bool negative;
  bool nan;
  bool inf;
};
bool flang_fewest_digits(const void* p, int kind, char* digits, MinDigits* md,
                         FlangRealClass* cls);

}  // namespace ftnio::conv

#endif  // FTNIO_CONV_LIST_ITEMS_FLANG_H
