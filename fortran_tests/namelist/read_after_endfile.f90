! A namelist READ refused after the endfile record (IOSTAT 5001): libgfortran
! reads the group all the same (its finalize_transfer reads it before it
! looks at the statement's error), storing the values before the bad name
! `u`, and the next statements go on from where it stopped.  ENDFILE
! cannot cut standard input (a regular file or a pipe), so the records
! after the endfile record are still there to read.
! RUN: %fdiff --stdin %S/Inputs/after_endfile.txt %s | %fcheck %s
! RUN: %fdiff --stdin-pipe %S/Inputs/after_endfile.txt %s | %fcheck --check-prefix=PIPE %s
program read_after_endfile
  implicit none
  integer :: ios, v, w
  character(len=120) :: msg
  character(len=20) :: line
  namelist /g/ v, w
  v = -1
  w = -1
  msg = ''
  endfile (5, iostat=ios, iomsg=msg)
  print '(i0,1x,a)', ios, trim(msg)
  msg = ''
  read (*, nml=g, iostat=ios, iomsg=msg)
  print '(i0,1x,a)', ios, trim(msg)
  print '(a,i0,1x,i0)', 'v w: ', v, w
  call next_line()
  msg = ''
  backspace (5, iostat=ios, iomsg=msg)
  print '(a,i0)', 'backspace: ', ios
  call next_line()
  call next_line()
contains
  subroutine next_line()
    line = '(none)'
    msg = ''
    read (*, '(a)', iostat=ios, iomsg=msg) line
    print '(i0,1x,a,1x,3a)', ios, trim(msg), '[', trim(line), ']'
  end subroutine next_line
end program read_after_endfile
! CHECK:22 Invalid argument
! CHECK-NEXT:5001 Sequential READ or WRITE not allowed after EOF marker, possibly use REWIND or BACKSPACE
! CHECK-NEXT:v w: 1 -1
! CHECK-NEXT:5001 Sequential READ or WRITE not allowed after EOF marker, possibly use REWIND or BACKSPACE [(none)]
! CHECK-NEXT:backspace: 0
! CHECK-NEXT:0  [2 w=3 /]
! CHECK-NEXT:0  [after1]
! PIPE:22 Invalid argument
! PIPE-NEXT:5001 Sequential READ or WRITE not allowed after EOF marker, possibly use REWIND or BACKSPACE
! PIPE-NEXT:v w: 1 -1
! PIPE-NEXT:5001 Sequential READ or WRITE not allowed after EOF marker, possibly use REWIND or BACKSPACE [(none)]
! PIPE-NEXT:backspace: 0
! PIPE-NEXT:-1 End of file [(none)]
! PIPE-NEXT:5001 Sequential READ or WRITE not allowed after EOF marker, possibly use REWIND or BACKSPACE [(none)]
