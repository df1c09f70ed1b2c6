// SPDX-License-Identifier: MIT
// The character source and separator handling of list-directed READ
// (F2018 13.10.3.1), as libgfortran's list reader sees its input (L4).
#include <cstdint>
#include <cstring>

#include "base/iostat.h"
#include "conv/utf8.h"
#include "transfer/input_window.h"
#include "transfer/internal_unit.h"
#include "transfer/list_read_state.h"
#include "transfer/record_in.h"

namespace ftnio::detail {

namespace {

// A kind-4 internal file: in_getc gives '?' for characters above 255;
// list input keeps the full value (libgfortran then stores its low byte).
int wide_char_at_previous(const DtState& st) {
  uint32_t c = internal_wide_char(st, st.in_column - 1);
  return static_cast<int>(c & 0x7fffffff);
}

// The character that lead byte `lead` starts on a UTF-8 unit; an invalid
// sequence reads as '?' and raises libgfortran's error.
// libgfortran keeps a put-back character decoded but decodes it again
// when it is read anew: a non-ASCII one is then invalid (again_after_unget).
// The bytes of the character lead starts, for a decoder: lead, then the
// record's next bytes (-1 at its end, which stays unread), counted in
// ListRead::last_bytes.
class SequenceBytes {
 public:
  SequenceBytes(DtState& st, ListRead& L, int lead)
      : st_(st), L_(L), lead_(lead) {}
  int operator()() {
    if (first_) {
      first_ = false;
      return lead_;
    }
    int b = in_getc(st_);
    if (b < 0) return -1;
    ++L_.last_bytes;
    return b;
  }

 private:
  DtState& st_;
  ListRead& L_;
  int lead_;
  bool first_ = true;
};

int utf8_rest(DtState& st, ListRead& L, int lead, bool again_after_unget) {
  SequenceBytes next(st, L, lead);
  bool valid;
  int64_t c = conv::utf8_decode(next, &valid);
  if (valid && again_after_unget) {
    valid = false;
    c = conv::kUtf8Invalid;
  }
  if (!valid) st.status.raise(kErrReadValue, conv::kUtf8InvalidMessage);
  return static_cast<int>(c);
}

// utf8_rest as flang's runtime reads a character on a UTF-8 unit
// (GetCurrentChar): a sequence the record holds whole, any value up to
// 31 bits (conv::utf8_decode_flang); else IOSTAT 1028, and the lead byte
// alone is the character (conv::kUtf8FlangBadByte), the bytes after it
// read again.
int utf8_rest_flang(DtState& st, ListRead& L, int lead) {
  SequenceBytes next(st, L, lead);
  bool valid;
  int length;
  const int64_t c = conv::utf8_decode_flang(next, &valid, &length);
  if (valid && c <= 0x7FFFFFFF) return static_cast<int>(c);
  for (; L.last_bytes > 1; --L.last_bytes) in_ungetc(st);
  if (!st.status.failed())
    st.status.raise(kErrReadValue, conv::kUtf8FlangMessage);
  L.decoding_failed = true;
  return static_cast<int>(conv::kUtf8FlangBadByte) | lead;
}

// Whether a newline follows the end of the current record of an external
// file; a last record without one ends the file instead.  in_getc left
// the newline unread in the record buffer, so it is in the look-ahead.
// Records of a fixed length (an internal file's: list-directed input is
// never on direct access) have no newline to miss.
bool newline_follows(DtState& st) {
  if (fixed_records(st)) return true;
  return st.unit->fbuf().lookahead() > 0;
}

// Whether the position is where RECL= cuts an external record
// (list_records_cut_at_recl: formatted_access_start sets record_limit).
bool at_recl_cut(const DtState& st) {
  return st.record_limit > 0 && list_records_cut_at_recl(st.policy) &&
         !fixed_records(st) && in_column(st) >= st.record_limit;
}

// in_getc() at the cut: the record's end.  What follows it is read, so
// that newline_follows() tells a record after it from the file's end.
int recl_cut_end(DtState& st) {
  Fbuf& b = st.unit->fbuf();
  if (b.lookahead() == 0) {
    const int c = b.getc(st.unit->stream());
    if (c >= 0)
      b.ungetc();
    else if (c == Fbuf::kError)
      b.clear_error();  // in_next_record meets it again
  }
  return kInEor;
}

// Passes the record end that next() returned last, if any.
void pass_pending_record_end(DtState& st, ListRead& L) {
  if (!L.eor_pending) return;
  L.eor_pending = false;
  if (L.stays_in_record) {  // the record's end ends a child's input
    L.at_eof = L.stopped_at_record_end = true;
    return;
  }
  // The unit counts the records a statement passes, not only the one
  // it ends in (flang's messages number them; FTNIO_REPORT counts them).
  const bool counted =
      !internal_file(st) && st.unit->modes().access == Access::kSequential;
  if (counted) ++st.unit->record().last_record;
  if (!in_next_record(st)) L.at_eof = true;
  if (counted && st.unit->stats() != nullptr) st.unit->report_record_end();
}

}  // namespace

// After a record end in a namelist: blank lines, blanks and comment lines
// up to the next character, which is put back.  False at end of file.
static bool skip_namelist_lines(ListRead& L) {
  for (;;) {
    int c = L.next();
    if (c == kListEof) return false;
    if (c == '!') {
      L.passed_comment = true;
      if (!L.eat_line()) return false;
      continue;
    }
    if (c == '\n' || c == '\r' || c == ' ' || c == '\t') continue;
    L.unget(c);
    return true;
  }
}

int ListRead::next() {
  replayed_last = false;
  if (replay_pos < replay.size()) {
    ungot = false;
    replayed_last = true;
    at_eol = false;
    return static_cast<unsigned char>(replay[replay_pos++]);
  }
  bool was_ungot = ungot;
  ungot = false;
  ungot_newline = false;
  pass_pending_record_end(*st_, *this);
  int c = kListEof;
  if (!at_eof) {
    c = at_recl_cut(*st_) ? recl_cut_end(*st_) : in_getc(*st_);
    last_bytes = 1;
    if (c == '?' && internal_file(*st_) && st_->internal.kind == 4) {
      c = wide_char_at_previous(*st_);
    } else if (c >= 0x80 && utf8) {
      c = st_->policy.kind4_text_flang ? utf8_rest_flang(*st_, *this, c)
                                       : utf8_rest(*st_, *this, c, was_ungot);
    } else if ((c == kInEor || c == kInEof) && stays_in_record) {
      at_eof = stopped_at_record_end = true;  // no further: end_of_file
      c = kListEof;
    } else if (c == kInEor) {
      if (newline_follows(*st_)) {
        eor_pending = true;
        c = '\n';
      } else {
        at_eof = true;
        c = kListEof;
      }
    } else if (c == kInEof) {
      at_eof = true;
      c = kListEof;
    } else if (c == kInError) {
      c = kListEof;  // raised on the statement already
    }
  }
  folded_last = fold_next;
  if (fold_next) {
    fold_next = false;
    if (c >= 'A' && c <= 'Z') c += 'a' - 'A';
  }
  // libgfortran's check_buffers also counts a put-back '\r' as a line end.
  at_eol = c == '\n' || c == kListEof || (was_ungot && c == '\r');
  return c;
}

void ListRead::unget(int c) {
  ungot = true;
  ungot_newline = false;
  if (replayed_last) {
    replayed_last = false;
    --replay_pos;
    return;
  }
  fold_next = folded_last;  // the char stays folded when read again
  folded_last = false;
  if (c == kListEof) return;  // end of file stays
  if (c == '\n' && !eor_pending && records_unended(*st_)) {
    in_ungetc(*st_);  // CARRIAGECONTROL='NONE': a newline is a char read
    return;
  }
  if (c == '\n') {
    ungot_newline = eor_pending;
    eor_pending = false;  // in_getc meets the record end again
    return;
  }
  for (int i = 0; i < last_bytes; ++i) in_ungetc(*st_);
  last_bytes = 1;
}

// A value that begins with chars next() would replay: libgfortran kept
// a char in its one-char buffer across the record skip after a float
// error ("1 ." then " 5" then "21" reads 521 next).  The text is those
// chars and then the record's, joined; consume() takes the replayed ones
// first.
void ListRead::rest_with_replay(size_t limit, ListText* out) {
  const size_t from = replay_pos;
  replay_pos = replay.size();  // the record's text alone
  rest_of_record(limit, out);
  replay_pos = from;
  joined_.assign(replay, from, std::string::npos);
  joined_.append(out->text);
  out->replayed = replay.size() - from;
  out->text = joined_;
}

void ListRead::rest_of_record(size_t limit, ListText* out) {
  if (replay_pos < replay.size()) [[unlikely]] {
    rest_with_replay(limit, out);
    return;
  }
  pass_pending_record_end(*st_, *this);
  fold_next = folded_last = false;
  ListText& t = *out;
  t = ListText{std::string_view(), true, false, 0};
  if (at_eof) return;
  t.column = in_column(*st_);
  if (internal_file(*st_) && st_->internal.kind == 1) {
    // The record itself, in the variable: no copy, never cut.
    const char* rec = internal_in_record(*st_);
    if (rec == nullptr) {
      at_eof = true;
      return;
    }
    t.text = std::string_view(
        rec + t.column, static_cast<size_t>(st_->internal.reclen - t.column));
    t.eof_after = false;
    return;
  }
  if (!fixed_records(*st_) && !st_->record.cr_ended_record &&
      st_->record_limit <= 0 && !records_unended(*st_)) {
    // The record's end is in the buffer already: the text is viewed where
    // it lies (what in_field would give, without moving and moving back).
    Fbuf& b = st_->unit->fbuf();
    size_t have = b.lookahead();
    const char* p = b.data() + b.pos();
    if (const void* nl = std::memchr(p, '\n', have < limit ? have : limit)) {
      t.text = std::string_view(
          p, static_cast<size_t>(static_cast<const char*>(nl) - p));
      t.eof_after = false;
      return;
    }
  }
  bool eor = false, eof = false;
  const int64_t left =
      st_->record_limit - t.column;  // list_records_cut_at_recl
  const bool recl_cut =
      st_->record_limit > 0 && list_records_cut_at_recl(st_->policy) &&
      !fixed_records(*st_) && left <= static_cast<int64_t>(limit);
  if (recl_cut) limit = left > 0 ? static_cast<size_t>(left) : 0;
  t.text = limit > 0 ? in_field(*st_, limit, &eor, &eof) : std::string_view();
  if (recl_cut && !eof && t.text.size() == limit) {
    eor = true;
    if (limit == 0) recl_cut_end(*st_);  // for newline_follows
  }
  t.cut = !eor && !eof;
  t.eof_after = eof || (eor && !newline_follows(*st_));
  in_seek_column(*st_, t.column);
}

void ListRead::consume(const ListText& t, size_t used) {
  if (t.replayed > 0) [[unlikely]] {
    const size_t from_replay = used < t.replayed ? used : t.replayed;
    replay_pos += from_replay;
    ListText rest = t;
    rest.text.remove_prefix(t.replayed);
    rest.replayed = 0;
    consume(rest, used - from_replay);
    return;
  }
  if (t.text.empty() && t.eof_after) return;
  if (!fixed_records(*st_) && !st_->record.cr_ended_record &&
      used <= t.text.size() &&
      st_->unit->fbuf().pos() == static_cast<size_t>(t.column)) {
    // The text is buffered and holds no record end: a plain step.
    st_->unit->fbuf().skip(used);
  } else {
    in_seek_column(*st_, t.column + static_cast<int64_t>(used));
  }
  at_eol = false;
  ungot = false;
}

namespace {

// The window of the record (in_window) when next() would take its next
// chars straight from there: nothing to replay, fold or decode, the
// record end not passed, the file not ended; else empty.
[[gnu::always_inline]] inline InWindow plain_input(const DtState& st,
                                                   const ListRead& L) {
  if (L.eor_pending || L.at_eof || L.utf8 || L.fold_next ||
      L.replay_pos < L.replay.size())
    return {nullptr, 0, false};
  return in_window(st);
}

// Blanks at the start of the window.  Spaces go 8 at a time first: the
// blanks that fill the rest of an internal record after its last value
// (internal_read_2real: 192 of 200 chars) cost a compare per char else.
size_t leading_blanks(const InWindow& w) {
  constexpr uint64_t kEightSpaces = 0x2020202020202020;
  size_t i = 0;
  for (uint64_t v; i + 8 <= w.n; i += 8) {
    std::memcpy(&v, w.p + i, 8);
    if (v != kEightSpaces) break;
  }
  while (i < w.n && (w.p[i] == ' ' || w.p[i] == '\t' || w.p[i] == '\r')) ++i;
  return i;
}

// eat_spaces() over the window: the blanks are stepped over in one go and
// the char after them is left as next() and unget() would leave it (a
// record's '\n' stays in the buffer: the record end not yet passed).
// Returns that char, or -1 (nothing changed, or only blanks consumed, as
// next() of each would) when the window ends first or that char is a
// '\n' of an internal file's record, which unget() does not step back
// over.  ungot_newline is left as it is (only the end of a namelist READ
// on an external unit reads it).
int eat_plain_spaces(DtState& st, ListRead& L) {
  const InWindow w = plain_input(st, L);
  const size_t i = leading_blanks(w);
  if (i < w.n) {
    const int c = static_cast<unsigned char>(w.p[i]);
    if (c != '\n' || w.newline_ends_record) [[likely]] {
      in_window_skip(st, i);
      L.replayed_last = L.folded_last = false;
      L.last_bytes = 1;
      L.ungot = true;
      L.at_eol = c == '\n';
      return c;
    }
  }
  if (i == 0) return -1;
  in_window_skip(st, i);  // as next() of each blank
  L.note_plain_chars();
  return -1;
}

}  // namespace

int ListRead::eat_spaces() {
  int c = eat_plain_spaces(*st_, *this);
  if (c >= 0) return c;
  for (;;) {
    c = next();
    if (c != ' ' && c != '\t' && c != '\r') break;
    // next() may have filled the window (the first read after OPEN or
    // REWIND starts on an empty one): the other blanks go in one step.
    c = eat_plain_spaces(*st_, *this);
    if (c >= 0) return c;
  }
  unget(c);
  return c;
}

namespace {

// eat_line() over the window (plain_input): the chars before the first
// '\n' in memory are stepped over in one go, as next() of each would (no
// char before a newline changes the list state but the last-char flags;
// a '\n' inside an internal record ends the line there too, as in
// next()).  The newline itself is left to next().  `read(u,*)` with no
// items and the rest of every list-directed record go this way.
void skip_plain_line(DtState& st, ListRead& L) {
  const InWindow w = plain_input(st, L);
  if (w.n == 0) return;
  const void* nl = std::memchr(w.p, '\n', w.n);
  const size_t i =
      nl ? static_cast<size_t>(static_cast<const char*>(nl) - w.p) : w.n;
  if (i == 0) return;
  in_window_skip(st, i);
  L.note_plain_chars();
  L.ungot_newline = false;
}

}  // namespace

void ListRead::take_plain_text(int quote) {
  const InWindow w = plain_input(*st_, *this);
  size_t i = 0;
  if (quote == ' ') {
    while (i < w.n && w.p[i] != '"' && w.p[i] != '\'' && !is_separator(w.p[i]))
      ++i;
  } else {
    while (i < w.n && w.p[i] != '"' && w.p[i] != '\'' && w.p[i] != '\n' &&
           w.p[i] != '\r')
      ++i;
  }
  if (i == 0) return;
  text.append(w.p, i);
  have_text = true;
  in_window_skip(*st_, i);
  note_plain_chars();
  ungot_newline = false;
}

bool ListRead::eat_line() {
  // flang skips the rest of a record without decoding it: no IOSTAT 1028
  // there ('\n' is no byte of a longer UTF-8 sequence).
  const bool decoding = utf8;
  if (st_->policy.kind4_text_flang) utf8 = false;
  bool got_line;
  for (;;) {
    skip_plain_line(*st_, *this);
    const int c = next();
    if (c == kListEof || c == '\n') {
      got_line = c == '\n';
      break;
    }
  }
  utf8 = decoding;
  return got_line;
}

namespace {

// Whether blanks (i of them) and then the end of a record of a kind-1
// internal file lie at the position, with nothing for next() to replay,
// fold or decode: the last value of an internal READ's record.  next()
// there reads that end as a record's '\n' (in_getc's kInEor; a newline
// always follows an internal record), so eat_separator() leaves the
// state it leaves at an external record's '\n'.  A DTIO child that
// stays in its record stops there instead (next()).
[[gnu::noinline]] bool internal_record_end_follows(const DtState& st,
                                                   const ListRead& L,
                                                   size_t i) {
  if (in_place_record(st) == nullptr || L.stays_in_record || L.eor_pending ||
      L.at_eof || L.utf8 || L.fold_next || L.replay_pos < L.replay.size())
    return false;
  return st.in_column + static_cast<int64_t>(i) >= st.internal.reclen;
}

// eat_separator() over the window (plain_input), for the two usual ends
// of a value: blanks and the record's newline (the last value of a line:
// the state eat_spaces() and next() leave there, the newline read but
// not passed, eor_pending; likewise the end of an internal file's
// record), or blanks and the first char of the next value (the state
// eat_spaces(), next() and unget() of that char leave).  False, nothing
// changed, for anything else (a ',', ';', '/' or '!' after the blanks,
// a '\n' of an internal file's record, or the window's end).
bool eat_plain_separator(DtState& st, ListRead& L) {
  if (L.namelist) return false;
  const InWindow w = plain_input(st, L);
  const size_t i = leading_blanks(w);
  bool line_end;
  if (i < w.n) {
    const char c = w.p[i];
    line_end = c == '\n';
    if (line_end ? !w.newline_ends_record
                 : c == ',' || c == ';' || c == '/' || c == '!')
      return false;
  } else if (internal_record_end_follows(st, L, i)) {
    line_end = true;
  } else {
    return false;
  }
  in_window_skip(st, i);
  L.note_plain_separator(line_end);  // (p[i] is no blank: not '\r')
  return true;
}

}  // namespace

bool ListRead::eat_separator() {
  if (eat_plain_separator(*st_, *this)) return true;
  eat_spaces();
  comma_flag = passed_comment = false;
  int c = next();
  switch (c) {
    case kListEof: return false;
    case ',':
      if (decimal_comma) {  // the decimal symbol, not a separator
        unget(c);
        break;
      }
      [[fallthrough]];
    case ';':
      if (c == ';' && semicolon_is_text) {  // a char of the next value
        unget(c);
        break;
      }
      comma_flag = true;
      eat_spaces();
      break;
    case '/': input_complete = true; break;
    case '\r': {
      int n = next();
      if (n == kListEof) return false;
      if (n != '\n') {
        unget(n);
        break;
      }
      at_eol = true;
      return !namelist || skip_namelist_lines(*this);
    }
    case '\n': at_eol = true; return !namelist || skip_namelist_lines(*this);
    case '!':
      if (namelist) {  // a comment
        passed_comment = true;
        return eat_line();
      }
      unget(c);
      break;
    default: unget(c); break;
  }
  return true;
}

bool ListRead::pass_comments() {
  const int c = next();
  if (c != '!') {
    unget(c);
    return c != kListEof;
  }
  passed_comment = true;
  return eat_line() && skip_namelist_lines(*this);
}

bool ListRead::finish_separator() {
  for (;;) {
    eat_spaces();
    int c = next();
    switch (c) {
      case kListEof: return false;
      case ',':
        if (comma_is_text) {  // a character of the next value
          unget(c);
          return true;
        }
        if (comma_flag) {
          // The comma ending the previous line already separated: this
          // one delimits a null value.
          unget(c);
          return true;
        }
        c = eat_spaces();
        if (c == kListEof) return false;
        if (c == '\n' || c == '\r') continue;
        return true;
      case '/': input_complete = true; return true;
      case '\n':
      case '\r': continue;
      case '!':
        if (namelist) {
          if (!eat_line()) return false;
          continue;
        }
        unget(c);
        return true;
      default: unget(c); return true;
    }
  }
}

}  // namespace ftnio::detail
