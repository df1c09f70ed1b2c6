! Output far larger than the 8 KiB unit buffer, interleaved with stderr and
! with records longer than the buffer: every byte must arrive, in the same
! order as with libgfortran, in every capture mode.  The exact bytes are
! compared by fdiff; the checks below make sure nothing was dropped.
! RUN: %fdiff %s | count 2004
! RUN: %fdiff --stdout-file %s | count 2004
! RUN: %fdiff --merged-file %s | count 2024
! RUN: %fdiff --merged-pipe %s | count 2024
! RUN: %fdiff --merged-file %s | %fcheck --check-prefix=MFILE %s
! RUN: %fdiff --stdout-file --show=both %s | %fcheck --check-prefix=SFILE %s
program big_output
  implicit none
  integer :: i
  character(len=20000) :: wide
  do i = 1, 2000
    print *, 'record', i, real(i) / 7.0
    if (mod(i, 100) == 0) write (0, *) 'progress', i
  end do
  wide = repeat('abcdefghij', 2000)
  print *, wide
  print *, wide(1:9000), 'x', wide(1:9000)
  write (6, *) 'tail', huge(1)
  print *, 'end'
end program big_output
! MFILE: record           1  0.142857149{{    }}
! MFILE: record        2000   285.714294{{    }}
! MFILE-NEXT: abcdefghij{{(abcdefghij)+}}
! MFILE-NEXT: abcdefghij{{(abcdefghij)+}}xabcdefghij{{(abcdefghij)+}}
! MFILE-NEXT: progress         100
! MFILE: progress        2000
! MFILE-NEXT: tail  2147483647
! MFILE-NEXT: end
! SFILE: record           1  0.142857149{{    }}
! SFILE: record        2000   285.714294{{    }}
! SFILE-NEXT: abcdefghij{{(abcdefghij)+}}
! SFILE-NEXT: abcdefghij{{(abcdefghij)+}}xabcdefghij{{(abcdefghij)+}}
! SFILE-NEXT: tail  2147483647
! SFILE-NEXT: end
! SFILE-NEXT: progress         100
! SFILE: progress        2000
