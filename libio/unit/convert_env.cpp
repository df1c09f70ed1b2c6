// SPDX-License-Identifier: MIT
// GFORTRAN_CONVERT_UNIT: the per-unit byte order of unformatted files
// chosen by the environment (L3).
//
// Grammar (docs/abi.md §8.2): MODE | MODE;EXCEPTION..., EXCEPTION being
// [MODE:]unit-list, unit-list numbers or ranges a-b separated by commas.
// libgfortran parses the value twice (a counting pass, then a filling
// pass) and both passes update the default, so two defaults combine by
// bitwise OR and an error anywhere drops the default but keeps the units
// recorded before it in the second pass.  This parser reproduces that.
#include "unit/convert_env.h"

#include <strings.h>

#include <cstdlib>
#include <cstring>
#include <vector>

namespace ftnio {

namespace {

constexpr int kNone = -1;  // no conversion chosen
enum Token : int {
  kEnd = -1,
  kIllegal = -2,
  kNative = 256,
  kSwap,
  kBig,
  kLittle,
  kInteger
};

// Units lo..hi (inclusive) use conv; later entries override earlier ones.
struct UnitRange {
  uint32_t lo;  // first unit
  uint32_t hi;  // last unit
  int conv;     // 0..3
};

class ConvertSpec {
 public:
  explicit ConvertSpec(const char* text) {
    parse(text, false);  // libgfortran's counting pass
    parse(text, true);
  }

  int lookup(int32_t unit) const {
    for (auto it = ranges_.rbegin(); it != ranges_.rend(); ++it)
      if (static_cast<uint32_t>(unit) >= it->lo &&
          static_cast<uint32_t>(unit) <= it->hi)
        return it->conv;
    return default_;
  }

 private:
  int word(const char* w, int token) {
    size_t n = std::strlen(w);
    if (strncasecmp(p_, w, n) != 0) return kIllegal;
    p_ += n;
    return token;
  }

  int next() {
    last_ = p_;
    char c = *p_;
    switch (c) {
      case '\0': return kEnd;
      case ':':
      case ',':
      case '-':
      case ';': ++p_; return c;
      case 'b':
      case 'B': return word("big_endian", kBig);
      case 'l':
      case 'L': return word("little_endian", kLittle);
      case 'n':
      case 'N': return word("native", kNative);
      case 's':
      case 'S': return word("swap", kSwap);
      default: break;
    }
    if (c < '1' || c > '9') return kIllegal;
    number_ = 0;
    while (*p_ >= '0' && *p_ <= '9') number_ = number_ * 10 + (*p_++ - '0');
    return kInteger;
  }

  static bool is_mode(int t) { return t >= kNative && t <= kLittle; }
  static int mode_value(int t) { return t - kNative; }  // 0..3

  void mark(uint32_t a, uint32_t b) {
    if (!filling_) return;
    ranges_.push_back(UnitRange{a < b ? a : b, a < b ? b : a, endian_});
  }

  void combine_default() {
    default_ = default_ == kNone ? endian_ : (default_ | endian_);
  }

  bool parse_defaults();
  bool parse_exceptions();
  bool parse_unit_list(bool* finished);

  void parse(const char* text, bool filling) {
    p_ = text;
    filling_ = filling;
    endian_ = 0;
    if (!parse_defaults()) default_ = kNone;
  }

  const char* p_ = nullptr;        // parse position
  const char* last_ = nullptr;     // start of the last token
  uint32_t number_ = 0;            // value of the last integer token
  int endian_ = 0;                 // mode in force
  bool filling_ = false;           // second pass: record units
  int default_ = kNone;            // conversion of units not listed
  std::vector<UnitRange> ranges_;  // listed units
};

// MODE; MODE; ... then possibly the exceptions.  False on a syntax error.
bool ConvertSpec::parse_defaults() {
  for (;;) {
    const char* start = p_;
    int t = next();
    if (t == kEnd) return true;
    if (t == kInteger) {
      p_ = start;
      return parse_exceptions();
    }
    if (!is_mode(t)) return false;
    endian_ = mode_value(t);
    t = next();
    if (t == ':') {
      p_ = start;
      return parse_exceptions();
    }
    if (t != ';' && t != kEnd) return false;
    combine_default();
    if (t == kEnd) return true;
  }
}

bool ConvertSpec::parse_exceptions() {
  for (;;) {
    int t = next();
    if (t == kEnd) return true;
    if (is_mode(t)) {
      if (next() != ':') return false;
      endian_ = mode_value(t);
    } else if (t == kInteger) {
      p_ = last_;
    } else {
      return false;
    }
    bool finished = false;
    if (!parse_unit_list(&finished)) return false;
    if (finished) return true;
  }
}

// n[-m], ... up to ';' or the end (*finished).
bool ConvertSpec::parse_unit_list(bool* finished) {
  for (;;) {
    if (next() != kInteger) return false;
    uint32_t first = number_;
    int t = next();
    if (t == '-') {
      if (next() != kInteger) return false;
      mark(first, number_);
      t = next();
    } else {
      mark(first, first);
    }
    if (t == kEnd) {
      *finished = true;
      return true;
    }
    if (t == ';') return true;
    if (t != ',') return false;
  }
}

const ConvertSpec* spec() {
  static const ConvertSpec* s = [] {
    const char* v = std::getenv("GFORTRAN_CONVERT_UNIT");
    return v == nullptr ? nullptr : new ConvertSpec(v);
  }();
  return s;
}

}  // namespace

int env_convert_for_unit(int32_t unit) {
  const ConvertSpec* s = spec();
  return s == nullptr ? kNone : s->lookup(unit);
}

bool convert_swaps(int conv) {
  bool little = __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__;
  switch (conv) {
    case 1: return true;
    case 2: return little;
    case 3: return !little;
    default: return false;
  }
}

}  // namespace ftnio
