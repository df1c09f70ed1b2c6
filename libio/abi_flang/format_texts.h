// SPDX-License-Identifier: MIT
// flang's texts of format errors that the core reports in libgfortran's
// words (L5, flang front door).
#ifndef FTNIO_ABI_FLANG_FORMAT_TEXTS_H
#define FTNIO_ABI_FLANG_FORMAT_TEXTS_H

#include <string>
#include <string_view>

namespace ftnio::flang {

// flang's text for the core's format error core_text on format (the
// format as the program gave it), or core_text itself where flang's is
// not known: a format without its initial '(', a repeat count before a
// ',' ("Invalid character in FORMAT; at offset N in format '...'"), and
// a reversion into a group without data edits ("Unlimited repetition in
// FORMAT lacks data edit descriptors; at offset N in format '...'").
std::string flang_format_text(std::string_view format,
                              const std::string& core_text);

}  // namespace ftnio::flang

#endif  // FTNIO_ABI_FLANG_FORMAT_TEXTS_H
