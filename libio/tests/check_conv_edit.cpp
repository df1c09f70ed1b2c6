// SPDX-License-Identifier: MIT
// Check tests of libio/conv edit-descriptor output against libgfortran 12: fixed tables and a randomized gfortran oracle (tests).
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <cstdint>
#include <string>
#include <vector>

#include "conv/edit_out.h"

using ftnio::conv::EditKind;
using ftnio::conv::EditModes;
using ftnio::conv::EditSpec;
using ftnio::conv::Round;
using ftnio::conv::Sign;

namespace {

// ---------------------------------------------------------------------------
// A tiny interpreter for format fragments such as "RU,SP,2P,E12.4" or
// "-3P,F10.2,0P,F12.5": mode items change the modes, every data edit
// writes the same value.  The oracle prints the same fragments, so the
// descriptor lists live in one place (edit_oracle.f90).

struct Op {
  bool is_data;  // data edit (spec) or a mode change (apply)
  EditSpec spec;
  char mode[4];  // "RU", "SP", "DC", "P" (scale in `scale`)...
  int scale;     // for "P"
};

// Parses a data edit such as "EN15.6", "E12.4E3", "I8.5", "G0", "L".
bool parse_data_edit(const char* t, EditSpec* s) {
  *s = EditSpec{EditKind::A, 0, 0, 0, 0, false, false, false, false};
  static const struct {
    const char* name;
    EditKind kind;
  } kNames[] = {{"EN", EditKind::EN}, {"ES", EditKind::ES}, {"EX", EditKind::EX},
                {"F", EditKind::F},   {"E", EditKind::E},   {"D", EditKind::D},
                {"G", EditKind::G},   {"I", EditKind::I},   {"B", EditKind::B},
                {"O", EditKind::O},   {"Z", EditKind::Z},   {"L", EditKind::L},
                {"A", EditKind::A}};
  size_t n = 0;
  for (const auto& k : kNames) {
    n = strlen(k.name);
    if (strncmp(t, k.name, n) == 0 && (t[n] == '\0' || (t[n] >= '0' && t[n] <= '9'))) {
      s->kind = k.kind;
      break;
    }
    n = 0;
  }
  if (n == 0) return false;
  const char* p = t + n;
  auto number = [&p](int32_t* v) {
    if (*p < '0' || *p > '9') return false;
    *v = 0;
    while (*p >= '0' && *p <= '9') *v = *v * 10 + (*p++ - '0');
    return true;
  };
  s->w_given = number(&s->w);
  if (*p == '.') {
    ++p;
    const bool is_int = s->kind == EditKind::I || s->kind == EditKind::B ||
                        s->kind == EditKind::O || s->kind == EditKind::Z;
    if (is_int) {
      s->m_given = number(&s->m);
    } else {
      s->d_given = number(&s->d);
    }
  }
  if (*p == 'E') {
    ++p;
    s->e_given = number(&s->e);
  }
  return *p == '\0';
}

bool parse_fragment(const std::string& frag, std::vector<Op>* ops) {
  ops->clear();
  size_t start = 0;
  while (start <= frag.size()) {
    size_t end = frag.find(',', start);
    if (end == std::string::npos) end = frag.size();
    const std::string tok = frag.substr(start, end - start);
    Op op{};
    const size_t last = tok.size() - 1;
    if (!tok.empty() && tok[last] == 'P' && tok.size() > 1 &&
        (tok[0] == '-' || (tok[0] >= '0' && tok[0] <= '9'))) {
      op.mode[0] = 'P';
      op.scale = atoi(tok.c_str());
    } else if (tok == "RU" || tok == "RD" || tok == "RZ" || tok == "RN" || tok == "RC" ||
               tok == "RP" || tok == "SP" || tok == "SS" || tok == "S" || tok == "DC" ||
               tok == "DP") {
      snprintf(op.mode, sizeof op.mode, "%s", tok.c_str());
    } else {
      op.is_data = true;
      if (!parse_data_edit(tok.c_str(), &op.spec)) return false;
    }
    ops->push_back(op);
    start = end + 1;
  }
  return true;
}

void apply_mode(const Op& op, EditModes* m) {
  const char* s = op.mode;
  if (s[0] == 'P') {
    m->scale = op.scale;
  } else if (!strcmp(s, "RU")) {
    m->round = Round::Up;
  } else if (!strcmp(s, "RD")) {
    m->round = Round::Down;
  } else if (!strcmp(s, "RZ")) {
    m->round = Round::Zero;
  } else if (!strcmp(s, "RN")) {
    m->round = Round::Nearest;
  } else if (!strcmp(s, "RC")) {
    m->round = Round::Compatible;
  } else if (!strcmp(s, "RP")) {
    m->round = Round::Unspecified;
  } else if (!strcmp(s, "SP")) {
    m->sign = Sign::Plus;
  } else if (!strcmp(s, "SS")) {
    m->sign = Sign::Suppress;
  } else if (!strcmp(s, "S")) {
    m->sign = Sign::ProcessorDefined;
  } else if (!strcmp(s, "DC")) {
    m->decimal_comma = true;
  } else if (!strcmp(s, "DP")) {
    m->decimal_comma = false;
  }
}

// Item type of a value: 'R' real, 'I' integer, 'L' logical; kind in bytes
// of the meaningful storage (10 for REAL(10)).
struct Item {
  char type;
  int kind;
  alignas(16) unsigned char bytes[16];
};

// "R8" + big-endian hex digits -> Item (little-endian storage).
bool parse_item(const char* tag, const char* hex, size_t hex_len, Item* it) {
  it->type = tag[0];
  it->kind = atoi(tag + 1);
  memset(it->bytes, 0, sizeof it->bytes);
  if (hex_len != static_cast<size_t>(2 * it->kind) || it->kind > 16) return false;
  for (int i = 0; i < it->kind; ++i) {
    unsigned v = 0;
    if (sscanf(hex + 2 * i, "%2x", &v) != 1) return false;
    it->bytes[it->kind - 1 - i] = static_cast<unsigned char>(v);
  }
  return true;
}

// Runs the fragment's ops on one item; the text is appended to *out.
// Returns false when a function reported an error (kEditError / 0).
bool run_ops(const std::vector<Op>& ops, const Item& it, EditModes modes, std::string* out) {
  char buf[8192];
  for (const Op& op : ops) {
    if (!op.is_data) {
      apply_mode(op, &modes);
      continue;
    }
    const size_t cap = ftnio::conv::edit_max_width(op.spec, modes, it.kind);
    if (cap > sizeof buf) return false;
    size_t n;
    if (it.type == 'R') {
      n = ftnio::conv::edit_real(buf, op.spec, modes, it.bytes, it.kind);
    } else if (it.type == 'I') {
      n = ftnio::conv::edit_integer(buf, op.spec, modes, it.bytes, it.kind);
    } else {
      n = ftnio::conv::edit_logical(buf, op.spec, it.bytes, it.kind);
    }
    if (n == ftnio::conv::kEditError || n == 0 || n > cap) {
      out->append(n == ftnio::conv::kEditError ? "<error>" : "<bad length>");
      return false;
    }
    out->append(buf, n);
  }
  return true;
}

// ---------------------------------------------------------------------------
// The oracle.

std::string source_root() {
  const char* env = getenv("FTNIO_TEST_SRCDIR");
  if (env && *env) return env;
  std::string here = __FILE__;
  const size_t cut = here.rfind("/libio/tests/");
  return cut == std::string::npos ? std::string(".") : here.substr(0, cut);
}

// Builds edit_oracle.f90 with the given extra flags into dir; "" on failure.
std::string build_oracle(const std::string& dir, const char* name, const char* flags) {
  const std::string src = source_root() + "/libio/tests/data/edit_oracle.f90";
  const std::string exe = dir + "/" + name;
  const std::string cmd = "gfortran -O1 " + std::string(flags) + " -J '" + dir + "' -o '" + exe +
                          "' '" + src + "'";
  const int rc = system(cmd.c_str());
  if (rc != 0) {
    fprintf(stderr, "oracle build failed (%d): %s\n", rc, cmd.c_str());
    return "";
  }
  return exe;
}

std::string make_temp_dir() {
  const char* tmp = getenv("TMPDIR");
  std::string templ = std::string(tmp && *tmp ? tmp : "/tmp") + "/ftnio_edit_oracle_XXXXXX";
  if (!mkdtemp(templ.data())) return "";
  return templ;
}

void remove_dir(const std::string& dir) {
  if (dir.empty()) return;
  const std::string cmd = "rm -rf '" + dir + "'";
  if (system(cmd.c_str()) != 0) fprintf(stderr, "could not remove %s\n", dir.c_str());
}

// Tallies of one oracle run.
struct Tally {
  long values;       // records compared
  long comparisons;  // fragment outputs compared
  long real8;        // REAL(8) records
  long bad;          // mismatching fragment outputs
  double seconds;    // time spent in ftnio's conversions
};

// The fragments of one set ("#R F10.3|E12.4|...").
struct FragmentSet {
  std::vector<std::string> text;
  std::vector<std::vector<Op>> ops;
};

bool load_set(const char* line, FragmentSet* set) {
  set->text.clear();
  set->ops.clear();
  std::string rest = line;
  size_t start = 0;
  while (start <= rest.size()) {
    size_t end = rest.find('|', start);
    if (end == std::string::npos) end = rest.size();
    set->text.push_back(rest.substr(start, end - start));
    std::vector<Op> ops;
    if (!parse_fragment(set->text.back(), &ops)) {
      fprintf(stderr, "cannot parse fragment '%s'\n", set->text.back().c_str());
      return false;
    }
    set->ops.push_back(ops);
    start = end + 1;
  }
  return true;
}

double now_seconds() {
  timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return static_cast<double>(ts.tv_sec) + 1e-9 * static_cast<double>(ts.tv_nsec);
}

// Compares one oracle record "<tag> <hex>|<out>|<out>...".
void compare_record(char* line, const FragmentSet* sets, const EditModes& base, Tally* t) {
  char* sp = strchr(line, ' ');
  char* bar = strchr(line, '|');
  if (!sp || !bar || bar < sp) {
    if (++t->bad <= 30) fprintf(stderr, "oracle: malformed record [%s]\n", line);
    return;
  }
  *sp = '\0';
  Item it;
  if (!parse_item(line, sp + 1, static_cast<size_t>(bar - sp - 1), &it)) {
    if (++t->bad <= 30) fprintf(stderr, "oracle: bad value %s %.*s\n", line, (int)(bar - sp - 1), sp + 1);
    return;
  }
  const FragmentSet& set = sets[it.type == 'R' ? 0 : it.type == 'I' ? 1 : 2];
  ++t->values;
  if (it.type == 'R' && it.kind == 8) ++t->real8;
  char* field = bar + 1;
  std::string got;
  for (size_t f = 0; f < set.ops.size(); ++f) {
    char* next = strchr(field, '|');
    if (next) *next = '\0';
    got.clear();
    const double t0 = now_seconds();
    run_ops(set.ops[f], it, base, &got);
    t->seconds += now_seconds() - t0;
    ++t->comparisons;
    if (got != field) {
      if (++t->bad <= 30) {
        fprintf(stderr, "oracle: %s %s [%s]: expected [%s] got [%s]\n", line, sp + 1 - 0,
                set.text[f].c_str(), field, got.c_str());
      }
    }
    if (!next) {
      if (f + 1 != set.ops.size() && ++t->bad <= 30) fprintf(stderr, "oracle: short record\n");
      break;
    }
    field = next + 1;
  }
}

// Runs `cmd` (an oracle) and compares its whole output.
bool run_oracle(const std::string& cmd, const EditModes& base, Tally* t) {
  FILE* in = popen(cmd.c_str(), "r");
  if (!in) return false;
  FragmentSet sets[3];
  char* line = nullptr;
  size_t cap = 0;
  ssize_t len;
  while ((len = getline(&line, &cap, in)) > 0) {
    if (line[len - 1] == '\n') line[--len] = '\0';
    if (line[0] == '#') {
      const int slot = line[1] == 'R' ? 0 : line[1] == 'I' ? 1 : 2;
      if (!load_set(line + 3, &sets[slot])) ++t->bad;
      continue;
    }
    // A record's hex field is terminated by '|'; the tag separates at ' '.
    compare_record(line, sets, base, t);
  }
  free(line);
  const int status = pclose(in);
  return status == 0;
}

long env_count(const char* name, long dflt) {
  const char* env = getenv(name);
  return env && *env ? atol(env) : dflt;
}

START_TEST(random_oracle) {
  const long count = env_count("FTNIO_ORACLE_COUNT", 20000);
  // FTNIO_ORACLE_SETS restricts the run to some sets ("R8,I4"), for debugging.
  const char* sets_env = getenv("FTNIO_ORACLE_SETS");
  const std::string sets = sets_env && *sets_env ? std::string(" '") + sets_env + "'" : "";
  const std::string dir = make_temp_dir();
  ck_assert_msg(!dir.empty(), "mkdtemp failed");
  const std::string exe = build_oracle(dir, "edit_oracle", "");
  const std::string exe_nsz = build_oracle(dir, "edit_oracle_nsz", "-fno-sign-zero");
  if (exe.empty() || exe_nsz.empty()) remove_dir(dir);
  ck_assert_msg(!exe.empty() && !exe_nsz.empty(), "cannot build the gfortran oracle");

  Tally plain = {};
  EditModes base;
  const bool ok1 = run_oracle("'" + exe + "' " + std::to_string(count) + sets, base, &plain);
  // -fno-sign-zero and GFORTRAN_OPTIONAL_PLUS on a tenth of the values.
  Tally nsz = {};
  EditModes no_sign_zero;
  no_sign_zero.sign_zero = false;
  const bool ok2 = run_oracle("'" + exe_nsz + "' " + std::to_string(count / 10 + 10) + sets, no_sign_zero, &nsz);
  Tally plus = {};
  EditModes optional_plus;
  optional_plus.optional_plus = true;
  const bool ok3 = run_oracle("GFORTRAN_OPTIONAL_PLUS=y '" + exe + "' " +
                                  std::to_string(count / 10 + 10) + sets,
                              optional_plus, &plus);
  remove_dir(dir);
  const long total = plain.comparisons + nsz.comparisons + plus.comparisons;
  printf("edit oracle: %ld values (%ld REAL(8)), %ld fragment outputs compared, %ld mismatches; "
         "-fno-sign-zero: %ld outputs, %ld mismatches; optional plus: %ld outputs, %ld mismatches; "
         "total %ld outputs, ftnio time %.2f s\n",
         plain.values, plain.real8, plain.comparisons, plain.bad, nsz.comparisons, nsz.bad,
         plus.comparisons, plus.bad, total, plain.seconds + nsz.seconds + plus.seconds);
  fflush(stdout);
  ck_assert_msg(ok1 && ok2 && ok3, "an oracle run failed");
  if (sets.empty()) ck_assert_int_ge(plain.real8, count);
  ck_assert_int_eq(plain.bad + nsz.bad + plus.bad, 0);
}
END_TEST

Suite* conv_edit_suite() {
  Suite* s = suite_create("conv_edit");
  TCase* oracle = tcase_create("oracle");
  tcase_set_timeout(oracle, 900);
  tcase_add_test(oracle, random_oracle);
  suite_add_tcase(s, oracle);
  return s;
}

}  // namespace

int main() {
  SRunner* sr = srunner_create(conv_edit_suite());
  srunner_run_all(sr, CK_NORMAL);
  const int failed = srunner_ntests_failed(sr);
  srunner_free(sr);
  return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
