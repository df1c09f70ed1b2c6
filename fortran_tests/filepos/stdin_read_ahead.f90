! BACKSPACE, ENDFILE and REWIND of standard input that cannot go back (a
! pipe): libgfortran forgets the read-ahead of its record buffer, which it
! fills 80 bytes at a time past the character that needed them, and the
! next READ goes on after it (from the middle of a record).  ENDFILE on a
! read-only regular file fails to cut it and leaves it where that
! read-ahead ended too.  Scenarios by argument; the input has 772 bytes.
! RUN: %fdiff --stdin-pipe %S/Inputs/stdin_records.txt --arg a %s | %fcheck --check-prefix=A %s
! RUN: %fdiff --stdin-pipe %S/Inputs/stdin_records.txt --arg b %s | %fcheck --check-prefix=B %s
! RUN: %fdiff --stdin-pipe %S/Inputs/stdin_records.txt --arg c %s | %fcheck --check-prefix=C %s
! RUN: %fdiff --stdin-pipe %S/Inputs/stdin_records.txt --arg d %s | %fcheck --check-prefix=D %s
! RUN: %fdiff --stdin-pipe %S/Inputs/stdin_records.txt --arg e %s | %fcheck --check-prefix=E %s
! RUN: %fdiff --stdin-pipe %S/Inputs/stdin_records.txt --arg f %s | %fcheck --check-prefix=F %s
! RUN: %fdiff --stdin-pipe %S/Inputs/stdin_records.txt --arg g %s | %fcheck --check-prefix=G %s
! RUN: %fdiff --stdin %S/Inputs/stdin_records.txt --arg d %s | %fcheck --check-prefix=D %s
! RUN: %fdiff --stdin %S/Inputs/stdin_records.txt --arg e %s | %fcheck --check-prefix=E %s
program stdin_read_ahead
  implicit none
  integer :: ios, i, n
  character(len=120) :: msg
  character(len=40) :: line
  character(len=8) :: arg
  call get_command_argument(1, arg)
  select case (arg)
  case ('a')   ! one record, BACKSPACE, records
    call rd(1)
    call bs()
    call rd(3)
  case ('b')   ! many records (past 80 bytes), BACKSPACE
    call rd(9)
    call bs()
    call rd(3)
  case ('c')   ! a short field of a long record: the error leaves the record
    read (5, '(i3)', iostat=ios, iomsg=msg) n
    print '(a,i0)', 'i3: ', ios
    call bs()
    call rd(2)
  case ('d')   ! ENDFILE, BACKSPACE, READ
    call rd(2)
    call ef()
    call bs()
    call rd(2)
  case ('e')   ! list-directed READ stays in its record; ENDFILE; BACKSPACE
    read (5, *, iostat=ios, iomsg=msg) line
    print '(a,i0,1x,a)', 'list: ', ios, trim(line)
    call ef()
    call bs()
    call rd(2)
  case ('f')   ! two BACKSPACEs
    call rd(5)
    call bs()
    call rd(1)
    call bs()
    call rd(2)
  case ('g')   ! non-advancing READ then BACKSPACE
    read (5, '(a4)', advance='no', iostat=ios, iomsg=msg) line
    print '(a,i0,1x,a)', 'nonadv: ', ios, trim(line)
    call bs()
    call rd(2)
  end select
contains
  subroutine rd(k)
    integer, intent(in) :: k
    do i = 1, k
      line = '(none)'
      msg = ''
      read (5, '(a)', iostat=ios, iomsg=msg) line
      print '(i0,1x,a,1x,3a)', ios, trim(msg), '[', trim(line), ']'
    end do
  end subroutine rd
  subroutine bs()
    msg = ''
    backspace (5, iostat=ios, iomsg=msg)
    print '(a,i0,3a)', 'backspace: ', ios, ' [', trim(msg), ']'
  end subroutine bs
  subroutine ef()
    msg = ''
    endfile (5, iostat=ios, iomsg=msg)
    print '(a,i0,3a)', 'endfile: ', ios, ' [', trim(msg), ']'
  end subroutine ef
end program stdin_read_ahead
! A:0  [line01 aa]
! A-NEXT:backspace: 29 [Illegal seek]
! A-NEXT:0  [ abcdefabcdefabcdef]
! A-NEXT:0  [line07 abcdefgabcdefgabcdefgabcdefg]
! A-NEXT:0  [line08 abcdefgh]
! B:0  [line01 aa]
! B-NEXT:0  [line02 ababab]
! B-NEXT:0  [line03 abcabcabcabc]
! B-NEXT:0  [line04 abcd]
! B-NEXT:0  [line05 abcdeabcde]
! B-NEXT:0  [line06 abcdefabcdefabcdef]
! B-NEXT:0  [line07 abcdefgabcdefgabcdefgabcdefg]
! B-NEXT:0  [line08 abcdefgh]
! B-NEXT:0  [line09 abcdefghiabcdefghi]
! B-NEXT:backspace: 29 [Illegal seek]
! B-NEXT:0  [d]
! B-NEXT:0  [line15 abcdeabcdeabcdeabcde]
! B-NEXT:0  [line16 abcdef]
! C:i3: 5010
! C-NEXT:backspace: 29 [Illegal seek]
! C-NEXT:0  [ abcdefabcdefabcdef]
! C-NEXT:0  [line07 abcdefgabcdefgabcdefgabcdefg]
! D:0  [line01 aa]
! D-NEXT:0  [line02 ababab]
! D-NEXT:endfile: 22 [Invalid argument]
! D-NEXT:backspace: 0 []
! D-NEXT:0  [ abcdefabcdefabcdef]
! D-NEXT:0  [line07 abcdefgabcdefgabcdefgabcdefg]
! E:list: 0 line01
! E-NEXT:endfile: 22 [Invalid argument]
! E-NEXT:backspace: 0 []
! E-NEXT:0  [ abcdefabcdefabcdef]
! E-NEXT:0  [line07 abcdefgabcdefgabcdefgabcdefg]
! F:0  [line01 aa]
! F-NEXT:0  [line02 ababab]
! F-NEXT:0  [line03 abcabcabcabc]
! F-NEXT:0  [line04 abcd]
! F-NEXT:0  [line05 abcdeabcde]
! F-NEXT:backspace: 29 [Illegal seek]
! F-NEXT:0  [ abcdefabcdefabcdef]
! F-NEXT:backspace: 29 [Illegal seek]
! F-NEXT:0  [bcdefghiabcdefghi]
! F-NEXT:0  [line10]
! G:nonadv: 0 line
! G-NEXT:backspace: 29 [Illegal seek]
! G-NEXT:0  [ abcdefabcdefabcdef]
! G-NEXT:0  [line07 abcdefgabcdefgabcdefgabcdefg]
