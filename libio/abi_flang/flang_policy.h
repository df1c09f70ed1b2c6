// SPDX-License-Identifier: MIT
// The core's behaviour where runtimes differ, as LLVM flang 19's runtime
// behaves (L5): every flag of transfer/runtime_policy.h on, flang's
// list-directed layout.  entry_begin.cpp and entry_inquire.cpp
// (IOLENGTH) pass it with every data transfer statement.
#ifndef FTNIO_ABI_FLANG_FLANG_POLICY_H
#define FTNIO_ABI_FLANG_FLANG_POLICY_H

#include "transfer/runtime_policy.h"

namespace ftnio {

inline constexpr RuntimePolicy kFlangPolicy{
    .list_layout = conv::ListLayout::kFlang,
    .formats_as_flang = true,
    .child_list_read_stays_in_record = true,
    .internal_short_field_is_eor = true,
    .zero_width_real_fewest_digits = true,
    .flang_real_output = true,
    .failed_formatted_write_stops = true,
    .failed_edit_finishes_format = true,
    .overrun_field_truncated = true,
    .internal_end_drops_field = true,
    .item_bytes_as_flang = true,
    .kind4_text_flang = true,
    .scale_factor_range_checked = true,
    .edit_checked_before_skip = true,
    .stream_record_tabs = true,
    .flang_numeric_input = true,
    .stream_end_is_end_at_once = true,
    .pad_no_short_field_converts = true,
    .blank_zero_pads_short_field = true,
    .input_skips_only_move = true,
    .read_edits_match_item_type = true,
    .commas_as_flang = true,
    .texts_name_edit_and_item = true,
    .flang_condition_texts = true,
    .statements_leave_no_record = true,
    .pos_forgets_record_flang = true,
    .end_keeps_item = true,
    .failed_statement_ends_record = true,
    .refused_write_keeps_endfile = true,
    .iolength_counts_character_bytes = true,
    .failed_empty_record_dropped = true,
    .failed_internal_record_blank_filled = true,
    .scalar_internal_file_one_record = true,
    .child_slash_ends_parent = true,
    .complex_item_as_two_reals = true,
    .complex_value_loose = true,
    .repeat_counts_flang = true,
    .undelimited_strings_flang = true,
    .namelist_input_flang = true,
    .input_tabs_from_record_start = true,
};

}  // namespace ftnio

#endif  // FTNIO_ABI_FLANG_FLANG_POLICY_H
