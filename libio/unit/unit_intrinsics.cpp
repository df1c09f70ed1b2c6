// SPDX-License-Identifier: MIT
// GNU extension intrinsics that act on a unit's file directly (L3).
//
// They bypass records: whatever the record buffer holds is written out (or,
// for read-ahead, given back to the file) first, and the unit's direction
// is switched so that a later READ or WRITE knows what happened.
#include "unit/unit_intrinsics.h"

#include <cerrno>
#include <cstdio>
#include <cstring>

#include "unit/record_scan.h"
#include "unit/unit_table.h"

namespace ftnio {

namespace {

// The connected unit, locked.  A call from inside a statement on the same
// unit (TTYNAM(6) in a PRINT's list) deadlocks libgfortran; here it uses
// the unit without locking it again (*unlock is then false).
Unit* acquire(int32_t number, bool* unlock) {
  Unit* u = find_unit(number);
  if (u != nullptr && u->held_by_this_thread()) {
    *unlock = false;
    return u;
  }
  *unlock = true;
  return lock_unit(number);
}

void release(Unit* u, bool unlock) {
  if (unlock) u->unlock();
}

// The unit, locked, for an intrinsic that moves data or the position
// (FSEEK, FTELL, FGETC, FPUTC); null when not connected, or when called
// from inside a statement on the same unit (a function in the I/O list):
// that statement owns the record buffer and the position (an unformatted
// record is being built in the stream's buffer, a formatted one in the
// record buffer), so the intrinsic fails instead of moving under it.
// libgfortran deadlocks there.
Unit* acquire_for_data(int32_t number) {
  Unit* u = find_unit(number);
  if (u != nullptr && u->held_by_this_thread()) return nullptr;
  return lock_unit(number);
}

// FSEEK, FTELL: settles the record buffer so that the stream position is
// the logical position of the file.
void settle(Unit& u) {
  Offset ahead = 0;
  (void)u.reset_record_buffer(&ahead);
  if (ahead > 0) (void)u.stream().seek(-ahead, SEEK_CUR);
  // libgfortran's next READ fills its emptied buffer from here.
  u.record().read_origin = u.stream().tell();
}

// FGETC, FPUTC: libgfortran forgets its record buffer without seeking
// back, so a formatted unit that was reading stays where that buffer's
// read-ahead (80 bytes at a time) got.
void forget_buffer(Unit& u) {
  if (u.modes().form != Form::kFormatted ||
      u.record().mode != IoMode::kReading) {
    settle(u);
    return;
  }
  if (!u.stream().seekable()) {
    drop_pipe_read_ahead(u);
    return;
  }
  Offset at = libgfortran_file_position(u);
  Offset ahead = 0;
  (void)u.reset_record_buffer(&ahead);
  if (at >= 0 && at != u.stream().tell()) (void)u.stream().seek(at, SEEK_SET);
  u.record().read_origin = u.stream().tell();
}

// Switches the unit's direction; buffered output reaches the kernel when
// input starts, as in libgfortran.
void switch_mode(Unit& u, IoMode to) {
  if (u.record().mode == to) return;
  (void)u.stream().flush();
  u.record().mode = to;
}

}  // namespace

int unit_fseek(int32_t unit, int64_t offset, int whence) {
  Unit* u = acquire_for_data(unit);
  if (u == nullptr) return -1;
  settle(*u);
  Offset rc = u->stream().seek(offset, whence);
  u->unlock();
  return rc < 0 ? -1 : 0;
}

int64_t unit_ftell(int32_t unit) {
  Unit* u = acquire_for_data(unit);
  if (u == nullptr) return -1;
  settle(*u);
  Offset where = u->stream().tell();
  u->unlock();
  return where < 0 ? -1 : where;
}

int unit_fgetc(int32_t unit, char* c, size_t len) {
  Unit* u = acquire_for_data(unit);
  if (u == nullptr) return -1;
  forget_buffer(*u);
  switch_mode(*u, IoMode::kReading);
  std::memset(c, ' ', len);
  char byte;
  Offset got;
  Fbuf& b = u->fbuf();
  if (b.lookahead() > 0) {
    // A pipe: the bytes past libgfortran's read-ahead come first.
    byte = static_cast<char>(b.getc(u->stream()));
    got = 1;
    b.discard_consumed();
  } else {
    got = u->stream().read(&byte, 1);
  }
  // The next READ's buffer starts empty here.
  u->record().pipe_origin = b.fetched() - b.lookahead();
  u->record().read_origin = u->stream().tell();
  u->unlock();
  if (got != 1) return -1;
  if (len > 0) c[0] = byte;
  return 0;
}

int unit_fputc(int32_t unit, const char* c) {
  Unit* u = acquire_for_data(unit);
  if (u == nullptr) return -1;
  forget_buffer(*u);
  switch_mode(*u, IoMode::kWriting);
  Offset put = u->stream().write(c, 1);
  u->unlock();
  return put < 0 ? -1 : 0;
}

int unit_ttyname(int32_t unit, char* buf, size_t len) {
  bool unlock;
  Unit* u = acquire(unit, &unlock);
  if (u == nullptr) return EBADF;
  int fd = u->stream().fileno();
  int err = fd < 0 ? EBADF : sys_ttyname(fd, buf, len);
  release(u, unlock);
  return err;
}

int unit_fstat(int32_t unit, FullStat* out) {
  bool unlock;
  Unit* u = acquire(unit, &unlock);
  // libgfortran reports whatever errno happens to hold for a unit it
  // cannot find (in practice 0) and leaves the values alone.
  if (u == nullptr) return 0;
  int fd = u->stream().fileno();
  int err = fd < 0 ? EBADF : sys_fstat(fd, out);
  release(u, unlock);
  return err;
}

}  // namespace ftnio
