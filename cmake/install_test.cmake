# SPDX-License-Identifier: MIT
# CTest registration of the installation test (build system): install into
# a temporary prefix, build consumers with find_package and pkg-config, and
# run a program through ftnio-run from a moved prefix.  Logic lives in
# cmake/install_test/run.sh.
# Not in sanitizer builds: the installed static library would need the
# sanitizer runtime in every consumer's link, which is not what it tests.
find_program(FTNIO_BASH bash)
if(FTNIO_BASH AND NOT FTNIO_SANITIZE)
  add_test(NAME install_consumers
    COMMAND ${FTNIO_BASH} ${CMAKE_CURRENT_LIST_DIR}/install_test/run.sh
            ${CMAKE_BINARY_DIR} ${CMAKE_CURRENT_LIST_DIR}/install_test
            ${CMAKE_COMMAND} ${CMAKE_Fortran_COMPILER} ${PROJECT_VERSION}
            ${PROJECT_SOURCE_DIR} ${CMAKE_INSTALL_LIBDIR} ${CMAKE_INSTALL_BINDIR}
            ${CMAKE_INSTALL_INCLUDEDIR})
  set_tests_properties(install_consumers PROPERTIES
    LABELS install TIMEOUT 600)
endif()
