! flang front door: REAL(4) and REAL(8) items under F, E, EN, ES, D and
! G with a width of at most 128 take formatted_write.cpp's
! put_small_real, past edit_item's dispatch.  Each format below runs on
! a row of values with IOSTAT= and IOMSG=: the lane's edits and the
! fields beside it (w 128 and 129, flang's Gw.0 form, REAL(16)), flang's
! refusals of a scale factor (E and D before the field, G's E form on an
! infinity or a NaN), modes, positioning, ':' '/' and reversion; then a
! non-advancing record, an internal record too short, a defined output
! child, and a RECL= record that a field overruns.
! RUN: %flangdiff %s | %fcheck %s
module lane_child
  implicit none
  type pair
    real(8) :: a
    real :: b
  contains
    procedure :: put
    generic :: write(formatted) => put
  end type
contains
  subroutine put(dtv, unit, iotype, vlist, iostat, iomsg)
    class(pair), intent(in) :: dtv
    integer, intent(in) :: unit
    character(*), intent(in) :: iotype
    integer, intent(in) :: vlist(:)
    integer, intent(out) :: iostat
    character(*), intent(inout) :: iomsg
    write (unit, '(ss,g11.4,"/",e10.3e1,a,i0)', iostat=iostat, &
           iomsg=iomsg) dtv%a, dtv%b, iotype, size(vlist)
  end subroutine
end module

program real_item_lane_flang
  use lane_child
  implicit none
  character(44), parameter :: fmts(16) = [character(44) :: &
    '(f9.3,e11.3,en11.2,es11.3,d11.3)', '(g11.4,g11.4e1,es9.2e3)', &
    '(g10.0,g10.0,f0.2,es0.3,g0)', '(-3p,e10.2,f8.2)', &
    '(-3p,g10.3,g10.3)', '(7p,d10.2)', '(2p,f9.3,es10.2,g11.3,en11.2)', &
    '(f4.1,e6.1,es5.1,en6.1,g5.1)', '(sp,f8.2,ss,es10.2,s,g10.3)', &
    '(rz,f7.2,ru,f7.2,rd,e10.2,rc,g10.3)', '(dc,f8.3,es11.3,dp,g10.3)', &
    '(t12,f7.2,tl14,e10.2,tr2,g10.3,3x,en10.2)', &
    '(f7.2,:,"|",es10.2/g10.3)', '(f6.1,(f8.3))', '(f128.3,"<")', &
    '(f129.3,"<")']
  real(8) :: v(5), big
  real(16) :: q = -2.5_16
  character(len=16) :: line
  character(len=80) :: msg
  type(pair) :: pr = pair(0.75d0, -3.5e-3)
  integer :: ios, i, j
  big = huge(1d0)
  do i = 1, 3
    select case (i)
    case (1)
      v = [1.25d0, -0.375d0, 123456.789d0, 1d-5 / 3, -0d0]
    case (2)
      v = [big * 10, -big * 10, 7d22, 99.995d0, 5d-324]
    case default
      v = [2d0, 0d0, 0d0, 0d0, 0d0]
      v(1) = v(1) - v(1) + (big * 10 - big * 10)  ! NaN
    end select
    do j = 1, size(fmts)
      msg = ''
      write (*, fmts(j), iostat=ios, iomsg=msg) v, real(v(2), 4)
      write (*, '(i0,1x,a)') ios, trim(msg)
    end do
  end do
  write (*, '(es12.3,g12.4)') q, q

  write (*, '(f8.3)', advance='no') 1.5d0
  write (*, '(en12.3)', advance='no') -2.5e4
  write (*, '(a)') '|'
  msg = ''
  write (line, '(f10.3,es10.2)', iostat=ios, iomsg=msg) 1.5d0, 2.5d0
  write (*, '(i0,1x,a,"|",a,"|")') ios, trim(msg), line
  write (*, '(f7.2,dt"x"(1,2),e10.3,dt)') 1.5d0, pr, -2.5d0, pr
  open (12, file='recl.txt', recl=18, status='replace')
  write (12, '(f8.3,f8.3,f8.3)', iostat=ios) 1.5d0, -2.5d0, 3.5d0
  write (*, '(a,i0)') 'recl iostat ', ios
  close (12)
end program real_item_lane_flang
! CHECK:    1.250 -0.375E+00 123.46E+03  3.333E-06 -0.000D+00
! CHECK-NEXT:   -0.375
! CHECK-NEXT:0 
! CHECK-NEXT:  1.250     -0.3750   1.23E+005
! CHECK-NEXT: 0.3333E-05  -0.000   *********
! CHECK-NEXT:0 
! CHECK-NEXT:    0.E+01   -0.E+00123456.793.333E-06-0.
! CHECK-NEXT:   -0.E+00
! CHECK-NEXT:0 
! CHECK-NEXT:1031 Scale factor (kP) -3 cannot be less than -d (-2)
! CHECK-NEXT:  1.25    -0.375    
! CHECK-NEXT:1031 Scale factor (kP) -3 cannot be less than -d (-3)
! CHECK-NEXT:1031 Scale factor (kP) 7 cannot be greater than d+2 (4)
! CHECK-NEXT:  125.000 -3.75E-01  12.35E+04   3.33E-06
! CHECK-NEXT:   -0.000 -3.75E-01
! CHECK-NEXT:0 
! CHECK-NEXT: 1.2**********************
! CHECK-NEXT:-0.4
! CHECK-NEXT:0 
! CHECK-NEXT:   +1.25 -3.75E-01 0.123E+06
! CHECK-NEXT:   +0.00 -0.00E+00-0.375    
! CHECK-NEXT:0 
! CHECK-NEXT:   1.25  -0.37  0.12E+06 0.333E-05
! CHECK-NEXT:  -0.00  -0.37
! CHECK-NEXT:0 
! CHECK-NEXT:   1,250 -3,750E-01 0.123E+06
! CHECK-NEXT:   0,000 -0,000E+00-0.375    
! CHECK-NEXT:0 
! CHECK-NEXT:     -0.38E+001. 0.123E+06     3.33E-06
! CHECK-NEXT:     -0.38E+000.00
! CHECK-NEXT:0 
! CHECK-NEXT:   1.25| -3.75E-01
! CHECK-NEXT: 0.123E+06
! CHECK-NEXT:   0.00| -0.00E+00
! CHECK-NEXT:-0.375    
! CHECK-NEXT:0 
! CHECK-NEXT:   1.2  -0.375
! CHECK-NEXT:********
! CHECK-NEXT:   0.000
! CHECK-NEXT:  -0.000
! CHECK-NEXT:  -0.375
! CHECK-NEXT:0 
! CHECK-NEXT:                                                                                                                           1.250<
! CHECK-NEXT:                                                                                                                          -0.375<
! CHECK-NEXT:                                                                                                                      123456.789<
! CHECK-NEXT:                                                                                                                           0.000<
! CHECK-NEXT:                                                                                                                          -0.000<
! CHECK-NEXT:                                                                                                                          -0.375<
! CHECK-NEXT:0 
! CHECK-NEXT:                                                                                                                            1.250<
! CHECK-NEXT:                                                                                                                           -0.375<
! CHECK-NEXT:                                                                                                                       123456.789<
! CHECK-NEXT:                                                                                                                            0.000<
! CHECK-NEXT:                                                                                                                           -0.000<
! CHECK-NEXT:                                                                                                                           -0.375<
! CHECK-NEXT:0 
! CHECK-NEXT:      Inf       -Inf  70.00E+21  1.000E+02  0.494-323
! CHECK-NEXT:     -Inf
! CHECK-NEXT:0 
! CHECK-NEXT:        Inf       -Inf7.00E+022
! CHECK-NEXT:  100.0    ***********     -Inf
! CHECK-NEXT:0 
! CHECK-NEXT:       Inf      -Inf70000000000000004194304.001.000E+02.5E-323
! CHECK-NEXT:      -Inf
! CHECK-NEXT:0 
! CHECK-NEXT:1031 Scale factor (kP) -3 cannot be less than -d (-2)
! CHECK-NEXT:1031 Scale factor (kP) -3 cannot be less than -d (-3)
! CHECK-NEXT:1031 Scale factor (kP) 7 cannot be greater than d+2 (4)
! CHECK-NEXT:      Inf      -Inf  70.00E+21 100.00E+00
! CHECK-NEXT:    0.000      -Inf
! CHECK-NEXT:0 
! CHECK-NEXT: Inf  -Inf****************
! CHECK-NEXT:-Inf
! CHECK-NEXT:0 
! CHECK-NEXT:    +Inf      -Inf 0.700E+23
! CHECK-NEXT: +100.00  4.94-324      -Inf
! CHECK-NEXT:0 
! CHECK-NEXT:    Inf   -Inf  0.70E+23  100.    
! CHECK-NEXT:   0.00   -Inf
! CHECK-NEXT:0 
! CHECK-NEXT:     Inf       -Inf 0.700E+23
! CHECK-NEXT:  99,995  4,941-324      -Inf
! CHECK-NEXT:0 
! CHECK-NEXT:          -Inf I 0.700E+23   100.00E+00
! CHECK-NEXT:          -Inf0.00
! CHECK-NEXT:0 
! CHECK-NEXT:    Inf|      -Inf
! CHECK-NEXT: 0.700E+23
! CHECK-NEXT: 100.00|  4.94-324
! CHECK-NEXT:      -Inf
! CHECK-NEXT:0 
! CHECK-NEXT:   Inf    -Inf
! CHECK-NEXT:********
! CHECK-NEXT:  99.995
! CHECK-NEXT:   0.000
! CHECK-NEXT:    -Inf
! CHECK-NEXT:0 
! CHECK-NEXT:                                                                                                                             Inf<
! CHECK-NEXT:                                                                                                                            -Inf<
! CHECK-NEXT:                                                                                                     70000000000000004194304.000<
! CHECK-NEXT:                                                                                                                          99.995<
! CHECK-NEXT:                                                                                                                           0.000<
! CHECK-NEXT:                                                                                                                            -Inf<
! CHECK-NEXT:0 
! CHECK-NEXT:                                                                                                                              Inf<
! CHECK-NEXT:                                                                                                                             -Inf<
! CHECK-NEXT:                                                                                                      70000000000000004194304.000<
! CHECK-NEXT:                                                                                                                           99.995<
! CHECK-NEXT:                                                                                                                            0.000<
! CHECK-NEXT:                                                                                                                             -Inf<
! CHECK-NEXT:0 
! CHECK-NEXT:      NaN  0.000E+00   0.00E+00  0.000E+00  0.000D+00
! CHECK-NEXT:    0.000
! CHECK-NEXT:0 
! CHECK-NEXT:        NaN   0.000   0.00E+000
! CHECK-NEXT:  0.000       0.000   0.00E+000
! CHECK-NEXT:0 
! CHECK-NEXT:       NaN   0.0E+00.000.000E+000.
! CHECK-NEXT:   0.0E+00
! CHECK-NEXT:0 
! CHECK-NEXT:1031 Scale factor (kP) -3 cannot be less than -d (-2)
! CHECK-NEXT:1031 Scale factor (kP) -3 cannot be less than -d (-3)
! CHECK-NEXT:1031 Scale factor (kP) 7 cannot be greater than d+2 (4)
! CHECK-NEXT:      NaN  0.00E+00   0.00       0.00E+00
! CHECK-NEXT:    0.000  0.00E+00
! CHECK-NEXT:0 
! CHECK-NEXT: NaN.0E+00****************
! CHECK-NEXT: 0.0
! CHECK-NEXT:0 
! CHECK-NEXT:     NaN  0.00E+00  0.00    
! CHECK-NEXT:   +0.00  0.00E+00  0.00    
! CHECK-NEXT:0 
! CHECK-NEXT:    NaN   0.00  0.00E+00  0.00    
! CHECK-NEXT:   0.00   0.00
! CHECK-NEXT:0 
! CHECK-NEXT:     NaN  0,000E+00  0.00    
! CHECK-NEXT:   0,000  0,000E+00  0.00    
! CHECK-NEXT:0 
! CHECK-NEXT:      0.00E+00 N  0.00         0.00E+00
! CHECK-NEXT:      0.00E+000.00
! CHECK-NEXT:0 
! CHECK-NEXT:    NaN|  0.00E+00
! CHECK-NEXT:  0.00    
! CHECK-NEXT:   0.00|  0.00E+00
! CHECK-NEXT:  0.00    
! CHECK-NEXT:0 
! CHECK-NEXT:   NaN   0.000
! CHECK-NEXT:   0.000
! CHECK-NEXT:   0.000
! CHECK-NEXT:   0.000
! CHECK-NEXT:   0.000
! CHECK-NEXT:0 
! CHECK-NEXT:                                                                                                                             NaN<
! CHECK-NEXT:                                                                                                                           0.000<
! CHECK-NEXT:                                                                                                                           0.000<
! CHECK-NEXT:                                                                                                                           0.000<
! CHECK-NEXT:                                                                                                                           0.000<
! CHECK-NEXT:                                                                                                                           0.000<
! CHECK-NEXT:0 
! CHECK-NEXT:                                                                                                                              NaN<
! CHECK-NEXT:                                                                                                                            0.000<
! CHECK-NEXT:                                                                                                                            0.000<
! CHECK-NEXT:                                                                                                                            0.000<
! CHECK-NEXT:                                                                                                                            0.000<
! CHECK-NEXT:                                                                                                                            0.000<
! CHECK-NEXT:0 
! CHECK-NEXT:  -2.500E+00  -2.500    
! CHECK-NEXT:   1.500 -25.000E+03|
! CHECK-NEXT:1002 Excessive output to fixed-size record|     1.500  2.50|
! CHECK-NEXT:   1.50 0.7500    / -0.350E-2DTx2-0.250E+01 0.7500    / -0.350E-2DT0
! CHECK-NEXT:recl iostat 1002
