// SPDX-License-Identifier: MIT
// The core's behaviour where runtimes differ, as libgfortran 12 behaves
// (L5): every flag of transfer/runtime_policy.h off, libgfortran's
// list-directed layout.  entry_dt.cpp passes it with every statement.
#ifndef FTNIO_ABI_GFORTRAN_POLICY_H
#define FTNIO_ABI_GFORTRAN_POLICY_H

#include "transfer/runtime_policy.h"

namespace ftnio {

inline constexpr RuntimePolicy kLibgfortranPolicy{
    .list_layout = conv::ListLayout::kGfortran,
    .formats_as_flang = false,
    .child_list_read_stays_in_record = false,
    .internal_short_field_is_eor = false,
    .zero_width_real_fewest_digits = false,
    .flang_real_output = false,
    .failed_formatted_write_stops = false,
    .failed_edit_finishes_format = false,
    .overrun_field_truncated = false,
    .internal_end_drops_field = false,
    .item_bytes_as_flang = false,
    .kind4_text_flang = false,
    .scale_factor_range_checked = false,
    .edit_checked_before_skip = false,
    .stream_record_tabs = false,
    .flang_numeric_input = false,
    .stream_end_is_end_at_once = false,
    .pad_no_short_field_converts = false,
    .blank_zero_pads_short_field = false,
    .input_skips_only_move = false,
    .read_edits_match_item_type = false,
    .commas_as_flang = false,
    .texts_name_edit_and_item = false,
    .flang_condition_texts = false,
    .statements_leave_no_record = false,
    .pos_forgets_record_flang = false,
    .end_keeps_item = false,
    .failed_statement_ends_record = false,
    .refused_write_keeps_endfile = false,
    .iolength_counts_character_bytes = false,
    .failed_empty_record_dropped = false,
    .failed_internal_record_blank_filled = false,
    .scalar_internal_file_one_record = false,
    .child_slash_ends_parent = false,
    .complex_item_as_two_reals = false,
    .complex_value_loose = false,
    .repeat_counts_flang = false,
    .undelimited_strings_flang = false,
    .namelist_input_flang = false,
    .input_tabs_from_record_start = false,
};

}  // namespace ftnio

#endif  // FTNIO_ABI_GFORTRAN_POLICY_H
