/* npk_test_impl.c - npk.h's implementation for the test programs, compiled
 * once per flag set (tests/CMakeLists.txt, npk_test_link_impl) and linked by every
 * test built with those flags, instead of each test compiling its own copy:
 * the implementation is nearly all of a test unit's compile time (32 of 33 s
 * for test_conv_pool.c under the sanitizers). Build-time settings of the
 * implementation (NPK_PAR_MIN_WORK, NPK_GEMM_*) are part of the flag set; a
 * test that reaches internal (static) functions defines NPK_IMPLEMENTATION
 * itself and links none. */
#define NPK_IMPLEMENTATION
#include "npk.h"
