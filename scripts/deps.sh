#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Installs, only when missing, the Debian packages ftnio's build, tests and
# benchmarks need.  Idempotent; needs root (or sudo) on a fresh machine.
set -euo pipefail

PACKAGES=(gfortran g++ cmake ninja-build pkg-config check libbenchmark-dev
          llvm-14-tools python3 gcc-12-source binutils clang-14 clang-format-14 libclang-rt-14-dev
          valgrind dpkg-dev lintian time flang-19 python3-matplotlib
          openmpi-bin libopenmpi-dev libcoarrays-openmpi-dev)

missing=()
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" \
    || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "deps: installing ${missing[*]}"
  SUDO=""
  [[ $(id -u) -ne 0 ]] && SUDO=sudo
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi
