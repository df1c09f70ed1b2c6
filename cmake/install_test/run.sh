#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Installation test (build system): install into a temp prefix, then check
# the layout, a find_package(ftnio) consumer, a pkg-config consumer, and
# ftnio-run from a moved prefix.  Every program must print the same bytes
# (stdout, stderr, exit status) as the same source built against plain
# libgfortran, and must really bind its I/O calls to libftnio.
#
# Usage: run.sh BUILD_DIR TEST_DIR CMAKE FC VERSION SOURCE_DIR LIBDIR BINDIR INCLUDEDIR
set -u
build=$1 testdir=$2 cmake=$3 fc=$4 version=$5 srcroot=$6
libdir_rel=$7 bindir_rel=$8 incdir_rel=$9

failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }
ok() { echo "ok: $*"; }

tmp=$(mktemp -d "${TMPDIR:-/tmp}/ftnio-install-test.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
prefix=$tmp/prefix
generator=()
command -v ninja >/dev/null && generator=(-G Ninja)

# run_cmp NAME CMD...: runs CMD in $tmp/rundir and compares its stdout,
# stderr and exit status with those of the reference program.
run_cmp() {
  local name=$1; shift
  mkdir -p "$tmp/rundir"
  (cd "$tmp/rundir" && "$@" >"$tmp/$name.out" 2>"$tmp/$name.err")
  echo $? >"$tmp/$name.rc"
  if cmp -s "$tmp/ref.out" "$tmp/$name.out" && cmp -s "$tmp/ref.err" "$tmp/$name.err" &&
     cmp -s "$tmp/ref.rc" "$tmp/$name.rc"; then
    ok "$name prints the same bytes as libgfortran"
  else
    fail "$name output differs from libgfortran's:"
    diff "$tmp/ref.out" "$tmp/$name.out" | head -5 >&2
    diff "$tmp/ref.err" "$tmp/$name.err" | head -5 >&2
    echo "exit status: $(cat "$tmp/ref.rc") vs $(cat "$tmp/$name.rc")" >&2
  fi
}

# bound_to_ftnio NAME CMD...: whether the dynamic linker binds
# _gfortran_st_write of CMD to libftnio (LD_DEBUG=bindings).
bound_to_ftnio() {
  local name=$1; shift
  rm -f "$tmp/ld.$name".*
  LD_DEBUG=bindings LD_DEBUG_OUTPUT="$tmp/ld.$name" "$@" >/dev/null 2>&1
  if grep -h "symbol \`_gfortran_st_write'" "$tmp/ld.$name".* 2>/dev/null | grep -q libftnio; then
    ok "$name binds _gfortran_st_write to libftnio"
  else
    fail "$name does not bind _gfortran_st_write to libftnio"
  fi
}

# 1. Install (or copy a tree already installed, FTNIO_INSTALLED_PREFIX: the
#    unpacked Debian packages of scripts/package.sh) and check the layout.
if [ -n "${FTNIO_INSTALLED_PREFIX:-}" ]; then
  cp -a "$FTNIO_INSTALLED_PREFIX" "$prefix" || { fail "copying $FTNIO_INSTALLED_PREFIX"; exit 1; }
elif ! "$cmake" --install "$build" --prefix "$prefix" >"$tmp/install.log" 2>&1; then
  cat "$tmp/install.log" >&2
  fail "cmake --install"
  exit 1
fi
lib=$prefix/$libdir_rel
for f in "$lib/libftnio.so" "$lib/libftnio.so.0" "$lib/libftnio.so.$version" \
         "$lib/libftnio.a" "$lib/pkgconfig/ftnio.pc" "$lib/cmake/ftnio/ftnioConfig.cmake" \
         "$lib/cmake/ftnio/ftnioConfigVersion.cmake" "$prefix/$bindir_rel/ftnio-run"; do
  [ -e "$f" ] || fail "not installed: ${f#"$prefix"/}"
done
[ "$(readlink "$lib/libftnio.so")" = libftnio.so.0 ] || fail "libftnio.so is not a link to libftnio.so.0"
[ "$(readlink "$lib/libftnio.so.0")" = "libftnio.so.$version" ] || fail "libftnio.so.0 is not a link to libftnio.so.$version"
readelf -d "$lib/libftnio.so.$version" | grep -q 'SONAME.*\[libftnio\.so\.0\]' || fail "SONAME is not libftnio.so.0"
[ -x "$prefix/$bindir_rel/ftnio-run" ] || fail "ftnio-run is not executable"
for h in "$srcroot"/include/ftnio/*.h; do
  [ -e "$h" ] || continue
  cmp -s "$h" "$prefix/$incdir_rel/ftnio/${h##*/}" || fail "header not installed: ftnio/${h##*/}"
done
ok "layout under the prefix"

# 2. The reference: the same program with plain libgfortran.
"$fc" "$testdir/hello.f90" -o "$tmp/hello_ref" || { fail "compiling hello.f90"; exit 1; }
mkdir -p "$tmp/rundir"
(cd "$tmp/rundir" && "$tmp/hello_ref" >"$tmp/ref.out" 2>"$tmp/ref.err")
echo $? >"$tmp/ref.rc"

# 3. CMake consumer: find_package(ftnio) with both imported targets.
if "$cmake" -S "$testdir" -B "$tmp/cm" "${generator[@]}" -DCMAKE_PREFIX_PATH="$prefix" \
     -DCMAKE_Fortran_COMPILER="$fc" >"$tmp/cm.log" 2>&1 &&
   "$cmake" --build "$tmp/cm" >>"$tmp/cm.log" 2>&1; then
  ok "find_package(ftnio) consumer builds"
  run_cmp cmake_shared "$tmp/cm/hello_shared"
  bound_to_ftnio cmake_shared "$tmp/cm/hello_shared"
  run_cmp cmake_static "$tmp/cm/hello_static"
  if nm "$tmp/cm/hello_static" | grep -q ' T _gfortran_st_write$'; then
    ok "cmake_static contains ftnio's _gfortran_st_write"
  else
    fail "cmake_static does not contain ftnio's _gfortran_st_write"
  fi
else
  cat "$tmp/cm.log" >&2
  fail "find_package(ftnio) consumer"
fi
if "$cmake" -S "$testdir" -B "$tmp/cm99" "${generator[@]}" -DCMAKE_PREFIX_PATH="$prefix" \
     -DCMAKE_Fortran_COMPILER="$fc" -DFTNIO_REQUEST_VERSION=99.0 >"$tmp/cm99.log" 2>&1; then
  fail "find_package(ftnio 99.0) accepted version $version"
elif grep -q 'requested version "99.0"' "$tmp/cm99.log"; then
  ok "find_package(ftnio 99.0) rejects version $version"
else
  cat "$tmp/cm99.log" >&2
  fail "find_package(ftnio 99.0) failed for another reason than the version"
fi

# 4. pkg-config consumer: gfortran prog.f90 $(pkg-config --libs ftnio).
export PKG_CONFIG_PATH="$lib/pkgconfig"
[ "$(pkg-config --modversion ftnio)" = "$version" ] || fail "pkg-config --modversion ftnio"
pclibs=$(pkg-config --libs ftnio) || fail "pkg-config --libs ftnio"
# shellcheck disable=SC2086 # the flags must be split into words
if "$fc" "$testdir/hello.f90" -o "$tmp/hello_pc" $pclibs -Wl,-rpath,"$lib"; then
  needed=$(readelf -d "$tmp/hello_pc" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' | tr '\n' ' ')
  case "$needed" in
    *libftnio.so.0*libgfortran*) ok "pkg-config link order: $needed" ;;
    *) fail "libftnio is not needed ahead of libgfortran: $needed" ;;
  esac
  run_cmp pkgconfig "$tmp/hello_pc"
  bound_to_ftnio pkgconfig "$tmp/hello_pc"
else
  fail "linking with pkg-config --libs ftnio ($pclibs)"
fi

# Static linking with the private libraries pkg-config lists.
pcstatic=$(pkg-config --static --libs-only-l ftnio | sed 's/-lftnio//')
# shellcheck disable=SC2086 # the flags must be split into words
if "$fc" "$testdir/hello.f90" -o "$tmp/hello_pcs" -L"$lib" -Wl,-Bstatic -lftnio \
     -Wl,-Bdynamic $pcstatic; then
  run_cmp pkgconfig_static "$tmp/hello_pcs"
else
  fail "static link with pkg-config --static --libs ftnio"
fi

# 5. ftnio-run from a moved prefix, started from another directory and
#    through a symlink, keeps an existing LD_PRELOAD.
moved=$tmp/moved
mv "$prefix" "$moved"
run=$moved/$bindir_rel/ftnio-run
run_cmp ftnio_run "$run" "$tmp/hello_ref"
bound_to_ftnio ftnio_run "$run" "$tmp/hello_ref"
ln -s "$run" "$tmp/ftnio-run-link"
run_cmp ftnio_run_symlink "$tmp/ftnio-run-link" "$tmp/hello_ref"
want="$(cd "$moved/$libdir_rel" && pwd -P)/libftnio.so.0 libm.so.6"
# shellcheck disable=SC2016 # expanded by the inner shell, on purpose
got=$(cd / && LD_PRELOAD=libm.so.6 "$run" /bin/sh -c 'printf %s "$LD_PRELOAD"')
if [ "$got" = "$want" ]; then
  ok "ftnio-run keeps LD_PRELOAD"
else
  fail "LD_PRELOAD is '$got', want '$want'"
fi
"$run" >/dev/null 2>&1; [ $? -eq 2 ] || fail "ftnio-run without a program must exit 2"
mkdir -p "$tmp/stray/bin" && cp "$run" "$tmp/stray/bin/"
"$tmp/stray/bin/ftnio-run" /bin/true 2>/dev/null
if [ $? -eq 127 ]; then
  ok "ftnio-run without its library exits 127"
else
  fail "ftnio-run without its library must exit 127"
fi
moved_libdir=$(PKG_CONFIG_PATH="$moved/$libdir_rel/pkgconfig" pkg-config --variable=libdir ftnio)
if [ "$(cd "$moved_libdir" 2>/dev/null && pwd -P)" = "$(cd "$moved/$libdir_rel" && pwd -P)" ]; then
  ok "ftnio.pc follows the moved prefix"
else
  fail "ftnio.pc libdir after the move: $moved_libdir"
fi

if [ "$failures" -ne 0 ]; then
  echo "$failures check(s) failed" >&2
  exit 1
fi
echo "all installation checks passed"
