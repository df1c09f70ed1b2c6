#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Valgrind memcheck run: the lit suite (fortran_tests, or the paths given)
# with every %fdiff test running its program once more, like the preloaded
# ftnio run (the linked one for tests without it), under memcheck
# (--track-origins=yes).  memcheck finds what ASan cannot: a value computed
# from uninitialised memory and stored into the program's variable.  Any
# memcheck error fails the test (fortran_tests/tools/memcheck/memcheck.supp
# suppresses errors that are not ftnio's).  Uses the ordinary build (a
# sanitizer build cannot run under valgrind).  Ends with "N passed, N failed".
#   scripts/memcheck.sh [LIT-PATH...]      default: fortran_tests
# Environment: FTNIO_JOBS (default nproc), FTNIO_BUILD_DIR (default build/).
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
BUILD=${FTNIO_BUILD_DIR:-$ROOT/build}
JOBS=${FTNIO_JOBS:-$(nproc)}
source scripts/llvm.sh
(($#)) || set -- fortran_tests

bash scripts/deps.sh || exit 1
if [[ ! -f $BUILD/build.ninja ]]; then
  mkdir -p "$BUILD"
  cmake -S . -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    >"$BUILD/configure.log" 2>&1 || { cat "$BUILD/configure.log"; exit 1; }
fi
ninja -C "$BUILD" ftnio ftnio_fault_shim || exit 1

log=$BUILD/memcheck-lit.log
$LIT -sv -j "$JOBS" "$@" --param ftnio_libdir="$BUILD/libio" \
  --param memcheck=1 --param ftnio_exec_root="$BUILD/fortran_tests_memcheck" \
  | tee "$log"
pass=$(grep -aoP '^\s*(Passed|Expectedly Failed)\s*:\s*\K[0-9]+' "$log" | awk '{s+=$1} END {print s+0}')
fail=$(grep -aoP '^\s*(Failed|Unexpectedly Passed|Unresolved|Timed Out)\s*:\s*\K[0-9]+' "$log" | awk '{s+=$1} END {print s+0}')
[[ $pass -eq 0 && $fail -eq 0 ]] && fail=1   # ran nothing
echo
echo "== lit (memcheck): $pass passed, $fail failed"
echo "$pass passed, $fail failed"
[[ $fail -eq 0 ]]
