# Install rules (included by the top-level CMakeLists.txt):
#   cmake --install BUILD --prefix P
# puts into P
#   include/npk.h, include/npk_kernels/, include/npk_interp/   the library (#include "npk.h")
#   include/npk_single.h          the same as one file (tools/amalgamate.py): copy it alone
#   bin/mlir2c, bin/npk-run       the translator and the runner
#   lib/cmake/npk/                find_package(npk): npk::npk (INTERFACE), npk::mlir2c, npk::npk-run
#   lib/pkgconfig/npk.pc          pkg-config --cflags --libs npk
# tests/install (ctest -L install) installs a build into a temporary prefix and
# builds a consumer with each.

# The package version is the headers' (NPK_VERSION_STRING): they must agree.
file(STRINGS ${PROJECT_SOURCE_DIR}/npk_kernels/npk_common.h npk_version_line
     REGEX "^#define NPK_VERSION_STRING ")
if(NOT npk_version_line MATCHES "\"${PROJECT_VERSION}\"")
  message(FATAL_ERROR "project(npk VERSION ${PROJECT_VERSION}) differs from npk_kernels/npk_common.h: ${npk_version_line}")
endif()

# The kernels call <math.h>: users of npk::npk link libm where it is a library.
if(UNIX)
  target_link_libraries(npk INTERFACE m)
endif()

# build/npk_single.h: npk.h and its pieces as one header (tools/amalgamate.py),
# regenerated whenever a piece changes. The firmware example compiles against
# it, tests/portability checks it, and it is installed.
find_package(Python3 COMPONENTS Interpreter)
set(NPK_SINGLE_HEADER ${PROJECT_BINARY_DIR}/npk_single.h CACHE INTERNAL "")
if(Python3_FOUND)
  file(GLOB npk_pieces CONFIGURE_DEPENDS
    ${PROJECT_SOURCE_DIR}/npk.h ${PROJECT_SOURCE_DIR}/npk_kernels/*.h
    ${PROJECT_SOURCE_DIR}/npk_kernels/*.inc ${PROJECT_SOURCE_DIR}/npk_interp/*.h
    ${PROJECT_SOURCE_DIR}/npk_interp/*.inc ${PROJECT_SOURCE_DIR}/npk_interp/ops/*.h)
  add_custom_command(OUTPUT ${NPK_SINGLE_HEADER}
    COMMAND Python3::Interpreter ${PROJECT_SOURCE_DIR}/tools/amalgamate.py
            --root ${PROJECT_SOURCE_DIR} -o ${NPK_SINGLE_HEADER}
    DEPENDS ${npk_pieces} ${PROJECT_SOURCE_DIR}/tools/amalgamate.py
    COMMENT "amalgamate npk.h -> npk_single.h")
  add_custom_target(npk_single ALL DEPENDS ${NPK_SINGLE_HEADER})
else()
  message(STATUS "python3 not found: npk_single.h is neither built nor installed")
endif()

set(NPK_INSTALL_CMAKEDIR ${CMAKE_INSTALL_LIBDIR}/cmake/npk CACHE STRING
    "where find_package(npk)'s files are installed (relative to the prefix)")
set(NPK_INSTALL_PKGCONFIGDIR ${CMAKE_INSTALL_LIBDIR}/pkgconfig CACHE STRING
    "where npk.pc is installed (relative to the prefix)")

install(FILES ${PROJECT_SOURCE_DIR}/npk.h DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(DIRECTORY ${PROJECT_SOURCE_DIR}/npk_kernels ${PROJECT_SOURCE_DIR}/npk_interp
        DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
        FILES_MATCHING PATTERN "*.h" PATTERN "*.inc")
if(Python3_FOUND)
  install(FILES ${NPK_SINGLE_HEADER} DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
endif()
install(TARGETS npk mlir2c npk-run EXPORT npkTargets
        RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(EXPORT npkTargets NAMESPACE npk:: DESTINATION ${NPK_INSTALL_CMAKEDIR})

include(CMakePackageConfigHelpers)
configure_package_config_file(${CMAKE_CURRENT_LIST_DIR}/npkConfig.cmake.in
  ${PROJECT_BINARY_DIR}/npkConfig.cmake INSTALL_DESTINATION ${NPK_INSTALL_CMAKEDIR}
  PATH_VARS CMAKE_INSTALL_INCLUDEDIR)
# 0.x: a minor release may change the API, so only the same 0.MINOR matches.
write_basic_package_version_file(${PROJECT_BINARY_DIR}/npkConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/npkConfig.cmake ${PROJECT_BINARY_DIR}/npkConfigVersion.cmake
        DESTINATION ${NPK_INSTALL_CMAKEDIR})

# npk.pc finds its prefix from its own place (${pcfiledir}), so a prefix given
# at install time (cmake --install --prefix P) or a moved tree still works.
file(RELATIVE_PATH npk_pc_to_prefix /p/${NPK_INSTALL_PKGCONFIGDIR} /p)
string(REGEX REPLACE "/$" "" npk_pc_to_prefix "${npk_pc_to_prefix}")
configure_file(${CMAKE_CURRENT_LIST_DIR}/npk.pc.in ${PROJECT_BINARY_DIR}/npk.pc @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/npk.pc DESTINATION ${NPK_INSTALL_PKGCONFIGDIR})
