# SPDX-License-Identifier: MIT
# The LLVM 14 tools the scripts use (lit, FileCheck, clang for the fuzz
# build), named from one place.  Sourced by test.sh, sanitize.sh,
# memcheck.sh and fuzz.sh.  FTNIO_LLVM_DIR overrides the install folder;
# fortran_tests/lit.cfg.py and conformance/run_gfortran_dg.py read the same
# variable with the same default.
LLVM_DIR=${FTNIO_LLVM_DIR:-/usr/lib/llvm-14}
export FTNIO_LLVM_DIR=$LLVM_DIR
LIT="python3 $LLVM_DIR/build/utils/lit/lit.py"
