// SPDX-License-Identifier: MIT
// flang's Begin... calls: every statement starts here and gets its cookie
// (L5, flang front door).
#include "abi_flang/environment.h"
#include "abi_flang/descriptor_walk.h"
#include "abi_flang/flang_api.h"
#include "abi_flang/flang_policy.h"
#include "abi_flang/statement.h"
#include "base/options.h"
#include "unit/runtime_error.h"
#include "unit/unit_table.h"

namespace ftnio::flang {

namespace {

// flang's runtime buffers its standard streams unless they are terminals
// (a pipe too), repositions standard input from a pipe inside that
// buffer, and flushes standard output before the other units; the
// core takes that from here, set as the library loads, before any
// statement preconnects the units.
struct StandardStreamsAsFlang {
  StandardStreamsAsFlang() {
    g_standard_stream_policy.buffer_unless_terminal = true;
    g_standard_stream_policy.stdout_flushed_first = true;
    g_standard_stream_policy.replay_piped_input = true;
    g_standard_stream_policy.known_by_connection = true;
    // Files are found, made, created and read as flang's runtime does.
    g_file_policy = FilePolicy{.lookup_by_name = true,
                               .scratch_in_tmp_as_flang = true,
                               .creates_as_flang = true,
                               .read_errors_reported = true};
    // Here, in a file every program with I/O links from the static
    // library too.  Read at the first statement, before the units
    // preconnect (DEFAULT_UTF8) and after flang's ProgramStart.
    g_front_door_startup = take_flang_environment;
  }
} const kStandardStreamsAsFlang;

Cookie begin_transfer(Direction direction, TransferForm form, int32_t unit,
                      const char* format, size_t format_len, const char* file,
                      int line) {
  ensure_runtime_initialised();
  Statement* s = new_statement(CookieKind::kTransfer, file, line);
  TransferRequest& r = s->req;
  r.direction = direction;
  r.form = form;
  r.unit = core_unit(unit);
  r.internal_unit = false;
  r.format = format;
  r.format_len = format_len;
  r.dec_ext = false;
  r.policy = &kFlangPolicy;
  s->unit = r.unit;
  return cookie_of(s);
}

// A default-kind CHARACTER scalar: one record.
Cookie begin_internal(Direction direction, TransferForm form, char* base,
                      size_t length, const char* format, size_t format_len,
                      const char* file, int line) {
  Cookie c = begin_transfer(direction, form, 0, format, format_len, file, line);
  TransferRequest& r = statement_of(c)->req;
  r.internal_unit = true;
  r.internal = InternalFile{};
  r.internal.base = base;
  r.internal.reclen = static_cast<int64_t>(length);
  r.internal.nrecords = 1;
  r.internal.kind = 1;
  r.unit = -1;
  return c;
}

// A CHARACTER array (or a scalar of another kind) through a descriptor.
Cookie begin_internal_array(Direction direction, TransferForm form,
                            const Descriptor& d, const char* format,
                            size_t format_len, const char* file, int line) {
  Cookie c = begin_transfer(direction, form, 0, format, format_len, file, line);
  Statement* s = statement_of(c);
  s->req.internal_unit = true;
  if (!internal_file_of(d, s->req.internal, s->dims))
    not_implemented("this internal file (flang descriptor)");
  s->req.unit = s->req.internal.kind == 4 ? -2 : -1;
  return c;
}

// FMT= given as a descriptor (a CHARACTER array: flang passes no text
// then): the statement keeps the format's text.
Cookie with_format(Cookie c, const Descriptor* fmt_desc) {
  if (fmt_desc == nullptr) return c;
  Statement& s = *statement_of(c);
  if (!format_text_of(*fmt_desc, s.format_text))
    not_implemented("FMT= given as a descriptor of this type (flang)");
  s.req.format = s.format_text.data();
  s.req.format_len = s.format_text.size();
  return c;
}

Cookie begin_unit_statement(CookieKind kind, int32_t unit, const char* file,
                            int line) {
  Statement* s = new_statement(kind, file, line);
  s->unit = core_unit(unit);
  return cookie_of(s);
}

}  // namespace

}  // namespace ftnio::flang

using namespace ftnio::flang;
using ftnio::Direction;
using ftnio::TransferForm;
namespace rt = Fortran::runtime::io;

namespace Fortran::runtime::io {

Cookie IONAME(BeginExternalListOutput)(ExternalUnit unit, const char* file,
                                       int line) {
  return begin_transfer(Direction::kWrite, TransferForm::kListDirected, unit,
                        nullptr, 0, file, line);
}
Cookie IONAME(BeginExternalListInput)(ExternalUnit unit, const char* file,
                                      int line) {
  return begin_transfer(Direction::kRead, TransferForm::kListDirected, unit,
                        nullptr, 0, file, line);
}
Cookie IONAME(BeginExternalFormattedOutput)(const char* format, std::size_t n,
                                            const Descriptor* fmt_desc,
                                            ExternalUnit unit, const char* file,
                                            int line) {
  return with_format(begin_transfer(Direction::kWrite, TransferForm::kFormatted,
                                    unit, format, n, file, line),
                     fmt_desc);
}
Cookie IONAME(BeginExternalFormattedInput)(const char* format, std::size_t n,
                                           const Descriptor* fmt_desc,
                                           ExternalUnit unit, const char* file,
                                           int line) {
  return with_format(begin_transfer(Direction::kRead, TransferForm::kFormatted,
                                    unit, format, n, file, line),
                     fmt_desc);
}
Cookie IONAME(BeginUnformattedOutput)(ExternalUnit unit, const char* file,
                                      int line) {
  return begin_transfer(Direction::kWrite, TransferForm::kUnformatted, unit,
                        nullptr, 0, file, line);
}
Cookie IONAME(BeginUnformattedInput)(ExternalUnit unit, const char* file,
                                     int line) {
  return begin_transfer(Direction::kRead, TransferForm::kUnformatted, unit,
                        nullptr, 0, file, line);
}

Cookie IONAME(BeginInternalListOutput)(char* internal, std::size_t length,
                                       void**, std::size_t, const char* file,
                                       int line) {
  return begin_internal(Direction::kWrite, TransferForm::kListDirected,
                        internal, length, nullptr, 0, file, line);
}
Cookie IONAME(BeginInternalListInput)(const char* internal, std::size_t length,
                                      void**, std::size_t, const char* file,
                                      int line) {
  return begin_internal(Direction::kRead, TransferForm::kListDirected,
                        const_cast<char*>(internal), length, nullptr, 0, file,
                        line);
}
Cookie IONAME(BeginInternalFormattedOutput)(char* internal, std::size_t length,
                                            const char* format,
                                            std::size_t format_len,
                                            const Descriptor* fmt_desc, void**,
                                            std::size_t, const char* file,
                                            int line) {
  return with_format(
      begin_internal(Direction::kWrite, TransferForm::kFormatted, internal,
                     length, format, format_len, file, line),
      fmt_desc);
}
Cookie IONAME(BeginInternalFormattedInput)(
    const char* internal, std::size_t length, const char* format,
    std::size_t format_len, const Descriptor* fmt_desc, void**, std::size_t,
    const char* file, int line) {
  return with_format(begin_internal(Direction::kRead, TransferForm::kFormatted,
                                    const_cast<char*>(internal), length, format,
                                    format_len, file, line),
                     fmt_desc);
}
Cookie IONAME(BeginInternalArrayListOutput)(const Descriptor& d, void**,
                                            std::size_t, const char* file,
                                            int line) {
  return begin_internal_array(Direction::kWrite, TransferForm::kListDirected, d,
                              nullptr, 0, file, line);
}
Cookie IONAME(BeginInternalArrayListInput)(const Descriptor& d, void**,
                                           std::size_t, const char* file,
                                           int line) {
  return begin_internal_array(Direction::kRead, TransferForm::kListDirected, d,
                              nullptr, 0, file, line);
}
Cookie IONAME(BeginInternalArrayFormattedOutput)(const Descriptor& d,
                                                 const char* format,
                                                 std::size_t format_len,
                                                 const Descriptor* fmt_desc,
                                                 void**, std::size_t,
                                                 const char* file, int line) {
  return with_format(
      begin_internal_array(Direction::kWrite, TransferForm::kFormatted, d,
                           format, format_len, file, line),
      fmt_desc);
}
Cookie IONAME(BeginInternalArrayFormattedInput)(const Descriptor& d,
                                                const char* format,
                                                std::size_t format_len,
                                                const Descriptor* fmt_desc,
                                                void**, std::size_t,
                                                const char* file, int line) {
  return with_format(
      begin_internal_array(Direction::kRead, TransferForm::kFormatted, d,
                           format, format_len, file, line),
      fmt_desc);
}

Cookie IONAME(BeginOpenUnit)(ExternalUnit unit, const char* file, int line) {
  return begin_unit_statement(CookieKind::kOpen, unit, file, line);
}
Cookie IONAME(BeginOpenNewUnit)(const char* file, int line) {
  Cookie c = begin_unit_statement(CookieKind::kOpen, 0, file, line);
  statement_of(c)->newunit = true;
  return c;
}
Cookie IONAME(BeginClose)(ExternalUnit unit, const char* file, int line) {
  return begin_unit_statement(CookieKind::kClose, unit, file, line);
}
Cookie IONAME(BeginRewind)(ExternalUnit unit, const char* file, int line) {
  return begin_unit_statement(CookieKind::kRewind, unit, file, line);
}
Cookie IONAME(BeginBackspace)(ExternalUnit unit, const char* file, int line) {
  return begin_unit_statement(CookieKind::kBackspace, unit, file, line);
}
Cookie IONAME(BeginEndfile)(ExternalUnit unit, const char* file, int line) {
  return begin_unit_statement(CookieKind::kEndfile, unit, file, line);
}
Cookie IONAME(BeginFlush)(ExternalUnit unit, const char* file, int line) {
  return begin_unit_statement(CookieKind::kFlush, unit, file, line);
}

}  // namespace Fortran::runtime::io
