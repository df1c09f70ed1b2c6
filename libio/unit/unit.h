// SPDX-License-Identifier: MIT
// A unit: a Fortran unit number and, while connected, its file (L3).
//
// A Unit owns its stream (raw, or buffered over raw), its record buffer
// (fbuf), its connection modes and the record bookkeeping of modes.h.  A
// statement holds the unit's lock from its start call to its done call, so
// statements on one unit never interleave (F2018 12.12; docs/abi.md §5.6).
//
// Unit objects are never freed: CLOSE disconnects the object and a later
// OPEN of the same number reuses it.  A thread that found the unit before
// a CLOSE in another thread therefore never touches freed memory; after
// taking the lock it must check connected() (lock_unit() in unit_table.h
// does both).  A disconnected unit's stream fails every call with EBADF.
#ifndef FTNIO_UNIT_UNIT_H
#define FTNIO_UNIT_UNIT_H

#include <atomic>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>

#include "fbuf/fbuf.h"
#include "stream/append_window.h"
#include "stream/stream.h"
#include "unit/io_report.h"
#include "unit/async_queue.h"
#include "unit/modes.h"
#include "unit/statement_lock.h"

namespace ftnio {

// RECL reported for connections without RECL=: INT64_MAX with bit 31
// cleared, so that it reads HUGE(0) when INQUIRE stores it in an
// INTEGER(4) (docs/abi.md §8.3).
constexpr int64_t kDefaultRecl = INT64_MAX & ~(int64_t{1} << 31);
// RECL reported for stream access (F2018 12.10.2.26).
constexpr int64_t kStreamRecl = -2;

// Record length limits fixed at OPEN.
struct RecordLimits {
  int64_t recl = kDefaultRecl;  // RECL= in bytes/chars, kDefaultRecl or -2
  bool has_recl = false;        // RECL= was given
  int64_t given_recl = 0;       // its value (recl is -2 for stream access)
  int64_t subrecord = 0;        // largest unformatted sequential sub-record
  int marker_bytes = 4;         // record marker size: 4 or 8
  int64_t max_record = 0;       // direct: highest valid REC=; stream: max
                                // byte offset; 0 otherwise
};

// How a unit's unformatted sequential records are laid out (docs/abi.md §8.4).
struct MarkerLayout {
  int bytes;          // 4 or 8
  bool swap;          // file byte order differs from the machine's
  int64_t max_piece;  // longest subrecord, in data bytes
};

// Identity of the connected file, for INQUIRE(FILE=) and double-connection
// checks (libgfortran compares st_dev and st_ino).
struct FileId {
  uint64_t dev = 0;    // st_dev
  uint64_t ino = 0;    // st_ino
  bool valid = false;  // fstat succeeded at connection time
};

class Unit {
 public:
  // A disconnected unit object for number.
  explicit Unit(int32_t number);
  // A connected unit (preconnection and implicit connections).
  Unit(int32_t number, int32_t priority, std::unique_ptr<Stream> stream,
       std::string file_name, const ConnectionModes& modes);
  // An internal unit (F2018 12.4): never connected (there is no OPEN), its
  // stream the memory stream over the statement's CHARACTER variable.  Its
  // number is the NEWUNIT number the statement borrows (renumber).
  Unit(int32_t number, std::unique_ptr<Stream> memory);
  ~Unit();
  Unit(const Unit&) = delete;
  Unit& operator=(const Unit&) = delete;

  // Statement lock.  lock() blocks while another thread runs a statement on
  // this unit.
  void lock() { lock_.lock(); }
  void unlock() { lock_.unlock(); }
  bool held_by_this_thread() const { return lock_.held_by_this_thread(); }
  bool lock_unless_held_here() { return lock_.lock_unless_held_here(); }

  // Installs a new connection.  The caller holds the lock; the unit table
  // publishes the change (see unit_table.h).  Record state and limits are
  // reset to the defaults of a fresh connection.
  void connect(std::unique_ptr<Stream> stream, std::string_view file_name,
               const ConnectionModes& modes, const FileId& id);
  // Ends the connection: finishes a pending non-advancing record, writes
  // everything back and closes the stream.  0 or the first -errno.
  int disconnect();
  bool connected() const { return connected_.load(std::memory_order_acquire); }

  // Writes the current record buffer to the stream; with flush_stream the
  // stream is flushed to the kernel as well.  0 or -errno.  Inline the
  // end of every formatted output record; the rest in flush_record_slow.
  int flush_record(bool flush_stream) {
    if (flush_stream || record_.mode == IoMode::kReading)
      return flush_record_slow(flush_stream);
    return fbuf_.flush(*stream_, append_window_);
  }
  int flush_record_slow(bool flush_stream);
  // Pushes everything buffered to the kernel.  Caller holds the lock or is
  // the exit handler.  0 or -errno.
  int flush_all();
  // Forgets output of a record that no statement completed: what a WRITE
  // that failed part way left in the record buffer (the next WRITE would
  // continue it).  libgfortran drops it at CLOSE and at exit, so does
  // ftnio; complete records and pending non-advancing output are kept.
  void drop_unfinished_record();
  // Ends the record left open by a non-advancing WRITE (a newline, except
  // on the stdout and stderr units, which libgfortran leaves unterminated)
  // and writes it to the stream.  No-op without one.  0 or -errno.
  int finish_nonadvancing_record();
  // libgfortran's fbuf_reset: in Writing mode the buffered output up to
  // the record position is written; in Reading mode the read-ahead is
  // forgotten and *read_ahead says by how many bytes the stream is ahead
  // of the logical file position (the caller seeks back when the position
  // matters).  0 or -errno of the write.
  int reset_record_buffer(Offset* read_ahead);

  // Record bookkeeping for data transfers (L4): call once for every record
  // a statement completes, after its bytes went to the stream.  INQUIRE
  // (POSITION=) then reports UNSPECIFIED (non-stream access), NEXTREC=
  // and BACKSPACE's record count advance, and the unit is no longer
  // inside a record.  Inline for sequential access (every statement).
  void note_record_end(PositionAfter after = PositionAfter::kUnspecified) {
    if (modes_.access != Access::kSequential) {
      note_record_end_other(after);
      return;
    }
    note_sequential_record_end(after);
    if (stats_ != nullptr) [[unlikely]]
      report_record_end();  // FTNIO_REPORT: the largest record
  }
  // note_record_end of a sequential unit without an I/O report (the
  // unformatted lane's end: its start checked both).
  void note_sequential_record_end(
      PositionAfter after = PositionAfter::kUnspecified) {
    record_.in_record = false;
    record_.write_in_progress = false;
    record_.failed_write_open = false;
    record_.record_unfinished = false;
    if (after == PositionAfter::kUnspecified)
      record_.position = Position::kUnspecified;
    ++record_.last_record;
  }
  // A record of a connection with I/O report counters ended (below).
  inline void report_record_end();
  // A formatted READ passed a record ('/', reversion), which last_record
  // does not count: the I/O report does, when the unit has counters.
  void report_record_passed() {
    if (stats_ != nullptr && modes_.access == Access::kSequential)
        [[unlikely]] {
      report_record_end();
      ++stats_->records_passed;
    }
  }

  // The queue of asynchronous transfers while the unit is connected with
  // ASYNCHRONOUS='YES', else null.  The object, once created, lives as
  // long as the unit object (for ever), so a pointer read without the
  // lock never dangles; connect() starts its worker, disconnect() stops it
  // (callers drain it first: see async_unit.h).
  AsyncQueue* async_queue() const {
    return async_active_.load(std::memory_order_acquire) ? async_.get()
                                                         : nullptr;
  }

  int32_t number() const { return number_; }
  int32_t priority() const { return priority_; }
  void set_priority(int32_t p) { priority_ = p; }
  const std::string& file_name() const { return file_name_; }
  const ConnectionModes& modes() const { return modes_; }
  ConnectionModes& mutable_modes() {
    layout_ready_ = false;
    return modes_;
  }
  // Changeable modes given on a data transfer statement (DECIMAL=, SIGN=,
  // ...) replace the connection's until restore_modes(), which the end of
  // the statement calls.  Child statements of defined I/O do not see them
  // (libgfortran 12 runs them with the connection's modes): the parent's
  // are suspended from the first child's start to its end.
  void override_modes(const ConnectionModes& m) {
    if (!modes_overridden_) connection_modes_ = modes_;
    modes_overridden_ = true;
    modes_ = m;
  }
  void restore_modes() {
    if (!modes_overridden_) return;
    modes_ = connection_modes_;
    modes_overridden_ = false;
  }
  void suspend_statement_modes() {
    if (children_++ == 0 && modes_overridden_)
      std::swap(modes_, connection_modes_);
  }
  void resume_statement_modes() {
    if (--children_ == 0 && modes_overridden_)
      std::swap(modes_, connection_modes_);
  }
  // After a child statement: DELIM, ROUND and PAD are the connection's for
  // the rest of the parent statement (libgfortran keeps those modes in
  // the unit, where the child statement set them to its own).
  void take_child_modes() {
    if (!modes_overridden_) return;
    modes_.delim = connection_modes_.delim;
    modes_.round = connection_modes_.round;
    modes_.pad = connection_modes_.pad;
    modes_.decimal = connection_modes_.decimal;
  }
  const RecordLimits& limits() const { return limits_; }
  RecordLimits& mutable_limits() {
    layout_ready_ = false;
    return limits_;
  }
  // The marker layout of the connection: from its limits, CONVERT and the
  // compiler's -frecord-marker / -fmax-subrecord-length, which are set
  // before the program's first statement.  Worked out at the first
  // unformatted statement after each connection, not at every statement.
  const MarkerLayout& marker_layout() {
    if (!layout_ready_) work_out_layout();
    return layout_;
  }
  RecordState& record() { return record_; }
  const RecordState& record() const { return record_; }
  // Written with both the unit's lock and the table mutex held, read with
  // either: scans for the unit connected to a file (unit_table.cpp) hold
  // only the table mutex.
  const FileId& file_id() const { return file_id_; }
  void forget_file_id() { file_id_ = FileId{}; }
  Stream& stream() { return *stream_; }
  // The stream's append window, or null (asked once, at connection).
  AppendWindow* append_window() { return append_window_; }
  // The stream's descriptor when it is 0, 1 or 2, else -1: every external
  // statement asks (C stdio is flushed first), so connect() keeps it.
  int std_fd() const { return std_fd_; }
  Fbuf& fbuf() { return fbuf_; }
  // An unformatted sequential WRITE assembling its record in place in the
  // stream's buffer (transfer/unformatted_seq_write.cpp): where the record
  // starts, how many bytes it holds so far and may grow to.  Kept here,
  // not in the statement, so that a DTIO child statement on the unit
  // continues its parent's record.  at is null when the record is not
  // assembled that way; only a WRITE's start call sets it.
  struct RecordWindow {
    char* at = nullptr;
    size_t used = 0;
    size_t room = 0;
  };
  RecordWindow& record_window() { return record_window_; }
  EndfileState endfile() const { return record_.endfile; }
  void set_endfile(EndfileState e) { record_.endfile = e; }
  // The connection's figures for the I/O report, or null (report off).
  UnitStats* stats() const { return stats_.get(); }
  void set_stats(std::unique_ptr<UnitStats> s);
  std::unique_ptr<UnitStats> take_stats();
  bool flush_each_record() const { return flush_each_record_; }
  void set_flush_each_record(bool v) { flush_each_record_ = v; }

  // Unit-table bookkeeping (see unit_table.cpp): whether libgfortran would
  // hold a node for this number in its unit tree, and whether that node
  // was last used by an internal-unit statement.
  // Changed under the table mutex only, hence atomic for lock-free reads.
  bool in_table() const { return in_table_.load(std::memory_order_acquire); }
  void set_in_table(bool v) { in_table_.store(v, std::memory_order_release); }
  bool internal_node() const {
    return internal_node_.load(std::memory_order_acquire);
  }
  void set_internal_node(bool v) {
    internal_node_.store(v, std::memory_order_release);
  }
  int64_t internal_recl() const {
    return internal_recl_.load(std::memory_order_acquire);
  }
  void set_internal_recl(int64_t v) {
    internal_recl_.store(v, std::memory_order_release);
  }
  // The END an internal namelist READ on this number left pending
  // (namelist_read.cpp); a new node (OPEN(NEWUNIT=)) starts without.
  bool internal_end_pending() const {
    return internal_end_pending_.load(std::memory_order_relaxed);
  }
  void set_internal_end_pending(bool v) {
    internal_end_pending_.store(v, std::memory_order_relaxed);
  }
  // One word a front door keeps per unit number, for state of its
  // compiler's runtime that the core does not model (abi_flang: flang's
  // view of the file position).  The core never reads or clears it; it
  // starts at 0 and, like the object, outlives every connection.
  std::atomic<uint64_t>& front_door_word() { return front_door_word_; }

 protected:
  // An internal unit takes the number its statement borrowed.
  void renumber(int32_t number) { number_ = number; }

 private:
  void note_record_end_other(PositionAfter after);  // direct and stream access
  void work_out_layout();  // sets layout_ (marker_layout)
  int32_t number_;         // Fortran unit number
  int32_t priority_ = 0;   // exit flush order (see unit_table.cpp)
  // Deletes a unit's stream, never the closed stub all disconnected units
  // share (one allocation and free less per OPEN and CLOSE).
  struct StreamDeleter {
    void operator()(Stream* s) const;
  };
  // the connected file, or the closed stub
  std::unique_ptr<Stream, StreamDeleter> stream_;
  AppendWindow* append_window_ = nullptr;  // stream_->append_window()
  int8_t std_fd_ = -1;                     // see std_fd()
  Fbuf fbuf_;                              // current formatted record
  RecordWindow record_window_;             // unformatted record built in place
  std::string file_name_;                  // name shown in messages and INQUIRE
  ConnectionModes modes_;                  // OPEN specifiers in force
  ConnectionModes connection_modes_;  // OPEN's, while a statement overrides
  bool modes_overridden_ = false;     // connection_modes_ holds them
  int32_t children_ = 0;              // child statements running (DTIO)
  RecordLimits limits_;               // RECL and record-marker parameters
  MarkerLayout layout_{};             // see marker_layout()
  bool layout_ready_ = false;         // layout_ is that of the connection
  RecordState record_;                // position bookkeeping between statements
  FileId file_id_;                    // (dev, ino) of the connected file
  bool flush_each_record_ = false;    // push records to the kernel at once
  std::atomic<bool> in_table_{false};       // libgfortran would have a node
  std::atomic<bool> internal_node_{false};  // node last used internally
  std::atomic<int64_t> internal_recl_{0};   // that internal record length
  std::atomic<bool> connected_{false};      // a file is connected
  std::unique_ptr<UnitStats> stats_;        // I/O report figures, or null
  std::unique_ptr<AsyncQueue> async_;       // created on first async connect
  std::atomic<bool> async_active_{false};   // async_ serves this connection
  StatementLock lock_;                      // held from start call to done call
  std::atomic<bool> internal_end_pending_{false};  // internal_end_pending()
  std::atomic<uint64_t> front_door_word_{0};       // front_door_word()
};

// FTNIO_REPORT: the unit's logical file position (0 without a seekable
// buffer: elsewhere finding it would cost a system call, and the bytes
// come from the system calls instead).  The record buffer's read-ahead
// is not yet read, its pending output is already written.
inline int64_t report_position(Unit& u, const UnitStats& s) {
  Offset at = *s.stream_position;
  if (!s.formatted) return at;
  if (u.record().mode == IoMode::kReading)
    return at - static_cast<Offset>(u.fbuf().lookahead());
  return at + static_cast<Offset>(u.fbuf().active());
}

// FTNIO_REPORT: a sequential record ended here, where the last one ended
// at s.record_pos (or its run began): it may be the largest.  Inline, as
// every record of a connection with counters pays it (io_report.h, runs).
inline void Unit::report_record_end() {
  UnitStats& s = *stats_;
  int64_t at = report_position(*this, s);
  int64_t d = at - s.record_pos;
  s.record_pos = at;
  if (d > static_cast<int64_t>(s.largest_record))
    s.largest_record = static_cast<uint64_t>(d);
}

}  // namespace ftnio

#endif  // FTNIO_UNIT_UNIT_H
