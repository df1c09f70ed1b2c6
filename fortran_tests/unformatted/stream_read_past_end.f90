! A stream READ that meets the end of the file: INQUIRE(POS=) is after the
! bytes it got (from its POS= on), or at its POS= when that is past the
! end, and POSITION= is APPEND, as with libgfortran; a WRITE there goes on
! from that position.  An unformatted sequential READ of more than its
! record leaves the next READ at the next record.
! RUN: %fdiff %s | %fcheck %s
program stream_read_past_end
  implicit none
  integer :: ios, i, j, k
  character(5) :: c
  open (10, file='s.bin', access='stream', status='replace')
  write (10) 'abcdefgh'
  close (10)
  open (10, file='s.bin', access='stream', status='old')
  c = 'xxxxx'
  read (10, pos=6, iostat=ios) c
  call show('partial', ios)
  print '(a)', c
  read (10, iostat=ios) c
  call show('again', ios)
  read (10, pos=20, iostat=ios) c
  call show('past', ios)
  write (10, iostat=ios) 'Z'
  call show('write', ios)
  close (10)
  open (10, file='q.bin', form='unformatted', status='replace')
  write (10) 1, 2
  write (10) 3
  rewind (10)
  read (10, iostat=ios) i, j, k
  call show('record', ios)
  read (10, iostat=ios) i
  call show('next', ios)
  print '(i0)', i
  read (10, iostat=ios) i
  call show('end', ios)
  close (10)
contains
  subroutine show(what, ios)
    character(*), intent(in) :: what
    integer, intent(in) :: ios
    integer :: p
    character(20) :: pos
    inquire (10, pos=p, position=pos)
    print '(a,": ",i0,1x,a,1x,i0)', what, p, trim(pos), ios
  end subroutine show
end program stream_read_past_end
! CHECK:partial: 9 APPEND -1
! CHECK-NEXT:fghxx
! CHECK-NEXT:again: 9 APPEND -1
! CHECK-NEXT:past: 20 APPEND -1
! CHECK-NEXT:write: 21 APPEND 0
! CHECK-NEXT:record: 1 REWIND 5016
! CHECK-NEXT:next: 1 APPEND 0
! CHECK-NEXT:3
! CHECK-NEXT:end: 1 APPEND -1
