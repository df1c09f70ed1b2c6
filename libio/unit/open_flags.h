// SPDX-License-Identifier: MIT
// The decoded specifiers of an OPEN and the steps shared by OPEN and the
// implicit connections (L3, internal to the open*.cpp files).
#ifndef FTNIO_UNIT_OPEN_FLAGS_H
#define FTNIO_UNIT_OPEN_FLAGS_H

#include <cstdint>
#include <string>

#include "base/io_error.h"
#include "unit/open.h"
#include "unit/unit.h"

namespace ftnio {

// A specifier that was not given (libgfortran's *_UNSPECIFIED); a keyword
// that did not match decodes to -1 (and an error was raised).
constexpr int kUnset = -2;

// Each field holds the value of the matching enum of modes.h (access may
// also be kAccessAppend), kUnset, or -1.
struct OpenFlags {
  int access = kUnset;    // Access
  int action = kUnset;    // Action
  int form = kUnset;      // Form
  int blank = kUnset;     // BlankMode
  int delim = kUnset;     // Delim
  int pad = kUnset;       // PadMode
  int decimal = kUnset;   // DecimalMode
  int encoding = kUnset;  // Encoding
  int round = kUnset;     // RoundMode
  int sign = kUnset;      // SignMode
  int position = kUnset;  // Position
  int status = kUnset;    // OpenStatus
  int share = kUnset;     // Share
  int cc = kUnset;        // CarriageControl
  int async = kUnset;     // 1 yes, 0 no
  bool readonly = false;  // DEC READONLY
  bool swap = false;      // resolved CONVERT: data byte-swapped
};

// Where a connection goes and what the statement said about it.
struct OpenTarget {
  int32_t unit = 0;                   // unit number being connected
  bool has_file = false;              // FILE= given
  std::string file;                   // FILE= without trailing blanks
  bool has_recl = false;              // RECL= given
  int64_t recl = 0;                   // RECL= value
  const char* source_file = nullptr;  // locus of warnings
  int32_t line = 0;                   // source line
};

// Decodes the keywords of req in libgfortran's order and applies the
// checks that do not depend on the unit.  Errors go to status.
void decode_open_flags(IoStatus& status, const OpenRequest& req,
                       OpenFlags* flags);

// libgfortran's new_unit: connects the locked, unconnected unit u as flags
// and target say.  On failure the error is raised, the unit is retired
// (its node removed) and false returned.
bool new_unit(IoStatus& status, Unit& u, OpenFlags& flags,
              const OpenTarget& target);

// The locus of a warning or standard-conformance error about unit.
FatalReport open_locus(const OpenTarget& target, const Unit* u,
                       const char* message);

}  // namespace ftnio

#endif  // FTNIO_UNIT_OPEN_FLAGS_H
