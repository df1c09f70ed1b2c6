! A formatted READ of a file's last record that has no newline: where the
! skip to the record's end meets the end of the file, libgfortran reports
! END when the statement took nothing from the record (no fields, or after
! '/') or under PAD='NO', and not when a field or an X or T edit took
! characters.  ftnio reported END only on stream files.
! RUN: %fdiff %s | %fcheck %s
program read_unended_last_record
  implicit none
  integer :: u, ios
  character(5) :: c
  call mk('abc', .false.)
  c='?'; read(u,'()',iostat=ios) ; print *, 1, ios; call nx()
  call mk('abc', .false.)
  c='?'; read(u,'(a1)',iostat=ios) c; print *, 2, ios, c; call nx()
  call mk('abc', .false.)
  c='?'; read(u,'(a3)',iostat=ios,pad='no') c; print *, 3, ios, c; call nx()
  call mk('abc', .false.)
  c='?'; read(u,'(a1)',iostat=ios,pad='no') c; print *, 4, ios, c; call nx()
  call mk('abc', .false.)
  c='?'; read(u,'(t2,a1)',iostat=ios) c; print *, 5, ios, c; call nx()
  call mk('abc', .false.)
  c='?'; read(u,'(3x)',iostat=ios) ; print *, 6, ios; call nx()
  call mk('abc', .true.)
  c='?'; read(u,'(a1,/)',iostat=ios) c; print *, 7, ios, c; call nx()
contains
  subroutine mk(s, nl)
    character(*), intent(in) :: s
    logical, intent(in) :: nl
    open(newunit=u, file='e.txt', status='replace', access='stream', form='unformatted')
    write(u) 'x'//achar(10)//s
    if (nl) write(u) achar(10)
    close(u)
    open(newunit=u, file='e.txt', status='old')
    read(u,*)
  end subroutine
  subroutine nx()
    c='?'; read(u,'(a)',iostat=ios) c; print *, '  next', ios, c
    close(u)
  end subroutine
end program read_unended_last_record
! CHECK:           1          -1
! CHECK-NEXT:   next        5001 ?{{    }}
! CHECK-NEXT:           2           0 a{{    }}
! CHECK-NEXT:   next          -1 ?{{    }}
! CHECK-NEXT:           3          -1 abc{{  }}
! CHECK-NEXT:   next        5001 ?{{    }}
! CHECK-NEXT:           4          -1 a{{    }}
! CHECK-NEXT:   next        5001 ?{{    }}
! CHECK-NEXT:           5           0 b{{    }}
! CHECK-NEXT:   next          -1 ?{{    }}
! CHECK-NEXT:           6           0
! CHECK-NEXT:   next          -1 ?{{    }}
! CHECK-NEXT:           7          -1 a{{    }}
! CHECK-NEXT:   next        5001 ?{{    }}
