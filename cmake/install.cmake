# SPDX-License-Identifier: MIT
# Install rules: libraries, public headers, pkg-config file, CMake package
# and the ftnio-run LD_PRELOAD wrapper (build system, not a library layer).
#
# Layout under the prefix (GNUInstallDirs):
#   lib/libftnio.so -> libftnio.so.0 -> libftnio.so.<version>, lib/libftnio.a
#   include/ftnio/*.h
#   lib/pkgconfig/ftnio.pc
#   lib/cmake/ftnio/ftnio{Config,ConfigVersion,Targets*}.cmake
#   bin/ftnio-run
include(CMakePackageConfigHelpers)

set(FTNIO_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/ftnio)
# Generated files to install; names are prefixed because include() shares
# the top-level scope.
set(ftnio_gen ${PROJECT_BINARY_DIR}/cmake)

install(TARGETS ftnio ftnio_static
  EXPORT ftnioTargets
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
          NAMELINK_COMPONENT Development COMPONENT Runtime
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT Development
  INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(DIRECTORY ${PROJECT_SOURCE_DIR}/include/ftnio
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR} COMPONENT Development
  FILES_MATCHING PATTERN "*.h")

# CMake package: find_package(ftnio) gives ftnio::ftnio and
# ftnio::ftnio_static.  Versions follow the soname: a request for 0.x is
# met by any installed 0.y with y >= x.
install(EXPORT ftnioTargets NAMESPACE ftnio::
  DESTINATION ${FTNIO_CMAKE_DIR} COMPONENT Development)
configure_package_config_file(
  ${CMAKE_CURRENT_LIST_DIR}/ftnioConfig.cmake.in
  ${ftnio_gen}/ftnioConfig.cmake
  INSTALL_DESTINATION ${FTNIO_CMAKE_DIR})
write_basic_package_version_file(
  ${ftnio_gen}/ftnioConfigVersion.cmake
  VERSION ${PROJECT_VERSION} COMPATIBILITY SameMajorVersion)
install(FILES
  ${ftnio_gen}/ftnioConfig.cmake
  ${ftnio_gen}/ftnioConfigVersion.cmake
  DESTINATION ${FTNIO_CMAKE_DIR} COMPONENT Development)

# pkg-config: prefix is derived from the .pc file's own directory
# (${pcfiledir}, known to pkg-config and pkgconf), so a moved prefix keeps
# working, as it does for the CMake package and ftnio-run.
if(IS_ABSOLUTE "${CMAKE_INSTALL_LIBDIR}")
  set(FTNIO_PC_PREFIX "${CMAKE_INSTALL_PREFIX}")
  set(FTNIO_PC_LIBDIR "${CMAKE_INSTALL_LIBDIR}")
else()
  file(RELATIVE_PATH ftnio_up /prefix/${CMAKE_INSTALL_LIBDIR}/pkgconfig /prefix)
  string(REGEX REPLACE "/$" "" ftnio_up "${ftnio_up}")
  set(FTNIO_PC_PREFIX "\${pcfiledir}/${ftnio_up}")
  set(FTNIO_PC_LIBDIR "\${prefix}/${CMAKE_INSTALL_LIBDIR}")
endif()
if(IS_ABSOLUTE "${CMAKE_INSTALL_INCLUDEDIR}")
  set(FTNIO_PC_INCLUDEDIR "${CMAKE_INSTALL_INCLUDEDIR}")
else()
  set(FTNIO_PC_INCLUDEDIR "\${prefix}/${CMAKE_INSTALL_INCLUDEDIR}")
endif()
# Only a static link needs the libraries libftnio.so itself depends on.
set(FTNIO_PC_PRIVATE "-lstdc++ -lpthread")
foreach(ftnio_lib ${CMAKE_DL_LIBS})
  string(APPEND FTNIO_PC_PRIVATE " -l${ftnio_lib}")
endforeach()
configure_file(${CMAKE_CURRENT_LIST_DIR}/ftnio.pc.in
  ${ftnio_gen}/ftnio.pc @ONLY)
install(FILES ${ftnio_gen}/ftnio.pc
  DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig COMPONENT Development)

# ftnio-run finds the library relative to its own location, so a prefix
# that is moved after installation keeps working.
set(FTNIO_SONAME libftnio.so.0)
if(IS_ABSOLUTE "${CMAKE_INSTALL_LIBDIR}" OR IS_ABSOLUTE "${CMAKE_INSTALL_BINDIR}")
  set(FTNIO_RUN_LIBDIR "${CMAKE_INSTALL_FULL_LIBDIR}")
else()
  file(RELATIVE_PATH ftnio_rel /prefix/${CMAKE_INSTALL_BINDIR} /prefix/${CMAKE_INSTALL_LIBDIR})
  set(FTNIO_RUN_LIBDIR "\$here/${ftnio_rel}")
endif()
configure_file(${PROJECT_SOURCE_DIR}/scripts/ftnio-run.in
  ${ftnio_gen}/install/ftnio-run @ONLY)
install(PROGRAMS ${ftnio_gen}/install/ftnio-run
  DESTINATION ${CMAKE_INSTALL_BINDIR} COMPONENT Runtime)

# A build-tree copy, <build>/ftnio-run, preloads the freshly built library.
set(FTNIO_RUN_LIBDIR "$<TARGET_FILE_DIR:ftnio>")
configure_file(${PROJECT_SOURCE_DIR}/scripts/ftnio-run.in
  ${ftnio_gen}/ftnio-run.build.in @ONLY)
file(GENERATE OUTPUT ${CMAKE_BINARY_DIR}/ftnio-run
  INPUT ${ftnio_gen}/ftnio-run.build.in
  FILE_PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE
                   GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)

if(FTNIO_BUILD_TESTS)
  include(${CMAKE_CURRENT_LIST_DIR}/install_test.cmake)
endif()
