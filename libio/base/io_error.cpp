// SPDX-License-Identifier: MIT
// The per-statement condition latch: IOSTAT, IOMSG, ERR/END/EOR (L0).
#include "base/io_error.h"

#include <cstdlib>
#include <cstring>

#include "base/iostat.h"
#include "base/os_error_text.h"

namespace ftnio {

namespace {
FatalHandler g_fatal_handler = nullptr;  // set once at start-up
}

void set_fatal_handler(FatalHandler handler) { g_fatal_handler = handler; }

void copy_to_fortran_string(char* dst, size_t len, const char* msg) {
  size_t n = std::strlen(msg);
  if (n > len) n = len;
  std::memcpy(dst, msg, n);
  std::memset(dst + n, ' ', len - n);
}

void IoStatus::raise_errno(int err) { raise(kErrOs, nullptr, err); }

void IoStatus::raise(int code, const char* msg, int os_errno) {
  // A previous error is never masked; a previous END or EOR may be.
  if (outcome_ == Outcome::kError) return;
  code_ = static_cast<int16_t>(code);
  if (target_.iostat != nullptr)
    *target_.iostat = code == kErrOs ? os_errno : code;
  std::string os_text;  // looked up only when the condition is taken
  if (msg == nullptr && code == kErrOs) {
    os_text = os_error_text(os_errno);
    msg = os_text.c_str();
  } else if (msg == nullptr) {
    msg = iostat_generic_message(code);
  }
  if (target_.iomsg != nullptr)
    copy_to_fortran_string(target_.iomsg, target_.iomsg_len(), msg);

  if (target_.capture != nullptr) {
    target_.capture->code = code;
    target_.capture->os_errno = os_errno;
    target_.capture->message = msg;
  }

  bool caught = target_.capture != nullptr;
  if (code == kIostatEor) {
    outcome_ = Outcome::kEor;
    caught = caught || target_.has_eor();
  } else if (code == kIostatEnd) {
    outcome_ = Outcome::kEnd;
    caught = caught || target_.has_end();
  } else {
    outcome_ = Outcome::kError;
    caught = caught || target_.has_err();
  }
  if (caught || target_.iostat != nullptr) return;

  FatalReport report{target_.source_file, target_.line, unit_, unit_file_, msg};
  if (g_fatal_handler != nullptr) g_fatal_handler(report);
  std::exit(2);  // only reached if no handler was installed
}

}  // namespace ftnio
