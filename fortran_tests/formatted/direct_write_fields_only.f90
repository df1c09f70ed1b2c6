! Which formats the direct formatted WRITE takes (FormatProgram::
! fields_only, decided when the format is parsed): A and I edits with w
! and m up to 128, repeated, without groups or other edits.  Each format
! runs twice in a row (the second time from its pooled state) on an
! external unit and on an internal file, at the bounds and just past
! them, and with edits that keep it off the direct path.
! RUN: %fdiff %s
program direct_write_fields_only
  implicit none
  integer :: j
  open (10, file='direct_write_fields_only.txt', status='replace')
  do j = 1, 2
    call ints('(i128)', 1)
    call ints('(i129)', 1)
    call ints('(i0.128)', 1)
    call ints('(i0.129)', 1)
    call ints('(i130.128)', 1)
    call ints('(i130.129)', 1)
    call ints('(3i4)', 3)
    call ints('(2(i3))', 2)
    call ints('(i3,:,i3)', 1)
    call ints('(i3,1x)', 1)
    call mixed('(2a,i3)')
    call mixed('(a1,a,i0)')
    call mixed('(a4,a6,i0)')
    call mixed('(a,a,2x,i3)')
    call mixed('(a,a,i3,a)')
    call mixed('(a,a,f5.1)')
    call mixed('(a,a,i0.3)')
  end do
  close (10)
  open (10, file='direct_write_fields_only.txt')
  call show(10)
  close (10, status='delete')
contains
  subroutine ints(fmt, n)
    character(len=*), intent(in) :: fmt
    integer, intent(in) :: n
    character(len=300) :: line
    integer :: ios, k
    write (10, fmt, iostat=ios) (-12345 * j + k, k = 1, n)
    line = '#'
    write (line, fmt, iostat=ios) (678 * j + k, k = 1, n)
    write (*, '(a,1x,i0,1x,a)') fmt, ios, trim(line)
  end subroutine
  subroutine mixed(fmt)
    character(len=*), intent(in) :: fmt
    character(len=300) :: line
    integer :: ios
    write (10, fmt, iostat=ios) 'ab', 'cde', 42 * j
    line = '#'
    write (line, fmt, iostat=ios) 'x', 'yz', -7 * j
    write (*, '(a,1x,i0,1x,a)') fmt, ios, trim(line)
  end subroutine
  subroutine show(u)
    integer, intent(in) :: u
    character(len=300) :: line
    integer :: ios
    do
      read (u, '(a)', iostat=ios) line
      if (ios /= 0) exit
      write (*, '(a)') trim(line)
    end do
  end subroutine
end program
