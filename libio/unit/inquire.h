// SPDX-License-Identifier: MIT
// The INQUIRE statement by unit and by file (L3).
#ifndef FTNIO_UNIT_INQUIRE_H
#define FTNIO_UNIT_INQUIRE_H

#include <cstddef>
#include <cstdint>
#include <string>

#include "base/io_error.h"
#include "unit/open.h"

namespace ftnio {

// The CHARACTER results of INQUIRE.
enum class InqText : uint8_t {
  kAccess,
  kForm,
  kBlank,
  kPosition,
  kAction,
  kDelim,
  kPad,
  kSequential,
  kDirect,
  kFormatted,
  kUnformatted,
  kRead,
  kWrite,
  kReadWrite,
  kConvert,
  kAsynchronous,
  kDecimal,
  kEncoding,
  kRound,
  kSign,
  kStream,
  kShare,
  kCc,
  kCount
};
// The INTEGER and LOGICAL results (LOGICALs are 0 or 1).
enum class InqValue : uint8_t {
  kExist,
  kOpened,
  kNumber,
  kNamed,
  kPending,
  kNextrec,
  kRecl,
  kPos,
  kSize,
  kCount
};

constexpr size_t kInqTexts = static_cast<size_t>(InqText::kCount);
constexpr size_t kInqValues = static_cast<size_t>(InqValue::kCount);

// The specifiers present in the statement, as bit sets: a front door
// sets them one by one and the core asks whole sets (a load of a word
// just stored as separate bytes would wait for all of them).
struct InquireQuery {
  uint32_t texts = 0;           // wanted CHARACTER results, 1 << InqText
  uint32_t values = 0;          // wanted INTEGER/LOGICAL results
  bool name = false;            // NAME= present
  size_t name_len = 0;          // its length (a terminal's name must fit)
  const int32_t* id = nullptr;  // ID= (for PENDING=), or null
  // The NAME= variable (name_len bytes), when the front door lets the
  // core store a connected unit's name there itself, blank padded as
  // copy_to_fortran_string does: copied once, under the unit's lock,
  // not through InquireReply::name (has_name stays false).  Null: the
  // name is answered in InquireReply::name.
  char* name_to = nullptr;
  // InquireReply's offset, records, standard_stream and recl_given are
  // wanted (a front door that words its answers from them).
  bool connection_facts = false;

  void ask(InqText t) { texts |= uint32_t{1} << static_cast<int>(t); }
  void ask(InqValue v) { values |= uint32_t{1} << static_cast<int>(v); }
  void ask_everything() {
    texts = (uint32_t{1} << kInqTexts) - 1;
    values = (uint32_t{1} << kInqValues) - 1;
  }
  bool wants(InqText t) const {
    return (texts >> static_cast<int>(t) & 1) != 0;
  }
  bool wants(InqValue v) const {
    return (values >> static_cast<int>(v) & 1) != 0;
  }
  bool any_text() const { return texts != 0; }
  // Nothing is asked but EXIST=, OPENED= and NUMBER=, which a connected
  // unit answers from its number and connection alone.
  bool asks_presence_only() const {
    constexpr uint32_t kPresence = 1u << static_cast<int>(InqValue::kExist) |
                                   1u << static_cast<int>(InqValue::kOpened) |
                                   1u << static_cast<int>(InqValue::kNumber);
    return (values & ~kPresence) == 0 && texts == 0 && !name && id == nullptr &&
           !connection_facts;
  }
};
static_assert(kInqTexts <= 32 && kInqValues <= 32);

// The results.  As in libgfortran some specifiers are left untouched in
// some situations (NAME= of an unconnected unit, DELIM= of an unconnected
// file, ...): those have a null text or has_value false.
struct InquireReply {
  InquireReply() : text{}, has_value{}, value{} {}
  // The tables left unset: a front door that reads only the answers it
  // asked sets those to none (forget_answer) instead of zeroing some 270
  // bytes, which GCC does with a rep stos whose start-up took as long as
  // the rest of an INQUIRE(UNIT=u, OPENED=o).
  struct Unset {};
  explicit InquireReply(Unset) {}
  void forget_answer(InqText t) { text[static_cast<size_t>(t)] = nullptr; }
  void forget_answer(InqValue v) { has_value[static_cast<size_t>(v)] = false; }

  const char* text[kInqTexts];  // static strings, or null
  bool has_value[kInqValues];   // value[i] is to be stored
  int64_t value[kInqValues];    // the values
  bool has_name = false;        // name is to be stored
  std::string name;             // NAME= result
  // For front doors whose runtime words some answers otherwise (LLVM
  // flang): the byte offset of a connected unit's position (POS= of any
  // access), -1 when unknown or not connected, and whether the unit is
  // connected to the process's standard input, output or error.
  // The offset is known for a standard stream that can seek too; where
  // it cannot (a pipe), records is how many records the unit completed
  // (its newlines, which flang counts in POS=).
  int64_t offset = -1;
  int64_t records = 0;
  bool standard_stream = false;
  bool recl_given = false;  // the connection's OPEN had RECL=
};

// INQUIRE(UNIT=unit, ...).  Unit -1 and -2 (internal files) raise 5018
// "Inquire statement identifies an internal file".
void inquire_unit(IoStatus& status, int32_t unit, const InquireQuery& q,
                  InquireReply* r);

// INQUIRE(FILE=file, ...): a file connected to a unit (same device and
// inode) is described through that unit, any other from the file system.
void inquire_file(IoStatus& status, const CharSpec& file, const InquireQuery& q,
                  InquireReply* r);

}  // namespace ftnio

#endif  // FTNIO_UNIT_INQUIRE_H
