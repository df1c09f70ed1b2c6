// SPDX-License-Identifier: MIT
// The flang front door's view of a namelist group (namelist_view.h) read
// over tables that flang 19 itself built (flang_namelist_probe.f90,
// compiled by flang-new-19): the group's name, its objects' names, the
// descriptors' addresses, ranks, extents and element sizes.  The probe's
// I/O calls land here, not in a runtime: OutputNamelist keeps the group.
#include <cstdio>
#include <cstring>

#include "abi_flang/flang_api.h"
#include "abi_flang/namelist_view.h"

using Fortran::runtime::io::NamelistGroup;
using ftnio::flang::NamelistGroupView;
using ftnio::flang::view_of;

extern "C" {
extern int probe_count;
extern double probe_grid[3][2];
void probe_write();
void probe_dummies(const int* n, int* v);
}

namespace {

const NamelistGroup* g_group = nullptr;
int g_failures = 0;

void expect(bool ok, const char* what) {
  if (!ok) {
    std::printf("FAIL: %s\n", what);
    ++g_failures;
  }
}

const ftnio::flang::Descriptor& object(const NamelistGroupView& g,
                                       std::size_t j) {
  return *g.item[j].descriptor;
}

// Each check runs inside OutputNamelist, while the group lives: flang
// builds a group of dummy arguments in the caller's stack frame.
void (*g_check)(const NamelistGroup&) = nullptr;

void module_group(const NamelistGroup& group) {
  const NamelistGroupView& g = view_of(group);
  expect(std::strcmp(g.group_name, "probe_group") == 0, "group name");
  expect(g.items == 3, "three objects");
  if (g.items != 3) return;
  expect(std::strcmp(g.item[0].name, "count") == 0, "name count");
  expect(std::strcmp(g.item[1].name, "grid") == 0, "name grid");
  expect(std::strcmp(g.item[2].name, "label") == 0, "name label");
  expect(object(g, 0).raw().base_addr == &probe_count, "count's address");
  expect(object(g, 0).rank() == 0, "count scalar");
  expect(object(g, 0).ElementBytes() == 4, "count 4 bytes");
  expect(object(g, 1).raw().base_addr == probe_grid, "grid's address");
  expect(object(g, 1).rank() == 2, "grid rank 2");
  expect(object(g, 1).ElementBytes() == 8, "grid 8 bytes");
  if (object(g, 1).rank() == 2) {
    expect(object(g, 1).GetDimension(0).Extent() == 2, "grid extent 2");
    expect(object(g, 1).GetDimension(1).Extent() == 3, "grid extent 3");
  }
  expect(object(g, 2).rank() == 0, "label scalar");
  expect(object(g, 2).ElementBytes() == 5, "label length 5");
  expect(std::memcmp(object(g, 2).raw().base_addr, "probe", 5) == 0,
         "label's value");
  // flang 19 always points the group at a defined-I/O table (its default
  // one here): a view missing that member would read past the group.
  expect(g.non_tbp_defined_io != nullptr, "defined-I/O table member");
}

int* g_dummy_v = nullptr;

void dummy_group(const NamelistGroup& group) {
  int* v = g_dummy_v;
  const NamelistGroupView& g = view_of(group);
  expect(std::strcmp(g.group_name, "dummies") == 0, "group name dummies");
  expect(g.items == 1, "one object");
  if (g.items != 1) return;
  expect(std::strcmp(g.item[0].name, "v") == 0, "name v");
  expect(object(g, 0).raw().base_addr == v, "v's address");
  expect(object(g, 0).rank() == 1, "v rank 1");
  if (object(g, 0).rank() == 1)
    expect(object(g, 0).GetDimension(0).Extent() == 4, "v extent 4");
}

void check_module_group() {
  g_group = nullptr;
  g_check = module_group;
  probe_write();
  expect(g_group != nullptr, "OutputNamelist called");
}

void check_dummy_group() {
  int n = 4;
  int v[4] = {1, 2, 3, 4};
  g_group = nullptr;
  g_dummy_v = v;
  g_check = dummy_group;
  probe_dummies(&n, v);
  expect(g_group != nullptr, "OutputNamelist called (dummies)");
}

}  // namespace

// The probe's I/O calls (flang's API): a cookie that is never used.
namespace Fortran::runtime::io {

Cookie IONAME(BeginExternalListOutput)(ExternalUnit, const char*, int) {
  static int dummy;
  return reinterpret_cast<Cookie>(&dummy);
}
bool IONAME(OutputNamelist)(Cookie, const NamelistGroup& group) {
  g_group = &group;
  if (g_check != nullptr) g_check(group);
  return true;
}
Iostat IONAME(EndIoStatement)(Cookie) { return IostatOk; }

}  // namespace Fortran::runtime::io

int main() {
  check_module_group();
  check_dummy_group();
  if (g_failures == 0) std::printf("namelist view: all checks passed\n");
  return g_failures == 0 ? 0 : 1;
}
