// SPDX-License-Identifier: MIT
// The parameter blocks gfortran passes to the I/O entry points (L5).
//
// Only abi/ knows these layouts.  Offsets follow the compiler's own record
// layouts (docs/abi.md §3) and are pinned by static_asserts below.  The
// blocks are never zero-initialised by the compiler: a field is meaningful
// only when its flag bit is set.  CHARACTER specifiers are (pointer,
// length) pairs whose order alternates: "PL" is pointer first, "LP" length
// first.
#ifndef FTNIO_ABI_ST_PARAMETER_H
#define FTNIO_ABI_ST_PARAMETER_H

#include <cstddef>
#include <cstdint>

namespace ftnio::abi {

using CharLen = size_t;  // hidden CHARACTER length type since gfortran 8
using IoInt = int64_t;   // GFC_IO_INT: REC=, POS=, RECL=, SIZE=, ...

struct StrPL {
  const char* ptr;
  CharLen len;
};  // pointer first
struct StrLP {
  CharLen len;
  const char* ptr;
};  // length first
struct OutPL {
  char* ptr;
  CharLen len;
};  // output buffer, ptr first
struct OutLP {
  CharLen len;
  char* ptr;
};  // output buffer, len first

// Bits of common.flags shared by every block.
enum CommonFlag : uint32_t {
  kLibreturnMask = 0x3,  // library -> compiler: 0 ok 1 err 2 end 3 eor
  kHasErr = 1u << 2,     // ERR= present
  kHasEnd = 1u << 3,     // END= present
  kHasEor = 1u << 4,     // EOR= present
  kHasIostat = 1u << 5,  // iostat valid
  kHasIomsg = 1u << 6,   // iomsg, iomsg_len valid
};

struct Common {          // st_parameter_common, 48 bytes
  uint32_t flags;        // CommonFlag bits plus per-statement bits
  int32_t unit;          // unit number; docs/abi.md §3.1 for conventions
  const char* filename;  // source file of the statement, NUL-terminated
  int32_t line;          // source line of the statement
  CharLen iomsg_len;     // IOMSG= length (kHasIomsg)
  char* iomsg;           // IOMSG= buffer (kHasIomsg)
  int32_t* iostat;       // IOSTAT= variable (kHasIostat)
};
static_assert(sizeof(Common) == 48);
static_assert(offsetof(Common, iomsg_len) == 24);
static_assert(offsetof(Common, iostat) == 40);

// Per-statement bits of a data transfer block.
enum DtFlag : uint32_t {
  kDtListFormat = 1u << 7,
  kDtNamelistRead = 1u << 8,
  kDtRec = 1u << 9,
  kDtSize = 1u << 10,
  kDtIolength = 1u << 11,
  kDtFormat = 1u << 12,
  kDtAdvance = 1u << 13,
  kDtInternalUnit = 1u << 14,
  kDtNamelistName = 1u << 15,
  kDtId = 1u << 16,
  kDtPos = 1u << 17,
  kDtAsynchronous = 1u << 18,
  kDtBlank = 1u << 19,
  kDtDecimal = 1u << 20,
  kDtDelim = 1u << 21,
  kDtPad = 1u << 22,
  kDtRound = 1u << 23,
  kDtSign = 1u << 24,
  kDtUdtio = 1u << 26,       // the I/O list has a DTIO item
  kDtDecExt = 1u << 27,      // compiled with -fdec
  kDtNmlObjects = 1u << 31,  // ftnio: namelist objects were registered
};

constexpr size_t kDtPrivateSize = 256;  // 16*sizeof(void*) + 32*sizeof(int)

struct Dt {  // st_parameter_dt, 528 bytes
  Common common;
  IoInt rec;                 // REC= (kDtRec)
  IoInt* size;               // SIZE= (kDtSize)
  IoInt* iolength;           // INQUIRE(IOLENGTH=) result (kDtIolength)
  void* internal_unit_desc;  // descriptor of a CHARACTER array unit or null
  StrPL format;              // FMT= (kDtFormat)
  StrLP advance;             // ADVANCE= (kDtAdvance)
  OutPL internal_unit;       // internal file data, record length in chars
  StrLP namelist_name;       // NML= group name (kDtNamelistName)
  int32_t* id;               // ID= (kDtId)
  IoInt pos;                 // POS= (kDtPos)
  StrPL asynchronous;        // ASYNCHRONOUS= (kDtAsynchronous)
  StrLP blank;               // BLANK= (kDtBlank)
  StrPL decimal;             // DECIMAL= (kDtDecimal)
  StrLP delim;               // DELIM= (kDtDelim)
  StrPL pad;                 // PAD= (kDtPad)
  StrLP round;               // ROUND= (kDtRound)
  StrPL sign;                // SIGN= (kDtSign)
  alignas(8) unsigned char priv[kDtPrivateSize];  // owned by the library
};
static_assert(sizeof(Dt) == 528);
static_assert(offsetof(Dt, rec) == 48);
static_assert(offsetof(Dt, format) == 80);
static_assert(offsetof(Dt, internal_unit) == 112);
static_assert(offsetof(Dt, namelist_name) == 128);
static_assert(offsetof(Dt, pos) == 152);
static_assert(offsetof(Dt, sign) == 256);
static_assert(offsetof(Dt, priv) == 272);

struct Open {  // st_parameter_open, 344 bytes
  Common common;
  IoInt recl_in;       // bit 7
  StrLP file;          // bit 8
  StrPL status;        // bit 9
  StrLP access;        // bit 10
  StrPL form;          // bit 11
  StrLP blank;         // bit 12
  StrPL position;      // bit 13
  StrLP action;        // bit 14
  StrPL delim;         // bit 15
  StrLP pad;           // bit 16
  StrPL convert;       // bit 17
  StrLP decimal;       // bit 18
  StrPL encoding;      // bit 19
  StrLP round;         // bit 20
  StrPL sign;          // bit 21
  StrLP asynchronous;  // bit 22
  int32_t* newunit;    // bit 23
  int32_t readonly;    // bit 24, always set by the compiler
  StrLP cc;            // bit 25
  StrPL share;         // bit 26
};
static_assert(sizeof(Open) == 344);
static_assert(offsetof(Open, newunit) == 296);
static_assert(offsetof(Open, cc) == 312);

struct Close {  // st_parameter_close, 64 bytes
  Common common;
  StrPL status;  // bit 7
};
static_assert(sizeof(Close) == 64);

struct Filepos {  // REWIND, BACKSPACE, ENDFILE, FLUSH: 48 bytes
  Common common;
};
static_assert(sizeof(Filepos) == 48);

// Bits of a WAIT block.
enum WaitFlag : uint32_t { kWaitId = 1u << 7 };
// flags2 bit of INQUIRE's ID=.
enum InquireFlag2 : uint32_t { kInqId2 = 1u << 7 };

struct Wait {  // st_parameter_wait, 56 bytes
  Common common;
  int32_t* id;  // bit 7
};
static_assert(sizeof(Wait) == 56);

struct Inquire {  // st_parameter_inquire, 536 bytes
  Common common;
  int32_t* exist;       // bit 7
  int32_t* opened;      // bit 8
  int32_t* number;      // bit 9
  int32_t* named;       // bit 10
  IoInt* nextrec;       // bit 11
  IoInt* recl_out;      // bit 12
  IoInt* strm_pos_out;  // bit 13
  StrPL file;           // bit 14: inquire by file
  OutLP access;         // bit 15
  OutPL form;           // bit 16
  OutLP blank;          // bit 17
  OutPL position;       // bit 18
  OutLP action;         // bit 19
  OutPL delim;          // bit 20
  OutLP pad;            // bit 21
  OutPL name;           // bit 22
  OutLP sequential;     // bit 23
  OutPL direct;         // bit 24
  OutLP formatted;      // bit 25
  OutPL unformatted;    // bit 26
  OutLP read;           // bit 27
  OutPL write;          // bit 28
  OutLP readwrite;      // bit 29
  OutPL convert;        // bit 30
  int32_t flags2;       // bit 31: flags2 is valid
  OutPL asynchronous;   // flags2 bit 0
  OutLP decimal;        // flags2 bit 1
  OutPL encoding;       // flags2 bit 2
  OutLP round;          // flags2 bit 3
  OutPL sign;           // flags2 bit 4
  int32_t* pending;     // flags2 bit 5
  IoInt* size;          // flags2 bit 6
  int32_t* id;          // flags2 bit 7
  OutPL iqstream;       // flags2 bit 8
  OutLP share;          // flags2 bit 9
  OutPL cc;             // flags2 bit 10
};
static_assert(sizeof(Inquire) == 536);
static_assert(offsetof(Inquire, flags2) == 376);
static_assert(offsetof(Inquire, asynchronous) == 384);
static_assert(offsetof(Inquire, cc) == 520);

// Array descriptor (gfortran >= 8), docs/abi.md §4.1.
struct DescDim {
  ptrdiff_t stride;  // in elements
  ptrdiff_t lbound;
  ptrdiff_t ubound;
};
struct DType {      // passed by value to the namelist calls: trivial
  size_t elem_len;  // element size in bytes
  int32_t version;
  int8_t rank;
  int8_t type;  // BT code
  int16_t attribute;
};
static_assert(sizeof(DType) == 16);
struct Descriptor {
  void* data;  // first element of the section
  size_t offset;
  DType dtype;
  ptrdiff_t span;   // bytes per element step (== elem_len here)
  DescDim dim[15];  // rank entries are valid
};
static_assert(offsetof(Descriptor, dim) == 40);

}  // namespace ftnio::abi

#endif  // FTNIO_ABI_ST_PARAMETER_H
