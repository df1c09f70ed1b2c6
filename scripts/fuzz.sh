#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Builds the libFuzzer targets of fuzz/ with clang-14 (ASan + UBSan) in
# build-fuzz/ and runs each for a bounded time on a copy of its seed corpus
# (fuzz/corpus/<target>).  A crash, leak, timeout or uncaught runtime error
# (exit) fails the run; the reproducer lands in build-fuzz/findings/.
#   scripts/fuzz.sh [SECONDS] [TARGET...]    default 20 s per target, all
# Long runs: scripts/fuzz.sh 14400   (4 h per target).  Add new findings to
# the seed corpus together with the fix.  Ends with "N passed, N failed".
#
#   scripts/fuzz.sh --campaign SECONDS [TARGET...]
# A campaign: each target fuzzes for SECONDS on a working corpus that
# persists across campaigns (build-fuzz/campaign/<target>, seeded from
# fuzz/corpus/<target>), then the working corpus and the seeds are merged
# and minimised (-merge=1) back into fuzz/corpus/<target>, ready to
# commit.  Prints per target: executions, coverage (edges, libFuzzer's
# final "cov:"), features, corpus files before and after, findings.
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
BUILD=${FTNIO_FUZZ_DIR:-$ROOT/build-fuzz}
JOBS=${FTNIO_JOBS:-$(nproc)}
CAMPAIGN=0
if [[ ${1:-} == --campaign ]]; then
  CAMPAIGN=1
  shift
  [[ ${1:-} =~ ^[0-9]+$ ]] || { echo "usage: $0 --campaign SECONDS [TARGET...]" >&2; exit 2; }
fi
SECONDS_PER=${1:-20}
shift || true
TARGETS=("$@")
((${#TARGETS[@]})) || TARGETS=(fuzz_format fuzz_list_read fuzz_formatted_read fuzz_unformatted_read
                          fuzz_namelist_read fuzz_stream fuzz_sequence)

source scripts/llvm.sh
mkdir -p "$BUILD"
CC=$LLVM_DIR/bin/clang CXX=$LLVM_DIR/bin/clang++ cmake -S . -B "$BUILD" -G Ninja \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo -DFTNIO_FUZZ=ON \
  -DFTNIO_SANITIZE=address,undefined -DFTNIO_WERROR=OFF \
  -DFTNIO_BUILD_TESTS=OFF -DFTNIO_BUILD_BENCHMARKS=OFF \
  >"$BUILD/configure.log" 2>&1 || { cat "$BUILD/configure.log"; exit 1; }
ninja -C "$BUILD" -j "$JOBS" "${TARGETS[@]}" || exit 1

pass=0
fail=0
mkdir -p "$BUILD/findings"
export ASAN_OPTIONS=detect_leaks=1:halt_on_error=1:quarantine_size_mb=64
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
# Merges and minimises the working corpus $2 with the seeds into
# fuzz/corpus/$1 and prints the campaign figures of log $3.
merge_back() {
  local t=$1 work=$2 log=$3 merged="$BUILD/campaign/$1.merged"
  rm -rf "$merged" && mkdir -p "$merged"
  if ! "$BUILD/fuzz/$t" -merge=1 -timeout=10 -rss_limit_mb=4096 -max_len=4096 \
       "$merged" fuzz/corpus/"$t" "$work" >"$BUILD/$t.merge.log" 2>&1; then
    echo "   merge FAILED, fuzz/corpus/$t unchanged; see $BUILD/$t.merge.log"
    return
  fi
  local before after
  before=$(find fuzz/corpus/"$t" -type f | wc -l)
  # The reproducers of past findings ($t-crash-..., $t-timeout-...) keep
  # their names: the merge drops an input whose coverage others have, and
  # a slow input is what a timeout's regression test needs.
  local keep="$BUILD/campaign/$1.reproducers"
  rm -rf "$keep" && mkdir -p "$keep"
  find fuzz/corpus/"$t" -maxdepth 1 -type f -name "$t-*" -exec cp {} "$keep"/ \;
  rm -rf fuzz/corpus/"$t" && mkdir -p fuzz/corpus/"$t"
  cp "$merged"/* "$keep"/* fuzz/corpus/"$t"/ 2>/dev/null || true
  after=$(find fuzz/corpus/"$t" -type f | wc -l)
  local cov ft
  cov=$(grep -oP '#[0-9]+\s+DONE\s+cov: \K[0-9]+' "$log" | tail -1)
  ft=$(grep -oP '#[0-9]+\s+DONE.* ft: \K[0-9]+' "$log" | tail -1)
  echo "   campaign: cov ${cov:-?} edges, ft ${ft:-?} features, corpus $before -> $after files" \
       "($(du -sk fuzz/corpus/"$t" | cut -f1) KiB), findings $(find "$BUILD/findings" -name "$t-*" | wc -l)"
}

for t in "${TARGETS[@]}"; do
  work="$BUILD/corpus/$t"
  ((CAMPAIGN)) && work="$BUILD/campaign/$t"
  mkdir -p "$work"
  cp -n fuzz/corpus/"$t"/* "$work"/ 2>/dev/null || true
  log="$BUILD/$t.log"
  rm -f "$BUILD/findings/$t"-*
  # -timeout: a statement taking 10 s is a hang; -rss_limit_mb: no
  # runaway allocation.  4 GiB, because F0.d with d near 2**31 needs a
  # d-byte field before it can know the field cannot fit (libgfortran
  # needs 3 times more); a small ASan quarantine keeps that from adding up.
  "$BUILD/fuzz/$t" -max_total_time="$SECONDS_PER" -timeout=10 \
    -rss_limit_mb=4096 -max_len=4096 -print_final_stats=1 \
    -artifact_prefix="$BUILD/findings/$t-" "$work" >"$log" 2>&1
  rc=$?
  execs=$(grep -oP 'stat::number_of_executed_units:\s*\K[0-9]+' "$log" || echo 0)
  if [[ $rc -eq 0 ]]; then
    echo "== $t: ok, $execs executions in ${SECONDS_PER}s"
    pass=$((pass + 1))
  else
    echo "== $t: FAILED (status $rc), $execs executions; see $log"
    grep -m5 -E "ERROR|runtime error|deadly signal|fuzz target exited" "$log"
    # The build directory is gone after CI: the reproducer goes in the
    # output, as bytes escaped the way printf %b reads them back.
    for f in "$BUILD/findings/$t"-*; do
      [[ -f $f ]] || continue
      echo "   reproducer $(basename "$f"):"
      printf '   %s\n' "$(head -c 1024 "$f" | od -An -v -tx1 | tr -d ' \n' |
                         sed 's/../\\x&/g')"
    done
    fail=$((fail + 1))
  fi
  ((CAMPAIGN)) && merge_back "$t" "$work" "$log"
done
echo
echo "$pass passed, $fail failed"
[[ $fail -eq 0 ]]
