! flang front door: the file ending where a COMPLEX value's imaginary
! part is due, after "(" and a real part, is END (IOSTAT -1), in a
! namelist and a list-directed READ, as in flang 19 (progen --flang seed
! 3909); the real part read stays stored.
! RUN: %flangdiff %s | %fcheck %s
program complex_part_at_end
  implicit none
  complex(16) :: z
  complex(8) :: z8, y8
  real :: r
  integer :: ios
  character(80) :: msg
  namelist /g/ z
  namelist /h/ z8
  namelist /k/ r
  call put('&g z=(.', .false.)
  z = (1, 2)
  read (10, nml=g, iostat=ios, iomsg=msg)
  print *, ios, trim(msg), z
  call put('&h z8=(.', .true.)
  z8 = (1, 2)
  read (10, nml=h, iostat=ios, iomsg=msg)
  print *, ios, trim(msg), z8
  call put('&h z8=(1.', .true.)
  z8 = (1, 2)
  read (10, nml=h, iostat=ios, iomsg=msg)
  print *, ios, trim(msg), z8
  call put('&k r=.', .true.)
  r = 3
  read (10, nml=k, iostat=ios, iomsg=msg)
  print *, ios, trim(msg), r
  call put('(1.5', .true.)
  z8 = (1, 2)
  y8 = (3, 4)
  read (10, *, iostat=ios, iomsg=msg) z8, y8
  print *, ios, trim(msg), z8, y8
  close (10, status='delete')
contains
  ! Unit 10 holds the record text alone (with its newline or not), open
  ! for reading; msg is cleared.
  subroutine put(text, newline)
    character(*) :: text
    logical :: newline
    close (10)
    open (10, file='n.txt', status='replace')
    if (newline) then
      write (10, '(a)') text
    else
      write (10, '(a)', advance='no') text
    end if
    rewind (10)
    msg = ''
  end subroutine
end program complex_part_at_end
! CHECK: -1 End of file during input (0.,2.)
! CHECK-NEXT: -1 End of file during input (0.,2.)
! CHECK-NEXT: -1 End of file during input (1.,2.)
! CHECK-NEXT: 1001 No '/' found after NAMELIST group 'k' 0.
! CHECK-NEXT: -1 End of file during input (1.5,2.) (3.,4.)
