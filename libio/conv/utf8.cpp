// SPDX-License-Identifier: MIT
// UTF-8 encoding and decoding with libgfortran's acceptance rules (L1).
#include "conv/utf8.h"

namespace ftnio::conv {

size_t utf8_encode(uint32_t c, char* out) {
  if (c < 0x80) {
    out[0] = static_cast<char>(c);
    return 1;
  }
  // Continuation bytes from the end; the lead byte takes what is left
  // once it has room for it beside its length marker.
  unsigned char tail[kUtf8Max];
  size_t n = 0;
  uint32_t room = 0x3F;  // bits the lead byte of an (n+1)-byte form holds
  do {
    tail[n++] = static_cast<unsigned char>(0x80 | (c & 0x3F));
    c >>= 6;
    room >>= 1;
  } while (c > room);
  static constexpr unsigned char kMarker[kUtf8Max + 1] = {
      0, 0, 0xC0, 0xE0, 0xF0, 0xF8, 0xFC};
  out[0] = static_cast<char>(kMarker[n + 1] | c);
  for (size_t i = 0; i < n; ++i)
    out[1 + i] = static_cast<char>(tail[n - 1 - i]);
  return n + 1;
}

size_t utf8_text(char* out, const uint32_t* src, size_t len, size_t w,
                 char delim) {
  size_t blanks = w > len ? w - len : 0;
  char* p = out;
  for (size_t i = 0; i < blanks; ++i) *p++ = ' ';
  for (size_t i = blanks; i < len; ++i) {
    if (delim != 0 && src[i] == static_cast<unsigned char>(delim)) *p++ = delim;
    p += utf8_encode(src[i], p);
  }
  return static_cast<size_t>(p - out);
}

int utf8_flang_length(unsigned char lead) {
  if (lead < 0x80) return 1;
  if (lead < 0xC0 || lead == 0xFF) return 0;
  if (lead < 0xE0) return 2;
  if (lead < 0xF0) return 3;
  if (lead < 0xF8) return 4;
  if (lead < 0xFC) return 5;
  return lead < 0xFE ? 6 : 7;
}

int utf8_sequence_length(unsigned char lead, uint32_t* bits) {
  // libgfortran's tables: the five-byte mask keeps bit 1 only (0x02).
  static constexpr unsigned char kMask[6] = {0x7F, 0x1F, 0x0F,
                                             0x07, 0x02, 0x01};
  static constexpr unsigned char kPattern[6] = {0x00, 0xC0, 0xE0,
                                                0xF0, 0xF8, 0xFC};
  if (lead < 0x80) {
    *bits = lead;
    return 1;
  }
  for (int n = 2; n <= 6; ++n) {
    if ((lead & static_cast<unsigned char>(~kMask[n - 1])) == kPattern[n - 1]) {
      *bits = lead & kMask[n - 1];
      return n;
    }
  }
  return 0;
}

bool utf8_continue(uint32_t* value, int b) {
  if (b < 0 || (b & 0xC0) != 0x80) return false;
  *value = (*value << 6) + static_cast<uint32_t>(b & 0x3F);
  return true;
}

bool utf8_valid(uint32_t v, int n) {
  // The shortest form only: each length has a least value.
  static constexpr uint32_t kMaxShorter[7] = {0,      0,        0x7F,     0x7FF,
                                              0xFFFF, 0x1FFFFF, 0x3FFFFFF};
  if (n > 1 && v <= kMaxShorter[n]) return false;
  return v <= 0x7FFFFFFF && !(v >= 0xD800 && v <= 0xDFFF);
}

size_t latin1_as_utf8(char* out, const char* s, size_t n) {
  char* o = out;
  for (size_t i = 0; i < n; ++i) {
    const auto c = static_cast<unsigned char>(s[i]);
    if (c < 0x80) {
      *o++ = static_cast<char>(c);
    } else {
      *o++ = static_cast<char>(0xC0 | (c >> 6));
      *o++ = static_cast<char>(0x80 | (c & 0x3F));
    }
  }
  return static_cast<size_t>(o - out);
}

}  // namespace ftnio::conv
