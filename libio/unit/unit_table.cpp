// SPDX-License-Identifier: MIT
// The unit table: unit number -> connected Unit, preconnection and the
// exit-time flush (L3).
#include "unit/unit_table.h"

#include <fcntl.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <string>
#include <cstdlib>
#include <memory>
#include <mutex>
#include <shared_mutex>
#include <unordered_map>
#include <vector>

#include "base/iostat.h"
#include "base/options.h"
#include "stream/buffered_stream.h"
#include "stream/raw_stream.h"
#include "unit/runtime_error.h"

namespace ftnio {

namespace {

// Units 0..kDirect-1 are found without hashing; they cover the preconnected
// units and the numbers most programs use.
constexpr int32_t kDirect = 128;

class UnitTable {
 public:
  UnitTable() { preconnect(); }

  Unit* find(int32_t number) {
    if (number >= 0 && number < kDirect)
      return direct_[number].load(std::memory_order_acquire);
    std::shared_lock guard(mutex_);
    return find_locked(number);
  }

  // Caller holds mutex_ (either mode).
  Unit* find_locked(int32_t number) {
    if (number >= 0 && number < kDirect)
      return direct_[number].load(std::memory_order_acquire);
    auto it = others_.find(number);
    return it == others_.end() ? nullptr : it->second;
  }

  Unit* connect_default(int32_t number, Form form, IoStatus& status);

  // Every connected unit, in the order libgfortran closes them at exit.
  std::vector<Unit*> in_exit_order() {
    std::shared_lock guard(mutex_);
    std::vector<Unit*> units(all_.begin(), all_.end());
    std::sort(units.begin(), units.end(), [](Unit* a, Unit* b) {
      return a->priority() > b->priority();
    });
    return units;
  }

 private:
  // libgfortran keeps its units in a treap whose priorities come from this
  // generator, and at exit closes the root (highest priority) first.  The
  // relative order in which two buffered units reach one shared file (say
  // stdout and stderr both redirected to it) is therefore fixed by these
  // numbers; drawing the same sequence keeps that order identical.
  int32_t next_priority() {
    seed_ = (22611 * seed_ + 10) % 44071;
    return seed_;
  }

  void insert(std::unique_ptr<Unit> unit) {
    std::unique_lock guard(mutex_);
    insert_locked(std::move(unit));
  }

  void insert_locked(std::unique_ptr<Unit> unit) {
    Unit* u = unit.release();
    all_.push_back(u);
    if (u->number() >= 0 && u->number() < kDirect)
      direct_[u->number()].store(u, std::memory_order_release);
    else
      others_[u->number()] = u;
  }

  void preconnect_fd(int32_t number, int fd, const char* name,
                     Action action) {
    FileInfo info{};
    bool regular = raw_fstat(fd, &info) == 0 && info.regular;
    const EnvOptions& env = env_options();
    // As libgfortran: only regular files are buffered; terminals and pipes
    // see each record as soon as it is complete.
    bool buffered =
        regular && !env.all_unbuffered && !env.unbuffered_preconnected;
    std::unique_ptr<Stream> stream = std::make_unique<RawStream>(fd, false);
    if (buffered)
      stream = std::make_unique<BufferedStream>(std::move(stream),
                                                default_buffer_size(false));
    ConnectionModes modes;
    modes.action = action;
    auto unit = std::make_unique<Unit>(number, next_priority(),
                                       std::move(stream), name, modes);
    // Output to the standard streams appends; input starts fresh.
    unit->set_endfile(action == Action::Read ? EndfileState::NoEndfile
                                             : EndfileState::AtEndfile);
    insert(std::move(unit));
  }

  void preconnect() {
    const EnvOptions& env = env_options();
    if (env.stdin_unit >= 0)
      preconnect_fd(env.stdin_unit, 0, "stdin", Action::Read);
    if (env.stdout_unit >= 0)
      preconnect_fd(env.stdout_unit, 1, "stdout", Action::Write);
    if (env.stderr_unit >= 0)
      preconnect_fd(env.stderr_unit, 2, "stderr", Action::Write);
    // libgfortran also creates its two internal-unit nodes here; they take
    // the next two priorities.
    next_priority();
    next_priority();
  }

  int32_t seed_ = 5341;                       // priority generator state
  std::atomic<Unit*> direct_[kDirect] = {};   // units 0..kDirect-1
  std::shared_mutex mutex_;                   // guards others_ and all_
  std::unordered_map<int32_t, Unit*> others_;  // the other unit numbers
  std::vector<Unit*> all_;                    // every unit ever connected
};

// Opens name for an implicit connection: read-write when allowed, else
// read-only, else write-only, as libgfortran retries.  fd or -errno.
int open_default(const char* name, Action* action) {
  constexpr int kCreate = O_CREAT | O_CLOEXEC;
  int fd = raw_open(name, O_RDWR | kCreate, 0666);
  *action = Action::ReadWrite;
  if (fd == -EACCES || fd == -EPERM || fd == -EROFS) {
    int ro = raw_open(name, O_RDONLY | O_CLOEXEC, 0666);
    if (ro >= 0) {
      *action = Action::Read;
      return ro;
    }
    int wo = raw_open(name, O_WRONLY | kCreate, 0666);
    if (wo >= 0) {
      *action = Action::Write;
      return wo;
    }
  }
  return fd;
}

Unit* UnitTable::connect_default(int32_t number, Form form,
                                 IoStatus& status) {
  std::unique_lock guard(mutex_);
  auto existing = find_locked(number);
  if (existing != nullptr) return existing;
  // libgfortran creates the unit node (drawing its priority) before it
  // tries to open the file, and drops the node again on failure.
  int32_t priority = next_priority();
  std::string name = "fort." + std::to_string(number);
  Action action;
  int fd = open_default(name.c_str(), &action);
  if (fd < 0) {
    guard.unlock();
    std::string msg = "Cannot open file '" + name + "': " + std::strerror(-fd);
    status.raise(kErrOs, msg.c_str(), -fd);
    return nullptr;
  }
  FileInfo info{};
  bool regular = raw_fstat(fd, &info) == 0 && info.regular;
  std::unique_ptr<Stream> stream = std::make_unique<RawStream>(fd, true);
  if (regular && !env_options().all_unbuffered)
    stream = std::make_unique<BufferedStream>(
        std::move(stream), default_buffer_size(form == Form::Unformatted));
  ConnectionModes modes;
  modes.form = form;
  modes.action = action;
  auto unit = std::make_unique<Unit>(number, priority, std::move(stream),
                                     name, modes);
  Unit* u = unit.get();
  insert_locked(std::move(unit));
  return u;
}

UnitTable& table() {
  // Never destroyed: destructors of other libraries may still do I/O after
  // ours would have run (ABI doc 10.1).
  static UnitTable* t = [] {
    ensure_runtime_initialised();
    return new UnitTable;
  }();
  return *t;
}

void flush_at_exit() { flush_all_units(); }

}  // namespace

Unit* find_unit(int32_t number) { return table().find(number); }

Unit* connect_default_file(int32_t number, Form form, IoStatus& status) {
  return table().connect_default(number, form, status);
}

void flush_all_units() {
  for (Unit* u : table().in_exit_order()) {
    // The thread that is exiting may be inside a statement on this unit
    // (an error raised mid-statement); it may flush without the lock.
    if (u->held_by_this_thread()) {
      u->flush_all();
      continue;
    }
    u->lock();
    u->flush_all();
    u->unlock();
  }
}

void ensure_runtime_initialised() {
  static std::once_flag once;
  std::call_once(once, [] {
    install_fatal_error_handler();
    std::atexit(flush_at_exit);
  });
}

}  // namespace ftnio
