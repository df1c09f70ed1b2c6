! List-directed READ of a real without mantissa digits ("." or "+.", or
! "," under DECIMAL='COMMA'): libgfortran's convert_real stores 0.0,
! raises "Error during floating point read" and skips to the next record
! from where its buffer is, past the separator it read: after a record
! end it passes the whole next record, and at the end of the file it sets
! the unit's endfile state (the next READ is END, then an error).  Also
! the part of a complex value, and a namelist: it reads on after the
! skip, first the char libgfortran had put back before it (an external
! file, an internal array and an internal scalar).
! RUN: %fdiff %s | %fcheck %s
program float_error_skip
  implicit none
  character(len=20) :: txt(10)
  integer :: k, j
  txt(1) = '1 . b c'
  txt(2) = '1 .; b c'
  txt(3) = '1 .'
  txt(4) = '1 .  /'
  txt(5) = '1 +.'
  txt(6) = '5,; b'
  txt(7) = '(.,1) 5'
  txt(8) = '(.' // achar(10) // ',1) 5'
  txt(9) = '(1,.' // achar(10) // ') 5'
  txt(10) = '&g r=., r2=2 /'
  do k = 1, size(txt)
    do j = 1, 3
      call one(k, j, trim(txt(k)))
    end do
  end do
  call group_after_skip()
contains
  subroutine group_after_skip()
    real :: r, r2
    integer :: u, ios, k
    character(len=80) :: msg
    character(len=16) :: a(3), s
    namelist /g/ r, r2
    open (newunit=u, file='f.txt', status='replace')
    write (u, '(a)') '&g r=. r2=2'
    write (u, '(a)') ' r2=3'
    write (u, '(a)') '/'
    close (u)
    open (newunit=u, file='f.txt', status='old')
    msg = ''; r = -1; r2 = -1
    read (u, nml=g, iostat=ios, iomsg=msg)
    print '(i0,1x,a,2(1x,f0.1))', ios, trim(msg), r, r2
    read (u, '(a)', iostat=ios) msg
    print '(i0,1x,a)', ios, trim(msg)
    close (u, status='delete')
    do k = 1, 3
      select case (k)
      case (1); a(1) = '&g r=. r2=2'; a(2) = ' r2=3'; a(3) = '/'
      case (2); a(1) = '&g r=.'; a(2) = ' r2=3'; a(3) = '/'
      case (3); a(1) = '&g r2=4 r=.,'; a(2) = ' r2=3 /'; a(3) = ''
      end select
      call internal_group(k, a=a)
      s = a(1)
      call internal_group(k, s=s)
    end do
  end subroutine
  ! A namelist READ of group g from an internal file, the array a or the
  ! scalar s, into values set to -1 first; then k, IOSTAT, IOMSG and the
  ! values.
  subroutine internal_group(k, a, s)
    integer, intent(in) :: k
    character(len=*), intent(in), optional :: a(:), s
    real :: r, r2
    integer :: ios
    character(len=80) :: msg
    namelist /g/ r, r2
    msg = ''; r = -1; r2 = -1
    if (present(a)) then
      read (a, nml=g, iostat=ios, iomsg=msg)
    else
      read (s, nml=g, iostat=ios, iomsg=msg)
    end if
    print '(i0,1x,i0,1x,a,2(1x,f0.1))', k, ios, trim(msg), r, r2
  end subroutine
  subroutine one(k, j, text)
    integer, intent(in) :: k, j
    character(len=*), intent(in) :: text
    real :: r, r2
    complex :: z
    character(len=1) :: c
    integer :: u, ios
    character(len=80) :: msg, line
    namelist /g/ r, r2
    open (newunit=u, file='f.txt', access='stream', form='unformatted', &
          status='replace')
    if (j == 1) write (u) text                         ! no newline
    if (j == 2) write (u) text // achar(10)
    if (j == 3) write (u) text // achar(10) // 'next' // achar(10)
    close (u)
    open (newunit=u, file='f.txt', status='old')
    msg = ''; r = -1; r2 = -1; z = (-1, -1)
    select case (k)
    case (1:5)
      read (u, *, iostat=ios, iomsg=msg) r, r2
    case (6)
      read (u, *, iostat=ios, iomsg=msg, decimal='comma') c, r
    case (7:9)
      read (u, *, iostat=ios, iomsg=msg) z, r
    case default
      read (u, nml=g, iostat=ios, iomsg=msg)
    end select
    print '(i0,1x,i0,1x,i0,1x,a,4(1x,f0.1))', k, j, ios, trim(msg), r, r2, z
    line = '?'; msg = ''
    read (u, '(a)', iostat=ios, iomsg=msg) line
    print '(2x,i0,1x,a)', ios, trim(trim(line) // ' ' // msg)
    read (u, '(a)', iostat=ios) line
    print '(2x,i0)', ios
    close (u, status='delete')
  end subroutine
end program
! CHECK:1 1 5010 Error during floating point read 1.0 .0 -1.0 -1.0
! CHECK-NEXT:  5001 ? Sequential READ or WRITE not allowed after EOF marker, possibly use REWIND or BA
! CHECK-NEXT:  5001
! CHECK-NEXT:1 2 5010 Error during floating point read 1.0 .0 -1.0 -1.0
! CHECK-NEXT:  -1 ? End of file
! CHECK-NEXT:  5001
! CHECK-NEXT:1 3 5010 Error during floating point read 1.0 .0 -1.0 -1.0
! CHECK-NEXT:  0 next
! CHECK-NEXT:  -1
! CHECK-NEXT:2 1 5010 Error during floating point read 1.0 .0 -1.0 -1.0
! CHECK-NEXT:  5001 ? Sequential READ or WRITE not allowed after EOF marker, possibly use REWIND or BA
! CHECK-NEXT:  5001
! CHECK-NEXT:2 2 5010 Error during floating point read 1.0 .0 -1.0 -1.0
! CHECK-NEXT:  -1 ? End of file
! CHECK-NEXT:  5001
! CHECK-NEXT:2 3 5010 Error during floating point read 1.0 .0 -1.0 -1.0
! CHECK-NEXT:  0 next
! CHECK-NEXT:  -1
! CHECK-NEXT:3 1 5010 Error during floating point read 1.0 .0 -1.0 -1.0
! CHECK-NEXT:  5001 ? Sequential READ or WRITE not allowed after EOF marker, possibly use REWIND or BA
! CHECK-NEXT:  5001
! CHECK-NEXT:3 2 5010 Error during floating point read 1.0 .0 -1.0 -1.0
! CHECK-NEXT:  5001 ? Sequential READ or WRITE not allowed after EOF marker, possibly use REWIND or BA
! CHECK-NEXT:  5001
! CHECK-NEXT:3 3 5010 Error during floating point read 1.0 .0 -1.0 -1.0
! CHECK-NEXT:  -1 ? End of file
! CHECK-NEXT:  5001
! CHECK-NEXT:4 1 5010 Error during floating point read 1.0 .0 -1.0 -1.0
! CHECK-NEXT:  5001 ? Sequential READ or WRITE not allowed after EOF marker, possibly use REWIND or BA
! CHECK-NEXT:  5001
! CHECK-NEXT:4 2 5010 Error during floating point read 1.0 .0 -1.0 -1.0
! CHECK-NEXT:  -1 ? End of file
! CHECK-NEXT:  5001
! CHECK-NEXT:4 3 5010 Error during floating point read 1.0 .0 -1.0 -1.0
! CHECK-NEXT:  0 next
! CHECK-NEXT:  -1
! CHECK-NEXT:5 1 5010 Error during floating point read 1.0 .0 -1.0 -1.0
! CHECK-NEXT:  5001 ? Sequential READ or WRITE not allowed after EOF marker, possibly use REWIND or BA
! CHECK-NEXT:  5001
! CHECK-NEXT:5 2 5010 Error during floating point read 1.0 .0 -1.0 -1.0
! CHECK-NEXT:  5001 ? Sequential READ or WRITE not allowed after EOF marker, possibly use REWIND or BA
! CHECK-NEXT:  5001
! CHECK-NEXT:5 3 5010 Error during floating point read 1.0 .0 -1.0 -1.0
! CHECK-NEXT:  -1 ? End of file
! CHECK-NEXT:  5001
! CHECK-NEXT:6 1 5010 Error during floating point read .0 -1.0 -1.0 -1.0
! CHECK-NEXT:  5001 ? Sequential READ or WRITE not allowed after EOF marker, possibly use REWIND or BA
! CHECK-NEXT:  5001
! CHECK-NEXT:6 2 5010 Error during floating point read .0 -1.0 -1.0 -1.0
! CHECK-NEXT:  -1 ? End of file
! CHECK-NEXT:  5001
! CHECK-NEXT:6 3 5010 Error during floating point read .0 -1.0 -1.0 -1.0
! CHECK-NEXT:  0 next
! CHECK-NEXT:  -1
! CHECK-NEXT:7 1 5010 Error during floating point read -1.0 -1.0 .0 -1.0
! CHECK-NEXT:  5001 ? Sequential READ or WRITE not allowed after EOF marker, possibly use REWIND or BA
! CHECK-NEXT:  5001
! CHECK-NEXT:7 2 5010 Error during floating point read -1.0 -1.0 .0 -1.0
! CHECK-NEXT:  -1 ? End of file
! CHECK-NEXT:  5001
! CHECK-NEXT:7 3 5010 Error during floating point read -1.0 -1.0 .0 -1.0
! CHECK-NEXT:  0 next
! CHECK-NEXT:  -1
! CHECK-NEXT:8 1 5010 Error during floating point read -1.0 -1.0 .0 -1.0
! CHECK-NEXT:  5001 ? Sequential READ or WRITE not allowed after EOF marker, possibly use REWIND or BA
! CHECK-NEXT:  5001
! CHECK-NEXT:8 2 5010 Error during floating point read -1.0 -1.0 .0 -1.0
! CHECK-NEXT:  -1 ? End of file
! CHECK-NEXT:  5001
! CHECK-NEXT:8 3 5010 Error during floating point read -1.0 -1.0 .0 -1.0
! CHECK-NEXT:  0 next
! CHECK-NEXT:  -1
! CHECK-NEXT:9 1 5010 Error during floating point read -1.0 -1.0 1.0 .0
! CHECK-NEXT:  5001 ? Sequential READ or WRITE not allowed after EOF marker, possibly use REWIND or BA
! CHECK-NEXT:  5001
! CHECK-NEXT:9 2 5010 Error during floating point read -1.0 -1.0 1.0 .0
! CHECK-NEXT:  -1 ? End of file
! CHECK-NEXT:  5001
! CHECK-NEXT:9 3 5010 Error during floating point read -1.0 -1.0 1.0 .0
! CHECK-NEXT:  0 next
! CHECK-NEXT:  -1
! CHECK-NEXT:10 1 5010 Error during floating point read .0 -1.0 -1.0 -1.0
! CHECK-NEXT:  -1 ? End of file
! CHECK-NEXT:  5001
! CHECK-NEXT:10 2 5010 Error during floating point read .0 -1.0 -1.0 -1.0
! CHECK-NEXT:  -1 ? End of file
! CHECK-NEXT:  5001
! CHECK-NEXT:10 3 5010 Error during floating point read .0 -1.0 -1.0 -1.0
! CHECK-NEXT:  -1 ? End of file
! CHECK-NEXT:  5001
! CHECK-NEXT:5010 Error during floating point read .0 -1.0
! CHECK-NEXT:0 2=3
! CHECK-NEXT:1 5010 Error during floating point read .0 -1.0
! CHECK-NEXT:1 5010 Error during floating point read .0 -1.0
! CHECK-NEXT:2 0  -1.0 -1.0
! CHECK-NEXT:2 5010 Error during floating point read .0 -1.0
! CHECK-NEXT:3 0  -1.0 -1.0
! CHECK-NEXT:3 5010 Error during floating point read .0 4.0
