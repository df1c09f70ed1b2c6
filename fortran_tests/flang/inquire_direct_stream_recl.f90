! INQUIRE(DIRECT=) of a stream connection opened with RECL=: flang says
! YES, as for a sequential one (its file may position and has a record
! length), NO without RECL=.  (ACCESS= from a variable: flang's
! compiler refuses RECL= with a constant 'STREAM'.)  ftnio said NO (progen --flang seed 1684).
! RUN: %flangdiff %s | %fcheck %s
program inquire_direct_stream_recl
  character(len=8) :: d
  character(len=12) :: st = 'stream'
  open (50, file='a.dat', access=st, recl=10, status='replace')
  inquire (unit=50, direct=d)
  print '(2a)', 'stream recl ', trim(d)
  open (51, file='b.dat', access='stream', status='replace')
  inquire (unit=51, direct=d)
  print '(2a)', 'stream ', trim(d)
  open (52, file='c.dat', access=st, form='unformatted', recl=8, status='replace')
  inquire (unit=52, direct=d)
  print '(2a)', 'unformatted stream recl ', trim(d)
  open (53, file='d.dat', recl=20, status='replace')
  inquire (unit=53, direct=d)
  print '(2a)', 'sequential recl ', trim(d)
end program inquire_direct_stream_recl
! CHECK:stream recl YES
! CHECK-NEXT:stream NO
! CHECK-NEXT:unformatted stream recl YES
! CHECK-NEXT:sequential recl YES
