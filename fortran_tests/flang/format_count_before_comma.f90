! flang front door: a repeat count followed by a ',' in a format is
! flang 19's error "Invalid character in FORMAT; at offset N in format
! '...'" (IOSTAT 1005), N where flang began to look for the next edit:
! the ',' or the end of the edit before the count, or right after the
! '(', in the format as given (leading blanks count).  ftnio gave libgfortran's three-line text ("Unexpected
! element ',' in format" with the format and a caret).  Only READs whose
! values are not shown: flang transfers the items before it reaches the
! count (see README).
! RUN: %flangdiff %s | %fcheck %s
program format_count_before_comma
  implicit none
  integer :: ios, i, j
  character(80) :: msg
  character(20) :: f(13)
  character(4) :: b
  b = '1234'
  f = [character(20) :: '(3,i2)', '(3 ,i2)', '(2x,3,i2)', '(3,)', &
       '(3,/,i2)', '  (2x, 12,i2)', '(2x,34,i2)', '(2x,  3,i2)', &
       '(2x,3 ,i2)', '(2x,1x, 3,i2)', '(   3,i2)', '(2x,/,3,i2)', &
       '(2x,/ 3,i2)']
  do i = 1, size(f)
    msg = ''
    read (b, f(i), iostat=ios, iomsg=msg) j
    print '(i0,1x,i0,1x,a)', i, ios, trim(msg)
  end do
end program
! CHECK:1 1005 Invalid character in FORMAT; at offset 1 in format '(3,i2)'
! CHECK-NEXT:2 1005 Invalid character in FORMAT; at offset 1 in format '(3 ,i2)'
! CHECK-NEXT:3 1005 Invalid character in FORMAT; at offset 3 in format '(2x,3,i2)'
! CHECK-NEXT:4 1005 Invalid character in FORMAT; at offset 1 in format '(3,)'
! CHECK-NEXT:5 1005 Invalid character in FORMAT; at offset 1 in format '(3,/,i2)'
! CHECK-NEXT:6 1005 Invalid character in FORMAT; at offset 5 in format '(2x, 12,i2)'
! CHECK-NEXT:7 1005 Invalid character in FORMAT; at offset 3 in format '(2x,34,i2)'
! CHECK-NEXT:8 1005 Invalid character in FORMAT; at offset 3 in format '(2x,  3,i2)'
! CHECK-NEXT:9 1005 Invalid character in FORMAT; at offset 3 in format '(2x,3 ,i2)'
! CHECK-NEXT:10 1005 Invalid character in FORMAT; at offset 6 in format '(2x,1x, 3,i2)'
! CHECK-NEXT:11 1005 Invalid character in FORMAT; at offset 1 in format '(   3,i2)'
! CHECK-NEXT:12 1005 Invalid character in FORMAT; at offset 5 in format '(2x,/,3,i2)'
! CHECK-NEXT:13 1005 Invalid character in FORMAT; at offset 5 in format '(2x,/ 3,i2)'
