// SPDX-License-Identifier: MIT
// Cache of parsed formats keyed by (exact format bytes, ParseOptions),
// bounded in entries and bytes, safe for concurrent use (L1).
//
// libgfortran keeps one small hash table per unit and no cache for
// internal units.  Keying by content instead serves every unit and every
// thread, and a CHARACTER-variable format whose text changed simply misses.
// Lookups go first to a per-thread table of 8 slots (no lock, no sharing),
// then to a table split into 16 independently locked shards, each an LRU
// list with its share of the entry and byte budgets.  Programs are
// reference counted: a ProgramRef stays valid after eviction for as long
// as the statement using it holds it.
#ifndef FTNIO_FORMAT_FORMAT_CACHE_H
#define FTNIO_FORMAT_FORMAT_CACHE_H

#include <cstddef>
#include <cstdint>
#include <mutex>
#include <string_view>
#include <vector>

#include "format/format.h"

namespace ftnio {

class FormatCache {
 public:
  struct Limits {
    size_t max_entries = 1024;                     // programs kept, all shards
    size_t max_bytes = size_t(8) << 20;            // sum of their bytes()
    size_t max_program_bytes = size_t(256) << 10;  // larger: never kept
  };
  struct Stats {
    uint64_t hits = 0;       // lookups answered from the table
    uint64_t misses = 0;     // lookups that parsed
    uint64_t evictions = 0;  // programs dropped to respect the limits
    size_t entries = 0;      // programs in the table now
    size_t bytes = 0;        // their bytes() now
  };

  FormatCache();
  explicit FormatCache(const Limits& limits);
  ~FormatCache();
  FormatCache(const FormatCache&) = delete;
  FormatCache& operator=(const FormatCache&) = delete;

  // The program for text parsed with opts, from the table or freshly
  // parsed (then *parsed is set to true, else false).  Formats with errors
  // are cached too: each use reports the same error again.
  ProgramRef get(std::string_view text, const ParseOptions& opts,
                 bool* parsed = nullptr);
  // Same with the hash already computed (format_hash(text, opts)).
  ProgramRef get(std::string_view text, const ParseOptions& opts, uint64_t hash,
                 bool* parsed);

  Stats stats() const;
  void clear();
  const Limits& limits() const { return limits_; }

 private:
  static constexpr size_t kShards = 16;
  struct Entry {
    const FormatProgram* program;  // one reference owned by the table
    uint64_t last_use;             // shard tick of the last hit (LRU)
  };
  struct alignas(64) Shard {
    mutable std::mutex mu;       // guards everything below
    std::vector<Entry> entries;  // unordered; linear scan (small)
    size_t bytes = 0;            // sum of the entries' bytes()
    uint64_t tick = 0;           // use counter for LRU
    uint64_t hits = 0;           // see Stats
    uint64_t misses = 0;         // see Stats
    uint64_t evictions = 0;      // see Stats
  };
  const FormatProgram* find(Shard& s, std::string_view text,
                            const ParseOptions& opts, uint64_t hash);
  void insert(Shard& s, const FormatProgram* p);

  Limits limits_;          // as constructed
  size_t shard_entries_;   // max_entries / kShards (>= 1)
  size_t shard_bytes_;     // max_bytes / kShards
  Shard shards_[kShards];  // selected by the hash's top bits
};

// The process-wide cache (never destroyed, so late I/O still works).
FormatCache& global_format_cache();

// What the transfer layer calls: per-thread slots, then the global cache.
// *parsed (if given) tells whether this call parsed the text.
ProgramRef lookup_format(std::string_view text, const ParseOptions& opts,
                         bool* parsed = nullptr);

}  // namespace ftnio

#endif  // FTNIO_FORMAT_FORMAT_CACHE_H
