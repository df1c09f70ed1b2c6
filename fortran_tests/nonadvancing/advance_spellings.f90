! ADVANCE= given by a variable, in every case and with trailing blanks,
! and misspelt (a leading blank, a prefix, a longer word, an empty
! string, characters next to the letters in ASCII: '/', '%'), for
! WRITE and READ, against libgfortran's IOSTAT and IOMSG.
! RUN: %fdiff %s | %fcheck %s
! CHECK:no 0 []
! CHECK:NO 0 []
! CHECK:No 0 []
! CHECK:nO 0 []
! CHECK:yes 0 []
! CHECK:YES 0 []
! CHECK:yEs 0 []
! CHECK: no 5002 [Bad ADVANCE parameter in data transfer statement]
! CHECK:n 5002 [Bad ADVANCE parameter in data transfer statement]
! CHECK:nope 5002 [Bad ADVANCE parameter in data transfer statement]
! CHECK:yess 5002 [Bad ADVANCE parameter in data transfer statement]
! CHECK: 5002 [Bad ADVANCE parameter in data transfer statement]
! CHECK:N/ 5002 [Bad ADVANCE parameter in data transfer statement]
! CHECK:y%s 5002 [Bad ADVANCE parameter in data transfer statement]
! CHECK:read no 0 [] a
! CHECK:read YES 0 [] b
! CHECK:read nO 0 [] c
! CHECK:read N/ 5002 [Bad ADVANCE parameter in data transfer statement] c
program advance_spellings
  implicit none
  character(len=6) :: words(14)
  character(len=100) :: msg
  character :: c
  integer :: i, u, ios
  words = [character(len=6) :: 'no', 'NO', 'No    ', 'nO', 'yes', 'YES', &
           'yEs', ' no', 'n', 'nope', 'yess', '', 'N/', 'y%s']
  open (newunit=u, file='adv.txt', status='replace')
  do i = 1, size(words)
    msg = ''
    write (u, '(a)', advance=trim(words(i)), iostat=ios, iomsg=msg) 'x'
    print '(a,1x,i0,1x,3a)', trim(words(i)), ios, '[', trim(msg), ']'
  end do
  close (u)
  open (newunit=u, file='adv.txt', status='replace')
  write (u, '(a)') 'abc'
  rewind (u)
  c = ' '
  do i = 1, 4
    msg = ''
    select case (i)
    case (1)
      read (u, '(a1)', advance='no', iostat=ios, iomsg=msg) c
      print '(a,1x,i0,1x,4a)', 'read no', ios, '[', trim(msg), '] ', c
    case (2)
      read (u, '(a1)', advance=words(6), iostat=ios, iomsg=msg) c
      rewind (u)
      print '(a,1x,i0,1x,4a)', 'read YES', ios, '[', trim(msg), '] ', c
    case (3)
      read (u, '(a1)', advance=words(4), iostat=ios, iomsg=msg) c
      read (u, '(a1)', advance=words(4), iostat=ios, iomsg=msg) c
      read (u, '(a1)', advance=words(4), iostat=ios, iomsg=msg) c
      print '(a,1x,i0,1x,4a)', 'read nO', ios, '[', trim(msg), '] ', c
    case (4)
      read (u, '(a1)', advance=words(13), iostat=ios, iomsg=msg) c
      print '(a,1x,i0,1x,4a)', 'read N/', ios, '[', trim(msg), '] ', c
    end select
  end do
  close (u, status='delete')
end program
