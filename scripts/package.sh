#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Debian packages: builds libftnio0 and libftnio-dev with CPack from a build
# directory, checks them with lintian (no error allowed), unpacks both with
# dpkg-deb -x into a temporary root and runs the installation test
# (cmake/install_test/run.sh: find_package and pkg-config consumers,
# ftnio-run) against that root.  Last line: "N passed, N failed".
#
#   scripts/package.sh [BUILD_DIR]     default build-deb, configured here
#
# A build directory given by the caller must be configured with
# -DCMAKE_INSTALL_PREFIX=/usr (Debian's multiarch libdir then) and
# -DCMAKE_SKIP_INSTALL_ALL_DEPENDENCY=ON (cpack builds nothing but the
# packaged targets, which this script builds).
set -u
src=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$src/build-deb}
pass=0 fail=0
ok() { echo "ok: $*"; pass=$((pass + 1)); }
bad() { echo "FAIL: $*"; fail=$((fail + 1)); }
finish() { echo; echo "$pass passed, $fail failed"; exit $((fail != 0)); }

echo "== suite: Debian packages"
if [[ ! -f $build/CMakeCache.txt ]]; then
  mkdir -p "$build"
  cmake -S "$src" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_INSTALL_PREFIX=/usr -DCMAKE_SKIP_INSTALL_ALL_DEPENDENCY=ON \
    >"$build/configure.log" 2>&1 || { bad "configure ($build/configure.log)"; finish; }
fi
cache() { sed -n "s/^$1:[A-Z]*=//p" "$build/CMakeCache.txt"; }
[[ $(cache CMAKE_INSTALL_PREFIX) == /usr ]] || { bad "$build: CMAKE_INSTALL_PREFIX is not /usr"; finish; }
ninja -C "$build" ftnio ftnio_static ftnio_deb_docs >"$build/package-build.log" 2>&1 \
  || { bad "build ($build/package-build.log)"; finish; }
rm -f "$build"/*.deb
(cd "$build" && cpack -G DEB) >"$build/cpack.log" 2>&1 || { bad "cpack ($build/cpack.log)"; finish; }
version=$(cache CMAKE_PROJECT_VERSION)
arch=$(dpkg --print-architecture)
debs=("$build/libftnio0_${version}_$arch.deb" "$build/libftnio-dev_${version}_$arch.deb")
for d in "${debs[@]}"; do
  [[ -f $d ]] && ok "built ${d##*/}" || { bad "missing ${d##*/}"; finish; }
done

# lintian: errors fail; warnings are shown.
if command -v lintian >/dev/null; then
  if lintian --fail-on error "${debs[@]}" >"$build/lintian.log" 2>&1; then
    ok "lintian: no errors ($(grep -c '^W:' "$build/lintian.log") warnings)"
  else
    bad "lintian:"; grep '^E:' "$build/lintian.log" | head -20
  fi
else
  bad "lintian is not installed (scripts/deps.sh)"
fi

# Unpack both packages and test what they hold.
root=$(mktemp -d "${TMPDIR:-/tmp}/ftnio-deb.XXXXXX")
trap 'rm -rf "$root"' EXIT
for d in "${debs[@]}"; do dpkg-deb -x "$d" "$root"; done
[[ -f $root/usr/share/man/man1/ftnio-run.1.gz ]] && ok "man page ftnio-run(1)" \
  || bad "no man page in libftnio0"
dpkg-deb -f "${debs[1]}" Depends | grep -q "libftnio0 (= $version)" \
  && ok "libftnio-dev depends on libftnio0 (= $version)" || bad "libftnio-dev Depends"
if FTNIO_INSTALLED_PREFIX=$root/usr bash "$src/cmake/install_test/run.sh" "$build" \
     "$src/cmake/install_test" cmake gfortran "$version" "$src" \
     "$(cache CMAKE_INSTALL_LIBDIR)" "$(cache CMAKE_INSTALL_BINDIR)" \
     "$(cache CMAKE_INSTALL_INCLUDEDIR)" >"$build/package-test.log" 2>&1; then
  ok "unpacked packages: find_package, pkg-config and ftnio-run consumers"
else
  bad "unpacked packages ($build/package-test.log):"; grep FAIL "$build/package-test.log" | head
fi
finish
