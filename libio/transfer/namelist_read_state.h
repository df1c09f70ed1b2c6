// SPDX-License-Identifier: MIT
// The namelist reader shared by the namelist_read*.cpp files (L4,
// internal).  One reader runs per namelist READ statement, from its done
// call; it reads through the list-directed reader's character source and
// value readers (list_read_state.h) in namelist mode.
#ifndef FTNIO_TRANSFER_NAMELIST_READ_STATE_H
#define FTNIO_TRANSFER_NAMELIST_READ_STATE_H

#include <cstdint>
#include <string>
#include <string_view>

#include "transfer/list_read_state.h"
#include "transfer/namelist_items.h"

namespace ftnio::detail {

// The error text of a group without its '/' (or "&end"); flang's front
// door words it its own way.
inline constexpr char kNotTerminated[] =
    "namelist not terminated with / or &end";

// What reading one element did (namelist_read_values.cpp).
enum class NmlStep { kValue, kComponents, kStop, kFailed };

// What the name part of an object designator selected.
struct Designator {
  int object;        // the object named last
  int first;         // the object whose values are read, or -1
  bool component;    // a component ("a%b") was named
  bool qualified;    // subscripts were given
  int nonzero_rank;  // parts with more than one element
};

class NamelistReader {
 public:
  NamelistReader(DtState& st, ListRead& L, NamelistGroup& g)
      : st_(st), L_(L), g_(g) {}

  // libgfortran's namelist_read: finds the group, then reads objects
  // until '/', "&end", the end of file or an error.
  void run();

 private:
  int next() { return L_.next(); }
  void unget(int c) { L_.unget(c); }
  bool match(std::string_view name);
  bool end_of_input(int c);
  bool flang_group_start(int c);
  void flang_skip_group();
  int find(const std::string& name);
  void touch_components(size_t i);

  // namelist_read_name.cpp: one "name(...)%...=" and its values; false
  // with msg_ set on an error.
  bool get_obj_data();
  bool refuse_name_start(int c);
  bool end_ahead_flang(int c);
  bool equals_follow_flang(int c);
  bool finish_object(int c, const Designator& d);
  bool special_start(int c, bool* done);
  bool read_name(int* c, std::string* name);
  bool parse_qualifier(NmlDim* dims, int rank, bool is_char, ItemType type,
                       int* parsed_rank);
  bool qualifier_field(int dim, int rank, int indx, bool is_char, int* c,
                       std::string* digits, bool* null_field, bool* is_section);

  // namelist_read_values.cpp: the values of object i (and components).
  bool read_obj(size_t i, int64_t offset, int64_t clow, int64_t chigh);
  NmlStep read_value(size_t i, char* p, int64_t dlen, int64_t clow,
                     int64_t chigh);
  void store(const NmlObject& o, char* p, int64_t dlen, int64_t clow);
  void store_wide(const NmlObject& o, char* p, int64_t dlen, int64_t clow,
                  int64_t m);
  void read_by_dtio(const NmlObject& o, char* p);
  bool flang_pair_value(const NmlObject& o, char* p, int64_t dlen);
  bool flang_pair_complex(const NmlObject& o, char* p, int64_t dlen);
  bool read_past_array_flang(size_t i, int64_t past, int64_t dlen, int64_t clow,
                             int64_t chigh);
  ListRead::NameAhead name_ahead() const;
  bool object_ends_flang();
  int64_t record_now() const;

  DtState& st_;
  ListRead& L_;
  NamelistGroup& g_;
  std::string msg_;        // the error's text
  bool eof_ = false;       // an error was the end of the file
  int prev_ = -1;          // object whose values were read last
  int expanded_read_ = 0;  // GNU: a(2)=1,2,3 goes on to a(3), a(4)
  // The object named last (read_obj from get_obj_data): whether it takes
  // a sequence of values (an array or a derived type, whose components
  // read on), and whether one of its values was read yet.
  bool sequence_ = false;
  bool object_begun_ = false;
  // flang: the values past the array's end the object named last takes
  // when it starts at an element (read_past_array_flang).
  int64_t flang_past_ = 0;
  // flang: the look-ahead before the value read last went past its record
  // (name_then_record_end); where it met the end of the file, the READ
  // ends with END after storing the value (end_ahead_flang).  Only for a
  // value in the record of the object's name (name_record_): flang 19
  // meets the end of the file no more when its look-aheads went back a
  // record (BackspaceRecord) since, and gives "'t' is not an item in
  // NAMELIST group" (a text ftnio does not copy: "No '/' found").
  bool end_ahead_ = false;
  int64_t name_record_ = -1;
};

}  // namespace ftnio::detail

#endif  // FTNIO_TRANSFER_NAMELIST_READ_STATE_H
