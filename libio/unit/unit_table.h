// SPDX-License-Identifier: MIT
// The unit table: unit number -> Unit, preconnection, NEWUNIT numbers and
// the exit-time flush (L3).
//
// Besides the connections, the table mirrors which unit numbers
// libgfortran would hold a node for in its unit tree, with the node's
// random priority: that tree fixes the order in which units are flushed at
// exit and which unit INQUIRE(FILE=) names when several units share a
// file, so reproducing it keeps those orders identical.
#ifndef FTNIO_UNIT_UNIT_TABLE_H
#define FTNIO_UNIT_UNIT_TABLE_H

#include <atomic>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "base/io_error.h"
#include "unit/unit.h"

namespace ftnio {

// The first number OPEN(NEWUNIT=) hands out; -1 .. -9 are reserved
// (internal units, invalid unit).
constexpr int32_t kNewunitStart = -10;
// common.unit of an internal file (CHARACTER kind 1 and kind 4).
constexpr int32_t kInternalUnit = -1;
constexpr int32_t kInternalUnit4 = -2;

// Initialises the table on first use (preconnecting stdin, stdout and
// stderr as GFORTRAN_STD*_UNIT say) and returns the connected unit, or
// nullptr.  Lock-free for units 0..127.  The pointer stays valid for the
// life of the process, but the unit may be closed by another thread until
// its lock is taken: prefer lock_unit().  (Inline below: the flang front
// door asks several times per OPEN and CLOSE.)
inline Unit* find_unit(int32_t number);

// The connected unit, locked, or nullptr.  Safe against a concurrent CLOSE.
Unit* lock_unit(int32_t number);

// lock_unit() for a statement, with one lookup: when this thread already
// holds the unit (see unit_held_by_this_thread) sets *recursive and
// returns nullptr without waiting for the lock.  Inline for a connected
// unit 0..127 (every statement takes its unit's lock).
namespace unit_table_detail {
constexpr int32_t kDirectUnits = 128;
// OPEN(NEWUNIT=) hands out the lowest free number from here down.
constexpr int32_t kNewunitFirst = -10;
// The objects of units 0..kDirectUnits-1 and of the first kDirectUnits
// NEWUNIT numbers, published by the unit table (unit_table.cpp); an
// object, once made, lives as long as the process.
extern std::atomic<Unit*> g_direct[kDirectUnits];
extern std::atomic<Unit*> g_newunit[kDirectUnits];
// Index into g_newunit for number, or -1.
inline int32_t newunit_slot(int32_t number) {
  // 64-bit: unit HUGE(0) overflowed an int here (UBSan, unit_numbers.f90).
  int64_t i = int64_t{kNewunitFirst} - number;
  return i >= 0 && i < kDirectUnits ? static_cast<int32_t>(i) : -1;
}
inline Unit* published_object(int32_t number) {
  if (static_cast<uint32_t>(number) < static_cast<uint32_t>(kDirectUnits))
    return g_direct[number].load(std::memory_order_acquire);
  int32_t i = newunit_slot(number);
  return i >= 0 ? g_newunit[i].load(std::memory_order_acquire) : nullptr;
}
}  // namespace unit_table_detail
// Out of line: whatever the published unit does not settle (hot/cold
// rule: perf/README.md).
Unit* find_unit_slow(int32_t number);
inline Unit* find_unit(int32_t number) {
  // A published object means the table is initialised already.
  if (Unit* u = unit_table_detail::published_object(number))
    return u->connected() ? u : nullptr;
  return find_unit_slow(number);
}
Unit* lock_unit_unless_held_slow(int32_t number, bool* recursive);
inline Unit* lock_unit_unless_held(int32_t number, bool* recursive) {
  {
    Unit* u = unit_table_detail::published_object(number);
    if (u != nullptr && u->connected() && !u->held_by_this_thread()) {
      u->lock();
      if (u->connected()) {
        *recursive = false;
        return u;
      }
      u->unlock();
    }
  }
  return lock_unit_unless_held_slow(number, recursive);
}

// The unit object of number, locked, if the unit table holds a node for it
// (connected or not); with create a missing node is created, drawing the
// next priority as libgfortran's unit creation does.  nullptr when there is
// no node and create is false.
Unit* lock_unit_node(int32_t number, bool create);

// Whether the table holds a node for number (libgfortran's find_unit
// finds it): a connected unit, the internal-unit nodes -1 and -2, or a
// NEWUNIT number last used by an internal-unit statement.
bool unit_node_exists(int32_t number);

// Whether this thread is running a statement on unit number: I/O on the
// same unit from a function in an I/O list, which F2018 12.12 forbids and
// which deadlocks libgfortran.  Statements raise raise_recursive_io()
// instead of waiting for their own lock.
bool unit_held_by_this_thread(int32_t number);
void raise_recursive_io(IoStatus& status);

// Installs a new connection on a locked unit (see Unit::connect).
void publish_connection(Unit& u, std::unique_ptr<Stream> stream,
                        std::string_view file_name,
                        const ConnectionModes& modes, const FileId& id);

// libgfortran's close_unit: disconnects a locked unit (if connected),
// removes its node and frees its NEWUNIT number.  The caller still holds
// the lock and must unlock.  0 or the first -errno of the write-back.
int retire_unit(Unit& u);

// The lowest free NEWUNIT number (-10, -11, ...).  It stays taken until the
// unit is retired.
int32_t allocate_newunit();

// The connected unit whose file has identity id, or nullptr.  When several
// units share the file the one libgfortran's tree walk meets first is
// returned.  It is locked (*locked true) unless this thread already holds
// it (a statement on it is running).
Unit* lock_unit_by_file(const FileId& id, bool* locked);
// The same for the unit opened with the file name `name` (trailing blanks
// dropped), whatever file it names now.
Unit* lock_unit_by_name(std::string_view name, bool* locked);
// What lock_unit_on_path's stat(2) said of the file, for a caller that
// would ask the file system again (INQUIRE's EXIST=): kUnknown when it
// looked up the name instead, or the call failed otherwise.
enum class PathSeen : uint8_t { kUnknown, kExists, kMissing };
// The unit connected to the file at path, found as the front door's
// g_file_policy says: by the file (a stat(2)) or by its name.
// path is a C string of len characters.  seen, when not null: what the
// stat(2) found.
Unit* lock_unit_on_path(const char* path, size_t len, bool* locked,
                        PathSeen* seen = nullptr);

// An internal-unit statement borrows a NEWUNIT number for its duration
// and leaves libgfortran's node behind (INQUIRE then reports the number as
// OPENED).  Call begin at the start of every READ/WRITE on an internal
// file and end, with the internal record length and the POS= count of
// the statement (libgfortran adds it to the node's), at its done call.
int32_t begin_internal_unit();
void end_internal_unit(int32_t number, int64_t recl, int64_t pos_count);
// How many times internal-file statements took the table mutex (tests:
// after a thread's first statement, its next ones keep their number
// without it, internal_borrow.h).
uint64_t internal_unit_visits();
// The END an internal namelist READ met, left pending in the node of the
// number it borrowed (namelist_read.cpp): the next internal statement on
// that number sees it; OPEN(NEWUNIT=) taking the number clears it.
bool internal_end_pending(int32_t number);
void set_internal_end_pending(int32_t number, bool pending);
// Whether number is borrowed by an internal-file statement running now
// (a DTIO procedure receives it as its unit; INQUIRE on it is an error).
bool internal_unit_active(int32_t number);

// Connects an unconnected unit to the file fort.<number> as a WRITE or
// READ without OPEN does (F2018 12.5.5: preconnection on first use):
// sequential, the given form, ACTION readwrite.  Raises the statement's
// error and returns nullptr when the file cannot be opened.  Returns the
// unit, unlocked; returns the unit already there if another thread
// connected it first.  (Implemented in open.cpp.)
Unit* connect_default_file(int32_t number, Form form, IoStatus& status);

// Flushes every unit (CALL FLUSH(), SYSTEM).  Units locked by another
// thread are flushed once that thread's statement ends.
void flush_all_units();

// Installs the exit-time flush and the fatal-error printer; idempotent.
// Inline: the flang front door asks at every statement, and call_once's
// check through pthread_once cost about 25 instructions each time.
namespace detail {
extern std::atomic<bool> g_runtime_initialised;
void initialise_runtime();
}  // namespace detail
inline void ensure_runtime_initialised() {
  if (!detail::g_runtime_initialised.load(std::memory_order_acquire))
      [[unlikely]]
    detail::initialise_runtime();
}

}  // namespace ftnio

#endif  // FTNIO_UNIT_UNIT_TABLE_H
