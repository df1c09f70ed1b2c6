// SPDX-License-Identifier: MIT
// Cache of parsed formats: sharded LRU table plus per-thread slots
// (L1).
#include "format/format_cache.h"

#include <algorithm>

namespace ftnio {

namespace {

bool matches(const FormatProgram* p, std::string_view text,
             const ParseOptions& opts, uint64_t hash) {
  return p->hash() == hash && p->options().key() == opts.key() &&
         p->source() == text;
}

}  // namespace

FormatCache::FormatCache() : FormatCache(Limits{}) {}

FormatCache::FormatCache(const Limits& limits)
    : limits_(limits),
      shard_entries_(std::max<size_t>(1, limits.max_entries / kShards)),
      shard_bytes_(limits.max_bytes / kShards) {}

FormatCache::~FormatCache() { clear(); }

const FormatProgram* FormatCache::find(Shard& s, std::string_view text,
                                       const ParseOptions& opts,
                                       uint64_t hash) {
  for (Entry& e : s.entries) {
    if (matches(e.program, text, opts, hash)) {
      e.last_use = ++s.tick;
      e.program->retain();
      return e.program;
    }
  }
  return nullptr;
}

// Adds p (taking one new reference) after evicting least recently used
// entries until both of the shard's budgets hold.
void FormatCache::insert(Shard& s, const FormatProgram* p) {
  if (p->bytes() > shard_bytes_) return;  // would never fit
  while (!s.entries.empty() && (s.entries.size() >= shard_entries_ ||
                                s.bytes + p->bytes() > shard_bytes_)) {
    auto lru = std::min_element(
        s.entries.begin(), s.entries.end(),
        [](const Entry& a, const Entry& b) { return a.last_use < b.last_use; });
    s.bytes -= lru->program->bytes();
    lru->program->release();
    *lru = s.entries.back();
    s.entries.pop_back();
    ++s.evictions;
  }
  p->retain();
  s.entries.push_back(Entry{p, ++s.tick});
  s.bytes += p->bytes();
}

ProgramRef FormatCache::get(std::string_view text, const ParseOptions& opts,
                            bool* parsed) {
  return get(text, opts, format_hash(text, opts), parsed);
}

ProgramRef FormatCache::get(std::string_view text, const ParseOptions& opts,
                            uint64_t hash, bool* parsed) {
  Shard& s = shards_[hash >> 60];
  if (parsed) *parsed = false;
  {
    std::lock_guard<std::mutex> lock(s.mu);
    if (const FormatProgram* p = find(s, text, opts, hash)) {
      ++s.hits;
      return ProgramRef(p);
    }
  }
  // Parse without the lock: a long format must not stall other threads.
  ProgramRef fresh = parse_format(text, opts);
  if (parsed) *parsed = true;
  if (fresh->bytes() > limits_.max_program_bytes) {
    std::lock_guard<std::mutex> lock(s.mu);
    ++s.misses;
    return fresh;
  }
  std::lock_guard<std::mutex> lock(s.mu);
  ++s.misses;
  // Another thread may have inserted the same text meanwhile.
  if (const FormatProgram* p = find(s, text, opts, hash)) return ProgramRef(p);
  insert(s, fresh.get());
  return fresh;
}

FormatCache::Stats FormatCache::stats() const {
  Stats st;
  for (const Shard& s : shards_) {
    std::lock_guard<std::mutex> lock(s.mu);
    st.hits += s.hits;
    st.misses += s.misses;
    st.evictions += s.evictions;
    st.entries += s.entries.size();
    st.bytes += s.bytes;
  }
  return st;
}

void FormatCache::clear() {
  for (Shard& s : shards_) {
    std::lock_guard<std::mutex> lock(s.mu);
    for (Entry& e : s.entries) e.program->release();
    s.entries.clear();
    s.bytes = 0;
  }
}

FormatCache& global_format_cache() {
  static FormatCache* cache = new FormatCache();  // never destroyed
  return *cache;
}

namespace {

// Per-thread slots in front of the global cache, keyed by the address and
// length of the text: compiled code passes the same address for a literal
// format every time, so a hit costs one memcmp and no hashing.  The bytes
// are always compared, because a CHARACTER variable at the same address
// may hold a new format.  The flag outlives the thread's destructors,
// after which lookups go straight to the global cache.
constexpr size_t kFrontSlots = 8;
thread_local bool front_gone = false;

struct FrontSlot {
  const char* text = nullptr;  // address the program was looked up with
  uint64_t options = 0;        // ParseOptions::key() of the lookup
  const FormatProgram* program = nullptr;  // one reference owned here
};

struct Front {
  FrontSlot slot[kFrontSlots];  // indexed by front_index()
  ~Front() {
    for (FrontSlot& s : slot) {
      if (s.program) s.program->release();
      s.program = nullptr;
    }
    front_gone = true;
  }
};
thread_local Front front;

size_t front_index(const char* text, size_t len) {
  uint64_t k = reinterpret_cast<uintptr_t>(text) ^ (uint64_t(len) << 7);
  k *= 0x9e3779b97f4a7c15ull;
  return static_cast<size_t>(k >> 61) & (kFrontSlots - 1);
}

}  // namespace

ProgramRef lookup_format(std::string_view text, const ParseOptions& opts,
                         bool* parsed) {
  if (front_gone) return global_format_cache().get(text, opts, parsed);
  const uint64_t key = opts.key();
  FrontSlot& slot = front.slot[front_index(text.data(), text.size())];
  if (slot.program != nullptr && slot.text == text.data() &&
      slot.options == key && slot.program->source() == text) {
    if (parsed) *parsed = false;
    slot.program->retain();
    return ProgramRef(slot.program);
  }
  ProgramRef p = global_format_cache().get(text, opts, parsed);
  if (p->bytes() <= global_format_cache().limits().max_program_bytes) {
    if (slot.program != nullptr) slot.program->release();
    p->retain();
    slot = FrontSlot{text.data(), key, p.get()};
  }
  return p;
}

}  // namespace ftnio
