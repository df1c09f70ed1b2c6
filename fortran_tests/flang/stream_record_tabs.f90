! flang front door: T and TL of a formatted WRITE on a stream unit move
! left within the record and overwrite what it holds, and T counts from
! the record's start, as on a sequential unit (flang 19); libgfortran
! measures nothing there and never goes left.
! RUN: %flangdiff %s | %fcheck %s
program stream_record_tabs
  implicit none
  integer :: ios, u
  integer(8) :: p
  character(80) :: line
  open (newunit=u, file='stream_record_tabs.dat', access='stream', form='formatted', status='replace')
  write (u, "(4X,ES30.2E2,TL2,D12.7,ES14.10)", iostat=ios) -1.0, 9.5d0, -5.39856134d9
  inquire (u, pos=p)
  print *, ios, p
  write (u, "(a,tl2,a)") 'abcdef', 'XY'
  inquire (u, pos=p)
  print *, p
  write (u, "(a,t2,a)") 'abcdef', 'XY'
  inquire (u, pos=p)
  print *, p
  close (u)
  open (newunit=u, file='stream_record_tabs.dat', access='stream', form='formatted')
  do p = 1, 3
    read (u, '(a)') line
    print *, len_trim(line), '[', trim(line), ']'
  end do
  close (u, status='delete')
end program stream_record_tabs
! CHECK: 0 60
! CHECK-NEXT: 67
! CHECK-NEXT: 74
! CHECK-NEXT: 58 [                         -1.00E+.9500000D+01**************]
! CHECK-NEXT: 6 [abcdXY]
! CHECK-NEXT: 6 [aXYdef]
