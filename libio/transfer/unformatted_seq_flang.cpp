// SPDX-License-Identifier: MIT
// flang's checks of an unformatted sequential record at its READ's
// start (L4), from its runtime's
// BeginSequentialVariableUnformattedInputRecord: a header cut short, a
// record that runs past the end of the file or a footer that differs
// from the header is an error (IOSTAT 1001) naming the record's number
// and flang's frame offset, before any item is read.
#include "transfer/unformatted_seq_flang.h"

#include <cstdio>
#include <string>

#include "base/iostat.h"
#include "transfer/end_of_file.h"

namespace ftnio {

namespace {

// flang keeps the previous record's footer in its frame and counts the
// offset from there: the header's offset less a marker, 0 for the first.
void raise_damaged(DtState& st, const MarkerLayout& m, Offset head,
                   const std::string& what) {
  // flang counts the record read, failed or not.
  const int64_t number = ++st.unit->record().last_record;
  const Offset frame = head >= m.bytes ? head - m.bytes : 0;
  const std::string text =
      "Unformatted variable-length sequential file input failed at record #" +
      std::to_string(number) + " (file offset " + std::to_string(frame) +
      "): " + what;
  st.status.raise(kErrCorruptFile, text.c_str());
}

// No header at head: the end of the file, unless the previous record's
// footer is missing too (flang's frame then comes up short of a marker).
void no_header(DtState& st, const MarkerLayout& m, Offset head) {
  Stream& s = st.unit->stream();
  const Offset end = s.seek(0, SEEK_END);
  s.seek(head, SEEK_SET);
  if (end >= head) {
    hit_end_of_file(st);
    return;
  }
  raise_damaged(st, m, head, "truncated record header");
}

}  // namespace

FlangRecordStart flang_record_start(DtState& st, const MarkerLayout& m) {
  Stream& s = st.unit->stream();
  if (!s.seekable()) return FlangRecordStart::kNotMine;
  const Offset head = s.tell();
  unsigned char buf[8];
  const Offset r = s.read_fully(buf, m.bytes);
  if (r == 0) {
    no_header(st, m, head);
    return FlangRecordStart::kFailed;
  }
  if (r != m.bytes) {
    // The file stays where the header starts.
    s.seek(head, SEEK_SET);
    raise_damaged(st, m, head, "truncated record header");
    return FlangRecordStart::kFailed;
  }
  const int64_t length = decode_marker(m, buf);
  if (length < 0) {
    s.seek(head, SEEK_SET);
    return FlangRecordStart::kNotMine;
  }
  const Offset tail = head + m.bytes + length;
  const bool have_tail =
      s.seek(tail, SEEK_SET) == tail && s.read_fully(buf, m.bytes) == m.bytes;
  // Past the record either way when it fails: flang's frame moves on by
  // the length its header gave.
  s.seek(tail + m.bytes, SEEK_SET);
  if (!have_tail) {
    raise_damaged(st, m, head,
                  "hit EOF reading record with length " +
                      std::to_string(length) + " bytes");
    return FlangRecordStart::kFailed;
  }
  const int64_t footer = decode_marker(m, buf);
  if (footer != length) {
    raise_damaged(st, m, head,
                  "record header has length " + std::to_string(length) +
                      " that does not match record footer (" +
                      std::to_string(footer) + ")");
    return FlangRecordStart::kFailed;
  }
  s.seek(head + m.bytes, SEEK_SET);
  st.unf.bytes_left = length;
  st.unf.piece_bytes = length;
  st.unf.continued = false;
  return FlangRecordStart::kReady;
}

}  // namespace ftnio
