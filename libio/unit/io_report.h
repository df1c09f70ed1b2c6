// SPDX-License-Identifier: MIT
// The I/O report (FTNIO_REPORT): per-connection counters and the hooks
// that fill them (L3).  The report itself is written by io_report_write.cpp.
//
// Cost when off: the hooks are called behind `if (g_io_report)` (a flag
// set once at initialisation), and a unit only has counters (and its
// stream a counter pointer) when the flag is set, so no clock is read and
// nothing is counted.  When on: two clock reads per data transfer
// statement and per system call, and a few additions.
#ifndef FTNIO_UNIT_IO_REPORT_H
#define FTNIO_UNIT_IO_REPORT_H

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "base/report_flag.h"
#include "stream/io_stats.h"

namespace ftnio {

class Unit;

// The statements the report counts per unit.
enum class StatementKind : uint8_t {
  kRead,
  kWrite,
  kOpen,
  kClose,
  kInquire,
  kRewind,
  kBackspace,
  kEndfile,
  kFlush,
  kWait,
  kCount
};
inline constexpr const char* kStatementNames[] = {
    "read",   "write",     "open",    "close", "inquire",
    "rewind", "backspace", "endfile", "flush", "wait"};

// One connection's figures: from its OPEN (or preconnection) to its CLOSE
// (or program end).  A closed connection's figures are kept for the report.
struct UnitStats {
  int32_t number = 0;
  std::string file;     // file name as INQUIRE(NAME=) gives it
  std::string access;   // SEQUENTIAL, DIRECT or STREAM
  std::string form;     // FORMATTED or UNFORMATTED
  uint64_t buffer = 0;  // stream buffer capacity in bytes, 0: none
  uint64_t statements[static_cast<int>(StatementKind::kCount)] = {};
  uint64_t records_read = 0;
  uint64_t records_written = 0;
  uint64_t bytes_read = 0;      // file bytes data transfers moved (markers
  uint64_t bytes_written = 0;   // and newlines included)
  uint64_t largest_record = 0;  // bytes of the longest one-record transfer
  uint64_t ticks = 0;           // inside ftnio, in data transfer statements
  bool seekable = false;        // bytes come from the file position; else
                                // from what the system calls moved
  SyscallStats sys;             // what the stream's system calls did
  // The data transfer in progress (the unit is locked meanwhile).
  uint64_t mark_ticks = 0;
  int64_t mark_pos = -1;
  int64_t mark_record = 0;
};

// Unit::connect and Unit::disconnect: a new connection gets counters
// and hands its stream their system-call part; a closed one's counters
// go to the list the report reads.  Only called when g_io_report is set.
void report_connect(Unit& u);
// Where the system calls of a connection being made (OPEN's probes, the
// buffer's first tell) are counted until report_connect takes them over:
// per thread, zeroed by this call.  Null when the report is off.
SyscallStats* report_connecting();
void report_disconnect(Unit& u);

// A data transfer statement on an external unit has started (after
// REC= or POS= moved the unit, and after head_bytes of record marker were
// read) and ends (the unit is locked throughout).  Only called when
// g_io_report is set.
void report_transfer_begin(Unit& u, int head_bytes);
void report_transfer_end(Unit& u, bool write);

// Keeps a closed connection's figures for the report (thread-safe).
void retire_unit_stats(std::unique_ptr<UnitStats> s);

// Any other statement on unit number (OPEN, CLOSE, INQUIRE, ...): counted
// if the unit is connected.  CLOSE is counted before the connection goes.
void report_statement_slow(int32_t number, StatementKind kind);
inline void report_statement(int32_t number, StatementKind kind) {
  if (g_io_report) [[unlikely]]
    report_statement_slow(number, kind);
}

// At program end, after the units were flushed: writes the report of
// the connections closed so far and of those still connected (in unit
// number order) where FTNIO_REPORT says.  No-op when it is off.
void write_io_report(const std::vector<Unit*>& connected);

}  // namespace ftnio

#endif  // FTNIO_UNIT_IO_REPORT_H
