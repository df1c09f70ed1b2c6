! A coarray program (caf, cafrun): every image writes its own file
! (formatted and unformatted), SYNC ALL, then image 1 reads every image's
! files, prints what it read and writes a collected file; every image also
! prints one line to the shared stdout.  Files and sorted lines must be
! libgfortran's, with 2 and 4 images.
! REQUIRES: coarray
! UNSUPPORTED: sanitize
! RUN: %mpidiff --caf --show-file=all.txt %s | %fcheck %s
! CHECK:np=2
! CHECK-NEXT:image 1 of 2 wrote img.1
! CHECK-NEXT:image 1 read img.1: 'image 1 value 1.5000' 2.5000000000000000
! CHECK-NEXT:image 1 read img.2: 'image 2 value 3.0000' 5.0000000000000000
! CHECK-NEXT:image 2 of 2 wrote img.2
! CHECK-NEXT:total 4.50
! CHECK-NEXT:file all.txt
! CHECK-NEXT:image 1 value 1.5000
! CHECK-NEXT:image 2 value 3.0000
! CHECK-NEXT:np=4
! CHECK-NEXT:image 1 of 4 wrote img.1
! CHECK-NEXT:image 1 read img.1: 'image 1 value 1.5000' 2.5000000000000000
! CHECK-NEXT:image 1 read img.2: 'image 2 value 3.0000' 5.0000000000000000
! CHECK-NEXT:image 1 read img.3: 'image 3 value 4.5000' 7.5000000000000000
! CHECK-NEXT:image 1 read img.4: 'image 4 value 6.0000' 10.000000000000000
! CHECK-NEXT:image 2 of 4 wrote img.2
! CHECK-NEXT:image 3 of 4 wrote img.3
! CHECK-NEXT:image 4 of 4 wrote img.4
! CHECK-NEXT:total 15.00
! CHECK-NEXT:file all.txt
! CHECK-NEXT:image 1 value 1.5000
! CHECK-NEXT:image 2 value 3.0000
! CHECK-NEXT:image 3 value 4.5000
! CHECK-NEXT:image 4 value 6.0000
! CHECK-EMPTY:
program coarray_files
  implicit none
  integer :: me, n, i, j, u, v
  real :: total[*]
  real(8) :: d
  character(len=32) :: fname
  character(len=40) :: line
  me = this_image()
  n = num_images()
  write (fname, '(a,i0)') 'img.', me
  open (newunit=u, file=fname, status='replace')
  write (u, '(a,i0,a,f7.4)') 'image ', me, ' value', 1.5 * me
  close (u)
  write (fname, '(a,i0)') 'img.bin.', me
  open (newunit=u, file=fname, form='unformatted', status='replace')
  write (u) me, 2.5d0 * me
  close (u)
  total = 1.5 * me
  print '(a,i0,a,i0,a,i0)', 'image ', me, ' of ', n, ' wrote img.', me
  sync all
  if (me == 1) then
    open (newunit=v, file='all.txt', status='replace')
    do i = 1, n
      write (fname, '(a,i0)') 'img.', i
      open (newunit=u, file=fname, status='old', action='read')
      read (u, '(a)') line
      close (u)
      write (v, '(a)') trim(line)
      write (fname, '(a,i0)') 'img.bin.', i
      open (newunit=u, file=fname, form='unformatted', status='old')
      read (u) j, d
      close (u)
      print '(a,i0,a,a,a,1x,g0)', 'image 1 read img.', i, ": '", trim(line), &
        "'", d
      total = total + total[i] * merge(0, 1, i == 1)
    end do
    close (v)
    print '(a,f0.2)', 'total ', total
  end if
  sync all
end program coarray_files
