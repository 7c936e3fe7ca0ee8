/* npk_impl.c - the one translation unit that compiles npk's implementation
 * into mlir2c: the interpreter that constant folding runs (eval.c), the
 * validator that every generated program must pass, and npk_program_load for
 * .tcp output. The scalar kernels only, so that folded constants are the
 * same whichever machine translates the model. */
#include <stdlib.h>
#define NPK_FORCE_SCALAR
#define NPK_IMPLEMENTATION
/* programs past NPK_VALIDATE_STACK_TENSORS tensors validate in heap memory */
#define NPK_VALIDATE_ALLOC(bytes) malloc(bytes)
#define NPK_VALIDATE_FREE(ptr) free(ptr)
#include "npk.h"
