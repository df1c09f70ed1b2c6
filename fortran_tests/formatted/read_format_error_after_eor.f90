! A formatted READ stopped by a format error stays where it got to, as in
! libgfortran; when one of its fields or an X/T skip met the record's end
! that is past the newline (libgfortran's read_sf took it), so the next
! READ reads the next record.  A field that ended exactly at the newline,
! or a TL back into the record, leaves the newline unread (stream files
! count no columns: TL does not move back there).  ENDFILE after it cuts
! after the record that follows.  Sequential and stream files.
! RUN: %fdiff %s | %fcheck %s
program read_format_error_after_eor
  implicit none
  integer :: ios, i, j
  character(8) :: line
  call run('stream')
  call run('sequential')
  open (50, file='fe3.dat', form='formatted', status='replace')
  write (50, '(a)') '-1', '.000NaN', 'xyz', 'last'
  rewind (50)
  read (50, '(I6,F8.1)', iostat=ios) i, j
  print '(i0)', ios
  endfile (50, iostat=ios)
  print '(i0)', ios
  rewind (50)
  do
    read (50, '(a)', iostat=ios) line
    if (ios /= 0) exit
    print '(3a)', '[', line, ']'
  end do
  close (50)
contains
  subroutine run(acc)
    character(*), intent(in) :: acc
    open (50, file='fe_'//acc//'.dat', access=acc, form='formatted', &
          status='replace')
    write (50, '(a)') '12', '.000NaN', 'xyz'
    call try('(I2,F8.1)')
    call try('(I4,F8.1)')
    call try('(I4,x,F8.1)')
    call try('(I2,3x,F8.1)')
    call try('(I4,tl3,F8.1)')
    call try('(I4,/,F8.1)')
    call try('(a1,I2)')
    call try('(a8,I2)')
    rewind (50)
    read (50, '(I4)', iostat=ios, advance='no') i
    read (50, '(I4,F8.1)', iostat=ios) i, j
    line = 'init'
    read (50, '(a)', iostat=ios) line
    print '(a,1x,i0,3a)', 'nonadv', ios, ' [', line, ']'
    close (50)
  end subroutine run
  subroutine try(fmt)
    character(*), intent(in) :: fmt
    character(80) :: msg
    rewind (50)
    msg = ''
    read (50, fmt, iostat=ios, iomsg=msg) i, j
    line = 'init'
    read (50, '(a)', iostat=ios) line
    print '(a,1x,i0,3a)', fmt, ios, ' [', line, ']'
  end subroutine try
end program read_format_error_after_eor
! CHECK:(I2,F8.1) 0 [        ]
! CHECK-NEXT:(I4,F8.1) 0 [.000NaN ]
! CHECK-NEXT:(I4,x,F8.1) 0 [.000NaN ]
! CHECK-NEXT:(I2,3x,F8.1) 0 [.000NaN ]
! CHECK-NEXT:(I4,tl3,F8.1) 0 [.000NaN ]
! CHECK-NEXT:(I4,/,F8.1) 0 [.000NaN ]
! CHECK-NEXT:(a1,I2) 0 [.000NaN ]
! CHECK-NEXT:(a8,I2) 0 [.000NaN ]
! CHECK-NEXT:nonadv 0 [xyz     ]
! CHECK-NEXT:(I2,F8.1) 0 [        ]
! CHECK-NEXT:(I4,F8.1) 0 [.000NaN ]
! CHECK-NEXT:(I4,x,F8.1) 0 [.000NaN ]
! CHECK-NEXT:(I2,3x,F8.1) 0 [.000NaN ]
! CHECK-NEXT:(I4,tl3,F8.1) 0 [12      ]
! CHECK-NEXT:(I4,/,F8.1) 0 [.000NaN ]
! CHECK-NEXT:(a1,I2) 0 [.000NaN ]
! CHECK-NEXT:(a8,I2) 0 [.000NaN ]
! CHECK-NEXT:nonadv 0 [xyz     ]
! CHECK-NEXT:5006
! CHECK-NEXT:0
! CHECK-NEXT:[-1      ]
! CHECK-NEXT:[.000NaN ]
