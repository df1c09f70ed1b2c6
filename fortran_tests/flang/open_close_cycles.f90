! flang front door: OPEN and CLOSE in loops (perf: window buffers kept
! for the next stream, unit names copied into the storage the unit's
! last name left, scratch names built in one thread-local string).  A
! unit reopened with another FORM= or RECL= sees none of the bytes its
! buffer held before; scratch files hold only their own data; a name
! longer than the ones before (and one of over 256 characters) is kept
! whole; keywords in any case, with trailing blanks.
! RUN: %flangdiff %s | %fcheck %s
program open_close_cycles
  implicit none
  integer :: i, k, u, v
  integer :: vals(3)
  character(len=12) :: forms(3) = [character(len=12) :: 'FORMATTED', &
                                   'unformatted ', 'Formatted']
  character(len=300) :: names(3), got
  logical :: ex

  do i = 1, 6
    k = mod(i, 3) + 1
    open (10, file='occ.dat', status='Replace ', form=forms(k), &
          access='direct', recl=4 * k + 8)
    if (k == 2) then
      write (10, rec=2) i, -i, i * i
      read (10, rec=2) vals
    else
      write (10, '(3i4)', rec=2) i, -i, i * i
      read (10, '(3i4)', rec=2) vals
    end if
    inquire (10, recl=u)
    print '(a,1x,i0,3i5)', trim(forms(k)), u, vals
    close (10, status='DELETE')
  end do

  open (newunit=u, status='scratch')
  open (newunit=v, status='SCRATCH')
  close (u)
  open (newunit=u, status='scratch  ', form='unformatted')
  write (u) 1, 2, 3
  rewind (u)
  read (u) vals
  print '(a,3i3)', 'scratch unformatted', vals
  close (u)
  close (v)
  do i = 1, 4
    open (newunit=u, status='Scratch')
    write (u, '(i0)') i * 7
    rewind (u)
    read (u, *) k
    close (u)
    print '(a,i0)', 'scratch read ', k
  end do

  names(1) = 'occ_s.dat'
  names(2) = './occ_name_of_medium_length.dat'
  names(3) = repeat('./', 140) // 'occ_long_name.dat'
  do i = 3, 1, -1
    open (12, file=names(i), status='replace')
    write (12, '(a,i0)') 'name ', i
    inquire (12, name=got)
    print '(i0,1x,i0,1x,a)', i, len_trim(got), &
          trim(got(max(1, len_trim(got) - 15):))
    close (12, status='delete')
    inquire (file=names(i), exist=ex)
    print '(a,l1)', 'gone ', .not. ex
  end do
end program open_close_cycles
! CHECK:unformatted 16    1   -1    1
! CHECK-NEXT:Formatted 20    2   -2    4
! CHECK-NEXT:FORMATTED 12    3   -3    9
! CHECK-NEXT:unformatted 16    4   -4   16
! CHECK-NEXT:Formatted 20    5   -5   25
! CHECK-NEXT:FORMATTED 12    6   -6   36
! CHECK-NEXT:scratch unformatted  1  2  3
! CHECK-NEXT:scratch read 7
! CHECK-NEXT:scratch read 14
! CHECK-NEXT:scratch read 21
! CHECK-NEXT:scratch read 28
! CHECK-NEXT:3 297 cc_long_name.dat
! CHECK-NEXT:gone T
! CHECK-NEXT:2 31 edium_length.dat
! CHECK-NEXT:gone T
! CHECK-NEXT:1 9 occ_s.dat
! CHECK-NEXT:gone T
