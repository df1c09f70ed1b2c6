// SPDX-License-Identifier: MIT
// Input of INTEGER values: I/G and B/O/Z fields, list-directed integers, as
// libgfortran 12's read_decimal, read_radix and read_integer (L1, pure).
#include <bit>
#include <cstdint>
#include <cstring>
#include <string_view>

#include "conv/edit_in.h"
#include "conv/edit_in_detail.h"
#include "conv/list_integer_plain.h"

namespace ftnio::conv {

using detail::u128;

namespace {

// Value of c as a digit of radix, or -1.
int digit_value(char c, int radix) {
  int v = -1;
  if (c >= '0' && c <= '9')
    v = c - '0';
  else if (c >= 'a' && c <= 'f')
    v = c - 'a' + 10;
  else if (c >= 'A' && c <= 'F')
    v = c - 'A' + 10;
  return v < radix ? v : -1;
}

// An overflow met at a digit before the rest of the field (p, w): flang
// tells it only after its scan of the whole field, so a bad character
// after it is the error there.
InStatus overflow_or_bad(const char* p, size_t w, int radix,
                         const InModes& modes) {
  if (modes.flang_integers)
    for (; w > 0; ++p, --w)
      if (*p != ' ' && digit_value(*p, radix) < 0) return InStatus::kBadValue;
  return InStatus::kOverflow;
}

// The shared body of I and B/O/Z input: blanks, sign, digits with inner
// blanks per BN/BZ.  Digits accumulate as an unsigned value up to limit
// (each step checked first, as libgfortran does, so the first error met
// from the left wins).
InStatus read_digits(std::string_view field, int radix, u128 limit_pos,
                     u128 limit_neg, const InModes& modes, bool* negative,
                     u128* value) {
  const char* p = field.data();
  size_t w = field.size();
  while (w > 0 && *p == ' ') ++p, --w;
  *negative = false;
  *value = 0;
  if (w == 0) return InStatus::kOk;  // all blank: zero
  const bool sign = *p == '-' || *p == '+';
  if (sign) {
    *negative = *p == '-';
    ++p, --w;
    // A sign alone: flang reads zero (its EditIntegerInput counts the
    // sign as something read)
    if (w == 0)
      return modes.flang_integers ? InStatus::kOk : InStatus::kBadValue;
  }
  const u128 limit = *negative ? limit_neg : limit_pos;
  const u128 limit_div = limit / static_cast<unsigned>(radix);
  u128 v = 0;
  for (; w > 0; ++p, --w) {
    int dv;
    // A NUL (a never-written byte of a direct-access record) ends the
    // digits, as in libgfortran: the rest of the field is not looked at.
    // flang takes it for a bad character.
    if (*p == '\0' && !modes.flang_integers) break;
    if (*p == ' ') {
      if (!modes.blank_zero) continue;  // BN: blanks are ignored
      dv = 0;
    } else {
      dv = digit_value(*p, radix);
      if (dv < 0) return InStatus::kBadValue;
    }
    if (v > limit_div ||
        v * static_cast<unsigned>(radix) > limit - static_cast<unsigned>(dv))
      return overflow_or_bad(p + 1, w - 1, radix, modes);
    v = v * static_cast<unsigned>(radix) + static_cast<unsigned>(dv);
  }
  // A sign followed by blanks only (under BN) reads as zero; a sign that
  // ends the field is bad (above), but for flang.  An internal file's record
  // loses its trailing blanks first, which makes "+   " there a sign alone.
  *value = v;
  return InStatus::kOk;
}

// The bits flang counts for a first digit v (a zero has one).
int first_digit_bits(int v) { return v >= 8 ? 4 : v >= 4 ? 3 : v >= 2 ? 2 : 1; }

// flang 19 stores an O value from its highest byte down, starting in the
// byte that holds the first digit's top bit at that digit's offset within
// a byte: a first digit that straddles a byte boundary moves every digit
// a byte up, the bits that leave the highest byte lost.
u128 flang_octal_value(u128 v, const FlangRadixScan& scan) {
  if (scan.digits == 0) return v;
  const int low = (scan.digits - 1) * 3 % 8;
  if (low + scan.first_bits <= 8) return v;
  const int bytes = (scan.bits + 7) / 8;
  const u128 shifted = v << 8;
  return bytes >= 16 ? shifted
                     : shifted & ((static_cast<u128>(1) << (8 * bytes)) - 1);
}

}  // namespace

FlangRadixScan flang_radix_scan(std::string_view field, int radix,
                                bool blank_zero, char comma,
                                size_t record_chars) {
  FlangRadixScan r;
  const int log2 = radix == 2 ? 1 : radix == 8 ? 3 : 4;
  const size_t n = field.size();
  size_t i = 0;
  while (i < n && i < record_chars && (field[i] == ' ' || field[i] == '\t'))
    ++i;
  // Leading zeros, only right after the blanks.
  while (i < n && field[i] == '0') ++i;
  r.stop = i;
  for (; i < n && field[i] != comma; ++i) {
    int v = 0;
    if (field[i] == ' ' || field[i] == '\t') {
      if (!blank_zero) continue;
    } else {
      v = digit_value(field[i], radix);
      if (v < 0) {
        r.bad = i;
        return r;
      }
    }
    if (r.digits++ == 0)
      r.bits = r.first_bits = first_digit_bits(v);
    else
      r.bits += log2;
    r.stop = i + 1;
  }
  return r;
}

InStatus read_integer_field(std::string_view field, int kind, void* dest,
                            const InModes& modes) {
  if (!detail::valid_integer_kind(kind)) return InStatus::kBadKind;
  const u128 max = detail::signed_max(kind);
  bool negative = false;
  u128 v = 0;
  const InStatus s = read_digits(field, 10, max, max + 1, modes, &negative, &v);
  if (s != InStatus::kOk) return s;
  detail::store_integer(negative ? 0 - v : v, kind, dest);
  return InStatus::kOk;
}

namespace {
// The value of a B, O or Z field, unsigned up to max (every bit pattern of
// the variable); a '-' negates it afterwards, modulo max + 1.
InStatus radix_value(std::string_view field, int radix, u128 max,
                     const InModes& modes, u128* v) {
  bool negative = false;
  const InStatus s = read_digits(field, radix, max, max, modes, &negative, v);
  if (s != InStatus::kOk) return s;
  if (modes.flang_integers && radix == 8)
    *v = flang_octal_value(*v,
                           flang_radix_scan(field, 8, modes.blank_zero, ','));
  if (negative) *v = (0 - *v) & max;
  return InStatus::kOk;
}
}  // namespace

InStatus read_radix_field(std::string_view field, int radix, int kind,
                          void* dest, const InModes& modes) {
  if ((!detail::valid_integer_kind(kind) && kind != 10) ||
      (radix != 2 && radix != 8 && radix != 16))
    return InStatus::kBadKind;
  u128 v = 0;
  const InStatus s =
      radix_value(field, radix, 2 * detail::signed_max(kind) + 1, modes, &v);
  if (s != InStatus::kOk) return s;
  detail::store_integer(v, kind, dest);
  return InStatus::kOk;
}

namespace {
// out[0, n) as one little-endian number: shifted left by `bits` (< 8),
// the bits that leave the top dropped.
void shift_bytes_left(unsigned char* out, size_t n, int bits) {
  for (size_t i = n; i-- > 0;) {
    unsigned hi = static_cast<unsigned>(out[i]) << bits;
    unsigned lo = i > 0 ? static_cast<unsigned>(out[i - 1]) >> (8 - bits) : 0;
    out[i] = static_cast<unsigned char>(hi | lo);
  }
}

// read_radix_bytes into more than 16 bytes, where no integer type holds
// the value: each digit is shifted in over the whole item.  (Only flang
// reads B, O, Z into so long an item, and its checks of the field, the
// bad characters and the overflow, came first: flang_field_error.)
InStatus radix_bytes_wide(std::string_view field, int radix, size_t nbytes,
                          unsigned char* out, const InModes& modes) {
  const int log2 = radix == 2 ? 1 : radix == 8 ? 3 : 4;
  std::memset(out, 0, nbytes);
  for (char c : field) {
    int v = 0;
    if (c == ',') break;
    if (c == ' ' || c == '\t') {
      if (!modes.blank_zero) continue;
    } else {
      v = digit_value(c, radix);
      if (v < 0) return InStatus::kBadValue;
    }
    shift_bytes_left(out, nbytes, log2);
    out[0] = static_cast<unsigned char>(out[0] | v);
  }
  // flang's byte-straddling first O digit (flang_octal_value), in bytes.
  if (radix == 8 && modes.flang_integers) {
    const FlangRadixScan scan =
        flang_radix_scan(field, 8, modes.blank_zero, ',');
    const int low = scan.digits > 0 ? (scan.digits - 1) * 3 % 8 : 0;
    if (scan.digits > 0 && low + scan.first_bits > 8) {
      const size_t keep = static_cast<size_t>(scan.bits + 7) / 8;
      std::memmove(out + 1, out, nbytes - 1);
      out[0] = 0;
      if (keep < nbytes) std::memset(out + keep, 0, nbytes - keep);
    }
  }
  return InStatus::kOk;
}
}  // namespace

InStatus read_radix_bytes(std::string_view field, int radix, size_t nbytes,
                          void* dest, const InModes& modes) {
  if (nbytes == 0 || (radix != 2 && radix != 8 && radix != 16))
    return InStatus::kBadKind;
  if (nbytes > 16)
    return radix_bytes_wide(field, radix, nbytes,
                            static_cast<unsigned char*>(dest), modes);
  const size_t held = nbytes < 16 ? nbytes : 16;
  const u128 max = held == 16 ? ~u128{0} : (u128{1} << (8 * held)) - 1;
  u128 v = 0;
  const InStatus s = radix_value(field, radix, max, modes, &v);
  if (s != InStatus::kOk) return s;
  auto* out = static_cast<unsigned char*>(dest);
  for (size_t i = 0; i < held; ++i)
    out[i] = static_cast<unsigned char>(v >> (8 * i));
  std::memset(out + held, 0, nbytes - held);
  return InStatus::kOk;
}

// ---------------------------------------------------------------------------
// List-directed integers: [r*][sign]digits.

namespace {

constexpr uint32_t kMaxRepeat = 200000000;  // libgfortran's MAX_REPEAT

// A failure at char c: the end of file (outside namelists) is END.
ListResult fail(const detail::ListCursor& in, int c, bool namelist) {
  const InStatus s = (!namelist && c == detail::ListCursor::kEof)
                         ? InStatus::kEnd
                         : InStatus::kBadValue;
  ListResult r = {s, 1, in.pos()};
  r.bad_in_text = !in.past_text();
  return r;
}

// list_integer_token() for every other text (repeat counts, long digit
// runs, overflows, errors), out of line: its frame is not paid for the
// usual value (hot/cold rule: perf/README.md).
[[gnu::noinline]] ListResult list_integer_slow(std::string_view text,
                                               bool eof_after, int kind,
                                               void* dest,
                                               const InModes& modes) {
  detail::ListCursor in(text, eof_after, modes);
  const u128 max = detail::signed_max(kind);
  bool negative = false;
  uint32_t repeat = 1;
  u128 v = 0;
  bool overflow = false;
  // A run of digits from c into v (0 on entry), overflow set when it
  // passes limit; returns the character after the run.  Up to 18 digits
  // cannot overflow 64 bits: only longer runs pay for 128-bit checks
  // (and the division, a call, is made once per run).
  auto digit_run = [&](int c, u128 limit) {
    uint64_t w = 0;
    int n = 0;
    for (; detail::is_digit(c) && n < 18; c = in.next(), ++n)
      w = w * 10 + static_cast<unsigned>(c - '0');
    v = w;
    overflow = v > limit;
    if (!detail::is_digit(c)) return c;
    const u128 q = limit / 10;
    const auto r = static_cast<unsigned>(limit % 10);
    for (; detail::is_digit(c); c = in.next()) {
      const unsigned dv = static_cast<unsigned>(c - '0');
      if (overflow || v > q || (v == q && dv > r))
        overflow = true;
      else
        v = v * 10 + dv;
    }
    return c;
  };
  int c = in.next();
  if (c == '-' || c == '+') {
    negative = c == '-';
    c = in.next();
    if (c == detail::ListCursor::kEof) return fail(in, c, modes.namelist);
  } else if (in.is_separator(c)) {
    in.unget();
    return {InStatus::kNull, 1, in.pos()};
  } else if (!detail::is_digit(c)) {
    return fail(in, c, modes.namelist);
  } else {
    // Digits that are a repeat count if a '*' follows, else the value.
    const u128 run_limit = max > kMaxRepeat ? max : kMaxRepeat;
    c = digit_run(c, run_limit);
    if (c == '*') {
      if (overflow || v > kMaxRepeat)
        return {InStatus::kRepeatOverflow, 1, in.pos()};
      if (v == 0) return {InStatus::kZeroRepeat, 1, in.pos()};
      repeat = static_cast<uint32_t>(v);
      v = 0;
      c = in.next();
      if (c == detail::ListCursor::kEof) return fail(in, c, modes.namelist);
      if (in.is_separator(c)) {
        in.unget();
        return {InStatus::kNull, repeat, in.pos()};
      }
      if (c == '-' || c == '+') {
        negative = c == '-';
        c = in.next();
      }
    } else if (in.is_separator(c) || c == detail::ListCursor::kEof) {
      in.unget();
      if (overflow || v > max) return {InStatus::kOverflow, 1, in.pos()};
      detail::store_integer(v, kind, dest);
      return {InStatus::kOk, 1, in.pos()};
    } else {
      return fail(in, c, modes.namelist);
    }
  }
  // The value proper: at least one digit, then up to a separator.
  if (!detail::is_digit(c)) return fail(in, c, modes.namelist);
  const u128 limit = negative ? max + 1 : max;
  c = digit_run(c, limit);
  if (!in.is_separator(c) && c != detail::ListCursor::kEof)
    return fail(in, c, modes.namelist);
  in.unget();
  if (overflow) return {InStatus::kOverflow, repeat, in.pos()};
  detail::store_integer(negative ? 0 - v : v, kind, dest);
  return {InStatus::kOk, repeat, in.pos()};
}

}  // namespace

bool read_integer_field_plain(std::string_view field, int kind, void* dest) {
  if (kind != 1 && kind != 2 && kind != 4 && kind != 8) return false;
  size_t i = 0;
  while (i < field.size() && field[i] == ' ') ++i;
  // Into a local first: the item keeps its value when the rest of the
  // field turns out not to be blanks.
  alignas(8) unsigned char v[8];
  const size_t used =
      detail::plain_list_integer(field.substr(i), kind, v, false);
  if (used == 0) return false;
  for (size_t k = i + used; k < field.size(); ++k)
    if (field[k] != ' ') return false;
  std::memcpy(dest, v, static_cast<size_t>(kind));
  return true;
}

size_t list_integer_plain(std::string_view text, int kind, void* dest) {
  if (kind != 1 && kind != 2 && kind != 4 && kind != 8) return 0;
  return detail::plain_list_integer(text, kind, dest, false);
}

ListResult list_integer_token(std::string_view text, bool eof_after, int kind,
                              void* dest, const InModes& modes) {
  if (!detail::valid_integer_kind(kind)) return {InStatus::kBadKind, 1, 0};
  if (kind == 16) return list_integer_slow(text, eof_after, kind, dest, modes);
  if (const size_t used =
          detail::plain_list_integer(text, kind, dest, modes.namelist))
    return {InStatus::kOk, 1, used};
  return list_integer_slow(text, eof_after, kind, dest, modes);
}

}  // namespace ftnio::conv
