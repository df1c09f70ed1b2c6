// SPDX-License-Identifier: MIT
// The behaviour a front door asks of the core where compilers' runtimes
// differ (L4).
//
// Each flag names WHAT the core does when it is set; the comment says
// which runtime does so.  Every flag is off in libgfortran 12's policy
// (abi/gfortran_policy.h) and on in LLVM flang 19's (abi_flang/
// flang_policy.h): a third front door defines its own constant and sets
// the flags of the runtime it follows (docs/architecture.md).
//
// The front door passes its constant through TransferRequest::policy; the
// start of a statement copies it into DtState::policy (five bytes), so a
// test of a flag costs what a test of any statement field does.
#ifndef FTNIO_TRANSFER_RUNTIME_POLICY_H
#define FTNIO_TRANSFER_RUNTIME_POLICY_H

#include "conv/list_items.h"

namespace ftnio {

// Bit-fields: DtState has five bytes left for the whole policy.
struct RuntimePolicy {
  // List-directed output: libgfortran's fixed-width fields, or flang's
  // minimal ones (list_write_flang.cpp).
  conv::ListLayout list_layout : 1;

  // -- Format parsing (format/ParseOptions) --
  // Formats parse as flang's runtime parses them, where libgfortran's
  // gives other edits or an error (each rule is a ParseOptions flag, all
  // set from this bit): E0, G0 ... without ".d" keep d and e omitted; an
  // output edit without a width is w = 0; reversion into a group written
  // right after a parenthesis restarts inside it; T0, TL0, TR0 and 0X are
  // positions (T0 is T1, the others move nowhere); extra commas are
  // skipped; Fw without ".d" is Fw.0; a format without its
  // closing ')' runs until it reaches its end, where it fails ("FORMAT
  // missing at least one ')'").
  bool formats_as_flang : 1;
  // (Here, not in its section: a free place.  The bits after this keep
  // their places, since the hot paths test some of them together and a
  // move across the copy's 4 + 1 byte stores costs a store-forwarding
  // stall: perf/README.md, "Layout stalls".)
  // A list-directed READ of a defined input procedure (a child) ends at
  // its record's end: the items left keep their values, no END, and the
  // parent goes on in that record (flang); libgfortran reads on into the
  // next record.
  bool child_list_read_stays_in_record : 1;
  // A non-advancing READ (a defined input procedure's) of a field that an
  // internal file's record cuts short takes the padded value and has the
  // EOR condition, as on an external file (flang); libgfortran reads it
  // padded without one.
  bool internal_short_field_is_eor : 1;

  // -- Formatted output --
  // A zero-width real edit takes flang's own forms (conv/edit_real_flang.h).
  bool zero_width_real_fewest_digits : 1;
  // flang's real output forms: Infinity is "Inf" in any width, never
  // "Infinity"; an Ew.d exponent beyond 999 is written whole without its
  // letter (conv::EditModes short_infinity, wide_exponent); G chooses
  // its form by exact digits (g_exact_choice); an F field that rounds
  // to zero or one unit under a directed or compatible ROUND= is flang's
  // (flang_small_fixed); Gw.0 shows no
  // digit (conv/edit_real_flang.h); the floating-point exception flags
  // stay as the program left them (quiet_fp_flags).
  bool flang_real_output : 1;
  // Nothing more is written once a formatted or list-directed WRITE
  // failed (flang); libgfortran writes the fields that follow, and the
  // rest of a list-directed array item (list_write_continues).  Asked
  // only through output_stopped (record_out.h).
  bool failed_formatted_write_stops : 1;
  // After a data edit failed in a formatted WRITE (a type mismatch, a
  // scale factor refused), the statement's end still runs the format up
  // to its next data edit, writing its character constants, '/' and
  // position edits (flang); libgfortran runs nothing more.  The same
  // after any error of a formatted READ's item: its '/', X and T edits.
  bool failed_edit_finishes_format : 1;
  // A field that overruns a record of fixed length: an internal file's
  // record takes what fits, an external one nothing (flang); libgfortran
  // keeps a pending X/T skip's blanks and places the field after the
  // record's data if it fits there.  And a direct-access record is RECL
  // bytes after a T or TL back into it (flang); libgfortran blank-fills
  // it from where the last field ended, past RECL.  A sequential record
  // under RECL= also holds one more byte, the newline's, which then does
  // not fit (flang: the record ends without it, record_newline_slot).
  bool overrun_field_truncated : 1;
  // A WRITE past an internal file's last record stores nothing (flang),
  // meeting the end before the field's room is looked at; libgfortran
  // stores the field in the record it wrapped to.
  bool internal_end_drops_field : 1;
  // The bytes of an item that an edit of another type looks at, as
  // flang: L output tests the first byte of a REAL or COMPLEX item, so
  // 2.0 is F, and B, O and Z edit all of a CHARACTER item's bytes as one
  // little-endian number; libgfortran tests all of the kind and edits the
  // first character.  Bw.0 (Ow.0, Zw.0) is blank for a value whose bits
  // are all zero (flang), not just its low 32 (libgfortran;
  // conv::EditModes::boz_zero_whole).  A input into a REAL(10) fills its
  // ten significant bytes (flang), not its storage's sixteen.
  bool item_bytes_as_flang : 1;
  // CHARACTER(KIND=4) text written as flang writes it: UTF-8 on every
  // external unit, and each character's low byte in a default-kind
  // internal file (flang); libgfortran encodes it only on ENCODING=
  // 'UTF-8' units and writes '?' for a character above 255 elsewhere.
  // Read so, an A field takes the standard's w characters (libgfortran
  // takes max(w, len)).
  bool kind4_text_flang : 1;
  // E and D refuse a scale factor outside -d < k < d+2, and d = 0 without
  // one (flang: IOSTAT 1031, 1005); libgfortran writes what it can.
  bool scale_factor_range_checked : 1;
  // An I, F, E or D output edit is checked against its item before a
  // pending X or T skip writes its blanks (flang), not after.
  bool edit_checked_before_skip : 1;
  // T, TL and TR of a formatted WRITE on a stream unit measure from the
  // record's start and may move left over what the record holds, as on
  // a sequential unit (flang); libgfortran measures nothing there.  And
  // such a WRITE cuts the file where it stopped, a non-advancing one too,
  // whose record nothing ends with a newline later (flang); libgfortran
  // cuts only at a record's end, not a file one byte longer.  Its end is
  // a sequential file's too: after a READ met it, or ENDFILE, a WRITE is
  // refused (WRITE after ENDFILE) until BACKSPACE, REWIND or POS= (flang).
  bool stream_record_tabs : 1;

  // -- Formatted input --
  // Numbers read as flang reads them: a REAL value beyond the kind's
  // range is an error (libgfortran reads it as Infinity), formatted and
  // list-directed, and a list-directed REAL or INTEGER value is scanned
  // as flang scans it (conv::list_real_flang, list_integer_flang).  A
  // list-directed LOGICAL value with letters after its T or F ("Tru")
  // ends at its separator like any value (libgfortran's look for a
  // namelist name there makes a ',' after a blank a null value).  And
  // a carriage return not before a newline is a character of its record
  // (record_in.h, lone_cr_is_data).
  bool flang_numeric_input : 1;
  // An advancing READ meets END at a stream file's end at once (not
  // where a last record without a newline ends), and a
  // '/' or format reversion of a direct-access READ at a record the file
  // does not hold whole (flang); libgfortran reads an empty field there
  // (formatted_read.cpp), and blanks for such records.
  bool stream_end_is_end_at_once : 1;
  // A field a record's end cut short under PAD='NO' is converted, then
  // IOSTAT 1003 (advancing) or EOR (flang); libgfortran gives it up.  An
  // advancing A field stores the characters there, the rest of its item
  // keeping its value; an empty field converts nothing.
  bool pad_no_short_field_converts : 1;
  // A field a record's end cut short is padded with blanks to its width:
  // BZ reads them as zeros, and an A field wider than its item stores the
  // rightmost characters of the padded field (flang); libgfortran reads
  // the short field as it is.  So is one that starts past the end of a
  // direct-access record, all blanks (libgfortran: END).
  bool blank_zero_pads_short_field : 1;
  // X, T and TR on input only move the position (flang): SIZE= leaves
  // out what they pass over, as it does the leading characters an A field
  // wider than its item drops, and a field after a skip past the record's
  // end reads as any field there.  libgfortran counts them all in SIZE=,
  // and such a skip ends a non-advancing READ with the EOR condition.
  bool input_skips_only_move : 1;

  // A formatted READ refuses L for an INTEGER item, B, O, Z for a
  // LOGICAL one and I for a CHARACTER one (flang); libgfortran takes them.
  // The check is made where the format's run to the edit met END too.
  bool read_edits_match_item_type : 1;
  // Commas as flang reads them: a comma ends a numeric field in internal
  // files and direct-access records too (libgfortran: only in sequential
  // and stream ones), and under
  // DECIMAL='COMMA' a list-directed READ takes a comma as a character of
  // the value, separating nothing (libgfortran: a separator, and a null
  // value at the start of an item), and under DECIMAL='POINT' a
  // semicolon likewise (libgfortran: a separator in either mode).
  bool commas_as_flang : 1;

  // -- Condition texts --
  // A mismatch of edit and item names both ("Data edit descriptor 'F'
  // may not be used with an INTEGER data item"), without libgfortran's
  // format and caret lines (flang).
  bool texts_name_edit_and_item : 1;
  // Conditions worded as flang words them: a field that does not convert
  // named by its bad character (B, O, Z, L) or its column and record
  // (REAL); an unformatted item past its record's length named by its
  // bytes and position (flang_record_texts.cpp).
  bool flang_condition_texts : 1;

  // -- Records and the end of a statement --
  // No READ or WRITE leaves a record open: ENDFILE cuts where the
  // statement stopped (flang).  libgfortran stays inside the record a
  // list-directed READ read, and inside the record of every formatted
  // stream statement (its current_record), which ENDFILE reads on to
  // the end of.
  bool statements_leave_no_record : 1;
  // POS= on a formatted stream file makes the record there number -1 in
  // messages, counting on from it (flang); libgfortran's messages name
  // no records.
  bool pos_forgets_record_flang : 1;
  // An item a READ meets the end of the file for keeps its value
  // (flang): an unformatted stream item (a whole array in one piece) the
  // file cannot fill, an A field on a UTF-8 unit; libgfortran stores the
  // bytes it got, and blanks.
  bool end_keeps_item : 1;
  // A failed statement ends its record: a direct-access one (READ or
  // WRITE, NEXTREC past it), an advancing formatted sequential or stream
  // WRITE's, a formatted READ's after a format error too (flang).
  // libgfortran keeps it open for the next WRITE, NEXTREC as it was, a
  // READ in its record.  (A failed non-advancing WRITE keeps its record
  // open in both: the statement was not to end it.)
  bool failed_statement_ends_record : 1;
  // A WRITE refused before it touched its record leaves the endfile state
  // as it was (flang); libgfortran settles it after every WRITE.
  bool refused_write_keeps_endfile : 1;
  // INQUIRE(IOLENGTH=) counts a CHARACTER item's length times its kind,
  // the bytes an unformatted WRITE writes (flang); libgfortran its length.
  bool iolength_counts_character_bytes : 1;
  // A failed sequential WRITE that put nothing in its record writes no
  // record (flang); libgfortran writes an empty one.
  bool failed_empty_record_dropped : 1;
  // The record a failed internal WRITE was in is blank-filled (flang).
  bool failed_internal_record_blank_filled : 1;
  // A scalar internal file is one record: reversion or '/' past it is
  // the end of the file, and no WRITE wraps to an array's first record
  // (flang); libgfortran has its scalar-file quirks.
  bool scalar_internal_file_one_record : 1;

  // -- List-directed input --
  // The '/' that ended a defined-I/O child's list ends its list-directed
  // or namelist parent's too (flang).
  bool child_slash_ends_parent : 1;
  // A COMPLEX list item is read as two real values, a parenthesized pair
  // optional, and such a pair may span REAL items; other items refuse it
  // (flang, list_read.cpp flang_complex_item and flang_pair).
  bool complex_item_as_two_reals : 1;
  // A namelist COMPLEX value may be a bare real part, and blanks alone
  // may separate its parts (flang).
  bool complex_value_loose : 1;
  // Repeat counts as flang reads them: "0*5" is the integer 0 ended by the
  // '*', no zero repeat count, and the value c of a list-directed "r*c"
  // is read again for each of the r items by that item's type and kind
  // (list_read_flang.cpp); libgfortran reports the zero count, and
  // converts c once, refusing items of another type or kind.
  bool repeat_counts_flang : 1;

  // -- Namelist input --
  // An undelimited CHARACTER value ends at the item's length (flang): in
  // a namelist READ, where libgfortran takes none, and in a list-directed
  // one, where libgfortran reads on to the separator.  The next item
  // starts right after it, as after a delimited value's closing quote
  // (libgfortran wants a separator there).
  bool undelimited_strings_flang : 1;
  // Namelist input as flang reads it; libgfortran's differs in each:
  // - the search for the group: a record not starting with '&' or '$' is
  //   skipped whole, another group up to its '/', no '!' comments nor '?'
  //   queries; the end of the file is END, which leaves a sequential
  //   unit after its endfile record as any READ's END does (libgfortran:
  //   at it, BACKSPACE then going back into the last record);
  // - the objects meeting the end of the file without a '/' is an error
  //   (libgfortran: END), and the end of the file where an array's next
  //   value would be is END at once;
  // - an internal namelist READ goes on after one that met END
  //   (libgfortran's pending end of the internal file ends it at once);
  // - the first error or END stops the READ after what it stored
  //   (libgfortran goes on and reports the first error at the end);
  // - a repeat count with values beyond the object drops them
  //   (libgfortran: "Repeat count too large");
  // - a bad value is an error unless it is the next object's name or the
  //   group's end (libgfortran always reads it as the next object's
  //   start);
  // - a delimited string cut short by the end of the file is END there,
  //   its characters stored (libgfortran meets the end at the next name);
  //   in a list-directed READ too (libgfortran: no condition).
  bool namelist_input_flang : 1;

  // -- Formatted input, again (last, so the bits above keep their places) --
  // A non-advancing READ leaves the record's columns counted from its
  // start, so the next READ's T n is column n of the record and TL moves
  // back over what earlier READs took (flang); the standard and
  // libgfortran count the next READ's columns from where it starts, its
  // left tab limit.
  bool input_tabs_from_record_start : 1;
};
static_assert(sizeof(RuntimePolicy) <= 5, "DtState has room for 5 bytes");

}  // namespace ftnio

#endif  // FTNIO_TRANSFER_RUNTIME_POLICY_H
