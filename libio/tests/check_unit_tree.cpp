// SPDX-License-Identifier: MIT
// Unit tests of first_match_in_preorder, the model of libgfortran's unit
// tree (tests): a reference treap, built node by node with the rotations
// of libgfortran's insert and delete, is walked in pre-order and must name
// the same first matching unit as the model for random histories of unit
// creations and deletions, with priorities from libgfortran's generator.
#include <algorithm>
#include <cstdint>
#include <memory>
#include <random>
#include <vector>

#include "unit/unit_tree.h"
#include "test_util.h"

// Last: check.h defines macros (fail) that clash with C++ headers.
#include <check.h>

using ftnio::TreeNode;

namespace {

struct Node {
  int32_t key;                  // unit number
  int32_t prio;                 // treap priority
  std::unique_ptr<Node> left;   // smaller keys
  std::unique_ptr<Node> right;  // larger keys
};
using Link = std::unique_ptr<Node>;

void rotate_right(Link& t) {  // left child becomes the root
  Link l = std::move(t->left);
  t->left = std::move(l->right);
  l->right = std::move(t);
  t = std::move(l);
}

void rotate_left(Link& t) {  // right child becomes the root
  Link r = std::move(t->right);
  t->right = std::move(r->left);
  r->left = std::move(t);
  t = std::move(r);
}

void insert(Link& t, int32_t key, int32_t prio) {
  if (!t) {
    t = std::make_unique<Node>(Node{key, prio, nullptr, nullptr});
    return;
  }
  if (key < t->key) {
    insert(t->left, key, prio);
    if (t->prio < t->left->prio) rotate_right(t);
  } else {
    insert(t->right, key, prio);
    if (t->prio < t->right->prio) rotate_left(t);
  }
}

// Removes the root by rotating it down, as libgfortran's delete_root.
void delete_root(Link& t) {
  if (!t->left) {
    t = std::move(t->right);
  } else if (!t->right) {
    t = std::move(t->left);
  } else if (t->left->prio > t->right->prio) {
    rotate_right(t);
    delete_root(t->right);
  } else {
    rotate_left(t);
    delete_root(t->left);
  }
}

void erase(Link& t, int32_t key) {
  if (!t) return;
  if (key < t->key)
    erase(t->left, key);
  else if (key > t->key)
    erase(t->right, key);
  else
    delete_root(t);
}

const Node* preorder_first(const Link& t, const std::vector<int32_t>& match) {
  if (!t) return nullptr;
  if (std::find(match.begin(), match.end(), t->key) != match.end())
    return t.get();
  if (const Node* n = preorder_first(t->left, match)) return n;
  return preorder_first(t->right, match);
}

struct Priorities {  // libgfortran's generator
  int32_t seed = 5341;
  int32_t next() { return seed = (22611 * seed + 10) % 44071; }
};

}  // namespace

START_TEST(unit_tree_matches_reference_treap) {
  std::mt19937 rng(12345);
  for (int history = 0; history < 200; ++history) {
    Priorities prio;
    Link root;
    std::vector<TreeNode> live;  // the model's view of the same nodes
    for (int step = 0; step < 60; ++step) {
      int32_t key = static_cast<int32_t>(rng() % 40) - 15;
      auto it = std::find_if(live.begin(), live.end(), [&](const TreeNode& n) {
        return n.number == key;
      });
      if (it == live.end()) {
        int32_t p = prio.next();
        insert(root, key, p);
        live.push_back(TreeNode{key, p, false, nullptr});
      } else if (rng() % 3 == 0) {
        erase(root, key);
        live.erase(it);
      }
      // A random subset matches (units connected to the searched file).
      std::vector<int32_t> match;
      for (TreeNode& n : live) {
        n.match = rng() % 4 == 0;
        if (n.match) match.push_back(n.number);
      }
      const Node* want = preorder_first(root, match);
      std::vector<TreeNode> nodes = live;
      const TreeNode* got = ftnio::first_match_in_preorder(nodes);
      ck_assert_int_eq(want == nullptr, got == nullptr);
      if (want != nullptr) ck_assert_int_eq(want->key, got->number);
    }
  }
}
END_TEST

START_TEST(unit_tree_no_nodes) {
  std::vector<TreeNode> none;
  ck_assert_ptr_null(ftnio::first_match_in_preorder(none));
}
END_TEST

static Suite* unit_tree_suite() {
  Suite* s = suite_create("unit_tree");
  TCase* t = tcase_create("preorder");
  tcase_add_test(t, unit_tree_matches_reference_treap);
  tcase_add_test(t, unit_tree_no_nodes);
  suite_add_tcase(s, t);
  return s;
}

int main() { return ftnio::test::run_suite(unit_tree_suite()); }
