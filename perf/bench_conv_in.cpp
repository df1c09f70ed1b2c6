// SPDX-License-Identifier: MIT
// Google Benchmark: REAL(8) input conversion (perf/, uses L1 conv).
//
// Measures ftnio::conv::list_real_token (list-directed) and
// read_real_field (an ES24.16 field) alone, without units or statements,
// over texts with exponents from about -30 to +30 as '(es24.16)' writes
// them.  The "Dexp" rows write the exponent with a D, which the
// one-scan shortcut (read_plain_decimal) does not take: they time the
// digit-buffer path.  "Kind4" reads the texts into a REAL(4).  strtod is
// a yardstick, not a reference.
#include <benchmark/benchmark.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "conv/edit_in.h"

namespace {

constexpr size_t kValues = 4096;  // table length, a power of two

// Each text is 24 characters, the number right-aligned, then the
// separator the list reader sees at the record end.
std::vector<std::string> texts(bool d_exponent) {
  std::vector<std::string> v(kValues);
  for (size_t i = 0; i < kValues; ++i) {
    const double base = 1.0 + static_cast<double>(i % 97) / 7.0;
    double d = base * std::pow(10.0, static_cast<int>(i % 61) - 30);
    char buf[64];
    std::snprintf(buf, sizeof buf, "%24.16E", (i & 2) ? -d : d);
    std::string s(buf);
    if (d_exponent) s[s.find('E')] = 'D';
    v[i] = s;
  }
  return v;
}

// The list reader hands the scanner the text after the leading blanks.
// kind 4 reads the same texts into a REAL(4).
void list_real(benchmark::State& state, bool d_exponent, int kind = 8) {
  const auto table = texts(d_exponent);
  const ftnio::conv::InModes modes;
  double x = 0;
  size_t i = 0;
  for (auto _ : state) {
    const std::string& s = table[i++ & (kValues - 1)];
    std::string_view t(s);
    t.remove_prefix(t.find_first_not_of(' '));
    auto r = ftnio::conv::list_real_token(t, false, kind, &x, modes);
    benchmark::DoNotOptimize(r);
    benchmark::DoNotOptimize(x);
  }
  state.SetItemsProcessed(state.iterations());
}
void BM_ListRealToken(benchmark::State& state) { list_real(state, false); }
void BM_ListRealTokenDexp(benchmark::State& state) { list_real(state, true); }
void BM_ListRealTokenKind4(benchmark::State& state) {
  list_real(state, false, 4);
}

void field_real(benchmark::State& state, bool d_exponent) {
  const auto table = texts(d_exponent);
  const ftnio::conv::InModes modes;
  double x = 0;
  size_t i = 0;
  for (auto _ : state) {
    const std::string& s = table[i++ & (kValues - 1)];
    auto r = ftnio::conv::read_real_field(s, 16, 8, &x, modes);
    benchmark::DoNotOptimize(r);
    benchmark::DoNotOptimize(x);
  }
  state.SetItemsProcessed(state.iterations());
}
void BM_ReadRealFieldEs(benchmark::State& state) { field_real(state, false); }
void BM_ReadRealFieldEsDexp(benchmark::State& state) {
  field_real(state, true);
}

void BM_Strtod(benchmark::State& state) {
  const auto table = texts(false);
  size_t i = 0;
  for (auto _ : state) {
    double x = std::strtod(table[i++ & (kValues - 1)].c_str(), nullptr);
    benchmark::DoNotOptimize(x);
  }
  state.SetItemsProcessed(state.iterations());
}

BENCHMARK(BM_ListRealToken);
BENCHMARK(BM_ListRealTokenDexp);
BENCHMARK(BM_ListRealTokenKind4);
BENCHMARK(BM_ReadRealFieldEs);
BENCHMARK(BM_ReadRealFieldEsDexp);
BENCHMARK(BM_Strtod);

}  // namespace

BENCHMARK_MAIN();
