// SPDX-License-Identifier: MIT
// The INQUIRE statement by unit and by file (L3).
#ifndef FTNIO_UNIT_INQUIRE_H
#define FTNIO_UNIT_INQUIRE_H

#include <cstddef>
#include <cstdint>
#include <cstring>
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

// The specifiers present in the statement.
struct InquireQuery {
  bool text[kInqTexts] = {};    // wanted CHARACTER results
  bool value[kInqValues] = {};  // wanted INTEGER/LOGICAL results
  bool name = false;            // NAME= present
  size_t name_len = 0;          // its length (a terminal's name must fit)
  const int32_t* id = nullptr;  // ID= (for PENDING=), or null
  // InquireReply's offset, records, standard_stream and recl_given are
  // wanted (a front door that words its answers from them).
  bool connection_facts = false;
  bool any_text() const {  // as three words, not a loop of 23 bytes
    uint64_t w[3] = {};
    std::memcpy(w, text, sizeof text);
    return (w[0] | w[1] | w[2]) != 0;
  }
  // Nothing is asked but EXIST=, OPENED= and NUMBER=, which a connected
  // unit answers from its number and connection alone.
  bool asks_presence_only() const {
    static_assert(static_cast<int>(InqValue::kExist) == 0 &&
                  static_cast<int>(InqValue::kOpened) == 1 &&
                  static_cast<int>(InqValue::kNumber) == 2 && kInqValues == 9);
    uint64_t rest = 0;  // the six after them, as one word
    std::memcpy(&rest, value + 3, kInqValues - 3);
    return rest == 0 && !any_text() && !name && id == nullptr &&
           !connection_facts;
  }
};

// The results.  As in libgfortran some specifiers are left untouched in
// some situations (NAME= of an unconnected unit, DELIM= of an unconnected
// file, ...): those have a null text or has_value false.
struct InquireReply {
  const char* text[kInqTexts] = {};  // static strings, or null
  bool has_value[kInqValues] = {};   // value[i] is to be stored
  int64_t value[kInqValues] = {};    // the values
  bool has_name = false;             // name is to be stored
  std::string name;                  // NAME= result
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
