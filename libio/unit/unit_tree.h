// SPDX-License-Identifier: MIT
// Walking libgfortran's unit tree (a treap keyed by unit number, heap-
// ordered by priority) without building it (L3).
#ifndef FTNIO_UNIT_UNIT_TREE_H
#define FTNIO_UNIT_UNIT_TREE_H

#include <cstdint>
#include <vector>

namespace ftnio {

struct TreeNode {
  int32_t number;    // key: the unit number
  int32_t priority;  // heap order: a parent's priority is the larger
  bool match;        // the searched-for property holds for this node
  void* payload;     // caller's object
};

// The first matching node in the pre-order walk (node, left subtree, right
// subtree) of the treap made of nodes, or nullptr.  A treap's shape follows
// from its keys and priorities alone: the root of a key range is the node
// of highest priority in it.  nodes is reordered (sorted by number).
const TreeNode* first_match_in_preorder(std::vector<TreeNode>& nodes);

}  // namespace ftnio

#endif  // FTNIO_UNIT_UNIT_TREE_H
