! flang's runtime ends a record only at a newline, dropping one carriage
! return right before it: a lone CR is a character of its record, read
! by A (and counted by SIZE=), refused by I, passed by X and T.  ftnio
! ended the record there as libgfortran does (input_fuzz.py --flang
! seeds 34, 37).
! RUN: %flangdiff %s | %fcheck %s
program formatted_lone_cr_is_data
  implicit none
  character(12) :: s
  integer :: ios, i, n
  character(100) :: msg
  open(10, file='cr.txt', access='stream', form='unformatted', &
       status='replace')
  write(10) 'ab'//achar(13)//'cd'//achar(10)
  write(10) 'ef'//achar(13)//achar(10)
  write(10) '12'//achar(13)//'34'//achar(10)
  write(10) 'x'//achar(13)//'y'//achar(13)//achar(13)//achar(10)
  write(10) 'gh'//achar(13)
  close(10)
  open(11, file='cr.txt', status='old')
  do i = 1, 2
    s = '?'
    read(11, '(a)', iostat=ios, iomsg=msg) s
    print '(i0,1x,i0,1x,a)', ios, len_trim(s), show(s)
  end do
  msg = 'none'; n = -1
  read(11, '(i5)', iostat=ios, iomsg=msg) n
  print '(i0,1x,i0,1x,a)', ios, n, show(trim(msg))
  rewind(11)
  s = '?'
  read(11, '(t4,a)', iostat=ios) s
  print '(i0,1x,a)', ios, show(s)
  s = '?'
  read(11, '(2x,a)', iostat=ios) s
  print '(i0,1x,a)', ios, show(s)
  read(11, *)
  s = '?'
  read(11, '(a)', advance='no', size=n, iostat=ios) s
  print '(i0,1x,i0,1x,a)', ios, n, show(s)
  s = '?'
  read(11, '(a)', iostat=ios) s
  print '(i0,1x,a)', ios, show(s)
  s = '?'
  read(11, '(a)', iostat=ios) s
  print '(i0,1x,a)', ios, show(s)
  close(11, status='delete')
contains
  ! The value with each CR shown as '^', in brackets.
  function show(v) result(r)
    character(*), intent(in) :: v
    character(len(v) + 2) :: r
    integer :: k
    r = '[' // v // ']'
    do k = 1, len(r)
      if (r(k:k) == achar(13)) r(k:k) = '^'
    end do
  end function
end program
! CHECK:0 5 [ab^cd       ]
! CHECK-NEXT:0 2 [ef          ]
! CHECK-NEXT:1001 -1 [Bad character '^' in INTEGER input field]
! CHECK-NEXT:0 [cd          ]
! CHECK-NEXT:0 [            ]
! CHECK-NEXT:-2 4 [x^y^        ]
! CHECK-NEXT:0 [gh^         ]
! CHECK-NEXT:-1 [?           ]
