// SPDX-License-Identifier: MIT
// Per-statement state of a list-directed READ and its character source,
// shared by the list_read_*.cpp files (L4, internal).
//
// The reader is too large for DtState: the statement points at one
// (DtState::list) that list_read_start takes from a per-thread pool and
// the statement's end gives back (list_read.cpp).
//
// Character source.  The reader sees the input as libgfortran's list
// reader does: the characters of a record, then '\n' at its end, then the
// next record, ...; kListEof at the end of the file.  A last record of an
// external file without its newline ends in kListEof, not '\n' (this
// decides several END conditions).  The '\n' of a record is passed lazily:
// after next() returned it the position stays at the record's end
// (eor_pending) until the following next(), so an unget of '\n' is free
// and the statement's end leaves the record end for the caller to pass.
#ifndef FTNIO_TRANSFER_LIST_READ_STATE_H
#define FTNIO_TRANSFER_LIST_READ_STATE_H

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "conv/edit_in.h"
#include "transfer/dt_state.h"

namespace ftnio::detail {

constexpr int kListEof = -1;  // end of file (also after a read error)

// The unread rest of a record as ListRead::rest_of_record() shows it.
struct ListText {
  std::string_view text;  // chars from the position
  bool eof_after;         // end of file follows text, else '\n'
  bool cut;               // the record goes on past text
  int64_t column;         // record column of the record's first char in
                          // text (text[replayed])
  size_t replayed = 0;    // text begins with this many chars next() would
                          // replay (ListRead::replay), then the record's
};

// The reader of one list-directed READ (and, in namelist mode, of one
// namelist READ: namelist_read_state.h).  list_read_start() takes one
// from the thread's pool and binds it to its statement; its members
// read from that statement's unit or internal file.
class ListRead {
 public:
  // Binds the reader to st and resets it for a new statement.
  void start(DtState& st);
  DtState& statement() const { return *st_; }

  // ---- character source (list_read_input.cpp) ----------------------------
  int next();
  // Puts back c, the char the last next() returned.
  void unget(int c);
  bool is_separator(int c) const {
    return conv::is_list_separator(c, comma_is_text, semicolon_is_text);
  }
  // libgfortran's is_separator: in a namelist '!' also ends a value.
  bool ends_value(int c) const {
    return is_separator(c) || (namelist && c == '!');
  }
  // The unread rest of the current record for a conv:: token scanner: at
  // most about limit chars (more when that is free), and whether the file
  // (not a record) ends right after it.  The position is not moved;
  // consume() moves it by what the scanner used.  (*t is filled in place:
  // a returned copy is read back with wider loads than its fields were
  // stored with, which stalls store forwarding.)
  void rest_of_record(size_t limit, ListText* t);
  void consume(const ListText& t, size_t used);
  // libgfortran's eat_spaces (returns the char after the blanks, put
  // back), eat_line, eat_separator and finish_separator.
  int eat_spaces();
  // The state eat_separator() leaves after blanks and then the record's
  // end (line_end: its '\n' read but not passed, eor_pending) or the
  // first char of the next value (put back), met in the record's window.
  // The state next() leaves after chars that are neither blanks before a
  // value nor separators, stepped over in the window in one go.
  void note_plain_chars() {
    replayed_last = folded_last = ungot = at_eol = false;
    last_bytes = 1;
  }
  void note_plain_separator(bool line_end) {
    replayed_last = folded_last = comma_flag = passed_comment = false;
    ungot_newline = false;
    last_bytes = 1;
    eor_pending = at_eol = line_end;
    ungot = !line_end;
  }
  bool eat_line();  // false: end of file
  // The chars of a string value from the position up to the first that
  // next() would have to treat apart (a quote, a record end, and for an
  // undelimited value (quote ' ') a separator), appended to text as
  // next() and push of each would; nothing when the window is not plain.
  void take_plain_text(int quote);
  bool eat_separator();     // false: end of file
  bool finish_separator();  // false: end of file
  // flang's namelist: a '!' comment where a value is due, and the blanks,
  // new lines and comment lines after it (flang looks for the value past
  // them).  False at the end of the file.
  bool pass_comments();

  // ---- conditions (list_read_values.cpp) ---------------------------------
  // The END condition (external units: the unit's endfile state too).
  void end_of_file();
  // Raises what conv::in_error gives for status in item, with the item
  // number.
  void raise(conv::InStatus status, conv::InItem item);
  // After a real number without mantissa digits libgfortran's convert_real
  // raises its error and skips to the next record from where its buffer
  // is (a char put back was taken; a newline taken already makes the skip
  // pass the whole next record); the end of the file there sets the
  // unit's endfile state.
  void skip_record_after_float_error();

  // ---- values (list_read_values.cpp, list_read_character.cpp) ------------
  // Each reads one value (or null) at the position and the separator after
  // it, as libgfortran's read_integer etc.; integers, logicals and
  // character values go to value / text, reals and complexes straight to
  // dest.
  void read_integer(int kind);
  void read_logical(int kind);
  void read_real(void* dest, int kind);
  void read_complex(void* dest, int kind, size_t size);
  // LLVM flang's start of a COMPLEX item (size bytes at dest): a
  // parenthesized pair "(re[,] im[)]" read whole (true, the value saved
  // as a complex), else one real value into the real part (false).
  bool read_flang_complex(void* dest, int kind, size_t size);
  // flang: the part of a parenthesized pair a REAL item takes (pair_open);
  // false when the part is bad (the error is raised).  *part_text, when
  // given, receives the part's text.
  bool read_pair_part(void* dest, int kind, std::string* part_text = nullptr);
  // flang: a REAL item meets "r*(re,im)" (list_read.cpp flang_pair): the
  // item takes re, and the pair's parts are kept for the items after it
  // (repeated_pair).  False when a part is bad or the count is (the error
  // is raised, or the value was null).
  bool read_repeated_pair(void* dest, int kind);
  // flang: the next part of the repeated pair (pair_half) into a REAL
  // item, read again from its text by the item's kind.
  void read_pair_part_again(void* dest, int kind);
  void read_character();
  // flang: the repeated undelimited string served its last item; the
  // position goes past the chars that item took (and past the value's
  // separator when it took them all).
  void leave_repeated_rest();

  // The state below is read and set by the value readers, the namelist
  // reader and the statement's item and finish calls (list_read.cpp).
  //
  // Layout: start() sets the fields from `saved_known` to `pair_half` to
  // constants; they lie together, one byte each, so that GCC merges those
  // stores into a few wide ones (a list-directed READ of one value paid
  // about 60 instructions for the field-by-field reset).  The fields the
  // statement decides (`stays_in_record` ...) follow them.
  int item_count;        // items so far, from 1 (error messages)
  int64_t repeat_count;  // values of r*c still to hand out (<= 0: none)
  size_t saved_length;   // saved_known, not CHARACTER: item bytes
  alignas(16) unsigned char value[32];  // integer/logical/real/complex value
  std::string text;                     // CHARACTER value, one byte per char
  std::string repeat_text;    // flang: the c of "r*c", read again for each
                              // item it serves (list_read_flang.cpp)
  int64_t repeat_column;      // ... and its record column
  size_t repeat_taken;        // flang, repeat_leaves_rest: chars the last
                              // item the repeated string served took
  int64_t undelimited_limit;  // a flang statement's namelist: an
                              // undelimited CHARACTER value is read, of
                              // at most this many characters (0:
                              // libgfortran's rule, no such values)
  // ---- set to constants by start(), together (see above) ----
  bool saved_known;            // a repeated value exists (else null/none)
  ItemType saved_type;         // saved_known: its type
  bool repeat_leaves_rest;     // flang: repeat_text is an undelimited
                               // string not yet passed, the position at
                               // its start; the last item it serves leaves
                               // the chars it did not take
  bool have_text;              // a char was pushed to text (libgfortran's
                               // saved_string != NULL; '' leaves it unset)
  bool first_item;             // no item read yet in the statement
  bool input_complete;         // '/' seen: remaining items keep values
  bool stopped_at_record_end;  // stays_in_record, and the record's end
                               // ended the input (at_eof is set then)
  bool at_eol;                 // last char read was '\n' or end of file
  bool comma_flag;             // the last separator contained a comma
  bool passed_comment;         // ... or (namelist) a '!' comment
  bool fold_next;              // next char reads in lower case (logical
                               // look-ahead replay, see read_logical)
  bool folded_last;            // the last char read was folded
  // Cursor (see the file comment).
  bool eor_pending;    // next() returned this record's '\n'
  bool at_eof;         // end of file reached: next() gives kListEof
  bool ungot;          // the last operation was unget()
  bool ungot_newline;  // ... of a record's '\n', which
                       // libgfortran's buffer has passed (its
                       // namelist end then skips the next record)
  bool child_failed;   // a DTIO procedure returned a nonzero IOSTAT
  // flang, PAD='NO': the value just read raises "Excessive input from
  // fixed-size record" once the item has it (end_undelimited_at_eor_flang).
  bool overrun_after_value = false;
  // Namelist READ (namelist_read.cpp).
  bool namelist;             // '!' starts a comment; bad values end the
                             // object's data instead of failing
  bool began_in_eor_record;  // the READ began in a record an earlier
                             // READ stopped by EOR kept, after
                             // characters of it (quiet_end_after_eor)
  // A flang statement's namelist: what a name followed by '=', '(' or
  // '%' is in the place of an object's value (flang's runtime looks ahead
  // for one in the values of an array or a derived type only; the group's
  // end '&' or '$' likewise; the test of the text: name_ends_values in
  // list_read_scan.h):
  enum class NameAhead : uint8_t {
    kValue,          // a scalar's value: its text ("s= i=12" is "i=12",
                     // "n= i=12" a bad INTEGER value)
    kEndsObject,     // an array's later value: the next object's name
                     // ("t=a b, s=c")
    kEndsStatement,  // an array's first value: the READ ends there, with
                     // no error and nothing more assigned ("t= s=c/")
  };
  NameAhead name_ahead;
  bool nml_read_error;  // a value reader met text that is not a
                        // value (libgfortran's nml_read_error):
                        // it is read again as an object name
  bool replayed_last;   // the last next() came from replay
  uint8_t last_bytes;   // utf8: bytes of the char next() returned
  // flang: next() met invalid UTF-8 (IOSTAT 1028 raised); the CHARACTER
  // value is still stored (list_read.cpp item_value).
  bool decoding_failed;
  // flang: the end of the file cut a delimited string short (END raised,
  // list_read_character.cpp); the value is still stored, as above.
  bool string_cut_by_end;
  // flang: a REAL item took the real part of a parenthesized pair; the
  // next item's value is its imaginary part (list_read.cpp flang_pair).
  bool pair_open;
  // flang reads a repeated complex value "r*(re,im)" again for each item
  // it serves, as two real values: a REAL item (or half of a COMPLEX one)
  // takes one part, the real part first; an item of another type refuses
  // the part (list_read.cpp serve_pair_part).  While repeat_count > 0:
  // the pair's parts' text (pair_parts), and whether the imaginary part
  // is next.
  bool repeated_pair;
  bool pair_half;
  // ---- decided by start() for the statement ----
  bool stays_in_record;    // a child under child_list_read_stays_in_record:
                           // the record's end ends the input, as '/'
  bool decimal_comma;      // DECIMAL='COMMA': ';' separates, ',' is '.'
  bool comma_is_text;      // ... and (flang, commas_as_flang) ',' separates
                           // nothing: a character of the value
  bool semicolon_is_text;  // DECIMAL='POINT' (flang, commas_as_flang):
                           // ';' separates nothing, a char of the value
  // ENCODING='UTF-8' (libgfortran's next_char_utf8 and push_char4): next()
  // decodes characters, and text holds each as four little-endian bytes.
  bool utf8;
  // Whether the statement's items may take the fast path at all
  // (plain_item_due): neither a namelist, nor UTF-8, nor a child that
  // stays in its record, nor flang's numeric or COMPLEX rules.  The
  // namelist reader clears it with `namelist`.
  bool plain_statement;
  std::string pushed;  // libgfortran's line buffer: chars a
                       // logical or inf/nan value pushed and
                       // did not clear (a null logical started
                       // by a comment leaves its '!'); they are
                       // replayed before a name found there
  std::string replay;  // chars next() gives before the input
  size_t replay_pos;   // (an "inf"/"nan" that was a name, a char kept
                       // across a record skip: see rest_of_record)
  std::string pair_parts[2];

 private:
  void rest_with_replay(size_t limit, ListText* t);
  DtState* st_ = nullptr;  // the statement this reader belongs to
  std::string joined_;     // rest_with_replay's text
};

}  // namespace ftnio::detail

#endif  // FTNIO_TRANSFER_LIST_READ_STATE_H
