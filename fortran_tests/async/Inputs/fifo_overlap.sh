#!/bin/bash
# Runs the fifo_overlap program ($1/prog, with LD_PRELOAD=$2) writing into a
# FIFO whose reader opens it at once but reads nothing until the program
# has created the file 'go' -- which the program does only after its
# asynchronous WRITE returned.  A synchronous WRITE would block for ever
# (the timeout turns that into exit status 124).
set -u
dir=$1
lib=$2
cd "$dir" || exit 125
rm -f pipe go out
mkfifo pipe || exit 125
( exec 3<pipe
  for _ in $(seq 1 1500); do [ -e go ] && break; sleep 0.02; done
  cat <&3 > out ) &
reader=$!
timeout 30 env LD_PRELOAD="$lib" ./prog
echo "program exit $?"
# A program that never opened the FIFO (it failed to start) leaves the
# reader blocked in its open: a writer that comes and goes releases it.
timeout 2 sh -c ': > pipe' 2>/dev/null
# The reader must never outlive the test (it exits once the writer closed).
wait "$reader"
echo "bytes through the FIFO $(wc -c < out)"
