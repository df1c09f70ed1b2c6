! A formatted READ's X, TR or T that meets a carriage return: libgfortran
! ends the record there as at a newline (and takes a newline right after
! the CR with it), so the fields after the skip read as empty and the next
! record starts after the CR.  ftnio's skip passed the CR as data (only
! fields stopped at it).  Lone CR and CR-LF, sequential and stream files,
! PAD='YES' and 'NO', advancing and non-advancing READs (SIZE=), and the
! record the next READ gets.  Found by a random input fuzzer.  (Not a
! stream file under PAD='NO': libgfortran's columns there count the CR.)
! RUN: %fdiff %s
program skip_cr_record_end
  implicit none
  integer :: ios, j, k, m, n, i1
  character(5) :: s1, s2, s3
  character(80) :: msg
  character(12) :: acc(2) = [character(12) :: 'sequential', 'stream']
  character(3) :: pads(2) = ['yes', 'no ']
  character(12) :: f(6) = [character(12) :: '(t3,a2)', '(2x,a2)', &
      '(tr2,a2)', '(a4)', '(a1,t3,a2)', '(3x,i2)']
  open(10, file='skip_cr.txt', access='stream', form='unformatted', &
       status='replace')
  write(10) achar(13) // ',NaN , 0 ' // achar(10) // '(1,2)  2*7' // &
      achar(10) // 'ab' // achar(13) // achar(10) // 'cdef' // achar(10) // &
      '12' // achar(13) // '34567' // achar(10)
  close(10)
  do j = 1, 2
    do m = 1, 2
      if (j == 2 .and. m == 2) cycle
      do k = 1, size(f)
        open(11, file='skip_cr.txt', status='old', access=acc(j), &
             form='formatted', pad=pads(m))
        s1 = '?'; s2 = '?'; s3 = '?'; msg = 'none'; i1 = -1
        if (k == 6) then
          read(11, f(k), iostat=ios, iomsg=msg) i1, i1, i1
        else
          read(11, f(k), iostat=ios, iomsg=msg) s1, s2, s3
        end if
        print '(a,1x,a,1x,a,1x,i0,1x,a,1x,a,1x,i0)', trim(acc(j)), &
            trim(pads(m)), trim(f(k)), ios, trim(msg), &
            '[' // s1 // s2 // s3 // ']', i1
        s1 = '?'
        read(11, '(a)', iostat=ios) s1
        print '(2a,1x,i0)', '  next: ', s1, ios
        close(11)
      end do
      ! Non-advancing: the skip's EOR, SIZE=, and where the next READ is.
      open(11, file='skip_cr.txt', status='old', access=acc(j), &
           form='formatted', pad=pads(m))
      do k = 1, 5
        s1 = '?'; s2 = '?'; n = -9; msg = 'none'
        read(11, '(3x,a2)', iostat=ios, iomsg=msg, advance='no', size=n) s1
        print '(a,1x,i0,1x,a,1x,a,1x,i0)', '  nonadv', ios, trim(msg), &
            '[' // s1 // ']', n
      end do
      close(11)
    end do
  end do
end program
