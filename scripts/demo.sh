#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The README's first command: installs missing tools, builds ftnio in build/, prints the libgfortran vs ftnio table.
#
# Usage: scripts/demo.sh [perf/run options, e.g. --quick or --reps 9]
#
# Idempotent: packages are installed with apt-get only when missing (one
# `apt-get update` first), and the build directory is reused.  Apart from
# the packages it writes only inside the repository's build/ directory
# (temporary files included: TMPDIR points there).  Works from any cwd.
set -euo pipefail

repo=$(cd -- "$(dirname -- "$(readlink -f -- "${BASH_SOURCE[0]}")")/.." && pwd -P)
cd "$repo"
build=$repo/build
bash "$repo/scripts/deps.sh"

mkdir -p "$build/tmp"
export TMPDIR=$build/tmp

# Optimised with debug info, the project's default; only the library is
# needed for the table, so the tests are not built here.
# An existing build dir keeps its generator (CMake refuses to switch).
generator=()
[ -f "$build/CMakeCache.txt" ] || generator=(-G Ninja)
cmake -S "$repo" -B "$build" "${generator[@]}" -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
# libftnio_flang too when CMake found flang's runtime headers: perf/run's
# ftnio(flang) columns need it.  Ninja lists "name: phony", make "... name";
# grep reads the whole list (-q would stop early, and pipefail would then
# see the writer's SIGPIPE).
targets=(ftnio)
if cmake --build "$build" --target help |
    grep -E '^(\.\.\. )?ftnio_flang(:|$)' >/dev/null; then
  targets+=(ftnio_flang)
fi
cmake --build "$build" --target "${targets[@]}"

echo
python3 "$repo/perf/run" --libdir "$build/libio" --workdir "$build/perf-work" "$@"
