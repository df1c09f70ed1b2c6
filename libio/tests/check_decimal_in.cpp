// SPDX-License-Identifier: MIT
// Unit tests of the fast REAL(4)/REAL(8) input conversion (conv/decimal_in.h:
// Clinger's path, Eisel-Lemire, the eight-digit scan) bit for bit against
// glibc's correctly rounded strtod/strtof, on millions of random decimal
// texts and on the hard ones: exact midpoints between adjacent values,
// 19- and 20-digit significands, the exponent edges, the double-rounding
// traps of REAL(4).  Through read_plain_decimal (list values, E/F fields)
// and read_real_field (the digit-buffer path) too.  FTNIO_DECIMAL_IN_SCALE
// divides the random counts (valgrind runs a small sample).  (tests)
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>

#include "conv/decimal_in.h"
#include "conv/edit_in.h"
#include "conv/edit_in_detail.h"
#include "test_util.h"

// Last: check.h defines macros (fail) that clash with C++ headers.
#include <check.h>

namespace {

using ftnio::conv::detail::decimal_to_binary;
using ftnio::conv::detail::eisel_lemire;
using ftnio::conv::detail::plain_text_is_exact;
using ftnio::conv::detail::PlainDecimal;
using ftnio::conv::detail::PlainExact;
using ftnio::conv::detail::read_plain_decimal;
using ftnio::conv::detail::scan_plain_decimal;
using u128 = unsigned __int128;

long scaled(long n) {
  const char* s = std::getenv("FTNIO_DECIMAL_IN_SCALE");
  const long k = s && *s ? std::atol(s) : 1;
  return k > 1 ? n / k : n;
}

double reference(const std::string& t, double*) {
  return std::strtod(t.c_str(), nullptr);
}
float reference(const std::string& t, float*) {
  return std::strtof(t.c_str(), nullptr);
}

template <typename T>
bool same_bits(T a, T b) {
  return std::memcmp(&a, &b, sizeof a) == 0;
}

// Whether v is a normal above the smallest: what the fast path must
// decide, with the zeros of zero digits (it may decline the rest).
template <typename T>
bool fast_range(T v) {
  return std::isfinite(v) && std::fabs(v) > std::numeric_limits<T>::min();
}

struct Tally {
  long texts = 0;     // texts checked
  long decided = 0;   // ... that decimal_to_binary converted
  long in_range = 0;  // ... of at most 19 digits with a fast_range result
};

// The flang door's read_plain_decimal stores what the gfortran door's
// does, and the exactness it tells (when the fast path decided) is the
// exact decimal test's on the text: plain_text_is_exact, digits and
// powers of five in 128-bit integers (a value of more than 38
// significant digits, which the fast path never takes, aside).
template <typename T>
PlainExact check_exactness(const std::string& t) {
  const char* s = t.data();
  const char* e = s + t.size();
  T want = -1, got = -1;
  PlainExact exact = PlainExact::kUnknown;
  const char* end = read_plain_decimal(s, e, false, sizeof(T), &got, &exact);
  ck_assert_msg(end == read_plain_decimal(s, e, false, sizeof(T), &want),
                "%s: flang end", t.c_str());
  if (end == nullptr) return exact;
  ck_assert_msg(same_bits(got, want), "%s flang: %a, want %a", t.c_str(),
                static_cast<double>(got), static_cast<double>(want));
  if (exact != PlainExact::kUnknown) {
    const bool is = plain_text_is_exact(s, end, sizeof(T));
    ck_assert_msg(is == (exact == PlainExact::kExact),
                  "%s as REAL(%zu): told %s", t.c_str(), sizeof(T),
                  exact == PlainExact::kExact ? "exact" : "inexact");
  }
  return exact;
}

// Checks text t (a plain decimal) as T against the C library: through the
// scan and decimal_to_binary, eisel_lemire alone, and read_plain_decimal.
template <typename T>
void check_text(const std::string& t, Tally* tally) {
  const T want = reference(t, static_cast<T*>(nullptr));
  const char* s = t.data();
  const char* e = s + t.size();
  const PlainDecimal n = scan_plain_decimal(s, e);
  ck_assert_msg(n.end == e, "scan end of %s", t.c_str());
  ++tally->texts;
  if (!n.many_digits && !n.long_exponent) {
    const bool must = fast_range(want) || n.w == 0;
    if (must) ++tally->in_range;
    T got;
    if (decimal_to_binary(n.w, n.q, &got)) {
      tally->decided += must;
      ck_assert_msg(same_bits(got, want), "%s: %a, want %a", t.c_str(),
                    static_cast<double>(got), static_cast<double>(want));
    } else if (must && std::getenv("FTNIO_DECIMAL_IN_DEBUG")) {
      std::fprintf(stderr, "undecided %s\n", t.c_str());
    }
    if (eisel_lemire(n.w, n.q, &got))
      ck_assert_msg(same_bits(got, want), "%s (Eisel-Lemire): %a, want %a",
                    t.c_str(), static_cast<double>(got),
                    static_cast<double>(want));
  }
  T got = -1;
  const char* end = read_plain_decimal(s, e, true, sizeof(T), &got);
  if (end != nullptr) {
    ck_assert_msg(end == e, "end of %s", t.c_str());
    ck_assert_msg(same_bits(got, -want), "%s plain: %a, want %a", t.c_str(),
                  static_cast<double>(got), static_cast<double>(-want));
  } else {
    ck_assert_msg(!fast_range(want) || n.long_exponent,
                  "%s: read_plain_decimal declined", t.c_str());
  }
  check_exactness<T>(t);
}

// Every text of at most 19 digits whose value the fast path must take
// (zero or normal above the smallest) was decided.
void assert_all_decided(const Tally& t) {
  ck_assert_msg(t.decided >= t.in_range, "decided %ld of %ld", t.decided,
                t.in_range);
}

std::string u128_text(u128 v) {
  char buf[48];
  char* p = buf + sizeof buf;
  *--p = '\0';
  do {
    *--p = static_cast<char>('0' + static_cast<int>(v % 10));
    v /= 10;
  } while (v != 0);
  return p;
}

// The exact decimal text of odd * 2^j, -20 <= j, odd * 2^j < 2^128.
std::string exact_text(u128 odd, int j) {
  if (j >= 0) return u128_text(odd << j);
  u128 v = odd;
  for (int i = 0; i < -j; ++i) v *= 5;
  std::string d = u128_text(v);  // value = d * 10^j
  while (d.size() <= static_cast<size_t>(-j)) d.insert(0, "0");
  d.insert(d.size() - static_cast<size_t>(-j), ".");
  return d;
}

// The same value as digits and an exponent: "ddd.ddd" as "dddddde-k".
std::string exponent_form(const std::string& fixed) {
  const size_t dot = fixed.find('.');
  if (dot == std::string::npos) return fixed + "e0";
  std::string d = fixed.substr(0, dot) + fixed.substr(dot + 1);
  return d + "e-" + std::to_string(fixed.size() - dot - 1);
}

// A random finite double >= 0, every exponent equally likely.
double random_double(std::mt19937_64& rng) {
  for (;;) {
    double d;
    const uint64_t bits = rng() & 0x7FFFFFFFFFFFFFFFu;
    std::memcpy(&d, &bits, 8);
    if (std::isfinite(d)) return d;
  }
}

}  // namespace

// Random doubles and floats (every exponent, subnormals too) printed with
// 1 to 17 (9) significant digits, each read as both kinds.
START_TEST(random_values) {
  std::mt19937_64 rng(2021);
  Tally td, tf;
  const long count = scaled(300000);
  char buf[64];
  for (long k = 0; k < count; ++k) {
    const double d = random_double(rng);
    const int prec = (k & 1) ? 17 : 1 + static_cast<int>(rng() % 17);
    if (k & 2)
      std::snprintf(buf, sizeof buf, "%.*e", prec - 1, d);
    else
      std::snprintf(buf, sizeof buf, "%.*g", prec, d);
    check_text<double>(buf, &td);
    check_text<float>(buf, &tf);
    float f;
    const uint32_t fbits = static_cast<uint32_t>(rng()) & 0x7FFFFFFFu;
    std::memcpy(&f, &fbits, 4);
    if (!std::isfinite(f)) continue;
    const int fprec = (k & 1) ? 9 : 1 + static_cast<int>(rng() % 9);
    std::snprintf(buf, sizeof buf, "%.*g", fprec, static_cast<double>(f));
    check_text<float>(buf, &tf);
    check_text<double>(buf, &td);
  }
  assert_all_decided(td);
  assert_all_decided(tf);
  ck_assert_int_gt(td.decided, count);
}
END_TEST

// Exact midpoints between adjacent doubles (floats), the values one unit
// in the last digit away, and the midpoints followed by a far nonzero
// digit: ties go to even, the others to the nearer neighbour.
template <typename T>
void check_midpoints(long count, int p, int jmin, int jmax, uint64_t seed) {
  std::mt19937_64 rng(seed);
  Tally tally;
  for (long k = 0; k < count; ++k) {
    const uint64_t m = (uint64_t{1} << (p - 1)) | (rng() >> (65 - p));
    const int j = jmin + static_cast<int>(rng() % (jmax - jmin + 1));
    const u128 odd = 2 * static_cast<u128>(m) + 1;
    const std::string mid = exact_text(odd, j);
    check_text<T>(mid, &tally);
    check_text<T>(exponent_form(mid), &tally);
    check_text<T>(exact_text(odd - 1, j), &tally);  // the value m itself
    const std::string frac = mid.find('.') == std::string::npos ? "." : "";
    check_text<T>(mid + frac + "0000000000001", &tally);
    std::string below = mid;  // one unit less in the last digit
    size_t i = below.size();
    while (i-- > 0 && (below[i] == '0' || below[i] == '.'))
      if (below[i] == '0') below[i] = '9';
    if (i < below.size()) {
      --below[i];
      check_text<T>(below, &tally);
    }
  }
  assert_all_decided(tally);
}

START_TEST(midpoints) {
  check_midpoints<double>(scaled(80000), 53, -20, 70, 7);
  check_midpoints<float>(scaled(80000), 24, -20, 100, 8);
  // Where exact midpoints of 19 digits or fewer lie (w * 10^q with q in
  // [-4, 23] for doubles, [-17, 10] for floats): mostly.
  check_midpoints<double>(scaled(80000), 53, -4, 10, 9);
  check_midpoints<float>(scaled(80000), 24, -17, 10, 10);
}
END_TEST

// Random 19- and 20-digit significands with every exponent that matters,
// and random 64-bit integers through Eisel-Lemire alone (also where
// Clinger's path would take them).
START_TEST(long_significands) {
  std::mt19937_64 rng(19);
  Tally td, tf;
  const long count = scaled(300000);
  for (long k = 0; k < count; ++k) {
    const uint64_t w = 1000000000000000000u + rng() % 9000000000000000000u;
    const int q = -360 + static_cast<int>(rng() % 690);
    std::string t = std::to_string(w);
    if (k & 1) t += std::to_string(rng() % 10);  // twenty digits
    t += "e" + std::to_string(q);
    check_text<double>(t, &td);
    check_text<float>(t, &tf);
    const uint64_t v = rng() >> (rng() % 64);
    const int q2 = -30 + static_cast<int>(rng() % 60);
    std::string u = std::to_string(v) + "e" + std::to_string(q2);
    check_text<double>(u, &td);
    check_text<float>(u, &tf);
  }
  assert_all_decided(td);
  assert_all_decided(tf);
}
END_TEST

// The exponent edges, one by one: every q from -345 to 312 with short and
// long significands; the largest values, the smallest normals and the
// subnormals, Infinity and zero.
START_TEST(exponent_edges) {
  Tally td, tf;
  const char* ws[] = {"1",
                      "9",
                      "17976931348623157",
                      "9999999999999999999",
                      "4940656458412465",
                      "22250738585072014",
                      "25",
                      "5"};
  for (int q = -345; q <= 312; ++q)
    for (const char* w : ws) {
      const std::string t = std::string(w) + "e" + std::to_string(q);
      check_text<double>(t, &td);
      check_text<float>(t, &tf);
    }
  const char* edges[] = {"1.7976931348623157e308",
                         "1.7976931348623158e308",
                         "1.7976931348623159e308",
                         "179769313486231580793728971405301e276",
                         "2.2250738585072014e-308",
                         "2.2250738585072013e-308",
                         "2.2250738585072015e-308",
                         "2.2250738585072011e-308",
                         "4.9406564584124654e-324",
                         "2.4703282292062327e-324",
                         "2.4703282292062328e-324",
                         "1e-400",
                         "1e400",
                         "0e0",
                         "0.000e-999",
                         "3.4028234663852886e38",
                         "3.4028235677973366e38",
                         "3.4028236e38",
                         "1.17549435e-38",
                         "1.1754944e-38",
                         "1.4e-45",
                         "7.0e-46",
                         "7.1e-46",
                         "9007199254740993",
                         "9007199254740992.5",
                         "9007199254740993.0000000001",
                         "16777217",
                         "16777217.0000000001",
                         "33554434.999999999",
                         "0.1",
                         "0.3",
                         "123456789012345678",
                         "1e22",
                         "1e23",
                         "8.98846567431158e307"};
  for (const char* t : edges) {
    check_text<double>(t, &td);
    check_text<float>(t, &tf);
  }
  assert_all_decided(td);
  assert_all_decided(tf);
  double d;
  float f;
  ck_assert(!decimal_to_binary(1, 309, &d));                    // Infinity
  ck_assert(!decimal_to_binary(22250738585072014u, -324, &d));  // min normal
  ck_assert(!decimal_to_binary(1, -320, &d));                   // subnormal
  ck_assert(!decimal_to_binary(34028236, 31, &f));  // beyond float's max
  ck_assert(decimal_to_binary(17976931348623157u, 292, &d) &&
            d == 1.7976931348623157e308);
}
END_TEST

// REAL(4) values a conversion through double would round twice: a float
// midpoint plus a tail below half a double's unit.  The double rounds to
// the midpoint and then to even; the float must go to the nearer value.
START_TEST(double_rounding) {
  std::mt19937_64 rng(4);
  Tally tally;
  long traps = 0;
  const long count = scaled(100000);
  for (long k = 0; k < count; ++k) {
    const uint64_t m = (uint64_t{1} << 23) | (rng() >> 41);
    const int j = -10 + static_cast<int>(rng() % 30);
    std::string t = exact_text(2 * static_cast<u128>(m) + 1, j);
    if (t.find('.') == std::string::npos) t += ".";
    // Up to 19 digits in all, the last nonzero.
    const size_t digits = t.size() - 1;
    if (digits >= 18) continue;
    t += std::string(18 - digits, '0') + ((k & 1) ? "1" : "9");
    check_text<float>(t, &tally);
    const float direct = std::strtof(t.c_str(), nullptr);
    traps += direct != static_cast<float>(std::strtod(t.c_str(), nullptr));
  }
  assert_all_decided(tally);
  ck_assert_int_gt(traps, count / 10);  // the texts are real traps
}
END_TEST

// The digit-buffer path (store_decimal, for what read_plain_decimal does
// not take: a D exponent, BLANK='ZERO', ...) through read_real_field.
START_TEST(field_digit_path) {
  std::mt19937_64 rng(77);
  ftnio::conv::InModes modes;
  const long count = scaled(200000);
  char buf[64];
  for (long k = 0; k < count; ++k) {
    const double d = random_double(rng);
    const int prec = 1 + static_cast<int>(rng() % 19);
    std::snprintf(buf, sizeof buf, "%.*E", prec - 1, d);
    std::string t = buf;
    const double want = std::strtod(t.c_str(), nullptr);
    const float wantf = std::strtof(t.c_str(), nullptr);
    t[t.find('E')] = 'D';
    double got;
    float gotf;
    if (std::fabs(std::log10(d)) > 9999) continue;
    ck_assert(ftnio::conv::read_real_field(t, 0, 8, &got, modes) ==
              ftnio::conv::InStatus::kOk);
    ck_assert_msg(same_bits(got, want), "%s: %a, want %a", t.c_str(), got,
                  want);
    ck_assert(ftnio::conv::read_real_field(t, 0, 4, &gotf, modes) ==
              ftnio::conv::InStatus::kOk);
    ck_assert_msg(same_bits(gotf, wantf), "%s: %a, want %a", t.c_str(),
                  static_cast<double>(gotf), static_cast<double>(wantf));
  }
}
END_TEST

// read_field_fast (formatted F/E/ES/D fields in one pass): random values
// in every exponent form (E, D, Q in either case, a sign alone), with
// blanks around, a sign, an implied decimal point (d) and a scale factor
// (kP without an exponent), against strtod/strtof of the same number
// written plainly; both doors, the flang one's exactness against the
// text's.  Fields of at most 19 digits with a fast_range value must be
// taken.
template <typename T>
void check_field(const std::string& field, const std::string& plain,
                 const ftnio::conv::detail::FieldForm& form) {
  using ftnio::conv::detail::read_field_fast;
  const T want = reference(plain, static_cast<T*>(nullptr));
  const char* s = field.data();
  const char* e = s + field.size();
  T got = -1, got_flang = -1;
  bool exact = false;
  const bool took = read_field_fast(s, e, form, &got);
  ck_assert_msg(took == read_field_fast(s, e, form, &got_flang, &exact),
                "'%s': doors differ", field.c_str());
  if (!took) {
    ck_assert_msg(!fast_range(want), "'%s' declined (%s)", field.c_str(),
                  plain.c_str());
    return;
  }
  ck_assert_msg(same_bits(got, want) && same_bits(got_flang, want),
                "'%s' d=%d k=%d: %a, want %a", field.c_str(), form.d,
                form.scale, static_cast<double>(got),
                static_cast<double>(want));
  const char* p = plain.data() + (plain[0] == '-');
  ck_assert_msg(
      exact == plain_text_is_exact(p, plain.data() + plain.size(), sizeof(T)),
      "'%s': exact told %d", field.c_str(), exact);
}

START_TEST(field_fast_path) {
  std::mt19937_64 rng(78);
  const char* letters[] = {"E", "e", "D", "d", "Q", "q", ""};
  char buf[80];
  for (long k = 0; k < scaled(200000); ++k) {
    const double v = random_double(rng) * (rng() % 2 ? -1 : 1);
    const int prec = 1 + static_cast<int>(rng() % 19);
    std::snprintf(buf, sizeof buf, "%.*E", prec - 1, v);
    const std::string plain = buf;  // [-]d.dddE[+-]dd
    const size_t at = plain.find('E');
    std::string mant = plain.substr(0, at);
    std::string expo = plain.substr(at + 1);
    if (std::abs(std::atoi(expo.c_str())) > 9999) continue;
    ftnio::conv::detail::FieldForm form{0, 0, '.', false};
    const std::string blanks(rng() % 4, ' ');
    switch (rng() % 4) {
      case 0: {  // implied point: the fraction digits are the last d
        const size_t dot = mant.find('.');
        if (dot != std::string::npos) {
          form.d = static_cast<int>(mant.size() - dot - 1);
          mant.erase(dot, 1);
        }
        break;
      }
      case 1: {  // kP without an exponent: the value is mant / 10^k
        form.scale = static_cast<int>(rng() % 7) - 3;
        std::snprintf(buf, sizeof buf, "%se%d", mant.c_str(), -form.scale);
        check_field<double>(blanks + mant + blanks, buf, form);
        check_field<float>(blanks + mant + blanks, buf, form);
        // (with an exponent the scale factor does not apply)
        check_field<double>(blanks + mant + "e" + expo, plain, form);
        continue;
      }
      case 2:
        form.comma = ',';
        if (rng() % 2 && mant.find('.') != std::string::npos)
          mant[mant.find('.')] = ',';
        break;
      default: break;
    }
    const char* letter = letters[rng() % 7];
    if (*letter != 0 && expo[0] == '+' && rng() % 2) expo.erase(0, 1);
    const std::string field = blanks + mant + letter + expo + blanks;
    check_field<double>(field, plain, form);
    check_field<float>(field, plain, form);
  }
}
END_TEST

// The eight-digit scan: numbers of every length and point position, and
// non-digits right after eight digits, against std::strtod's end.
START_TEST(scan_lengths) {
  Tally tally;
  const std::string digits = "12345678901234567890123456789";
  // Non-digits inside an eight-char window too: '/' and ':' border the
  // digits, 0xFA..0xFF carry when 6 is added to them.
  const char* stops[] = {"",
                         "x",
                         "/",
                         ":",
                         " ",
                         "e",
                         "e+",
                         "E-7",
                         "d5",
                         "x1234567",
                         "/9999999",
                         ":0000000",
                         "\xfa"
                         "1234567",
                         "\xff"
                         "99999999",
                         ".5"};
  for (size_t len = 1; len <= digits.size(); ++len)
    for (size_t dot = 0; dot <= len; ++dot)
      for (const char* stop : stops) {
        std::string t = digits.substr(0, len);
        t.insert(dot, ".");
        if (t == ".") continue;
        std::string num = t;  // what std::from_chars reads of t + stop
        if (stop[0] == 'E') num += stop;
        const std::string text = t + stop;
        const PlainDecimal n =
            scan_plain_decimal(text.data(), text.data() + text.size());
        ck_assert_msg(n.end == text.data() + num.size(), "end of %s",
                      text.c_str());
        check_text<double>(num, &tally);
      }
  assert_all_decided(tally);
}
END_TEST

// Exactness where it is in doubt: values of T (odd * 2^j written out in
// full, up to 19 digits: the fast path's), their midpoints and neighbours
// one digit off, the Clinger and Eisel-Lemire ranges of both kinds.
template <typename T>
void check_exact_values(uint64_t seed) {
  constexpr int p = std::numeric_limits<T>::digits;
  std::mt19937_64 rng(seed);
  long told_exact = 0;
  for (long i = 0; i < scaled(200000); ++i) {
    const int bits = 1 + static_cast<int>(rng() % p);
    const u128 odd = (rng() >> (64 - bits)) | 1;
    const int j = static_cast<int>(rng() % 60) - 30;
    for (const u128 v : {odd, 2 * odd + 1}) {
      const std::string t = exact_text(v, v == odd ? j : j - 1);
      const std::string x = exponent_form(t);
      if (check_exactness<T>(t) == PlainExact::kExact) ++told_exact;
      check_exactness<T>(x);
      check_exactness<T>(x.substr(0, x.find('e')) + "1" +
                         x.substr(x.find('e')));
    }
  }
  ck_assert_msg(told_exact > scaled(200000) / 4, "exact told %ld times",
                told_exact);
}

START_TEST(exactness) {
  const char* exact[] = {"1.5",
                         "0.5",
                         "3.0",
                         "0.0",
                         "1.00000000",
                         "1.0000000000000000",
                         "12345678",
                         "16777216",
                         "0.000244140625",
                         "7.450580596923828125e-9",
                         "1e10",
                         "2.5e20",
                         "1e22",
                         "18014398509481984",
                         "9007199254740992",
                         "1500e-3",
                         "0.75e1"};
  for (const char* t : exact) {
    ck_assert_msg(check_exactness<double>(t) == PlainExact::kExact, "%s", t);
    if (std::strcmp(t, "1e22") == 0 || std::strcmp(t, "2.5e20") == 0)
      ck_assert_msg(check_exactness<float>(t) == PlainExact::kInexact, "%s", t);
    else
      ck_assert_msg(check_exactness<float>(t) == PlainExact::kExact, "%s", t);
  }
  const char* inexact[] = {"0.1",
                           "1.0e-10",
                           "16777217e30",
                           "1e23",
                           "123456789012345678",
                           "9007199254740993",
                           "7.450580596923828126e-9",
                           "3.4028234e38"};
  for (const char* t : inexact) {
    ck_assert_msg(check_exactness<double>(t) != PlainExact::kExact, "%s", t);
    ck_assert_msg(check_exactness<float>(t) != PlainExact::kExact, "%s", t);
  }
  check_exact_values<double>(41);
  check_exact_values<float>(42);
}
END_TEST

int main() {
  Suite* s = suite_create("decimal_in");
  TCase* tc = tcase_create("decimal_in");
  tcase_set_timeout(tc, 600);
  tcase_add_test(tc, random_values);
  tcase_add_test(tc, midpoints);
  tcase_add_test(tc, long_significands);
  tcase_add_test(tc, exponent_edges);
  tcase_add_test(tc, double_rounding);
  tcase_add_test(tc, field_digit_path);
  tcase_add_test(tc, field_fast_path);
  tcase_add_test(tc, scan_lengths);
  tcase_add_test(tc, exactness);
  suite_add_tcase(s, tc);
  return ftnio::test::run_suite(s);
}
