// SPDX-License-Identifier: MIT
// Namelist READ (F2018 13.11.3) as libgfortran 12 reads it (L4): finding
// the group in the input, and where the statement leaves the file.
//
// The input is searched for "&group" (or "$group"); then, up to '/' or
// "&end", each "name[(qualifier)][%component...][(substring)] = values"
// assigns values to the selected object (namelist_read_name.cpp,
// namelist_read_values.cpp).  The non-standard query forms "?" and "=?"
// on the standard input unit print the group on standard output.
#include "transfer/namelist_read.h"

#include <algorithm>
#include <atomic>
#include <string>

#include "base/iostat.h"
#include "transfer/list_read.h"
#include "transfer/namelist_query.h"
#include "transfer/namelist_read_state.h"
#include "transfer/record_in.h"
#include "transfer/statement_modes.h"
#include "unit/unit_table.h"

namespace ftnio {

// libgfortran puts back the end of file where a namelist READ of an
// internal file met it while reading objects, in the node of the NEWUNIT
// number the statement borrowed (unit_table.h: internal_end_pending); only
// a statement that completes takes it away.  The next namelist READ of an
// internal file on that number then sees the end of the file at once: it
// reads nothing and succeeds.  A list-directed READ of an internal file
// takes it away as it starts, whatever its outcome; an OPEN(NEWUNIT=) that
// takes the number, by making a new node.  (Kind-1 and kind-4 files
// borrow from the same numbers.)  flang's runtime has no such state.

namespace {

// Whether any statement has put the end of the file back in a node
// (NamelistReader::end_of_input).  Until one has, every node's state is
// clear, and the list-directed and namelist READs of internal files, which
// clear it, need not look their node up in the unit table.  (A number
// passes from one thread's statement to another's through the table's
// lock, which orders this store before the other thread's load.)
std::atomic<bool> end_ever_pending{false};

}  // namespace

namespace detail {

namespace {

char lower(int c) {
  return static_cast<char>(c >= 'A' && c <= 'Z' ? c + 32 : c);
}

// Whether a name given in the input ("x%a") selects an object the
// compiler registered under an extended type's parent component
// ("x+t1%a"): libgfortran's strcmp_extended_type.
bool matches_extended(const std::string& given, const std::string& reg) {
  size_t n = std::min(given.size(), reg.size());
  for (size_t k = 0; k < n; ++k) {
    if (given[k] == reg[k]) continue;
    if (given[k] != '%' || reg[k] != '+') return false;
    for (size_t s = k; s < reg.size(); ++s)
      if ((reg[s] == '%' || reg[s] == '+') &&
          reg.compare(s + 1, std::string::npos, given, k + 1) == 0)
        return true;
    return false;
  }
  return false;
}

}  // namespace

bool NamelistReader::match(std::string_view name) {
  for (char want : name) {
    int c = next();
    if (c == kListEof || lower(c) != lower(want)) return false;
  }
  return true;
}

bool NamelistReader::end_of_input(int c) {
  if (c != kListEof) return false;
  if (st_.policy.namelist_input_flang) {
    // flang: the group's objects ran into the end of the file without a
    // '/', an error (its text is the front door's).  The end of the file
    // inside an object's values stays END (read_value).
    st_.status.raise(kErrReadValue, kNotTerminated);
    L_.input_complete = true;
    return true;
  }
  if (internal_file(st_)) {
    end_ever_pending.store(true, std::memory_order_relaxed);
    set_internal_end_pending(st_.unit->number(), true);
  }
  L_.input_complete = true;
  L_.end_of_file();
  return true;
}

int NamelistReader::find(const std::string& name) {
  for (size_t k = 0; k < g_.objects.size(); ++k) {
    NmlObject& o = g_.objects[k];
    if (o.name == name || matches_extended(name, o.name)) {
      o.touched = true;
      return static_cast<int>(k);
    }
  }
  return -1;
}

void NamelistReader::touch_components(size_t i) {
  std::string prefix = g_.objects[i].name + "%";
  for (size_t k = i + 1; k < g_.objects.size(); ++k) {
    NmlObject& o = g_.objects[k];
    if (o.name.compare(0, prefix.size(), prefix) != 0) break;
    o.touched = true;
    for (int d = 0; d < o.rank; ++d) {
      o.dim[d].step = 1;
      o.dim[d].start = o.dim[d].idx = o.dim[d].lbound;
      o.dim[d].end = o.dim[d].ubound;
    }
  }
}

// flang's search for the group: a record whose first nonblank char is
// not '&' (or '$') is skipped whole, and so is another group, up to its
// '/' outside quotes.  The end of the file is END, for internal files
// too.  Returns false at the end of the file (raised), true when c is the
// '&' or '$' of a group to look at.
bool NamelistReader::flang_group_start(int c) {
  if (c == kListEof) {
    L_.end_of_file();
    return false;
  }
  if (c != '&' && c != '$') L_.eat_line();
  return c == '&' || c == '$';
}

void NamelistReader::flang_skip_group() {
  int quote = 0;
  for (int c = next(); c != kListEof; c = next()) {
    if (quote != 0) {
      if (c == quote) quote = 0;
    } else if (c == '\'' || c == '"') {
      quote = c;
    } else if (c == '/') {
      return;
    }
  }
}

void NamelistReader::run() {
  const bool skip_others = st_.policy.namelist_input_flang;
  for (;;) {
    int c = next();
    if (skip_others) {
      if (c == ' ' || c == '\t' || c == '\r' || c == '\n') continue;
      if (!flang_group_start(c)) {
        if (st_.status.failed()) return;
        continue;
      }
      if (!match(g_.name)) {
        flang_skip_group();
        continue;
      }
      c = next();
      unget(c);
      if (L_.ends_value(c)) break;
      flang_skip_group();
      continue;
    }
    if (c == kListEof) return;  // the statement's end reports END
    if (c == '!') {
      L_.eat_line();
      continue;
    }
    if (c == '=') {
      c = next();
      if (c == '?')
        namelist_query(st_, '=');
      else
        unget(c);
      continue;
    }
    if (c == '?') {
      namelist_query(st_, '?');
      continue;
    }
    if (c != '&' && c != '$') continue;
    if (!match(g_.name)) continue;
    // A blank (or another separator) must follow the group name.
    c = next();
    unget(c);
    if (L_.ends_value(c)) break;
  }
  L_.eat_separator();
  // flang takes no separator between the group's name and its first
  // object (refuse_name_start).
  if (skip_others && L_.comma_flag) {
    refuse_name_start(L_.decimal_comma ? ';' : ',');
    st_.status.raise(kErrReadValue, msg_.c_str());
    return;
  }
  // An error inside a value does not stop libgfortran: it goes on
  // assigning values (the first error is the one reported) until the
  // input ends or a name is bad.
  // flang stops at the first error.
  const bool stop_at_error = st_.policy.namelist_input_flang;
  while (!L_.input_complete && !(stop_at_error && st_.status.failed())) {
    if (!get_obj_data()) {
      st_.status.raise(kErrReadValue, msg_.c_str());
      return;
    }
    // Only an array may go on taking values after a bad one.
    if (prev_ >= 0 && g_.objects[static_cast<size_t>(prev_)].rank == 0)
      prev_ = -1;
  }
}

}  // namespace detail

namespace {

void read_group(DtState& st, bool after_eor) {
  list_read_start(st);
  detail::ListRead* L = list_part(st);
  L->began_in_eor_record = after_eor;
  L->namelist = true;
  L->plain_statement = false;  // (list_read_item's fast path: not here)
  L->first_item = false;
  for (NmlObject& o : st.namelist->objects) o.touched = false;
  detail::NamelistReader(st, *L, *st.namelist).run();
}

}  // namespace

void namelist_read(DtState& st) {
  bool after_eor = false;
  if (st.unit != nullptr && eor_record_kept(st)) {
    after_eor = eor_record_has_data(st);
    in_forget_kept_record(st);
  } else if (st.unit != nullptr) {
    // A list-directed READ in between leaves libgfortran's count of the
    // columns as the EOR left it (RecordPosition::carried_taken).
    const RecordState& r = st.unit->record();
    after_eor = r.in_record && r.carried_taken;
  }
  if (st.namelist == nullptr || st.status.failed()) return;
  if (internal_file(st) && !st.policy.namelist_input_flang &&
      internal_end_pending(st.unit->number()))
    return;
  read_group(st, after_eor);
}

void namelist_read_after_refusal(DtState& st) {
  if (st.namelist == nullptr) return;
  // The refusal came before libgfortran sets the statement's modes: it
  // reads with the unit's (those of its last statement, strictly).
  take_statement_modes(st);
  read_group(st, false);
  namelist_read_finish(st);
}

namespace {

// libgfortran's namelist READ that finds no group before the end of the
// file leaves END to the skip to the next record, which raises it only
// where its count of the record's columns is whole (next_record_r): not
// when the READ began in a record kept after EOR, past characters of it,
// under PAD='YES' on a sequential unit.
bool quiet_end_after_eor(const DtState& st, const detail::ListRead& L) {
  return L.began_in_eor_record && st.unit->modes().pad == PadMode::kYes &&
         st.unit->modes().access == Access::kSequential;
}

}  // namespace

void namelist_internal_statement_done(const DtState& st, int32_t number) {
  if (!end_ever_pending.load(std::memory_order_relaxed)) return;
  if (!st.status.failed()) set_internal_end_pending(number, false);
}

void namelist_internal_list_read_begins(const DtState& st) {
  if (!end_ever_pending.load(std::memory_order_relaxed)) return;
  set_internal_end_pending(st.unit->number(), false);
}

void namelist_read_finish(DtState& st) {
  detail::ListRead* L = list_part(st);
  if (L == nullptr) return;
  if (st.status.outcome() != Outcome::kEnd) {
    if (!st.status.failed()) {
      // libgfortran skips the rest of the record after the last char it
      // took; the end of the file there is END.  A record end it put
      // back was taken all the same: the skip is then of the next record.
      bool more = true;
      if (L->ungot_newline) L->next();  // '\n' again: eor_pending
      if (L->eor_pending)
        more = L->next() != detail::kListEof;
      else if (L->ungot)
        L->ungot = false;
      if (more && !L->at_eof)
        more = in_next_record(st);
      else
        more = false;
      if (!more && !quiet_end_after_eor(st, *L)) L->end_of_file();
    } else {
      // flang's READ ends its record after any error, a bad name or an
      // overflow too: the next READ starts at the next record.
      if (st.policy.failed_statement_ends_record && !L->at_eol) L->eat_line();
      if (L->ungot) L->next();
      if (L->eor_pending) in_next_record(st);
      st.record.nml_failed_after_eor = L->began_in_eor_record;
    }
  }
  list_read_release(st);
}

}  // namespace ftnio
