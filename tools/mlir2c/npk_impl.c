/* npk_impl.c - the one translation unit that compiles npk's implementation
 * into mlir2c: the reference kernels (constant folding), the validator that
 * every generated program must pass, and npk_program_load for .tcp output. */
#define NPK_IMPLEMENTATION
#include "npk.h"
