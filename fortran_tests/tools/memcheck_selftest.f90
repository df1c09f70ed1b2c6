! Self-test of fdiff.py --memcheck (scripts/memcheck.sh): a branch on an
! uninitialised value, which prints the same line either way, fails the
! test with memcheck's report and the value's origin.  The extra run under
! valgrind runs the plain program preloaded, or the linked one with
! --runs=linked; an argument that initialises the array makes the same
! program pass.
! REQUIRES: valgrind
! UNSUPPORTED: sanitize
! RUN: not %fdiff --memcheck %s 2> %t.err
! RUN: FileCheck --check-prefix=REPORT %s < %t.err
! RUN: not %fdiff --memcheck --runs=linked %s 2>&1 | FileCheck --check-prefix=LINKED %s
! RUN: %fdiff --memcheck --arg=init %s | %fcheck %s
program uninit
  implicit none
  integer, allocatable :: a(:)
  character(len=8) :: arg
  allocate (a(1000))
  call get_command_argument(1, arg)
  if (arg == 'init') a = 0
  if (a(3) > 7) then
    print '(A)', 'same line'
  else
    print '(A)', 'same line'
  end if
end program uninit
! CHECK:same line
! REPORT-NOT: differs
! REPORT: ftnio-memcheck: memcheck report:
! REPORT-NEXT: =={{[0-9]+}}== Conditional jump or move depends on uninitialised value(s)
! REPORT-NEXT: =={{[0-9]+}}==    at {{.*}}: MAIN__ (in {{.*}}/build/plain)
! REPORT: =={{[0-9]+}}==  Uninitialised value was created by a heap allocation
! REPORT: 1 difference(s)
! LINKED: ftnio-memcheck: memcheck report:
! LINKED: =={{[0-9]+}}==    at {{.*}}: MAIN__ (in {{.*}}/build/linked)
