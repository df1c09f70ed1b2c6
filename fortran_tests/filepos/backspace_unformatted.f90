! BACKSPACE on unformatted sequential files follows the record markers
! backwards: plain records, records split into sub-records (negative
! markers), byte-swapped markers (CONVERT='BIG_ENDIAN') and 8-byte
! markers (-frecord-marker=8).  The files are built byte by byte with
! FPUTC and the position is observed with FTELL.
! RUN: %fdiff %s | %fcheck %s
! RUN: %fdiff --fflags=-frecord-marker=8 --arg=8 %s | %fcheck --check-prefix=M8 %s
program backspace_unformatted
  implicit none
  call run('native.bin', 'native')
  call run('big.bin', 'big_endian')
contains
  ! Writes the n-byte marker value m, little or big endian.
  subroutine marker(u, m, big)
    integer, intent(in) :: u, m
    logical, intent(in) :: big
    integer :: i, n, b
    integer(8) :: v
    n = marker_bytes()
    v = m
    if (v < 0) v = v + 2_8**(8 * n)  ! two's complement of n bytes
    do i = 0, n - 1
      if (big) then
        b = int(ibits(v, 8 * (n - 1 - i), 8))
      else
        b = int(ibits(v, 8 * i, 8))
      end if
      call fputc(u, achar(b))
    end do
  end subroutine marker
  ! The marker size the program was compiled for (argument 8 or none).
  integer function marker_bytes()
    character(len=4) :: arg
    call get_command_argument(1, arg)
    marker_bytes = 4
    if (arg == '8') marker_bytes = 8
  end function marker_bytes
  subroutine bytes(u, n)
    integer, intent(in) :: u, n
    integer :: i
    do i = 1, n
      call fputc(u, achar(64 + i))
    end do
  end subroutine bytes
  subroutine run(name, conv)
    character(len=*), intent(in) :: name, conv
    integer :: u
    logical :: big
    big = conv == 'big_endian'
    open (newunit=u, file=name, access='stream', status='replace')
    ! record 1: 8 bytes
    call marker(u, 8, big); call bytes(u, 8); call marker(u, 8, big)
    ! record 2: 4 + 3 bytes in two sub-records
    call marker(u, -4, big); call bytes(u, 4); call marker(u, 4, big)
    call marker(u, 3, big); call bytes(u, 3); call marker(u, -3, big)
    ! record 3: empty
    call marker(u, 0, big); call marker(u, 0, big)
    close (u)
    open (newunit=u, file=name, form='unformatted', position='append', &
          convert=conv)
    print *, name, ' end', ftell(u)
    backspace (u)
    print *, ' record 3 at', ftell(u)
    backspace (u)
    print *, ' record 2 at', ftell(u)
    backspace (u)
    print *, ' record 1 at', ftell(u)
    backspace (u)
    print *, ' still at', ftell(u)
    close (u)
  end subroutine run
end program backspace_unformatted
! CHECK: native.bin end                   47
! CHECK-NEXT:  record 3 at                   39
! CHECK-NEXT:  record 2 at                   16
! CHECK-NEXT:  record 1 at                    0
! CHECK-NEXT:  still at                    0
! CHECK-NEXT: big.bin end                   47
! CHECK-NEXT:  record 3 at                   39
! CHECK-NEXT:  record 2 at                   16
! CHECK-NEXT:  record 1 at                    0
! CHECK-NEXT:  still at                    0
! M8: native.bin end                   79
! M8-NEXT:  record 3 at                   63
! M8-NEXT:  record 2 at                   24
! M8-NEXT:  record 1 at                    0
! M8-NEXT:  still at                    0
! M8-NEXT: big.bin end                   79
! M8-NEXT:  record 3 at                   63
! M8-NEXT:  record 2 at                   24
! M8-NEXT:  record 1 at                    0
! M8-NEXT:  still at                    0
