// SPDX-License-Identifier: MIT
// Walking libgfortran's unit tree without building it (L3).
#include "unit/unit_tree.h"

#include <algorithm>
#include <cstddef>
#include <utility>

namespace ftnio {

const TreeNode* first_match_in_preorder(std::vector<TreeNode>& nodes) {
  // The common cases, no match or a single one, need no walk.
  auto matches = std::count_if(nodes.begin(), nodes.end(),
                               [](const TreeNode& n) { return n.match; });
  if (matches <= 1) {
    auto it = std::find_if(nodes.begin(), nodes.end(),
                           [](const TreeNode& n) { return n.match; });
    return it == nodes.end() ? nullptr : &*it;
  }
  std::sort(
      nodes.begin(), nodes.end(),
      [](const TreeNode& a, const TreeNode& b) { return a.number < b.number; });
  // Explicit stack of index ranges [lo, hi); the right half is pushed
  // before the left half so that the left subtree is walked first.
  std::vector<std::pair<size_t, size_t>> stack{{0, nodes.size()}};
  while (!stack.empty()) {
    auto [lo, hi] = stack.back();
    stack.pop_back();
    if (lo >= hi) continue;
    size_t root = lo;
    for (size_t i = lo + 1; i < hi; ++i)
      if (nodes[i].priority > nodes[root].priority) root = i;
    if (nodes[root].match) return &nodes[root];
    stack.emplace_back(root + 1, hi);
    stack.emplace_back(lo, root);
  }
  return nullptr;
}

}  // namespace ftnio
