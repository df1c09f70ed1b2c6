! CONVERT= byte swapping of REAL(10) (swapped as the 16 bytes it
! occupies, padding included, as libgfortran does) and REAL(16), scalars
! and arrays, WRITE and READ, in sequential, direct and stream access;
! COMPLEX(10) beside them.  Unit 20 has no CONVERT=: -fconvert and
! GFORTRAN_CONVERT_UNIT swap it.  A file of big-endian bytes put there by
! integer(1) items is read too, so READ is checked on its own.
! RUN: %fdiff %s | %fcheck --check-prefix=NATIVE %s
! RUN: %fdiff --fflags=-fconvert=big-endian %s | %fcheck --check-prefix=SWAP %s
! RUN: %fdiff --env GFORTRAN_CONVERT_UNIT=big_endian:20 %s | %fcheck --check-prefix=SWAP %s
module data
  implicit none
  real(10), save :: x = 1.5_10, xa(2) = [-2.25_10, 3.0_10]
  real(16), save :: q = 1.5_16, qa(2) = [-2.25_16, 3.0_16]
  complex(10), save :: z = (1.5_10, -2.0_10)
  real(10), save :: rx, rxa(2)
  real(16), save :: rq, rqa(2)
  complex(10), save :: rz
end module data

program convert_real10
  use data
  implicit none
  integer :: u
  open (newunit=u, file='seq.bin', form='unformatted', convert='big_endian', &
        status='replace')
  write (u) x
  write (u) xa, q
  write (u) qa, z
  rewind (u)
  call clear()
  read (u) rx
  read (u) rxa, rq
  read (u) rqa, rz
  call show('sequential')
  close (u)
  call dump('seq.bin')

  open (newunit=u, file='dir.bin', form='unformatted', access='direct', &
        recl=64, convert='big_endian', status='replace')
  write (u, rec=2) x, xa
  write (u, rec=1) q, qa
  write (u, rec=3) z
  call clear()
  read (u, rec=2) rx, rxa
  read (u, rec=1) rq, rqa
  read (u, rec=3) rz
  call show('direct')
  close (u)
  call dump('dir.bin')

  open (newunit=u, file='str.bin', form='unformatted', access='stream', &
        convert='big_endian', status='replace')
  write (u) x, xa, q, qa, z
  call clear()
  read (u, pos=1) rx, rxa, rq, rqa, rz
  call show('stream')
  close (u)
  call dump('str.bin')

  ! Unit 20: no CONVERT=, so the environment decides.
  open (20, file='env.bin', form='unformatted', status='replace')
  write (20) x, xa
  write (20) q
  rewind (20)
  call clear()
  read (20) rx, rxa
  read (20) rq
  call show('unit 20')
  close (20)
  call dump('env.bin')

  call read_given()
contains
  subroutine clear()
    rx = 0; rxa = 0; rq = 0; rqa = 0; rz = 0
  end subroutine clear

  subroutine show(what)
    character(*), intent(in) :: what
    print '(a)', what
    print '(3f8.3)', rx, rxa
    print '(3f8.3)', rq, rqa
    print '(2f8.3)', rz
  end subroutine show

  ! The file's bytes, read as integer(1) (never swapped).
  subroutine dump(name)
    character(*), intent(in) :: name
    integer(1), allocatable :: b(:)
    integer :: v, n
    open (newunit=v, file=name, access='stream', form='unformatted', &
          status='old')
    inquire (v, size=n)
    allocate (b(n))
    read (v) b
    close (v)
    print '(16z3.2)', b
  end subroutine dump

  ! Big-endian REAL(10) 1.5 and REAL(16) -2.25 written as bytes.
  subroutine read_given()
    integer(1) :: b10(16), b16(16)
    integer :: v
    b10 = 0
    b10(7:9) = [63_1, -1_1, -64_1]
    b16 = 0
    b16(1:3) = [-64_1, 0_1, 32_1]
    open (newunit=v, file='given.bin', access='stream', form='unformatted', &
          status='replace')
    write (v) b10, b16
    close (v)
    open (newunit=v, file='given.bin', access='stream', form='unformatted', &
          convert='big_endian', status='old')
    rx = 0; rq = 0
    read (v) rx, rq
    close (v)
    print '(a,2f8.3)', 'given', rx, rq
  end subroutine read_given
end program convert_real10
! NATIVE:sequential
! NATIVE-NEXT:   1.500  -2.250   3.000
! NATIVE-NEXT:   1.500  -2.250   3.000
! NATIVE-NEXT:   1.500  -2.000
! NATIVE-NEXT: 00 00 00 10 00 00 00 00 00 00 3F FF C0 00 00 00
! NATIVE-NEXT: 00 00 00 00 00 00 00 10 00 00 00 30 00 00 00 00
! NATIVE-NEXT: 00 00 C0 00 90 00 00 00 00 00 00 00 00 00 00 00
! NATIVE-NEXT: 00 00 40 00 C0 00 00 00 00 00 00 00 3F FF 80 00
! NATIVE-NEXT: 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 30
! NATIVE-NEXT: 00 00 00 40 C0 00 20 00 00 00 00 00 00 00 00 00
! NATIVE-NEXT: 00 00 00 00 40 00 80 00 00 00 00 00 00 00 00 00
! NATIVE-NEXT: 00 00 00 00 00 00 00 00 00 00 3F FF C0 00 00 00
! NATIVE-NEXT: 00 00 00 00 00 00 00 00 00 00 C0 00 80 00 00 00
! NATIVE-NEXT: 00 00 00 00 00 00 00 40
! NATIVE-NEXT:direct
! NATIVE-NEXT:   1.500  -2.250   3.000
! NATIVE-NEXT:   1.500  -2.250   3.000
! NATIVE-NEXT:   1.500  -2.000
! NATIVE-NEXT: 3F FF 80 00 00 00 00 00 00 00 00 00 00 00 00 00
! NATIVE-NEXT: C0 00 20 00 00 00 00 00 00 00 00 00 00 00 00 00
! NATIVE-NEXT: 40 00 80 00 00 00 00 00 00 00 00 00 00 00 00 00
! NATIVE-NEXT: 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
! NATIVE-NEXT: 00 00 00 00 00 00 3F FF C0 00 00 00 00 00 00 00
! NATIVE-NEXT: 00 00 00 00 00 00 C0 00 90 00 00 00 00 00 00 00
! NATIVE-NEXT: 00 00 00 00 00 00 40 00 C0 00 00 00 00 00 00 00
! NATIVE-NEXT: 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
! NATIVE-NEXT: 00 00 00 00 00 00 3F FF C0 00 00 00 00 00 00 00
! NATIVE-NEXT: 00 00 00 00 00 00 C0 00 80 00 00 00 00 00 00 00
! NATIVE-NEXT: 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
! NATIVE-NEXT: 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
! NATIVE-NEXT:stream
! NATIVE-NEXT:   1.500  -2.250   3.000
! NATIVE-NEXT:   1.500  -2.250   3.000
! NATIVE-NEXT:   1.500  -2.000
! NATIVE-NEXT: 00 00 00 00 00 00 3F FF C0 00 00 00 00 00 00 00
! NATIVE-NEXT: 00 00 00 00 00 00 C0 00 90 00 00 00 00 00 00 00
! NATIVE-NEXT: 00 00 00 00 00 00 40 00 C0 00 00 00 00 00 00 00
! NATIVE-NEXT: 3F FF 80 00 00 00 00 00 00 00 00 00 00 00 00 00
! NATIVE-NEXT: C0 00 20 00 00 00 00 00 00 00 00 00 00 00 00 00
! NATIVE-NEXT: 40 00 80 00 00 00 00 00 00 00 00 00 00 00 00 00
! NATIVE-NEXT: 00 00 00 00 00 00 3F FF C0 00 00 00 00 00 00 00
! NATIVE-NEXT: 00 00 00 00 00 00 C0 00 80 00 00 00 00 00 00 00
! NATIVE-NEXT:unit 20
! NATIVE-NEXT:   1.500  -2.250   3.000
! NATIVE-NEXT:   1.500   0.000   0.000
! NATIVE-NEXT:   0.000   0.000
! NATIVE-NEXT: 30 00 00 00 00 00 00 00 00 00 00 C0 FF 3F 00 00
! NATIVE-NEXT: 00 00 00 00 00 00 00 00 00 00 00 90 00 C0 00 00
! NATIVE-NEXT: 00 00 00 00 00 00 00 00 00 00 00 C0 00 40 00 00
! NATIVE-NEXT: 00 00 00 00 30 00 00 00 10 00 00 00 00 00 00 00
! NATIVE-NEXT: 00 00 00 00 00 00 00 00 00 80 FF 3F 10 00 00 00
! NATIVE-NEXT:given   1.500  -2.250
! SWAP:sequential
! SWAP-NEXT:   1.500  -2.250   3.000
! SWAP-NEXT:   1.500  -2.250   3.000
! SWAP-NEXT:   1.500  -2.000
! SWAP-NEXT: 00 00 00 10 00 00 00 00 00 00 3F FF C0 00 00 00
! SWAP-NEXT: 00 00 00 00 00 00 00 10 00 00 00 30 00 00 00 00
! SWAP-NEXT: 00 00 C0 00 90 00 00 00 00 00 00 00 00 00 00 00
! SWAP-NEXT: 00 00 40 00 C0 00 00 00 00 00 00 00 3F FF 80 00
! SWAP-NEXT: 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 30
! SWAP-NEXT: 00 00 00 40 C0 00 20 00 00 00 00 00 00 00 00 00
! SWAP-NEXT: 00 00 00 00 40 00 80 00 00 00 00 00 00 00 00 00
! SWAP-NEXT: 00 00 00 00 00 00 00 00 00 00 3F FF C0 00 00 00
! SWAP-NEXT: 00 00 00 00 00 00 00 00 00 00 C0 00 80 00 00 00
! SWAP-NEXT: 00 00 00 00 00 00 00 40
! SWAP-NEXT:direct
! SWAP-NEXT:   1.500  -2.250   3.000
! SWAP-NEXT:   1.500  -2.250   3.000
! SWAP-NEXT:   1.500  -2.000
! SWAP-NEXT: 3F FF 80 00 00 00 00 00 00 00 00 00 00 00 00 00
! SWAP-NEXT: C0 00 20 00 00 00 00 00 00 00 00 00 00 00 00 00
! SWAP-NEXT: 40 00 80 00 00 00 00 00 00 00 00 00 00 00 00 00
! SWAP-NEXT: 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
! SWAP-NEXT: 00 00 00 00 00 00 3F FF C0 00 00 00 00 00 00 00
! SWAP-NEXT: 00 00 00 00 00 00 C0 00 90 00 00 00 00 00 00 00
! SWAP-NEXT: 00 00 00 00 00 00 40 00 C0 00 00 00 00 00 00 00
! SWAP-NEXT: 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
! SWAP-NEXT: 00 00 00 00 00 00 3F FF C0 00 00 00 00 00 00 00
! SWAP-NEXT: 00 00 00 00 00 00 C0 00 80 00 00 00 00 00 00 00
! SWAP-NEXT: 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
! SWAP-NEXT: 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
! SWAP-NEXT:stream
! SWAP-NEXT:   1.500  -2.250   3.000
! SWAP-NEXT:   1.500  -2.250   3.000
! SWAP-NEXT:   1.500  -2.000
! SWAP-NEXT: 00 00 00 00 00 00 3F FF C0 00 00 00 00 00 00 00
! SWAP-NEXT: 00 00 00 00 00 00 C0 00 90 00 00 00 00 00 00 00
! SWAP-NEXT: 00 00 00 00 00 00 40 00 C0 00 00 00 00 00 00 00
! SWAP-NEXT: 3F FF 80 00 00 00 00 00 00 00 00 00 00 00 00 00
! SWAP-NEXT: C0 00 20 00 00 00 00 00 00 00 00 00 00 00 00 00
! SWAP-NEXT: 40 00 80 00 00 00 00 00 00 00 00 00 00 00 00 00
! SWAP-NEXT: 00 00 00 00 00 00 3F FF C0 00 00 00 00 00 00 00
! SWAP-NEXT: 00 00 00 00 00 00 C0 00 80 00 00 00 00 00 00 00
! SWAP-NEXT:unit 20
! SWAP-NEXT:   1.500  -2.250   3.000
! SWAP-NEXT:   1.500   0.000   0.000
! SWAP-NEXT:   0.000   0.000
! SWAP-NEXT: 00 00 00 30 00 00 00 00 00 00 3F FF C0 00 00 00
! SWAP-NEXT: 00 00 00 00 00 00 00 00 00 00 C0 00 90 00 00 00
! SWAP-NEXT: 00 00 00 00 00 00 00 00 00 00 40 00 C0 00 00 00
! SWAP-NEXT: 00 00 00 00 00 00 00 30 00 00 00 10 3F FF 80 00
! SWAP-NEXT: 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 10
! SWAP-NEXT:given   1.500  -2.250
