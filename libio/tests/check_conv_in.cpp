// SPDX-License-Identifier: MIT
// Check tests of libio/conv input conversion against libgfortran 12: recorded tables, a randomized gfortran oracle, fuzzing and speed (tests).
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "conv/edit_in.h"

using ftnio::conv::in_error;
using ftnio::conv::InError;
using ftnio::conv::InItem;
using ftnio::conv::InModes;
using ftnio::conv::InStatus;
using ftnio::conv::ListResult;
using ftnio::conv::Round;

namespace {

using u128 = unsigned __int128;

// ---------------------------------------------------------------------------
// Cases: one READ of one value, in the record layout of read_oracle.f90.

struct Case {
  char op = 'R';         // I B O Z X R L (formatted), i r l c (list)
  int kind = 8;          // item kind
  char blank = 'N';      // N (BN) or Z (BZ)
  char dec = 'P';        // P (DP) or C (DC)
  char rnd = ' ';        // ' ' or U D Z N C P
  int scale = 0;         // kP
  int d = 0;             // digits after the implied decimal point
  std::string desc;      // R: F E D G EN ES; X: B O Z
  std::string text;      // the field or the list value
};

std::string encode(const Case& c) {
  char head[32];
  snprintf(head, sizeof head, "%c%02d%c%c%c%+03d%04d%-2s%06zu", c.op, c.kind, c.blank, c.dec, c.rnd,
           c.scale, c.d, c.desc.c_str(), c.text.size());
  return std::string(head) + c.text;
}

InModes modes_of(const Case& c) {
  InModes m;
  m.ff_is_eof = true;  // the oracle reads internal units
  m.blank_zero = c.blank == 'Z';
  m.decimal_comma = c.dec == 'C';
  m.scale = c.scale;
  switch (c.rnd) {
    case 'U': m.round = Round::Up; break;
    case 'D': m.round = Round::Down; break;
    case 'Z': m.round = Round::Zero; break;
    case 'N': m.round = Round::Nearest; break;
    case 'C': m.round = Round::Compatible; break;
    default: m.round = Round::Unspecified; break;
  }
  return m;
}

bool is_list(char op) { return op == 'i' || op == 'r' || op == 'l' || op == 'c'; }

// Bytes the oracle prints for one item (Z editing: REAL(10) has 10).
size_t item_bytes(const Case& c) { return c.op == 'c' ? 2 * static_cast<size_t>(c.kind) : c.kind; }

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
  bool partial;       // the list value ended inside the text: the rest is not predicted
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
      case 4: { const uint32_t v = 0x40E00000u; memcpy(q, &v, 4); break; }
      case 8: { const uint64_t v = 0x401C000000000000ull; memcpy(q, &v, 8); break; }
      case 10: { const uint64_t m = 0xE000000000000000ull; const uint16_t e = 0x4001; memcpy(q, &m, 8); memcpy(q + 8, &e, 2); break; }
      default: { const uint64_t hi = 0x4001C00000000000ull; memcpy(q + 8, &hi, 8); break; }
    }
  };
  put7(p);
  if (c.op == 'c') put7(p + (c.kind == 10 ? 16 : c.kind));
}

bool is_blank(char ch) { return ch == ' ' || ch == '\t' || ch == '\r'; }

// libgfortran's read_complex on top of list_repeat_prefix and
// list_complex_part (the outer syntax belongs to the transfer layer).
ListResult read_complex(const std::string& buf, bool eof, const Case& c, unsigned char* dest,
                        InItem* item) {
  const InModes m = modes_of(c);
  *item = InItem::ListRepeat;
  ListResult rp = ftnio::conv::list_repeat_prefix(buf, eof, m);
  if (rp.status != InStatus::Ok) return rp;
  size_t pos = rp.used;
  *item = InItem::ListComplex;
  auto bad = [&]() { return ListResult{InStatus::BadValue, rp.repeat, pos}; };
  constexpr int kEof = -1;
  auto at = [&](size_t i) -> int {
    if (i >= buf.size()) return eof ? kEof : '\n';
    return buf[i] == '\xFF' ? kEof : buf[i];
  };
  auto separator = [](int ch) {
    return ch == ' ' || ch == ',' || ch == '/' || ch == '\n' || ch == '\t' || ch == '\r' ||
           ch == ';';
  };
  if (separator(at(pos)) || at(pos) == kEof) return {InStatus::Null, rp.repeat, pos};
  if (at(pos) != '(') return bad();
  ++pos;
  const size_t half = c.kind == 10 ? 16 : c.kind;
  for (int part = 0; part < 2; ++part) {
    while (is_blank(at(pos))) ++pos;
    *item = InItem::ListComplexPart;
    const ListResult r = ftnio::conv::list_complex_part(std::string_view(buf).substr(pos), eof,
                                                       c.kind, dest + part * half, m);
    if (r.status != InStatus::Ok) return r;
    pos += r.used;
    *item = InItem::ListComplex;
    while (is_blank(at(pos))) ++pos;
    const char want = part == 0 ? (m.decimal_comma ? ';' : ',') : ')';
    if (at(pos) == kEof) return {InStatus::End, rp.repeat, pos};
    if (at(pos) != want) return bad();
    ++pos;
  }
  if (!separator(at(pos)) && at(pos) != kEof) return bad();
  return {InStatus::Ok, rp.repeat, pos};
}

Expect expected(const Case& c) {
  Expect e{"", "", false, false};
  unsigned char a[32], b[32];
  preset(c, a);
  preset(c, b);
  const InModes m = modes_of(c);
  InStatus s = InStatus::Ok;
  InItem item = InItem::FormattedReal;
  if (!is_list(c.op)) {
    switch (c.op) {
      case 'I':
        item = InItem::FormattedInteger;
        s = ftnio::conv::read_integer_field(c.text, c.kind, a, m);
        break;
      case 'B': case 'O': case 'Z': case 'X': {
        item = InItem::FormattedInteger;
        const char r = c.op == 'X' ? c.desc[0] : c.op;
        s = ftnio::conv::read_radix_field(c.text, r == 'B' ? 2 : r == 'O' ? 8 : 16, c.kind, a, m);
        break;
      }
      case 'L':
        item = InItem::FormattedLogical;
        s = ftnio::conv::read_logical_field(c.text, c.kind, a, " x");
        break;
      default:
        s = ftnio::conv::read_real_field(c.text, c.d, c.kind, a, m);
        break;
    }
  } else {
    std::string buf = c.text + (c.op == 'c' ? (c.dec == 'C' ? " (7;7)" : " (7,7)")
                                : c.op == 'l' ? " .F." : " 7");
    const bool eof = false;  // internal units end in an end of record
    ListResult r{};
    switch (c.op) {
      case 'i':
        item = InItem::ListInteger;
        r = ftnio::conv::list_integer_token(buf, eof, c.kind, a, m);
        break;
      case 'r':
        item = InItem::ListReal;
        r = ftnio::conv::list_real_token(buf, eof, c.kind, a, m);
        break;
      case 'l':
        item = InItem::ListLogical;
        r = ftnio::conv::list_logical_token(buf, eof, c.kind, a, m);
        break;
      default:
        r = read_complex(buf, eof, c, a, &item);
        break;
    }
    s = r.status;
    if (s == InStatus::NotAValue) e.skip = true;
    if (s == InStatus::Ok && r.repeat >= 2 && c.kind == 10 && (c.op == 'r' || c.op == 'c')) {
      // libgfortran's check_type compares the saved storage size (16, 32)
      // with the kind (10, 20): a repeated REAL(10) fails on its second item.
      e.item1 = hex(c, a);
      e.line = "5010 " + e.item1 + " " + hex(c, b) + "|Read kind 16 " +
               (c.op == 'r' ? "REAL" : "COMPLEX") + " where kind 10 is required for item 2";
      return e;
    }
    if (s == InStatus::Ok || s == InStatus::Null) {
      if (r.repeat >= 2) {
        if (s == InStatus::Ok) memcpy(b, a, 32);
      } else if (r.used >= c.text.size() && c.text.find('\xFF') == std::string::npos) {
        sentinel(c, b);
      } else {
        e.partial = true;
      }
    }
  }
  int iostat = 0;
  std::string msg;
  if (s != InStatus::Ok && s != InStatus::Null) msg = error_text(s, item, &iostat);
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
  bool chance(int percent) { return below(100) < static_cast<uint64_t>(percent); }
  template <class T>
  T pick(std::initializer_list<T> l) { return l.begin()[below(l.size())]; }
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
  for (u128 t = m; t; t /= 1000000000u) v.push_back(static_cast<uint32_t>(t % 1000000000u));
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
std::string place_point(Rng& r, const std::string& digits, long point, char dp, bool allow_exp,
                        int max_exp) {
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
    s = std::string(1, '0') + dp + std::string(static_cast<size_t>(-point), '0') + digits;
  } else if (point >= n) {
    s = digits + std::string(static_cast<size_t>(point - n), '0') + dp;
  } else {
    s = digits.substr(0, static_cast<size_t>(point)) + dp + digits.substr(static_cast<size_t>(point));
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
    if (kind >= 10 && r.chance(50)) e = lo + static_cast<int>(r.below(400)) + (r.chance(50) ? hi - lo - 400 : 0);
  } else if (where < 9) {  // subnormal
    m = random_bits(r, static_cast<int>(r.below(static_cast<uint64_t>(k.p))) + 1);
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
  while (digits.size() > 1 && digits.back() == '0' && r.chance(70)) digits.pop_back();
  return place_point(r, digits, point, dp, allow_exp, 99999);
}

// Exponent part: letter form or signed form.
std::string gen_exponent(Rng& r, int kind, bool formatted) {
  std::string s;
  const bool letter = r.chance(85);
  if (letter) s += r.pick({'e', 'E', 'd', 'D', 'q', 'Q'});
  if (formatted && letter && r.chance(5)) s += ' ';
  const int sign = !letter ? static_cast<int>(r.below(2)) + 1 : static_cast<int>(r.below(3));
  if (sign == 1) s += '+';
  if (sign == 2) s += '-';
  long v;
  switch (r.below(8)) {
    case 0: v = static_cast<long>(r.below(10)); break;
    case 1: v = static_cast<long>(r.below(400)); break;
    case 2: v = kind == 4 ? 30 + r.below(30) : kind == 8 ? 290 + r.below(50) : 4900 + r.below(80); break;
    case 3: v = static_cast<long>(r.below(10000)); break;
    case 4: v = formatted ? 9990 + r.below(20) : static_cast<long>(r.below(1000000)); break;
    default: v = static_cast<long>(r.below(60)); break;
  }
  std::string digits = std::to_string(v);
  if (r.chance(10)) digits = std::string(r.below(4) + 1, '0') + digits;
  if (!formatted && r.chance(2)) digits = random_digits(r, 12 + r.below(14));
  if (formatted && r.chance(1)) digits = r.pick({"2147483648", "4294967297", "2147483647", "4294967296"});
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
      "inf", "INF", "Inf", "infinity", "Infinity", "INFINITY", "nan", "NaN", "NAN", "nan()",
      "nan(abc)", "NaN(0x1F)", "nan(a b)", "nan(", "nan)", "nanx", "in", "infin", "infinityx",
      "infx", "i", "n", "na", "inf(1)", "nan(q)x", "inf y", "nan (x)", "nan(x)(y)", "nan((x))",
      "iaan", "ixan", "inan", "infinit", "nan(x", "infinity ", "inf ", "nan  ", "nAn(z9)"};
  return kWords[r.below(sizeof kWords / sizeof *kWords)];
}

// Random edits: the grammar's hard cases and plain noise.
void mutate(Rng& r, std::string& s, bool list, bool dc) {
  static const char kFormattedNoise[] = "0123456789.,+-eEdDqQ iInNaA()xX*/!=;\t";
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
      case 1: if (at < s.size()) s[at] = ch; else s += ch; break;
      default: if (at < s.size()) s.erase(at, 1); break;
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
    s = r.pick({".", "e5", "E+05", "+.", "-.", ".e5", "-", "+", "0", "-0", "-0.0e0", ".0", "0.",
                "1.0+5", "1.0-5", "1d5", "1q5", "1+", "1e", "1e+", "5.e", "3*", "0*5", "1*"});
  } else {
    s = gen_mantissa(r, kind, dp);
    if (r.chance(60)) s += gen_exponent(r, kind, !list);
  }
  if (r.chance(30)) s = (r.chance(50) ? "-" : "+") + s;
  if (r.chance(10)) mutate(r, s, list, dc);
  if (list && r.chance(6)) s = r.pick({"1*", "2*", "3*", "0*", "02*", "200000001*", ".*", ".5*"}) + s;
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
    s = r.pick({"", "-", "+", "- 5", "+0", "-0", "1 2", "00000000000000000000000000000000000001"});
    if (s.empty() && list) s = "0";
  }
  if (r.chance(25) && (s.empty() || (s[0] != '-' && s[0] != '+'))) s = (r.chance(50) ? "-" : "+") + s;
  if (r.chance(8)) mutate(r, s, list, false);
  if (list && r.chance(8)) s = r.pick({"1*", "2*", "3*", "0*", "007*", "200000001*", "99999999999*"}) + s;
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
  if (shape == 9) s = std::string(static_cast<size_t>(max_digits), radix == 2 ? '1' : radix == 8 ? '7' : 'F');
  if (r.chance(15)) s = (r.chance(50) ? "-" : "+") + s;
  if (r.chance(8)) mutate(r, s, false, false);
  return s;
}

std::string gen_logical_text(Rng& r, bool list) {
  std::string s;
  if (r.chance(60)) {
    s = r.pick({"t", "f", "T", "F", ".t", ".f", ".T.", ".F.", ".true.", ".false.", "true", "false",
                "TRUE", ".TRUE", "t1", "fa_b", ".x", "x", ".", "..t", "tt", "ff", ".tx", "y", ""});
  } else {
    s = r.chance(50) ? "t" : "f";
    const size_t n = r.below(80);
    for (size_t i = 0; i < n; ++i) s += static_cast<char>('a' + r.below(26));
  }
  if (!list && r.chance(30)) s = std::string(r.below(4), ' ') + s;
  if (r.chance(6)) mutate(r, s, list, false);
  if (list && r.chance(8)) s = r.pick({"1*", "2*", "3*", "0*", "12x*", "200000001*", "4"}) + s;
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
  std::string s = "(" + std::string(r.below(2), ' ') + part() + std::string(r.below(2), ' ') +
                  (dc ? ";" : ",") + std::string(r.below(2), ' ') + part() +
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
  return !(c == ' ' || c == ',' || c == '/' || c == ';' || c == '\t' || c == '\r' || c == '\n' ||
           c == '!');
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
    c.d = r.chance(70) ? static_cast<int>(r.below(8)) : static_cast<int>(r.below(40));
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
    c.text = gen_radix_text(r, radix == 'B' ? 2 : radix == 'O' ? 8 : 16, c.kind);
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
// Running the oracle.

std::string source_root() {
  const char* env = getenv("FTNIO_TEST_SRCDIR");
  if (env && *env) return env;
  std::string here = __FILE__;
  const size_t cut = here.rfind("/libio/tests/");
  return cut == std::string::npos ? std::string(".") : here.substr(0, cut);
}

std::string make_temp_dir() {
  const char* tmp = getenv("TMPDIR");
  std::string templ = std::string(tmp && *tmp ? tmp : "/tmp") + "/ftnio_in_oracle_XXXXXX";
  if (!mkdtemp(templ.data())) return "";
  return templ;
}

void remove_dir(const std::string& dir) {
  if (dir.empty()) return;
  const std::string cmd = "rm -rf '" + dir + "'";
  if (system(cmd.c_str()) != 0) fprintf(stderr, "could not remove %s\n", dir.c_str());
}

std::string build_oracle(const std::string& dir) {
  const std::string src = source_root() + "/libio/tests/data/read_oracle.f90";
  const std::string exe = dir + "/read_oracle";
  const std::string cmd = "gfortran -O1 -w -o '" + exe + "' '" + src + "'";
  const int rc = system(cmd.c_str());
  if (rc != 0) {
    fprintf(stderr, "oracle build failed (%d): %s\n", rc, cmd.c_str());
    return "";
  }
  return exe;
}

unsigned long long env_count(const char* name, unsigned long long dflt) {
  const char* v = getenv(name);
  return v && *v ? strtoull(v, nullptr, 0) : dflt;
}

// Reads one line of any length; false at end of file.
bool read_line(FILE* f, std::string* line) {
  line->clear();
  int ch;
  while ((ch = getc(f)) != EOF && ch != '\n') line->push_back(static_cast<char>(ch));
  return ch != EOF || !line->empty();
}

// Tallies of one comparison run.
struct Tally {
  long cases = 0;     // oracle records compared
  long partial = 0;   // ... of which only the first item was predicted
  long skipped = 0;   // ... not predicted at all
  long bad = 0;       // mismatches
  long by_op[128] = {};  // cases per op letter
};

// Compares the oracle output for the cases that rng generates.
void compare(Rng rng, long n, FILE* out, Tally* t) {
  std::string got;
  for (long i = 0; i < n; ++i) {
    const Case c = gen_case(rng);
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
      const std::string item1 = sp == std::string::npos ? "" : got.substr(sp + 1, e.item1.size());
      ok = item1 == e.item1;
    } else {
      ok = got == e.line;
    }
    if (!ok) {
      if (++t->bad <= 40) {
        std::string shown;
        for (const char ch : c.text.substr(0, 300)) {
          char esc[8];
          if (ch >= ' ' && ch < 127) shown += ch;
          else snprintf(esc, sizeof esc, "\\x%02X", static_cast<unsigned char>(ch)), shown += esc;
        }
        fprintf(stderr, "MISMATCH case %s\n  text   [%s]\n  oracle %s\n  ftnio  %s\n",
                encode(c).substr(0, 21).c_str(), shown.c_str(), got.substr(0, 300).c_str(),
                e.line.substr(0, 300).c_str());
      }
    }
  }
}

START_TEST(random_oracle) {
  const long n = static_cast<long>(env_count("FTNIO_CONV_IN_CASES", 1000000));
  const uint64_t seed = env_count("FTNIO_CONV_IN_SEED", 0x9E3779B97F4A7C15ull);
  const std::string dir = make_temp_dir();
  ck_assert_msg(!dir.empty(), "mkdtemp failed");
  const std::string exe = build_oracle(dir);
  ck_assert_msg(!exe.empty(), "cannot build the gfortran oracle");
  // Two halves, one oracle process each (the machine has two cores).
  const int kParts = 2;
  Rng rngs[kParts];
  long counts[kParts];
  std::string cmd;
  for (int p = 0; p < kParts; ++p) {
    rngs[p] = Rng{seed + 0x1234567ull * static_cast<uint64_t>(p + 1)};
    counts[p] = n / kParts + (p < n % kParts ? 1 : 0);
    const std::string in = dir + "/in" + std::to_string(p);
    FILE* f = fopen(in.c_str(), "w");
    ck_assert_msg(f != nullptr, "cannot write %s", in.c_str());
    Rng r = rngs[p];
    for (long i = 0; i < counts[p]; ++i) {
      const std::string rec = encode(gen_case(r));
      fwrite(rec.data(), 1, rec.size(), f);
      fputc('\n', f);
    }
    fclose(f);
    cmd += "'" + exe + "' < '" + in + "' > '" + dir + "/out" + std::to_string(p) + "' & ";
  }
  cmd += "wait";
  const time_t t0 = time(nullptr);
  ck_assert_int_eq(system(cmd.c_str()), 0);
  Tally t;
  for (int p = 0; p < kParts; ++p) {
    const std::string out = dir + "/out" + std::to_string(p);
    FILE* f = fopen(out.c_str(), "r");
    ck_assert_msg(f != nullptr, "no oracle output %s", out.c_str());
    compare(rngs[p], counts[p], f, &t);
    fclose(f);
  }
  if (getenv("FTNIO_CONV_IN_KEEP")) fprintf(stderr, "oracle files kept in %s\n", dir.c_str());
  else remove_dir(dir);
  printf("conv_in oracle: %ld cases (R %ld, r %ld, c %ld, I %ld, i %ld, B/O/Z/X %ld, L %ld, l %ld), "
         "%ld first-item only, %ld skipped, %ld mismatches, oracle %lds\n",
         t.cases, t.by_op['R'], t.by_op['r'], t.by_op['c'], t.by_op['I'], t.by_op['i'],
         t.by_op['B'] + t.by_op['O'] + t.by_op['Z'] + t.by_op['X'], t.by_op['L'], t.by_op['l'],
         t.partial, t.skipped, t.bad, static_cast<long>(time(nullptr) - t0));
  fflush(stdout);
  ck_assert_int_eq(t.cases, n);
  ck_assert_int_eq(t.bad, 0);
}
END_TEST

Suite* conv_in_suite() {
  Suite* s = suite_create("conv_in");
  TCase* oracle = tcase_create("oracle");
  tcase_set_timeout(oracle, 1800);
  tcase_add_test(oracle, random_oracle);
  suite_add_tcase(s, oracle);
  return s;
}

}  // namespace

int main() {
  SRunner* sr = srunner_create(conv_in_suite());
  srunner_run_all(sr, CK_NORMAL);
  const int failed = srunner_ntests_failed(sr);
  srunner_free(sr);
  return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
