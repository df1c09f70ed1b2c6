! flang front door: after a data edit failed in a formatted WRITE (a
! type mismatch, a scale factor E refuses), the end of the statement
! still runs the format up to its next data edit, as flang 19's runtime
! does: character constants, '/', X and ':' after the failed edit are
! written, on standard output, a fixed-length record, a sequential
! RECL= record and an internal file (libgfortran writes nothing more).
! RUN: %flangdiff %s | %fcheck %s
program failed_edit_rest
  implicit none
  integer :: ios, u
  character(80) :: msg
  character(6) :: arr(3)
  write(*, "(ES6.4E3,'lit',2F5.1)", iostat=ios, iomsg=msg) 42
  print *, 'A', ios, trim(msg)
  write(*, "('pre',I3,'lit',2F5.1)", iostat=ios, iomsg=msg) 'x'
  print *, 'B', ios, trim(msg)
  write(*, "(I3,'lit',2F5.1)", iostat=ios, iomsg=msg) 5, 'x'
  print *, 'C', ios, trim(msg)
  write(*, "(I3,'lit',2F5.1,'end')", iostat=ios, iomsg=msg) 5, 1.0, 2
  print *, 'D', ios, trim(msg)
  write(*, "(F5.1,'lit',/,'next',I2)", iostat=ios, iomsg=msg) 5
  print *, 'E', ios, trim(msg)
  write(*, "(I2,3X,F5.1,'lit')", iostat=ios, iomsg=msg) 1, 2
  print *, 'G', ios
  msg = '(-4PE12.3,''lit'')'
  write(*, msg, iostat=ios) 1.0
  print *, 'H', ios
  write(*, "(I2,'a',:,'b')", iostat=ios, iomsg=msg) 1, 'x'
  print *, 'A', ios
  write(*, "(I2,'r')", iostat=ios, iomsg=msg) 1, 'x', 3
  print *, 'B', ios
  write(*, "(*(I2,'u',/))", iostat=ios, iomsg=msg) 1, 'x', 3
  print *, 'C', ios
  open (newunit=u, status='scratch', access='direct', form='formatted', recl=6)
  write(u, "(I2,'lit',I2,'toolong')", rec=1, iostat=ios, iomsg=msg) 1, 'x'
  print *, 'D', ios
  read(u, '(a)', rec=1, iostat=ios) msg
  print *, 'D2', ios, '[', trim(msg), ']'
  close (u)
  arr = '#'
  write(arr, "(I2,'p',F4.1,'q',/,'r')", iostat=ios, iomsg=msg) 1, 2
  print *, 'E', ios, '[', arr, ']'
  open (newunit=u, status='scratch', form='formatted', recl=5)
  write(u, "(I2,F3.1,'abcdef')", iostat=ios, iomsg=msg) 1, 2
  print *, 'F', ios
  rewind (u)
  read(u, '(a)', iostat=ios) msg
  print *, 'F2', ios, '[', trim(msg), ']'
  close (u)
end program failed_edit_rest
! CHECK:lit
! CHECK-NEXT: A 1005 Data edit descriptor 'E' may not be used with an INTEGER data item
! CHECK-NEXT:prelit
! CHECK-NEXT: B 1005 Data edit descriptor 'I' may not be used with a CHARACTER data item
! CHECK-NEXT:  5lit
! CHECK-NEXT: C 1005 Data edit descriptor 'F' may not be used with a CHARACTER data item
! CHECK-NEXT:  5lit  1.0end
! CHECK-NEXT: D 1005 Data edit descriptor 'F' may not be used with an INTEGER data item
! CHECK-NEXT:lit
! CHECK-NEXT:next
! CHECK-NEXT: E 1005 Data edit descriptor 'F' may not be used with an INTEGER data item
! CHECK-NEXT: 1   lit
! CHECK-NEXT: G 1005
! CHECK-NEXT:lit
! CHECK-NEXT: H 1031
! CHECK-NEXT: 1ab
! CHECK-NEXT:a
! CHECK-NEXT: A 1005
! CHECK-NEXT: 1r
! CHECK-NEXT:r
! CHECK-NEXT: B 1005
! CHECK-NEXT: 1u
! CHECK-NEXT:u
! CHECK-NEXT: C 1005
! CHECK-NEXT: D 1005
! CHECK-NEXT: D2 0 [ 1lit]
! CHECK-NEXT: E 1005 [ 1pq  r     #     ]
! CHECK-NEXT: F 1005
! CHECK-NEXT: F2 0 [ 1]
