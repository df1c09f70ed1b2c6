! RUN: %fdiff %s | %FileCheck %s
program hello
  print *, 'Hello, world!'
end program
! CHECK: Hello, world!
