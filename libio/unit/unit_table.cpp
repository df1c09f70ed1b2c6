// SPDX-License-Identifier: MIT
// The unit table: unit number -> Unit, preconnection, NEWUNIT numbers and
// the exit-time flush (L3).
//
// Locking: the table mutex guards the maps, the node flags and priorities
// of every unit, the NEWUNIT bitmap and the priority generator.  A unit's
// own lock is always taken before the table mutex, never while holding it.
// The mutex is a StatementLock, exclusive even for lookups: they are rare
// (units above 127, INQUIRE by file, exit, a thread's first internal-file
// statement; later ones keep their NEWUNIT number, internal_borrow.h), and
// a single-threaded program then pays plain stores instead of a pthread
// rwlock's calls.  No function here takes it while holding it.
#include "unit/unit_table.h"

#include <algorithm>
#include <bit>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

#include "base/iostat.h"
#include "base/options.h"
#include "base/os_error_text.h"
#include "base/stale_fill.h"
#include "stream/buffered_stream.h"
#include "stream/raw_stream.h"
#include "stream/replay_stream.h"
#include "unit/internal_borrow.h"
#include "unit/io_report.h"
#include "unit/runtime_error.h"
#include "unit/statement_lock.h"
#include "unit/unit_tree.h"

namespace ftnio {

namespace unit_table_detail {
std::atomic<Unit*> g_direct[kDirectUnits] = {};
std::atomic<Unit*> g_newunit[kDirectUnits] = {};
}  // namespace unit_table_detail

namespace {

// Units 0..kDirect-1 are found without hashing (unit_table.h); they cover
// the preconnected units and the numbers most programs use.
constexpr int32_t kDirect = unit_table_detail::kDirectUnits;
std::atomic<Unit*> (&direct_)[kDirect] = unit_table_detail::g_direct;
std::atomic<Unit*> (&newunit_)[kDirect] = unit_table_detail::g_newunit;
// NEWUNIT numbers -10 .. -10-(kDirect-1) likewise (OPEN(NEWUNIT=) hands out
// the lowest free one, so programs stay in this range).
constexpr int32_t kNewunitFirst = unit_table_detail::kNewunitFirst;
using unit_table_detail::newunit_slot;

// This thread's hold on an internal-file statement's NEWUNIT number
// (internal_borrow.h), once it has run one; t_borrow_gone once its
// destructor ran (I/O from later thread-exit destructors goes without).
thread_local InternalBorrow* t_borrow = nullptr;
thread_local bool t_borrow_gone = false;
struct BorrowOwner {
  ~BorrowOwner();
};
thread_local BorrowOwner t_borrow_owner;

// What an internal-file statement leaves in its number's node.
void note_internal_end(Unit& u, int64_t recl, int64_t pos_count) {
  u.set_internal_recl(recl);
  // libgfortran's node keeps its POS= count: an OPEN(NEWUNIT=) that gets
  // the number reports it (the statement's lock is not needed: the number
  // is not connected, nothing else touches its record).
  u.record().stream_pos += pos_count;
}

class UnitTable {
 public:
  UnitTable() { preconnect(); }

  // The unit object of number, or nullptr if none was ever made.
  Unit* object(int32_t number) {
    if (number >= 0 && number < kDirect)
      return direct_[number].load(std::memory_order_acquire);
    if (int32_t i = newunit_slot(number); i >= 0)
      return newunit_[i].load(std::memory_order_acquire);
    std::unique_lock guard(mutex_);
    auto it = others_.find(number);
    return it == others_.end() ? nullptr : it->second;
  }

  // object() for a caller that holds mutex_.
  Unit* object_locked(int32_t number) {
    if (number >= 0 && number < kDirect)
      return direct_[number].load(std::memory_order_acquire);
    if (int32_t i = newunit_slot(number); i >= 0)
      return newunit_[i].load(std::memory_order_acquire);
    auto it = others_.find(number);
    return it == others_.end() ? nullptr : it->second;
  }

  // The unit object of number, made on first use.
  Unit* make_object(int32_t number) {
    if (Unit* u = object(number)) return u;
    std::unique_lock guard(mutex_);
    return make_object_locked(number);
  }

  // Creates the node of a locked unit if it has none.
  void ensure_node(Unit& u) {
    std::unique_lock guard(mutex_);
    release_idle_borrows_locked();
    if (u.in_table()) return;
    add_node_locked(u);
  }

  void publish(Unit& u, std::unique_ptr<Stream> stream, std::string_view name,
               const ConnectionModes& modes, const FileId& id) {
    std::unique_lock guard(mutex_);
    release_idle_borrows_locked();
    if (!u.in_table()) add_node_locked(u);
    u.connect(std::move(stream), name, modes, id);
  }

  int retire(Unit& u) {
    int rc = u.connected() ? u.disconnect() : 0;
    std::unique_lock guard(mutex_);
    release_idle_borrows_locked();
    u.forget_file_id();
    u.set_in_table(false);
    u.set_internal_node(false);
    if (u.number() <= kNewunitStart) free_newunit_locked(u.number());
    return rc;
  }

  // For OPEN(NEWUNIT=): libgfortran makes a new node for the number, even
  // where the OPEN then fails, so what internal statements left in the
  // old one goes.
  int32_t allocate_newunit() {
    std::unique_lock guard(mutex_);
    release_idle_borrows_locked();
    int32_t number = allocate_newunit_locked();
    if (Unit* u = object_locked(number)) u->set_internal_end_pending(false);
    return number;
  }

  // The number is reserved for the calling statement, so its node may be
  // created without the unit's lock.  Other threads' kept numbers stay
  // taken (the next free one is drawn, as when statements overlap in
  // libgfortran): releasing them would make two threads take each
  // other's number at every statement.  The thread then keeps the number
  // (internal_borrow.h) unless a statement of its own holds its kept one
  // (I/O in a DTIO procedure or a function of the I/O list).
  int32_t begin_internal() {
    std::unique_lock guard(mutex_);
    ++internal_visits_;
    InternalBorrow* b = claim_borrow_locked();
    int32_t number = allocate_newunit_locked();
    Unit* u = make_object_locked(number);
    if (!u->in_table()) add_node_locked(*u);
    u->set_internal_node(true);
    int32_t i = newunit_slot(number);
    if (b != nullptr && i >= 0 && !b->busy()) b->take(static_cast<uint32_t>(i));
    return number;
  }

  void end_internal(int32_t number, int64_t recl, int64_t pos_count) {
    std::unique_lock guard(mutex_);
    ++internal_visits_;
    if (Unit* u = object_locked(number)) note_internal_end(*u, recl, pos_count);
    free_newunit_locked(number);
  }

  // Lets every thread's idle number go (mutex held): whatever looks at the
  // NEWUNIT numbers or the nodes must see them as between two statements.
  void release_idle_borrows_locked() {
    for (InternalBorrow* b : borrows_) {
      uint32_t i;
      if (b->release_idle(&i))
        free_newunit_locked(kNewunitStart - static_cast<int32_t>(i));
    }
  }

  // This thread's slot, claimed on its first internal-file statement
  // (mutex held); nullptr after its thread-exit destructor.
  InternalBorrow* claim_borrow_locked() {
    if (t_borrow != nullptr || t_borrow_gone) return t_borrow;
    (void)&t_borrow_owner;  // registers the destructor that gives it back
    InternalBorrow* b = nullptr;
    for (InternalBorrow* x : borrows_)
      if (!x->owned) b = x;
    if (b == nullptr) {
      b = new InternalBorrow;  // never freed: slots pass to new threads
      borrows_.push_back(b);
    }
    b->owned = true;
    t_borrow = b;
    return b;
  }

  // At thread exit: the number kept goes back, the slot to the next thread.
  void disown_borrow(InternalBorrow* b) {
    std::unique_lock guard(mutex_);
    uint32_t i;
    if (b->release_idle(&i))
      free_newunit_locked(kNewunitStart - static_cast<int32_t>(i));
    b->owned = false;
  }

  uint64_t internal_visits() {
    std::unique_lock guard(mutex_);
    return internal_visits_;
  }

  // A number borrowed by a running internal-file statement: taken, and
  // its object not connected (OPEN(NEWUNIT=) numbers are connected).
  bool internal_active(int32_t number) {
    if (number > kNewunitStart) return false;
    Unit* u = object(number);
    if (u == nullptr) return false;
    std::unique_lock guard(mutex_);
    release_idle_borrows_locked();
    size_t i = static_cast<size_t>(kNewunitStart - number);
    return newunit_taken_locked(i) && u->internal_node() && !u->connected();
  }

  bool node_exists(int32_t number) {
    Unit* u = object(number);
    if (u == nullptr) return false;
    std::unique_lock guard(mutex_);
    release_idle_borrows_locked();
    return u->in_table();
  }

  // The tree nodes, each with whether it matches id.
  // The first connected unit, in libgfortran's tree order, that matches.
  template <typename Match>
  Unit* first_connected(Match matches) {
    std::unique_lock guard(mutex_);
    auto hit = [&matches](const Unit* u) {
      return u->in_table() && u->connected() && matches(*u);
    };
    // Usually no unit or one is on the file: no tree to model, and no
    // allocation (INQUIRE(FILE=) and OPEN ask on every statement).
    Unit* first = nullptr;
    int count = 0;
    for (Unit* u : all_)
      if (hit(u) && count++ == 0) first = u;
    if (count <= 1) return first;
    std::vector<TreeNode> nodes;
    for (Unit* u : all_)
      if (u->in_table())
        nodes.push_back(TreeNode{u->number(), u->priority(), hit(u), u});
    const TreeNode* found = first_match_in_preorder(nodes);
    return found == nullptr ? nullptr : static_cast<Unit*>(found->payload);
  }

  // Every connected unit, in the order libgfortran closes them at exit:
  // it deletes the root of its tree, the highest priority, until empty.
  std::vector<Unit*> in_exit_order() {
    std::unique_lock guard(mutex_);
    std::vector<Unit*> units;
    for (Unit* u : all_)
      if (u->in_table() && u->connected()) units.push_back(u);
    std::sort(units.begin(), units.end(),
              [](Unit* a, Unit* b) { return a->priority() > b->priority(); });
    stdout_first(units);
    return units;
  }

  // Under StandardStreamPolicy::stdout_flushed_first, the unit of the
  // process's standard output goes before the others, keeping their order.
  static void stdout_first(std::vector<Unit*>& units) {
    if (!g_standard_stream_policy.stdout_flushed_first) return;
    std::stable_partition(units.begin(), units.end(),
                          [](Unit* u) { return u->std_fd() == 1; });
  }

  // Every connected unit, in unit-number order (libgfortran's FLUSH-all).
  std::vector<Unit*> connected_units() {
    std::vector<Unit*> units = in_exit_order();
    std::sort(units.begin(), units.end(),
              [](Unit* a, Unit* b) { return a->number() < b->number(); });
    stdout_first(units);
    return units;
  }

 private:
  // libgfortran keeps its units in a treap whose priorities come from this
  // generator, one draw per node created.
  int32_t next_priority() {
    seed_ = (22611 * seed_ + 10) % 44071;
    return seed_;
  }

  Unit* make_object_locked(int32_t number) {
    if (number >= 0 && number < kDirect) {
      Unit* u = direct_[number].load(std::memory_order_acquire);
      if (u != nullptr) return u;
      u = new Unit(number);
      all_.push_back(u);
      direct_[number].store(u, std::memory_order_release);
      return u;
    }
    if (int32_t i = newunit_slot(number); i >= 0) {
      Unit* u = newunit_[i].load(std::memory_order_acquire);
      if (u != nullptr) return u;
      u = new Unit(number);
      all_.push_back(u);
      newunit_[i].store(u, std::memory_order_release);
      return u;
    }
    Unit*& slot = others_[number];
    if (slot == nullptr) {
      slot = new Unit(number);
      all_.push_back(slot);
    }
    return slot;
  }

  void add_node_locked(Unit& u) {
    u.set_in_table(true);
    u.set_internal_end_pending(false);
    u.set_priority(next_priority());
    // A new node starts with libgfortran's zeroed POS= counter.
    u.record().stream_pos = 0;
  }

  bool newunit_taken_locked(size_t i) const {
    return i / 64 < newunits_.size() && (newunits_[i / 64] >> (i % 64) & 1);
  }

  // The lowest free number, found a word at a time: every internal-file
  // statement borrows one.
  int32_t allocate_newunit_locked() {
    size_t w = newunit_low_ / 64;
    while (w < newunits_.size() && newunits_[w] == ~uint64_t{0}) ++w;
    if (w == newunits_.size()) newunits_.push_back(0);
    size_t i = w * 64 + static_cast<size_t>(std::countr_one(newunits_[w]));
    newunits_[w] |= uint64_t{1} << (i % 64);
    newunit_low_ = i + 1;
    return kNewunitStart - static_cast<int32_t>(i);
  }

  void free_newunit_locked(int32_t number) {
    size_t i = static_cast<size_t>(kNewunitStart - number);
    if (i / 64 >= newunits_.size()) return;
    newunits_[i / 64] &= ~(uint64_t{1} << (i % 64));
    if (i < newunit_low_) newunit_low_ = i;
  }

  void preconnect_fd(int32_t number, int fd, const char* name, Action action);
  void preconnect();

  int32_t seed_ = 5341;                        // priority generator state
  StatementLock mutex_;                        // see the file comment
  std::unordered_map<int32_t, Unit*> others_;  // objects of other numbers
  std::vector<Unit*> all_;                     // every object, never freed
  std::vector<uint64_t> newunits_;             // bit i: NEWUNIT -10-i taken
  size_t newunit_low_ = 0;                     // no free index below this
  std::vector<InternalBorrow*> borrows_;       // every thread's slot
  uint64_t internal_visits_ = 0;               // see internal_unit_visits
};

void UnitTable::preconnect_fd(int32_t number, int fd, const char* name,
                              Action action) {
  FileInfo info{};
  SyscallStats* counts = report_connecting();
  bool known = raw_fstat(fd, &info, counts) == 0;
  const EnvOptions& env = env_options();
  // As libgfortran: only regular files are buffered; terminals and pipes
  // see each record as soon as it is complete.
  const bool buffer_kind = g_standard_stream_policy.buffer_unless_terminal
                               ? !info.tty
                               : info.regular;
  bool buffered = known && buffer_kind && !env.all_unbuffered &&
                  !env.unbuffered_preconnected;
  std::unique_ptr<Stream> stream =
      known ? std::make_unique<RawStream>(fd, false, info.seekable)
            : std::make_unique<RawStream>(fd, false);
  stream->set_syscall_stats(counts);
  if (known && action == Action::kRead && !info.seekable && !info.tty &&
      g_standard_stream_policy.replay_piped_input) {
    stream = std::make_unique<ReplayStream>(std::move(stream));
  } else if (buffered) {
    BufferSizing size = buffer_sizing(false, env.formatted_buffer_size);
    stream = std::make_unique<BufferedStream>(
        std::move(stream), size.initial,
        BufferTuning{.grow_limit = size.grow_limit, .known_size = info.size});
  }
  ConnectionModes modes;
  modes.action = action;
  if (g_environment_defaults.utf8) modes.encoding = Encoding::kUtf8;
  FileId id{info.dev, info.ino, known};
  std::unique_lock guard(mutex_);
  Unit* u = make_object_locked(number);
  add_node_locked(*u);
  u->connect(std::move(stream), name, modes, id);
  // Output to the standard streams appends; input starts fresh.
  u->set_endfile(action == Action::kRead ? EndfileState::kNoEndfile
                                         : EndfileState::kAtEndfile);
}

void UnitTable::preconnect() {
  const EnvOptions& env = env_options();
  if (env.stdin_unit >= 0)
    preconnect_fd(env.stdin_unit, 0, "stdin", Action::kRead);
  if (env.stdout_unit >= 0)
    preconnect_fd(env.stdout_unit, 1, "stdout", Action::kWrite);
  if (env.stderr_unit >= 0)
    preconnect_fd(env.stderr_unit, 2, "stderr", Action::kWrite);
  // libgfortran also creates the nodes of the two internal units here; they
  // are never connected but take part in the tree.
  std::unique_lock guard(mutex_);
  add_node_locked(*make_object_locked(kInternalUnit));
  add_node_locked(*make_object_locked(kInternalUnit4));
}

UnitTable& table() {
  // Never destroyed: destructors of other libraries may still do I/O after
  // ours would have run (docs/abi.md §9.1).
  static UnitTable* t = [] {
    ensure_runtime_initialised();
    return new UnitTable;
  }();
  return *t;
}

// Flushes u, taking its lock unless this thread already holds it (an error
// raised inside a statement ends the program from within it).
template <typename Fn>
void with_unit_held(Unit* u, Fn fn) {
  if (u->held_by_this_thread()) {
    fn(*u);
    return;
  }
  u->lock();
  if (u->connected()) fn(*u);
  u->unlock();
}

// libgfortran's close_units: each unit's pending non-advancing record is
// ended, a record a failed WRITE left unfinished is dropped (as
// libgfortran does), everything else is written back.  Unlike libgfortran,
// a failing write-back of a file is not silent: data the program had
// handed over would be lost, so the program ends with a runtime error
// (exit 2) once every unit had its chance.  The standard streams are left
// out, as in libgfortran (a closed pipe at exit is not worth a message).
//
// Asynchronous units first run everything still queued (nothing may be
// lost at exit) and end their workers, without their lock: the workers
// need it.  A unit this thread holds (an error ended the program inside a
// statement on it) cannot be waited for; its worker dies with the process.
void flush_at_exit() {
  for (Unit* u : table().in_exit_order()) {
    AsyncQueue* q = u->async_queue();
    if (q != nullptr && !u->held_by_this_thread()) q->stop();
  }
  std::string failure;
  for (Unit* u : table().in_exit_order())
    with_unit_held(u, [&failure](Unit& v) {
      int rc = v.finish_nonadvancing_record();
      v.drop_unfinished_record();
      int rc2 = v.flush_all();
      if (rc == 0) rc = rc2;
      if (rc < 0 && failure.empty() && v.stream().fileno() > 2)
        failure = "Cannot write unit " + std::to_string(v.number()) +
                  " (file '" + v.file_name() +
                  "') at program end: " + os_error_text(-rc);
    });
  write_io_report(table().connected_units());
  if (!failure.empty()) exit_handler_error(failure.c_str());
}

}  // namespace

Unit* find_unit_slow(int32_t number) {
  Unit* u = table().object(number);
  return u != nullptr && u->connected() ? u : nullptr;
}

Unit* lock_unit(int32_t number) {
  Unit* u = table().object(number);
  if (u == nullptr || !u->connected()) return nullptr;
  u->lock();
  if (u->connected()) return u;
  u->unlock();
  return nullptr;
}

Unit* lock_unit_unless_held_slow(int32_t number, bool* recursive) {
  // (Units 0..127 and the first NEWUNIT numbers came here only when not
  // connected, held by this thread or closed meanwhile.)
  Unit* u = table().object(number);
  *recursive = u != nullptr && u->held_by_this_thread();
  if (u == nullptr || *recursive || !u->connected()) return nullptr;
  u->lock();
  if (u->connected()) return u;
  u->unlock();
  return nullptr;
}

Unit* lock_unit_node(int32_t number, bool create) {
  UnitTable& t = table();
  Unit* u = create ? t.make_object(number) : t.object(number);
  if (u == nullptr) return nullptr;
  u->lock();
  if (create) t.ensure_node(*u);
  if (u->in_table()) return u;
  u->unlock();
  return nullptr;
}

bool unit_node_exists(int32_t number) { return table().node_exists(number); }

bool unit_held_by_this_thread(int32_t number) {
  Unit* u = table().object(number);
  return u != nullptr && u->held_by_this_thread();
}

void raise_recursive_io(IoStatus& status) {
  status.raise(kErrInternal, "Recursive I/O not allowed");
}

void publish_connection(Unit& u, std::unique_ptr<Stream> stream,
                        std::string_view file_name,
                        const ConnectionModes& modes, const FileId& id) {
  table().publish(u, std::move(stream), file_name, modes, id);
}

int retire_unit(Unit& u) { return table().retire(u); }

int32_t allocate_newunit() { return table().allocate_newunit(); }

namespace {
// The first unit matching, locked unless this thread holds it already.
template <typename Match>
Unit* lock_first_connected(Match matches, bool* locked) {
  *locked = false;
  for (;;) {
    Unit* u = table().first_connected(matches);
    if (u == nullptr || u->held_by_this_thread()) return u;
    u->lock();
    *locked = true;
    if (u->connected() && matches(*u)) return u;
    u->unlock();  // closed or reconnected meanwhile: look again
    *locked = false;
  }
}
}  // namespace

Unit* lock_unit_by_file(const FileId& id, bool* locked) {
  return lock_first_connected(
      [&id](const Unit& u) {
        const FileId& f = u.file_id();
        return f.valid && f.dev == id.dev && f.ino == id.ino;
      },
      locked);
}

Unit* lock_unit_by_name(std::string_view name, bool* locked) {
  return lock_first_connected(
      // (The standard streams' units have no name to look up in flang;
      // std_fd and the name are set under the table's mutex.)
      [name](const Unit& u) {
        return u.std_fd() < 0 && !u.file_name().empty() &&
               u.file_name() == name;
      },
      locked);
}

Unit* lock_unit_on_path(const char* path, size_t len, bool* locked,
                        PathSeen* seen) {
  *locked = false;
  PathSeen ignored;
  PathSeen& what = seen != nullptr ? *seen : ignored;
  what = PathSeen::kUnknown;
  if (g_file_policy.lookup_by_name)
    return lock_unit_by_name(std::string_view(path, len), locked);
  FileInfo info{};
  if (int rc = raw_stat_path(path, &info); rc != 0) {
    // (No such file, or a component that is no directory: access(2)
    // would find none either.)
    if (rc == -ENOENT || rc == -ENOTDIR) what = PathSeen::kMissing;
    return nullptr;
  }
  what = PathSeen::kExists;
  return lock_unit_by_file(FileId{info.dev, info.ino, true}, locked);
}

BorrowOwner::~BorrowOwner() {
  if (t_borrow != nullptr) table().disown_borrow(t_borrow);
  t_borrow = nullptr;
  t_borrow_gone = true;
}

// The fast path: the thread's kept number, without the table mutex.
int32_t begin_internal_unit() {
  uint32_t i;
  if (InternalBorrow* b = t_borrow; b != nullptr && b->try_resume(&i))
    return kNewunitStart - static_cast<int32_t>(i);
  return table().begin_internal();
}

bool internal_unit_active(int32_t number) {
  return table().internal_active(number);
}

void end_internal_unit(int32_t number, int64_t recl, int64_t pos_count) {
  int32_t i = newunit_slot(number);
  InternalBorrow* b = t_borrow;
  if (b != nullptr && i >= 0 && b->busy_with(static_cast<uint32_t>(i))) {
    // Kept by this thread alone: no other thread touches the node.
    note_internal_end(*newunit_[i].load(std::memory_order_acquire), recl,
                      pos_count);
    b->park(static_cast<uint32_t>(i));
    return;
  }
  table().end_internal(number, recl, pos_count);
}

uint64_t internal_unit_visits() { return table().internal_visits(); }

bool internal_end_pending(int32_t number) {
  Unit* u = table().object(number);
  return u != nullptr && u->internal_end_pending();
}

void set_internal_end_pending(int32_t number, bool pending) {
  if (Unit* u = table().object(number)) u->set_internal_end_pending(pending);
}

void flush_all_units() {
  for (Unit* u : table().connected_units())
    with_unit_held(u, [](Unit& v) { (void)v.flush_all(); });
}

namespace detail {

std::atomic<bool> g_runtime_initialised{false};

void initialise_runtime() {
  static std::once_flag once;
  std::call_once(once, [] {
    if (g_front_door_startup != nullptr) g_front_door_startup();
    install_fatal_error_handler();
    read_io_report_flag();
    read_stale_fill_flag();
    std::atexit(flush_at_exit);
  });
  g_runtime_initialised.store(true, std::memory_order_release);
}

}  // namespace detail

}  // namespace ftnio
