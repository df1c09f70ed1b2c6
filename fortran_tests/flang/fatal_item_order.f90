! flang front door: an item that meets a condition no handler takes ends
! the program at that item, before the program evaluates the next items:
! a function called in the list (here writing to standard output) never
! runs (a READ of a bad integer).
! RUN: %flangdiff --expect-exit=-6 --show=both %s | %fcheck %s
program fatal_item_order
  implicit none
  integer :: n, a(3)
  open (10, file='in.txt', status='replace')
  write (10, '(a)') 'abc 2'
  rewind 10
  write (6, '(a)') 'before'
  read (10, *) n, a(f())
  write (6, '(a)') 'not reached'
contains
  integer function f()
    write (6, '(a)') 'f called'
    f = 1
  end function f
end program fatal_item_order
! CHECK:before
! CHECK-EMPTY:
! CHECK-NEXT:fatal Fortran runtime error({{.*}}fatal_item_order.f90:13): Bad character 'a' in INTEGER input field
! CHECK-NOT:{{.}}
