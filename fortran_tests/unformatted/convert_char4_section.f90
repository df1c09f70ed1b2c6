! ftnio-specific (a deliberate difference, README): an unformatted READ of
! CHARACTER(KIND=4) items from a unit with CONVERT='BIG_ENDIAN'.
! libgfortran 12 swaps four times the bytes it read (it counts an item's
! length in bytes as a number of characters), so `read(u) b(1:6:2)`
! byte-swaps b(2), which the statement does not name, and memory past the
! array.  ftnio swaps exactly the bytes read into the items.  The CHECK
! lines are the standard's: the elements read hold 'ab', 'cd', 'ef', the
! others keep 'zz'.  The file's bytes are libgfortran's (big-endian).
! RUN: %ftnio-run %s | %fcheck %s
program convert_char4_section
  implicit none
  character(kind=4, len=2) :: a(3), b(6)
  character(len=1) :: bytes(32)
  integer :: i
  a = [4_'ab', 4_'cd', 4_'ef']
  open (10, file='c4.bin', form='unformatted', convert='big_endian', &
        status='replace')
  write (10) a
  close (10)
  open (10, file='c4.bin', access='stream', form='unformatted')
  read (10) bytes
  close (10)
  print '(a,32z2.2)', 'file ', (ichar(bytes(i)), i = 1, 32)
  open (10, file='c4.bin', form='unformatted', convert='big_endian')
  call show('stride 2', 1, 6, 2)
  call show('stride -2', 6, 1, -2)
  call show('contiguous', 2, 4, 1)
  close (10, status='delete')
contains
  subroutine show(label, lo, hi, step)
    character(*), intent(in) :: label
    integer, intent(in) :: lo, hi, step
    character(len=2) :: c(6)
    integer :: k
    rewind (10)
    b = 4_'zz'
    read (10) b(lo:hi:step)
    do k = 1, 6
      c(k) = char(ichar(b(k)(1:1))) // char(ichar(b(k)(2:2)))
    end do
    print '(a,6(1x,a))', label, c
  end subroutine
end program convert_char4_section
! CHECK:file 0000001800000061000000620000006300000064000000650000006600000018
! CHECK-NEXT:stride 2 ab zz cd zz ef zz
! CHECK-NEXT:stride -2 zz ef zz cd zz ab
! CHECK-NEXT:contiguous zz ab cd ef zz zz
