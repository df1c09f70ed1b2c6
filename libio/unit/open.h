// SPDX-License-Identifier: MIT
// The OPEN statement and the implicit connections of READ, WRITE and
// ENDFILE on an unconnected unit (L3).
#ifndef FTNIO_UNIT_OPEN_H
#define FTNIO_UNIT_OPEN_H

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "base/io_error.h"

namespace ftnio {

// A CHARACTER specifier as the program passed it: not NUL-terminated,
// possibly blank padded.
struct CharSpec {
  const char* ptr = nullptr;  // the characters
  size_t len = 0;             // their number
  bool present = false;       // the specifier appeared in the statement
};

// An OPEN statement, decoded from the compiler's parameter block.
struct OpenRequest {
  int32_t unit = 0;       // UNIT= (0 with NEWUNIT= alone)
  bool newunit = false;   // NEWUNIT= present
  bool has_recl = false;  // RECL= present
  int64_t recl = 0;       // RECL= value
  bool readonly = false;  // DEC READONLY
  CharSpec file, status, access, form, blank, position, action, delim, pad,
      convert, decimal, encoding, round, sign, asynchronous, cc, share;
  const char* source_file = nullptr;  // locus of run-time warnings
  int32_t line = 0;                   // source line of the statement
};

// The file name given by FILE=: trailing blanks removed, and like C
// strings it ends at a NUL character.
std::string file_spec_name(const CharSpec& file);

// The same name as a C string for one statement's look-ups.  A name that
// fits is kept on the stack: INQUIRE(FILE=) in a loop would otherwise
// allocate and free the name every statement.
class FileSpecPath {
 public:
  explicit FileSpecPath(const CharSpec& file);
  // A name as it is (a unit's file name, for messages after its CLOSE:
  // a scratch file's is too long for std::string to keep in place).
  explicit FileSpecPath(std::string_view name);
  FileSpecPath(const FileSpecPath&) = delete;
  FileSpecPath& operator=(const FileSpecPath&) = delete;
  const char* c_str() const { return ptr_; }
  size_t size() const { return len_; }

 private:
  void keep(const char* p, size_t n);
  char small_[256];
  std::string large_;
  const char* ptr_;
  size_t len_;
};

// Performs OPEN (F2018 12.5.6) as libgfortran 12 does: connects a new file,
// changes the changeable modes of a connected unit, or closes it and
// connects another file.  Errors go to status.  Returns the unit number
// connected, which is the NEWUNIT= value (meaningful only when status is
// still ok).
int32_t open_statement(IoStatus& status, const OpenRequest& req);

// ENDFILE on an unconnected unit: connects fort.<unit>, unformatted, and
// leaves it after its endfile record.  Errors go to status.
void open_for_endfile(IoStatus& status, int32_t unit, const char* source_file,
                      int32_t line);

}  // namespace ftnio

#endif  // FTNIO_UNIT_OPEN_H
