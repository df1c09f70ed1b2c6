// SPDX-License-Identifier: MIT
// The per-thread registry of namelist groups being registered or
// transferred (L4).  Statements nest (defined I/O, a function in an I/O
// list), so several groups can be live at once in one thread.
#include "transfer/namelist_items.h"

#include <memory>
#include <utility>

namespace ftnio {

namespace {

struct Entry {
  const void* key;
  std::unique_ptr<NamelistGroup> group;
};

std::vector<Entry>& registry() {
  static thread_local std::vector<Entry> entries;
  return entries;
}

// The group the thread's last namelist statement released, kept with its
// objects' storage: a namelist READ or WRITE in a loop registers the same
// objects again, and rebuilding the group (its allocation, the vector
// growing 1, 2, 4, ... with every object moved) cost more than the
// transfer of a few values (perf: 2,200 instructions a statement).
std::unique_ptr<NamelistGroup>& spare() {
  static thread_local std::unique_ptr<NamelistGroup> group;
  return group;
}

std::unique_ptr<NamelistGroup> new_group() {
  std::unique_ptr<NamelistGroup> g = std::move(spare());
  if (g == nullptr) return std::make_unique<NamelistGroup>();
  g->objects.clear();  // (capacity kept)
  g->name.clear();
  g->failed_object = -1;
  return g;
}

}  // namespace

NamelistGroup* namelist_group_find(const void* key) {
  std::vector<Entry>& r = registry();
  for (size_t i = r.size(); i-- > 0;)
    if (r[i].key == key) return r[i].group.get();
  return nullptr;
}

NamelistGroup& namelist_group_for(const void* key, bool fresh) {
  NamelistGroup* g = namelist_group_find(key);
  if (g != nullptr && !fresh) return *g;
  if (g != nullptr) {
    // A parameter block reused by a statement that never started.
    g->objects.clear();
    g->name.clear();
    return *g;
  }
  registry().push_back(Entry{key, new_group()});
  return *registry().back().group;
}

void namelist_group_release(const void* key) {
  std::vector<Entry>& r = registry();
  for (size_t i = r.size(); i-- > 0;)
    if (r[i].key == key) {
      spare() = std::move(r[i].group);
      r.erase(r.begin() + static_cast<std::ptrdiff_t>(i));
      return;
    }
}

}  // namespace ftnio
