! flang front door: undelimited list-directed CHARACTER values that start
! with digits, and the separator after a value cut at the item's length,
! as flang 19 reads them.  Digits and then other characters make one
! string of at most the item's length ("00aXZb" into CHARACTER(3) is
! "00a", and "XZb" is the next value); digits past the length are read
! again as the next value; a '/' after digits is taken with the value
! and the next item reads on; a separator right after a value cut at the
! length is that value's ("abc,def" is "abc" and "def").
! RUN: %flangdiff %s | %fcheck %s
program list_undelimited_digits
  implicit none
  character(3) :: c1, c2
  integer :: i, ios, k
  character(100) :: msg
  character(20), parameter :: inputs(15) = [character(20) :: '00aXZb 7', &
    '12345x 7', '12x 7', '1234 7', '12/ 7', '123 7', '1a2b3c4 7', &
    '00a,XZb 7', '99999999a 7', 'abc,def 7', 'abc ,,7', 'abcd/ 7', &
    'ab/ cd 7', '1,,2 7', '123x 7']
  do k = 1, size(inputs)
    c1 = '?'
    c2 = '?'
    i = -1
    msg = ''
    read (inputs(k), *, iostat=ios, iomsg=msg) c1, c2, i
    print '(a,1x,i0,2(1x,a),1x,i0,1x,a)', trim(inputs(k)), ios, &
      '['//c1//']', '['//c2//']', i, trim(msg)
  end do
end program list_undelimited_digits
! CHECK:00aXZb 7 0 [00a] [XZb] 7 
! CHECK-NEXT:12345x 7 0 [123] [45x] 7 
! CHECK-NEXT:12x 7 -1 [12x] [7  ] -1 End of file during input
! CHECK-NEXT:1234 7 0 [123] [4  ] 7 
! CHECK-NEXT:12/ 7 -1 [12 ] [7  ] -1 End of file during input
! CHECK-NEXT:123 7 -1 [123] [7  ] -1 End of file during input
! CHECK-NEXT:1a2b3c4 7 0 [1a2] [b3c] 4 
! CHECK-NEXT:00a,XZb 7 0 [00a] [XZb] 7 
! CHECK-NEXT:99999999a 7 1001 [999] [999] -1 Bad character 'a' in INTEGER input field
! CHECK-NEXT:abc,def 7 0 [abc] [def] 7 
! CHECK-NEXT:abc ,,7 0 [abc] [?  ] 7 
! CHECK-NEXT:abcd/ 7 0 [abc] [d  ] 7 
! CHECK-NEXT:ab/ cd 7 0 [ab ] [cd ] 7 
! CHECK-NEXT:1,,2 7 0 [1  ] [2  ] 7 
! CHECK-NEXT:123x 7 0 [123] [x  ] 7 
