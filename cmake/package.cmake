# SPDX-License-Identifier: MIT
# Debian packages with CPack (build system, not a library layer):
#   libftnio0     the shared library and ftnio-run (component Runtime)
#   libftnio-dev  static library, headers, pkg-config file, CMake package
#                 (component Development)
# scripts/package.sh configures a build with CMAKE_INSTALL_PREFIX=/usr
# (GNUInstallDirs then picks Debian's multiarch library directory), runs
# `cpack -G DEB`, lintian, and a test of the unpacked packages.

# Documentation every Debian binary package carries: copyright, a
# changelog, and the man page of ftnio-run.
set(ftnio_deb ${PROJECT_BINARY_DIR}/debian)
file(MAKE_DIRECTORY ${ftnio_deb})
string(TIMESTAMP ftnio_deb_date "%a, %d %b %Y %H:%M:%S +0000" UTC)
foreach(ftnio_pkg libftnio0 libftnio-dev)
  if(ftnio_pkg STREQUAL "libftnio0")
    set(ftnio_comp Runtime)
  else()
    set(ftnio_comp Development)
  endif()
  file(WRITE ${ftnio_deb}/${ftnio_pkg}.changelog
    "${ftnio_pkg} (${PROJECT_VERSION}) unstable; urgency=medium\n\n"
    "  * Built from the ftnio source tree; see its ChangeLog.\n\n"
    " -- ftnio developers <ftnio@example.org>  ${ftnio_deb_date}\n")
  add_custom_command(OUTPUT ${ftnio_deb}/${ftnio_pkg}.changelog.gz
    COMMAND gzip -9nc ${ftnio_deb}/${ftnio_pkg}.changelog
            > ${ftnio_deb}/${ftnio_pkg}.changelog.gz
    DEPENDS ${ftnio_deb}/${ftnio_pkg}.changelog VERBATIM)
  install(FILES ${ftnio_deb}/${ftnio_pkg}.changelog.gz
    DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/${ftnio_pkg}
    RENAME changelog.gz COMPONENT ${ftnio_comp})
  install(FILES ${CMAKE_CURRENT_LIST_DIR}/debian/copyright
    DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/${ftnio_pkg}
    COMPONENT ${ftnio_comp})
  list(APPEND ftnio_deb_docs ${ftnio_deb}/${ftnio_pkg}.changelog.gz)
endforeach()
add_custom_command(OUTPUT ${ftnio_deb}/ftnio-run.1.gz
  COMMAND gzip -9nc ${PROJECT_SOURCE_DIR}/docs/man/ftnio-run.1
          > ${ftnio_deb}/ftnio-run.1.gz
  DEPENDS ${PROJECT_SOURCE_DIR}/docs/man/ftnio-run.1 VERBATIM)
add_custom_target(ftnio_deb_docs ALL
  DEPENDS ${ftnio_deb_docs} ${ftnio_deb}/ftnio-run.1.gz)
install(FILES ${ftnio_deb}/ftnio-run.1.gz
  DESTINATION ${CMAKE_INSTALL_MANDIR}/man1 COMPONENT Runtime)

set(CPACK_PACKAGE_NAME ftnio)
set(CPACK_PACKAGE_VENDOR "ftnio developers")
set(CPACK_PACKAGE_CONTACT "ftnio developers <ftnio@example.org>")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_GENERATOR DEB)
set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_COMPONENTS_ALL Runtime Development)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION libs)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "https://github.com/ftnio/ftnio")
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)

set(CPACK_DEBIAN_RUNTIME_PACKAGE_NAME libftnio0)
set(CPACK_DEBIAN_RUNTIME_PACKAGE_SECTION libs)
set(CPACK_DEBIAN_PACKAGE_GENERATE_SHLIBS ON)
set(CPACK_DEBIAN_PACKAGE_GENERATE_SHLIBS_POLICY ">=")
# ldconfig runs from a dpkg trigger, as Debian policy asks of a library.
set(CPACK_DEBIAN_RUNTIME_PACKAGE_CONTROL_EXTRA
   ${CMAKE_CURRENT_LIST_DIR}/debian/triggers)
set(CPACK_COMPONENT_RUNTIME_DESCRIPTION
  "Fortran runtime I/O library, a drop-in for libgfortran's I/O
ftnio performs the I/O statements of programs compiled by gfortran
(READ, WRITE, PRINT, OPEN, CLOSE, INQUIRE, positioning, FLUSH, WAIT)
with the same bytes, IOSTAT values and messages as libgfortran, faster.
This package holds the shared library and ftnio-run, which runs an
existing program with ftnio preloaded.")

set(CPACK_DEBIAN_DEVELOPMENT_PACKAGE_NAME libftnio-dev)
set(CPACK_DEBIAN_DEVELOPMENT_PACKAGE_SECTION libdevel)
set(CPACK_DEBIAN_DEVELOPMENT_PACKAGE_DEPENDS
  "libftnio0 (= ${PROJECT_VERSION}), gfortran")
set(CPACK_COMPONENT_DEVELOPMENT_DESCRIPTION
  "Fortran runtime I/O library, a drop-in for libgfortran's I/O (development)
ftnio performs the I/O statements of programs compiled by gfortran
with the same bytes, IOSTAT values and messages as libgfortran, faster.
This package holds the static library, the C headers, the pkg-config
file and the CMake package (find_package(ftnio)) to link programs
with ftnio ahead of libgfortran.")

include(CPack)
