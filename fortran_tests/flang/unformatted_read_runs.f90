! flang front door: unformatted sequential READ of arrays (one run of
! bytes each), whose record markers and runs ftnio takes straight from
! the unit's buffer when it holds them: records of 1 to 41 bytes so that
! head markers, runs and tail markers straddle buffer boundaries, records
! read with fewer elements than written, an array longer than what is
! left of the record (flang's overrun, nothing stored), END, READ after
! BACKSPACE, byte swapping (element by element under flang) and RECL=.
! The CHECK lines are flang's runtime's output.
! The program is the gfortran door's test, read_runs_in_place.f90.
! RUN: %flangdiff %S/../unformatted/read_runs_in_place.f90 | %fcheck %s
! RUN: %flangdiff --env GFORTRAN_UNFORMATTED_BUFFER_SIZE=64 %S/../unformatted/read_runs_in_place.f90
! RUN: %flangdiff --env GFORTRAN_UNFORMATTED_BUFFER_SIZE=101 %S/../unformatted/read_runs_in_place.f90
! RUN: %flangdiff --fflags=-fconvert=big-endian %S/../unformatted/read_runs_in_place.f90
! CHECK: sum 2211167942
! CHECK-NEXT: short 1 1003 Attempt to read 12 bytes at position 4 in a record of 12 bytes 0
! CHECK-NEXT: 0
! CHECK-NEXT: short 3 1003 Attempt to read 20 bytes at position 4 in a record of 20 bytes 0
! CHECK-NEXT: 0
! CHECK-NEXT: short 5 1003 Attempt to read 28 bytes at position 4 in a record of 28 bytes 0
! CHECK-NEXT: 0
! CHECK-NEXT: short 7 1003 Attempt to read 36 bytes at position 4 in a record of 36 bytes 0
! CHECK-NEXT: 0
! CHECK-NEXT: short 9 1003 Attempt to read 44 bytes at position 4 in a record of 44 bytes 0
! CHECK-NEXT: 0
! CHECK-NEXT: short 11 1003 Attempt to read 12 bytes at position 4 in a record of 12 bytes 0
! CHECK-NEXT: 0
! CHECK-NEXT: short 13 1003 Attempt to read 20 bytes at position 4 in a record of 20 bytes 0
! CHECK-NEXT: 0
! CHECK-NEXT: short 15 1003 Attempt to read 28 bytes at position 4 in a record of 28 bytes 0
! CHECK-NEXT: 0
! CHECK-NEXT: short 17 1003 Attempt to read 36 bytes at position 4 in a record of 36 bytes 0
! CHECK-NEXT: 0
! CHECK-NEXT: short 19 1003 Attempt to read 44 bytes at position 4 in a record of 44 bytes 0
! CHECK-NEXT: 0
! CHECK-NEXT: short 21 1003 Attempt to read 12 bytes at position 4 in a record of 12 bytes 0
! CHECK-NEXT: 0
! CHECK-NEXT: short 23 1003 Attempt to read 20 bytes at position 4 in a record of 20 bytes 0
! CHECK-NEXT: 0
! CHECK-NEXT: short 25 1003 Attempt to read 28 bytes at position 4 in a record of 28 bytes 0
! CHECK-NEXT: 0
! CHECK-NEXT: short 27 1003 Attempt to read 36 bytes at position 4 in a record of 36 bytes 0
! CHECK-NEXT: 0
! CHECK-NEXT: short 29 1003 Attempt to read 44 bytes at position 4 in a record of 44 bytes 0
! CHECK-NEXT: 0
! CHECK-NEXT: short 31 1003 Attempt to read 12 bytes at position 4 in a record of 12 bytes 0
! CHECK-NEXT: 0
! CHECK-NEXT: short 33 1003 Attempt to read 20 bytes at position 4 in a record of 20 bytes 0
! CHECK-NEXT: 0
! CHECK-NEXT: short 35 1003 Attempt to read 28 bytes at position 4 in a record of 28 bytes 0
! CHECK-NEXT: 0
! CHECK-NEXT: short 37 1003 Attempt to read 36 bytes at position 4 in a record of 36 bytes 0
! CHECK-NEXT: 0
! CHECK-NEXT: short 39 1003 Attempt to read 44 bytes at position 4 in a record of 44 bytes 0
! CHECK-NEXT: 0
! CHECK-NEXT: short 41 1003 Attempt to read 12 bytes at position 4 in a record of 12 bytes 0
! CHECK-NEXT: 0
! CHECK-NEXT: short 43 1003 Attempt to read 20 bytes at position 4 in a record of 20 bytes 0
! CHECK-NEXT: 0
! CHECK-NEXT: short 45 1003 Attempt to read 28 bytes at position 4 in a record of 28 bytes 0
! CHECK-NEXT: 0
! CHECK-NEXT: short 47 1003 Attempt to read 36 bytes at position 4 in a record of 36 bytes 0
! CHECK-NEXT: 0
! CHECK-NEXT: short 49 1003 Attempt to read 44 bytes at position 4 in a record of 44 bytes 0
! CHECK-NEXT: 0
! CHECK-NEXT: sum 2211180492
! CHECK-NEXT: end -1
! CHECK-NEXT: first 0 8 9
! CHECK-NEXT: again 0 15 16 17
! CHECK-NEXT: recl 1003 Attempt to read 24 bytes at position 4 in a record of 16 bytes 50 0
! CHECK-NEXT: 0
