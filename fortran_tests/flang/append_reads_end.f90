! flang front door: after OPEN with POSITION='APPEND' every READ of the
! unit meets the end of the file, after a REWIND or BACKSPACE too, until
! the unit's first WRITE: flang 19's runtime keeps the OPEN's endfile
! record until then (issue 18; progen --flang seeds 413, 446).  An
! ENDFILE after such an END cuts nothing.
! RUN: %flangdiff %s | %fcheck %s
program append_reads_end
  implicit none
  integer :: ios, v
  character(10) :: c
  open (70, file='are.dat', status='replace')
  write (70, '(a)') 'one'
  write (70, '(a)') 'two'
  close (70)
  open (70, file='are.dat', position='append')
  rewind (70)
  c = 'init'
  read (70, '(a)', iostat=ios) c
  print *, 'rewind', ios, c
  backspace (70, iostat=ios)
  read (70, *, iostat=ios) c
  print *, 'backspace', ios, c
  endfile (70, iostat=ios)
  rewind (70)
  read (70, *, iostat=ios) c
  print *, 'endfile', ios, c
  close (70)
  open (70, file='are.dat', position='append', access='stream', &
        form='formatted')
  rewind (70)
  read (70, '(a)', iostat=ios) c
  print *, 'stream', ios, c
  close (70)
  open (70, file='are.dat')
  read (70, '(a)', iostat=ios) c
  print *, 'reopened', ios, c
  close (70)
  open (70, file='are.dat', position='append')
  write (70, '(a)') 'three'
  rewind (70)
  read (70, '(a)', iostat=ios) c
  print *, 'written', ios, c
  close (70, status='delete')
  open (70, file='areu.dat', status='replace', form='unformatted')
  write (70) 5
  close (70)
  open (70, file='areu.dat', position='append', form='unformatted')
  rewind (70)
  v = 0
  read (70, iostat=ios) v
  print *, 'unformatted', ios, v
  close (70, status='delete')
end program
! CHECK: rewind -1 init      
! CHECK-NEXT: backspace -1 init      
! CHECK-NEXT: endfile -1 init      
! CHECK-NEXT: stream -1 init      
! CHECK-NEXT: reopened 0 one       
! CHECK-NEXT: written 0 one       
! CHECK-NEXT: unformatted -1 0
