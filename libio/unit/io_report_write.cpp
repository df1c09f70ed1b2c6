// SPDX-License-Identifier: MIT
// Writing the I/O report at program end: an aligned table, or JSON with
// FTNIO_REPORT_FORMAT=json (L3).
#include <fcntl.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <string>
#include <vector>

#include "stream/raw_stream.h"
#include "stream/sys_queries.h"
#include "unit/io_report.h"
#include "unit/unit.h"

namespace ftnio {

namespace {

std::mutex g_retired_mutex;
// Figures of closed connections; never freed (read at exit).
std::vector<std::unique_ptr<UnitStats>>* g_retired = nullptr;

constexpr int kStatements = static_cast<int>(StatementKind::kCount);

uint64_t statement_total(const UnitStats& s) {
  uint64_t n = 0;
  for (uint64_t c : s.statements) n += c;
  return n;
}

// Data moved by system calls, not counting the probes of the connection
// (an unused preconnected unit has those).
bool moved_data(const UnitStats& s) {
  for (int k :
       {SyscallStats::kRead, SyscallStats::kWrite, SyscallStats::kPread,
        SyscallStats::kPwrite, SyscallStats::kReadv, SyscallStats::kWritev})
    if (s.sys.calls[k] != 0) return true;
  return false;
}

// The figures the statements left to derive: the time inside ftnio from
// the timed transfers (estimated_ticks), and the bytes of a unit without
// a seekable buffer from what its system calls moved (every byte of
// those reaches the kernel at once).
void settle(UnitStats& s) {
  s.ticks = estimated_ticks(s);
  s.timed = 0;  // s.ticks is now the whole estimate
  if (s.seekable) return;
  s.bytes[0] = s.sys.bytes_in;
  s.bytes[1] = s.sys.bytes_out;
}

void add_into(UnitStats& t, const UnitStats& s) {
  for (int i = 0; i < kStatements; ++i) t.statements[i] += s.statements[i];
  for (int w = 0; w < 2; ++w) {
    t.records[w] += s.records[w];
    t.bytes[w] += s.bytes[w];
  }
  t.largest_record = std::max(t.largest_record, s.largest_record);
  t.buffer += s.buffer;
  t.ticks += s.ticks;
  for (int i = 0; i < SyscallStats::kCount; ++i)
    t.sys.calls[i] += s.sys.calls[i];
  t.sys.ticks += s.sys.ticks;
}

std::string u64(uint64_t v) { return std::to_string(v); }

// Seconds per report_ticks() tick, measured once per report.
double g_tick_seconds = 0;

std::string seconds(uint64_t ticks) {
  char b[32];
  std::snprintf(b, sizeof b, "%.6f",
                static_cast<double>(ticks) * g_tick_seconds);
  return b;
}

// The figures of one row in column order (the text columns first).
std::vector<std::string> row_of(const UnitStats& s, bool total) {
  std::vector<std::string> r = {total ? "total" : std::to_string(s.number),
                                total ? "" : s.file, s.access, s.form};
  for (uint64_t c : s.statements) r.push_back(u64(c));
  r.insert(r.end(), {u64(s.records[0]), u64(s.records[1]), u64(s.bytes[0]),
                     u64(s.bytes[1]), u64(s.largest_record), u64(s.buffer)});
  for (uint64_t c : s.sys.calls) r.push_back(u64(c));
  r.push_back(seconds(s.ticks));
  r.push_back(seconds(s.sys.ticks));
  return r;
}

std::vector<std::string> header() {
  std::vector<std::string> h = {"unit", "file", "access", "form"};
  for (const char* n : kStatementNames) h.push_back(n);
  h.insert(h.end(),
           {"rec_in", "rec_out", "bytes_in", "bytes_out", "max_rec", "buffer"});
  for (const char* n : kSyscallNames) h.push_back(std::string("sys_") + n);
  h.push_back("s_ftnio");
  h.push_back("s_sys");
  return h;
}

// Text columns (file, access, form) left-aligned, numbers right-aligned.
std::string table(const std::vector<std::vector<std::string>>& rows) {
  std::vector<size_t> width(rows[0].size(), 0);
  for (const auto& r : rows)
    for (size_t i = 0; i < r.size(); ++i)
      width[i] = std::max(width[i], r[i].size());
  std::string out;
  for (const auto& r : rows) {
    std::string line;
    for (size_t i = 0; i < r.size(); ++i) {
      std::string pad(width[i] - r[i].size(), ' ');
      bool left = i >= 1 && i <= 3;
      if (i > 0) line += "  ";
      line += left ? r[i] + pad : pad + r[i];
    }
    while (!line.empty() && line.back() == ' ') line.pop_back();
    out += line + "\n";
  }
  return out;
}

void json_string(std::string& out, const std::string& s) {
  out += '"';
  for (unsigned char c : s) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += static_cast<char>(c);
    } else if (c < 0x20) {
      char b[8];
      std::snprintf(b, sizeof b, "\\u%04x", c);
      out += b;
    } else {
      out += static_cast<char>(c);
    }
  }
  out += '"';
}

void json_unit(std::string& out, const UnitStats& s, bool total) {
  out += "{";
  if (!total) {
    out += "\"unit\": " + std::to_string(s.number) + ", \"file\": ";
    json_string(out, s.file);
    out += ", \"access\": \"" + s.access + "\", \"form\": \"" + s.form + "\", ";
  }
  out += "\"statements\": {";
  for (int i = 0; i < kStatements; ++i)
    out += std::string(i ? ", " : "") + "\"" + kStatementNames[i] +
           "\": " + u64(s.statements[i]);
  out += "}, \"records_read\": " + u64(s.records[0]) +
         ", \"records_written\": " + u64(s.records[1]) +
         ", \"bytes_read\": " + u64(s.bytes[0]) +
         ", \"bytes_written\": " + u64(s.bytes[1]) +
         ", \"largest_record\": " + u64(s.largest_record) +
         ", \"buffer\": " + u64(s.buffer) + ", \"syscalls\": {";
  for (int i = 0; i < SyscallStats::kCount; ++i)
    out += std::string(i ? ", " : "") + "\"" + kSyscallNames[i] +
           "\": " + u64(s.sys.calls[i]);
  out += "}, \"seconds_ftnio\": " + seconds(s.ticks) +
         ", \"seconds_syscalls\": " + seconds(s.sys.ticks) + "}";
}

// The rank an MPI launcher gave the process, or "" outside one.
std::string mpi_rank() {
  for (const char* v : {"OMPI_COMM_WORLD_RANK", "PMI_RANK"})
    if (const char* r = std::getenv(v)) return r;
  return "";
}

std::string render(const std::vector<UnitStats>& units, bool json) {
  UnitStats total;
  for (const UnitStats& s : units) add_into(total, s);
  std::string pid = std::to_string(sys_getpid());
  std::string rank = mpi_rank();
  if (json) {
    std::string out = "{\"pid\": " + pid + ", \"rank\": ";
    out += rank.empty() ? "null" : rank;
    out += ", \"units\": [";
    for (size_t i = 0; i < units.size(); ++i) {
      out += i ? ",\n  " : "\n  ";
      json_unit(out, units[i], false);
    }
    out += "],\n \"total\": ";
    json_unit(out, total, true);
    return out + "}\n";
  }
  std::vector<std::vector<std::string>> rows = {header()};
  for (const UnitStats& s : units) rows.push_back(row_of(s, false));
  rows.push_back(row_of(total, true));
  std::string title = "ftnio I/O report, pid " + pid;
  if (!rank.empty()) title += ", rank " + rank;
  return title + "\n" + table(rows);
}

// FTNIO_REPORT's file name with %p (process id) and %r (MPI rank, 0
// outside a launcher) replaced.
std::string report_path(const char* spec) {
  std::string out;
  for (const char* p = spec; *p != '\0'; ++p) {
    if (p[0] == '%' && (p[1] == 'p' || p[1] == 'r')) {
      std::string rank = mpi_rank();
      out += p[1] == 'p' ? std::to_string(sys_getpid())
                         : (rank.empty() ? "0" : rank);
      ++p;
    } else {
      out += *p;
    }
  }
  return out;
}

void emit(const std::string& text) {
  const char* spec = std::getenv("FTNIO_REPORT");
  if (spec == nullptr) return;
  if (std::strcmp(spec, "stderr") == 0) {
    RawStream err(2, false);
    (void)err.write(text.data(), static_cast<Offset>(text.size()));
    return;
  }
  int fd =
      raw_open(report_path(spec).c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (fd < 0) return;  // nowhere to say it: the report is a courtesy
  RawStream file(fd, true, false);  // (no seekability probe: one write)
  (void)file.write(text.data(), static_cast<Offset>(text.size()));
}

}  // namespace

void retire_unit_stats(std::unique_ptr<UnitStats> s) {
  std::lock_guard guard(g_retired_mutex);
  if (g_retired == nullptr)
    g_retired = new std::vector<std::unique_ptr<UnitStats>>;
  g_retired->push_back(std::move(s));
}

void write_io_report(const std::vector<Unit*>& connected) {
  if (!g_io_report) return;
  std::vector<UnitStats> units;
  {
    std::lock_guard guard(g_retired_mutex);
    if (g_retired != nullptr)
      for (const auto& s : *g_retired) units.push_back(*s);
  }
  for (Unit* u : connected) {
    if (u->stats() == nullptr) continue;
    report_settle_run(*u, *u->stats());  // the run still open
    UnitStats s = *u->stats();
    s.buffer = u->stream().buffer_size();
    units.push_back(s);
  }
  std::erase_if(units, [](const UnitStats& s) {
    return statement_total(s) == 0 && !moved_data(s);
  });
  for (UnitStats& s : units) settle(s);
  std::stable_sort(units.begin(), units.end(),
                   [](const UnitStats& a, const UnitStats& b) {
                     return a.number < b.number;
                   });
  g_tick_seconds = report_tick_seconds();
  const char* fmt = std::getenv("FTNIO_REPORT_FORMAT");
  bool json = fmt != nullptr && std::strcmp(fmt, "json") == 0;
  emit(render(units, json));
}

}  // namespace ftnio
