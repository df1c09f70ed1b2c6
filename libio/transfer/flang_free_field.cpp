// SPDX-License-Identifier: MIT
// flang 19's input fields without a width (L4).  flang reads such a field
// as a stream: up to the record's end, ended earlier by what its scanner
// refuses.  Learnt by running programs under flang's runtime:
//   I (G for an INTEGER): blanks skipped (BN), up to and through a comma
//     ("  0000000789 55" is 78955; "12, 34" leaves the 34 to the next
//     edit);
//   B, O, Z: the same, the comma left to the next edit;
//   F, E, D, EN, ES, G (REAL, COMPLEX): leading blanks, then up to and
//     through the blank that ends the number (BN; under BZ blanks are
//     digits), up to a comma or '/', which stay;
//   L (G for a LOGICAL): leading blanks, an optional '.', the letter;
//     what follows it (".TRUE." 's "RUE.") is the next edit's.
// The width found is then read as any field of that width.
#include "transfer/flang_free_field.h"

#include "transfer/record_in.h"

namespace ftnio {

namespace {

enum class FreeKind : uint8_t { kInteger, kRadix, kReal, kLogical };

FreeKind free_kind(EditKind k, ItemType type) {
  switch (k) {
    case EditKind::kI: return FreeKind::kInteger;
    case EditKind::kB:
    case EditKind::kO:
    case EditKind::kZ: return FreeKind::kRadix;
    case EditKind::kL: return FreeKind::kLogical;
    case EditKind::kG:
      if (type == ItemType::kInteger) return FreeKind::kInteger;
      if (type == ItemType::kLogical) return FreeKind::kLogical;
      return FreeKind::kReal;
    default: return FreeKind::kReal;
  }
}

// Characters of the record from the position, counted as in_getc gives
// them; the position is put back by the caller.
class Scan {
 public:
  explicit Scan(DtState& st) : st_(st) {}
  int get() {
    int c = in_getc(st_);
    if (c >= 0) ++n_, ++w_;
    return c;
  }
  // Leaves the last character out of the field (it stays for the next edit).
  void leave_last() { --w_; }
  size_t count() const { return w_; }
  size_t taken() const { return n_; }  // in_getc's characters, to put back

 private:
  DtState& st_;
  size_t n_ = 0;
  size_t w_ = 0;
};

size_t scan_width(Scan& s, FreeKind kind, bool blank_zero) {
  int c = s.get();
  if (kind == FreeKind::kLogical || kind == FreeKind::kReal)
    while (c == ' ' || c == '\t') c = s.get();
  if (kind == FreeKind::kLogical) {
    if (c == '.') s.get();
    return s.count();
  }
  for (; c >= 0; c = s.get()) {
    if (c == ',') {
      if (kind != FreeKind::kInteger) s.leave_last();
      break;
    }
    if (kind != FreeKind::kReal) continue;
    if (c == '/') {
      s.leave_last();
      break;
    }
    if ((c == ' ' || c == '\t') && !blank_zero) break;
  }
  return s.count();
}

}  // namespace

size_t flang_free_field_width(DtState& st, EditKind k, ItemType type,
                              bool blank_zero) {
  Scan s(st);
  const size_t w = scan_width(s, free_kind(k, type), blank_zero);
  for (size_t i = 0; i < s.taken(); ++i) in_ungetc(st);
  return w;
}

}  // namespace ftnio
