// SPDX-License-Identifier: MIT
// STOP, ERROR STOP, program end and flang's own fatal errors see ftnio's
// units flushed before they print (L5, flang front door).
//
// flang's runtime flushes its units through two functions of its
// external-unit.cpp.o before STOP's message ("Fortran STOP: ...") and
// before a crash message of its own: ExternalFileUnit::CloseAll and
// FlushAll, and FlushOutputOnCrash.  Defined here, in the shared library linked
// ahead of flang's archive, they flush ftnio's units instead, so that standard
// output comes before the message on a shared file or pipe, as with
// flang's runtime alone.  (Were that archive member pulled in for another
// name, its definitions would win and the output would reach the file at
// exit, after the message; none of the programs tried does that.)
#include "unit/unit_table.h"

namespace Fortran::runtime {
class Terminator;
}  // namespace Fortran::runtime

namespace Fortran::runtime::io {

class IoErrorHandler;

#pragma GCC visibility push(default)
// Declared as flang's runtime declares them (its headers are not
// installed); only the names matter to the linker.
class ExternalFileUnit {
 public:
  static void CloseAll(IoErrorHandler&);
  static void FlushAll(IoErrorHandler&);
};
void FlushOutputOnCrash(const Terminator&);
#pragma GCC visibility pop

void ExternalFileUnit::CloseAll(IoErrorHandler&) { ftnio::flush_all_units(); }
void ExternalFileUnit::FlushAll(IoErrorHandler&) { ftnio::flush_all_units(); }

void FlushOutputOnCrash(const Terminator&) { ftnio::flush_all_units(); }

}  // namespace Fortran::runtime::io
