// SPDX-License-Identifier: MIT
// flang 19's rules for BACKSPACE, ENDFILE, REWIND and FLUSH (L5, flang
// front door): positioning_rules.h.
#include "abi_flang/positioning_rules.h"

#include <fcntl.h>

#include <string>

#include "abi_flang/flang_api.h"
#include "abi_flang/left_unit_sink.h"
#include "abi_flang/position_model.h"
#include "base/iostat.h"
#include "stream/raw_stream.h"
#include "unit/unit.h"
#include "unit/unit_table.h"

namespace ftnio::flang {

namespace io = Fortran::runtime::io;

namespace {

void fail(Statement& s, int iostat, int core_code, const std::string& text) {
  s.flang_code = iostat;
  s.status.raise(core_code, text.c_str());
}

// flang connects an unconnected unit for REWIND (STATUS='UNKNOWN') or
// ENDFILE (STATUS='REPLACE') to fort.N: the file is made as its OPEN
// makes it.  The core connects it at the unit's first data transfer.
void make_default_file(const Statement& s, bool empty) {
  const std::string path = "fort." + std::to_string(flang_unit(s.unit));
  int fd =
      raw_open(path.c_str(), O_CREAT | O_RDWR | (empty ? O_TRUNC : 0), 0600);
  if (fd >= 0) (void)raw_close(fd);
}

}  // namespace

bool positioning_as_flang(Statement& s) {
  const Unit* u = find_unit(s.unit);
  const bool connected = u != nullptr && u->connected();
  switch (s.kind) {
    case CookieKind::kBackspace:
      // After the endfile record (an ENDFILE, a READ that met the end)
      // flang's BACKSPACE steps back over that record alone: nothing
      // is stuck there.
      if (connected && u->endfile() == EndfileState::kAfterEndfile)
        return false;
      if (connected) {
        const int stuck = backspace_after_append(s.unit);
        if (stuck == 1)
          fail(s, io::IostatShortRead, kErrCorruptFile,
               "Read from external unit returned insufficient data");
        return stuck != 0;  // (else it moves: position_backspaced)
      }
      fail(s, io::IostatBadBackspaceUnit, kErrBadUnit,
           "BACKSPACE on unconnected unit");
      return true;
    case CookieKind::kFlush:
      if (connected) return false;
      if (s.unit < 0)
        fail(s, io::IostatBadFlushUnit, kErrBadUnit,
             "FLUSH attempted on a bad or unconnected unit number");
      return true;
    case CookieKind::kEndfile:
      if (connected && u->modes().action == Action::kRead) {
        fail(s, io::IostatEndfileUnwritable, kErrBadAction,
             "ENDFILE(UNIT=" + std::to_string(flang_unit(s.unit)) +
                 ") on read-only file");
        return true;
      }
      if (connected || s.unit < 0) return false;
      make_default_file(s, true);
      return true;
    case CookieKind::kRewind:
      if (connected || s.unit < 0) return false;
      make_default_file(s, false);
      return true;
    default: return false;
  }
}

}  // namespace ftnio::flang
