! Hello world compiled with a plain "gfortran hello.f90" (no ftnio at link
! time) gives the same bytes with and without LD_PRELOAD=libftnio.so, on a
! pipe and on a regular file.  No fdiff here on purpose: plain commands only.
! RUN: rm -rf %t && mkdir -p %t
! RUN: %gfortran %s -o %t/hello
! RUN: %t/hello > %t/plain.out 2> %t/plain.err
! RUN: env LD_PRELOAD=%ftnio_preload %t/hello > %t/pre.out 2> %t/pre.err
! RUN: cmp %t/plain.out %t/pre.out
! RUN: cmp %t/plain.err %t/pre.err
! RUN: %t/hello | %fcheck %s
! RUN: env LD_PRELOAD=%ftnio_preload %t/hello | %fcheck %s
! RUN: env LD_PRELOAD=%ftnio_preload %t/hello 2>&1 | %fcheck %s
! RUN: %fcheck %s < %t/pre.out
! RUN: count 0 < %t/pre.err
program hello
  print *, 'Hello, world!'
end program hello
! CHECK: Hello, world!
! CHECK-NOT: {{.}}
