// SPDX-License-Identifier: MIT
// The internal lane (L4): see internal_lane.h.
#include "transfer/internal_lane.h"

#include <string_view>

#include "transfer/form_ops.h"
#include "transfer/formatted_read.h"
#include "transfer/formatted_write.h"
#include "transfer/internal_unit.h"

namespace ftnio {

void start_internal_plain(DtState& st, Direction d, TransferForm form,
                          const InternalFile& f, const char* format,
                          size_t format_len, bool dec_ext,
                          const RuntimePolicy* policy) {
  reset_plain_statement(st, d, form, RecordKind::kInternal, dec_ext, policy);
  st.plain_write = false;
  const std::string_view text(format == nullptr ? "" : format, format_len);
  internal_begin(st, f, d, form, text, false);
  if (form == TransferForm::kFormatted) {
    if (d == Direction::kWrite)
      formatted_write_start(st, text, dec_ext);
    else
      formatted_read_start(st, text, dec_ext);
  } else {
    // (The list-directed starts read nothing of the request.)
    static const TransferRequest kUnused{};
    kFormOps[static_cast<int>(form)][static_cast<int>(d)].start(st, kUnused);
  }
  st.ops = &kFormOps[static_cast<int>(form)][static_cast<int>(d)];
}

}  // namespace ftnio
