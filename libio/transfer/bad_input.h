// SPDX-License-Identifier: MIT
// The input text whose conversion failed latest on this thread (L4): a
// formatted field, or the record from a list value on.  A front door
// whose runtime names the offending character in its message (LLVM
// flang's "Bad character 'x' in INTEGER input field") takes it from here;
// only the error path writes it.
#ifndef FTNIO_TRANSFER_BAD_INPUT_H
#define FTNIO_TRANSFER_BAD_INPUT_H

#include <string_view>

namespace ftnio {

void note_bad_input(std::string_view text);
std::string_view last_bad_input();

}  // namespace ftnio

#endif  // FTNIO_TRANSFER_BAD_INPUT_H
