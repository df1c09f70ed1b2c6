// SPDX-License-Identifier: MIT
// Process-wide settings: compile options from the main program and the
// GFORTRAN_* environment (L0).
#ifndef FTNIO_BASE_OPTIONS_H
#define FTNIO_BASE_OPTIONS_H

#include <atomic>
#include <cstddef>
#include <cstdint>

namespace ftnio {

// GFC_STD bits of CompileOptions::warn_std/allow_std that I/O looks at
// (gfortran's values, docs/abi.md §6.3.1).
constexpr uint16_t kStdF95 = 0x8;
constexpr uint16_t kStdF2003 = 0x10;
constexpr uint16_t kStdGnu = 0x20;
constexpr uint16_t kStdLegacy = 0x40;
constexpr uint16_t kStdF2008 = 0x80;
constexpr uint16_t kStdF2018 = 0x200;

// Values the compiled main program passes through _gfortran_set_options and
// friends (docs/abi.md §6.3).  The defaults are libgfortran's for a program
// whose main is not Fortran and so never calls set_options
// (docs/abi.md §6.3.2).
struct CompileOptions {
  int warn_std = 0x44;    // GFC_STD bits that warn
  int allow_std = 0x1ff;  // GFC_STD bits allowed (F77..F2008, GNU, LEGACY)
  int pedantic = 0;       // -pedantic
  int backtrace = 0;      // -fbacktrace (on in gfortran's main)
  int sign_zero = 1;      // write -0.0 with its minus sign
  int bounds_check = 0;   // -fcheck=bounds
  int fpe_summary = 0;    // not I/O
  int convert = 0;        // -fconvert: 0 native 1 swap 2 big 3 little
  int record_marker = 0;  // -frecord-marker; 0 = default (4 bytes)
  int max_subrecord_length = 0;  // -fmax-subrecord-length; 0 = default
};

// The GFORTRAN_* variables libgfortran's I/O reads at start-up
// (docs/abi.md §8.1).
struct EnvOptions {
  int stdin_unit;                // unit preconnected to fd 0; < 0: none
  int stdout_unit;               // unit preconnected to fd 1; < 0: none
  int stderr_unit;               // unit preconnected to fd 2; < 0: none
  bool all_unbuffered;           // GFORTRAN_UNBUFFERED_ALL
  bool unbuffered_preconnected;  // GFORTRAN_UNBUFFERED_PRECONNECTED
  bool show_locus;               // GFORTRAN_SHOW_LOCUS
  bool optional_plus;            // GFORTRAN_OPTIONAL_PLUS
  int backtrace;                 // GFORTRAN_ERROR_BACKTRACE: 1, 0, -1 unset
  char separator[64];            // GFORTRAN_LIST_SEPARATOR, validated
  size_t separator_len;          // its length, >= 1
  // GFORTRAN_FORMATTED_BUFFER_SIZE and GFORTRAN_UNFORMATTED_BUFFER_SIZE as
  // written, 0 when unset or malformed (buffer_sizing() judges them): read
  // here once, not per OPEN (a getenv walk of the environment each).
  int formatted_buffer_size;
  int unformatted_buffer_size;
};

// How the standard streams behave where the compilers' runtimes differ;
// the front door's library sets it before the first statement (libftnio_flang
// at load time), the defaults are libgfortran's.
struct StandardStreamPolicy {
  // Preconnected units are buffered unless a terminal (flang), not only
  // on regular files (libgfortran: pipes see each record at once).
  bool buffer_unless_terminal = false;
  // Standard output is flushed before the other units at FLUSH-all and
  // program end (flang), not in libgfortran's order.
  bool stdout_flushed_first = false;
  // Standard input from a pipe can be read again where the runtime's
  // buffer still holds it (flang: BACKSPACE and REWIND work there as on
  // a file), not only forwards (libgfortran).
  bool replay_piped_input = false;
  // The standard streams' units, which end no pending non-advancing
  // record with a newline at CLOSE or program end, are the units
  // connected to descriptors 0-2 (flang: a unit 0 reconnected to fort.0
  // gets its newline), not the units numbered as the preconnected ones
  // wherever they are connected (libgfortran).
  bool known_by_connection = false;
};
extern StandardStreamPolicy g_standard_stream_policy;

// How the runtime meets files where the compilers' runtimes differ: how
// OPEN and INQUIRE(FILE=) find a connected file, where scratch files go,
// how OPEN creates files and what a failed read(2) means.  One policy,
// set by the front door's library before the first statement like the
// one above; the defaults are libgfortran's.
struct FilePolicy {
  // INQUIRE(FILE=) and OPEN know the unit a file is connected to by the
  // name it was opened with, trailing blanks dropped (flang: "./x.txt" is
  // not connected while "x.txt" is, and may be opened again), not by the
  // file itself (libgfortran: device and inode).
  bool lookup_by_name = false;
  // OPEN(STATUS='SCRATCH') makes /tmp/Fortran-Scratch-XXXXXX whatever
  // TMPDIR says (flang 19), not gfortrantmpXXXXXX in $TMPDIR, else /tmp
  // (libgfortran).
  bool scratch_in_tmp_as_flang = false;
  // OPEN creates as flang: STATUS='UNKNOWN' asks O_CREAT with
  // ACTION='READ' too (so a directory is refused, EISDIR), and a new file
  // gets mode 0600 before the umask; libgfortran opens ACTION='READ'
  // without O_CREAT and creates with 0666.
  bool creates_as_flang = false;
  // A read(2) that fails under a formatted or unformatted sequential
  // READ is reported with its errno (flang); libgfortran's buffer takes it
  // for the end of the file (formatted: END; unformatted: a corrupt
  // file), as a READ of a directory opened ACTION='READ' shows.
  bool read_errors_reported = false;
};
extern FilePolicy g_file_policy;

// Defaults a compiler's runtime takes from its own environment variables
// (flang's DEFAULT_UTF8 and FORT_FMT_RECL); the front door's library sets
// them before the first statement, the defaults are libgfortran's (which
// has neither).
struct EnvironmentDefaults {
  // New formatted connections, the preconnected units included, are
  // ENCODING='UTF-8' (flang's DEFAULT_UTF8=1).
  bool utf8 = false;
  // The line length of flang's list-directed output on an external unit
  // without RECL= (FORT_FMT_RECL; flang's default 79).
  int32_t list_line_length = 79;
};
extern EnvironmentDefaults g_environment_defaults;

// The front door's reading of its runtime's environment into the settings
// above (and CompileOptions::convert), run once before the first
// statement, not at load time: flang's ProgramStart first puts the
// compiler's defaults (-fconvert as FORT_CONVERT) into the environment.
// Null for libgfortran, whose settings come from the calls the compiled
// program makes.
extern void (*g_front_door_startup)();

// Plain global (no initialisation guard): read on every statement.
extern CompileOptions g_compile_options;
inline CompileOptions& compile_options() { return g_compile_options; }
// Read once, on first use; thread-safe.  Inline after the first use (a
// pointer load instead of a call and a guard check: every formatted and
// list-directed statement asks).
extern std::atomic<const EnvOptions*> g_env_options;
const EnvOptions& read_env_options();
inline const EnvOptions& env_options() {
  const EnvOptions* o = g_env_options.load(std::memory_order_acquire);
  return o != nullptr ? *o : read_env_options();
}

// Whether an unhandled runtime error prints a backtrace.
inline bool backtrace_wanted() {
  int env = env_options().backtrace;
  return env == 1 || (env == -1 && compile_options().backtrace == 1);
}

}  // namespace ftnio

#endif  // FTNIO_BASE_OPTIONS_H
