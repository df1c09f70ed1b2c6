// SPDX-License-Identifier: MIT
// A unit: a Fortran unit number and, while connected, its file (L3).
#include "unit/unit.h"

#include <cerrno>
#include <cstdio>
#include <utility>

#include "base/options.h"
#include "base/report_flag.h"
#include "unit/io_report.h"

namespace ftnio {

namespace {

// The stream of a disconnected unit: every operation fails with EBADF, so
// a statement that raced with a CLOSE can never touch a freed stream.
class ClosedStream final : public Stream {
 public:
  ClosedStream() : Stream(false, -1) {}
  Offset read(void*, Offset, void*, Offset) override { return -EBADF; }
  Offset write(const void*, Offset, const void*, Offset) override {
    return -EBADF;
  }
  Offset seek(Offset, int) override { return -EBADF; }
  Offset size() override { return -EBADF; }
  int truncate(Offset) override { return -EBADF; }
  int flush() override { return -EBADF; }
  int close() override { return 0; }
};

// The one stub of every disconnected unit.  Stateless, so threads share
// it; never destroyed, so units flushed at exit may still point to it.
Stream* closed_stream() {
  static Stream* const stub = new ClosedStream();
  return stub;
}

}  // namespace

void Unit::StreamDeleter::operator()(Stream* s) const {
  if (s != closed_stream()) delete s;
}

Unit::Unit(int32_t number) : number_(number), stream_(closed_stream()) {}

Unit::Unit(int32_t number, int32_t priority, std::unique_ptr<Stream> stream,
           std::string file_name, const ConnectionModes& modes)
    : Unit(number) {
  priority_ = priority;
  in_table_ = true;
  connect(std::move(stream), std::move(file_name), modes, FileId{});
}

Unit::Unit(int32_t number, std::unique_ptr<Stream> memory)
    : number_(number), stream_(memory.release()) {}

Unit::~Unit() = default;

void Unit::set_stats(std::unique_ptr<UnitStats> s) { stats_ = std::move(s); }

std::unique_ptr<UnitStats> Unit::take_stats() { return std::move(stats_); }

void Unit::connect(std::unique_ptr<Stream> stream, std::string_view file_name,
                   const ConnectionModes& modes, const FileId& id) {
  stream_.reset(stream.release());
  append_window_ = stream_->append_window();
  int fd = stream_->fileno();
  std_fd_ = static_cast<int8_t>(fd >= 0 && fd <= 2 ? fd : -1);
  // Copied into the storage the unit's last name left (disconnect keeps
  // it): a unit reopened in a loop allocates no name.
  file_name_.assign(file_name.data(), file_name.size());
  modes_ = modes;
  file_id_ = id;
  fbuf_.reset();
  record_window_ = RecordWindow{};
  limits_ = RecordLimits{};
  layout_ready_ = false;
  // The POS= counter survives a re-connection in libgfortran.
  int64_t pos = record_.stream_pos;
  record_ = RecordState{};
  record_.stream_pos = pos;
  record_.position = modes.position;
  flush_each_record_ = false;
  internal_node_ = false;
  if (modes.asynchronous) {
    if (async_ == nullptr) async_ = std::make_unique<AsyncQueue>();
    async_->start();
    async_active_.store(true, std::memory_order_release);
  }
  if (g_io_report) [[unlikely]]
    report_connect(*this);
  connected_.store(true, std::memory_order_release);
}

int Unit::disconnect() {
  if (async_active_.load(std::memory_order_relaxed)) {
    // Runs what is still queued (the caller drained the queue before
    // taking the lock, so normally nothing) and ends the worker.
    async_active_.store(false, std::memory_order_release);
    async_->stop();
  }
  int rc = finish_nonadvancing_record();
  drop_unfinished_record();
  int rc2 = flush_record(false);
  if (rc == 0) rc = rc2;
  rc2 = stream_->close();
  if (rc == 0) rc = rc2;
  if (g_io_report) [[unlikely]]
    report_disconnect(*this);
  connected_.store(false, std::memory_order_release);
  stream_.reset(closed_stream());
  append_window_ = nullptr;
  std_fd_ = -1;
  file_name_.clear();
  fbuf_.reset();
  record_window_ = RecordWindow{};
  // file_id_ stays: other threads read it under the table mutex (OPEN and
  // INQUIRE by file name), so only the table clears it (forget_file_id),
  // and connected() already tells that it is stale.
  return rc;
}

int Unit::flush_record_slow(bool flush_stream) {
  // In Reading mode the record buffer holds read-ahead, not output: it
  // must never be written back (that would append it to the file).
  int rc = record_.mode == IoMode::kReading ? 0 : fbuf_.flush(*stream_);
  if (flush_stream) {
    int rc2 = stream_->flush();
    if (rc == 0) rc = rc2;
  }
  return rc;
}

int Unit::flush_all() { return flush_record(true); }

void Unit::drop_unfinished_record() {
  // Unformatted records are written whole or streamed; what their record
  // buffer holds after a failed WRITE is libgfortran's partial record.
  if (record_.mode == IoMode::kWriting && modes_.form == Form::kFormatted)
    fbuf_.reset();
}

int Unit::finish_nonadvancing_record() {
  if (!record_.pending_nonadvancing_write) return 0;
  record_.pending_nonadvancing_write = false;
  // Bytes a final TL left right of the position belong to the record.
  fbuf_.seek(0, SEEK_END);
  const EnvOptions& env = env_options();
  const bool standard =
      g_standard_stream_policy.known_by_connection
          ? std_fd_ >= 0
          : number_ == env.stdout_unit || number_ == env.stderr_unit;
  if (!standard) {
    char* nl = fbuf_.alloc(1);
    if (nl == nullptr) return -ENOMEM;
    *nl = '\n';
  }
  return fbuf_.flush(*stream_);
}

namespace {
// The largest subrecord libgfortran writes by default (2**31 - 9 bytes).
constexpr int64_t kDefaultMaxPiece = 2147483639;
}  // namespace

void Unit::work_out_layout() {
  const CompileOptions& o = compile_options();
  MarkerLayout& m = layout_;
  m.bytes = limits_.marker_bytes == 8 || o.record_marker == 8 ? 8 : 4;
  m.swap = modes_.swap_bytes;
  // The connection's subrecord length (open_connect.cpp, libgfortran's
  // recl_subrecord: RECL=, else -fmax-subrecord-length, which applies to
  // 8-byte markers too, else by the marker size); 8-byte markers need no
  // subrecords otherwise.
  int64_t piece = limits_.subrecord > 0        ? limits_.subrecord
                  : o.max_subrecord_length > 0 ? o.max_subrecord_length
                  : m.bytes == 8               ? INT64_MAX - 16
                                               : kDefaultMaxPiece;
  m.max_piece = piece;
  layout_ready_ = true;
}

void Unit::note_record_end_other(PositionAfter after) {
  record_.write_in_progress = false;
  if (modes_.access == Access::kStream) {
    // A formatted stream file has records too (F2018 12.3.3.4): they are
    // counted as sequential ones are (flang's messages number them).
    if (modes_.form == Form::kFormatted) ++record_.last_record;
    return;
  }
  record_.in_record = false;
  if (after == PositionAfter::kUnspecified)
    record_.position = Position::kUnspecified;
  // Direct access: the record the position is in, partial records
  // rounded up, as libgfortran computes it.
  Offset where = stream_->tell();
  if (where >= 0 && limits_.recl > 0)
    record_.last_record = (where + limits_.recl) / limits_.recl - 1;
}

int Unit::reset_record_buffer(Offset* read_ahead) {
  *read_ahead = 0;
  record_.tab_origin = record_.record_begin = 0;
  if (record_.mode == IoMode::kWriting) {
    int rc = fbuf_.flush_to_pos(*stream_);
    fbuf_.reset();
    return rc;
  }
  *read_ahead = static_cast<Offset>(fbuf_.lookahead());
  fbuf_.reset();
  return 0;
}

}  // namespace ftnio
