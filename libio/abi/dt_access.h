// SPDX-License-Identifier: MIT
// Shared helpers of the ABI layer: the statement state in a parameter
// block's private area and the common-header error fields (L5).
#ifndef FTNIO_ABI_DT_ACCESS_H
#define FTNIO_ABI_DT_ACCESS_H

#include "abi/st_parameter.h"
#include "base/io_error.h"
#include "transfer/dt_state.h"

namespace ftnio::abi {

static_assert(sizeof(DtState) <= kDtPrivateSize,
              "statement state must fit the compiler's private area");
static_assert(alignof(DtState) <= 8, "the private area is 8-byte aligned");

inline DtState& state_of(Dt* dt) {
  return *reinterpret_cast<DtState*>(dt->priv);
}

// The delivery points of a statement's conditions, from its common header.
// Most statements name none (no IOSTAT=, IOMSG=, ERR=, END= or EOR=):
// they store the locus and zeros, without decoding the flags one by one
// (32 instructions on every statement before: perf/pattern_scan.py).
inline void fill_error_target(ErrorTarget& t, const Common& c) {
  const uint32_t f = c.flags;
  t.source_file = c.filename;
  t.capture = nullptr;
  t.line = c.line;
  t.iomsg = nullptr;
  constexpr uint32_t kTargets =
      kHasIostat | kHasIomsg | kHasErr | kHasEnd | kHasEor;
  if ((f & kTargets) == 0) [[likely]] {
    t.iostat = nullptr;
    t.set_iomsg_len_and_labels(0, 0);
    return;
  }
  t.iostat = (f & kHasIostat) ? c.iostat : nullptr;
  uint32_t len = 0;
  if (f & kHasIomsg) {
    t.iomsg = c.iomsg;
    len = c.iomsg_len > ErrorTarget::kIomsgMax
              ? ErrorTarget::kIomsgMax
              : static_cast<uint32_t>(c.iomsg_len);
  }
  // (ERR=, END= and EOR= are the block's bits 2 to 4, in the order of
  // the target's label bits.)
  static_assert(kHasErr >> 2 == ErrorTarget::kErrLabel &&
                kHasEnd >> 2 == ErrorTarget::kEndLabel &&
                kHasEor >> 2 == ErrorTarget::kEorLabel);
  t.set_iomsg_len_and_labels(len, (f >> 2) & 7);
}

inline ErrorTarget error_target_of(const Common& c) {
  ErrorTarget t;
  fill_error_target(t, c);
  return t;
}

inline void set_libreturn(Common& c, Outcome o) {
  c.flags = (c.flags & ~kLibreturnMask) | static_cast<uint32_t>(o);
}

// Compiled code branches on flags & 3 after the done call and inside
// implied-DO loops, so the outcome is published after every call.
inline void publish_outcome(Dt* dt) {
  set_libreturn(dt->common, state_of(dt).status.outcome());
}

}  // namespace ftnio::abi

#endif  // FTNIO_ABI_DT_ACCESS_H
