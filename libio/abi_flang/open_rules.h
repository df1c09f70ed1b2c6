// SPDX-License-Identifier: MIT
// flang 19's own rules for OPEN (L5, flang front door): the specifier
// checks its runtime makes, in its order and words, and what a failed
// OPEN leaves behind.  The core keeps libgfortran's rules; a flang OPEN
// passes these first, and the core runs only a statement they accept.
//
// What flang does that libgfortran does not (learnt by running programs
// under flang's runtime):
//  - each specifier is checked by its Set... call, in the program's
//    order; a bad STATUS=, ACTION=, BLANK=, ... value makes the call
//    return false, and the program then skips the OPEN's remaining
//    specifiers (FILE= among them); ACCESS=, FORM=, POSITION= and
//    ENCODING= go on;
//  - a changed RECL= or ACTION= on a connected unit is an error (IOSTAT
//    1001), and so are a changed ACCESS= or FORM= and STATUS= other than
//    'OLD' when the OPEN keeps the connection;
//  - POSITION= with ACCESS='DIRECT', FILE= with STATUS='SCRATCH', and
//    STATUS='NEW' or 'REPLACE' without FILE= are errors (1001);
//  - a failed OPEN of a unit that was not connected closes the new
//    connection with STATUS='DELETE': the file it named (FILE=, or fort.N
//    without it) is removed, even one that existed before (STATUS='NEW'
//    of an existing file deletes it);
//  - a failed OPEN(NEWUNIT=) keeps its number: the next one differs;
//  - ACTION='READ' creates a missing file unless STATUS='OLD';
//  - BLANK=, DECIMAL=, DELIM=, PAD=, ROUND=, SIGN= and ENCODING= are taken
//    on an unformatted connection without complaint.
#ifndef FTNIO_ABI_FLANG_OPEN_RULES_H
#define FTNIO_ABI_FLANG_OPEN_RULES_H

#include <cstddef>
#include <cstdint>

#include "abi_flang/statement.h"

namespace ftnio::flang {

// A CHARACTER specifier of an OPEN statement, recorded (set_spec), checked
// as flang's Set... call checks it: returns that call's value.  A refused value
// is kept as the statement's condition (the first one only).
bool take_open_spec(Statement& s, Spec which, const char* p, size_t n);

// RECL= of an OPEN statement, as flang's SetRecl: the value returned.
bool take_open_recl(Statement& s, int64_t recl);

// The checks flang makes when the OPEN runs (after its Set... calls):
// true when the statement fails (raise_refusal then gives s.status
// flang's condition).
bool open_refused(Statement& s);
void raise_refusal(Statement& s);

// A refused OPEN of a unit a failed OPEN left (after_open): flang still
// connects it for a changed ACTION=, RECL=, ACCESS= or FORM=, keeping the
// unit's access (*keep_access) or its record length (*drop_recl).
bool connects_all_the_same(const Statement& s, bool* keep_access,
                           bool* drop_recl);
// The ACCESS= word of what the failed OPEN left of unit.
const char* left_access_word(int32_t unit);

// The OPEN's POSITION= word as flang keeps it: "ASIS" when absent,
// "APPEND" for ACCESS='APPEND' too.
const char* open_position_word(const Statement& s);

// Whether the connection the OPEN makes is unformatted (flang then takes
// and ignores the formatted-only specifiers).
bool opens_unformatted(const Statement& s);

// Whether the OPEN gives ACCESS='DIRECT'.
bool opens_direct(const Statement& s);

// Whether the OPEN gives ACCESS='APPEND' (flang's extension).
bool opens_append(const Statement& s);

// Whether a failed OPEN ever left a unit, a direct-access unit was ever
// opened without RECL=, or a unit with POSITION='APPEND' (never reset):
// until then a transfer needs none of their checks, nor the unit lookup
// they take.
bool units_need_transfer_checks();
void note_transfer_checks();

// The RECL= of a direct-access unit flang opened without one: what its
// INQUIRE(RECL=) answers (the largest default INTEGER).
inline constexpr int64_t kUnspecifiedRecl = 2147483647;

// A negative RECL=: flang takes the value as unsigned and the OPEN goes
// on; INQUIRE(RECL=) then answers the value as given.  The core, whose
// record lengths are positive, connects the unit as if without RECL=
// (open_request_of); the value is kept here, by unit, until the unit is
// opened again or closed (note_open_recl).
void note_open_recl(int32_t unit, bool has_recl, int64_t recl);
// The negative RECL= the unit was opened with; 0 for any other unit.
int64_t negative_open_recl(int32_t unit);

// Whether FILE= (or the unit's default name) names a file that exists.
bool names_existing_file(const Statement& s);

// After the OPEN (the core's or refuse_open's): a failed OPEN of a unit
// that was not connected leaves the unit to later OPENs as flang does;
// for NEWUNIT=, the number stays taken.  flang's runtime also removes
// the file the failed OPEN named; ftnio removes it only when the OPEN
// created it (file_existed false): flang deletes an existing file, a
// user's data, on STATUS='NEW' (a deliberate difference, README).
// was_connected: the unit was connected before the statement.
void after_open(Statement& s, bool was_connected, bool file_existed);

// Whether a failed OPEN left the (unconnected) unit to flang's table.
bool is_left_unit(int32_t unit);

// A data transfer on a unit a failed OPEN left: flang checks the
// statement's form against the FORM= that OPEN took before anything else
// (IostatFormattedIoOnUnformattedUnit or its converse), then a
// list-directed or namelist one against ACCESS='DIRECT'
// (IostatListIoOnDirectAccessUnit), then that the unit may read or write
// as that OPEN's ACTION= (or its failure) left it
// (IostatReadFromWriteOnly, IostatWriteToReadOnly; a unit refused because
// its file is connected to another may do neither); nothing is opened.  0 when
// the transfer goes on or the unit was not left.
int left_unit_refusal(int32_t unit, TransferForm form, bool write);

// Whether a WRITE went to the unit a failed OPEN left (sequential
// only), and noting one (false, nothing noted, when the unit is not
// left or not sequential).
bool left_unit_written(int32_t unit);
bool note_left_unit_write(int32_t unit);
// The bytes written to a left unit's sinks (left_unit_sink.h), counted
// from its first WRITE; -1 before any sink was closed.
void add_left_unit_bytes(int32_t unit, int64_t n);
int64_t left_unit_bytes(int32_t unit);

// Whether the unit a failed OPEN left was to be ACCESS='DIRECT'.
bool left_unit_is_direct(int32_t unit);

// Whether the unit a failed OPEN left would swap bytes (CONVERT=).
bool left_unit_swaps(int32_t unit);

// CLOSE of a unit: flang forgets what a failed OPEN left of it.
void forget_left_unit(int32_t unit);

}  // namespace ftnio::flang

#endif  // FTNIO_ABI_FLANG_OPEN_RULES_H
