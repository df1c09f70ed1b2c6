! A field wider than its record whose E or D edit refuses the scale
! factor: libgfortran reports the scale factor (IOSTAT 5006) before it
! looks for room, not the end of the record (found by fuzzing formats).
! RUN: %fdiff %s
program wide_field_scale_error
  implicit none
  integer :: ios, i, u
  character(100) :: msg
  character(200) :: buf
  character(30) :: fm
  real(8) :: x = 3.25d0
  real(4) :: y = 0.5
  complex(8) :: z = (3.25d0, 0.5d0)
  integer, parameter :: ws(6) = [199, 200, 201, 256, 257, 1000]
  character(8), parameter :: edits(6) = [character(8) :: 'D', 'E', 'G', &
                                         '3PE', '-1PE', 'F']
  integer :: j
  buf = ''
  do j = 1, size(edits)
    do i = 1, size(ws)
      write (fm, '(3a,i0,a)') '(', trim(edits(j)), '', ws(i), '.0)'
      call try(fm)
      write (fm, '(3a,i0,a)') '(', trim(edits(j)), '', ws(i), '.1)'
      call try(fm)
    end do
  end do
  ! A value G writes in the F form: no refusal, so the end of the record.
  msg = 'none'
  write (buf, '(G1000.0)', iostat=ios, iomsg=msg) y
  print '(a,i0,1x,a)', 'G f-form ', ios, trim(msg)
  ! COMPLEX items: both parts are E-edited.
  msg = 'none'
  write (buf, '(2D1000.0)', iostat=ios, iomsg=msg) z
  print '(a,i0,1x,a)', 'complex ', ios, trim(msg)
  ! An external record under RECL=.
  open (newunit=u, file='wide_field_scale_error.txt', recl=100)
  msg = 'none'
  write (u, '(E1000.0)', iostat=ios, iomsg=msg) x
  print '(a,i0,1x,a)', 'recl ', ios, trim(msg)
  msg = 'none'
  write (u, '(E1000.3)', iostat=ios, iomsg=msg) x
  print '(a,i0,1x,a)', 'recl ok d ', ios, trim(msg)
  close (u, status='delete')
contains
  subroutine try(f)
    character(*), intent(in) :: f
    msg = 'none'
    write (buf, f, iostat=ios, iomsg=msg) x
    print '(a,1x,i0,1x,a)', trim(f), ios, trim(msg)
  end subroutine
end program
