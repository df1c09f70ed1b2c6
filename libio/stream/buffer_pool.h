// SPDX-License-Identifier: MIT
// Window buffers of BufferedStreams lately destroyed, kept for the next
// one (L1).
//
// A program that opens and closes files in a loop (a scratch file per
// step, a log reopened to append) paid a malloc and a free of the buffer
// at every OPEN/CLOSE: 8 KiB formatted, 128 KiB unformatted, too large for
// glibc's per-thread cache, so each free merged the chunk back into the
// heap top and each malloc split it off again (about 500 instructions
// per cycle, more than the rest of CLOSE).  A few buffers of the default
// sizes are kept instead.  Buffers are kept only up to kMaxPooledBuffer
// bytes and kPooledBuffers of them: a grown 1 MiB buffer goes back to
// the heap, and the memory kept is bounded whatever the program does.
#ifndef FTNIO_STREAM_BUFFER_POOL_H
#define FTNIO_STREAM_BUFFER_POOL_H

#include <cstddef>

namespace ftnio {

constexpr size_t kPooledBuffers = 4;
constexpr size_t kMaxPooledBuffer = size_t{1} << 17;  // 128 KiB

// A kept buffer of exactly cap bytes (from new char[cap]), or nullptr.
// Its contents are whatever its last stream left.
char* take_pooled_buffer(size_t cap);

// Keeps p (cap bytes, from new char[cap]) for a later take_pooled_buffer.
// False when the pool is full or cap is too large: the caller frees it.
bool keep_pooled_buffer(char* p, size_t cap);

}  // namespace ftnio

#endif  // FTNIO_STREAM_BUFFER_POOL_H
