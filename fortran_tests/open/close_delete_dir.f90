! A directory connected for stream READ: the READ fails with EISDIR (21),
! CLOSE(STATUS='DELETE') removes the directory (libgfortran uses remove).
! RUN: %fdiff %s
program close_delete_dir
   implicit none
   character(len=1) :: c
   character(len=256) :: message
   integer ios
   call system('[ -d junko.dir ] || mkdir junko.dir')
   open(unit=10, file='junko.dir',iostat=ios,action='read',access='stream')
   print *, ios
   if (ios.ne.0) then
      call system('rmdir junko.dir')
      STOP 1
   end if
   read(10, iostat=ios) c
   print *, ios
   if (ios.ne.21.and.ios.ne.0) then 
      close(10, status='delete')
      STOP 2
   end if
   close(10, status='delete')
end program close_delete_dir
