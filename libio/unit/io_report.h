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

class Unit;

inline constexpr int64_t kNoPosition = 0;  // see UnitStats::stream_position

// When to time a connection's data transfers (see estimated_ticks): a
// countdown of statement ends, at zero of which report_clock_end runs.
class TransferClock {
 public:
  static constexpr uint32_t kAllTimed = 256;
  static constexpr uint32_t kEvery = 256;
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
struct alignas(64) UnitStats {
  // What a statement inside a run touches comes first, in one cache line
  // (the struct is aligned to one): the clock, begin_work, what a
  // record's end reads and writes, and the READ and WRITE counts.
  TransferClock clock;
  enum : uint8_t {
    kTimed = 1,    // the clock chose the next statement: read the time
    kOpenRun = 2,  // no run is open: the next statement opens one
  };
  // What the start of the next data transfer must do: 0, as inside a
  // run, is nothing.
  uint8_t begin_work = kTimed | kOpenRun;
  // What report_connect learnt once, so that a mark is a few loads: the
  // stream's position is the append window's (AppendWindow::
  // position_source; without a seekable buffer a constant 0, and the
  // bytes come from the system calls), the form and access do not change
  // while the connection lasts.
  bool formatted = false;  // seekable and formatted: the record buffer
                           // counts in the position
  Access access_kind = Access::kSequential;
  const int64_t* stream_position = &kNoPosition;
  int64_t record_pos = 0;       // where the run's last record ended
  uint64_t largest_record = 0;  // bytes of the longest record (see runs)
  // The statements by kind (StatementKind: kRead and kWrite first, so a
  // statement's `write` flag indexes them without a branch).
  uint64_t statements[static_cast<int>(StatementKind::kCount)] = {};

  // Runs.  Statements of one direction that follow each other with no
  // move in between form a run; its bytes and records are its end's
  // position and record count less its start's, added up when it ends
  // (report_settle_run): when the unit turns from reading to writing or
  // back, when REWIND, BACKSPACE or ENDFILE is about to move it, when REC=
  // or POS= takes it elsewhere than where the run stands (report_jump), at
  // CLOSE and at the report.  The run's direction is the unit's IoMode
  // then.  So a statement inside a run costs a count and two tests.  The
  // largest record is measured where a sequential record ends
  // (Unit::report_record_end) from where the last one ended; on a direct
  // unit it is the largest run's bytes up to RECL.
  int64_t run_pos = 0;          // where the open run began
  int64_t run_record = 0;       // the record count (last_record) there
  uint64_t records_passed = 0;  // in the run, by formatted READs' '/'
  uint64_t mark_ticks = 0;      // the start of a timed statement

  // By direction, [0] read and [1] written; bytes are file bytes, markers
  // and newlines included.
  uint64_t records[2] = {};
  uint64_t bytes[2] = {};
  uint64_t ticks = 0;     // inside the timed data transfers
  uint64_t timed = 0;     // data transfers timed (see TransferClock)
  bool seekable = false;  // bytes come from the file position; else
                          // from what the system calls moved
  SyscallStats sys;       // what the stream's system calls did

  int32_t number = 0;
  std::string file;     // file name as INQUIRE(NAME=) gives it
  std::string access;   // SEQUENTIAL, DIRECT or STREAM
  std::string form;     // FORMATTED or UNFORMATTED
  uint64_t buffer = 0;  // stream buffer capacity in bytes, 0: none
};

// Seconds inside ftnio per unit, estimated: the first kAllTimed data
// transfers of a connection are all timed, then about one in kEvery, at
// pseudo-random intervals (so that a loop whose statements alternate with
// a period cannot be sampled on one kind only), and the timed ticks are
// scaled by transfers/timed.  Two clock reads on every statement cost 3
// to 5% of a short one by themselves (perf/README.md, "Cost of the I/O
// report"), one in 64 still about 1% (a time-stamp read takes 9 ns on the
// machine measured); one in 256 a quarter of that.
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

// A data transfer's end mark (report_transfer_end) and the test before
// a REC= or POS= move (report_seek) are inline, in unit/io_report_marks.h,
// the largest record's in unit/unit.h; the start's test is the transfer
// layer's.  These are the rare parts: the start of a statement whose
// begin_work asks for work (head_bytes: record marker the start already
// read, which belong to the statement), the end of a run
// (report_settle_run), the turn of a unit from reading to writing or back
// (report_direction_switch, before it turns), a REC= or POS= move
// (report_jump, before it), and an end at which the clock runs out
// (report_clock_end; TransferClock).
void report_begin_work(Unit& u, UnitStats& s, int head_bytes);
void report_settle_run(Unit& u, UnitStats& s);
void report_direction_switch(Unit& u, UnitStats& s);
void report_jump(Unit& u, UnitStats& s, int64_t to);
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
