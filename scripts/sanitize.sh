#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Sanitizer run: builds libftnio and the Check tests with AddressSanitizer
# and UndefinedBehaviorSanitizer in build-asan/, runs CTest and the lit
# suite against that library (fdiff.py links/preloads the sanitizer runtime
# first and fails on any report that involves ftnio).  With --thread it also
# builds build-tsan/ with ThreadSanitizer and runs the threaded lit tests.
# Ends with "N passed, N failed" for the suites it ran.
#   scripts/sanitize.sh [--thread] [--thread-only]
# Environment: FTNIO_JOBS (default nproc), FTNIO_ASAN_DIR, FTNIO_TSAN_DIR.
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
JOBS=${FTNIO_JOBS:-$(nproc)}
ASAN_DIR=${FTNIO_ASAN_DIR:-$ROOT/build-asan}
TSAN_DIR=${FTNIO_TSAN_DIR:-$ROOT/build-tsan}
source scripts/llvm.sh
RUN_ASAN=1
RUN_TSAN=0
for arg in "$@"; do
  case $arg in
    --thread) RUN_TSAN=1 ;;
    --thread-only) RUN_TSAN=1; RUN_ASAN=0 ;;
    *) echo "usage: $0 [--thread] [--thread-only]" >&2; exit 2 ;;
  esac
done

total_pass=0
total_fail=0
count() {  # suite-name passed failed
  echo "== $1: $2 passed, $3 failed"
  total_pass=$((total_pass + $2))
  total_fail=$((total_fail + $3))
}

configure() {  # build-dir sanitizer-list
  mkdir -p "$1"
  cmake -S . -B "$1" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DFTNIO_SANITIZE="$2" -DFTNIO_BUILD_BENCHMARKS=OFF >"$1/configure.log" 2>&1 \
    || { cat "$1/configure.log"; return 1; }
}

lit_counts() {  # log suite-name
  local pass fail
  pass=$(grep -aoP '^\s*(Passed|Expectedly Failed)\s*:\s*\K[0-9]+' "$1" | awk '{s+=$1} END {print s+0}')
  fail=$(grep -aoP '^\s*(Failed|Unexpectedly Passed|Unresolved|Timed Out)\s*:\s*\K[0-9]+' "$1" | awk '{s+=$1} END {print s+0}')
  [[ $pass -eq 0 && $fail -eq 0 ]] && fail=1
  count "$2" "$pass" "$fail"
}

if ((RUN_ASAN)); then
  if configure "$ASAN_DIR" address,undefined && ninja -C "$ASAN_DIR" -j "$JOBS"; then
    # The Check tests abort on the first report (halt_on_error).
    ASAN_OPTIONS=detect_leaks=1:halt_on_error=1 \
    UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
      ctest --test-dir "$ASAN_DIR" -j "$JOBS" --output-on-failure \
      | tee "$ASAN_DIR/ctest.log"
    ct_total=$(grep -oP 'tests failed out of \K[0-9]+' "$ASAN_DIR/ctest.log" || echo 0)
    ct_fail=$(grep -oP '[0-9]+(?= tests failed out of)' "$ASAN_DIR/ctest.log" || echo 1)
    count "ctest (asan+ubsan)" $((ct_total - ct_fail)) "$ct_fail"
    $LIT -sv -j "$JOBS" fortran_tests --param ftnio_libdir="$ASAN_DIR/libio" \
      --param sanitize=address,undefined \
      --param ftnio_exec_root="$ASAN_DIR/fortran_tests" | tee "$ASAN_DIR/lit.log"
    lit_counts "$ASAN_DIR/lit.log" "lit (asan+ubsan)"
  else
    count "asan+ubsan build" 0 1
  fi
fi

if ((RUN_TSAN)); then
  # Only the library and the shim: the Check tests are single-threaded.
  if configure "$TSAN_DIR" thread && ninja -C "$TSAN_DIR" -j "$JOBS" ftnio ftnio_fault_shim; then
    $LIT -sv -j "$JOBS" fortran_tests/threads fortran_tests/open/threads_open_close.f90 \
      --param ftnio_libdir="$TSAN_DIR/libio" --param sanitize=thread \
      --param ftnio_exec_root="$TSAN_DIR/fortran_tests" | tee "$TSAN_DIR/lit.log"
    lit_counts "$TSAN_DIR/lit.log" "lit threads (tsan)"
  else
    count "tsan build" 0 1
  fi
fi

echo
echo "$total_pass passed, $total_fail failed"
[[ $total_fail -eq 0 ]]
