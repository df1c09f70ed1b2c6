! flang front door (issue 18): flang 19's runtime parses a format as it
! runs it.  A format without its closing ')' transfers its items until it
! reaches its end, where it fails with "FORMAT missing at least one ')'"
! (after the last item too; the record ends as after any failed WRITE);
! Fw without ".d" is Fw.0; a reversion into a group without data edits
! fails with flang's text (and the record the reversion began stays).
! ftnio refused these before any item with libgfortran's texts (progen
! --flang seeds 444, 594, 859, --variants 2205, 2217).
! RUN: %flangdiff %s | %fcheck %s
! RUN: %flangdiff --show-file=o.txt %s | %fcheck --check-prefix=FILE %s
program format_unclosed
  implicit none
  integer :: ios, i
  character(len=200) :: msg
  character(len=12) :: f(5), f5
  character(len=10) :: buf(2)
  f(1) = '(i5'
  f(2) = '(i5,'
  f(3) = '(i3,i3'
  f(4) = '(i2,(i3)'
  f(5) = '((BZ),I3)'
  open(10, file='o.txt')
  do i = 1, 5
    msg = ''
    write(10, f(i), iostat=ios, iomsg=msg) 1, 2
    print '(i0,1x,a)', ios, trim(msg)
    buf = '~'
    msg = ''
    write(buf, f(i), iostat=ios, iomsg=msg) 1, 2
    print '(i0,1x,a,2("[",a,"]"))', ios, trim(msg), buf(1)
  end do
  f5 = '(f5)'
  write(10, f5, iostat=ios) 1.5, 2.5
  print '(i0)', ios
  write(10, '(a)') 'last'
  close(10)
end program format_unclosed
! CHECK:1005 FORMAT missing at least one ')'
! CHECK-NEXT:1005 FORMAT missing at least one ')'[    1     ][
! CHECK-NEXT:1005 FORMAT missing at least one ')'
! CHECK-NEXT:1005 FORMAT missing at least one ')'[    1     ][
! CHECK-NEXT:1005 FORMAT missing at least one ')'
! CHECK-NEXT:1005 FORMAT missing at least one ')'[  1  2    ][
! CHECK-NEXT:1005 FORMAT missing at least one ')'
! CHECK-NEXT:1005 FORMAT missing at least one ')'[ 1  2     ][
! CHECK-NEXT:1005 Unlimited repetition in FORMAT lacks data edit descriptors; at offset 2 in format '((BZ),I3)'
! CHECK-NEXT:1005 Unlimited repetition in FORMAT lacks data edit descriptors; at offset 2 in format '((BZ),I3)'[  1       ][
! CHECK-NEXT:0
! FILE:    1
! FILE-NEXT:    1
! FILE-NEXT:  1  2
! FILE-NEXT: 1  2
! FILE-NEXT:  1
! FILE-EMPTY:
! FILE-NEXT:   2.
! FILE-NEXT:   2.
! FILE-NEXT:last
