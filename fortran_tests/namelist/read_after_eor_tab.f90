! A namelist READ that finds no group before the end of the file, begun
! after a non-advancing READ stopped by EOR whose format then moved with T
! or TL: libgfortran counts the kept record's columns from where the tab
! left them, so after T1 (column count 0) it is END, after T2 or TL1 it
! succeeds reading nothing (as formatted READ at the end of the file, the
! same rule: eor_record_has_data).
! RUN: %fdiff %s | %fcheck %s
program read_after_eor_tab
  implicit none
  integer :: v, ios, ios2, k
  character(len=5) :: c
  character(len=12), parameter :: f(4) = [character(len=12) :: &
      '(a5,t1)', '(a5,t2)', '(a5,tl1)', '(a1,tl1)']
  namelist /g/ v
  do k = 1, size(f)
    open (10, file='n.dat', status='replace')
    write (10, '(a)') 'abc'
    write (10, '(a)') 'de'
    write (10, '(a)') 'fgh'
    rewind (10)
    v = -1
    read (10, '(a5)', advance='no', iostat=ios) c
    read (10, f(k), advance='no', iostat=ios2) c
    read (10, nml=g, iostat=ios)
    print '(a,1x,i0,1x,i0,1x,i0)', trim(f(k)), ios2, ios, v
    close (10, status='delete')
  end do
end program read_after_eor_tab
! CHECK:(a5,t1) -2 -1 -1
! CHECK-NEXT:(a5,t2) -2 0 -1
! CHECK-NEXT:(a5,tl1) -2 0 -1
! CHECK-NEXT:(a1,tl1) 0 -1 -1
