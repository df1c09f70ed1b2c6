// SPDX-License-Identifier: MIT
// A connection between a unit number and a file (L3).
//
// A Unit owns its stream (raw, or buffered over raw), its record buffer
// (fbuf) and its connection modes.  A statement holds the unit's lock from
// its start call to its done call, so statements on one unit never
// interleave (F2018 12.12; ABI doc 5 rule 6).
#ifndef FTNIO_UNIT_UNIT_H
#define FTNIO_UNIT_UNIT_H

#include <pthread.h>

#include <atomic>
#include <cstdint>
#include <memory>
#include <string>

#include "fbuf/fbuf.h"
#include "stream/stream.h"

namespace ftnio {

enum class Access : uint8_t { Sequential, Direct, Stream };
enum class Form : uint8_t { Formatted, Unformatted };
enum class Action : uint8_t { Read, Write, ReadWrite };
enum class Delim : uint8_t { Unspecified, None, Apostrophe, Quote };
enum class DecimalMode : uint8_t { Point, Comma };
enum class SignMode : uint8_t { ProcessorDefined, Suppress, Plus };
// Where a sequential unit stands relative to its endfile record.
enum class EndfileState : uint8_t { NoEndfile, AtEndfile, AfterEndfile };

// The changeable and fixed properties of a connection (F2018 12.5.6).
struct ConnectionModes {
  Access access = Access::Sequential;  // ACCESS=
  Form form = Form::Formatted;         // FORM=
  Action action = Action::ReadWrite;   // ACTION=
  Delim delim = Delim::Unspecified;    // DELIM=
  DecimalMode decimal = DecimalMode::Point;  // DECIMAL=
  SignMode sign = SignMode::ProcessorDefined;  // SIGN=
};

class Unit {
 public:
  Unit(int32_t number, int32_t priority, std::unique_ptr<Stream> stream,
       std::string file_name, const ConnectionModes& modes);
  ~Unit();
  Unit(const Unit&) = delete;
  Unit& operator=(const Unit&) = delete;

  // Statement lock.  lock() blocks while another thread runs a statement on
  // this unit.
  void lock();
  void unlock();
  bool held_by_this_thread() const;

  // Writes the current record buffer to the stream; with flush_stream the
  // stream is flushed to the kernel as well.  0 or -errno.
  int flush_record(bool flush_stream);
  // Pushes everything buffered to the kernel.  Caller holds the lock or is
  // the exit handler.  0 or -errno.
  int flush_all();

  int32_t number() const { return number_; }
  int32_t priority() const { return priority_; }
  const std::string& file_name() const { return file_name_; }
  const ConnectionModes& modes() const { return modes_; }
  Stream& stream() { return *stream_; }
  Fbuf& fbuf() { return fbuf_; }
  // Unformatted data and markers are byte-swapped (CONVERT=, ABI doc 9.2).
  bool swap_bytes() const { return swap_bytes_; }
  void set_swap_bytes(bool v) { swap_bytes_ = v; }
  EndfileState endfile() const { return endfile_; }
  void set_endfile(EndfileState e) { endfile_ = e; }
  bool flush_each_record() const { return flush_each_record_; }
  void set_flush_each_record(bool v) { flush_each_record_ = v; }

 private:
  int32_t number_;                  // Fortran unit number
  int32_t priority_;                // exit flush order (see unit_table.cpp)
  std::unique_ptr<Stream> stream_;  // the connected file
  Fbuf fbuf_;                       // current formatted record
  std::string file_name_;           // name shown in messages and INQUIRE
  ConnectionModes modes_;           // OPEN specifiers in force
  bool flush_each_record_ = false;  // push records to the kernel at once
  EndfileState endfile_ = EndfileState::NoEndfile;  // sequential position
  bool swap_bytes_ = false;         // unformatted byte order is foreign
  pthread_mutex_t mutex_;           // statement lock
  std::atomic<pthread_t> owner_{};  // thread holding mutex_, if any
  std::atomic<bool> owned_{false};  // whether owner_ is meaningful
};

}  // namespace ftnio

#endif  // FTNIO_UNIT_UNIT_H
