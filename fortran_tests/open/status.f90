! OPEN STATUS=: OLD of a missing file, NEW of an existing one (IOSTAT is
! the errno, message "Cannot open file '<name>': <strerror>"), NEW and
! UNKNOWN creating the file, REPLACE truncating it, OLD keeping its
! contents, a re-OPEN with STATUS='NEW' of a connected unit, and STATUS=
! 'SCRATCH' with FILE= given through a variable STATUS.  The files left
! behind are compared too.
! RUN: %fdiff %s | %fcheck %s
program status
  implicit none
  integer :: ios
  character(len=100) :: msg
  character(len=10) :: st
  call try(10, 'missing.txt', 'old')
  call try(10, 'new.txt', 'new')
  write (10, *) 'first contents of new.txt'
  close (10)
  call try(11, 'new.txt', 'new')
  call try(11, 'new.txt', 'old')
  write (11, *) 'overwrites the first record'
  close (11)
  call try(12, 'unknown.txt', 'unknown')
  write (12, *) 'unknown.txt created'
  close (12)
  call try(13, 'unknown.txt', 'replace')
  close (13)
  call try(14, 'new2.txt', 'new')
  msg = 'untouched'
  open (14, status='new', iostat=ios, iomsg=msg)
  print *, 're-open NEW', ios, trim(msg)
  st = 'scratch'
  msg = 'untouched'
  open (15, file='named.txt', status=st, iostat=ios, iomsg=msg)
  print *, 'scratch+file', ios, trim(msg)
  call try(16, '', 'unknown')
contains
  subroutine try(u, name, s)
    integer, intent(in) :: u
    character(len=*), intent(in) :: name, s
    logical :: ex
    msg = 'untouched'
    open (u, file=name, status=s, iostat=ios, iomsg=msg)
    inquire (file=name, exist=ex)
    print *, s, ' [', name, '] ', ios, trim(msg), ' exists ', ex
  end subroutine try
end program status
! CHECK: old [missing.txt]            2 Cannot open file 'missing.txt': No such file or directory exists  F
! CHECK-NEXT: new [new.txt]            0 untouched exists  T
! CHECK-NEXT: new [new.txt]           17 Cannot open file 'new.txt': File exists exists  T
! CHECK-NEXT: old [new.txt]            0 untouched exists  T
! CHECK-NEXT: unknown [unknown.txt]            0 untouched exists  T
! CHECK-NEXT: replace [unknown.txt]            0 untouched exists  T
! CHECK-NEXT: new [new2.txt]            0 untouched exists  T
! CHECK-NEXT: re-open NEW        5002 Cannot change STATUS parameter in OPEN statement
! CHECK-NEXT: scratch+file        5002 FILE parameter must not be present in OPEN statement
! CHECK-NEXT: unknown []            2 Cannot open file '': No such file or directory exists  F
