! The smallest program: one list-directed PRINT of a character constant.
! RUN: %fdiff %s | %FileCheck %s
program hello
  print *, 'Hello, world!'
end program
! CHECK: Hello, world!
