! List-directed CHARACTER output: empty strings, long strings, adjacent
! character items (no separator between them), character items next to
! numbers in both orders, blanks inside and at the ends.
! RUN: %fdiff %s | %fcheck %s
! RUN: %fdiff --stdout-file %s | %fcheck %s
program characters
  implicit none
  character(len=0) :: empty
  character(len=300) :: long
  character(len=5) :: padded
  integer :: i
  empty = ''
  print *, empty
  print *, ''
  print *, '', ''
  print *, 'a', 'b', 'c'
  print *, 'abc', empty, 'def'
  print *, 1, 'x'
  print *, 'x', 1
  print *, 'x', 1, 'y', 2.5, 'z'
  print *, 1, 2, 'three', 'four', 5
  padded = 'ab'
  print *, padded, '|'
  print *, '|', padded
  print *, '  lead', 'trail  ', '|'
  do i = 1, len(long)
    long(i:i) = achar(iachar('a') + mod(i - 1, 26))
  end do
  print *, long
  print *, 'before', long(1:100), 'after'
  print *, 'quote '' and "double"'
  print *, 'tab>' // achar(9) // '<tab'
  write (*, *) 'write(*,*)'
  write (6, *) 'write(6,*)', 6
end program characters
! CHECK:{{ }}
! CHECK-NEXT:{{ }}
! CHECK-NEXT:{{ }}
! CHECK-NEXT: abc
! CHECK-NEXT: abcdef
! CHECK-NEXT:           1 x
! CHECK-NEXT: x           1
! CHECK-NEXT: x           1 y   2.50000000     z
! CHECK-NEXT:           1           2 threefour           5
! CHECK-NEXT: ab   |
! CHECK-NEXT: |ab{{   }}
! CHECK-NEXT:   leadtrail  |
! CHECK-NEXT: abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmn
! CHECK-NEXT: beforeabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvafter
! CHECK-NEXT: quote ' and "double"
! CHECK-NEXT: tab>{{[[:blank:]]}}<tab
! CHECK-NEXT: write(*,*)
! CHECK-NEXT: write(6,*)           6
