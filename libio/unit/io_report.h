// SPDX-License-Identifier: MIT
// The I/O report (FTNIO_REPORT): per-connection counters and the hooks
// that fill them (L3).  The report itself is written by io_report_write.cpp.
//
// Cost when off: the hooks are called behind `if (g_io_report)` (a flag
// set once at initialisation), and a unit only has counters (and its
// stream a counter pointer) when the flag is set, so no clock is read and
// nothing is counted.  When on: a few loads and additions per data
// transfer statement, two clock reads per timed statement (see
// estimated_ticks) and per system call.
#ifndef FTNIO_UNIT_IO_REPORT_H
#define FTNIO_UNIT_IO_REPORT_H

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "base/report_flag.h"
#include "stream/io_stats.h"
#include "unit/modes.h"

namespace ftnio {

class AppendWindow;
class Unit;

// When to time a connection's data transfers (see estimated_ticks): a
// countdown of statement ends, at zero of which report_clock_end runs.
class TransferClock {
 public:
  static constexpr uint32_t kAllTimed = 256;
  static constexpr uint32_t kEvery = 64;
  // One statement ended: true when report_clock_end must run.
  bool end() { return --countdown_ == 0; }
  void set(uint32_t n) { countdown_ = n; }
  // The ends until the next timed statement starts: 1 while the first
  // kAllTimed are timed, then uniform in [1, 2 * kEvery - 1] (mean
  // kEvery), from a xorshift32 generator.
  uint32_t next_interval() {
    if (started_ < kAllTimed) return ++started_ < kAllTimed ? 1 : kEvery;
    state_ ^= state_ << 13;
    state_ ^= state_ >> 17;
    state_ ^= state_ << 5;
    return 1 + state_ % (2 * kEvery - 1);
  }

 private:
  uint32_t countdown_ = 1;
  uint32_t started_ = 0;
  uint32_t state_ = 2463534242u;
};

// The statements the report counts per unit (kRead and kWrite first: a
// statement's `write` flag indexes them).
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
  // By direction, [0] read and [1] written (a statement's `write` flag
  // indexes them without a branch); bytes are file bytes, markers and
  // newlines included.
  uint64_t records[2] = {};
  uint64_t bytes[2] = {};
  uint64_t largest_record = 0;  // bytes of the longest one-record transfer
  uint64_t ticks = 0;           // inside the timed data transfers
  uint64_t timed = 0;           // data transfers timed (see TransferClock)
  bool seekable = false;        // bytes come from the file position; else
                                // from what the system calls moved
  SyscallStats sys;             // what the stream's system calls did

  // What report_connect learnt once, so that a statement's marks are a
  // few loads: the logical position is the append window's (null when
  // seekable is false), the form and access do not change while the
  // connection lasts.
  const AppendWindow* window = nullptr;
  Access access_kind = Access::kSequential;
  bool formatted = false;

  // Where the unit was after the last data transfer (or the last
  // re-mark): a statement's bytes and records are its end's figures less
  // these, so a statement that begins where the last one ended needs no
  // mark at its start.  begin_work says when one is needed after all.
  int64_t mark_pos = 0;
  int64_t mark_record = 0;
  uint64_t mark_ticks = 0;  // the start of a timed statement
  enum : uint8_t {
    kTimed = 1,       // the clock chose the next statement: read the time
    kRemark = 2,      // the unit may have moved since (REWIND, BACKSPACE,
                      // ENDFILE, the connection's first statement)
    kAlwaysMark = 4,  // direct and stream access: REC= and POS= move it
  };
  uint8_t begin_work = kTimed | kRemark;
  TransferClock clock;
};

// Seconds inside ftnio per unit, estimated: the first kAllTimed data
// transfers of a connection are all timed, then about one in kEvery, at
// pseudo-random intervals (so that a loop whose statements alternate with
// a period cannot be sampled on one kind only), and the timed ticks are
// scaled by transfers/timed.  Two clock reads on every statement cost 3
// to 5% of a short one by themselves (perf/README.md, "Cost of the I/O
// report"); sampled, they cost nothing measurable.
inline uint64_t estimated_ticks(const UnitStats& s) {
  uint64_t n = s.statements[static_cast<int>(StatementKind::kRead)] +
               s.statements[static_cast<int>(StatementKind::kWrite)];
  if (s.timed == 0 || n <= s.timed) return s.ticks;
  return static_cast<uint64_t>(static_cast<double>(s.ticks) *
                               static_cast<double>(n) /
                               static_cast<double>(s.timed));
}

// Unit::connect and Unit::disconnect: a new connection gets counters
// and hands its stream their system-call part; a closed one's counters
// go to the list the report reads.  Only called when g_io_report is set.
void report_connect(Unit& u);
// Where the system calls of a connection being made (OPEN's probes, the
// buffer's first tell) are counted until report_connect takes them over:
// per thread, zeroed by this call.  Null when the report is off.
SyscallStats* report_connecting();
void report_disconnect(Unit& u);

// The end of a data transfer statement (report_transfer_end) is inline,
// in unit/io_report_marks.h.  These are the rare parts: the start of a
// statement when s.begin_work asks for a mark (after REC= or POS= moved
// the unit, and after head_bytes of record marker were read: they belong
// to the statement), a direct-access statement's record count, and the
// clock's work at the end of a statement (TransferClock).
void report_begin_work(Unit& u, UnitStats& s, int head_bytes);
uint64_t report_direct_records(const Unit& u, uint64_t bytes);
void report_clock_end(UnitStats& s);

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
