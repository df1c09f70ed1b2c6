! REAL(4) and REAL(8) items under F, E, EN, ES, D and G with a width of
! at most 128 take formatted_write.cpp's put_small_real, which skips
! edit_item's dispatch: the boundaries of that lane next to the fields
! that leave it (w 128 and 129, Gw.0, REAL(10) and REAL(16), a complex
! item), with non-advancing output, IOSTAT/IOMSG and ERR= on a refused
! scale factor and on an internal record too short, a defined output
! parent and child, reversion, ':' and '/', T, TL, TR and X, kP, the
! SIGN=, ROUND= and DECIMAL= modes and their edits, asterisks,
! infinities and NaNs, and a record of RECL= that a field overruns.
! RUN: %fdiff %s
module lane_points
  implicit none
  type point
    real(8) :: x
    real :: y
  contains
    procedure :: wf
    generic :: write(formatted) => wf
  end type
contains
  subroutine wf(dtv, unit, iotype, vlist, iostat, iomsg)
    class(point), intent(in) :: dtv
    integer, intent(in) :: unit
    character(*), intent(in) :: iotype
    integer, intent(in) :: vlist(:)
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    if (size(vlist) >= 2) then
      write (unit, '(f0.0,"|",es12.4e3,"|",g0)', iostat=iostat, &
             iomsg=iomsg) real(vlist(1), 8), dtv%x, dtv%y
    else
      write (unit, '(sp,f9.3,1x,en12.3,"<",a,">")', iostat=iostat, &
             iomsg=iomsg) dtv%x, dtv%y, iotype
    end if
  end subroutine
end module

program real_item_lane
  use lane_points
  implicit none
  real(8) :: v(6) = [1.25d0, -0.375d0, 123456.789d0, 1d-5 / 3, 0d0, 7d22]
  real :: s(4) = [2.5, -0.0, 3.0e-3, 9.99e9]
  real(8) :: big, inf, nan
  real(10) :: x10 = 1.25_10
  real(16) :: x16 = -0.375_16
  complex(8) :: z = (1.5d0, -2.25d0)
  type(point) :: pt = point(2.5d0, -1.5)
  character(len=20) :: line
  character(len=12) :: rec(3)
  character(len=80) :: msg
  character(len=150) :: wide
  integer :: ios, i
  msg = ''
  big = huge(1d0)
  inf = big * 10
  nan = inf - inf

  ! every lane edit, both kinds, then the fields beside the lane
  write (*, '(f10.3,e12.4,en12.3,es12.4,d12.4,g12.4)') v(1), v(2), v(3), &
    v(4), v(5), v(6)
  write (*, '(f10.3,e12.4e1,en12.3e3,es12.4e4,g12.4e2)') s, s(1)
  write (*, '(g12.0,g12.0)', iostat=ios, iomsg=msg) v(1), s(1)
  write (*, '(i0,1x,a)') ios, trim(msg)
  write (*, '(g12.0)', iostat=ios, iomsg=msg) 0.75d0
  write (*, '(i0,1x,a)') ios, trim(msg)
  write (*, '(f10.3,e14.4,g14.4)') x10, x16, z
  write (*, '(g0,1x,f0.3,1x,e0.3,1x,es0.3)') v(1), v(2), v(3), v(4)
  write (wide, '(f128.3)') v(3)
  write (*, '(a)') trim(adjustl(wide))
  write (*, '(i0)') len_trim(wide)
  write (wide, '(f129.3,a)') v(3), 'x'
  write (*, '(a)') trim(adjustl(wide))

  ! asterisks, infinities and NaNs
  write (*, '(f4.2,e6.1,es5.1,d7.1,en4.1,g5.1)') v(3), v(3), v(3), v(3), &
    v(3), v(3)
  write (*, '(f8.1,e10.2,g10.3,es9.1,en10.2)') inf, -inf, nan, inf, nan
  write (*, '(sp,f8.1,g10.3,e9.2)') inf, inf, big
  write (*, '(e9.2e1,e9.2)') 1d200, 1d-200

  ! non-advancing output, then the rest of the record
  write (*, '(f8.3)', advance='no') v(1)
  write (*, '(es11.3)', advance='no') v(2)
  write (*, '(a)') '|'

  ! modes: edits, then OPEN's and WRITE's specifiers
  write (*, '(sp,f8.2,ss,f8.2,s,e11.3)') v(1), v(1), v(2)
  write (*, '(ru,f8.2,rd,f8.2,rz,f8.2,rn,f8.2,rc,f8.2,rp,f8.2)') &
    (v(2), i = 1, 6)
  write (*, '(dc,f8.2,es11.3,dp,f8.2,g11.3)') v(1), v(2), v(1), v(2)
  write (*, '(f8.2,es11.3)', sign='plus', round='zero', &
         decimal='comma') v(1), v(2)
  open (11, file='modes.txt', sign='plus', decimal='comma', round='up')
  write (11, '(f8.2,e11.3,g11.3)') v(2), v(2), v(1)
  close (11)

  ! scale factors, and the E and D ones refused
  write (*, '(2p,f10.3,e12.4,d12.4,g12.4,es12.4,en12.4)') (v(1), i = 1, 6)
  write (*, '(-1p,f10.3,e12.4,g12.4,0p,f10.3)') (v(3), i = 1, 4)
  write (*, '(-4p,e12.3)', iostat=ios, iomsg=msg) v(1)
  write (*, '(i0,1x,a)') ios, trim(msg)
  write (*, '(f6.2,6p,d12.3)', err=10) v(1), v(2)
  write (*, '(a)') 'no error'
10 write (*, '(a)') 'after ERR='

  ! positioning, reversion, ':' and '/'
  write (*, '(t12,f6.2,tl14,e10.2,tr3,d10.3,2x,g10.3,t2,es8.1)') &
    v(1), v(2), v(1), v(2), v(4)
  write (*, '(f6.2,:,"<",es10.2,">")') v(1)
  write (*, '(f6.2,:,"<",es10.2,">")') v(1), v(2)
  write (*, '(f7.2/es10.2//g10.3)') v(1), v(2), v(3)
  write (*, '(i3,(f7.2,es10.2))') 7, v(1:5)
  write (*, '(2(f6.1))') s

  ! internal files: a record, too short a record, records
  write (line, '(f8.3,es12.4)') v(1), v(2)
  write (*, '(a)') line
  write (line, '(f12.3,es12.4)', iostat=ios, iomsg=msg) v(1), v(2)
  write (*, '(i0,1x,a,1x,a)') ios, trim(msg), line
  write (rec, '(f12.4)') v(1:3)
  write (*, '(a)') rec

  ! a defined output parent and its child
  write (*, '(f8.2,dt,es11.3)') v(1), pt, v(2)
  write (*, '(dt(7,2),f6.1)') pt, v(1)
  write (*, *) pt

  ! a record of RECL= that a field overruns
  open (12, file='recl.txt', recl=20, status='replace')
  write (12, '(f10.3,f10.3,f10.3)', iostat=ios) v(1), v(2), v(3)
  write (*, '(a,i0)') 'recl iostat ', ios
  close (12)
end program real_item_lane
