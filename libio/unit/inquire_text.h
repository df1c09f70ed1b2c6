// SPDX-License-Identifier: MIT
// What INQUIRE reports about a unit's connection, as keywords (L3,
// internal to inquire.cpp).
#ifndef FTNIO_UNIT_INQUIRE_TEXT_H
#define FTNIO_UNIT_INQUIRE_TEXT_H

#include <cstdint>

#include "unit/inquire.h"
#include "unit/unit.h"

namespace ftnio {

inline constexpr const char* kYes = "YES";
inline constexpr const char* kNo = "NO";
inline constexpr const char* kUndefined = "UNDEFINED";
inline constexpr const char* kUnknown = "UNKNOWN";

// What libgfortran finds for a unit number (see inquire.cpp).
struct NodeView {
  enum Kind { kNone, kConnected, kStale };
  Kind kind = kNone;            // nothing, a connection, a bare node
  int32_t number = -1;          // the unit number
  Unit* unit = nullptr;         // the locked unit when Connected
  ConnectionModes modes;        // its settings
  bool round_known = true;      // ROUND= can be reported
  bool position_known = false;  // Stale: POSITION= can be reported
  int64_t recl = 0;             // RECL=
  int64_t pos = 0;              // POS=
  int64_t last_record = 0;      // NEXTREC= - 1 for direct access
};

// Sets every CHARACTER result of r except POSITION= from v.
void describe_modes(const NodeView& v, InquireReply* r);

// The keyword of a position.
const char* position_text(Position p);

}  // namespace ftnio

#endif  // FTNIO_UNIT_INQUIRE_TEXT_H
