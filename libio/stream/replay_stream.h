// SPDX-License-Identifier: MIT
// Input from a pipe that can be read again where it is still held (L1).
//
// flang's runtime reads a file through one buffer of at least 64 KiB and
// repositions inside it without the operating system: on a pipe its
// BACKSPACE and REWIND work as on a regular file as long as the bytes
// are still in that buffer.  This stream gives the layers above the
// same: it keeps the last kKeep bytes read from the inner stream, and
// seek() moves anywhere inside them, so the unit layer's regular-file
// code serves the pipe.
//
//   * read: bytes already held after the position first (never blocking
//     for more when some are held), else one read of the inner stream
//     into the store.
//   * seek: SEEK_SET and SEEK_CUR to any offset in [held_from, read so
//     far]; elsewhere, and SEEK_END, -ESPIPE (the pipe cannot go there).
//   * size: -ESPIPE (a pipe's length is not known before its end).
//   * write, truncate: the inner stream's answers (a read-only pipe
//     refuses them).  flush: 0.  close: closes the inner stream.
//   * seekable: true (within the held bytes); fileno: the inner one's.
#ifndef FTNIO_STREAM_REPLAY_STREAM_H
#define FTNIO_STREAM_REPLAY_STREAM_H

#include <memory>
#include <string>

#include "stream/stream.h"

namespace ftnio {

class ReplayStream final : public Stream {
 public:
  // How many of the last bytes read stay readable again: flang's buffer.
  static constexpr Offset kKeep = Offset{1} << 16;

  explicit ReplayStream(std::unique_ptr<Stream> inner);

  using Stream::read;
  using Stream::write;
  Offset read(void* a, Offset na, void* b, Offset nb) override;
  Offset write(const void* a, Offset na, const void* b, Offset nb) override;
  Offset seek(Offset offset, int whence) override;
  Offset size() override;
  int truncate(Offset length) override;
  int flush() override;
  int close() override;
  void set_syscall_stats(SyscallStats* s) override;

 private:
  // Reads once from the inner stream into the store; drops the bytes
  // beyond kKeep before the position.  The count read or -errno.
  Offset fetch();

  std::unique_ptr<Stream> inner_;
  std::string held_;     // file bytes [from_, from_ + held_.size())
  Offset from_ = 0;      // file offset of held_[0]
  Offset pos_ = 0;       // the logical position, inside the held bytes
  bool closed_ = false;  // close() was called
};

}  // namespace ftnio

#endif  // FTNIO_STREAM_REPLAY_STREAM_H
