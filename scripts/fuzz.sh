#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Builds the libFuzzer targets of fuzz/ with clang-14 (ASan + UBSan) in
# build-fuzz/ and runs each for a bounded time on a copy of its seed corpus
# (fuzz/corpus/<target>).  A crash, leak, timeout or uncaught runtime error
# (exit) fails the run; the reproducer lands in build-fuzz/findings/.
#   scripts/fuzz.sh [SECONDS] [TARGET...]    default 20 s per target, all
# Long runs: scripts/fuzz.sh 14400   (4 h per target).  Add new findings to
# the seed corpus together with the fix.  Ends with "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
BUILD=${FTNIO_FUZZ_DIR:-$ROOT/build-fuzz}
JOBS=${FTNIO_JOBS:-$(nproc)}
SECONDS_PER=${1:-20}
shift || true
TARGETS=("$@")
((${#TARGETS[@]})) || TARGETS=(fuzz_format fuzz_list_read fuzz_formatted_read fuzz_unformatted_read
                          fuzz_namelist_read fuzz_stream)

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
for t in "${TARGETS[@]}"; do
  work="$BUILD/corpus/$t"
  mkdir -p "$work"
  cp -n fuzz/corpus/"$t"/* "$work"/ 2>/dev/null || true
  log="$BUILD/$t.log"
  rm -f "$BUILD/findings/$t"-*
  # -timeout: a statement taking 10 s is a hang; -rss_limit_mb: no
  # runaway allocation.  4 GiB, because F0.d with d near 2**31 needs a
  # d-byte field before it can know the field cannot fit (libgfortran
  # needs 3 times more); a small ASan quarantine keeps that from adding up.
  ASAN_OPTIONS=detect_leaks=1:halt_on_error=1:quarantine_size_mb=64 \
  UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
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
done
echo
echo "$pass passed, $fail failed"
[[ $fail -eq 0 ]]
