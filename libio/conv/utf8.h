// SPDX-License-Identifier: MIT
// UTF-8 as libgfortran 12 writes and reads it for ENCODING='UTF-8' units
// (L1, pure): shared by formatted, list-directed and namelist transfers.
//
// Encoding covers every 31-bit value (up to six bytes, as ISO 10646 once
// allowed).  Decoding accepts what libgfortran accepts, quirks included:
// a five-byte sequence may only start with 0xF8 or 0xFA, and of its lead
// byte only bit 1 counts; overlong forms, surrogates and values above
// 0x7FFFFFFF are invalid.
#ifndef FTNIO_CONV_UTF8_H
#define FTNIO_CONV_UTF8_H

#include <cstddef>
#include <cstdint>

namespace ftnio::conv {

constexpr size_t kUtf8Max = 6;  // longest sequence

// Writes c as UTF-8 into out (kUtf8Max bytes of room); returns the count.
size_t utf8_encode(uint32_t c, char* out);

// CHARACTER(KIND=4) text of len characters as libgfortran writes it on a
// UTF-8 unit for a field of width w (its write_utf8_char4): w - len
// blanks when w > len, and then the characters from index w - len on (so
// a wide field loses as many leading characters as it has blanks), or
// every character when w <= len; a character equal to delim (nonzero) is
// doubled.  out needs utf8_text_room(len, w) bytes.
size_t utf8_text(char* out, const uint32_t* src, size_t len, size_t w,
                 char delim);
inline size_t utf8_text_room(size_t len, size_t w) {
  return (w > len ? w - len : 0) + len * (kUtf8Max + 1);
}

// Bytes in the sequence that `lead` starts (1 to 6), 0 when no sequence
// starts with it; *bits gets the value bits the lead byte carries.
int utf8_sequence_length(unsigned char lead, uint32_t* bits);

// Appends continuation byte b to a value being decoded: false when b is
// not a continuation byte (10xxxxxx).
bool utf8_continue(uint32_t* value, int b);

// Whether a decoded n-byte value is acceptable (shortest form, in range,
// not a surrogate).
bool utf8_valid(uint32_t value, int n);

// libgfortran's replacement for an invalid sequence, and its message.
constexpr uint32_t kUtf8Invalid = '?';
constexpr const char* kUtf8InvalidMessage = "Invalid UTF-8 encoding";

// Decodes one character from a byte source: next() gives the next byte
// (0..255) or a negative value at the end of the input.  Returns the
// character, or -1 when the input ended before its lead byte; *valid is
// false (and the result kUtf8Invalid) for an invalid sequence.
template <class Next>
int64_t utf8_decode(Next&& next, bool* valid) {
  *valid = true;
  int lead = next();
  if (lead < 0) return -1;
  uint32_t value;
  int n = utf8_sequence_length(static_cast<unsigned char>(lead), &value);
  bool ok = n > 0;
  for (int i = 1; ok && i < n; ++i) ok = utf8_continue(&value, next());
  if (ok && !utf8_valid(value, n)) ok = false;
  if (!ok) {
    *valid = false;
    return kUtf8Invalid;
  }
  return value;
}

// utf8_decode as libgfortran's formatted READ does it (read_utf8): the
// bytes the lead byte announces are taken as one block before any is
// checked, so an invalid sequence still consumes all of them (list-directed
// READ stops at the first byte that does not continue the sequence).
template <class Next>
int64_t utf8_decode_block(Next&& next, bool* valid) {
  *valid = true;
  int lead = next();
  if (lead < 0) return -1;
  uint32_t value;
  int n = utf8_sequence_length(static_cast<unsigned char>(lead), &value);
  bool ok = n > 0;
  for (int i = 1; i < n; ++i) {
    int b = next();
    ok = ok && utf8_continue(&value, b);
  }
  if (ok && !utf8_valid(value, n)) ok = false;
  if (!ok) {
    *valid = false;
    return kUtf8Invalid;
  }
  return value;
}

// n bytes of Latin-1 text as UTF-8 into out, which has
// latin1_utf8_room(n) bytes (a byte above 127 takes two); returns the
// count.  The caller's buffer: no allocation per item (flang's A edit and
// list-directed text on a UTF-8 unit).
size_t latin1_as_utf8(char* out, const char* s, size_t n);
constexpr size_t latin1_utf8_room(size_t n) { return 2 * n; }

}  // namespace ftnio::conv

#endif  // FTNIO_CONV_UTF8_H
