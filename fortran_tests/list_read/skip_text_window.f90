! List-directed READ that skips the rest of a record (no items, or items
! fewer than the values) and reads CHARACTER values, delimited and not:
! ftnio takes the plain chars of such text from the record in place (the
! input window), stopping where next() must look at a char itself: a
! quote, a separator, a record end.  Records longer than the unit's
! buffer, strings that cross it, doubled quotes, strings over records,
! '/', ';' under DECIMAL='COMMA', tabs, a newline character inside an
! internal record, and a value longer than its variable.
! RUN: %fdiff %s | %fcheck %s
program skip_text_window
  implicit none
  character(300) :: a, b, c, d
  character(5) :: short
  character(20) :: rec(2)
  integer :: k, ios, u, j
  open(newunit=u, file='skip_text_window.dat', status='replace')
  write(u, '(a)') repeat('skip me, ''quoted'' / ', 5000)
  write(u, '(a)') '7 trailing junk ''unclosed'
  write(u, '(a)') repeat('x', 70000) // ' next'
  write(u, '(a)') 'it''s ''it''''s'' "dq""x" tail'
  write(u, '(a)') '''spans'
  write(u, '(a)') 'records'' after'
  write(u, '(a)') 'abc/def ghi'
  write(u, '(a)') 'tab' // achar(9) // 'sep,comma;semi'
  write(u, '(a)') 'toolongvalue rest'
  write(u, '(a)') '3*ab 2*''q r'''
  close(u)
  open(newunit=u, file='skip_text_window.dat', status='old')
  read(u, *, iostat=ios)
  print '(a,i0)', 'skip ', ios
  read(u, *, iostat=ios) k
  print '(a,i0,1x,i0)', 'k ', ios, k
  a = '?'; b = '?'
  read(u, *, iostat=ios) a, b
  print '(a,i0,1x,i0,1x,a,1x,a)', 'long ', ios, len_trim(a), a(1:3), trim(b)
  read(u, *, iostat=ios) a, b, c, d
  print '(a,i0,4(1x,a))', 'quotes ', ios, trim(a), trim(b), trim(c), trim(d)
  read(u, *, iostat=ios) a, b
  print '(a,i0,1x,a,1x,a)', 'spans ', ios, trim(a), trim(b)
  a = '?'; b = '?'
  read(u, *, iostat=ios) a, b
  print '(a,i0,1x,a,1x,a)', 'slash ', ios, trim(a), trim(b)
  read(u, *, iostat=ios) a, b
  print '(a,i0,1x,a,1x,a)', 'tab ', ios, trim(a), trim(b)
  read(u, *, iostat=ios) short, b
  print '(a,i0,1x,a,1x,a)', 'short ', ios, short, trim(b)
  read(u, *, iostat=ios) short, a, b
  print '(a,i0,1x,a,1x,a,1x,a)', 'repeat ', ios, short, trim(a), trim(b)
  read(u, *, iostat=ios)
  print '(a,i0)', 'end ', ios
  close(u)
  open(newunit=u, file='skip_text_window.dat', status='old', decimal='comma')
  do j = 1, 7
    read(u, *)
  end do
  read(u, *, iostat=ios) a, b, c
  print '(a,i0,3(1x,a))', 'comma ', ios, trim(a), trim(b), trim(c)
  close(u, status='delete')
  rec(1) = 'ab' // achar(10) // 'cd ef'
  rec(2) = 'gh ij'
  read(rec, *, iostat=ios) a, b
  print '(a,i0,1x,a,1x,a)', 'internal nl ', ios, trim(a), trim(b)
  read(rec, *, iostat=ios)
  print '(a,i0)', 'internal skip ', ios
  read(rec(1), *, iostat=ios) k
  print '(a,i0)', 'internal bad ', ios
end program
! CHECK:skip 0
! CHECK-NEXT:k 0 7
! CHECK-NEXT:long 0 300 xxx next
! CHECK-NEXT:quotes 0 it's it's dq"x tail
! CHECK-NEXT:spans 0 spansrecords after
! CHECK-NEXT:slash 0 abc ?
! CHECK-NEXT:tab 0 tab sep
! CHECK-NEXT:short 0 toolo rest
! CHECK-NEXT:repeat 0 ab    ab ab
! CHECK-NEXT:end -1
! CHECK-NEXT:comma 0 tab sep dq"x
! CHECK-NEXT:internal nl 0 ab cd
! CHECK-NEXT:internal skip 0
! CHECK-NEXT:internal bad 5010
