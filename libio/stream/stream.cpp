// SPDX-License-Identifier: MIT
// The defaults of the stream contract, for streams without the system
// calls that do these at once (L1).
#include "stream/stream.h"

#include "stream/append_window.h"

namespace ftnio {

Offset Stream::read_pair_default(void* a, Offset na, void* b, Offset nb) {
  Offset r = read(a, na, nullptr, 0);
  if (r < na || nb == 0 || !seekable()) return r;
  Offset s = read(b, nb, nullptr, 0);
  return s < 0 ? r : r + s;
}

Offset Stream::write_pair_default(const void* a, Offset na, const void* b,
                                  Offset nb) {
  Offset r = write(a, na, nullptr, 0);
  if (r < 0 || nb == 0) return r;
  r = write(b, nb, nullptr, 0);
  return r < 0 ? r : na + nb;
}

Offset Stream::read_at(Offset at, void* buf, Offset n) {
  Offset here = tell();
  if (here < 0) return here;
  Offset r = seek(at, SEEK_SET);
  if (r < 0) return r;
  Offset got = read(buf, n);
  r = seek(here, SEEK_SET);
  return got < 0 ? got : r < 0 ? r : got;
}

Offset Stream::write_at(Offset at, const void* buf, Offset n) {
  Offset here = tell();
  if (here < 0) return here;
  Offset r = seek(at, SEEK_SET);
  if (r < 0) return r;
  Offset w = write(buf, n);
  r = seek(here, SEEK_SET);
  return w < 0 ? w : r < 0 ? r : w;
}

size_t Stream::buffer_size() {
  AppendWindow* w = append_window();
  return w != nullptr ? w->capacity() : 0;
}

}  // namespace ftnio
