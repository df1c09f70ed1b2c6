// SPDX-License-Identifier: MIT
// The CLOSE statement (L3).
#include "unit/close.h"

#include "unit/async_unit.h"

#include <cstring>
#include <string>

#include "base/iostat.h"
#include "stream/raw_stream.h"
#include "unit/keywords.h"
#include "unit/open.h"
#include "unit/runtime_error.h"
#include "stream/sys_queries.h"
#include "unit/unit_table.h"

namespace ftnio {

namespace {

// Releases a SHARE= lock.  False when that failed.
bool release_share(Unit& u) {
  if (u.modes().share == Share::kUnspecified) return true;
  int fd = u.stream().fileno();
  if (fd >= 0 && fd <= 2) return true;
  return sys_lock_file(fd, FileLock::kRelease) == 0;
}

// STATUS= handling before the unit is closed.  True when the file is gone
// (deleted now, or a scratch file that was never named).
bool dispose_file(IoStatus& st, Unit& u, CloseStatus how,
                  const CloseRequest& req) {
  if (u.modes().status == OpenStatus::kScratch) {
    if (how == CloseStatus::kKeep)
      st.raise(kErrBadOption, "Can't KEEP a scratch file on CLOSE");
    return true;
  }
  if (how != CloseStatus::kDelete) return false;
  if (u.modes().readonly) {
    runtime_warning(FatalReport{req.source_file, req.line, req.unit,
                                u.file_name().c_str(),
                                "STATUS set to DELETE on CLOSE but file "
                                "protected by READONLY specifier"});
    return false;
  }
  // CLOSE(STATUS='DELETE') removes a directory connected for reading as
  // well (libgfortran uses remove(3)).
  int rc = raw_remove(u.file_name().c_str());
  if (rc != 0) st.raise(kErrOs, "File cannot be deleted", -rc);
  return true;
}

}  // namespace

void close_statement(IoStatus& st, const CloseRequest& req) {
  CloseStatus how = CloseStatus::kUnspecified;
  if (req.status.present) {
    int v = match_keyword(req.status.ptr, req.status.len, kCloseStatusKeywords);
    if (v < 0) {
      st.raise(kErrBadOption, "Bad STATUS parameter in CLOSE statement");
      return;
    }
    how = static_cast<CloseStatus>(v);
  }
  if (unit_held_by_this_thread(req.unit)) {
    raise_recursive_io(st);
    return;
  }
  // CLOSE waits for the unit's asynchronous transfers; if one of them
  // failed, the error is CLOSE's and the unit stays connected (as in
  // libgfortran).
  if (settle_async_unit(st, req.unit)) return;
  Unit* u = lock_unit(req.unit);
  if (u == nullptr || !st.ok()) {
    if (u != nullptr) u->unlock();
    return;  // closing an unconnected unit is allowed (F2018 12.5.7.1)
  }
  FileSpecPath name(u->file_name());  // for messages after the close
  st.set_unit(req.unit, name.c_str());
  if (!release_share(*u)) st.raise(kErrOs, "Problem in CLOSE", EIO);
  bool gone = dispose_file(st, *u, how, req);
  int rc = retire_unit(*u);
  u->unlock();
  if (rc < 0 && !gone) st.raise(kErrOs, nullptr, -rc);
}

}  // namespace ftnio
