// SPDX-License-Identifier: MIT
// libFuzzer target: whole statement sequences on external units, so the
// state between statements (positions, partial records after ADVANCE='NO',
// ENDFILE, BACKSPACE over what was just written, reopening) is fuzzed, not
// only the parsers.  The input is a program: each operation is an opcode
// byte followed by its operands (see run_op).  OPEN picks a scratch file or
// one of two files in a private temporary folder with random FORM=,
// ACCESS=, RECL=, POSITION=, PAD=, STATUS=, ACTION=; WRITE and READ are
// formatted (format built from fragments or taken raw from the input),
// list-directed or unformatted, with items of several types; then
// BACKSPACE, REWIND, ENDFILE, FLUSH, INQUIRE and CLOSE.  Every statement
// has IOSTAT=, so errors must come back as statuses.  Sizes are bounded
// (at most 48 statements, 6 items, RECL <= 256, REC <= 16, format counts
// <= 99 and one nested group) so one input runs in milliseconds.
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "abi_driver.h"

extern "C" {
void _gfortran_st_rewind(ftnio::abi::Filepos*);
void _gfortran_st_endfile(ftnio::abi::Filepos*);
void _gfortran_st_flush(ftnio::abi::Filepos*);
void _gfortran_st_inquire(ftnio::abi::Inquire*);
void _gfortran_transfer_complex_write(ftnio::abi::Dt*, void*, int);
}

namespace {

using namespace ftnio::abi;

constexpr int32_t kUnits[2] = {30, 31};

// The fuzz input, read front to back; zeros once it is exhausted.
struct Input {
  const uint8_t* p;
  size_t n;
  bool empty() const { return n == 0; }
  unsigned byte() {
    if (n == 0) return 0;
    --n;
    return *p++;
  }
  template <size_t N>
  const char* pick(const char* const (&table)[N]) {
    return table[byte() % N];
  }
};

const std::string& dir_path() {
  static const std::string path = [] {
    const char* dir = std::getenv("TMPDIR");
    return std::string(dir && *dir ? dir : "/tmp") + "/ftnio-fuzz-seq." +
           std::to_string(getpid());
  }();
  return path;
}

const std::string& file_path(unsigned which) {
  static const std::string paths[2] = {dir_path() + "/a", dir_path() + "/b"};
  return paths[which & 1];
}

template <class Block>
void init_common(Block& b, int32_t unit, int32_t* ios) {
  std::memset(&b, 0xA5, sizeof b);  // blocks are stack garbage
  b.common.flags = kHasIostat;
  b.common.unit = unit;
  b.common.filename = "fuzz.f90";
  b.common.line = 1;
  b.common.iostat = ios;
}

// A CHARACTER specifier, or none when the table entry is null.
template <class Str>
bool spec(Input& in, Str& field, const char* const* table, size_t n) {
  const char* v = table[in.byte() % n];
  if (v == nullptr) return false;
  field.ptr = v;
  field.len = std::strlen(v);
  return true;
}
#define SPEC(field, bit, ...)                        \
  do {                                               \
    static const char* const t[] = {__VA_ARGS__};    \
    if (spec(in, op.field, t, sizeof t / sizeof *t)) \
      op.common.flags |= 1u << (bit);                \
  } while (0)

void do_open(Input& in, int32_t unit) {
  Open op;
  int32_t ios;
  init_common(op, unit, &ios);
  op.common.flags |= 1u << 24;  // READONLY=, always set by the compiler
  op.readonly = 0;
  unsigned where = in.byte();
  SPEC(status, 9, nullptr, "scratch", "replace", "old", "new", "unknown");
  if (where % 3 != 0) {
    const std::string& path = file_path(where);
    op.file = {path.size(), path.c_str()};
    op.common.flags |= 1u << 8;
  } else {  // without FILE=, only a scratch file stays out of the cwd
    op.status = {"scratch", 7};
    op.common.flags |= 1u << 9;
  }
  SPEC(access, 10, nullptr, "sequential", "direct", "stream");
  SPEC(form, 11, nullptr, "formatted", "unformatted");
  SPEC(position, 13, nullptr, "asis", "rewind", "append");
  SPEC(action, 14, nullptr, nullptr, "readwrite", "read", "write");
  SPEC(delim, 15, nullptr, nullptr, "apostrophe", "quote", "none");
  SPEC(pad, 16, nullptr, "yes", "no");
  SPEC(blank, 12, nullptr, nullptr, nullptr, "zero");
  unsigned recl = in.byte();
  if (recl & 0x80 || where & 0x80) {
    op.recl_in = (recl & 0x7f) * 2;  // 0 is an error too
    op.common.flags |= 1u << 7;
  }
  _gfortran_st_open(&op);
}
#undef SPEC

void do_close(Input& in, int32_t unit) {
  Close cl;
  int32_t ios;
  init_common(cl, unit, &ios);
  unsigned s = in.byte() % 3;
  if (s != 0) {
    cl.status = s == 1 ? StrPL{"keep", 4} : StrPL{"delete", 6};
    cl.common.flags |= 1u << 7;
  }
  _gfortran_st_close(&cl);
}

void do_filepos(unsigned kind, int32_t unit) {
  Filepos fp;
  int32_t ios;
  init_common(fp, unit, &ios);
  switch (kind) {
    case 0: _gfortran_st_backspace(&fp); break;
    case 1: _gfortran_st_rewind(&fp); break;
    case 2: _gfortran_st_endfile(&fp); break;
    default: _gfortran_st_flush(&fp); break;
  }
}

void do_inquire(Input& in, int32_t unit) {
  Inquire q;
  int32_t ios, exist, opened, number, named;
  IoInt nextrec, recl, pos, size;
  char access[16], form[16], position[16], action[16], pad[16], name[512];
  char rd[8], wr[8], stream[8];
  init_common(q, unit, &ios);
  unsigned by = in.byte();
  if (by & 1) {  // by FILE= instead of UNIT=
    const std::string& path = file_path(by >> 1);
    q.file = {path.c_str(), path.size()};
    q.common.flags |= 1u << 14;
  }
  q.exist = &exist, q.opened = &opened, q.number = &number, q.named = &named;
  q.nextrec = &nextrec, q.recl_out = &recl, q.strm_pos_out = &pos;
  q.access = {sizeof access, access}, q.form = {form, sizeof form};
  q.position = {position, sizeof position}, q.action = {sizeof action, action};
  q.pad = {sizeof pad, pad}, q.name = {name, sizeof name};
  q.read = {sizeof rd, rd}, q.write = {wr, sizeof wr};
  q.common.flags |= 0x7fu << 7 | 1u << 15 | 1u << 16 | 1u << 18 | 1u << 19 |
                    1u << 21 | 1u << 22 | 1u << 27 | 1u << 28 | 1u << 31;
  q.flags2 = 1 << 6 | 1 << 8;
  q.size = &size;
  q.iqstream = {stream, sizeof stream};
  _gfortran_st_inquire(&q);
}

// A format: fragments from a table, or raw bytes made bounded.
std::string make_format(Input& in) {
  static const char* const kPieces[] = {
      "I5", "I0", "F8.3",  "F0.2",     "ES12.4", "EN10.2",  "G0", "G12.5",
      "A",  "A3", "L2",    "B8",       "Z4",     "O6",      "X",  "3X",
      "/",  "T3", "TL2",   "TR4",      ":",      "SP",      "BN", "BZ",
      "DC", "DP", "'lit'", "2(I3,1X)", "I3.2",   "E10.3E3", "$"};
  unsigned head = in.byte();
  std::string f = "(";
  size_t n = head & 0x1f;
  if (head & 0x80) {            // raw: blanks become commas (counts cannot hide
    int depth = 0, digits = 0;  // blanks), counts <= 99, one inner group
    for (size_t i = 0; i < n + 8 && !in.empty(); ++i) {
      char c = static_cast<char>(in.byte());
      if (c == ' ' || c == '\t') c = ',';
      digits = (c >= '0' && c <= '9') ? digits + 1 : 0;
      if (digits > 2) continue;
      if (c == '(' && ++depth > 1) c = ',';
      if ((c | 0x20) == 't' && !f.empty() && (f.back() | 0x20) == 'd') c = ',';
      f += c;
    }
  } else {
    for (size_t i = 0; i < n % 10; ++i)
      f += std::string(in.pick(kPieces)) + ",";
    if (f.back() == ',') f.pop_back();
  }
  return f + ")";
}

using NumFn = void (*)(Dt*, void*, int);
using CharFn = void (*)(Dt*, void*, size_t);

// Items of several types; `write` picks the *_write entry points.  Each
// item is 32 value bytes, then a byte: type in the low 3 bits, kind above.
void transfer_items(Input& in, Dt& dt, bool write) {
  static const int kIntKinds[] = {1, 2, 4, 8};
  static const int kRealKinds[] = {4, 8, 10};
  NumFn integer =
      write ? _gfortran_transfer_integer_write : _gfortran_transfer_integer;
  NumFn real = write ? _gfortran_transfer_real_write : _gfortran_transfer_real;
  NumFn complex =
      write ? _gfortran_transfer_complex_write : _gfortran_transfer_complex;
  NumFn logical =
      write ? _gfortran_transfer_logical_write : _gfortran_transfer_logical;
  CharFn character =
      write ? _gfortran_transfer_character_write : _gfortran_transfer_character;
  unsigned count = in.byte() % 7;
  for (unsigned i = 0; i < count; ++i) {
    alignas(16) unsigned char v[32];
    for (unsigned char& b : v) b = static_cast<unsigned char>(in.byte());
    unsigned t = in.byte(), kind = t >> 3;
    switch ((t & 7) % 5) {
      case 0: integer(&dt, v, kIntKinds[kind % 4]); break;
      case 1: real(&dt, v, kRealKinds[kind % 3]); break;
      case 2: complex(&dt, v, 4 << (kind & 1)); break;
      case 3: v[0] &= 1, logical(&dt, v, 4); break;
      default: character(&dt, v, kind % 33); break;
    }
  }
}

// WRITE or READ: mode&3 is 0 or 3 formatted, 1 list-directed, 2
// unformatted; bit 3 ADVANCE='NO', bit 4 SIZE=, bit 5 REC=, bit 6 POS=.
void do_transfer(Input& in, int32_t unit, bool write) {
  unsigned mode = in.byte();
  std::string fmt;
  fuzz::Statement s(unit);
  IoInt size = 0;
  if ((mode & 3) == 0 || (mode & 3) == 3) {
    fmt = make_format(in);
    s.format(fmt);
  } else if ((mode & 3) == 1) {
    s.list_directed();
  }
  if (mode & 0x08) {
    s.dt.advance = {2, "no"};
    s.dt.common.flags |= kDtAdvance;
    if (!write && (mode & 0x10)) {
      s.dt.size = &size;
      s.dt.common.flags |= kDtSize;
    }
  }
  if (mode & 0x20) {
    s.dt.rec = 1 + (mode >> 6) * 5 % 16;
    s.dt.common.flags |= kDtRec;
  } else if (mode & 0x40) {
    s.dt.pos = 1 + (in.byte() % 64);
    s.dt.common.flags |= kDtPos;
  }
  (write ? _gfortran_st_write : _gfortran_st_read)(&s.dt);
  transfer_items(in, s.dt, write);
  (write ? _gfortran_st_write_done : _gfortran_st_read_done)(&s.dt);
}

// INQUIRE(unit, OPENED=).
bool connected(int32_t unit) {
  Inquire q;
  int32_t ios, opened = 0;
  init_common(q, unit, &ios);
  q.opened = &opened;
  q.common.flags |= 1u << 8;
  _gfortran_st_inquire(&q);
  return ios == 0 && opened != 0;
}

void run_op(Input& in) {
  unsigned op = in.byte();
  int32_t unit = kUnits[(op >> 7) & 1];
  // A statement on an unconnected unit would connect fort.N in the
  // current folder: those operations need an OPEN first.
  unsigned kind = op % 10;
  if (kind != 0 && kind != 7 && kind != 8 && !connected(unit)) return;
  switch (kind) {
    case 0: do_open(in, unit); break;
    case 1:
    case 2: do_transfer(in, unit, true); break;
    case 3:
    case 4: do_transfer(in, unit, false); break;
    case 5:
    case 6: do_filepos((op >> 4) & 3, unit); break;
    case 7: do_inquire(in, unit); break;
    case 8: do_close(in, unit); break;
    default: do_filepos(1, unit); break;  // REWIND again: reread
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  // The folder lives only while one input runs: libFuzzer ends without
  // atexit handlers, and a folder per process would pile up.
  if (mkdir(dir_path().c_str(), 0700) != 0 && errno != EEXIST) std::abort();
  Input in{data, size};
  for (int k = 0; k < 48 && !in.empty(); ++k) run_op(in);
  for (int32_t unit : kUnits) {  // scratch files go with CLOSE
    Input none{nullptr, 0};
    do_close(none, unit);
  }
  std::remove(file_path(0).c_str());
  std::remove(file_path(1).c_str());
  rmdir(dir_path().c_str());
  return 0;
}
