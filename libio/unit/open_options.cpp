// SPDX-License-Identifier: MIT
// Decoding the specifiers of an OPEN statement (L3).
#include <cstring>
#include <string>

#include "base/iostat.h"
#include "base/options.h"
#include "unit/convert_env.h"
#include "unit/keywords.h"
#include "unit/open_flags.h"
#include "unit/runtime_error.h"
#include "unit/unit_table.h"

namespace ftnio {

namespace {

int decode(IoStatus& status, const CharSpec& spec, KeywordTable table,
           const char* message) {
  if (!spec.present) return kUnset;
  int value = match_keyword(spec.ptr, spec.len, table);
  if (value < 0) status.raise(kErrBadOption, message);
  return value;
}

// The CONVERT= in force: GFORTRAN_CONVERT_UNIT wins over CONVERT=, which
// wins over -fconvert (docs/abi.md §8.2).  The env lookup uses common.unit,
// which is 0 for OPEN(NEWUNIT=).
bool decode_convert(IoStatus& status, const OpenRequest& req) {
  int conv = env_convert_for_unit(req.unit);
  if (conv < 0 && req.convert.present)
    conv = decode(status, req.convert, kConvertKeywords,
                  "Bad CONVERT parameter in OPEN statement");
  else if (conv < 0)
    conv = compile_options().convert;
  if (conv < 0 || conv > 3) {
    // libgfortran goes on with the bad value when IOSTAT= caught the error
    // and then stops in its internal consistency check.
    Unit* u = find_unit(req.unit);
    internal_error(FatalReport{req.source_file, req.line, req.unit,
                               u ? u->file_name().c_str() : nullptr,
                               "Illegal value for CONVERT"});
  }
  return convert_swaps(conv);
}

// The checks of libgfortran's st_open that need no unit.
void check_combinations(IoStatus& status, const OpenRequest& req,
                        OpenFlags* f) {
  if (f->position != kUnset && f->access == static_cast<int>(Access::kDirect))
    status.raise(kErrBadOption, "Cannot use POSITION with direct access files");
  if (f->readonly && f->action != kUnset &&
      f->action != static_cast<int>(Action::kRead))
    status.raise(kErrBadOption,
                 "ACTION conflicts with READONLY in OPEN statement");
  if (f->access == kAccessAppend) {
    if (f->position != kUnset &&
        f->position != static_cast<int>(Position::kAppend))
      status.raise(kErrBadOption,
                   "Conflicting ACCESS and POSITION flags in OPEN statement");
    Unit* u = find_unit(req.unit);
    notify_std(kStdGnu, FatalReport{req.source_file, req.line, req.unit,
                                    u ? u->file_name().c_str() : nullptr,
                                    "Extension: APPEND as a value for ACCESS "
                                    "in OPEN statement"});
    f->access = static_cast<int>(Access::kSequential);
    f->position = static_cast<int>(Position::kAppend);
  }
  if (f->position == kUnset) f->position = static_cast<int>(Position::kAsIs);
}

}  // namespace

namespace {
size_t file_spec_length(const CharSpec& file) {
  size_t n = file.len;
  while (n > 0 && file.ptr[n - 1] == ' ') --n;
  const void* nul = std::memchr(file.ptr, '\0', n);
  if (nul != nullptr) n = static_cast<const char*>(nul) - file.ptr;
  return n;
}
}  // namespace

std::string file_spec_name(const CharSpec& file) {
  return std::string(file.ptr, file_spec_length(file));
}

FileSpecPath::FileSpecPath(const CharSpec& file) {
  keep(file.ptr, file_spec_length(file));
}

FileSpecPath::FileSpecPath(std::string_view name) {
  keep(name.data(), name.size());
}

void FileSpecPath::keep(const char* p, size_t n) {
  len_ = n;
  if (len_ < sizeof small_) {
    if (len_ != 0) std::memcpy(small_, p, len_);
    small_[len_] = '\0';
    ptr_ = small_;
  } else {
    large_.assign(p, len_);
    ptr_ = large_.c_str();
  }
}

void decode_open_flags(IoStatus& status, const OpenRequest& req, OpenFlags* f) {
  f->readonly = req.readonly;
  // Order matters: the first bad keyword is the one reported.
  f->access = decode(status, req.access, kAccessKeywords,
                     "Bad ACCESS parameter in OPEN statement");
  f->action = decode(status, req.action, kActionKeywords,
                     "Bad ACTION parameter in OPEN statement");
  f->cc = decode(status, req.cc, kCcKeywords,
                 "Bad CARRIAGECONTROL parameter in OPEN statement");
  f->share = decode(status, req.share, kShareKeywords,
                    "Bad SHARE parameter in OPEN statement");
  f->blank = decode(status, req.blank, kBlankKeywords,
                    "Bad BLANK parameter in OPEN statement");
  f->delim = decode(status, req.delim, kDelimKeywords,
                    "Bad DELIM parameter in OPEN statement");
  f->pad = decode(status, req.pad, kPadKeywords,
                  "Bad PAD parameter in OPEN statement");
  f->decimal = decode(status, req.decimal, kDecimalKeywords,
                      "Bad DECIMAL parameter in OPEN statement");
  f->encoding = decode(status, req.encoding, kEncodingKeywords,
                       "Bad ENCODING parameter in OPEN statement");
  f->async = decode(status, req.asynchronous, kYesNoKeywords,
                    "Bad ASYNCHRONOUS parameter in OPEN statement");
  f->round = decode(status, req.round, kRoundKeywords,
                    "Bad ROUND parameter in OPEN statement");
  f->sign = decode(status, req.sign, kSignKeywords,
                   "Bad SIGN parameter in OPEN statement");
  f->form = decode(status, req.form, kFormKeywords,
                   "Bad FORM parameter in OPEN statement");
  f->position = decode(status, req.position, kPositionKeywords,
                       "Bad POSITION parameter in OPEN statement");
  f->status = decode(status, req.status, kStatusKeywords,
                     "Bad STATUS parameter in OPEN statement");
  f->swap = decode_convert(status, req);
  check_combinations(status, req, f);
}

}  // namespace ftnio
