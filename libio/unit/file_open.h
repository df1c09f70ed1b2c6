// SPDX-License-Identifier: MIT
// Opening the file of a new connection: named files with libgfortran's
// retries, scratch files, SHARE= locks, and the choice of buffering (L3).
#ifndef FTNIO_UNIT_FILE_OPEN_H
#define FTNIO_UNIT_FILE_OPEN_H

#include <memory>
#include <string>
#include <string_view>

#include "stream/stream.h"
#include "unit/modes.h"
#include "unit/unit.h"

namespace ftnio {

// (Names are views: OPEN in a loop copied them from string to string, an
// allocation each where longer than std::string keeps in place.)
struct FileRequest {
  std::string_view path;  // file to open, NUL-terminated; ignored for
                          // scratch files
  OpenStatus status;      // Scratch makes a new temporary file
  bool action_given;      // ACTION= present; else read-write with the
                          // read-only and write-only fallbacks
  Action action;          // ACTION= when given
  bool readonly;          // DEC READONLY (scratch files: ACTION=READ)
  Share share;            // DEC SHARE=
  bool unformatted;       // FORM='UNFORMATTED' (buffer size, buffering)
};

struct OpenedFile {
  std::unique_ptr<Stream> stream;  // raw or buffered stream on the file
  FileId id;                       // (dev, ino) for INQUIRE(FILE=)
  Action action;                   // the access actually obtained
  // The file's name: the request's, or a scratch file's generated name,
  // valid until this thread's next scratch OPEN.  NUL-terminated.
  std::string_view path;
  bool flush_each_record;  // unformatted, not buffered by the OS
                           // rules: push each record at once
};

// Result of open_external besides 0 and -errno of the failing open(2).
constexpr int kShareNeedsWrite = 1;  // SHARE='DENYRW' with ACTION='READ'

// libgfortran's open_external.  Scratch files are created in $TMPDIR (else
// /tmp) as gfortrantmpXXXXXX, or as flang 19 makes them
// (g_file_policy), and unlinked at once.  Returns 0 and fills
// out, kShareNeedsWrite, or -errno (out->path names the file for the
// message).
int open_external(const FileRequest& req, OpenedFile* out);

}  // namespace ftnio

#endif  // FTNIO_UNIT_FILE_OPEN_H
