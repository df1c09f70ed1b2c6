! OPEN failures reported by the operating system: IOSTAT is the errno and
! the message "Cannot open file '<name>': <strerror>" (a directory, a
! missing directory, an executable being run, a read-only file opened for
! writing).  Without ACTION= a file that cannot be opened read-write is
! opened read-only (ACTION='READ' reported) or write-only, as libgfortran
! retries; with ACTION= there is no retry.
! RUN: %fdiff %s | %fcheck %s
program os_errors
  implicit none
  call try('.', '')
  call try('no_such_dir/x.txt', '')
  call try('/proc/self/exe', '')
  call try('/sys/devices/system/cpu/online', '')
  call try('/sys/devices/system/cpu/online', 'readwrite')
  call try('/sys/devices/system/cpu/online', 'read')
contains
  subroutine try(name, act)
    character(len=*), intent(in) :: name, act
    integer :: ios
    character(len=100) :: msg
    character(len=12) :: got
    msg = 'untouched'
    got = 'unconnected'
    if (act == '') then
      open (10, file=name, status='old', iostat=ios, iomsg=msg)
    else
      open (10, file=name, status='old', action=act, iostat=ios, iomsg=msg)
    end if
    if (ios == 0) inquire (10, action=got)
    print *, name, ' ', act, ios, trim(msg), ' ', trim(got)
    close (10)
  end subroutine try
end program os_errors
! CHECK: .           21 Cannot open file '.': Is a directory unconnected
! CHECK-NEXT: no_such_dir/x.txt            2 Cannot open file 'no_such_dir/x.txt': No such file or directory unconnected
! CHECK-NEXT: /proc/self/exe           26 Cannot open file '/proc/self/exe': Text file busy unconnected
! CHECK-NEXT: /sys/devices/system/cpu/online            0 untouched READ
! CHECK-NEXT: /sys/devices/system/cpu/online readwrite          13 Cannot open file '/sys/devices/system/cpu/online': Permission denied unconnected
! CHECK-NEXT: /sys/devices/system/cpu/online read           0 untouched READ
