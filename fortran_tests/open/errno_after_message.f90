! libgfortran words an OPEN failure with strerror in the environment's
! locale (LC_ALL, LC_MESSAGES, LANG) and takes IOSTAT from errno after
! that lookup: where the first lookup in the process looks for a locale
! archive that is not installed, glibc leaves ENOENT there, so the first
! failed OPEN (here STATUS='NEW' on an existing file) reports IOSTAT 2
! with the text of EEXIST, later ones 17.  Where the archive exists the
! first one reports 17 too.
! RUN: %fdiff --env LANG=C.UTF-8 --env LC_ALL=C.UTF-8 %s | %fcheck %s
! RUN: %fdiff %s | %fcheck --check-prefix=C %s
program errno_after_message
  implicit none
  open (10, file='exists.txt', status='replace')
  close (10)
  call try('exists.txt', 'new')
  call try('exists.txt', 'new')
  call try('missing.txt', 'old')
  call try('.', 'old')
contains
  subroutine try(name, st)
    character(len=*), intent(in) :: name, st
    integer :: ios
    character(len=100) :: msg
    open (10, file=name, status=st, iostat=ios, iomsg=msg)
    print '(a,1x,a,1x,i0,1x,a)', name, st, ios, trim(msg)
  end subroutine try
end program errno_after_message
! CHECK:exists.txt new {{(2|17)}} Cannot open file 'exists.txt': File exists
! CHECK-NEXT:exists.txt new 17 Cannot open file 'exists.txt': File exists
! CHECK-NEXT:missing.txt old 2 Cannot open file 'missing.txt': No such file or directory
! CHECK-NEXT:. old 21 Cannot open file '.': Is a directory
! C:exists.txt new 17 Cannot open file 'exists.txt': File exists
! C-NEXT:exists.txt new 17 Cannot open file 'exists.txt': File exists
