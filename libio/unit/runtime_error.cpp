// SPDX-License-Identifier: MIT
// Printing unhandled runtime errors and ending the program as libgfortran
// does (L3).
#include "unit/runtime_error.h"

#include <dlfcn.h>

#include <charconv>
#include <cstdlib>
#include <cstring>
#include <string>

#include "base/options.h"
#include "stream/raw_stream.h"
#include "stream/sys_queries.h"
#include "unit/unit_table.h"

namespace ftnio {

namespace {

void write_stderr(const std::string& text) {
  RawStream err(2, false);
  (void)err.write(text.data(), static_cast<Offset>(text.size()));
}

std::string decimal(long long v) {
  char buf[24];
  auto r = std::to_chars(buf, buf + sizeof buf, v);
  return std::string(buf, r.ptr);
}

std::string locus_line(const FatalReport& r) {
  if (!env_options().show_locus || r.source_file == nullptr) return "";
  std::string s = "At line " + decimal(r.line) + " of file " + r.source_file;
  if (r.unit > 0) {
    s += " (unit = " + decimal(r.unit);
    if (r.unit_file != nullptr)
      s += std::string(", file = '") + r.unit_file + "'";
    s += ")";
  }
  return s + "\n";
}

// The symbolic backtrace comes from libgfortran itself (its BACKTRACE
// intrinsic), so frames look exactly like libgfortran's own reports.
void print_backtrace() {
  write_stderr("\nError termination. Backtrace:\n");
  using BacktraceFn = void (*)();
  auto fn =
      reinterpret_cast<BacktraceFn>(dlsym(RTLD_DEFAULT, "_gfortran_backtrace"));
  if (fn != nullptr) fn();
}

thread_local bool t_in_fatal = false;  // a fatal error is being reported

void fatal_handler(const FatalReport& report) { fatal_error(report); }

}  // namespace

void install_fatal_error_handler() { set_fatal_handler(fatal_handler); }

void fatal_error(const FatalReport& report) {
  // A second fatal error while reporting the first (for instance a write
  // error during the exit flush) must not loop: give up at once.
  if (t_in_fatal) std::abort();
  t_in_fatal = true;
  write_stderr(locus_line(report) + "Fortran runtime error: " + report.message +
               "\n");
  if (backtrace_wanted()) print_backtrace();
  std::exit(2);
}

void exit_handler_error(const char* message) {
  write_stderr(std::string("Fortran runtime error: ") + message + "\n");
  sys_exit_now(2);
}

void internal_error(const FatalReport& report) {
  if (t_in_fatal) std::abort();
  t_in_fatal = true;
  write_stderr(locus_line(report) + "Internal Error: " + report.message + "\n");
  if (backtrace_wanted()) print_backtrace();
  std::exit(3);
}

void runtime_warning(const FatalReport& report) {
  write_stderr(locus_line(report) +
               "Fortran runtime warning: " + report.message + "\n");
}

void notify_std(int std_bit, const FatalReport& report) {
  const CompileOptions& o = compile_options();
  if (!o.pedantic) return;
  bool warns = (o.warn_std & std_bit) != 0;
  if ((o.allow_std & std_bit) != 0 && !warns) return;
  if (warns)
    runtime_warning(report);
  else
    fatal_error(report);
}

void abort_after_message(const std::string& text) {
  if (t_in_fatal) std::abort();
  t_in_fatal = true;
  write_stderr(text);
  flush_all_units();
  std::abort();
}

void not_implemented(const char* what) {
  write_stderr(std::string("ftnio: ") + what + " is not implemented\n");
  std::exit(2);
}

}  // namespace ftnio
