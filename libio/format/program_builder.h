// SPDX-License-Identifier: MIT
// Collects a program while it is parsed and packs it into one FormatProgram
// block (L1, internal to the parser).
#ifndef FTNIO_FORMAT_PROGRAM_BUILDER_H
#define FTNIO_FORMAT_PROGRAM_BUILDER_H

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "format/format.h"

namespace ftnio {

// Longest format text parsed; longer ones get kTooLong (pool offsets are
// 32-bit and a literal plus v-lists needs at most 3 bytes per character).
constexpr size_t kMaxFormatLen = (size_t(1) << 29) - 1;

// One open parenthesised list while parsing (libgfortran: one frame of
// its recursive parse_format_list).
struct ParseLevel {
  int32_t begin;  // index of its kGroupBegin op; -1: outermost
  bool seen;      // the frame's local "seen a data descriptor"
  bool star;      // list of a *( ) group
};

class ProgramBuilder {
 public:
  // Scratch stacks for the parser, kept with their capacity so that a
  // parse allocates only the finished program.
  std::vector<ParseLevel>& levels() { return levels_; }
  std::vector<int32_t>& vlist() { return vlist_; }

  // Starts a new program for text; reuses the vectors' capacity.
  void reset(std::string_view text, const ParseOptions& opts);

  // Appends an op; w/d/e/aux are 0 (libgfortran's zeroed node).  pos is
  // the number of characters consumed when the op is created.
  FormatOp& emit(EditKind k, int32_t repeat, int32_t pos);
  FormatOp& op(int32_t i) { return ops_[static_cast<size_t>(i)]; }
  // The format text from index i.
  const char* raw(int32_t i) const { return text_.data() + i; }
  int32_t op_count() const { return static_cast<int32_t>(ops_.size()); }

  // Text of a kLiteral or kDT op: appended to the pool, op.w/aux set.
  void set_text(FormatOp& op, const char* p, size_t n);
  // A character constant starting at text index begin with n characters
  // and doubled delimiters undoubled.
  void set_quoted_text(FormatOp& op, int32_t begin, int32_t n);
  // The v-list of a kDT op.
  void set_vlist(FormatOp& op, const std::vector<int32_t>& v);

  void notice(Notice n) { notices_.push_back(n); }
  void set_error(const FormatError& e) { error_ = e; }
  void set_tail_caret(int32_t c) { tail_caret_ = c; }
  void set_unclosed() { unclosed_ = true; }

  // Packs everything into one heap block; null if memory ran out.
  const FormatProgram* finish(uint64_t hash);
  // A static program with error kNoMemory, one reference retained.
  static const FormatProgram* no_memory();
  // Gives back memory after an unusually large format.
  void trim();

 private:
  void link_groups();
  void revert_into_bare_group();
  int32_t caret_of(int32_t pos) const;

  std::string_view text_;           // the format being parsed
  ParseOptions opts_;               // its options
  std::vector<FormatOp> ops_;       // ops so far; pos in caret until finish()
  std::string pool_;                // literal / iotype bytes, then v-lists
  std::vector<Notice> notices_;     // notices so far
  std::vector<ParseLevel> levels_;  // parser's open lists (scratch)
  std::vector<int32_t> vlist_;      // parser's DT v-list (scratch)
  struct OpenGroup {
    int32_t begin;  // index of the kGroupBegin
    bool any;       // some op inside can run
    bool data;      // some data edit inside can run
  };
  std::vector<OpenGroup> open_;  // link_groups() stack (scratch)
  FormatError error_;            // parse error, if any
  int32_t tail_caret_ = 0;       // characters consumed at the end
  int64_t first_nul_ = -1;       // index of the first NUL in text_, or -1
  int32_t revert_index_ = 0;     // computed by link_groups()
                                 // (and revert_into_bare_group())
  bool fields_only() const;      // FormatProgram::fields_only() of ops_
  bool endless_ = false;         // computed by link_groups()
  bool unclosed_ = false;        // see FormatProgram::unclosed()
  int32_t max_depth_ = 0;        // computed by link_groups()
};

}  // namespace ftnio

#endif  // FTNIO_FORMAT_PROGRAM_BUILDER_H
