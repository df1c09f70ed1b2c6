! ftnio really serves the I/O calls (a vacuous pass of every fdiff test would
! otherwise be possible if the library were not used): the dynamic linker
! binds the program's _gfortran_st_write etc. to libftnio.so, both when
! linked with -lftnio and with LD_PRELOAD.  This is ftnio-specific, hence
! %ftnio-run (no libgfortran reference run).
! RUN: %ftnio-run --runs=linked --expect-exit=0 --env LD_DEBUG=bindings --show=both %s | %FileCheck %s
! RUN: %ftnio-run --runs=preload --expect-exit=0 --env LD_DEBUG=bindings --show=both %s | %FileCheck %s
! RUN: %ftnio-run --runs=linked --expect-exit=0 --env LD_DEBUG=bindings --show=both %s | %FileCheck --check-prefix=NOGF %s
! RUN: %ftnio-run --runs=preload --expect-exit=0 --env LD_DEBUG=bindings --show=both %s | %FileCheck --check-prefix=NOGF %s
program bindings
  integer :: i = 1
  print *, 'bound', i
end program bindings
! CHECK-DAG: binding file {{.*}} to {{.*}}libftnio.so{{.*}}: normal symbol `_gfortran_st_write' [GFORTRAN_8]
! CHECK-DAG: binding file {{.*}} to {{.*}}libftnio.so{{.*}}: normal symbol `_gfortran_transfer_character_write' [GFORTRAN_8]
! CHECK-DAG: binding file {{.*}} to {{.*}}libftnio.so{{.*}}: normal symbol `_gfortran_transfer_integer_write' [GFORTRAN_8]
! CHECK-DAG: binding file {{.*}} to {{.*}}libftnio.so{{.*}}: normal symbol `_gfortran_st_write_done' [GFORTRAN_8]
! CHECK-DAG: {{^}} bound           1
! NOGF: bound
! NOGF-NOT: libgfortran.so.5 [0]: normal symbol `_gfortran_st_write'
! NOGF-NOT: libgfortran.so.5 [0]: normal symbol `_gfortran_transfer_
