// SPDX-License-Identifier: MIT
// Check tests of libio/conv input conversion against libgfortran 12: recorded
// tables, a randomized gfortran oracle, fuzzing and speed (tests).
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "conv/edit_in.h"
#include "test_util.h"

using ftnio::RoundMode;
using ftnio::conv::in_error;
using ftnio::conv::InError;
using ftnio::conv::InItem;
using ftnio::conv::InModes;
using ftnio::conv::InStatus;
using ftnio::conv::ListResult;

namespace {

using u128 = unsigned __int128;

// ---------------------------------------------------------------------------
// Cases: one READ of one value, in the record layout of read_oracle.f90.

struct Case {
  char op = 'R';      // I B O Z X R L (formatted), i r l c (list)
  int kind = 8;       // item kind
  char blank = 'N';   // N (BN) or Z (BZ)
  char dec = 'P';     // P (DP) or C (DC)
  char rnd = ' ';     // ' ' or U D Z N C P
  int scale = 0;      // kP
  int d = 0;          // digits after the implied decimal point
  std::string desc;   // R: F E D G EN ES; X: B O Z
  std::string text;   // the field or the list value
  bool fdec = false;  // read by the oracle built with -fdec (not in the record)
};

std::string encode(const Case& c) {
  char head[32];
  snprintf(head, sizeof head, "%c%02d%c%c%c%+03d%04d%-2s%06zu", c.op, c.kind,
           c.blank, c.dec, c.rnd, c.scale, c.d, c.desc.c_str(), c.text.size());
  return std::string(head) + c.text;
}

InModes modes_of(const Case& c) {
  InModes m;
  m.ff_is_eof = true;  // the oracle reads internal units
  m.dec_extensions = c.fdec;
  m.blank_zero = c.blank == 'Z';
  m.decimal_comma = c.dec == 'C';
  m.scale = c.scale;
  switch (c.rnd) {
    case 'U': m.round = RoundMode::kUp; break;
    case 'D': m.round = RoundMode::kDown; break;
    case 'Z': m.round = RoundMode::kZero; break;
    case 'N': m.round = RoundMode::kNearest; break;
    case 'C': m.round = RoundMode::kCompatible; break;
    default: m.round = RoundMode::kProcessorDefined; break;
  }
  return m;
}

bool is_list(char op) {
  return op == 'i' || op == 'r' || op == 'l' || op == 'c';
}

// Bytes the oracle prints for one item (Z editing: REAL(10) has 10).
size_t item_bytes(const Case& c) {
  return c.op == 'c' ? 2 * static_cast<size_t>(c.kind) : c.kind;
}

// The oracle's preset: 0x5A bytes, logicals the integer 0x55.
void preset(const Case& c, unsigned char* p) {
  memset(p, 0x5A, 32);
  if (c.op == 'L' || c.op == 'l') {
    memset(p, 0, 32);
    p[0] = 0x55;
  }
}

// Z editing of one item: big-endian hex of each part.
std::string hex(const Case& c, const unsigned char* p) {
  static const char* kHex = "0123456789ABCDEF";
  std::string s;
  const size_t part = c.op == 'c' ? static_cast<size_t>(c.kind) : item_bytes(c);
  const size_t stride = c.op == 'c' ? (c.kind == 10 ? 16 : c.kind) : 0;
  for (int k = 0; k < (c.op == 'c' ? 2 : 1); ++k) {
    const unsigned char* q = p + k * stride;
    for (size_t i = part; i-- > 0;) {
      s += kHex[q[i] >> 4];
      s += kHex[q[i] & 15];
    }
  }
  return s;
}

// What the oracle prints for the whole READ, computed with ftnio.
struct Expect {
  std::string line;   // "<iostat> <hex1> <hex2>|<msg>"
  std::string item1;  // hex1
  bool partial;       // the list value ended inside the text: the rest is not
                      // predicted
  bool skip;          // a case this harness does not predict (see expected())
};

std::string error_text(InStatus s, InItem item, int* iostat) {
  const InError e = in_error(s, item);
  *iostat = e.iostat;
  if (e.iostat == -1) return "End of file";
  if (!e.message) return "";
  char buf[160];
  snprintf(buf, sizeof buf, e.message, 1);
  return buf;
}

// The sentinel item the list cases read second: 7, .F., (7,7).
void sentinel(const Case& c, unsigned char* p) {
  memset(p, 0, 32);
  if (c.op == 'l') return;
  if (c.op == 'i') {
    p[0] = 7;
    return;
  }
  auto put7 = [&](unsigned char* q) {
    switch (c.kind) {
      case 4: {
        const uint32_t v = 0x40E00000u;
        memcpy(q, &v, 4);
        break;
      }
      case 8: {
        const uint64_t v = 0x401C000000000000ull;
        memcpy(q, &v, 8);
        break;
      }
      case 10: {
        const uint64_t m = 0xE000000000000000ull;
        const uint16_t e = 0x4001;
        memcpy(q, &m, 8);
        memcpy(q + 8, &e, 2);
        break;
      }
      default: {
        const uint64_t hi = 0x4001C00000000000ull;
        memcpy(q + 8, &hi, 8);
        break;
      }
    }
  };
  put7(p);
  if (c.op == 'c') put7(p + (c.kind == 10 ? 16 : c.kind));
}

bool is_blank(char ch) { return ch == ' ' || ch == '\t' || ch == '\r'; }

// libgfortran's read_complex on top of list_repeat_prefix and
// list_complex_part (the outer syntax belongs to the transfer layer).
ListResult read_complex(const std::string& buf, bool eof, const Case& c,
                        unsigned char* dest, InItem* item) {
  const InModes m = modes_of(c);
  *item = InItem::kListRepeat;
  ListResult rp = ftnio::conv::list_repeat_prefix(buf, eof, m);
  if (rp.status != InStatus::kOk) return rp;
  size_t pos = rp.used;
  *item = InItem::kListComplex;
  auto bad = [&]() { return ListResult{InStatus::kBadValue, rp.repeat, pos}; };
  constexpr int kEof = -1;
  auto at = [&](size_t i) -> int {
    if (i >= buf.size()) return eof ? kEof : '\n';
    return buf[i] == '\xFF' ? kEof : buf[i];
  };
  auto separator = [](int ch) {
    return ch == ' ' || ch == ',' || ch == '/' || ch == '\n' || ch == '\t' ||
           ch == '\r' || ch == ';';
  };
  if (separator(at(pos)) || at(pos) == kEof)
    return {InStatus::kNull, rp.repeat, pos};
  if (at(pos) != '(') return bad();
  ++pos;
  const size_t half = c.kind == 10 ? 16 : c.kind;
  for (int part = 0; part < 2; ++part) {
    while (is_blank(at(pos))) ++pos;
    *item = InItem::kListComplexPart;
    const ListResult r = ftnio::conv::list_complex_part(
        std::string_view(buf).substr(pos), eof, c.kind, dest + part * half, m);
    if (r.status != InStatus::kOk) return r;
    pos += r.used;
    *item = InItem::kListComplex;
    while (is_blank(at(pos))) ++pos;
    const char want = part == 0 ? (m.decimal_comma ? ';' : ',') : ')';
    if (at(pos) == kEof) return {InStatus::kEnd, rp.repeat, pos};
    if (at(pos) != want) return bad();
    ++pos;
  }
  if (!separator(at(pos)) && at(pos) != kEof) return bad();
  return {InStatus::kOk, rp.repeat, pos};
}

Expect expected(const Case& c) {
  Expect e{"", "", false, false};
  unsigned char a[32], b[32];
  preset(c, a);
  preset(c, b);
  const InModes m = modes_of(c);
  InStatus s = InStatus::kOk;
  InItem item = InItem::kFormattedReal;
  if (!is_list(c.op)) {
    // libgfortran drops the trailing blanks of the oracle's internal record
    // before the READ unless the format has BZ (its is_trim_ok): the field
    // is then shorter than w.
    std::string field = c.text;
    if (c.blank == 'N') field.erase(field.find_last_not_of(' ') + 1);
    switch (c.op) {
      case 'I':
        item = InItem::kFormattedInteger;
        s = ftnio::conv::read_integer_field(field, c.kind, a, m);
        break;
      case 'B':
      case 'O':
      case 'Z':
      case 'X': {
        item = InItem::kFormattedInteger;
        const char r = c.op == 'X' ? c.desc[0] : c.op;
        s = ftnio::conv::read_radix_field(field,
                                          r == 'B'   ? 2
                                          : r == 'O' ? 8
                                                     : 16,
                                          c.kind, a, m);
        break;
      }
      case 'L':
        item = InItem::kFormattedLogical;
        s = ftnio::conv::read_logical_field(field, c.kind, a, " x");
        break;
      default:
        s = ftnio::conv::read_real_field(field, c.d, c.kind, a, m);
        break;
    }
  } else {
    std::string buf =
        c.text + (c.op == 'c'   ? (c.dec == 'C' ? " (7;7)" : " (7,7)")
                  : c.op == 'l' ? " .F."
                                : " 7");
    const bool eof = false;  // internal units end in an end of record
    ListResult r{};
    switch (c.op) {
      case 'i':
        item = InItem::kListInteger;
        r = ftnio::conv::list_integer_token(buf, eof, c.kind, a, m);
        break;
      case 'r':
        item = InItem::kListReal;
        r = ftnio::conv::list_real_token(buf, eof, c.kind, a, m);
        break;
      case 'l':
        item = InItem::kListLogical;
        r = ftnio::conv::list_logical_token(buf, eof, c.kind, a, m);
        break;
      default: r = read_complex(buf, eof, c, a, &item); break;
    }
    s = r.status;
    if (s == InStatus::kNotAValue) e.skip = true;
    if (s == InStatus::kOk && r.repeat >= 2 && c.kind == 10 &&
        (c.op == 'r' || c.op == 'c')) {
      // libgfortran's check_type compares the saved storage size (16, 32)
      // with the kind (10, 20): a repeated REAL(10) fails on its second item.
      e.item1 = hex(c, a);
      e.line = "5010 " + e.item1 + " " + hex(c, b) + "|Read kind 16 " +
               (c.op == 'r' ? "REAL" : "COMPLEX") +
               " where kind 10 is required for item 2";
      return e;
    }
    if (s == InStatus::kOk || s == InStatus::kNull) {
      if (r.repeat >= 2) {
        if (s == InStatus::kOk) memcpy(b, a, 32);
      } else if (r.used >= c.text.size() &&
                 c.text.find('\xFF') == std::string::npos) {
        sentinel(c, b);
      } else {
        e.partial = true;
      }
    }
  }
  int iostat = 0;
  std::string msg;
  if (s != InStatus::kOk && s != InStatus::kNull)
    msg = error_text(s, item, &iostat);
  e.item1 = hex(c, a);
  e.line = std::to_string(iostat) + " " + e.item1 + " " + hex(c, b) + "|" + msg;
  return e;
}

// ---------------------------------------------------------------------------
// Random case generation.

struct Rng {
  uint64_t s;  // xorshift64 state, nonzero
  uint64_t next() {
    s ^= s << 13;
    s ^= s >> 7;
    s ^= s << 17;
    return s;
  }
  uint64_t below(uint64_t n) { return n ? next() % n : 0; }
  bool chance(int percent) {
    return below(100) < static_cast<uint64_t>(percent);
  }
  template <class T>
  T pick(std::initializer_list<T> l) {
    return l.begin()[below(l.size())];
  }
};

std::string random_digits(Rng& r, size_t n) {
  std::string s(n, '0');
  for (auto& ch : s) ch = static_cast<char>('0' + r.below(10));
  return s;
}

// Decimal text of v.
std::string u128_text(u128 v) {
  if (v == 0) return "0";
  std::string s;
  while (v) {
    s += static_cast<char>('0' + static_cast<int>(v % 10));
    v /= 10;
  }
  std::reverse(s.begin(), s.end());
  return s;
}

// Exact decimal digits of m * 2^e: returns digits and the decimal exponent
// x with value = 0.digits * 10^x... as (digits, point) where point is the
// count of digits before the decimal point (may be <= 0 or > size).
void exact_decimal(u128 m, int e, std::string* digits, long* point) {
  // Base 10^9 limbs, little-endian.
  std::vector<uint32_t> v;
  for (u128 t = m; t; t /= 1000000000u)
    v.push_back(static_cast<uint32_t>(t % 1000000000u));
  auto mul = [&](uint32_t f) {
    uint64_t carry = 0;
    for (auto& limb : v) {
      const uint64_t t = static_cast<uint64_t>(limb) * f + carry;
      limb = static_cast<uint32_t>(t % 1000000000u);
      carry = t / 1000000000u;
    }
    while (carry) {
      v.push_back(static_cast<uint32_t>(carry % 1000000000u));
      carry /= 1000000000u;
    }
  };
  int k = e < 0 ? -e : e;
  const uint32_t f = e < 0 ? 5 : 2;
  const int chunk = e < 0 ? 13 : 30;  // 5^13 and 2^30 keep limb * f below 2^64
  const uint32_t big = e < 0 ? 1220703125u : 1073741824u;
  for (; k >= chunk; k -= chunk) mul(big);
  for (; k > 0; --k) mul(f);
  std::string s;
  for (size_t i = v.size(); i-- > 0;) {
    char buf[16];
    snprintf(buf, sizeof buf, i + 1 == v.size() ? "%u" : "%09u", v[i]);
    s += buf;
  }
  *digits = s;
  *point = static_cast<long>(s.size()) + (e < 0 ? e : 0);
}

struct KindInfo {
  int p;     // significand bits
  int emin;  // smallest normal exponent
  int emax;  // largest exponent
};
KindInfo kind_info(int kind) {
  switch (kind) {
    case 4: return {24, -126, 127};
    case 8: return {53, -1022, 1023};
    case 10: return {64, -16382, 16383};
    default: return {113, -16382, 16383};
  }
}

u128 random_bits(Rng& r, int bits) {
  u128 v = (static_cast<u128>(r.next()) << 64) | r.next();
  return bits >= 128 ? v : v & ((static_cast<u128>(1) << bits) - 1);
}

// Writes the decimal value 0.digits * 10^point as a number text in one of
// several shapes; dp is the decimal symbol, exponent letter varies.
std::string place_point(Rng& r, const std::string& digits, long point, char dp,
                        bool allow_exp, int max_exp) {
  std::string s;
  const long n = static_cast<long>(digits.size());
  if (allow_exp && (r.chance(70) || point > n + 40 || point < -40)) {
    // d.ddd e(point-1), or .ddd e(point), or ddd e(point-n)
    const int shape = static_cast<int>(r.below(3));
    long x;
    if (shape == 0) {
      s = digits.substr(0, 1) + dp + digits.substr(1);
      x = point - 1;
    } else if (shape == 1) {
      s = std::string(1, dp) + digits;
      x = point;
    } else {
      s = digits + (r.chance(50) ? std::string(1, dp) : "");
      x = point - n;
    }
    if (x > max_exp || x < -max_exp) x = x > 0 ? max_exp : -max_exp;
    s += r.pick({'e', 'E', 'd', 'D', 'q', 'Q'});
    if (x >= 0 && r.chance(50)) s += '+';
    s += std::to_string(x);
    return s;
  }
  if (point <= 0) {
    s = std::string(1, '0') + dp +
        std::string(static_cast<size_t>(-point), '0') + digits;
  } else if (point >= n) {
    s = digits + std::string(static_cast<size_t>(point - n), '0') + dp;
  } else {
    s = digits.substr(0, static_cast<size_t>(point)) + dp +
        digits.substr(static_cast<size_t>(point));
  }
  return s;
}

// A value of the kind, a midpoint between two, or one of those perturbed.
std::string gen_boundary(Rng& r, int kind, char dp, bool allow_exp) {
  const KindInfo k = kind_info(kind);
  u128 m;
  int e;
  // REAL(10)/REAL(16) values far from 1 expand to thousands of digits
  // (costly to generate and convert): they get a smaller share.
  int where = static_cast<int>(r.below(10));
  if (kind >= 10 && where >= 6 && r.chance(75)) where = 0;
  if (where < 6) {  // ordinary magnitudes
    m = random_bits(r, k.p - 1) | (static_cast<u128>(1) << (k.p - 1));
    e = static_cast<int>(r.below(140)) - 70 - (k.p - 1);
  } else if (where < 8) {  // anywhere in range (long expansions)
    m = random_bits(r, k.p - 1) | (static_cast<u128>(1) << (k.p - 1));
    const int lo = k.emin - (k.p - 1), hi = k.emax - (k.p - 1);
    e = lo + static_cast<int>(r.below(static_cast<uint64_t>(hi - lo + 1)));
    if (kind >= 10 && r.chance(50))
      e = lo + static_cast<int>(r.below(400)) +
          (r.chance(50) ? hi - lo - 400 : 0);
  } else if (where < 9) {  // subnormal
    m = random_bits(r,
                    static_cast<int>(r.below(static_cast<uint64_t>(k.p))) + 1);
    e = k.emin - (k.p - 1);
  } else {  // the largest values
    m = (static_cast<u128>(1) << k.p) - 1 - random_bits(r, 3);
    e = k.emax - (k.p - 1);
  }
  if (m == 0) m = 1;
  const int variant = static_cast<int>(r.below(4));
  if (variant != 0) {  // a midpoint: (2m+1) * 2^(e-1)
    m = 2 * m + 1;
    e -= 1;
  }
  std::string digits;
  long point;
  exact_decimal(m, e, &digits, &point);
  if (variant == 2 && digits.size() > 1) {
    // Just below: truncate (the dropped tail is nonzero for a midpoint).
    const size_t keep = 1 + r.below(std::min<size_t>(digits.size() - 1, 60));
    digits.resize(keep);
  } else if (variant == 3) {
    digits += std::string(r.below(3), '0') + "1";  // just above
  }
  while (digits.size() > 1 && digits.back() == '0' && r.chance(70))
    digits.pop_back();
  return place_point(r, digits, point, dp, allow_exp, 99999);
}

// Exponent part: letter form or signed form.
std::string gen_exponent(Rng& r, int kind, bool formatted) {
  std::string s;
  const bool letter = r.chance(85);
  if (letter) s += r.pick({'e', 'E', 'd', 'D', 'q', 'Q'});
  if (formatted && letter && r.chance(5)) s += ' ';
  const int sign =
      !letter ? static_cast<int>(r.below(2)) + 1 : static_cast<int>(r.below(3));
  if (sign == 1) s += '+';
  if (sign == 2) s += '-';
  long v;
  switch (r.below(8)) {
    case 0: v = static_cast<long>(r.below(10)); break;
    case 1: v = static_cast<long>(r.below(400)); break;
    case 2:
      v = kind == 4   ? 30 + r.below(30)
          : kind == 8 ? 290 + r.below(50)
                      : 4900 + r.below(80);
      break;
    case 3: v = static_cast<long>(r.below(10000)); break;
    case 4:
      v = formatted ? 9990 + r.below(20) : static_cast<long>(r.below(1000000));
      break;
    default: v = static_cast<long>(r.below(60)); break;
  }
  std::string digits = std::to_string(v);
  if (r.chance(10)) digits = std::string(r.below(4) + 1, '0') + digits;
  if (!formatted && r.chance(2)) digits = random_digits(r, 12 + r.below(14));
  if (formatted && r.chance(1))
    digits = r.pick({"2147483648", "4294967297", "2147483647", "4294967296"});
  s += digits;
  return s;
}

// A mantissa: digit strings of many shapes.
std::string gen_mantissa(Rng& r, int kind, char dp) {
  const int shape = static_cast<int>(r.below(20));
  size_t ni, nf;
  if (shape < 12) {
    ni = r.below(12);
    nf = r.below(12);
  } else if (shape < 16) {
    ni = r.below(30);
    nf = r.below(30);
  } else if (shape < 19) {
    ni = r.below(60);
    nf = r.below(300);
  } else {
    const size_t big = kind >= 10 && r.chance(20) ? 13000 : 1200;
    ni = r.below(big);
    nf = r.below(big);
  }
  std::string s;
  if (r.chance(10)) s += std::string(r.below(5) + 1, '0');
  s += random_digits(r, ni);
  const bool point = r.chance(85) || (ni == 0);
  if (point) {
    s += dp;
    s += random_digits(r, nf);
    if (r.chance(10)) s += std::string(r.below(30), '0');
  }
  return s;
}

std::string gen_inf_nan(Rng& r) {
  static const char* const kWords[] = {
      "inf",       "INF",    "Inf",     "infinity",  "Infinity",  "INFINITY",
      "nan",       "NaN",    "NAN",     "nan()",     "nan(abc)",  "NaN(0x1F)",
      "nan(a b)",  "nan(",   "nan)",    "nanx",      "in",        "infin",
      "infinityx", "infx",   "i",       "n",         "na",        "inf(1)",
      "nan(q)x",   "inf y",  "nan (x)", "nan(x)(y)", "nan((x))",  "iaan",
      "ixan",      "inan",   "infinit", "nan(x",     "infinity ", "inf ",
      "nan  ",     "nAn(z9)"};
  return kWords[r.below(sizeof kWords / sizeof *kWords)];
}

// Random edits: the grammar's hard cases and plain noise.
void mutate(Rng& r, std::string& s, bool list, bool dc) {
  static const char kFormattedNoise[] =
      "0123456789.,+-eEdDqQ iInNaA()xX*/!=;\t";
  static const char kListNoise[] = "0123456789.+-eEdDqQiInNaA()xX*";
  const int edits = 1 + static_cast<int>(r.below(2));
  for (int k = 0; k < edits; ++k) {
    char ch = list ? kListNoise[r.below(sizeof kListNoise - 1)]
                   : kFormattedNoise[r.below(sizeof kFormattedNoise - 1)];
    if (list && dc && r.chance(10)) ch = ',';
    // Any byte but the record ends of the oracle's input file.
    if (!list && r.chance(3)) ch = static_cast<char>(1 + r.below(255));
    if (ch == '\n' || ch == '\r') ch = '\x7F';
    const size_t at = r.below(s.size() + 1);
    switch (r.below(3)) {
      case 0: s.insert(at, 1, ch); break;
      case 1:
        if (at < s.size())
          s[at] = ch;
        else
          s += ch;
        break;
      default:
        if (at < s.size()) s.erase(at, 1);
        break;
    }
  }
}

// Blanks inside a formatted numeric field (BN ignores, BZ zeros).
void sprinkle_blanks(Rng& r, std::string& s) {
  const int n = 1 + static_cast<int>(r.below(3));
  for (int k = 0; k < n; ++k) s.insert(r.below(s.size() + 1), 1, ' ');
}

std::string gen_real_text(Rng& r, int kind, bool list, bool dc) {
  const char dp = dc && r.chance(90) ? ',' : '.';
  std::string s;
  const int shape = static_cast<int>(r.below(100));
  if (shape < 8) {
    s = gen_inf_nan(r);
  } else if (shape < 30) {
    s = gen_boundary(r, kind, dp, true);
  } else if (shape < 33) {
    s = r.pick({".",   "e5", "E+05",   "+.",  "-.",  ".e5",   "-",     "+",
                "0",   "-0", "-0.0e0", ".0",  "0.",  "1.0+5", "1.0-5", "1d5",
                "1q5", "1+", "1e",     "1e+", "5.e", "3*",    "0*5",   "1*"});
  } else {
    s = gen_mantissa(r, kind, dp);
    if (r.chance(60)) s += gen_exponent(r, kind, !list);
  }
  if (r.chance(30)) s = (r.chance(50) ? "-" : "+") + s;
  if (r.chance(10)) mutate(r, s, list, dc);
  if (list && r.chance(6))
    s = r.pick({"1*", "2*", "3*", "0*", "02*", "200000001*", ".*", ".5*"}) + s;
  return s;
}

// Decimal text of a boundary integer of the kind: +-(2^(8k-1) + delta).
std::string gen_integer_text(Rng& r, int kind, bool list) {
  std::string s;
  const int shape = static_cast<int>(r.below(10));
  if (shape < 4) {
    s = random_digits(r, 1 + r.below(kind == 16 ? 41 : kind * 3));
  } else if (shape < 7) {
    const u128 max = (static_cast<u128>(1) << (8 * kind - 1)) - 1;
    const u128 v = max + r.below(4) - (r.chance(50) ? 2 : 0);
    s = (r.chance(50) ? "-" : "") + u128_text(v);
  } else if (shape < 8) {
    s = random_digits(r, 1 + r.below(60));
  } else {
    s = r.pick({"", "-", "+", "- 5", "+0", "-0", "1 2",
                "00000000000000000000000000000000000001"});
    if (s.empty() && list) s = "0";
  }
  if (r.chance(25) && (s.empty() || (s[0] != '-' && s[0] != '+')))
    s = (r.chance(50) ? "-" : "+") + s;
  if (r.chance(8)) mutate(r, s, list, false);
  if (list && r.chance(8))
    s = r.pick({"1*", "2*", "3*", "0*", "007*", "200000001*", "99999999999*"}) +
        s;
  return s;
}

std::string gen_radix_text(Rng& r, int radix, int bytes) {
  static const char kHexDigits[] = "0123456789abcdefABCDEF";
  const int bits_per = radix == 2 ? 1 : radix == 8 ? 3 : 4;
  const int max_digits = (8 * bytes + bits_per - 1) / bits_per;
  std::string s;
  const int shape = static_cast<int>(r.below(10));
  const size_t n = shape < 6 ? 1 + r.below(static_cast<uint64_t>(max_digits))
                             : static_cast<size_t>(max_digits) - 1 + r.below(3);
  for (size_t i = 0; i < n; ++i) {
    const uint64_t lim = radix == 16 ? 22 : static_cast<uint64_t>(radix);
    s += kHexDigits[r.below(lim)];
  }
  if (shape == 9)
    s = std::string(static_cast<size_t>(max_digits), radix == 2   ? '1'
                                                     : radix == 8 ? '7'
                                                                  : 'F');
  if (r.chance(15)) s = (r.chance(50) ? "-" : "+") + s;
  if (r.chance(8)) mutate(r, s, false, false);
  return s;
}

std::string gen_logical_text(Rng& r, bool list) {
  std::string s;
  if (r.chance(60)) {
    s = r.pick({"t",   "f",      "T",       "F",    ".t",    ".f",   ".T.",
                ".F.", ".true.", ".false.", "true", "false", "TRUE", ".TRUE",
                "t1",  "fa_b",   ".x",      "x",    ".",     "..t",  "tt",
                "ff",  ".tx",    "y",       ""});
  } else {
    s = r.chance(50) ? "t" : "f";
    const size_t n = r.below(80);
    for (size_t i = 0; i < n; ++i) s += static_cast<char>('a' + r.below(26));
  }
  if (!list && r.chance(30)) s = std::string(r.below(4), ' ') + s;
  if (r.chance(6)) mutate(r, s, list, false);
  if (list && r.chance(8))
    s = r.pick({"1*", "2*", "3*", "0*", "12x*", "200000001*", "4"}) + s;
  if (list && s.empty()) s = "t";
  return s;
}

std::string gen_complex_text(Rng& r, int kind, bool dc) {
  auto part = [&]() {
    std::string p = gen_real_text(r, kind, false, dc);
    // Parts take no blanks inside and no repeat count.
    p.erase(std::remove(p.begin(), p.end(), ' '), p.end());
    if (p.empty()) p = "1";
    return p;
  };
  std::string s = "(" + std::string(r.below(2), ' ') + part() +
                  std::string(r.below(2), ' ') + (dc ? ";" : ",") +
                  std::string(r.below(2), ' ') + part() +
                  std::string(r.below(2), ' ') + ")";
  if (r.chance(10)) mutate(r, s, true, dc);
  if (r.chance(8)) s = r.pick({"2*", "1*", "0*", "3x"}) + s;
  return s;
}

// Whether libgfortran's list scanner would start this text with a value
// (not a separator or blank, which the harness does not model).
bool list_text_ok(const std::string& s) {
  if (s.empty()) return false;
  const char c = s[0];
  return !(c == ' ' || c == ',' || c == '/' || c == ';' || c == '\t' ||
           c == '\r' || c == '\n' || c == '!');
}

Case gen_case(Rng& r) {
  Case c;
  const int what = static_cast<int>(r.below(100));
  const int real_kinds[] = {4, 8, 10, 16};
  const int int_kinds[] = {1, 2, 4, 8, 16};
  c.kind = real_kinds[r.below(4)];
  if (r.chance(20)) c.rnd = r.pick({'U', 'D', 'Z', 'N', 'C', 'P'});
  if (what < 42) {
    c.op = 'R';
    c.blank = r.chance(25) ? 'Z' : 'N';
    c.dec = r.chance(15) ? 'C' : 'P';
    c.desc = r.pick({"F", "E", "D", "G", "EN", "ES"});
    c.d = r.chance(70) ? static_cast<int>(r.below(8))
                       : static_cast<int>(r.below(40));
    if (r.chance(25)) c.scale = static_cast<int>(r.below(17)) - 8;
    c.text = gen_real_text(r, c.kind, false, c.dec == 'C');
    if (r.chance(12)) sprinkle_blanks(r, c.text);
    if (r.chance(20)) c.text = std::string(r.below(4), ' ') + c.text;
    if (r.chance(20)) c.text += std::string(r.below(4), ' ');
    if (c.text.empty()) c.text = " ";
  } else if (what < 62) {
    c.op = 'r';
    c.dec = r.chance(15) ? 'C' : 'P';
    c.text = gen_real_text(r, c.kind, true, c.dec == 'C');
  } else if (what < 67) {
    c.op = 'c';
    c.dec = r.chance(15) ? 'C' : 'P';
    c.text = gen_complex_text(r, c.kind, c.dec == 'C');
  } else if (what < 75) {
    c.op = 'I';
    c.kind = int_kinds[r.below(5)];
    c.blank = r.chance(25) ? 'Z' : 'N';
    c.rnd = ' ';
    c.text = gen_integer_text(r, c.kind, false);
    if (r.chance(12)) sprinkle_blanks(r, c.text);
    if (r.chance(20)) c.text = std::string(r.below(4), ' ') + c.text;
    if (r.chance(20)) c.text += std::string(r.below(4), ' ');
    if (c.text.empty()) c.text = " ";
  } else if (what < 82) {
    c.op = 'i';
    c.kind = int_kinds[r.below(5)];
    c.rnd = ' ';
    c.text = gen_integer_text(r, c.kind, true);
  } else if (what < 89) {
    const char radix = r.pick({'B', 'O', 'Z'});
    c.blank = r.chance(25) ? 'Z' : 'N';
    c.rnd = ' ';
    if (r.chance(25)) {
      c.op = 'X';
      c.desc = std::string(1, radix);
    } else {
      c.op = radix;
      c.kind = int_kinds[r.below(5)];
    }
    c.text = gen_radix_text(r,
                            radix == 'B'   ? 2
                            : radix == 'O' ? 8
                                           : 16,
                            c.kind);
    if (r.chance(12)) sprinkle_blanks(r, c.text);
    if (r.chance(20)) c.text = std::string(r.below(4), ' ') + c.text;
    if (c.text.empty()) c.text = " ";
  } else if (what < 94) {
    c.op = 'L';
    c.kind = int_kinds[r.below(5)];
    c.rnd = ' ';
    c.text = gen_logical_text(r, false);
    if (c.text.empty()) c.text = " ";
  } else {
    c.op = 'l';
    c.kind = int_kinds[r.below(5)];
    c.rnd = ' ';
    c.text = gen_logical_text(r, true);
  }
  if (is_list(c.op) && !list_text_ok(c.text)) c.text = "1" + c.text;
  // The oracle's record buffer holds 24100 chars.
  if (c.text.size() > 24000) c.text.resize(24000);
  return c;
}

// ---------------------------------------------------------------------------
// Recorded tables.

// Parses an oracle record back into a case.
Case decode(const std::string& rec) {
  Case c;
  c.op = rec[0];
  c.kind = atoi(rec.substr(1, 2).c_str());
  c.blank = rec[3];
  c.dec = rec[4];
  c.rnd = rec[5];
  c.scale = atoi(rec.substr(6, 3).c_str());
  c.d = atoi(rec.substr(9, 4).c_str());
  c.desc = rec.substr(13, 2);
  while (!c.desc.empty() && c.desc.back() == ' ') c.desc.pop_back();
  const size_t w = static_cast<size_t>(atoi(rec.substr(15, 6).c_str()));
  c.text = rec.substr(21, w);
  return c;
}

struct Recorded {
  const char* record;  // a read_oracle.f90 input record
  const char* output;  // what gfortran 12 (libgfortran 5, Debian 12.2.0-14)
                       // printed for it
};

// Hand-picked cases (the quirks found while building this module), with
// the output of libio/tests/data/read_oracle.f90 compiled by gfortran 12
// and run on the records, pasted unchanged.
const Recorded kRecorded[] = {
    {"R08NP +000000F 0000051.5e3", "0 4097700000000000 5A5A5A5A5A5A5A5A|"},
    {"R08NP +000002F 00000512345", "0 405EDCCCCCCCCCCD 5A5A5A5A5A5A5A5A|"},
    {"R08NP +000002E 00000712345e1", "0 40934A0000000000 5A5A5A5A5A5A5A5A|"},
    {"R08NP +020000F 0000031.5", "0 3F8EB851EB851EB8 5A5A5A5A5A5A5A5A|"},
    {"R08NP -020000F 0000031.5", "0 4062C00000000000 5A5A5A5A5A5A5A5A|"},
    {"R08NP +020000E 0000051.5e1", "0 402E000000000000 5A5A5A5A5A5A5A5A|"},
    {"R08NP +000000F 0000051.0+5", "0 40F86A0000000000 5A5A5A5A5A5A5A5A|"},
    {"R08NP +000000F 0000051.0-5", "0 3EE4F8B588E368F1 5A5A5A5A5A5A5A5A|"},
    {"R08NP +000000F 0000031d5", "0 40F86A0000000000 5A5A5A5A5A5A5A5A|"},
    {"R08NP +000000F 0000031q5", "0 40F86A0000000000 5A5A5A5A5A5A5A5A|"},
    {"R08NP +000000D 0000061.0e 5", "0 40F86A0000000000 5A5A5A5A5A5A5A5A|"},
    {"R08ZP +000000F 000009 1 2 . 5 ", "0 408FE06666666666 5A5A5A5A5A5A5A5A|"},
    {"R08NP +000000F 000009 1 2 . 5 ", "0 4029000000000000 5A5A5A5A5A5A5A5A|"},
    {"R08ZP +000000F 0000051e5  ", "0 7FF0000000000000 5A5A5A5A5A5A5A5A|"},
    {"R08NP +000000F 0000051e5  ", "0 40F86A0000000000 5A5A5A5A5A5A5A5A|"},
    {"R08NP +000000F 0000051+   ",
     "5010 5A5A5A5A5A5A5A5A 5A5A5A5A5A5A5A5A|Bad value during floating point "
     "read"},
    {"R08ZP +000000F 0000051+   ", "0 3FF0000000000000 5A5A5A5A5A5A5A5A|"},
    {"R08NP +000000F 0000051e   ",
     "5010 5A5A5A5A5A5A5A5A 5A5A5A5A5A5A5A5A|Bad value during floating point "
     "read"},
    {"R08NP +000000F 000001-", "0 0000000000000000 5A5A5A5A5A5A5A5A|"},
    {"R08NP +000000F 000003-  ", "0 0000000000000000 5A5A5A5A5A5A5A5A|"},
    {"R08NP +000000F 000002-.", "0 8000000000000000 5A5A5A5A5A5A5A5A|"},
    {"R08NP +000000F 000003-e5", "0 8000000000000000 5A5A5A5A5A5A5A5A|"},
    {"R08NP +000000F 000004    ", "0 0000000000000000 5A5A5A5A5A5A5A5A|"},
    {"R08NC +000000F 0000041,25", "0 3FF4000000000000 5A5A5A5A5A5A5A5A|"},
    {"R08NP +000000F 0000041,25",
     "5010 5A5A5A5A5A5A5A5A 5A5A5A5A5A5A5A5A|Bad value during floating point "
     "read"},
    {"R08NC +000000F 0000041.25", "0 3FF4000000000000 5A5A5A5A5A5A5A5A|"},
    {"R08NP +000000F 0000051.2.3",
     "5010 5A5A5A5A5A5A5A5A 5A5A5A5A5A5A5A5A|Bad value during floating point "
     "read"},
    {"R04NP +000000F 0000131e-2147483648", "0 00000000 5A5A5A5A|"},
    {"R16NP +000000F 0000131e-2147483648",
     "0 10A885B967B13F61F21CEB5F082541A0 5A5A5A5A5A5A5A5A5A5A5A5A5A5A5A5A|"},
    {"R08NP +000000F 0000122e4294967297",
     "0 4034000000000000 5A5A5A5A5A5A5A5A|"},
    {"R08NP +000000F 0000061e9999", "0 7FF0000000000000 5A5A5A5A5A5A5A5A|"},
    {"R08NP +000000F 0000071e10000",
     "5010 5A5A5A5A5A5A5A5A 5A5A5A5A5A5A5A5A|Bad value during floating point "
     "read"},
    {"R08NP +000000F 0000071e-9999", "0 0000000000000000 5A5A5A5A5A5A5A5A|"},
    {"R08NP +000005F 0000061e9996", "0 7FF0000000000000 5A5A5A5A5A5A5A5A|"},
    {"R04NPZ+000000F 0000051e999", "0 7F7FFFFF 5A5A5A5A|"},
    {"R04NPU+000000F 0000051e999", "0 7F800000 5A5A5A5A|"},
    {"R04NPD+000000F 000006-1e999", "0 FF800000 5A5A5A5A|"},
    {"R04NPU+000000F 0000061e-999", "0 00000001 5A5A5A5A|"},
    {"R08NPD+000000F 000007-1e-999", "0 8000000000000001 5A5A5A5A5A5A5A5A|"},
    {"R08NPU+000000F 0000030.1", "0 3FB999999999999A 5A5A5A5A5A5A5A5A|"},
    {"R08NPD+000000F 0000030.1", "0 3FB9999999999999 5A5A5A5A5A5A5A5A|"},
    {"R08NPZ+000000F 000004-0.1", "0 BFB9999999999999 5A5A5A5A5A5A5A5A|"},
    {"R10NPU+000000F 0000030.1",
     "0 3FFBCCCCCCCCCCCCCCCD 5A5A5A5A5A5A5A5A5A5A|"},
    {"R16NPU+000000F 0000030.1",
     "0 3FFB999999999999999999999999999A 5A5A5A5A5A5A5A5A5A5A5A5A5A5A5A5A|"},
    {"R16NPD+000000F 0000030.1",
     "0 3FFB9999999999999999999999999999 5A5A5A5A5A5A5A5A5A5A5A5A5A5A5A5A|"},
    {"R16NPZ+000000F 0000061e4933",
     "0 7FFF0000000000000000000000000000 5A5A5A5A5A5A5A5A5A5A5A5A5A5A5A5A|"},
    {"R16NPZ+000000F 0000081.2e4932",
     "0 7FFEFFFFFFFFFFFFFFFFFFFFFFFFFFFF 5A5A5A5A5A5A5A5A5A5A5A5A5A5A5A5A|"},
    {"R16NPU+000000F 0000103.23e-4966",
     "0 00000000000000000000000000000000 5A5A5A5A5A5A5A5A5A5A5A5A5A5A5A5A|"},
    {"R16NPU+000000F 0000103.24e-4966",
     "0 00000000000000000000000000000001 5A5A5A5A5A5A5A5A5A5A5A5A5A5A5A5A|"},
    {"R10NPU+000000F 0000103.23e-4966",
     "0 00000000000000000001 5A5A5A5A5A5A5A5A5A5A|"},
    {"R04NP +000000F 000002-0", "0 80000000 5A5A5A5A|"},
    {"R08NP +000000F 000006-0.0e0", "0 8000000000000000 5A5A5A5A5A5A5A5A|"},
    {"R04NP +000000F 000003inf", "0 7F800000 5A5A5A5A|"},
    {"R04NP +000000F 000009-Infinity", "0 FF800000 5A5A5A5A|"},
    {"R04NP +000000F 000004-nan", "0 FFC00000 5A5A5A5A|"},
    {"R10NP +000000F 000004-nan",
     "0 FFFFC000000000000000 5A5A5A5A5A5A5A5A5A5A|"},
    {"R16NP +000000F 000004-nan",
     "0 7FFF8000000000000000000000000000 5A5A5A5A5A5A5A5A5A5A5A5A5A5A5A5A|"},
    {"R16NP +000000F 000004-inf",
     "0 FFFF0000000000000000000000000000 5A5A5A5A5A5A5A5A5A5A5A5A5A5A5A5A|"},
    {"R08NP +000000F 000008nan(abc)", "0 7FF8000000000000 5A5A5A5A5A5A5A5A|"},
    {"R08NP +000000F 000008nan(a b)",
     "5010 5A5A5A5A5A5A5A5A 5A5A5A5A5A5A5A5A|Bad value during floating point "
     "read"},
    {"R08NP +000000F 000005inf()",
     "5010 5A5A5A5A5A5A5A5A 5A5A5A5A5A5A5A5A|Bad value during floating point "
     "read"},
    {"R08NP +000000F 000005inf x", "0 7FF0000000000000 5A5A5A5A5A5A5A5A|"},
    {"R08ZP +000000F 000005inf  ",
     "5010 5A5A5A5A5A5A5A5A 5A5A5A5A5A5A5A5A|Bad value during floating point "
     "read"},
    {"R08NP +000000F 000002in",
     "5010 5A5A5A5A5A5A5A5A 5A5A5A5A5A5A5A5A|Bad value during floating point "
     "read"},
    {"R08NP +000000F 000004nan)",
     "5010 5A5A5A5A5A5A5A5A 5A5A5A5A5A5A5A5A|Bad value during floating point "
     "read"},
    {"R08NP +000000F 000007NaN(Q)x", "0 7FF8000000000000 5A5A5A5A5A5A5A5A|"},
    {"R08NP +000000F 0000232.4703282292062327e-324",
     "0 0000000000000000 5A5A5A5A5A5A5A5A|"},
    {"R08NP +000000F 0000232.4703282292062328e-324",
     "0 0000000000000001 5A5A5A5A5A5A5A5A|"},
    {"R04NP +000000F 0000433.40282356779733661637539395458142568448e38",
     "0 7F800000 5A5A5A5A|"},
    {"R04NP +000000F 0000433.40282356779733661637539395458142568447e38",
     "0 7F7FFFFF 5A5A5A5A|"},
    {"R08NP +000000EN0000169007199254740993",
     "0 4340000000000000 5A5A5A5A5A5A5A5A|"},
    {"R08NP +000000ES0000279007199254740993.0000000001",
     "0 4340000000000001 5A5A5A5A5A5A5A5A|"},
    {"R08NP +000000G 0000050x1p3",
     "5010 5A5A5A5A5A5A5A5A 5A5A5A5A5A5A5A5A|Bad value during floating point "
     "read"},
    {"I04NP +000000  0000102147483647", "0 7FFFFFFF 5A5A5A5A|"},
    {"I04NP +000000  0000102147483648",
     "5011 5A5A5A5A 5A5A5A5A|Value overflowed during integer read"},
    {"I04NP +000000  000011-2147483648", "0 80000000 5A5A5A5A|"},
    {"I04NP +000000  000011-2147483649",
     "5011 5A5A5A5A 5A5A5A5A|Value overflowed during integer read"},
    {"I01NP +000000  000004-128", "0 80 5A|"},
    {"I01NP +000000  000003128",
     "5011 5A 5A|Value overflowed during integer read"},
    {"I16NP +000000  000040-170141183460469231731687303715884105728",
     "0 80000000000000000000000000000000 5A5A5A5A5A5A5A5A5A5A5A5A5A5A5A5A|"},
    {"I16NP +000000  000039170141183460469231731687303715884105728",
     "5011 5A5A5A5A5A5A5A5A5A5A5A5A5A5A5A5A "
     "5A5A5A5A5A5A5A5A5A5A5A5A5A5A5A5A|Value overflowed during integer read"},
    {"I04NP +000000  000003- 5", "0 FFFFFFFB 5A5A5A5A|"},
    {"I04NP +000000  000003-  ",
     "5010 5A5A5A5A 5A5A5A5A|Bad value during integer read"},
    {"I04ZP +000000  000003-  ", "0 00000000 5A5A5A5A|"},
    {"I04NP +000000  000001-",
     "5010 5A5A5A5A 5A5A5A5A|Bad value during integer read"},
    {"I04NP +000000  0000031 2", "0 0000000C 5A5A5A5A|"},
    {"I04ZP +000000  0000041 2 ", "0 000003FC 5A5A5A5A|"},
    {"I04NP +000000  000003   ", "0 00000000 5A5A5A5A|"},
    {"I04NP +000000  00000312x",
     "5010 5A5A5A5A 5A5A5A5A|Bad value during integer read"},
    {"I04NP +000000  00001299999999999x",
     "5011 5A5A5A5A 5A5A5A5A|Value overflowed during integer read"},
    {"I08NP +000000  000002+0", "0 0000000000000000 5A5A5A5A5A5A5A5A|"},
    {"Z04NP +000000  000008FFFFFFFF", "0 FFFFFFFF 5A5A5A5A|"},
    {"Z04NP +000000  000009100000000",
     "5011 5A5A5A5A 5A5A5A5A|Value overflowed during integer read"},
    {"Z04NP +000000  000002-1", "0 FFFFFFFF 5A5A5A5A|"},
    {"Z04NP +000000  000009-FFFFFFFF", "0 00000001 5A5A5A5A|"},
    {"B01NP +000000  00000811111111", "0 FF 5A|"},
    {"O02NP +000000  000006177777", "0 FFFF 5A5A|"},
    {"Z04NP +000000  000003ffg",
     "5010 5A5A5A5A 5A5A5A5A|Bad value during integer read"},
    {"Z04NP +000000  000003-  ",
     "5010 5A5A5A5A 5A5A5A5A|Bad value during integer read"},
    {"X10NP +000000Z 000020FFFFFFFFFFFFFFFFFFFF",
     "0 FFFFFFFFFFFFFFFFFFFF 5A5A5A5A5A5A5A5A5A5A|"},
    {"X10NP +000000Z 000021100000000000000000000",
     "5011 5A5A5A5A5A5A5A5A5A5A 5A5A5A5A5A5A5A5A5A5A|Value overflowed during "
     "integer read"},
    {"X08NP +000000Z 0000163FF0000000000000",
     "0 3FF0000000000000 5A5A5A5A5A5A5A5A|"},
    {"X16NP +000000B 000002-1",
     "0 FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF 5A5A5A5A5A5A5A5A5A5A5A5A5A5A5A5A|"},
    {"X04ZP +000000O 000004 1 7", "0 00000047 5A5A5A5A|"},
    {"L04NP +000000  000001T", "0 00000001 00000055|"},
    {"L04NP +000000  000003 .F", "0 00000000 00000055|"},
    {"L04NP +000000  000006.true.", "0 00000001 00000055|"},
    {"L04NP +000000  000001.",
     "5010 00000055 00000055|Bad value on logical read"},
    {"L04NP +000000  000002  ",
     "5010 00000055 00000055|Bad value on logical read"},
    {"L04NP +000000  000001x",
     "5010 00000055 00000055|Bad value on logical read"},
    {"L01NP +000000  000001f", "0 00 55|"},
    {"i04NP +000000  000003123", "0 0000007B 00000007|"},
    {"i04NP +000000  0000033*5", "0 00000005 00000005|"},
    {"i04NP +000000  0000022*", "0 5A5A5A5A 5A5A5A5A|"},
    {"i04NP +000000  0000030*5",
     "5010 5A5A5A5A 5A5A5A5A|Zero repeat count in item 1 of list input"},
    {"i04NP +000000  000011200000001*5",
     "5010 5A5A5A5A 5A5A5A5A|Repeat count overflow in item 1 of list input"},
    {"i04NP +000000  0000102147483648",
     "5010 5A5A5A5A 5A5A5A5A|Integer overflow while reading item 1"},
    {"i04NP +000000  000011-2147483648", "0 80000000 00000007|"},
    {"i01NP +000000  0000062*-128", "0 80 80|"},
    {"i04NP +000000  000001+",
     "5010 5A5A5A5A 5A5A5A5A|Bad integer for item 1 in list input"},
    {"i04NP +000000  0000031.5",
     "5010 5A5A5A5A 5A5A5A5A|Bad integer for item 1 in list input"},
    {"i04NP +000000  0000025;", "0 00000005 00000007|"},
    {"i01NP +000000  000005150*1", "0 01 01|"},
    {"r04NP +000000  0000051e999", "0 7F800000 40E00000|"},
    {"r04NP +000000  000006-1e999", "0 FF800000 40E00000|"},
    {"r08NP +000000  0000051.0+5", "0 40F86A0000000000 401C000000000000|"},
    {"r08NP +000000  0000031q5", "0 40F86A0000000000 401C000000000000|"},
    {"r08NP +000000  000001.",
     "5010 0000000000000000 5A5A5A5A5A5A5A5A|Error during floating point read"},
    {"r08NP +000000  000002+.",
     "5010 0000000000000000 5A5A5A5A5A5A5A5A|Error during floating point read"},
    {"r08NP +000000  000003.e5",
     "5010 0000000000000000 5A5A5A5A5A5A5A5A|Error during floating point read"},
    {"r08NP +000000  0000021e",
     "5010 5A5A5A5A5A5A5A5A 5A5A5A5A5A5A5A5A|Bad real number in item 1 of list "
     "input"},
    {"r08NP +000000  0000031e+",
     "5010 5A5A5A5A5A5A5A5A 5A5A5A5A5A5A5A5A|Bad real number in item 1 of list "
     "input"},
    {"r08NP +000000  0000052*1.5", "0 3FF8000000000000 3FF8000000000000|"},
    {"r08NP +000000  000003.*5", "0 4014000000000000 401C000000000000|"},
    {"r08NP +000000  000005.*5.5",
     "5010 5A5A5A5A5A5A5A5A 5A5A5A5A5A5A5A5A|Bad real number in item 1 of list "
     "input"},
    {"r08NP +000000  000004.5*1",
     "5010 5A5A5A5A5A5A5A5A 5A5A5A5A5A5A5A5A|Repeat count overflow in item 1 "
     "of list input"},
    {"r08NP +000000  0000030*1",
     "5010 5A5A5A5A5A5A5A5A 5A5A5A5A5A5A5A5A|Zero repeat count in item 1 of "
     "list input"},
    {"r08NC +000000  0000031,5", "0 3FF8000000000000 401C000000000000|"},
    {"r08NC +000000  0000031.5", "0 3FF8000000000000 401C000000000000|"},
    {"r08NP +000000  000003inf", "0 7FF0000000000000 401C000000000000|"},
    {"r08NP +000000  000009-Infinity", "0 FFF0000000000000 401C000000000000|"},
    {"r08NP +000000  000007infinit",
     "5010 5A5A5A5A5A5A5A5A 5A5A5A5A5A5A5A5A|Bad real number in item 1 of list "
     "input"},
    {"r08NP +000000  000006nan(x)", "0 7FF8000000000000 401C000000000000|"},
    {"r16NP +000000  000004-nan",
     "0 7FFF8000000000000000000000000000 4001C000000000000000000000000000|"},
    {"r08NP +000000  0000052*nan", "0 7FF8000000000000 7FF8000000000000|"},
    {"r08NP +000000  0000021x",
     "5010 5A5A5A5A5A5A5A5A 5A5A5A5A5A5A5A5A|Bad real number in item 1 of list "
     "input"},
    {"r08NP +000000  0000231e999999999999999999999",
     "0 7FF0000000000000 401C000000000000|"},
    {"r16NPZ+000000  0000061e4933",
     "0 7FFF0000000000000000000000000000 4001C000000000000000000000000000|"},
    {"r10NPZ+000000  0000061e4933",
     "0 7FFEFFFFFFFFFFFFFFFF 4001E000000000000000|"},
    {"r08NPU+000000  0000061e-400", "0 0000000000000001 401C000000000000|"},
    {"r08NP +000000  0000141e-99999999999",
     "0 0000000000000000 401C000000000000|"},
    {"r10NP +000000  0000052*1.5",
     "5010 3FFFC000000000000000 5A5A5A5A5A5A5A5A5A5A|Read kind 16 REAL where "
     "kind 10 is required for item 2"},
    {"c08NP +000000  000005(1,2)",
     "0 3FF00000000000004000000000000000 401C000000000000401C000000000000|"},
    {"c08NP +000000  000009( 1 , 2 )",
     "0 3FF00000000000004000000000000000 401C000000000000401C000000000000|"},
    {"c08NC +000000  000007(1,5;2)",
     "0 3FF80000000000004000000000000000 401C000000000000401C000000000000|"},
    {"c08NP +000000  000009(inf,nan)",
     "0 7FF00000000000007FF8000000000000 401C000000000000401C000000000000|"},
    {"c08NP +000000  000008(ixan,1)",
     "0 7FF80000000000003FF0000000000000 401C000000000000401C000000000000|"},
    {"c08NP +000000  000006(1x,2)",
     "5010 3FF00000000000005A5A5A5A5A5A5A5A "
     "5A5A5A5A5A5A5A5A5A5A5A5A5A5A5A5A|Bad complex value in item 1 of list "
     "input"},
    {"c08NP +000000  000006(1,2)x",
     "5010 3FF00000000000004000000000000000 "
     "5A5A5A5A5A5A5A5A5A5A5A5A5A5A5A5A|Bad complex value in item 1 of list "
     "input"},
    {"c08NP +000000  0000072*(1,2)",
     "0 3FF00000000000004000000000000000 3FF00000000000004000000000000000|"},
    {"c08NP +000000  000005(.,1)",
     "5010 00000000000000005A5A5A5A5A5A5A5A "
     "5A5A5A5A5A5A5A5A5A5A5A5A5A5A5A5A|Error during floating point read"},
    {"c08NP +000000  000006(1e,1)",
     "5010 5A5A5A5A5A5A5A5A5A5A5A5A5A5A5A5A "
     "5A5A5A5A5A5A5A5A5A5A5A5A5A5A5A5A|Bad complex floating point number for "
     "item 1"},
    {"c08NP +000000  0000011",
     "5010 5A5A5A5A5A5A5A5A5A5A5A5A5A5A5A5A "
     "5A5A5A5A5A5A5A5A5A5A5A5A5A5A5A5A|Bad repeat count in item 1 of list "
     "input"},
    {"c04NP +000000  000004(1,2",
     "5010 3F80000040000000 5A5A5A5A5A5A5A5A|Bad complex value in item 1 of "
     "list input"},
    {"l04NP +000000  000001t", "0 00000001 00000000|"},
    {"l04NP +000000  000007.false.", "0 00000000 00000000|"},
    {"l04NP +000000  000004true", "0 00000001 00000000|"},
    {"l04NP +000000  0000032*t", "0 00000001 00000001|"},
    {"l04NP +000000  000001x",
     "5010 00000055 00000055|Bad logical value while reading item 1"},
    {"l04NP +000000  000002.x",
     "5010 00000055 00000055|Bad logical value while reading item 1"},
    {"l04NP +000000  00000512x*t",
     "5010 00000055 00000055|Bad repeat count in item 1 of list input"},
    {"l04NP +000000  0000030*t",
     "5010 00000055 00000055|Zero repeat count in item 1 of list input"},
    {"l04NP +000000  "
     "000063taaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
     "0 00000001 00000000|"},
    {"l04NP +000000  "
     "000064taaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
     "0 00000001 00000000|"},
    {"l04NP +000000  000004.tx,", "0 00000001 00000000|"},
    {"l04NP +000000  "
     "000065taaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
     "5010 00000055 00000055|Bad logical value while reading item 1"},
};

START_TEST(table_libgfortran) {
  int bad = 0;
  for (const Recorded& r : kRecorded) {
    const Case c = decode(r.record);
    const Expect e = expected(c);
    const bool ok =
        e.partial ? std::string(r.output).find(e.item1) != std::string::npos
                  : e.line == r.output;
    if (!ok) {
      ++bad;
      fprintf(stderr, "table: %s\n  libgfortran %s\n  ftnio       %s\n",
              r.record, r.output, e.line.c_str());
    }
  }
  ck_assert_int_eq(bad, 0);
}
END_TEST

// ---------------------------------------------------------------------------
// Running the oracle.

using ftnio::test::remove_dir;

std::string make_temp_dir() { return ftnio::test::make_temp_dir("in_oracle"); }

std::string build_oracle(const std::string& dir, bool dec) {
  return dec ? ftnio::test::build_oracle(dir, "read_oracle.f90",
                                         "read_oracle_dec", "-fdec")
             : ftnio::test::build_oracle(dir, "read_oracle.f90", "read_oracle");
}

using ftnio::test::env_u64;

// Reads one line of any length; false at end of file.
bool read_line(FILE* f, std::string* line) {
  line->clear();
  int ch;
  while ((ch = getc(f)) != EOF && ch != '\n')
    line->push_back(static_cast<char>(ch));
  return ch != EOF || !line->empty();
}

// Tallies of one comparison run.
struct Tally {
  long cases = 0;        // oracle records compared
  long partial = 0;      // ... of which only the first item was predicted
  long skipped = 0;      // ... not predicted at all
  long bad = 0;          // mismatches
  long by_op[128] = {};  // cases per op letter
};

// Compares the oracle output for the cases that rng generates (read by
// the -fdec build of the oracle when dec).
void compare(Rng rng, long n, bool dec, FILE* out, Tally* t) {
  std::string got;
  for (long i = 0; i < n; ++i) {
    Case c = gen_case(rng);
    c.fdec = dec;
    if (!read_line(out, &got)) {
      ++t->bad;
      fprintf(stderr, "oracle output ended early at case %ld\n", i);
      return;
    }
    const Expect e = expected(c);
    ++t->cases;
    ++t->by_op[static_cast<unsigned char>(c.op)];
    if (e.skip) {
      ++t->skipped;
      continue;
    }
    bool ok;
    if (e.partial) {
      ++t->partial;
      // "<iostat> <hex1> ...": the first item must match; any error comes
      // from the text after it, which this harness does not model.
      const size_t sp = got.find(' ');
      const std::string item1 =
          sp == std::string::npos ? "" : got.substr(sp + 1, e.item1.size());
      ok = item1 == e.item1;
    } else {
      ok = got == e.line;
    }
    if (!ok) {
      if (++t->bad <= 40) {
        std::string shown;
        for (const char ch : c.text.substr(0, 300)) {
          char esc[8];
          if (ch >= ' ' && ch < 127)
            shown += ch;
          else
            snprintf(esc, sizeof esc, "\\x%02X",
                     static_cast<unsigned char>(ch)),
                shown += esc;
        }
        fprintf(stderr,
                "MISMATCH case %s\n  text   [%s]\n  oracle %s\n  ftnio  %s\n",
                encode(c).substr(0, 21).c_str(), shown.c_str(),
                got.substr(0, 300).c_str(), e.line.substr(0, 300).c_str());
      }
    }
  }
}

// One run of the oracle over n generated cases, split over two processes
// (the machine has two cores); false when the oracle could not run.
bool oracle_run(const std::string& dir, const std::string& exe, long n,
                uint64_t seed, bool dec, Tally* t) {
  const int kParts = 2;
  Rng rngs[kParts];
  long counts[kParts];
  std::string cmd;
  for (int p = 0; p < kParts; ++p) {
    rngs[p] = Rng{seed + 0x1234567ull * static_cast<uint64_t>(p + 1)};
    counts[p] = n / kParts + (p < n % kParts ? 1 : 0);
    const std::string in = dir + "/in" + std::to_string(p);
    FILE* f = fopen(in.c_str(), "w");
    if (!f) return false;
    Rng r = rngs[p];
    for (long i = 0; i < counts[p]; ++i) {
      const std::string rec = encode(gen_case(r));
      fwrite(rec.data(), 1, rec.size(), f);
      fputc('\n', f);
    }
    fclose(f);
    cmd += "'" + exe + "' < '" + in + "' > '" + dir + "/out" +
           std::to_string(p) + "' & ";
  }
  cmd += "wait";
  if (system(cmd.c_str()) != 0) return false;
  for (int p = 0; p < kParts; ++p) {
    FILE* f = fopen((dir + "/out" + std::to_string(p)).c_str(), "r");
    if (!f) return false;
    compare(rngs[p], counts[p], dec, f, t);
    fclose(f);
  }
  return true;
}

START_TEST(random_oracle) {
  const long n = static_cast<long>(env_u64("FTNIO_CONV_IN_CASES", 1000000));
  const long n_dec =
      static_cast<long>(env_u64("FTNIO_CONV_IN_DEC_CASES", n / 10));
  const uint64_t seed = env_u64("FTNIO_CONV_IN_SEED", 0x9E3779B97F4A7C15ull);
  const std::string dir = make_temp_dir();
  ck_assert_msg(!dir.empty(), "mkdtemp failed");
  const std::string exe = build_oracle(dir, false);
  const std::string exe_dec = build_oracle(dir, true);
  ck_assert_msg(!exe.empty() && !exe_dec.empty(),
                "cannot build the gfortran oracle");
  const time_t t0 = time(nullptr);
  Tally t, t_dec;
  const bool ok = oracle_run(dir, exe, n, seed, false, &t);
  const bool ok_dec =
      oracle_run(dir, exe_dec, n_dec, seed ^ 0xDEC, true, &t_dec);
  if (getenv("FTNIO_CONV_IN_KEEP"))
    fprintf(stderr, "oracle files kept in %s\n", dir.c_str());
  else
    remove_dir(dir);
  printf(
      "conv_in oracle: %ld cases (R %ld, r %ld, c %ld, I %ld, i %ld, B/O/Z/X "
      "%ld, L %ld, l %ld), "
      "%ld first-item only, %ld skipped, %ld mismatches; -fdec: %ld cases, %ld "
      "mismatches; %lds\n",
      t.cases, t.by_op['R'], t.by_op['r'], t.by_op['c'], t.by_op['I'],
      t.by_op['i'], t.by_op['B'] + t.by_op['O'] + t.by_op['Z'] + t.by_op['X'],
      t.by_op['L'], t.by_op['l'], t.partial, t.skipped, t.bad, t_dec.cases,
      t_dec.bad, static_cast<long>(time(nullptr) - t0));
  fflush(stdout);
  ck_assert_msg(ok && ok_dec, "an oracle run failed");
  ck_assert_int_eq(t.cases, n);
  ck_assert_int_eq(t_dec.cases, n_dec);
  ck_assert_int_eq(t.bad + t_dec.bad, 0);
}
END_TEST

// ---------------------------------------------------------------------------
// Values that end at the end of the file (eof_after), against
// read_oracle_eof.f90: every text is a whole file without a newline.

const char* const kEofCases[] = {
    // op kind dec text
    "i04P+",        "i04P-",       "i04P5",           "i04P-5",
    "i04P3*",       "i04P3*5",     "i04P3*-",         "i04P3*+",
    "i04P0*",       "i04P5x",      "i04P99999999999", "i01P2*128",
    "i04P1*",       "i04P007",     "i08P-0",          "r08P+",
    "r08P-",        "r08P.",       "r08P1.",          "r08P1.5",
    "r08P1.5e",     "r08P1.5e+",   "r08P1.5e+5",      "r08P1.5+",
    "r08P1.5+5",    "r08P3*",      "r08P3*1.5",       "r08Pinf",
    "r08Pinfinity", "r08Pinfin",   "r08Pnan",         "r08Pna",
    "r08P+inf",     "r08P3*nan",   "r08P1d",          "r08Pe5",
    "r08P.e5",      "r08P.*",      "r08P.*5",         "r08P1.5q-3",
    "r08P12*",      "r08P3*-",     "r04P1e999",       "r16P-nan",
    "r10P-1e-5000", "r08C1,5",     "r08C1,5e",        "r08Pnan()",
    "r08Pinf(",     "r08Pi",       "l04Pt",           "l04Pf",
    "l04P.t",       "l04P.true.",  "l04Ptrue",        "l04P1",
    "l04P2*",       "l04P2*t",     "l04P2*.",         "l04P.",
    "l04Px",        "l04Ptx",      "l04P.f",          "l04P3*.false.",
    "l04PF",        "c08P(",       "c08P(1",          "c08P(1,",
    "c08P(1,2",     "c08P(1,2)",   "c08P(1 , 2 )",    "c08P(inf,nan)",
    "c08P2*(1,2)",  "c08P2*",      "c08C(1;2)",       "c08C(1,5;2,5)",
    "c08P(1e,2)",   "c08P(1,2e)",  "c08P(1,2)x",      "c08P(ixan,1)",
    "c08P(inf",     "c08P(1,inf)", "c16P(-nan,1)",
};

START_TEST(eof_oracle) {
  const std::string dir = make_temp_dir();
  ck_assert_msg(!dir.empty(), "mkdtemp failed");
  const std::string exe =
      ftnio::test::build_oracle(dir, "read_oracle_eof.f90", "read_oracle_eof");
  ck_assert_msg(!exe.empty(), "cannot build the gfortran oracle");
  const std::string in = dir + "/in";
  FILE* f = fopen(in.c_str(), "w");
  ck_assert_msg(f != nullptr, "cannot write %s", in.c_str());
  for (const char* rec : kEofCases) {
    const std::string text = rec + 4;
    fprintf(f, "%.4s%06zu%s\n", rec, text.size(), text.c_str());
  }
  fclose(f);
  const std::string out = dir + "/out";
  const std::string cmd =
      "'" + exe + "' '" + dir + "/scratch' < '" + in + "' > '" + out + "'";
  ck_assert_int_eq(system(cmd.c_str()), 0);
  FILE* o = fopen(out.c_str(), "r");
  ck_assert_msg(o != nullptr, "no output");
  int bad = 0;
  std::string got;
  for (const char* rec : kEofCases) {
    ck_assert_msg(read_line(o, &got), "output ended early at %s", rec);
    Case c;
    c.op = rec[0];
    c.kind = atoi(std::string(rec + 1, 2).c_str());
    c.dec = rec[3];
    c.text = rec + 4;
    unsigned char a[32];
    preset(c, a);
    InModes m = modes_of(c);
    m.ff_is_eof = false;  // an external file
    ListResult r{};
    InItem item = InItem::kListReal;
    switch (c.op) {
      case 'i':
        item = InItem::kListInteger;
        r = ftnio::conv::list_integer_token(c.text, true, c.kind, a, m);
        break;
      case 'r':
        item = InItem::kListReal;
        r = ftnio::conv::list_real_token(c.text, true, c.kind, a, m);
        break;
      case 'l':
        item = InItem::kListLogical;
        r = ftnio::conv::list_logical_token(c.text, true, c.kind, a, m);
        break;
      default: r = read_complex(c.text, true, c, a, &item); break;
    }
    int iostat = 0;
    std::string msg;
    if (r.status != InStatus::kOk && r.status != InStatus::kNull)
      msg = error_text(r.status, item, &iostat);
    const std::string want =
        std::to_string(iostat) + " " + hex(c, a) + "|" + msg;
    if (got != want) {
      ++bad;
      fprintf(stderr, "eof case [%s]\n  libgfortran %s\n  ftnio       %s\n",
              rec, got.c_str(), want.c_str());
    }
  }
  fclose(o);
  remove_dir(dir);
  ck_assert_int_eq(bad, 0);
}
END_TEST

// ---------------------------------------------------------------------------
// Contract details that the oracle cannot show.

START_TEST(api_contract) {
  unsigned char buf[32];
  InModes m;
  // Bad kinds are refused without touching dest.
  memset(buf, 0x33, sizeof buf);
  ck_assert(ftnio::conv::read_integer_field("1", 3, buf, m) ==
            InStatus::kBadKind);
  ck_assert(ftnio::conv::read_real_field("1", 0, 6, buf, m) ==
            InStatus::kBadKind);
  ck_assert(ftnio::conv::read_radix_field("1", 10, 4, buf, m) ==
            InStatus::kBadKind);
  ck_assert(ftnio::conv::read_logical_field("T", 10, buf) ==
            InStatus::kBadKind);
  ck_assert(ftnio::conv::list_real_token("1", false, 12, buf, m).status ==
            InStatus::kBadKind);
  for (unsigned char b : buf) ck_assert_int_eq(b, 0x33);
  // REAL(10) stores 10 bytes, not the padding.
  ck_assert(ftnio::conv::read_real_field("1", 0, 10, buf, m) == InStatus::kOk);
  for (int i = 10; i < 32; ++i) ck_assert_int_eq(buf[i], 0x33);
  // REAL(2) and REAL(3) store 2 bytes, rounded once from the text: the
  // float nearest to 1 + 2^-11 + 2^-30 is the half-way 1 + 2^-11 (which a
  // float-then-half conversion would round to even, 1.0).
  memset(buf, 0x33, sizeof buf);
  ck_assert(ftnio::conv::read_real_field("1.000488282181323", 0, 2, buf, m) ==
            InStatus::kOk);
  ck_assert_int_eq(buf[0] | buf[1] << 8, 0x3C01);
  ck_assert_int_eq(buf[2], 0x33);
  ck_assert(ftnio::conv::read_real_field("-257", 0, 3, buf, m) ==
            InStatus::kOk);
  ck_assert_int_eq(buf[0] | buf[1] << 8, 0xC380);  // a tie: to even, -256
  ck_assert_int_eq(buf[2], 0x33);
  // An overflow stores Infinity; flang's mode makes it an error too.
  ck_assert(ftnio::conv::read_real_field("65520", 0, 2, buf, m) ==
            InStatus::kOk);
  ck_assert_int_eq(buf[0] | buf[1] << 8, 0x7C00);
  InModes flang_modes;
  flang_modes.flang_reals = true;
  ck_assert(ftnio::conv::read_real_field("65519", 0, 2, buf, flang_modes) ==
            InStatus::kOk);
  ck_assert(ftnio::conv::list_real_token("1e39 ", false, 4, buf, flang_modes)
                .status == InStatus::kRealOverflow);
  ck_assert(
      ftnio::conv::list_real_token("Inf ", false, 4, buf, flang_modes).status ==
      InStatus::kOk);
  // used stops before the separator; the repeat count comes back.
  int32_t v = 0;
  ListResult r = ftnio::conv::list_integer_token("12*-34, 5", false, 4, &v, m);
  ck_assert(r.status == InStatus::kOk && r.repeat == 12 && r.used == 6 &&
            v == -34);
  r = ftnio::conv::list_integer_token("3*,", false, 4, &v, m);
  ck_assert(r.status == InStatus::kNull && r.repeat == 3 && r.used == 2);
  double d = 0;
  r = ftnio::conv::list_real_token("2.5e1/", false, 8, &d, m);
  ck_assert(r.status == InStatus::kOk && r.used == 5 && d == 25.0);
  r = ftnio::conv::list_complex_part("1.5e2) ", false, 8, &d, m);
  ck_assert(r.status == InStatus::kOk && r.used == 5 && d == 150.0);
  r = ftnio::conv::list_repeat_prefix("7*(1,2)", false, m);
  ck_assert(r.status == InStatus::kOk && r.repeat == 7 && r.used == 2);
  r = ftnio::conv::list_repeat_prefix("(1,2)", false, m);
  ck_assert(r.status == InStatus::kOk && r.repeat == 1 && r.used == 0);
  // Namelist mode: '!' ends a value; an inf/nan or a t/f name followed by
  // '=' is an object name.
  m.namelist = true;
  r = ftnio::conv::list_integer_token("5!c", false, 4, &v, m);
  ck_assert(r.status == InStatus::kOk && r.used == 1 && v == 5);
  r = ftnio::conv::list_real_token("inf = 3", false, 8, &d, m);
  ck_assert(r.status == InStatus::kNotAValue);
  r = ftnio::conv::list_real_token("inf 3", false, 8, &d, m);
  ck_assert(r.status == InStatus::kOk && std::isinf(d));
  r = ftnio::conv::list_logical_token("tx =", false, 4, &v, m);
  ck_assert(r.status == InStatus::kNotAValue);
  r = ftnio::conv::list_logical_token("t =", false, 4, &v,
                                      m);  // "t" is a value here
  ck_assert(r.status == InStatus::kOk && r.used == 1 && v == 1);
  m.namelist = false;
  r = ftnio::conv::list_logical_token("tx=5", false, 4, &v, m);
  ck_assert(r.status == InStatus::kNotAValue);
  // -fdec: a missing exponent is 0.
  m.dec_extensions = true;
  ck_assert(ftnio::conv::read_real_field("1.5e", 0, 8, &d, m) ==
                InStatus::kOk &&
            d == 1.5);
  r = ftnio::conv::list_real_token("2.5e", false, 8, &d, m);
  ck_assert(r.status == InStatus::kOk && d == 2.5);
  m.dec_extensions = false;
  ck_assert(ftnio::conv::read_real_field("1.5e", 0, 8, &d, m) ==
            InStatus::kBadValue);
  // The message table.
  ck_assert_int_eq(
      in_error(InStatus::kOverflow, InItem::kFormattedInteger).iostat, 5011);
  ck_assert_int_eq(in_error(InStatus::kOverflow, InItem::kListInteger).iostat,
                   5010);
  ck_assert_int_eq(in_error(InStatus::kEnd, InItem::kListReal).iostat, -1);
  ck_assert_int_eq(in_error(InStatus::kNull, InItem::kListReal).iostat, 0);
  ck_assert_str_eq(
      in_error(InStatus::kBadExponent, InItem::kListComplexPart).message,
      "Bad complex floating point number for item %d");
}
END_TEST

// ---------------------------------------------------------------------------
// Robustness: random bytes through every entry point, never a crash, and
// used never past the text (each text is its own heap block, so ASan or
// valgrind would see a read past it).

START_TEST(fuzz) {
  const long n = static_cast<long>(env_u64("FTNIO_CONV_IN_FUZZ", 300000));
  Rng r{0xC0FFEEull};
  static const char kBias[] =
      "0123456789+-.,eEdDqQ iInNaAfFtT()*/!;=\t\r\n\xFF";
  unsigned char out[32];
  long accepted = 0;
  for (long i = 0; i < n; ++i) {
    const size_t len = r.below(40);
    char* heap = static_cast<char*>(malloc(len ? len : 1));
    for (size_t k = 0; k < len; ++k)
      heap[k] = r.chance(70) ? kBias[r.below(sizeof kBias - 1)]
                             : static_cast<char>(r.below(256));
    const std::string_view text(heap, len);
    InModes m;
    m.blank_zero = r.chance(30);
    m.decimal_comma = r.chance(30);
    m.scale = static_cast<int>(r.below(21)) - 10;
    m.round = static_cast<RoundMode>(r.below(6));
    m.dec_extensions = r.chance(20);
    m.namelist = r.chance(20);
    m.ff_is_eof = r.chance(50);
    const int ikind = static_cast<int>(1u << r.below(5));
    const int rkind = static_cast<int>(r.pick({4, 8, 10, 16}));
    const bool eof = r.chance(50);
    const InStatus st[5] = {
        ftnio::conv::read_integer_field(text, ikind, out, m),
        ftnio::conv::read_radix_field(text, r.pick({2, 8, 16}),
                                      r.chance(20) ? 10 : ikind, out, m),
        ftnio::conv::read_real_field(text, static_cast<int>(r.below(30)), rkind,
                                     out, m),
        ftnio::conv::read_logical_field(text, ikind, out,
                                        r.chance(50) ? " x" : ""),
        ftnio::conv::read_real_field(text, 0, rkind, out, m)};
    const ListResult l[5] = {
        ftnio::conv::list_integer_token(text, eof, ikind, out, m),
        ftnio::conv::list_real_token(text, eof, rkind, out, m),
        ftnio::conv::list_complex_part(text, eof, rkind, out, m),
        ftnio::conv::list_logical_token(text, eof, ikind, out, m),
        ftnio::conv::list_repeat_prefix(text, eof, m)};
    for (const ListResult& x : l) {
      ck_assert_uint_le(x.used, len + 1);  // +1: a logical's consumed separator
      ck_assert_uint_ge(x.repeat, 1);
      ck_assert_uint_le(x.repeat, 200000000);
    }
    for (InStatus x : st) accepted += x == InStatus::kOk;
    free(heap);
  }
  printf(
      "conv_in fuzz: %ld texts x 10 entry points, %ld formatted fields "
      "accepted\n",
      n, accepted);
}
END_TEST

// ---------------------------------------------------------------------------
// Speed against the C library on typical fields (printed, not asserted).

double seconds_now() {
  timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return static_cast<double>(ts.tv_sec) +
         1e-9 * static_cast<double>(ts.tv_nsec);
}

START_TEST(speed) {
  Rng r{42};
  std::vector<std::string> texts;
  for (int i = 0; i < 20000; ++i) {
    char b[64];
    snprintf(b, sizeof b, "%.*e", static_cast<int>(r.below(17)) + 1,
             static_cast<double>(r.next() >> 11) * 0x1p-53 * 1e3 *
                 (r.chance(50) ? 1e-5 : 1e5));
    texts.push_back(b);
  }
  const int reps = 20;
  InModes m;
  double sink = 0;
  auto run = [&](int kind) {
    const double t0 = seconds_now();
    for (int k = 0; k < reps; ++k)
      for (const auto& t : texts) {
        unsigned char v[16];
        ftnio::conv::read_real_field(t, 0, kind, v, m);
        sink += v[7];
      }
    return seconds_now() - t0;
  };
  const double f8 = run(8);
  double t0 = seconds_now();
  for (int k = 0; k < reps; ++k)
    for (const auto& t : texts) sink += strtod(t.c_str(), nullptr);
  const double c8 = seconds_now() - t0;
  const double f10 = run(10);
  t0 = seconds_now();
  for (int k = 0; k < reps; ++k)
    for (const auto& t : texts)
      sink += static_cast<double>(strtold(t.c_str(), nullptr));
  const double c10 = seconds_now() - t0;
  const double f16 = run(16);
  const double f4 = run(4);
  m.round = RoundMode::kUp;
  const double u8 = run(8);
  const double n =
      static_cast<double>(reps) * static_cast<double>(texts.size());
  printf(
      "conv_in speed (ns per field): REAL(4) %.0f, REAL(8) %.0f (strtod %.0f), "
      "REAL(10) %.0f "
      "(strtold %.0f), REAL(16) %.0f, REAL(8) under RU %.0f  [%g]\n",
      1e9 * f4 / n, 1e9 * f8 / n, 1e9 * c8 / n, 1e9 * f10 / n, 1e9 * c10 / n,
      1e9 * f16 / n, 1e9 * u8 / n, sink);
}
END_TEST

// The std::from_chars shortcut of list_real_token against its exact
// scanner: the same text with a D exponent (which only the scanner takes)
// must give the same bits and the same length, for random REAL(8) and
// REAL(4) values printed with 1 to 40 digits and with every separator.
START_TEST(list_real_shortcut) {
  const ftnio::conv::InModes m;
  uint64_t x = 0x9E3779B97F4A7C15ULL;
  const char* seps[] = {"", " ", ",", "/", "\t", "\r", ";", "\n"};
  for (int i = 0; i < 200000; ++i) {
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    double v;
    uint64_t bits = x;
    memcpy(&v, &bits, 8);
    if (!std::isfinite(v)) continue;
    int digits = static_cast<int>(x % 40) + 1;
    char text[128];
    snprintf(text, sizeof text, "%.*e%s", digits, v, seps[(x >> 8) % 8]);
    std::string dtext(text);
    size_t e = dtext.find('e');
    ck_assert(e != std::string::npos);
    dtext[e] = 'd';
    for (int kind : {8, 4}) {
      unsigned char a[8] = {0}, b[8] = {0};
      ListResult ra =
          ftnio::conv::list_real_token(text, i % 2 == 0, kind, a, m);
      ListResult rb =
          ftnio::conv::list_real_token(dtext, i % 2 == 0, kind, b, m);
      ck_assert_msg(
          ra.status == rb.status && ra.used == rb.used && memcmp(a, b, 8) == 0,
          "%s kind %d: status %d/%d used %zu/%zu", text, kind,
          static_cast<int>(ra.status), static_cast<int>(rb.status), ra.used,
          rb.used);
    }
  }
}
END_TEST

// read_integer_field_plain (formatted READ's in-buffer I field) against
// read_integer_field under BN: wherever the shortcut takes a field, the
// same value; where it declines, nothing stored.  Fields of blanks,
// signs, digits and other characters in random places, around the limits
// of each kind.
START_TEST(integer_field_shortcut) {
  const ftnio::conv::InModes m;
  uint64_t x = 0x2545F4914F6CDD1DULL;
  const char alphabet[] = "0123456789          +-,.x\t";
  const char* limits[] = {"127",
                          "128",
                          "32767",
                          "32768",
                          "2147483647",
                          "2147483648",
                          "9223372036854775807",
                          "9223372036854775808",
                          "999999999999999999",
                          "1000000000000000000"};
  long taken = 0;
  for (int i = 0; i < 300000; ++i) {
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    std::string f;
    if (x % 4 == 0) {  // a limit, signed or not, among blanks
      f.append(x >> 8 & 3, ' ');
      if (x >> 10 & 1) f += (x >> 11 & 1) ? '-' : '+';
      f += limits[(x >> 12) % 10];
      f.append(x >> 16 & 3, ' ');
    } else {
      const size_t n = (x >> 2) % 24;
      uint64_t y = x;
      for (size_t k = 0; k < n; ++k) {
        y ^= y << 13;
        y ^= y >> 7;
        y ^= y << 17;
        f += alphabet[y % (sizeof alphabet - 1)];
      }
    }
    for (int kind : {1, 2, 4, 8}) {
      unsigned char a[8], b[8];
      memset(a, 0xA5, 8);
      memset(b, 0xA5, 8);
      InStatus ra = ftnio::conv::read_integer_field(f, kind, a, m);
      bool took = ftnio::conv::read_integer_field_plain(f, kind, b);
      if (!took) {
        unsigned char untouched[8];
        memset(untouched, 0xA5, 8);
        ck_assert_msg(memcmp(b, untouched, 8) == 0, "[%s] kind %d: stored",
                      f.c_str(), kind);
        continue;
      }
      ++taken;
      ck_assert_msg(ra == InStatus::kOk && memcmp(a, b, 8) == 0,
                    "[%s] kind %d: status %d", f.c_str(), kind,
                    static_cast<int>(ra));
    }
  }
  ck_assert(taken > 100000);  // the usual fields took the shortcut
}
END_TEST

Suite* conv_in_suite() {
  Suite* s = suite_create("conv_in");
  TCase* tables = tcase_create("tables");
  tcase_set_timeout(tables, 300);
  tcase_add_test(tables, table_libgfortran);
  tcase_add_test(tables, api_contract);
  tcase_add_test(tables, list_real_shortcut);
  tcase_add_test(tables, integer_field_shortcut);
  tcase_add_test(tables, fuzz);
  tcase_add_test(tables, speed);
  suite_add_tcase(s, tables);
  TCase* oracle = tcase_create("oracle");
  tcase_set_timeout(oracle, 1800);
  tcase_add_test(oracle, eof_oracle);
  tcase_add_test(oracle, random_oracle);
  suite_add_tcase(s, oracle);
  return s;
}

}  // namespace

int main() { return ftnio::test::run_suite(conv_in_suite()); }
