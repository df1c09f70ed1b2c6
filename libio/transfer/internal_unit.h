// SPDX-License-Identifier: MIT
// Internal files: output records stored into a CHARACTER variable (L4).
#ifndef FTNIO_TRANSFER_INTERNAL_UNIT_H
#define FTNIO_TRANSFER_INTERNAL_UNIT_H

#include <string_view>

#include "transfer/dt_state.h"

namespace ftnio {

// Borrows a per-thread unit object for the statement and positions at the
// first record.
void internal_start(DtState& st, const TransferRequest& req);
// The length a READ of the scalar internal file f gives its record:
// libgfortran drops its trailing blanks unless the format has '/' or BZ
// anywhere in its text (is_trim_ok).
int64_t trimmed_read_reclen(const InternalFile& f, std::string_view format);
// Ends the current record ('/' or format reversion): an array's record
// is stored blank-padded and the next one begins; see internal_past_end.
void internal_record_end(DtState& st);
// A line end of a namelist WRITE on an internal array, as libgfortran's
// namelist_write_newline: the record is padded and the next one begins;
// after the last record nothing fits until the next line end, which goes
// on at the second record, with END (the first one is not written again).
void internal_namelist_newline(DtState& st);
// Whether n characters of output go past the end of the file (END);
// *write_anyway tells whether they are stored all the same (arrays, after
// wrapping to their first record).
bool internal_past_end(DtState& st, size_t n, bool* write_anyway);
// Stores what the statement wrote into the current record: blank-padded
// when the statement completed (pad), as written when it failed; the
// padding raises END where libgfortran's does.
void internal_finish(DtState& st, bool pad);
// A kind-4 file: character c (above 127) goes at `at`, a place in the
// current record where the field already wrote its byte ('?' above 255).
void internal_keep_wide(DtState& st, const char* at, uint32_t c);
// READ: reads record st.record_index from the unit's stream into the
// record buffer (kind 4: characters above 255 as '?'); nothing past the
// last record.
void internal_load_record(DtState& st);
// READ from a kind-4 file: the character at `column` of the current
// record in full.
uint32_t internal_wide_char(const DtState& st, int64_t column);
// WRITE: what record st.record_index (< nrecords) of a kind-1 file holds
// at `column` (< reclen) before the record is stored.
char internal_old_char(const DtState& st, int64_t column);
// Ends a READ statement on an internal file.
void internal_finish_read(DtState& st);

}  // namespace ftnio

#endif  // FTNIO_TRANSFER_INTERNAL_UNIT_H
