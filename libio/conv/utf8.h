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

// The bytes of the sequence `lead` starts as flang's runtime counts them
// (its UTF8FirstByteTable): 1 to 6 by the lead's high bits, 7 for 0xFE,
// and 0 for a byte no sequence starts with (0x80-0xBF, 0xFF).
int utf8_flang_length(unsigned char lead);

// utf8_decode as flang's runtime decodes (DecodeUTF8): the bytes the lead
// announces are taken as a block (a lead no sequence starts with: itself
// alone); the sequence is invalid only when a byte after the lead is no
// continuation byte or the value passes 32 bits.  Forms longer than
// needed and surrogates are accepted.  Returns the value (as uint32_t
// bits), or -1 when the input ended before the lead; *valid is false
// (and the result 0) for an invalid sequence, *length the bytes the lead
// announced (0 for a lead no sequence starts with).
template <class Next>
int64_t utf8_decode_flang(Next&& next, bool* valid, int* length) {
  *valid = true;
  int lead = next();
  if (lead < 0) return -1;
  const int n = utf8_flang_length(static_cast<unsigned char>(lead));
  *length = n;
  uint64_t value = static_cast<unsigned char>(lead);
  if (n > 1) value &= 0x7Fu >> n;
  bool ok = n > 0;
  for (int i = 1; i < n; ++i) {
    int b = next();
    ok = ok && b >= 0x80 && b <= 0xBF;
    value = value << 6 | static_cast<unsigned>(b & 0x3F);
  }
  if (!ok || value > 0xFFFFFFFFu) {
    *valid = false;
    return 0;
  }
  return static_cast<int64_t>(value);
}

// flang's condition for an invalid sequence in a value it scans (IOSTAT
// 1028): the lead byte alone is read, as a character whose bits are the
// byte sign-extended; a list-directed READ carries it as
// kUtf8FlangBadByte | byte (above every value a valid sequence of up to
// six bytes gives but 0x7FFFFF00 and up), stored as 0xFFFFFF00 | byte.
constexpr const char* kUtf8FlangMessage = "UTF-8 decoding error";
constexpr uint32_t kUtf8FlangBadByte = 0x7FFFFF00;

// n bytes of Latin-1 text as UTF-8 into out, which has
// latin1_utf8_room(n) bytes (a byte above 127 takes two); returns the
// count.  The caller's buffer: no allocation per item (flang's A edit and
// list-directed text on a UTF-8 unit).
size_t latin1_as_utf8(char* out, const char* s, size_t n);
constexpr size_t latin1_utf8_room(size_t n) { return 2 * n; }

}  // namespace ftnio::conv

#endif  // FTNIO_CONV_UTF8_H
