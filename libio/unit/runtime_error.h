// SPDX-License-Identifier: MIT
// Printing unhandled runtime errors and ending the program as libgfortran
// does (L3).
#ifndef FTNIO_UNIT_RUNTIME_ERROR_H
#define FTNIO_UNIT_RUNTIME_ERROR_H

#include <string>

#include "base/io_error.h"
#include "base/options.h"

namespace ftnio {

// Makes IoStatus::raise print through fatal_error() below.
void install_fatal_error_handler();

// Writes the locus line (unless GFORTRAN_SHOW_LOCUS=0), then
// "Fortran runtime error: <message>", then the backtrace block when wanted,
// all straight to file descriptor 2, and calls exit(2) so that buffered
// units are flushed by the exit handler.
[[noreturn]] void fatal_error(const FatalReport& report);

// For the exit handler, which must not call exit() again: writes
// "Fortran runtime error: <message>" (no locus, no backtrace) and ends the
// process with status 2 at once.
[[noreturn]] void exit_handler_error(const char* message);

// Writes the locus line (as fatal_error) and "Fortran runtime warning:
// <message>" to stderr and returns.
void runtime_warning(const FatalReport& report);

// An inconsistency libgfortran reports as "Internal Error: <message>"
// (after the locus line, with the backtrace when wanted), exit status 3.
[[noreturn]] void internal_error(const FatalReport& report);

// GFC_STD_* bits of the compile options' allow_std and warn_std.

// libgfortran's notify_std, for a feature of standard std_bit used at run
// time: nothing unless compiled with -pedantic; then a warning when the
// standard warns about it, else the program ends (exit 2) as for an error
// that no IOSTAT= can catch.  report.message is the text.
void notify_std(int std_bit, const FatalReport& report);

// For a front door whose runtime aborts on an uncaught error (LLVM flang):
// writes text to stderr as it is, flushes every unit and calls abort(),
// so that the exit handlers do not run.
[[noreturn]] void abort_after_message(const std::string& text);

// Writes "ftnio: <what> is not implemented" to stderr and exits with 2:
// an unimplemented statement must never fall through to libgfortran.
[[noreturn]] void not_implemented(const char* what);

}  // namespace ftnio

#endif  // FTNIO_UNIT_RUNTIME_ERROR_H
