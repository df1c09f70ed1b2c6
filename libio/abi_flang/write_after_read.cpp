// SPDX-License-Identifier: MIT
// A WRITE where a non-advancing READ left the unit inside a record, as
// flang 19's runtime does it (L5, flang front door): write_after_read.h.
#include "abi_flang/write_after_read.h"

#include <cstring>
#include <string>

#include "unit/unit.h"
#include "unit/unit_table.h"

namespace ftnio::flang {

namespace {

// flang's file buffer: beyond it the bytes at its start are no longer
// the file's first ones, and nothing is rewritten.
constexpr Offset kFlangBuffer = Offset{1} << 16;

// How many columns of its record lie before file offset at (the bytes
// since the newline before it), or -1 when there are more than
// kFlangBuffer or the file cannot be read there.
Offset column_at(Stream& s, Offset at) {
  char chunk[512];
  Offset end = at;
  while (end > 0 && at - end <= kFlangBuffer) {
    const Offset n = end < Offset{sizeof chunk} ? end : Offset{sizeof chunk};
    if (s.read_at(end - n, chunk, n) != n) return -1;
    for (Offset i = n; i-- > 0;)
      if (chunk[i] == '\n') return at - (end - n + i + 1);
    end -= n;
  }
  return at - end <= kFlangBuffer ? at : -1;
}

void rewrite_columns(Unit& u) {
  Stream& s = u.stream();
  Offset ahead = 0;
  if (u.reset_record_buffer(&ahead) != 0) return;
  if (ahead > 0 && s.seek(-ahead, SEEK_CUR) < 0) return;
  const Offset at = s.tell();
  if (at <= 0) return;
  const Offset columns = column_at(s, at);
  if (columns <= 0) return;
  std::string first(static_cast<size_t>(columns), ' ');
  if (s.read_at(0, first.data(), columns) != columns) return;
  if (s.seek(at - columns, SEEK_SET) < 0) return;
  (void)s.write(first.data(), columns);
}

}  // namespace

void write_over_read_columns(int32_t unit) {
  Unit* u = lock_unit(unit);
  if (u == nullptr) return;
  if (u->connected() && u->record().mode == IoMode::kReading &&
      u->modes().form == Form::kFormatted &&
      u->modes().access == Access::kSequential && u->stream().seekable())
    rewrite_columns(*u);
  u->unlock();
}

}  // namespace ftnio::flang
