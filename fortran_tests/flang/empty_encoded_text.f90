! flang's runtime writes encoded text (CHARACTER(KIND=4) on any external
! unit, default-kind text on an ENCODING='UTF-8' one) with no characters
! as nothing at all: an X or TR before it stays pending, so a record
! ending there has no trailing blanks (progen --flang --variants seeds
! 2026, 2051, 2068, 2115 under DEFAULT_UTF8=1).  Default-kind text on
! other units writes the pending blanks.
! RUN: %flangdiff %s | %fcheck %s
! RUN: %flangdiff --env DEFAULT_UTF8=1 %s | %fcheck --check-prefix=UTF8 %s
program empty_encoded_text
  character(len=0) :: e
  character(kind=4, len=0) :: e4
  print '(a,1x,i0,1x,a,"|")', 'S', 0, ''
  print '(a,1x,i0,1x,a)', 'S', 0, ''
  print '(a,3x,a,2x,a,"|")', 'x', '', 'y'
  print '(a,3x,a)', 'x', e
  print '(a,t10,a,"|")', 'x', ''
  print '(a,3x,a)', 'x', e4
  print '(a,3x,a,"|")', 'x', e4
end program empty_encoded_text
! CHECK:S 0 |
! CHECK-NEXT:S 0 
! CHECK-NEXT:x     y|
! CHECK-NEXT:x   
! CHECK-NEXT:x        |
! CHECK-NEXT:x
! CHECK-NEXT:x   |
! UTF8:S 0 |
! UTF8-NEXT:S 0
! UTF8-NEXT:x     y|
! UTF8-NEXT:x
! UTF8-NEXT:x        |
! UTF8-NEXT:x
! UTF8-NEXT:x   |
