! flang front door: INQUIRE answers flang words its own way: CONVERT= is
! NATIVE or SWAP (UNDEFINED without a connection), and DIRECT= is YES for
! a sequential connection opened with RECL=.
! RUN: %flangdiff %s | %fcheck %s
program inquire_convert_direct
  implicit none
  integer :: u
  character(len=10) :: d, s, st, c
  open(newunit=u, file='x.dat', status='replace')
  inquire(u, direct=d, sequential=s, stream=st, convert=c); print *, 'seq  ', d, s, st, c
  close(u)
  open(newunit=u, file='x.dat', status='replace', recl=50)
  inquire(u, direct=d, sequential=s, stream=st); print *, 'seqr ', d, s, st
  close(u)
  open(newunit=u, file='x.dat', status='replace', access='direct', recl=50)
  inquire(u, direct=d, sequential=s, stream=st); print *, 'dir  ', d, s, st
  close(u)
  open(newunit=u, file='x.dat', status='replace', access='stream')
  inquire(u, direct=d, sequential=s, stream=st); print *, 'strm ', d, s, st
  close(u)
  open(newunit=u, file='x.dat', status='replace', form='unformatted', convert='little_endian')
  inquire(u, convert=c); print *, c
  close(u)
  open(newunit=u, file='x.dat', status='replace', form='unformatted', convert='native')
  inquire(u, convert=c); print *, c
  close(u)
  open(newunit=u, file='x.dat', status='replace', form='unformatted', convert='swap')
  inquire(u, convert=c); print *, c
  close(u, status='delete')
  inquire(file='x.dat', direct=d, sequential=s, stream=st, convert=c); print *, 'nofile ', d, s, st, c
  inquire(99, direct=d, sequential=s, stream=st, convert=c); print *, 'nounit ', d, s, st, c
end program
! CHECK: seq  NO        YES       NO        NATIVE    
! CHECK-NEXT: seqr YES       YES       NO        
! CHECK-NEXT: dir  YES       NO        NO        
! CHECK-NEXT: strm NO        NO        YES       
! CHECK-NEXT: NATIVE    
! CHECK-NEXT: NATIVE    
! CHECK-NEXT: SWAP      
! CHECK-NEXT: nofile UNKNOWN   UNKNOWN   UNKNOWN   UNDEFINED 
! CHECK-NEXT: nounit UNKNOWN   UNKNOWN   UNKNOWN   UNDEFINED 
