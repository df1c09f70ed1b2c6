// SPDX-License-Identifier: MIT
// Packing of parsed formats into single-block FormatPrograms, their
// reference counts, and the parse_format() entry point (L1).
#include "format/program_builder.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <new>

namespace ftnio {

namespace detail {
void parse_into(std::string_view text, const ParseOptions& opts,
                ProgramBuilder& b);
}  // namespace detail

namespace {

// Reference count of programs that are never freed (static ones).
constexpr int32_t kImmortal = -(1 << 30);

size_t align8(size_t n) { return (n + 7) & ~size_t(7); }

}  // namespace

void FormatProgram::release() const {
  if (refs_.fetch_sub(1, std::memory_order_acq_rel) == 1) {
    this->~FormatProgram();
    std::free(const_cast<FormatProgram*>(this));
  }
}

void ProgramBuilder::reset(std::string_view text, const ParseOptions& opts) {
  text_ = text;
  opts_ = opts;
  ops_.clear();
  pool_.clear();
  notices_.clear();
  error_ = FormatError{};
  tail_caret_ = 0;
  unclosed_ = false;
  const void* nul =
      text.empty() ? nullptr : std::memchr(text.data(), 0, text.size());
  first_nul_ = nul ? static_cast<const char*>(nul) - text.data() : -1;
  revert_index_ = 0;
  endless_ = false;
  max_depth_ = 0;
}

FormatOp& ProgramBuilder::emit(EditKind k, int32_t repeat, int32_t pos) {
  ops_.push_back(FormatOp{k, 0, 0, repeat, 0, 0, 0, 0, pos});
  return ops_.back();
}

void ProgramBuilder::set_text(FormatOp& op, const char* p, size_t n) {
  op.aux = static_cast<uint32_t>(pool_.size());
  op.w = static_cast<int32_t>(n);
  pool_.append(p, n);
}

void ProgramBuilder::set_quoted_text(FormatOp& op, int32_t begin, int32_t n) {
  op.aux = static_cast<uint32_t>(pool_.size());
  op.w = n;
  const char delim = text_[static_cast<size_t>(begin) - 1];
  size_t i = static_cast<size_t>(begin);
  for (int32_t k = 0; k < n && i < text_.size(); ++k) {
    char c = text_[i++];
    pool_.push_back(c);
    if (c == delim) ++i;  // the second quote of a doubled pair
  }
}

void ProgramBuilder::set_vlist(FormatOp& op, const std::vector<int32_t>& v) {
  pool_.resize((pool_.size() + 3) & ~size_t(3));
  op.e = static_cast<int32_t>(pool_.size());
  op.d = static_cast<int32_t>(v.size());
  pool_.append(reinterpret_cast<const char*>(v.data()),
               v.size() * sizeof(int32_t));
}

// libgfortran's run-time caret: length minus strlen() of the text from
// pos, where its copy of the text stops at the first NUL.
int32_t ProgramBuilder::caret_of(int32_t pos) const {
  if (first_nul_ < 0 || pos > first_nul_) return pos;
  return static_cast<int32_t>(int64_t(text_.size()) - (first_nul_ - pos));
}

// Group flags, partner indices, reversion point and "endless" detection.
// A group or op whose repeat count is <= 0 never runs (libgfortran skips
// it), so it contributes nothing to its parent.
void ProgramBuilder::link_groups() {
  std::vector<OpenGroup>& stack = open_;
  stack.clear();
  for (size_t i = 0; i < ops_.size(); ++i) {
    FormatOp& op = ops_[i];
    if (op.kind == EditKind::kGroupBegin) {
      if (stack.empty()) revert_index_ = static_cast<int32_t>(i);
      stack.push_back(OpenGroup{static_cast<int32_t>(i), false, false});
      max_depth_ = std::max(max_depth_, static_cast<int32_t>(stack.size()));
      continue;
    }
    if (op.kind == EditKind::kGroupEnd) {
      if (stack.empty()) continue;  // cannot happen: ends are paired
      OpenGroup g = stack.back();
      stack.pop_back();
      FormatOp& b = ops_[static_cast<size_t>(g.begin)];
      bool unlimited = b.repeat == kUnlimitedRepeat;
      if (!g.data) b.flags |= kOpFlagNoDataInside;
      if (!g.any) b.flags |= kOpFlagEmpty;
      if (unlimited && g.any && !g.data) endless_ = true;
      bool runs = unlimited || b.repeat > 0;
      if (runs && !stack.empty()) {
        stack.back().any |= g.any;
        stack.back().data |= g.data;
      }
      continue;
    }
    if (!stack.empty() && op.repeat > 0) {
      stack.back().any = true;
      stack.back().data |= is_data_edit(op.kind);
    }
  }
}

// flang's reversion into a bare group (ParseOptions::
// revert_into_bare_group): the group restarts inside, its ')' ending the
// format.  Bare: its '(' comes right after a parenthesis.
void ProgramBuilder::revert_into_bare_group() {
  if (!opts_.revert_into_bare_group ||
      static_cast<size_t>(revert_index_) >= ops_.size())
    return;
  const FormatOp& g = ops_[static_cast<size_t>(revert_index_)];
  // (caret: the 1-based column of the group's '(')
  if (g.kind != EditKind::kGroupBegin || g.repeat != 1 || g.caret < 2 ||
      static_cast<size_t>(g.caret) > text_.size())
    return;
  const char before = text_[static_cast<size_t>(g.caret) - 2];
  if (before == '(' || before == ')') ++revert_index_;
}

const FormatProgram* ProgramBuilder::no_memory() {
  // Built in static storage: it must exist when malloc fails.
  alignas(FormatProgram) static char storage[sizeof(FormatProgram)];
  static const FormatProgram* p = [] {
    auto* q = new (storage) FormatProgram();
    q->refs_.store(kImmortal, std::memory_order_relaxed);
    q->error_ = FormatError{FormatErrorCode::kNoMemory, 0, 1};
    return q;
  }();
  p->retain();  // the caller's ProgramRef adopts one reference
  return p;
}

const FormatProgram* ProgramBuilder::finish(uint64_t hash) {
  const bool fatal =
      !notices_.empty() && notices_.back().level == Notification::kError;
  if (error_.code != FormatErrorCode::kNone || fatal) {
    ops_.clear();  // a failed format never runs
    pool_.clear();
  }
  link_groups();
  revert_into_bare_group();
  for (FormatOp& op : ops_) op.caret = caret_of(op.caret);

  const size_t head = align8(sizeof(FormatProgram));
  const size_t ops_bytes = align8(ops_.size() * sizeof(FormatOp));
  const size_t notice_bytes = align8(notices_.size() * sizeof(Notice));
  const size_t total =
      head + ops_bytes + notice_bytes + pool_.size() + text_.size();
  char* block = static_cast<char*>(std::malloc(total));
  if (block == nullptr) return nullptr;
  auto* p = new (block) FormatProgram();
  char* cur = block + head;
  if (!ops_.empty())
    std::memcpy(cur, ops_.data(), ops_.size() * sizeof(FormatOp));
  p->ops_ = reinterpret_cast<const FormatOp*>(cur);
  cur += ops_bytes;
  if (!notices_.empty())
    std::memcpy(cur, notices_.data(), notices_.size() * sizeof(Notice));
  p->notices_ = reinterpret_cast<const Notice*>(cur);
  cur += notice_bytes;
  if (!pool_.empty()) std::memcpy(cur, pool_.data(), pool_.size());
  p->pool_ = cur;
  cur += pool_.size();
  if (!text_.empty()) std::memcpy(cur, text_.data(), text_.size());
  p->source_ = cur;
  p->source_len_ = text_.size();
  p->op_count_ = static_cast<int32_t>(ops_.size());
  p->revert_index_ = revert_index_;
  p->tail_caret_ = tail_caret_;
  p->unclosed_ = unclosed_;
  p->fields_only_ = fields_only();
  p->notice_count_ = static_cast<int32_t>(notices_.size());
  p->endless_ = endless_;
  p->max_depth_ = max_depth_;
  p->error_ = error_;
  p->options_ = opts_;
  p->hash_ = hash;
  p->bytes_ = total;
  return p;
}

bool ProgramBuilder::fields_only() const {
  constexpr int32_t kMax = FormatProgram::kMaxFieldsOnlyWidth;
  if (ops_.empty() || unclosed_) return false;
  for (const FormatOp& op : ops_) {
    if (op.repeat <= 0) return false;
    if (op.kind == EditKind::kA) continue;
    if (op.kind != EditKind::kI || op.w < 0 || op.w > kMax || op.d > kMax)
      return false;
  }
  return true;
}

void ProgramBuilder::trim() {
  // Keep the scratch of ordinary formats; give back that of huge ones.
  constexpr size_t kKeepOps = 4096;
  if (ops_.capacity() > kKeepOps) std::vector<FormatOp>().swap(ops_);
  if (pool_.capacity() > kKeepOps * 8) std::string().swap(pool_);
  if (notices_.capacity() > kKeepOps) std::vector<Notice>().swap(notices_);
  if (levels_.capacity() > kKeepOps) std::vector<ParseLevel>().swap(levels_);
  if (vlist_.capacity() > kKeepOps) std::vector<int32_t>().swap(vlist_);
  if (open_.capacity() > kKeepOps) std::vector<OpenGroup>().swap(open_);
}

namespace {

// The per-thread builder; after the thread's destructors ran (I/O from a
// late destructor) a local one is used instead.
thread_local bool tls_builder_gone = false;
struct TlsBuilder {
  ProgramBuilder b;  // reused scratch space
  ~TlsBuilder() { tls_builder_gone = true; }
};
thread_local TlsBuilder tls_builder;

uint64_t mix(uint64_t h, uint64_t v) {
  h ^= v;
  h *= 0x9e3779b97f4a7c15ull;
  return h ^ (h >> 29);
}

}  // namespace

uint64_t format_hash(std::string_view text, const ParseOptions& opts) {
  uint64_t h = mix(0x243f6a8885a308d3ull ^ text.size(), opts.key());
  size_t i = 0;
  for (; i + 8 <= text.size(); i += 8) {
    uint64_t v;
    std::memcpy(&v, text.data() + i, 8);
    h = mix(h, v);
  }
  uint64_t last = 0;
  std::memcpy(&last, text.data() + i, text.size() - i);
  return mix(h, last ^ 0xff);
}

ProgramRef parse_format(std::string_view text, const ParseOptions& opts) {
  const uint64_t hash = format_hash(text, opts);
  ProgramBuilder local;
  ProgramBuilder& b = tls_builder_gone ? local : tls_builder.b;
  const FormatProgram* p;
  if (text.size() > kMaxFormatLen) {
    b.reset({}, opts);
    b.set_error(FormatError{FormatErrorCode::kTooLong, 0, 0});
    p = b.finish(hash);
  } else {
    b.reset(text, opts);
    detail::parse_into(text, opts, b);
    p = b.finish(hash);
  }
  b.trim();
  if (p == nullptr) p = ProgramBuilder::no_memory();
  return ProgramRef(p);
}

}  // namespace ftnio
