! SPDX-License-Identifier: MIT
! Oracle for data/format_errors.txt (see format_errors_gen.py): for each
! line of standard input, used as a CHARACTER-variable format, runs a WRITE
! (argument w) or READ (argument r) with no data items on an internal unit
! and prints IOSTAT, the IOMSG and a marker; stderr gets a marker too, so
! run-time warnings can be matched to their format.  The main program is
! compiled separately with the compile flags under test.
subroutine run()
  implicit none
  character(len=:), allocatable :: line
  character(len=8000) :: msg
  character(len=400) :: out
  character(len=8) :: mode
  integer :: ios, n, ios2
  allocate(character(len=4000000) :: line)
  call get_command_argument(1, mode)
  do
    read(*,'(A)',advance='no',size=n,iostat=ios2) line
    if (ios2 > 0 .or. ios2 == -1) exit
    msg = ''
    ios = 0
    select case (trim(mode))
    case ('w')
      write(out, line(1:n), iostat=ios, iomsg=msg)
    case ('r')
      out = '1 2 3 4 5 6 7 8 9'
      read(out, line(1:n), iostat=ios, iomsg=msg)
    end select
    write(*,'(I0)') ios
    write(*,'(A)') msg(1:len_trim(msg))
    write(*,'(A)') '@@END@@'
    flush(6)
    write(0,'(A)') '@@END@@'
  end do
end subroutine
